import { pruneExpired } from './repo.js';
import type { PeriodJob } from '../../platform/index.js';

/**
 * Deletes house launch tickets and game sessions a day past their expiry, once a day (04:00
 * platform time, a quiet hour), once per day across servers (job_runs period = the UTC date).
 */
export const housePruneJob: PeriodJob = {
  name: 'house-prune',
  description: 'deletes house launch tickets and game sessions a day past their expiry',
  pattern: '0 4 * * *',
  period: (at) => at.toISOString().slice(0, 10),
  runPeriod: (tx, _day, at) => pruneExpired(tx, new Date(at.getTime() - 24 * 3600_000)),
};
