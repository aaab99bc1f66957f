import { getVipInfoOutput, getVipReturnWaterListOutput, queryWaterStrategyByGameTypeInput, queryWaterStrategyByGameTypeOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { optionalUserId } from '../../http/auth.js';
import { post } from '../../http/route.js';
import * as vip from './service.js';

const tags = ['vip'];

/** VIP (api-contract-wave2.md "VIP"; issue 15): the table for guests, where the player stands with a token. */
export async function vipRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/guest/user/getVipInfo',
    summary: 'The VIP table; with a token also the player’s level, cumulative valid bet, next level and 90-day keep',
    tags,
    output: getVipInfoOutput,
    handler: async (req) => vip.vipInfo(app.db, await optionalUserId(app, req)),
  });
  post(app, {
    path: '/web/guest/user/getVipReturnWaterList',
    summary: 'Daily rebate ratios of every level and game type (percent of the valid bet)',
    tags,
    output: getVipReturnWaterListOutput,
    handler: () => vip.returnWaterList(app.db),
  });
  post(app, {
    path: '/web/strategy/queryWaterStrategyByGameType',
    summary: 'Daily rebate ratio of each level for one game type',
    tags,
    input: queryWaterStrategyByGameTypeInput,
    output: queryWaterStrategyByGameTypeOutput,
    handler: (_req, input) => vip.waterStrategy(app.db, input.gameType),
  });
}
