import { expireWelfare } from './index.js';
import type { EveryRunJob } from '../../platform/index.js';

/**
 * Marks welfare items past their validity expired, every five minutes. Readers and receiveWelfare already treat
 * such an item as expired, so the job only makes the stored status true; the UPDATE matches open items only, so
 * several servers and a receive at the same moment never clash (the row lock decides).
 */
export const welfareExpiryJob: EveryRunJob = {
  name: 'welfare-expiry',
  description: 'marks welfare items past their validity expired',
  pattern: '*/5 * * * *',
  timezone: 'UTC',
  run: (db, at) => expireWelfare(db, at),
  worthLogging: (expired) => (expired as number) > 0,
};
