import { z } from 'zod';
import { isoTime, moneyString, pageOf } from './common.js';

/**
 * Offers (activities) of the discount page (issue 16; api-contract-wave2.md "Activities"): the guest tabs, list and
 * detail, applying for a bonus and the player's application records. Titles and contents arrive in the caller's
 * language; amounts are decimal strings; times ISO.
 */

/** none: an information page, nothing to apply for; auto: granted at once when eligible; review: an operator decides. */
export const ACTIVITY_APPLY_MODES = ['none', 'auto', 'review'] as const;
export type ActivityApplyMode = (typeof ACTIVITY_APPLY_MODES)[number];
export const ACTIVITY_APPLY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ActivityApplyStatus = (typeof ACTIVITY_APPLY_STATUSES)[number];

/**
 * Why a player may not apply, one stable key per failed condition; each is also an error key of the catalogue
 * (errors-activities.ts), so `reasonText` of the detail and the `msg` of a refused applyActivity say the same.
 */
export const ACTIVITY_REASONS = [
  'activityNotStarted',
  'activityEnded',
  'activityNotApplicable',
  'activityNewUsersOnly',
  'activityVipLevel',
  'activityFirstDepositOnly',
  'activityDepositTooLow',
  'activityValidBetTooLow',
  'activityTransferTooLow',
  'activityBaseUsed',
  'activityAlreadyApplied',
  'activityAppliedToday',
] as const;
export type ActivityReason = (typeof ACTIVITY_REASONS)[number];

/** What an offer's minimum counts: deposits, valid bets or money transferred into its venue. */
export const ACTIVITY_MEASURES = ['deposit', 'validBet', 'transfer'] as const;
export type ActivityMeasure = (typeof ACTIVITY_MEASURES)[number];

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const paging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/** The discount-page tabs; `count` is the number of offers running now under the tab (its badge; `all` counts every one). */
export const getActivityClassificationOutput = z.array(
  z.object({ id: z.number(), key: z.string().describe('all | limited | firstDeposit | daily | sports | highRebate | vip'), name: z.string(), count: z.number().int() }),
);

export const activityListInput = z.object({
  classification: z.string().trim().min(1).max(32).optional().describe('a tab key; absent or `all`: every offer'),
  ...paging,
});
export const activityItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().describe('image URL'),
  classification: z.string().describe('tab key'),
  startAt: isoTime,
  endAt: isoTime.nullable().describe('null: no end (no countdown)'),
  applyMode: z.enum(ACTIVITY_APPLY_MODES),
  limitedTime: z.boolean().describe('show the countdown to endAt'),
});
export const activityListOutput = pageOf(activityItemSchema);

export const activityDetailInput = z.object({ id });
export const activityDetailOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  content: z.string().describe("plain text in the caller's language, never HTML: a blank line separates paragraphs, a line starting with '- ' is a list item"),
  classification: z.string(),
  startAt: isoTime,
  endAt: isoTime.nullable(),
  applyMode: z.enum(ACTIVITY_APPLY_MODES),
  limitedTime: z.boolean(),
  /** With a token only. */
  eligible: z.boolean().optional(),
  /** With a token and not eligible: the first failed condition, as a stable key and as text in the caller's language. */
  reason: z.enum(ACTIVITY_REASONS).optional(),
  reasonText: z.string().optional(),
  /** With a token: the player has an application that counts against the offer's limit (this day for a daily offer). */
  applied: z.boolean().optional(),
  /**
   * Issue 24 (added later; absent from older servers): with a token, how far the player is towards the offer's
   * minimum: the first one not met yet, or the last one when all are met. Built on the same facts as eligibility,
   * counted in the offer's window (the platform day for a daily offer): `transfer` is the money moved into the offer's
   * venue less what was moved out, and at most what the venue still holds (issue 23); `deposit` the completed deposits
   * (the first deposit for a first-deposit offer); `validBet` the valid bets.
   */
  progress: z
    .object({ measure: z.enum(ACTIVITY_MEASURES), done: moneyString, required: moneyString })
    .optional()
    .describe('e.g. 50.00 of 500.00 transferred'),
  /**
   * Issue 24: with a token and eligible, what applying would give and what it holds: the bonus, the turnover it asks
   * for, and the venue it is paid into and locks until then (null: the central wallet, turnover before withdrawing).
   * `destination` welfare: it waits in the welfare centre to be received. Under review, the figures of now.
   */
  bonus: z
    .object({
      amount: moneyString,
      turnover: moneyString,
      venue: z.object({ platType: z.string(), name: z.string() }).nullable(),
      destination: z.enum(['welfare', 'venue']),
    })
    .optional(),
});

export const applyActivityInput = z.object({ activityId: id });
export const applyActivityOutput = z.object({
  applyId: z.number().int(),
  status: z.enum(ACTIVITY_APPLY_STATUSES),
  amount: moneyString.describe('the bonus granted, or to be granted on approval'),
});

export const queryApplyActivityListInput = z.object({ ...paging });
export const applyRecordSchema = z.object({
  applyId: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  amount: moneyString,
  status: z.enum(ACTIVITY_APPLY_STATUSES),
  /** Rejected: the operator's reason, as written. */
  rejectReason: z.string().nullable(),
  createdAt: isoTime,
  /** Approved: until when the granted bonus can be received (welfare centre); null while pending or when rejected. */
  validUntil: isoTime.nullable(),
});
export const queryApplyActivityListOutput = pageOf(applyRecordSchema);
