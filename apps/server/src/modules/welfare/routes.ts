import {
  queryWelfareCenterListInput,
  queryWelfareCenterListOutput,
  queryWelfareCenterTotalOutput,
  receiveWelfareInput,
  receiveWelfareOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as welfare from './service.js';

const tags = ['welfare'];

/** The player's welfare centre (api-contract-wave2.md "Welfare centre"; issue 15). */
export async function welfareRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/welfareCenter/queryWelfareCenterList',
    summary: 'The player’s welfare items, newest first, titled in the caller’s language; an item past its validity reads expired',
    tags,
    input: queryWelfareCenterListInput,
    output: queryWelfareCenterListOutput,
    handler: (req, input) => welfare.listForPlayer(app.db, req.user!.userId, req.lang, input, app.deps.now()),
  });
  post(app, {
    path: '/web/welfareCenter/queryWelfareCenterTotal',
    summary: 'Amounts ready to receive (packets still to open included), received and expired',
    tags,
    output: queryWelfareCenterTotalOutput,
    handler: (req) => welfare.totalsForPlayer(app.db, req.user!.userId, app.deps.now()),
  });
  post(app, {
    path: '/web/welfareCenter/receiveWelfare',
    summary: 'Receive one ready item into the central wallet (once; adds its turnover requirement)',
    tags,
    input: receiveWelfareInput,
    output: receiveWelfareOutput,
    handler: (req, input) => welfare.receiveWelfare(app.db, req.user!.userId, input.id, app.deps.now()),
  });
}
