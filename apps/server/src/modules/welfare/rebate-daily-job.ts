import { offerDailyRebates } from './index.js';
import { addDays, platformDay } from '../../lib/platform-time.js';
import type { PeriodJob } from '../../platform/index.js';

/**
 * The daily rebate (spec.md §6; docs/decisions.md "Welfare centre and rewards"): after each platform midnight
 * (00:30 platform time) it offers every player one welfare item for yesterday's valid bets × the level's ratios,
 * rounded down. Once per day (job_runs); at start it runs yesterday's if no run claimed it yet.
 */
export const rebateDailyJob: PeriodJob = {
  name: 'rebate-daily',
  description: "offers each player yesterday's rebate (valid bets × the VIP level's ratio per game type, rounded down) as one welfare item",
  pattern: '30 0 * * *',
  runOnStart: true,
  period: (at) => addDays(platformDay(at), -1),
  runPeriod: (tx, day, at) => offerDailyRebates(tx, day, at),
};
