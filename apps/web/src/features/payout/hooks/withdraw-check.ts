/**
 * Client-side withdrawal amount rules, mirroring the server's (spec.md §5, §9; docs/decisions-cashier-wd.md request
 * order) so the player hears about a mistake before entering the password: required, whole yuan, within the
 * method's bounds, not above the central balance and not above today's remaining amount. Money is compared in
 * integer minor units through @app/shared's money helpers.
 */
import { formatMinor, readAmountText, toMinor } from '@app/shared';

/** i18n keys (payout.withdraw.error.*). */
export type WithdrawAmountError = 'required' | 'invalid' | 'whole' | 'belowMin' | 'aboveMax' | 'exceedBalance' | 'exceedToday';

export interface AmountBounds {
  min: string;
  max: string;
  /** Central wallet balance (null while unknown). */
  balance: string | null;
  todayRemaining: string | null;
}

export function checkWithdrawAmount(amount: string, b: AmountBounds): WithdrawAmountError | null {
  // The one amount rule (issue 24); its own words show under the field (components/form/amount-field).
  const { minor, problem } = readAmountText(amount, { whole: true });
  if (problem === 'required') return 'required';
  if (problem === 'notWhole') return 'whole';
  if (minor === null) return 'invalid';
  const at = (v: string | null): bigint | null => (v === null ? null : toMinor(v));
  const min = at(b.min);
  const max = at(b.max);
  const balance = at(b.balance);
  const today = at(b.todayRemaining);
  // spec.md §5 "amount not above balance" first: it is the limit the player can see in the header.
  if (balance !== null && minor > balance) return 'exceedBalance';
  if (today !== null && minor > today) return 'exceedToday';
  if (min !== null && minor < min) return 'belowMin';
  if (max !== null && minor > max) return 'aboveMax';
  return null;
}

/** "All": the largest whole amount the rules allow (balance, method maximum, today's remaining); "" when none. */
export function allAmount(b: AmountBounds): string {
  const caps = [b.balance, b.max, b.todayRemaining].map((v) => (v === null ? null : toMinor(v))).filter((v): v is NonNullable<typeof v> => v !== null);
  if (!caps.length) return '';
  const cap = caps.reduce((a, c) => (c < a ? c : a));
  const whole = cap - (cap % 100n);
  if (whole <= 0n) return '';
  return formatMinor(whole).replace(/\.00$/, '');
}

/** A rate fraction ("0.0060") as a percentage text ("0.6%"). */
export function ratePercent(rate: string): string {
  const n = Number(rate) * 100;
  return `${Number(n.toFixed(2))}%`;
}

/** A reservation slot ("0-6") as clock times ("00:00-06:00", platform time, spec.md §9). */
export function slotLabel(slot: string): string {
  const [from = '', to = ''] = slot.split('-');
  const clock = (h: string) => `${h.padStart(2, '0')}:00`;
  return `${clock(from)}-${clock(to)}`;
}
