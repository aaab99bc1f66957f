import { z } from 'zod';
import { ACTIVITY_APPLY_MODES, ACTIVITY_APPLY_STATUSES } from '../contracts/activities.js';
import { LANG_CODES, type LangCode } from '../languages.js';
import { isIsoDate } from './account.js';
import { pageFields } from './paging.js';

/**
 * Operator requests of the offers (issue 16): the editor (per-language title and content, schedule, eligibility and
 * bonus formula as data, publish), the review queue and the bonus cost report. Amounts are decimal strings in yuan
 * ("500.00"), multiples decimal strings ("12"), ratios percent strings ("10.5" = 10.5%), times ISO, days YYYY-MM-DD.
 */
const day = z.string().refine(isIsoDate, 'a date YYYY-MM-DD');
const time = z.string().describe('ISO time');
const money = z.string().trim().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 500 or 500.00');
const langText = (max: number) =>
  z
    .partialRecord(z.enum(LANG_CODES as [LangCode, ...LangCode[]]), z.string().trim().max(max))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== '')) as Partial<Record<LangCode, string>>)
    .refine((texts) => Object.keys(texts).length > 0, { message: 'at least one language' });
/** Our own images only: a seed asset, an operator upload (/media/<sha256>.png|jpg) or an https URL of the operator's CDN. */
const cover = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/static\/seed\/[A-Za-z0-9._/-]+|\/media\/[0-9a-f]{64}\.(png|jpg)|https:\/\/[^\s"'<>]+)$/, 'an image path of this site or an https URL');

export const activityEligibilityInput = z.object({
  newUserDays: z.number().int().min(1).max(3650).nullish().describe('registered less than N days before applying'),
  vipMin: z.number().int().min(1).max(10).nullish(),
  vipMax: z.number().int().min(1).max(10).nullish(),
  firstDeposit: z.boolean().default(false).describe('the first completed deposit falls inside the window'),
  minDeposit: money.nullish(),
  minValidBet: money.nullish(),
  minTransfer: money.nullish().describe('transfers into the formula venue inside the window'),
  window: z.enum(['offer', 'day']).default('offer'),
  limit: z.enum(['once', 'daily']).default('once'),
});
export type ActivityEligibilityInput = z.infer<typeof activityEligibilityInput>;

export const activityFormulaInput = z.object({
  kind: z.enum(['fixed', 'ratio']),
  amount: money.nullish().describe('fixed: the bonus'),
  ratioPercent: z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/).nullish().describe('ratio: percent of the base'),
  max: money.nullish().describe('ratio: the maximum bonus'),
  base: z.enum(['deposit', 'validBet', 'transfer']).default('deposit'),
  turnoverMultiple: z.string().trim().regex(/^\d{1,3}(\.\d{1,2})?$/).default('1'),
  turnoverIncludesBase: z.boolean().default(false).describe('turnover on bonus plus the base (needs a venue)'),
  platType: z.string().trim().min(1).max(64).nullish().describe('a house venue: the bonus is paid into it and locks it'),
  destination: z.enum(['welfare', 'venue']).default('welfare'),
  validDays: z.number().int().min(1).max(365).default(7),
});
export type ActivityFormulaInput = z.infer<typeof activityFormulaInput>;

export const adminActivitySaveInput = z
  .object({
    /** Absent: a new offer (unpublished). */
    id: z.number().int().positive().optional(),
    classification: z.string().trim().min(1).max(32),
    title: langText(120),
    content: langText(10_000),
    cover,
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }).nullish(),
    limitedTime: z.boolean().default(false),
    applyMode: z.enum(ACTIVITY_APPLY_MODES),
    sort: z.number().int().min(0).max(100_000).default(0),
    eligibility: activityEligibilityInput,
    formula: activityFormulaInput,
  })
  .refine((v) => !v.endAt || Date.parse(v.startAt) < Date.parse(v.endAt), { message: 'endAt must be after startAt', path: ['endAt'] })
  .refine((v) => !v.limitedTime || !!v.endAt, { message: 'a limited-time offer needs an end', path: ['endAt'] })
  .refine((v) => v.formula.kind !== 'fixed' || !!v.formula.amount, { message: 'a fixed bonus needs its amount', path: ['formula', 'amount'] })
  .refine((v) => v.formula.kind !== 'ratio' || (!!v.formula.ratioPercent && !!v.formula.max), { message: 'a ratio needs its percent and maximum', path: ['formula', 'max'] })
  .refine((v) => !(v.formula.turnoverIncludesBase || v.formula.destination === 'venue' || v.eligibility.minTransfer || v.formula.base === 'transfer') || !!v.formula.platType, {
    message: 'needs the venue',
    path: ['formula', 'platType'],
  })
  .refine((v) => v.eligibility.vipMin == null || v.eligibility.vipMax == null || v.eligibility.vipMin <= v.eligibility.vipMax, {
    message: 'vipMin must not be above vipMax',
    path: ['eligibility', 'vipMax'],
  });
