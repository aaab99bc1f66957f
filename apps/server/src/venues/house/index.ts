/**
 * What the rest of the server uses of the house venue beside its adapter (wiring.ts) and routes (app.ts): its
 * periodic jobs, which jobs/registry.ts schedules with every other (the venue owns them; jobs/ imports no venue
 * internals, issue 25).
 */
import { lotteryDrawJob } from './lottery-job.js';
import { housePruneJob } from './prune-job.js';

export { lotteryDrawJob, housePruneJob };
export const HOUSE_JOBS = [lotteryDrawJob, housePruneJob] as const;
