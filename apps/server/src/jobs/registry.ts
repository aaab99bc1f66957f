import type { Job } from '../platform/index.js';
import { moduleJobs } from '../module-manifest.js';

/**
 * Every periodic task of the server, from the manifests, by name: main.ts schedules these, the console's Jobs page
 * lists them, `npm run admin -- jobs:run` runs them by name.
 */
export const JOBS: readonly Job[] = moduleJobs().sort((a, b) => a.name.localeCompare(b.name));

export function findJob(name: string): Job | undefined {
  return JOBS.find((j) => j.name === name);
}
