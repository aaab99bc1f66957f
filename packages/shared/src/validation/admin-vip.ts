import { z } from 'zod';
import { VIP_LEVEL_MAX, VIP_LEVEL_MIN, VIP_REBATE_KEYS, type VipRebateKey } from '../contracts/rewards.js';
import { toMinor } from '../money.js';
import { multipleToHundredths, percentToPpm } from '../ratios.js';
import { pageFields } from './paging.js';

/**
 * Operator requests and answers of the VIP table and a player's level (issue 15; REWARDS plan "Operator API"):
 * money as strings ("100.00"), ratios as percent strings ("0.40" = 0.40%), multiples as "10" or "1.5".
 */
const level = z.coerce.number().int().min(VIP_LEVEL_MIN).max(VIP_LEVEL_MAX);
const userId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const money = z
  .string()
  .trim()
  .refine((v) => toMinor(v) !== null, 'an amount such as "100.00"');
const percent = z
  .string()
  .trim()
  .refine((v) => percentToPpm(v) !== null, 'a percent between 0 and 100 with at most four places');
const multiple = z
  .string()
  .trim()
  .refine((v) => multipleToHundredths(v) !== null, 'a multiple such as "10" or "1.5"');

const rebateFields = Object.fromEntries(VIP_REBATE_KEYS.map((k) => [k, percent])) as Record<VipRebateKey, typeof percent>;

export const adminVipLevelInput = z.object({
  level,
  requiredBet: money,
  keepBet: money,
  upgradeGift: money,
  birthdayGift: money,
  weeklyRedPacket: money,
  dailyWithdrawCount: z.coerce.number().int().min(0).max(1000),
  dailyWithdrawLimit: money,
  rebate: z.object(rebateFields),
  promoMinTransfer: money,
  promoBonusPercent: percent,
  promoMaxBonus: money,
  promoTurnoverMultiple: multiple,
  promoDays: z.coerce.number().int().min(0).max(3650),
  promoVenue: z.string().trim().min(1).max(32).nullable(),
});
export type AdminVipLevelInput = z.infer<typeof adminVipLevelInput>;

const moneyText = z.string().describe('decimal string, e.g. "100.00"');
const percentText = z.string().describe('percent, e.g. "0.40"');
export const adminVipLevelItem = z.object({
  level: z.number().int(),
  requiredBet: moneyText,
  keepBet: moneyText,
  upgradeGift: moneyText,
  birthdayGift: moneyText,
  weeklyRedPacket: moneyText,
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawLimit: moneyText,
  rebate: z.object(Object.fromEntries(VIP_REBATE_KEYS.map((k) => [k, percentText])) as Record<VipRebateKey, typeof percentText>),
  promoMinTransfer: moneyText,
  promoBonusPercent: percentText,
  promoMaxBonus: moneyText,
  promoTurnoverMultiple: z.string().describe('e.g. "10" or "1.5"'),
  promoDays: z.number().int(),
  promoVenue: z.string().nullable(),
  updatedAt: z.string().describe('ISO time'),
});
export type AdminVipLevel = z.infer<typeof adminVipLevelItem>;
export const adminVipLevelsOutput = z.object({ list: z.array(adminVipLevelItem) });

export const VIP_CHANGE_REASONS = ['promotion', 'demotion', 'operator'] as const;
export const adminVipHistoryInput = z.object({ userId, ...pageFields });
export const adminVipHistoryItem = z.object({
  id: z.number().int(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(VIP_CHANGE_REASONS),
  day: z.string().describe('platform day YYYY-MM-DD'),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string().describe('ISO time'),
});
export const adminVipHistoryOutput = z.object({ list: z.array(adminVipHistoryItem), total: z.number(), page: z.number(), size: z.number() });

export const adminVipSetLevelInput = z.object({ userId, level, reason: z.string().trim().min(1).max(200) });
export const adminVipSetLevelOutput = z.object({ userId: z.number().int(), fromLevel: z.number().int(), level: z.number().int() });
