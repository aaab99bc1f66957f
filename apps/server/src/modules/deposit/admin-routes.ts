import { adminDepositApproveInput, adminDepositListInput, adminDepositRejectInput, adminMethodSaveInput, adminProviderUpdateInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { actorOf, operatorPost } from '../../platform/index.js';
import { operatorImageUpload } from '../upload/index.js';
import * as methods from './methods-admin.js';
import * as deposit from './service.js';

const tags = ['admin'];

/** Deposit review (api-contract.md Operator API), mounted under /admin/api/deposit/; every action audited. */
export async function depositAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/list',
    permission: 'finance',
    summary: 'Deposit orders, newest first, optionally by status',
    tags,
    input: adminDepositListInput,
    handler: (_req, input) => deposit.listForOperator(app.db, input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/approve',
    permission: 'finance',
    summary: 'Credit a deposit (once, whoever approves first); audited; honours Idempotency-Key',
    tags,
    input: adminDepositApproveInput,
    output: z.object({ orderNo: z.string(), status: z.string(), creditAmount: z.string(), central: z.string() }),
    handler: (req, input) => deposit.approveDeposit(app.db, actorOf(req), input.orderNo, app.deps.now(), idempotencyKeyOf(req)),
  });
  operatorPost(app, {
    path: '/reject',
    permission: 'finance',
    summary: 'Reject an open deposit order with a reason; nothing is credited; audited',
    tags,
    input: adminDepositRejectInput,
    output: z.object({ orderNo: z.string(), status: z.string() }),
    handler: (req, input) => deposit.rejectDeposit(app.db, actorOf(req), input.orderNo, input.reason, app.deps.now()),
  });
  operatorPost(app, {
    path: '/export',
    permission: 'finance',
    summary: 'Every deposit order (optionally of one status) as a CSV file, oldest first, streamed; page and size are ignored',
    tags,
    input: adminDepositListInput,
    handler: (_req, input) => deposit.exportForOperator(app.db, input, app.deps.now()),
  });
  operatorPost(app, { path: '/method/list', permission: 'finance', summary: 'Every deposit method, on or off, with limits and receiving account', tags, handler: () => methods.listMethods(app.db) });
  operatorPost(app, {
    path: '/method/save',
    permission: 'finance',
    summary: 'Edit a deposit method: on/off, limits, names per language, receiving account, order; audited',
    tags,
    input: adminMethodSaveInput,
    handler: (req, input) => methods.saveMethod(app.db, actorOf(req), input),
  });
  await operatorImageUpload(app, {
    path: '/method/uploadImage',
    permission: 'finance',
    action: 'deposit.uploadImage',
    summary: 'Upload a deposit method QR code / account image (png/jpg/jpeg ≤ 15 MB in multipart field `file`); answers its public /media/ URL; audited',
  });
  operatorPost(app, { path: '/provider/list', permission: 'finance', summary: 'Payment providers and whether each takes orders', tags, handler: () => methods.listProviders(app.db) });
  operatorPost(app, {
    path: '/provider/update',
    permission: 'finance',
    summary: 'Switch a payment provider on or off (its methods follow); audited',
    tags,
    input: adminProviderUpdateInput,
    handler: (req, input) => methods.updateProvider(app.db, actorOf(req), input),
  });
}
