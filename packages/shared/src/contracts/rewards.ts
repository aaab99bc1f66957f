import { z } from 'zod';
import { isoTime, moneyString, pageOf } from './common.js';

/**
 * Answers of the VIP and welfare-centre calls (api-contract-wave2.md "VIP", "Welfare centre"; issue 15).
 * Rebate ratios are percent strings ("0.40" = 0.40% of the valid bet).
 */

/** The rebate keys of a VIP level (api-contract-wave2.md: "slots" is the spec's "electronic"). */
export const VIP_REBATE_KEYS = ['sports', 'esports', 'basketball', 'live', 'chess', 'slots', 'lottery'] as const;
export type VipRebateKey = (typeof VIP_REBATE_KEYS)[number];
export const VIP_LEVEL_MIN = 1;
export const VIP_LEVEL_MAX = 10;

const percentString = z.string().describe('percent of the valid bet, e.g. "0.40"');

export const vipLevelSchema = z.object({
  level: z.number().int(),
  requiredBet: moneyString.describe('cumulative valid bet that reaches the level'),
  keepBet: moneyString.describe('valid bet needed in each 90-day window to keep the level'),
  upgradeGift: moneyString,
  birthdayGift: moneyString,
  weeklyRedPacket: moneyString,
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawLimit: moneyString,
  rebate: z.object(Object.fromEntries(VIP_REBATE_KEYS.map((k) => [k, percentString])) as Record<VipRebateKey, typeof percentString>),
});

export const vipCurrentSchema = z.object({
  level: z.number().int(),
  validBet: moneyString.describe('cumulative valid bet'),
  nextLevel: z.number().int().nullable().describe('null at level 10'),
  nextRequiredBet: moneyString.nullable(),
  keepBet: moneyString,
  keepValidBet: moneyString.describe('valid bet in the current 90-day window'),
  keepWindowEnd: isoTime.describe('end of the current 90-day window'),
});

export const getVipInfoOutput = z.object({ levels: z.array(vipLevelSchema), current: vipCurrentSchema.optional() });
export const getVipReturnWaterListOutput = z.array(z.object({ level: z.number().int(), gameType: z.string(), ratio: percentString }));
export const queryWaterStrategyByGameTypeInput = z.object({ gameType: z.enum(VIP_REBATE_KEYS) });
export const queryWaterStrategyByGameTypeOutput = z.array(z.object({ level: z.number().int(), ratio: percentString }));

export const WELFARE_KINDS = [
  'dailyRebate',
  'upgradeGift',
  'birthdayGift',
  'weeklyRedPacket',
  'activityBonus',
  'inviteBonus',
  'inviteRebate',
  'redeemCode',
  'other',
] as const;
export type WelfareKind = (typeof WELFARE_KINDS)[number];
/** pending = to be confirmed; success = ready to receive. */
export const WELFARE_STATUSES = ['pending', 'success', 'failed', 'received', 'expired'] as const;
export type WelfareStatus = (typeof WELFARE_STATUSES)[number];

export const welfareItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WELFARE_KINDS),
  title: z.string().describe("in the caller's language"),
  type: z.enum(['virtual', 'physical']),
  amount: moneyString,
  turnoverMultiple: z.string().describe('e.g. "1" or "1.5"'),
  status: z.enum(WELFARE_STATUSES),
  createdAt: isoTime,
  /** Claimable from (a weekly red packet opens Saturday 01:00 or 13:00): a countdown until then. */
  opensAt: isoTime,
  expiresAt: isoTime,
  /**
   * Issue 24 (added later, optional for older servers): the turnover receiving it asks for: of the central wallet
   * before withdrawing, or of `venue`'s lock when it is paid into a venue.
   */
  turnover: moneyString.optional().describe('valid bets receiving it asks for'),
  venue: z.object({ platType: z.string(), name: z.string() }).optional().describe("paid into this venue, which it locks until `turnover` is bet there; absent: the central wallet"),
});
export const queryWelfareCenterListInput = z.object({
  status: z.enum(WELFARE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const queryWelfareCenterListOutput = pageOf(welfareItemSchema);
export const queryWelfareCenterTotalOutput = z.object({ ready: moneyString, received: moneyString, expired: moneyString });
export const receiveWelfareInput = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const receiveWelfareOutput = z.object({ id: z.number().int(), amount: moneyString, central: moneyString.describe('central balance after') });
