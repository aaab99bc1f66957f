/**
 * Money as integer minor units (design.md §5): fen for CNY (2 places), 1e-6 for USDT (6 places).
 * This module is the only place that parses or formats money strings.
 */
export type Minor = bigint & { readonly __brand: 'Minor' };
export type Currency = 'CNY' | 'USDT';
export const DECIMALS: Record<Currency, number> = { CNY: 2, USDT: 6 };

const PATTERN = /^(0|[1-9]\d{0,14})(?:\.(\d+))?$/;

/**
 * Parses a non-negative decimal amount given as a string or a safe-integer-exact number.
 * Returns null for anything else: NaN, exponents, signs, too many places, empty strings.
 */
export function toMinor(input: unknown, currency: Currency = 'CNY'): Minor | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const m = PATTERN.exec(text);
  if (!m) return null;
  const places = DECIMALS[currency];
  const frac = m[2] ?? '';
  if (frac.length > places) return null;
  return (BigInt(m[1]!) * 10n ** BigInt(places) + BigInt(frac.padEnd(places, '0') || '0')) as Minor;
}

/** Formats minor units as a decimal string with the currency's places ("100.00"). */
export function formatMinor(value: bigint, currency: Currency = 'CNY'): string {
  const places = DECIMALS[currency];
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** BigInt(places);
  const whole = abs / unit;
  const frac = (abs % unit).toString().padStart(places, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Parses a signed decimal amount ("-12.50", "+3", 7): the sign, then toMinor's rules. */
export function toSignedMinor(input: unknown, currency: Currency = 'CNY'): bigint | null {
  if (typeof input === 'number') return input < 0 ? negate(toMinor(-input, currency)) : toMinor(input, currency);
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text.startsWith('-')) return negate(toMinor(text.slice(1), currency));
  return toMinor(text.startsWith('+') ? text.slice(1) : text, currency);
}

function negate(value: Minor | null): bigint | null {
  return value === null ? null : -value;
}

/** True when an amount has no fractional part in its currency (spec.md §5: whole-yuan transfers). */
export function isWholeUnits(value: bigint, currency: Currency = 'CNY'): boolean {
  return value % 10n ** BigInt(DECIMALS[currency]) === 0n;
}

/**
 * A limit for display: "100" rather than "100.00", "1,000,000" grouped. The deposit screen and the help centre's
 * filled figures (apps/server modules/help) both use it, so a limit reads the same everywhere.
 */
export function limitText(value: string, currency: Currency = 'CNY'): string {
  const minor = toMinor(value, currency);
  if (minor === null) return value;
  const unit = 10n ** BigInt(DECIMALS[currency]);
  const text = minor % unit === 0n ? (minor / unit).toString() : formatMinor(minor, currency);
  const [int = '', frac] = text.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/**
 * What is wrong with an amount as a person typed it (issue 24: an amount field never rewrites what is typed; it sends
 * it or says why not). One rule for every amount field of the player app and the console:
 * - `required`: nothing typed;
 * - `incomplete`: digits then a point ("30."), or a lone point: not an error while typing, refused when sent;
 * - `negative`: a minus sign where only positive amounts make sense (`signed` allows it);
 * - `notNumber`: anything else that is not plain digits with at most one point (letters, spaces, commas, exponents,
 *   leading zeros such as "012");
 * - `notWhole`: a whole-units field (`whole`, spec.md §5 whole-yuan transfers) given a fraction;
 * - `tooManyPlaces`: more decimal places than the currency has (CNY 2, USDT 6);
 * - `tooLarge`: more than 15 digits before the point (what toMinor reads);
 * - `zero`: 0 (or -0).
 * The order is the order a person fixes them in. Bounds of a screen (balance, method limits) are the screen's own.
 */
export type AmountTextProblem = 'required' | 'incomplete' | 'negative' | 'notNumber' | 'notWhole' | 'tooManyPlaces' | 'tooLarge' | 'zero';

export interface AmountTextRule {
  currency?: Currency;
  /** Whole units only (transfers, withdrawals). */
  whole?: boolean;
  /** A signed amount (an operator's credit or debit). */
  signed?: boolean;
}

const AMOUNT_SHAPE = /^(\d+)(?:\.(\d*))?$/;

/** The amount typed as minor units, or what is wrong with it (AmountTextProblem). */
export function readAmountText(input: string, rule: AmountTextRule = {}): { minor: bigint; problem: null } | { minor: null; problem: AmountTextProblem } {
  const fail = (problem: AmountTextProblem) => ({ minor: null, problem }) as const;
  const currency = rule.currency ?? 'CNY';
  let text = input.trim();
  if (text === '') return fail('required');
  let negative = false;
  if (text.startsWith('-') || (rule.signed && text.startsWith('+'))) {
    negative = text.startsWith('-');
    text = text.slice(1);
    if (negative && !rule.signed) return fail('negative');
  }
  if (text === '' || text === '.') return fail(text === '.' ? 'incomplete' : 'notNumber');
  const m = AMOUNT_SHAPE.exec(text);
  if (!m) return fail('notNumber');
  const [, int = '', frac] = m;
  if (frac === '') return fail('incomplete');
  if (int.length > 1 && int.startsWith('0')) return fail('notNumber');
  if (int.length > 15) return fail('tooLarge');
  const places = frac ?? '';
  if (rule.whole && /[1-9]/.test(places)) return fail('notWhole');
  if (places.length > DECIMALS[currency]) return fail(rule.whole ? 'notWhole' : 'tooManyPlaces');
  const minor = toMinor(`${int}${places ? `.${places}` : ''}`, currency);
  if (minor === null) return fail('notNumber');
  if (minor === 0n) return fail('zero');
  return { minor: negative ? -minor : minor, problem: null };
}
