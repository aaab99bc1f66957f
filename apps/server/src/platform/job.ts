import type { Db, Tx } from '../db/client.js';
import { platformTimeZone } from '@app/shared';
import { recordLatestRun, runOncePerPeriod } from './job-runs.js';

/**
 * A periodic task (design.md §2: croner + job_runs). Every job is listed in registry.ts; the
 * scheduler fires it on its cron pattern and `npm run admin -- jobs:run <job> [--at <time>]` runs
 * it by hand, both through runJob, so a job behaves the same however it is started.
 */
interface JobBase {
  name: string;
  /** One line for `npm run admin -- jobs:list`. */
  description: string;
  /** Cron pattern (minute hour day month weekday), read in `timezone`. */
  pattern: string;
  /**
   * The zone its pattern is read in: the platform's (PLATFORM_TIME_ZONE) when absent, so daily jobs turn with the
   * platform day; 'UTC' for jobs that run every few minutes; a named zone for a schedule that is a rule of its own
   * (the lottery's draw times, spec.md §9).
   */
  timezone?: string;
  /** Also run once at start: catch-up for runs whose time passed while no server was up. */
  runOnStart?: boolean;
  /** Whether a run's result deserves a log line (a job running every minute mostly does nothing). */
  worthLogging?: (result: unknown) => boolean;
}

/** Runs on every trigger. Its effect must be idempotent and safe with several servers (expiry, reconciliation). */
export interface EveryRunJob extends JobBase {
  run: (db: Db, at: Date) => Promise<unknown>;
}

/**
 * Runs once per period (a draw, a day, a week): runJob claims (name, period) in job_runs and runs
 * `runPeriod` in that transaction; a second run of the same period does nothing and says so.
 */
export interface PeriodJob extends JobBase {
  /** The period a run at `at` stands for (e.g. the UTC date, the draw number). */
  period: (at: Date) => string;
  /** Earlier periods still owed (e.g. a draw missed while no server ran): run first, oldest first. */
  owed?: (db: Db, at: Date) => Promise<string[]>;
  runPeriod: (tx: Tx, period: string, at: Date) => Promise<unknown>;
}

export type Job = EveryRunJob | PeriodJob;

/** The zone a job's pattern is read in (see JobBase.timezone). */
export function jobTimeZone(job: Job): string {
  return job.timezone ?? platformTimeZone();
}

export interface JobOutcome {
  job: string;
  /** null for a job that runs on every trigger. */
  period: string | null;
  ran: boolean;
  /** What the run did (nothing when it did not run). */
  result?: unknown;
  /** Why nothing was done. */
  note?: string;
}

export const isPeriodJob = (job: Job): job is PeriodJob => 'period' in job;

/** Runs a job as of `at` (the scheduler passes the clock's time; jobs:run may pass any time). */
export async function runJob(db: Db, job: Job, at: Date): Promise<JobOutcome[]> {
  if (!isPeriodJob(job)) {
    const result = await job.run(db, at);
    await recordLatestRun(db, job.name, result);
    return [{ job: job.name, period: null, ran: true, result }];
  }
  const current = job.period(at);
  const periods = [...new Set([...(job.owed ? await job.owed(db, at) : []), current])];
  const out: JobOutcome[] = [];
  for (const period of periods) {
    const r = await runOncePerPeriod(db, job.name, period, (tx) => job.runPeriod(tx, period, at));
    out.push(
      r.ran
        ? { job: job.name, period, ran: true, result: r.result }
        : { job: job.name, period, ran: false, note: `already ran for ${period}${r.ranAt ? ` at ${r.ranAt.toISOString()}` : ''}: nothing done` },
    );
  }
  return out;
}
