/**
 * Client-side transfer rules, mirroring the server's (spec.md §4, §5; api-contract.md convertMoney) so the player
 * hears about a mistake before a round trip: one side must be the central wallet (no venue-to-venue transfer);
 * the amount is required, above 0, whole yuan (help text) and not above the source balance. Money is compared in
 * integer minor units through @app/shared's money helpers, never as floating point.
 */
import { WALLET_CENTRAL, formatMinor, readAmountText, toMinor } from '@app/shared';

export interface WalletPair {
  from: string;
  to: string;
}

export type TransferSide = keyof WalletPair;

/** i18n keys (transfer.error.*) of the refusals; `exceed` and `required` are the texts of spec.md §8. */
export type TransferError = 'required' | 'invalid' | 'positive' | 'whole' | 'exceed' | 'venueToVenue' | 'sameWallet';

export const isCentral = (wallet: string): boolean => wallet === WALLET_CENTRAL;

/** True when the pair is one the server accepts: different wallets, one of them central. */
export function isValidPair({ from, to }: WalletPair): boolean {
  return from !== to && (isCentral(from) || isCentral(to));
}

/**
 * The pair after the player picks `wallet` for `side`, kept valid: picking a venue while the other side is also a
 * venue moves the other side to central; picking the wallet the other side holds swaps the two.
 */
export function pickWallet(pair: WalletPair, side: TransferSide, wallet: string): WalletPair {
  const other: TransferSide = side === 'from' ? 'to' : 'from';
  if (pair[other] === wallet) return { ...pair, [side]: wallet, [other]: pair[side] };
  if (!isCentral(wallet) && !isCentral(pair[other])) return { ...pair, [side]: wallet, [other]: WALLET_CENTRAL };
  return { ...pair, [side]: wallet };
}

export const swapPair = ({ from, to }: WalletPair): WalletPair => ({ from: to, to: from });

/**
 * Checks a transfer before it is sent. `sourceBalance` is the decimal string of the source wallet, or null when
 * unknown (venue unreachable): then only the server can judge the upper bound.
 */
export function checkTransfer(pair: WalletPair, amount: string, sourceBalance: string | null): TransferError | null {
  if (pair.from === pair.to) return 'sameWallet';
  if (!isValidPair(pair)) return 'venueToVenue';
  // The one amount rule (issue 24); its own words show under the field (components/form/amount-field).
  const { minor, problem } = readAmountText(amount, { whole: true });
  if (problem === 'required') return 'required';
  if (problem === 'zero') return 'positive';
  if (problem === 'notWhole') return 'whole';
  if (minor === null) return 'invalid';
  const balance = sourceBalance === null ? null : toMinor(sourceBalance);
  if (balance !== null && minor > balance) return 'exceed';
  return null;
}

/** "All": the whole-yuan part of the source balance ("123.45" → "123"), or "" when unknown. */
export function wholeAmountOf(balance: string | null): string {
  const minor = balance === null ? null : toMinor(balance);
  if (minor === null) return '';
  const whole = formatMinor(minor);
  return whole.slice(0, whole.indexOf('.'));
}
