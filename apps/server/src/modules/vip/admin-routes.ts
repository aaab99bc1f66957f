import { adminVipHistoryInput, adminVipHistoryOutput, adminVipLevelInput, adminVipLevelItem, adminVipLevelsOutput, adminVipSetLevelInput, adminVipSetLevelOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as vip from './service.js';

const tags = ['admin'];

/** The VIP table and a player's level (issue 15), mounted under /admin/api/vip/; every write audited. */
export async function vipAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/levels',
    permission: 'any',
    summary: 'The VIP table: ten levels with their requirements, gifts, withdrawal limits, rebate ratios and promotion discount',
    tags,
    output: adminVipLevelsOutput,
    handler: () => vip.adminLevels(app.db),
  });
  operatorPost(app, {
    path: '/level/update',
    permission: 'marketing',
    summary: 'Edit one VIP level (required bets must rise with the level, VIP1 needs 0); audited',
    tags,
    input: adminVipLevelInput,
    output: adminVipLevelItem,
    handler: (req, input) => vip.updateLevel(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/history',
    permission: 'support',
    summary: 'A player’s level changes (promotion, demotion, operator), newest first',
    tags,
    input: adminVipHistoryInput,
    output: adminVipHistoryOutput,
    handler: (_req, input) => vip.history(app.db, input),
  });
  operatorPost(app, {
    path: '/setLevel',
    permission: 'support',
    summary: 'Set a player’s VIP level by hand (no upgrade gift; a new 90-day window starts today); audited',
    tags,
    input: adminVipSetLevelInput,
    output: adminVipSetLevelOutput,
    handler: (req, input) => vip.setLevel(app.db, actorOf(req), input, app.deps.now()),
  });
}
