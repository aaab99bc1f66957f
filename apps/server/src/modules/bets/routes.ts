import { getBetRecordInput, getBetRecordOutput, getSumBetRecordInput, getSumBetRecordOutput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as bets from './service.js';

const tags = ['bets'];

/** Bet records of the caller (api-contract.md Member; spec.md §3 Bet record). */
export async function betRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/user/getBetRecord',
    summary: 'The player’s bets, newest first, optionally of one venue and time range (last 30 days)',
    tags,
    input: getBetRecordInput,
    output: getBetRecordOutput,
    handler: (req, input) => bets.betRecords(app.db, req.user!.userId, input, req.lang, app.deps.now()),
  });
  post(app, {
    path: '/web/user/getSumBetRecord',
    summary: 'Count and sums of the player’s bets with the same filters',
    tags,
    input: getSumBetRecordInput,
    output: getSumBetRecordOutput,
    handler: (req, input) => bets.sumBetRecords(app.db, req.user!.userId, input, app.deps.now()),
  });
}
