import { offerBirthdayGifts } from './index.js';
import { platformDay } from '../../lib/platform-time.js';
import type { PeriodJob } from '../../platform/index.js';

/**
 * Birthday gifts (spec.md §6): each platform day (00:20 platform time) it offers the level's birthday gift to members
 * whose birthday is today and who registered more than 90 days ago, once a year. Once per day (job_runs).
 */
export const birthdayGiftJob: PeriodJob = {
  name: 'birthday-gift',
  description: "offers today's birthday gifts (members registered more than 90 days ago, once a year; 29 Feb on 28 Feb in other years)",
  pattern: '20 0 * * *',
  runOnStart: true,
  period: (at) => platformDay(at),
  runPeriod: (tx, day, at) => offerBirthdayGifts(tx, day, at),
};
