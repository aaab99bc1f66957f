import { WITHDRAW_METHODS, WITHDRAW_SLOTS, WITHDRAW_STATUSES, withdrawInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as service from './service.js';

const money = z.string().describe('decimal string, e.g. "100.00"');
const status = z.enum(WITHDRAW_STATUSES);

/** Player withdrawals (spec.md §4, §5, §9; api-contract.md Withdraw). Member paths only. */
export async function withdrawRoutes(app: FastifyInstance) {
  const tags = ['withdraw'];
  post(app, {
    path: '/web/withdraw/withdrawMethod/getWithdrawMethod',
    summary: 'Withdrawal methods with bounds; USDT/EBpay/KOIpay unavailable until one paid withdrawal (reason firstWithdrawalRequired), any method without a bound account has reason noAccount',
    tags,
    output: z.array(
      z.object({
        type: z.enum(WITHDRAW_METHODS),
        name: z.string(),
        minAmount: money,
        maxAmount: money,
        available: z.boolean(),
        reason: z.enum(['firstWithdrawalRequired', 'noAccount']).optional(),
      }),
    ),
    handler: (req) => service.getWithdrawMethods(app.db, req.user!.userId, req.lang),
  });
  post(app, {
    path: '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule',
    summary: 'Reservation slots with their extra rate (fraction, "0.0010" = 0.1%), today’s usage and limits, turnover still required',
    tags,
    output: z.object({
      slots: z.array(z.object({ slot: z.enum(WITHDRAW_SLOTS), extraRate: z.string() })),
      todayCount: z.number(),
      todayCountLimit: z.number(),
      todayAmountLimit: money,
      todayRemaining: money,
      turnoverRemaining: money,
    }),
    handler: (req) => service.getWithdrawExtraRule(app.db, req.user!.userId, app.deps.now()),
  });
  post(app, {
    path: '/web/withdraw/checkIsQuickWithdraw',
    summary: 'Whether instant withdrawals are offered now (reservations always are)',
    tags,
    output: z.object({ instant: z.boolean() }),
    handler: () => service.checkIsQuickWithdraw(app.db),
  });
  post(app, {
    path: '/web/withdraw/withdraw',
    summary: 'Request a withdrawal (instant → under_review, reservation → scheduled); honours Idempotency-Key',
    tags,
    input: withdrawInput,
    output: z.object({ orderNo: z.string(), status }),
    handler: (req, input) =>
      service.withdraw(app.db, { userId: req.user!.userId, idempotencyKey: idempotencyKeyOf(req), ip: req.ip, lang: req.lang, now: app.deps.now() }, input),
  });
}
