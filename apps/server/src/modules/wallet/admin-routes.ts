import { adminWalletAdjustInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { operatorPost } from '../../platform/index.js';
import { adjustWallet } from './service.js';

/** Operator routes of the wallet, mounted under /admin/api/wallet/ (modules/operators convention). */
export async function walletAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/adjust',
    permission: 'finance',
    summary: 'Credit (positive) or debit (negative) a player’s central wallet; audited; honours Idempotency-Key',
    tags: ['admin'],
    input: adminWalletAdjustInput,
    output: z.object({ orderNo: z.string(), username: z.string(), amount: z.string(), central: z.string() }),
    handler: (req, input) =>
      adjustWallet(app.db, {
        operator: req.operator,
        operatorName: req.operator!.username,
        ip: req.ip,
        idempotencyKey: idempotencyKeyOf(req),
        ...input,
      }),
  });
}
