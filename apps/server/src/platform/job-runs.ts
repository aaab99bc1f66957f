import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';

/**
 * job_runs: one row per (job, period) (design.md §2). The primary key makes "once per period" hold
 * across servers and across a scheduler trigger racing `npm run admin -- jobs:run`: the one caller
 * whose insert lands runs; a concurrent caller waits for it to commit, then finds the row.
 */

/** Claims a run of a job for a period: true for the one caller that inserted the row. */
export async function claimJobRun(db: DbOrTx, job: string, period: string): Promise<boolean> {
  const rows = await db.insert(jobRuns).values({ job, period }).onConflictDoNothing().returning({ job: jobRuns.job });
  return rows.length === 1;
}

/**
 * The period under which a job that runs on every trigger (expiry, reconciliation, roll-ups) keeps its latest run:
 * such a job claims no period, but operators must see that it ran (issue 24: the Jobs page said "never ran" for jobs
 * the log showed running). One row per job, rewritten by each run; `runOncePerPeriod` never sees it.
 */
export const LATEST_RUN = 'latest';

/** Records the latest run of an every-trigger job (its time and result), replacing the one before. */
export async function recordLatestRun(db: DbOrTx, job: string, result: unknown): Promise<void> {
  const values = { startedAt: sql`now()`, finishedAt: sql`now()`, result: JSON.stringify(result ?? null) };
  await db
    .insert(jobRuns)
    .values({ job, period: LATEST_RUN, ...values })
    .onConflictDoUpdate({ target: [jobRuns.job, jobRuns.period], set: values });
}

export async function finishJobRun(db: DbOrTx, job: string, period: string, result: unknown): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: sql`now()`, result: JSON.stringify(result) })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
}

export async function findJobRun(db: DbOrTx, job: string, period: string) {
  const rows = await db.select().from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
  return rows[0] ?? null;
}

export type OnceResult<T> =
  | { ran: true; period: string; result: T }
  /** Someone ran this period before: nothing was done. `result` is what that run recorded. */
  | { ran: false; period: string; ranAt: Date | null; result: unknown };

/**
 * Runs `work` once for (job, period): claims the row, runs, and records the result, all in one
 * transaction, so a failed run releases its claim and the next trigger tries again.
 */
export async function runOncePerPeriod<T>(db: Db, job: string, period: string, work: (tx: Tx) => Promise<T>): Promise<OnceResult<T>> {
  const outcome = await db.transaction(async (tx): Promise<OnceResult<T> | null> => {
    if (!(await claimJobRun(tx, job, period))) return null;
    const result = await work(tx);
    await finishJobRun(tx, job, period, result);
    return { ran: true, period, result };
  });
  if (outcome) return outcome;
  // Read after the transaction: the winner has committed by the time our insert gave way.
  const row = await findJobRun(db, job, period);
  return { ran: false, period, ranAt: row?.startedAt ?? null, result: row?.result ? (JSON.parse(row.result) as unknown) : null };
}
