import {
  adminReportGamesOutput,
  adminReportPlayersExportInput,
  adminReportPlayersInput,
  adminReportPlayersOutput,
  adminReportRangeInput,
  adminReportVenuesOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { operatorPost } from '../../platform/index.js';
import * as reports from './service.js';

const tags = ['admin'];

/**
 * Operator reports (issue 24 item 11), mounted under /admin/api/report/: read-only, permission finance like the
 * dashboard; each list has its CSV at its path + /export.
 */
export async function reportAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/players',
    permission: 'finance',
    summary: 'Profit and loss per player over whole platform days: bets, stake, payout, GGR, bonuses, net, deposits, withdrawals; the totals',
    tags,
    input: adminReportPlayersInput,
    output: adminReportPlayersOutput,
    handler: (_req, input) => reports.players(app.db, input),
  });
  operatorPost(app, {
    path: '/players/export',
    permission: 'finance',
    summary: 'The per-player profit and loss of the period as a CSV file (every player, by id)',
    tags,
    input: adminReportPlayersExportInput,
    handler: (_req, input) => reports.exportPlayers(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/games',
    permission: 'finance',
    summary: 'Profit and loss per game over whole platform days: players, bets, stake, payout, GGR, RTP',
    tags,
    input: adminReportRangeInput,
    output: adminReportGamesOutput,
    handler: (_req, input) => reports.games(app.db, input),
  });
  operatorPost(app, {
    path: '/games/export',
    permission: 'finance',
    summary: 'The per-game profit and loss of the period as a CSV file',
    tags,
    input: adminReportRangeInput,
    handler: (_req, input) => reports.exportGames(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/venues',
    permission: 'finance',
    summary: 'Profit and loss per venue over whole platform days: players, bets, stake, payout, GGR, RTP',
    tags,
    input: adminReportRangeInput,
    output: adminReportVenuesOutput,
    handler: (_req, input) => reports.venues(app.db, input),
  });
  operatorPost(app, {
    path: '/venues/export',
    permission: 'finance',
    summary: 'The per-venue profit and loss of the period as a CSV file',
    tags,
    input: adminReportRangeInput,
    handler: (_req, input) => reports.exportVenues(app.db, input, app.deps.now()),
  });
}
