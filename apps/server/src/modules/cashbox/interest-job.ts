import { accrueInterest, owedDays } from './index.js';
import { addDays, platformDay } from '../../lib/platform-time.js';
import type { PeriodJob } from '../../platform/index.js';

/**
 * The cashbox's daily interest (issue 16; docs/decisions.md "Cashbox"): after each platform midnight it pays every
 * player interest for yesterday on the balance held through the holding window, set-wise (a few statements for
 * all players). Once per day (job_runs); days missed while no server ran are paid first (a week back at most).
 */
export const cashboxInterestJob: PeriodJob = {
  name: 'cashbox-interest',
  description: "pays yesterday's cashbox interest (annual rate / 365 on the balance held through the holding window; remainders carried) into central wallets",
  pattern: '10 0 * * *',
  runOnStart: true,
  period: (at) => addDays(platformDay(at), -1),
  owed: (db, at) => owedDays(db, 'cashbox-interest', addDays(platformDay(at), -1)),
  runPeriod: (tx, day, at) => accrueInterest(tx, day, at),
};