export type AdminActivitySaveInput = z.infer<typeof adminActivitySaveInput>;

const i18n = z.record(z.string(), z.string());
export const adminActivitySchema = z.object({
  id: z.number(),
  classification: z.string(),
  title: i18n,
  content: i18n,
  cover: z.string(),
  startAt: time,
  endAt: time.nullable(),
  limitedTime: z.boolean(),
  applyMode: z.enum(ACTIVITY_APPLY_MODES),
  sort: z.number(),
  published: z.boolean(),
  eligibility: z.object({
    newUserDays: z.number().nullable(),
    vipMin: z.number().nullable(),
    vipMax: z.number().nullable(),
    firstDeposit: z.boolean(),
    minDeposit: z.string().nullable(),
    minValidBet: z.string().nullable(),
    minTransfer: z.string().nullable(),
    window: z.enum(['offer', 'day']),
    limit: z.enum(['once', 'daily']),
  }),
  formula: z.object({
    kind: z.enum(['fixed', 'ratio']),
    amount: z.string().nullable(),
    ratioPercent: z.string().nullable(),
    max: z.string().nullable(),
    base: z.enum(['deposit', 'validBet', 'transfer']),
    turnoverMultiple: z.string(),
    turnoverIncludesBase: z.boolean(),
    platType: z.string().nullable(),
    destination: z.enum(['welfare', 'venue']),
    validDays: z.number(),
  }),
  updatedAt: time,
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;
export const adminActivityListInput = z.object({ ...pageFields });
export const adminActivityListOutput = z.object({ list: z.array(adminActivitySchema), total: z.number(), page: z.number(), size: z.number() });
export const adminActivityPublishInput = z.object({ id: z.number().int().positive(), published: z.boolean() });

export const adminApplyListInput = z.object({
  status: z.enum(ACTIVITY_APPLY_STATUSES).optional(),
  activityId: z.number().int().positive().optional(),
  username: z.string().trim().min(1).max(64).optional(),
  ...pageFields,
});
export const adminApplySchema = z.object({
  id: z.number(),
  activityId: z.number(),
  title: z.string().describe('the offer title in Chinese (or the first language it has)'),
  userId: z.number(),
  username: z.string(),
  vipLevel: z.number(),
  status: z.enum(ACTIVITY_APPLY_STATUSES),
  amount: z.string(),
  baseAmount: z.string(),
  requiredTurnover: z.string(),
  platType: z.string().nullable(),
  createdAt: time,
  reviewedAt: time.nullable(),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  validUntil: time.nullable(),
});
export const adminApplyListOutput = z.object({ list: z.array(adminApplySchema), total: z.number(), page: z.number(), size: z.number() });
export const adminApplyApproveInput = z.object({ id: z.number().int().positive() });
export const adminApplyRejectInput = z.object({ id: z.number().int().positive(), reason: z.string().trim().min(1).max(200) });
export const adminApplyReviewOutput = z.object({ id: z.number(), status: z.enum(ACTIVITY_APPLY_STATUSES) });

export const adminActivityCostInput = z
  .object({ from: day, to: day })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] });
export type AdminActivityCostInput = z.infer<typeof adminActivityCostInput>;
export const adminActivityCostOutput = z.object({
  list: z.array(
    z.object({
      activityId: z.number(),
      title: z.string(),
      grantedCount: z.number().describe('applications approved in the range'),
      granted: z.string(),
      claimedCount: z.number().describe('of the bonuses of this offer: received in the range (paid at once for venue grants)'),
      claimed: z.string(),
      pendingCount: z.number().describe('applications waiting for review now'),
      rejectedCount: z.number().describe('applications rejected in the range'),
    }),
  ),
});
