import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { reconcileTransfers } from '../modules/wallet/service.js';

/**
 * Asks third-party venues about transfers still pending after a minute (design.md §5), every
 * minute. Safe with several servers: settling locks the transfer row and needs it still pending.
 * A plain timer until the jobs issue brings croner + job_runs.
 */
export function startTransferReconciler(db: Db, log: FastifyBaseLogger, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileTransfers(db, { olderThanMs: 60_000 })
      .then((r) => {
        if (r.settled || r.stillPending) log.info(r, 'venue transfers reconciled');
      })
      .catch((err: unknown) => log.error({ err }, 'venue transfer reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
