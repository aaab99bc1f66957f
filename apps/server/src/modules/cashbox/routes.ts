import {
  getCashboxIncomeInput,
  getCashboxIncomeListInput,
  getCashboxIncomeListOutput,
  getCashboxIncomeOutput,
  getCashboxInfoOutput,
  queryBusCashboxConfigOutput,
  switchToCashboxInput,
  switchToCashboxOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as cashbox from './service.js';

const tags = ['cashbox'];

/** The player's cashbox (api-contract-wave2.md "Cashbox"; issue 16). */
export async function cashboxRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/guest/user/queryBusCashboxConfig',
    summary: 'The cashbox terms: annual rate (percent), smallest switch in, hours before money earns interest',
    tags,
    output: queryBusCashboxConfigOutput,
    handler: () => cashbox.publicConfig(app.db),
  });
  post(app, {
    path: '/web/guest/user/getCashboxIncome',
    summary: 'What an amount held a number of whole days would earn at the current rate (rounded down to the fen)',
    tags,
    input: getCashboxIncomeInput,
    output: getCashboxIncomeOutput,
    handler: (_req, input) => cashbox.estimate(app.db, input),
  });
  post(app, {
    path: '/web/user/getCashboxInfo',
    summary: 'The cashbox balance, the annual rate, yesterday’s interest and all interest paid',
    tags,
    output: getCashboxInfoOutput,
    handler: (req) => cashbox.info(app.db, req.user!.userId, app.deps.now()),
  });
  post(app, {
    path: '/web/user/getCashboxIncomeList',
    summary: 'Interest paid per platform day over the last `days` days up to yesterday, oldest first (0.00 on days without)',
    tags,
    input: getCashboxIncomeListInput,
    output: getCashboxIncomeListOutput,
    handler: (req, input) => cashbox.incomeList(app.db, req.user!.userId, input.days, app.deps.now()),
  });
  post(app, {
    path: '/web/cashbox/switchToCashbox',
    summary: 'Move money central → cashbox (in, at least the minimum) or cashbox → central (out); answers both balances; an Idempotency-Key makes a retry answer the first result',
    tags,
    input: switchToCashboxInput,
    output: switchToCashboxOutput,
    handler: (req, input) => cashbox.switchCashbox(app.db, { userId: req.user!.userId, idempotencyKey: idempotencyKeyOf(req) }, input, app.deps.now()),
  });
}
