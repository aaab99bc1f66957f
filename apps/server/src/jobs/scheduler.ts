import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { type Clock, jobTimeZone, runJob, type Job } from '../platform/index.js';

/**
 * In-process cron (design.md §2: croner + job_runs): fires each job on its pattern and runs it as of
 * the clock's time through runJob. Every server may run the same schedule: a once-per-period job
 * still runs once (job_runs), an every-run job is idempotent. Overlapping triggers of one job on one
 * server are skipped (a slow run is not stacked on).
 */
export function startScheduler(db: Db, jobs: readonly Job[], log: FastifyBaseLogger, clock: Clock): () => void {
  const running = new Set<string>();
  const fire = (job: Job) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    runJob(db, job, clock())
      .then((outcomes) => {
        for (const o of outcomes) if (o.ran && (job.worthLogging?.(o.result) ?? true)) log.info({ job: job.name, period: o.period, result: o.result }, 'scheduled job ran');
      })
      .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => running.delete(job.name));
  };
  const crons = jobs.map((job) => new Cron(job.pattern, { timezone: jobTimeZone(job), unref: true }, () => fire(job)));
  for (const job of jobs) if (job.runOnStart) fire(job);
  return () => {
    for (const c of crons) c.stop();
  };
}
