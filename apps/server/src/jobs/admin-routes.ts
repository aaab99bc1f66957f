import { adminJobListOutput, adminJobRunInput, adminJobRunOutput } from '@app/shared';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';
import { actorOf, audit, operatorPost, type Actor, LATEST_RUN, isPeriodJob, jobTimeZone, runJob } from '../platform/index.js';
import { findJob, JOBS } from './registry.js';

const tags = ['admin'];
/** Runs shown per job in jobs/list. */
const LAST_RUNS = 5;

/** jobs/list: every job of the registry, its schedule and its last claimed periods (job_runs). */
export async function listJobs(db: Db) {
  const recent = db
    .select({ job: jobRuns.job, period: jobRuns.period, startedAt: jobRuns.startedAt, n: sql<number>`row_number() OVER (PARTITION BY ${jobRuns.job} ORDER BY ${jobRuns.startedAt} DESC)`.as('n') })
    .from(jobRuns)
    .as('recent');
  const rows = await db
    .select({ job: recent.job, period: recent.period, startedAt: recent.startedAt })
    .from(recent)
    .where(sql`${recent.n} <= ${LAST_RUNS}`)
    .orderBy(desc(recent.startedAt));
  return {
    list: JOBS.map((job) => ({
      name: job.name,
      description: job.description,
      pattern: job.pattern,
      timezone: jobTimeZone(job),
      periodic: isPeriodJob(job),
      // An every-trigger job's one row is its latest run (job-runs.ts LATEST_RUN); a periodic job's rows are its periods.
      lastRuns: rows.filter((r) => r.job === job.name && (isPeriodJob(job) ? r.period !== LATEST_RUN : r.period === LATEST_RUN)).map((r) => ({ period: r.period, ranAt: r.startedAt.toISOString() })),
    })),
  };
}

/**
 * jobs/run: runs a job as of `at` (not in the future) through the same runJob as the scheduler and the shell, so a
 * period already run does nothing and says so. Audited `jobs.run` with the outcomes once the run has finished (the
 * job's own transactions hold its effects).
 */
export async function runJobAsOperator(db: Db, actor: Actor, input: { name: string; at: string }, now: Date) {
  const job = findJob(input.name);
  if (!job) throw new AppError('jobNotFound');
  const at = new Date(input.at);
  if (at > now) throw new AppError('jobTimeInFuture');
  const outcomes = await runJob(db, job, at);
  await audit(db, { operator: actor, action: 'jobs.run', target: job.name, detail: { at: at.toISOString(), outcomes } });
  return { outcomes };
}

/** The job runner on the console (issue 15), mounted under /admin/api/jobs/. */
export async function jobsAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'any',
    summary: 'Every periodic job, its schedule and its last runs',
    tags,
    output: adminJobListOutput,
    handler: () => listJobs(app.db),
  });
  operatorPost(app, {
    path: '/run',
    permission: 'owner',
    summary: 'Run a job as of a time not in the future (a period already run does nothing); audited',
    tags,
    input: adminJobRunInput,
    output: adminJobRunOutput,
    handler: (req, input) => runJobAsOperator(app.db, actorOf(req), input, app.deps.now()),
  });
}
