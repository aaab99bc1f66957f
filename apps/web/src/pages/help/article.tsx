/**
 * The help sub-pages of spec.md §2 (/pages/help/deposit, /withdraw, /games, /tech, /transfer, /answer): each renders
 * its article. /answer also opens the sub-pages without a route of their own (agent partnership, complaints, service
 * mailbox) by `?key=`; anything else there shows the FAQ.
 */
import { HELP_KEYS, type HelpKey } from '@app/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { HelpArticleView } from '../../features/help/components/help-article';

export const DepositHelp = (): ReactNode => <HelpArticleView helpKey="deposit" />;
export const WithdrawHelp = (): ReactNode => <HelpArticleView helpKey="withdraw" />;
export const GamesHelp = (): ReactNode => <HelpArticleView helpKey="games" />;
export const TechHelp = (): ReactNode => <HelpArticleView helpKey="tech" />;
export const TransferHelp = (): ReactNode => <HelpArticleView helpKey="transfer" />;

export function AnswerHelp(): ReactNode {
  const [params] = useSearchParams();
  const asked = params.get('key');
  const key: HelpKey = asked && (HELP_KEYS as readonly string[]).includes(asked) ? (asked as HelpKey) : 'answer';
  return <HelpArticleView key={key} helpKey={key} />;
}
