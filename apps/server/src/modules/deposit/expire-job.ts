import { expireDeposits } from './service.js';
import type { EveryRunJob } from '../../platform/index.js';

/**
 * Expires deposit orders still awaiting payment past their lifetime, every minute (players'
 * own reads expire theirs lazily too). Safe with several servers: the UPDATE only matches
 * orders still awaiting payment, so two servers never expire (or fail the record of) one twice,
 * and a payment completing the order at the same moment wins or loses on the row lock.
 */
export const expireDepositsJob: EveryRunJob = {
  name: 'deposit-expiry',
  description: 'expires deposit orders still awaiting payment past their lifetime',
  pattern: '* * * * *',
  timezone: 'UTC',
  run: (db, at) => expireDeposits(db, at),
  worthLogging: (expired) => (expired as number) > 0,
};
