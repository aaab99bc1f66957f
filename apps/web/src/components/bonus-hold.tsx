/**
 * What a bonus holds once it is the player's (issue 24: a 15× bonus locked 965.50 behind 7,588 of turnover and the
 * player learned it on the withdraw screen). One sentence for every place that offers such a claim (welfare centre,
 * offers): paid into a venue, which it locks until its turnover is bet there; or paid into the central wallet with
 * turnover to bet before withdrawing; or nothing held at all. Texts `hold.*` of the main locale (nine languages).
 */
import { toMinor } from '@app/shared';
import i18next from 'i18next';
import { loadOverlays } from './load-overlays';

export interface BonusHold {
  /** The valid bets it asks for (decimal string). */
  turnover?: string;
  /** The venue it is paid into and locks; absent or null: the central wallet. */
  venue?: { platType: string; name: string } | null;
}

/** True when taking the bonus holds money back: a venue lock, or turnover before withdrawing. */
export function holdsMoney(hold: BonusHold): boolean {
  return Boolean(hold.venue) || (toMinor(hold.turnover ?? '0') ?? 0n) > 0n;
}

/** The sentence saying where the money goes and what it holds, in the player's language. */
export function holdText(hold: BonusHold): string {
  const turnover = `¥${hold.turnover ?? '0.00'}`;
  if (hold.venue) return i18next.t('hold.venue', { venue: hold.venue.name, turnover });
  return holdsMoney(hold) ? i18next.t('hold.central', { turnover }) : i18next.t('hold.none');
}

/**
 * Asks before a claim that holds money (a dialog with the amount, where it goes and the turnover); a claim that
 * holds nothing goes ahead without asking. Resolves true to go ahead.
 */
export async function confirmHold(title: string, hold: BonusHold): Promise<boolean> {
  if (!holdsMoney(hold)) return true;
  const { Dialog } = await loadOverlays();
  return Dialog.confirm({
    title,
    content: <span data-testid="hold-confirm-text">{holdText(hold)}</span>,
    confirmText: i18next.t('hold.confirm'),
    cancelText: i18next.t('common.cancel'),
  });
}
