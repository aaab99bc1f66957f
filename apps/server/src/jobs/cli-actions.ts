import { parseArgs } from 'node:util';
import { Cron } from 'croner';
import type { Db } from '../db/client.js';
import { AppError } from '../core/errors.js';
import { systemClock, isPeriodJob, jobTimeZone, runJob, type JobOutcome } from '../platform/index.js';
import { findJob, JOBS } from './registry.js';

/** `npm run admin -- jobs:list`: every job, its schedule and its next run. */
export function jobsList() {
  return JOBS.map((job) => {
    const cron = new Cron(job.pattern, { timezone: jobTimeZone(job), paused: true });
    const next = cron.nextRun(systemClock());
    cron.stop();
    return {
      job: job.name,
      schedule: `${job.pattern} (${jobTimeZone(job)})`,
      runs: isPeriodJob(job) ? 'once per period' : 'every trigger',
      next: next?.toISOString() ?? null,
      description: job.description,
    };
  });
}

/**
 * `npm run admin -- jobs:run <job> [--at <ISO time>]`: runs the job as of that time (now by default),
 * its period derived from it, through the same runJob as the scheduler: a period already run does nothing.
 */
export async function jobsRun(db: Db, args: string[]): Promise<JobOutcome[]> {
  const usage = () => {
    console.error('usage: jobs:run <job> [--at <ISO time, e.g. 2026-12-01T13:30:00Z>]');
    return new AppError('invalidParams');
  };
  let parsed: { values: { at?: string }; positionals: string[] };
  try {
    parsed = parseArgs({ args, options: { at: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch {
    throw usage();
  }
  const [name, ...extra] = parsed.positionals;
  const job = findJob(name!);
  if (!job) {
    console.error(`unknown job "${name}"; jobs: ${JOBS.map((j) => j.name).join(', ')}`);
    throw new AppError('invalidParams');
  }
  let at = systemClock();
  if (parsed.values.at !== undefined || extra.length) {
    const when = extra.length ? null : new Date(parsed.values.at!);
    if (!when || Number.isNaN(when.getTime())) throw usage();
    at = when;
  }
  return runJob(db, job, at);
}
