import type { Db } from '../db/client.js';
import { claimJobRun, finishJobRun, pruneExpired } from '../venues/house/repo.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * Deletes house launch tickets and game sessions a day past their expiry, once a day (04:00
 * Asia/Shanghai, a quiet hour), once per day across servers (job_runs period = the UTC date).
 */
export function housePruneJob(db: Db): ScheduledJob {
  return {
    name: 'house-prune',
    pattern: '0 4 * * *',
    timezone: 'Asia/Shanghai',
    run: (now) =>
      db.transaction(async (tx) => {
        const period = now.toISOString().slice(0, 10);
        if (!(await claimJobRun(tx, 'house-prune', period))) return null;
        const pruned = await pruneExpired(tx, new Date(now.getTime() - 24 * 3600_000));
        await finishJobRun(tx, 'house-prune', period, pruned);
        return pruned;
      }),
  };
}
