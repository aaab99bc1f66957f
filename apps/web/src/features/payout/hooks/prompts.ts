/**
 * The security prompts of spec.md §5, §6, §8 before adding payout accounts and withdrawing: a bound phone, then a set
 * secondary password (it needs the phone), each as a Dialog whose confirm opens its settings screen; for a withdrawal
 * also a bound account of some kind ("no account bound" → account management).
 */
import i18next from 'i18next';
import { detour } from '../../../app/detour';
import { PATHS } from '../../../app/paths';
import { loadOverlays } from '../../../components/load-overlays';

export interface SecurityState {
  phoneBound: boolean;
  hasWithdrawPassword: boolean;
}

export type Missing = 'phone' | 'secondaryPassword' | 'account';

/** What the player still lacks, in the order it must be fixed (the secondary password needs the phone). */
export function missingFor(user: SecurityState, opts: { hasAccount?: boolean } = {}): Missing | null {
  if (!user.phoneBound) return 'phone';
  if (!user.hasWithdrawPassword) return 'secondaryPassword';
  if (opts.hasAccount === false) return 'account';
  return null;
}

const TARGET: Record<Missing, string> = {
  phone: PATHS.setPhone,
  secondaryPassword: PATHS.secondaryPassword,
  account: PATHS.cards,
};

/**
 * Shows the prompt for `missing`: confirm opens the screen that fixes it as a detour (app/detour.ts: its success
 * returns here, with `draft()` — the asking form as it is at that moment — restored); cancel calls `onCancel` (the
 * caller leaves the screen).
 */
export async function promptMissing(missing: Missing, opts: { onCancel?: () => void; draft?: () => unknown } = {}): Promise<void> {
  const { Dialog } = await loadOverlays();
  const t = i18next.t.bind(i18next);
  const confirmed = await Dialog.confirm({
    title: t('payout.prompt.title'),
    content: t(`payout.prompt.${missing}`),
    confirmText: t(`payout.prompt.${missing}Go`),
    cancelText: t('common.cancel'),
  });
  if (confirmed) detour(TARGET[missing], opts.draft?.());
  else opts.onCancel?.();
}
