import { firstDay, rollUpClosedDays } from './index.js';
import type { EveryRunJob } from '../../platform/index.js';

/**
 * The operator dashboard's daily rollup (modules/dashboard, docs/decisions.md "Operator dashboard"): after
 * each platform midnight (00:10 platform time) it writes stats_daily for every closed day that has none and
 * rewrites the day before `at`. Every run is idempotent (a day's row is rewritten with the same figures
 * under a per-day lock), so it runs on every trigger and at start (catching up days missed while down).
 */
export const statsDailyJob: EveryRunJob = {
  name: 'stats-daily',
  description: 'rolls up the operator dashboard figures of closed platform days (rewrites the day before --at)',
  pattern: '10 0 * * *',
  runOnStart: true,
  run: async (db, at) => rollUpClosedDays(db, at, await firstDay(db)),
};
