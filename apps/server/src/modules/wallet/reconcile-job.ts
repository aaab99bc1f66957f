import { reconcileTransfers } from './service.js';
import type { EveryRunJob } from '../../platform/index.js';

/**
 * Asks third-party venues about transfers still pending after a minute (design.md §5), every
 * minute. Safe with several servers: settling locks the transfer row and needs it still pending.
 */
export const reconcileTransfersJob: EveryRunJob = {
  name: 'transfer-reconcile',
  description: 'asks venues about transfers still pending after a minute',
  pattern: '* * * * *',
  timezone: 'UTC',
  run: (db, at) => reconcileTransfers(db, { olderThanMs: 60_000, now: at }),
  worthLogging: (r) => {
    const { settled, stillPending } = r as Awaited<ReturnType<typeof reconcileTransfers>>;
    return settled > 0 || stillPending > 0;
  },
};
