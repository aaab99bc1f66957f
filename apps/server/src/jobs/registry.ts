import { expireDepositsJob } from './expire-deposits.js';
import type { Job } from '../platform/index.js';
import { HOUSE_JOBS } from '../venues/house/index.js';
import { reconcileTransfersJob } from './reconcile-transfers.js';
import { securityPruneJob } from './security-prune.js';
import { statsDailyJob } from './stats-daily.js';
import { birthdayGiftJob } from './birthday-gift.js';
import { cashboxInterestJob } from './cashbox-interest.js';
import { rebateDailyJob } from './rebate-daily.js';
import { vipReviewJob } from './vip-review.js';
import { weeklyRedPacketJob } from './weekly-red-packet.js';
import { welfareExpiryJob } from './welfare-expiry.js';

/** Every periodic task of the server: main.ts schedules these, `npm run admin -- jobs:run` runs them by name. */
export const JOBS: readonly Job[] = [...HOUSE_JOBS, reconcileTransfersJob, expireDepositsJob, statsDailyJob, securityPruneJob, vipReviewJob, rebateDailyJob, birthdayGiftJob, weeklyRedPacketJob, welfareExpiryJob, cashboxInterestJob];

export function findJob(name: string): Job | undefined {
  return JOBS.find((j) => j.name === name);
}
