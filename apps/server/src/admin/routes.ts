import { adminLoginInput, adminWalletAdjustInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { idempotencyKeyOf } from '../http/idempotency.js';
import { post } from '../http/route.js';
import { withdrawAdminRoutes } from '../modules/withdraw/routes.js';
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
  // Child plugin: inherits the operator hook above.
  await app.register(withdrawAdminRoutes);
}
