/**
 * The parts of a player's total assets as getUserBalance answers them (central, venue wallets, cashbox, money held
 * for withdrawals under review, welfare), in the order a breakdown shows them. Issue 24: a breakdown left out the
 * cashbox and did not add up to its total; every breakdown takes its parts from here, and a test checks that these
 * are every part of the answer (everything but `total`), so the shown parts always sum to the total.
 */
import { toMinor } from '@app/shared';
import type { UserBalanceMap } from '../../api/wallet';

export type BalancePart = Exclude<keyof UserBalanceMap, 'total'>;

/** Display order; `welfare` shows only when it holds money (it is a house-side account for most players). */
export const BALANCE_PARTS: readonly BalancePart[] = ['central', 'venue', 'cashbox', 'locked', 'welfare'];
const SHOWN_WHEN_EMPTY = new Set<BalancePart>(['central', 'venue', 'cashbox', 'locked']);

/** The parts to show: every part that holds money, and the usual ones even at 0.00. */
export function balanceParts(map: UserBalanceMap): { part: BalancePart; amount: string }[] {
  return BALANCE_PARTS.filter((part) => SHOWN_WHEN_EMPTY.has(part) || (toMinor(map[part]) ?? 0n) !== 0n).map((part) => ({ part, amount: map[part] }));
}
