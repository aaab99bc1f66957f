import { adminDepositApproveInput, adminDepositListInput, adminDepositRejectInput, adminLoginInput, adminWalletAdjustInput } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { idempotencyKeyOf } from '../http/idempotency.js';
import { post } from '../http/route.js';
import { approveDeposit, listForOperator, rejectDeposit } from '../modules/deposit/service.js';
import { withdrawAdminRoutes } from '../modules/withdraw/routes.js';
import { ledgerAdminRoutes } from './ledger-routes.js';
import { adjustWallet, findOperatorSession, operatorLogin, type OperatorUser } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator hook on /admin/api/* (except login). */
    operator: OperatorUser | null;
  }
}

const tags = ['admin'];
const OPEN = new Set(['/admin/api/login']);

/**
 * Operator API (api-contract.md): every path needs an operator session in the `token` header,
 * except login. The hook lives in this encapsulated plugin, so it guards exactly these routes.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0]!.replace(/\/$/, '');
    if (OPEN.has(path)) return;
    const token = req.headers.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError('notLoggedIn');
    const operator = await findOperatorSession(app.db, token);
    if (!operator) throw new AppError('notLoggedIn');
    req.operator = operator;
  });

  post(app, {
    path: '/admin/api/login',
    summary: 'Operator login',
    tags,
    input: adminLoginInput,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    output: z.object({ token: z.string() }),
    handler: (_req, input) => operatorLogin(app.db, input.username, input.password),
  });
  post(app, {
    path: '/admin/api/wallet/adjust',
    summary: 'Credit (positive) or debit (negative) a player’s central wallet; audited; honours Idempotency-Key',
    tags,
    input: adminWalletAdjustInput,
    output: z.object({ orderNo: z.string(), username: z.string(), amount: z.string(), central: z.string() }),
    handler: (req, input) =>
      adjustWallet(app.db, {
        operator: req.operator,
        operatorName: req.operator!.username,
        idempotencyKey: idempotencyKeyOf(req),
        ...input,
      }),
  });

  // Deposit review (api-contract.md Operator API); every action audited with the operator's name.
  const operatorRef = (req: FastifyRequest) => ({ operatorId: req.operator!.operatorId, operatorName: req.operator!.username });
  post(app, {
    path: '/admin/api/deposit/list',
    summary: 'Deposit orders, newest first, optionally by status',
    tags,
    input: adminDepositListInput,
    handler: (_req, input) => listForOperator(app.db, input, app.deps.now()),
  });
  post(app, {
    path: '/admin/api/deposit/approve',
    summary: 'Credit a deposit (once, whoever approves first); audited; honours Idempotency-Key',
    tags,
    input: adminDepositApproveInput,
    output: z.object({ orderNo: z.string(), status: z.string(), creditAmount: z.string(), central: z.string() }),
    handler: (req, input) => approveDeposit(app.db, operatorRef(req), input.orderNo, app.deps.now(), idempotencyKeyOf(req)),
  });
  post(app, {
    path: '/admin/api/deposit/reject',
    summary: 'Reject an open deposit order with a reason; nothing is credited; audited',
    tags,
    input: adminDepositRejectInput,
    output: z.object({ orderNo: z.string(), status: z.string() }),
    handler: (req, input) => rejectDeposit(app.db, operatorRef(req), input.orderNo, input.reason, app.deps.now()),
  });
  // Child plugin: inherits the operator hook above.
  await app.register(withdrawAdminRoutes);
  await app.register(ledgerAdminRoutes);
}
