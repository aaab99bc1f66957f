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

/** A link inside the app (`#/…`) opens in place; any other opens in a new window (the customer-service link). */
export function openServiceLink(url: string): void {
  if (url.startsWith('#')) window.location.hash = url.slice(1);
  else window.open(url, '_blank', 'noopener');
}
