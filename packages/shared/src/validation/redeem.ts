import { z } from 'zod';
import { pageFields } from './paging.js';

/**
 * Redemption codes (issue 16; api-contract-wave2.md "Redemption code"; docs/decisions.md "Redemption codes").
 * A code is 16 symbols of Crockford's base32 (80 random bits), shown in groups of four: `7KQ2-M9XD-0B4T-HZ3R`.
 */
export const REDEEM_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REDEEM_CODE_LENGTH = 16;

/**
 * What a player typed → the canonical code: case, dashes and spaces ignored; the look-alikes read as Crockford does
 * (O → 0, I and L → 1). Null when anything else is left or the length is wrong (a wrong guess all the same).
 */
export function normalizeRedeemCode(input: string): string | null {
  const s = input
    .toUpperCase()
    .replace(/[\s\-‐‑–—_]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (s.length !== REDEEM_CODE_LENGTH) return null;
  for (const ch of s) if (!REDEEM_ALPHABET.includes(ch)) return null;
  return s;
}

/** The canonical code in groups of four, as printed and shown. */
export function formatRedeemCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

const money = z.string().describe('decimal string, e.g. "100.00"');
const time = z.string().describe('ISO time');

export const redeemCodeUseInput = z.object({ code: z.string().trim().min(1).max(64) });
export type RedeemCodeUseInput = z.infer<typeof redeemCodeUseInput>;
export const redeemCodeUseOutput = z.object({
  amount: money.describe('credited to the central wallet'),
  welfareId: z.number().optional().describe('never set: codes credit the central wallet directly'),
  central: money.describe('central wallet balance after the credit'),
  turnover: money.describe('turnover the credit requires before a withdrawal'),
});
export type RedeemCodeUseOutput = z.infer<typeof redeemCodeUseOutput>;

// ——— operator ———

const amountText = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 100 or 88.50');

/**
 * A batch pays either a fixed `amount` or a formula: `ratioPercent` % of the player's `base` (completed deposits, or
 * valid bets) of the `baseHours` before the redemption, at most `max` (docs/decisions.md "Redemption codes: a bonus
 * formula"). Exactly one of the two.
 */
export const adminRedeemGenerateInput = z
  .object({
    amount: amountText.optional(),
    ratioPercent: z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percent such as 10 or 12.5').optional(),
    max: amountText.optional().describe('formula: the most one code pays'),
    base: z.enum(['deposit', 'validBet']).default('deposit'),
    baseHours: z.coerce.number().int().min(1).max(720).default(24),
    count: z.coerce.number().int().min(1).max(10_000),
    expiresAt: z.string().datetime({ offset: true }).optional().describe('redeemable before this instant (exclusive); none: no expiry'),
    vipMin: z.coerce.number().int().min(1).max(10).default(1),
    onePerPlayer: z.boolean().optional().describe('absent: yes for a formula batch (its base pays once per player anyway), no for a fixed one'),
    turnoverMultiple: z.coerce.number().min(0).max(100).default(1),
    remark: z.string().trim().max(200).default(''),
  })
  .refine((v) => (v.amount === undefined) !== (v.ratioPercent === undefined && v.max === undefined), { message: 'either an amount or a formula', path: ['amount'] })
  .refine((v) => v.amount !== undefined || (v.ratioPercent !== undefined && v.max !== undefined), { message: 'a formula needs its percent and maximum', path: ['max'] });
export type AdminRedeemGenerateInput = z.infer<typeof adminRedeemGenerateInput>;

export const adminRedeemBatch = z.object({
  id: z.number(),
  amount: money.nullable().describe('a fixed batch; null for a formula batch'),
  formula: z
    .object({ ratioPercent: z.string(), max: money, base: z.enum(['deposit', 'validBet']), baseHours: z.number() })
    .nullable()
    .describe('a formula batch; null for a fixed batch'),
  count: z.number(),
  redeemed: z.number(),
  expiresAt: time.nullable(),
  vipMin: z.number(),
  onePerPlayer: z.boolean(),
  turnoverMultiple: z.string(),
  remark: z.string(),
  disabled: z.boolean(),
  createdBy: z.string(),
  createdAt: time,
});
export type AdminRedeemBatch = z.infer<typeof adminRedeemBatch>;

export const adminRedeemGenerateOutput = z.object({
  batch: adminRedeemBatch,
  codes: z.array(z.string()).describe('the plain codes, shown this once: only their hashes are stored'),
});
export const adminRedeemBatchListInput = z.object({ ...pageFields });
export const adminRedeemBatchListOutput = z.object({ list: z.array(adminRedeemBatch), total: z.number(), page: z.number(), size: z.number() });
export const adminRedeemBatchIdInput = z.object({ id: z.coerce.number().int().min(1) });
export const adminRedeemDisableOutput = z.object({ batch: adminRedeemBatch });
