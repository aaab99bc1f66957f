import type { HelpKey } from '@app/shared';
import type { RouteName } from '../../app/paths';

/** The route of each article (spec.md §2); the sub-pages without a route of their own open in /pages/help/answer?key=. */
export const HELP_ROUTES: Partial<Record<HelpKey, RouteName>> = {
  deposit: 'helpDeposit',
  withdraw: 'helpWithdraw',
  transfer: 'helpTransfer',
  games: 'helpGames',
  tech: 'helpTech',
  contact: 'helpContact',
  answer: 'helpAnswer',
};


/** The screens a help page leads to, first the main one (features/help/components/help-actions.tsx). */
export const HELP_ACTIONS: Partial<Record<HelpKey, readonly ('feedback' | 'contacting')[]>> = {
  complaints: ['feedback', 'contacting'],
  mailbox: ['feedback', 'contacting'],
  agent: ['contacting', 'feedback'],
};
