import { adminDashboardByGameTypeOutput, adminDashboardDailyOutput, adminDashboardRangeInput, adminDashboardSummaryOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { csvExport, operatorPost } from '../../platform/index.js';
import * as dashboard from './service.js';

const tags = ['admin'];

/** Operator dashboard (api-contract-wave2.md "Operators"), mounted under /admin/api/dashboard/; read-only, permission finance. */
export async function dashboardAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/summary',
    permission: 'finance',
    summary: 'Deposits, withdrawals, net cash, bets, payouts, GGR, registrations, active players and first depositors over whole platform days',
    tags,
    input: adminDashboardRangeInput,
    output: adminDashboardSummaryOutput,
    handler: (_req, input) => dashboard.summary(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/daily',
    permission: 'finance',
    summary: 'The dashboard figures per platform day (up to today)',
    tags,
    input: adminDashboardRangeInput,
    output: adminDashboardDailyOutput,
    handler: (_req, input) => dashboard.daily(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/daily/export',
    permission: 'finance',
    summary: 'The dashboard figures per platform day (the daily list’s columns) as a CSV file',
    tags,
    input: adminDashboardRangeInput,
    handler: async (_req, input) => csvExport('dashboard-daily', [(await dashboard.daily(app.db, input, app.deps.now())).list], (row) => row, app.deps.now()),
  });
  operatorPost(app, {
    path: '/byGameType',
    permission: 'finance',
    summary: 'Settled stake, payout and GGR per game type',
    tags,
    input: adminDashboardRangeInput,
    output: adminDashboardByGameTypeOutput,
    handler: (_req, input) => dashboard.byGameType(app.db, input, app.deps.now()),
  });
}
