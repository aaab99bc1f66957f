import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { expireDeposits } from '../modules/deposit/service.js';

/**
 * Expires deposit orders still awaiting payment past their lifetime, every minute (players'
 * own reads expire theirs lazily too). Safe with several servers: the UPDATE only matches
 * orders still awaiting payment, so two servers never expire (or fail the record of) one twice,
 * and a payment completing the order at the same moment wins or loses on the row lock.
 * A plain timer until the jobs issue brings croner + job_runs.
 */
export function startDepositExpiry(db: Db, log: FastifyBaseLogger, intervalMs = 60_000, now: () => Date = () => new Date()): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDeposits(db, now())
      .then((expired) => {
        if (expired) log.info({ expired }, 'deposit orders expired');
      })
      .catch((err: unknown) => log.error({ err }, 'deposit expiry failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
