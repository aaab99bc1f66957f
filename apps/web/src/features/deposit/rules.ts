/**
 * Client-side deposit rules (spec.md §5), mirroring the server's so the player hears about a mistake before a
 * round trip: amount required ("please enter the amount", spec.md §8), a valid amount in the method's currency,
 * within the method's min/max; depositor name when the method needs it (same rule as the real name); a protocol
 * when the method offers several. Voucher images: png/jpg/jpeg up to 15 MB. Money is compared in integer minor
 * units through @app/shared's helpers, never as floating point.
 */
import {
  DECIMALS,
  MAX_IMAGE_BYTES,
  REAL_NAME_RE,
  readAmountText,
  toMinor,
  type Currency,
  type DepositStatus,
} from '@app/shared';
import type { PaymentMethod } from './api/deposit';

/** i18n keys `deposit.error.*`. */
export type DepositFormError = 'required' | 'invalid' | 'belowMin' | 'aboveMax' | 'nameRequired' | 'nameInvalid' | 'protocol';

export interface DepositForm {
  amount: string;
  depositorName: string;
  protocol: string | undefined;
}

export interface FieldError {
  field: 'amount' | 'depositorName' | 'protocol';
  error: DepositFormError;
}

export const currencyOf = (method: PaymentMethod): Currency => (method.currency === 'USDT' ? 'USDT' : 'CNY');

/** Online methods are paid on their provider's page; the others on a receiving account with a voucher. */
export const isOnline = (method: PaymentMethod): boolean => Boolean(method.provider);

/** Virtual currency: coin type and protocol are chosen (spec.md §2 deposit). */
export const isVirtual = (method: PaymentMethod): boolean => currencyOf(method) === 'USDT' || (method.protocols?.length ?? 0) > 0;

/** The amount error of `amount` for `method`, or null. */
export function checkAmount(method: PaymentMethod, amount: string): DepositFormError | null {
  const currency = currencyOf(method);
  // The one amount rule (issue 24); its own words show under the field (components/form/amount-field).
  const { minor, problem } = readAmountText(amount, { currency });
  if (problem === 'required') return 'required';
  if (minor === null) return 'invalid';
  const min = toMinor(method.minAmount, currency);
  const max = toMinor(method.maxAmount, currency);
  if (min !== null && minor < min) return 'belowMin';
  if (max !== null && minor > max) return 'aboveMax';
  return null;
}

/** Every error of the form, in screen order (amount after the name and protocol pickers above it). */
export function checkDeposit(method: PaymentMethod, form: DepositForm): FieldError[] {
  const errors: FieldError[] = [];
  if (method.needDepositorName) {
    const name = form.depositorName.trim();
    if (!name) errors.push({ field: 'depositorName', error: 'nameRequired' });
    else if (!REAL_NAME_RE.test(name)) errors.push({ field: 'depositorName', error: 'nameInvalid' });
  }
  if ((method.protocols?.length ?? 0) > 1 && !form.protocol) errors.push({ field: 'protocol', error: 'protocol' });
  const amount = checkAmount(method, form.amount);
  if (amount) errors.push({ field: 'amount', error: amount });
  return errors;
}

const QUICK = [100, 200, 300, 500, 1000, 2000, 3000, 5000, 10_000, 50_000, 100_000, 500_000];

/** Quick amount chips: round amounts inside the method's limits, at most six (whole units, shown without decimals). */
export function quickAmounts(method: PaymentMethod, count = 6): string[] {
  const currency = currencyOf(method);
  const min = toMinor(method.minAmount, currency);
  const max = toMinor(method.maxAmount, currency);
  if (min === null || max === null) return [];
  const unit = 10n ** BigInt(DECIMALS[currency]);
  return QUICK.filter((n) => {
    const minor = BigInt(n) * unit;
    return minor >= min && minor <= max;
  })
    .slice(0, count)
    .map(String);
}

/** A limit for display (packages/shared money.ts): the help centre states limits the same way. */
export { limitText } from '@app/shared';

/** spec.md §5: voucher images png/jpg/jpeg, at most 15 MB. i18n keys `deposit.voucher.*`. */
export function checkVoucherFile(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const ext = /\.(png|jpe?g)$/i.test(file.name);
  const mime = file.type === '' || /^image\/(png|jpeg)$/.test(file.type);
  if (!ext || !mime) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The order states the player can still act on (pay, upload, confirm or cancel). */
export const isAwaitingPayment = (status: DepositStatus): boolean => status === 'awaiting_payment';

/** Closed orders show a result view instead of the steps' actions. */
export const isClosed = (status: DepositStatus): boolean =>
  status === 'completed' || status === 'cancelled' || status === 'rejected' || status === 'expired';

/** i18n keys `deposit.steps.*`. */
export type DepositStep = 'submit' | 'pay' | 'voucher' | 'done';

/** spec.md §2/§4: a deposit paid to a receiving account goes submit order → await payment → upload voucher → complete. */
const OFFLINE_STEPS: readonly DepositStep[] = ['submit', 'pay', 'voucher', 'done'];
/** Issue 13: an online order is paid on the provider's page and credited by its notice; it has no voucher to upload. */
const ONLINE_STEPS: readonly DepositStep[] = ['submit', 'pay', 'done'];

/**
 * The steps of an order's method and the current one with how it shows. Submitting is done once the order exists;
 * picking vouchers moves on to the upload step; under review waits on the last step; cancelled, rejected and expired
 * stop where the order stopped, in error. `online`: paid on a provider's page (no receiving account).
 */
export function stepOf(
  status: DepositStatus,
  hasVouchers: boolean,
  online = false,
): { steps: readonly DepositStep[]; current: number; state: 'process' | 'finish' | 'error' } {
  const steps = online ? ONLINE_STEPS : OFFLINE_STEPS;
  const last = steps.length - 1;
  const paying = online ? 1 : hasVouchers ? 2 : 1;
  switch (status) {
    case 'awaiting_payment':
      return { steps, current: paying, state: 'process' };
    case 'under_review':
      return { steps, current: last, state: 'process' };
    case 'completed':
      return { steps, current: last, state: 'finish' };
    case 'rejected':
      return { steps, current: last, state: 'error' };
    default:
      return { steps, current: paying, state: 'error' };
  }
}

/** Whole seconds until `expiresAt` (never negative). */
export function secondsLeft(expiresAt: string, now = Date.now()): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / 1000));
}

/** mm:ss (or h:mm:ss) of a countdown. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
