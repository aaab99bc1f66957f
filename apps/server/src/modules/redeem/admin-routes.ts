import {
  adminRedeemBatchIdInput,
  adminRedeemBatchListInput,
  adminRedeemBatchListOutput,
  adminRedeemDisableOutput,
  adminRedeemGenerateInput,
  adminRedeemGenerateOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import * as redeem from './service.js';

const tags = ['admin'];

/** Redemption code batches (issue 16), mounted under /admin/api/redeem/. */
export async function redeemAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/batches',
    permission: 'marketing',
    summary: 'Code batches, newest first, with how many codes were redeemed',
    tags,
    input: adminRedeemBatchListInput,
    output: adminRedeemBatchListOutput,
    handler: (_req, input) => redeem.listBatches(app.db, input),
  });
  operatorPost(app, {
    path: '/generate',
    permission: 'marketing',
    summary: 'Generates a batch; the answer holds the plain codes this once (only their hashes are stored)',
    tags,
    input: adminRedeemGenerateInput,
    output: adminRedeemGenerateOutput,
    handler: (req, input) => redeem.generateBatch(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/disable',
    permission: 'marketing',
    summary: 'Disables a batch: none of its codes may be redeemed any more',
    tags,
    input: adminRedeemBatchIdInput,
    output: adminRedeemDisableOutput,
    handler: (req, input) => redeem.disableBatch(app.db, actorOf(req), input.id, app.deps.now()),
  });
  operatorPost(app, {
    path: '/export',
    permission: 'marketing',
    summary: 'The codes of a batch as CSV (id, redeemed by, when); not the codes themselves, which exist only at generation',
    tags,
    input: adminRedeemBatchIdInput,
    handler: (_req, input) => redeem.exportBatch(app.db, input.id, app.deps.now()),
  });
}
