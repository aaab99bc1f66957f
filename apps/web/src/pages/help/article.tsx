/**
 * The help sub-pages of spec.md §2 (/pages/help/deposit, /withdraw, /games, /tech, /transfer, /answer): each renders
 * its article. /answer also opens the sub-pages without a route of their own (agent partnership, complaints, service
 * mailbox) by `?key=`, titled as themselves in the bar (not "FAQ", issue 24) and ending in where they lead
 * (feedback, customer service, the service address); anything else there shows the FAQ.
 */
import { HELP_KEYS, type HelpKey } from '@app/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageNavBar } from '../../app/nav-bar';
import { useHelpArticle } from '../../features/help/api/help';
import { HelpActions } from '../../features/help/components/help-actions';
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
  const article = useHelpArticle(key);
  const own = key !== 'answer';
  return (
    <>
      {/* The route's own bar says "FAQ"; a page opened by key is named by its article (the bar is the title). */}
      <PageNavBar title={own ? (article.data?.title ?? '') : undefined} />
      <HelpArticleView key={key} helpKey={key} noTitle={own}>
        <HelpActions helpKey={key} />
      </HelpArticleView>
    </>
  );
}
