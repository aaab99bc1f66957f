/**
 * Default daily withdrawal limits by VIP level (spec.md §3 "VIP level: daily withdrawal count and
 * limit", §6 "VIP level 1-10 governs … daily withdrawal count and limit"). The numbers are not in the
 * spec; these defaults are the platform's until the VIP issue moves the VIP table into the database
 * (design.md §8: rules as data). Level 0 is a player below VIP1. Amounts are CNY minor units (fen).
 */
export interface WithdrawDailyLimit {
  level: number;
  /** Withdrawals per platform day (Asia/Shanghai), rejected ones not counted. */
  count: number;
  /** Sum of the day's withdrawals, rejected ones not counted. */
  amount: bigint;
}

export const WITHDRAW_DAILY_LIMITS: readonly WithdrawDailyLimit[] = [
  { level: 0, count: 3, amount: 2_000_000n }, // 20,000.00
  { level: 1, count: 5, amount: 5_000_000n }, // 50,000.00
  { level: 2, count: 5, amount: 10_000_000n },
  { level: 3, count: 6, amount: 20_000_000n },
  { level: 4, count: 8, amount: 30_000_000n },
  { level: 5, count: 10, amount: 50_000_000n },
  { level: 6, count: 10, amount: 80_000_000n },
  { level: 7, count: 12, amount: 100_000_000n },
  { level: 8, count: 15, amount: 200_000_000n },
  { level: 9, count: 20, amount: 300_000_000n },
  { level: 10, count: 30, amount: 500_000_000n }, // 5,000,000.00
];

/** The limit of a level (clamped to 0-10). */
export function withdrawDailyLimit(level: number): WithdrawDailyLimit {
  const clamped = Math.min(Math.max(Math.trunc(level) || 0, 0), WITHDRAW_DAILY_LIMITS.length - 1);
  return WITHDRAW_DAILY_LIMITS[clamped]!;
}

/** spec.md §9: "withdrawal turnover 1x of deposit" (one answer says 2x; 1x is the rule, the multiple is config). */
export const DEFAULT_DEPOSIT_TURNOVER_MULTIPLE = 1;
