import { and, eq, lt, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { jobRuns } from '../../db/schema/index.js';
import { addDays, daysBetween, platformDay } from '../../lib/platform-time.js';
import { review } from './service.js';
import type { PeriodJob } from '../../platform/index.js';

const NAME = 'vip-review';
/** Days missed while no server ran that a start still reviews (each promotes at most one level); older ones are skipped. */
const MAX_CATCH_UP_DAYS = 31;

/** The last day reviewed before `day` (job_runs), or null when none was. */
async function lastReviewedBefore(db: DbOrTx, day: string): Promise<string | null> {
  const [row] = await db
    .select({ period: max(jobRuns.period) })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, NAME), lt(jobRuns.period, day)));
  return row?.period ?? null;
}

/**
 * The daily VIP review (issue 15; spec.md §4; docs/decisions.md "VIP table and level changes"), at 00:10 platform time:
 * the period is the platform day that just closed (the day before `at`). Set-wise for every player in the job's
 * transaction (modules/vip `review`): count the day's valid bets, promote one level, demote after a missed 90-day
 * window, offer upgrade gifts. Days missed while no server ran are reviewed first, oldest first (at most 31).
 */
export const vipReviewJob: PeriodJob = {
  name: NAME,
  description: 'reviews VIP levels for the platform day before --at: counts valid bets, promotes one level, demotes after a missed 90-day window, offers upgrade gifts',
  pattern: '10 0 * * *',
  runOnStart: true,
  period: (at) => addDays(platformDay(at), -1),
  owed: async (db: Db, at: Date) => {
    const day = addDays(platformDay(at), -1);
    const last = await lastReviewedBefore(db, day);
    if (!last) return [];
    const missed = daysBetween(last, day) - 1;
    const from = Math.max(1, missed - MAX_CATCH_UP_DAYS + 1);
    return Array.from({ length: Math.max(0, missed - from + 1) }, (_, i) => addDays(last, from + i));
  },
  runPeriod: async (tx, day, at) => review(tx, day, at, await lastReviewedBefore(tx, day)),
};
