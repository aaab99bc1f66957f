/**
 * Figures the VIP screens derive from getVipInfo, in minor units (packages/shared money): how far the player is
 * towards the next level and what is still missing, and the weekly red packet's opening hour of a level.
 */
import { formatMinor, toMinor } from '@app/shared';
import type { VipCurrent } from './api/vip';

export interface Progress {
  /** 0..100, floored (never shows 100 before the level is reached). */
  percent: number;
  /** Amount still needed ("0.00" once met); null at the top level. */
  missing: string | null;
}

export function progressOf(current: VipCurrent): Progress {
  const have = toMinor(current.validBet) ?? 0n;
  const need = current.nextRequiredBet === null ? null : toMinor(current.nextRequiredBet);
  if (need === null) return { percent: 100, missing: null };
  if (need <= 0n || have >= need) return { percent: 100, missing: '0.00' };
  return { percent: Number((have * 100n) / need), missing: formatMinor(need - have) };
}

/** Share of the 90-day maintenance bet already made (100 when nothing is required). */
export function keepPercent(current: VipCurrent): number {
  const have = toMinor(current.keepValidBet) ?? 0n;
  const need = toMinor(current.keepBet) ?? 0n;
  if (need <= 0n || have >= need) return 100;
  return Number((have * 100n) / need);
}

/** True for "0", "0.00": a benefit the level does not have. */
export const isZero = (amount: string): boolean => (toMinor(amount) ?? 0n) === 0n;

/**
 * spec.md §4: the weekly red packet opens Saturday 01:00 for VIP1-5 and 13:00 for VIP6-10 (platform time) and can
 * be received until Wednesday 23:59:59. The server sets each packet's opensAt; this is the rule as the table states it.
 */
export const redPacketOpensAt = (level: number): string => (level <= 5 ? '01:00' : '13:00');
