import { z } from 'zod';
import { isIsoDate } from './account.js';

/**
 * Operator dashboard (api-contract-wave2.md "Operators", issue 14): figures over whole platform days
 * (Asia/Shanghai), `from` and `to` inclusive, at most 366 days. Amounts are money strings ("1234.50").
 */
export const DASHBOARD_MAX_DAYS = 366;

const day = z.string().refine(isIsoDate, 'a date YYYY-MM-DD');
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export const adminDashboardRangeInput = z
  .object({ from: day, to: day })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] })
  .refine((v) => dayNumber(v.to) - dayNumber(v.from) + 1 <= DASHBOARD_MAX_DAYS, { message: `at most ${DASHBOARD_MAX_DAYS} days`, path: ['to'] });
export type AdminDashboardRangeInput = z.infer<typeof adminDashboardRangeInput>;

const money = z.string().describe('decimal string, e.g. "1234.50"');

export const dashboardFigures = z.object({
  deposits: money,
  withdrawals: money,
  netCash: money,
  bets: money,
  payouts: money,
  ggr: money,
  registrations: z.number(),
  activePlayers: z.number(),
  firstDepositors: z.number(),
});
export const adminDashboardSummaryOutput = dashboardFigures;
export type AdminDashboardSummary = z.infer<typeof adminDashboardSummaryOutput>;

export const adminDashboardDailyOutput = z.object({ list: z.array(dashboardFigures.extend({ day: z.string() })) });
export type AdminDashboardDaily = z.infer<typeof adminDashboardDailyOutput>;

export const adminDashboardByGameTypeOutput = z.object({ list: z.array(z.object({ gameType: z.string(), bets: money, payouts: money, ggr: money })) });
export type AdminDashboardByGameType = z.infer<typeof adminDashboardByGameTypeOutput>;
