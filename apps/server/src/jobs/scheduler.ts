import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

/**
 * In-process cron (design.md §2: croner + job_runs). Each job decides what "once" means for itself by
 * claiming a job_runs row (UNIQUE (job, period)) in its own transaction, so every server may run the
 * same schedule and a run still happens once. Overlapping triggers of one job on one server are skipped.
 */
export interface ScheduledJob {
  name: string;
  /** Cron pattern (minute hour day month weekday), read in `timezone`. */
  pattern: string;
  timezone?: string;
  /** Also run once at start: catch-up for runs whose time passed while no server was up. */
  runOnStart?: boolean;
  run: (now: Date) => Promise<unknown>;
}

export function startScheduler(jobs: ScheduledJob[], log: FastifyBaseLogger, now: () => Date = () => new Date()): () => void {
  const running = new Set<string>();
  const fire = (job: ScheduledJob) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    job
      .run(now())
      .then((result) => log.info({ job: job.name, result }, 'scheduled job ran'))
      .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => running.delete(job.name));
  };
  const crons = jobs.map((job) => new Cron(job.pattern, { timezone: job.timezone, unref: true }, () => fire(job)));
  for (const job of jobs) if (job.runOnStart) fire(job);
  return () => {
    for (const c of crons) c.stop();
  };
}
