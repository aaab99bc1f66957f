import { z } from 'zod';
import { WELFARE_KINDS, WELFARE_STATUSES } from '../contracts/rewards.js';
import { isIsoDate } from './account.js';
import { pageFields } from './paging.js';

/**
 * Operator welfare tools and the job runner (issue 15; REWARDS plan "Operator API"): the welfare items of every
 * player, their CSV export, the bonus cost per kind over platform days, and running a job by hand.
 * Money amounts are strings ("100.00"), times ISO, days YYYY-MM-DD (Asia/Shanghai).
 */
const day = z.string().refine(isIsoDate, 'a date YYYY-MM-DD');
const money = z.string().describe('decimal string, e.g. "100.00"');
const time = z.string().describe('ISO time');

const welfareFilter = {
  username: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(WELFARE_KINDS).optional(),
  status: z.enum(WELFARE_STATUSES).optional(),
  from: day.optional().describe('first platform day of created_at'),
  to: day.optional().describe('last platform day of created_at (inclusive)'),
};
export const adminWelfareListInput = z.object({ ...welfareFilter, ...pageFields });
export type AdminWelfareListInput = z.infer<typeof adminWelfareListInput>;

export const adminWelfareItem = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  kind: z.enum(WELFARE_KINDS),
  type: z.enum(['virtual', 'physical']),
  amount: money,
  turnoverMultiple: z.string().describe('e.g. "1" or "1.5"'),
  status: z.enum(WELFARE_STATUSES).describe('an item past its expiry reads expired even before the expiry job marks it'),
  periodKey: z.string(),
  opensAt: time,
  expiresAt: time,
  createdAt: time,
  receivedAt: time.nullable(),
});
export const adminWelfareListOutput = z.object({ list: z.array(adminWelfareItem), total: z.number(), page: z.number(), size: z.number() });

export const adminWelfareSummaryInput = z
  .object({ from: day, to: day })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] });
export type AdminWelfareSummaryInput = z.infer<typeof adminWelfareSummaryInput>;
export const adminWelfareSummaryOutput = z.object({
  list: z.array(
    z.object({
      kind: z.enum(WELFARE_KINDS),
      offeredCount: z.number().describe('items created in the range'),
      offered: money,
      receivedCount: z.number().describe('items received in the range: the bonus cost'),
      received: money,
      expiredCount: z.number().describe('items whose validity ended in the range unreceived'),
      expired: money,
    }),
  ),
});

export const adminJobRunInput = z.object({
  name: z.string().trim().min(1).max(64),
  at: z.string().datetime({ offset: true }).describe('ISO time the job runs as of; not in the future'),
});
export type AdminJobRunInput = z.infer<typeof adminJobRunInput>;
export const adminJobListOutput = z.object({
  list: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      pattern: z.string(),
      timezone: z.string(),
      periodic: z.boolean().describe('true: runs once per period (job_runs); false: every trigger'),
      lastRuns: z.array(z.object({ period: z.string(), ranAt: time })),
    }),
  ),
});
export const adminJobRunOutput = z.object({
  outcomes: z.array(z.object({ job: z.string(), period: z.string().nullable(), ran: z.boolean(), note: z.string().optional(), result: z.unknown().optional() })),
});
