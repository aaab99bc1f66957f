import {
  adminWithdrawApproveInput,
  adminWithdrawListInput,
  adminWithdrawRejectInput,
  checkIsQuickWithdrawOutput,
  getWithdrawExtraRuleOutput,
  getWithdrawMethodOutput,
  WITHDRAW_METHODS,
  WITHDRAW_STATUSES,
  withdrawInput,
  withdrawOutput,
} from '@app/shared';
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
    output: getWithdrawMethodOutput,
    handler: (req) => service.getWithdrawMethods(app.db, req.user!.userId, req.lang),
  });
  post(app, {
    path: '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule',
    summary: 'Reservation slots with their extra rate (fraction, "0.0010" = 0.1%), today’s usage and limits, turnover still required',
    tags,
    output: getWithdrawExtraRuleOutput,
    handler: (req) => service.getWithdrawExtraRule(app.db, req.user!.userId, app.deps.now()),
  });
  post(app, {
    path: '/web/withdraw/checkIsQuickWithdraw',
    summary: 'Whether instant withdrawals are offered now (reservations always are)',
    tags,
    output: checkIsQuickWithdrawOutput,
    handler: () => service.checkIsQuickWithdraw(app.db),
  });
  post(app, {
    path: '/web/withdraw/withdraw',
    summary: 'Request a withdrawal (instant → under_review, reservation → scheduled); honours Idempotency-Key',
    tags,
    input: withdrawInput,
    output: withdrawOutput,
    handler: (req, input) =>
      service.withdraw(app.db, { userId: req.user!.userId, idempotencyKey: idempotencyKeyOf(req), ip: req.ip, lang: req.lang, now: app.deps.now() }, input),
  });
}

/** Operator side (api-contract.md Operator API); registered inside adminRoutes, behind its operator hook. */
export async function withdrawAdminRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const reviewer = (req: { operator: { operatorId: number; username: string } | null }): service.Reviewer => ({
    operatorId: req.operator!.operatorId,
    operatorName: req.operator!.username,
    now: app.deps.now(),
  });
  post(app, {
    path: '/admin/api/withdraw/list',
    summary: 'Withdrawal orders, newest first, optionally of one status',
    tags,
    input: adminWithdrawListInput,
    output: z.object({
      list: z.array(
        z.object({
          orderNo: z.string(),
          username: z.string(),
          method: z.enum(WITHDRAW_METHODS),
          account: z.record(z.string(), z.string().nullable()).describe('the payout account as requested, full numbers (for paying out)'),
          amount: money,
          extraAmount: money,
          extraRate: z.string(),
          type: z.string(),
          slot: z.string().nullable(),
          scheduledAt: z.string().nullable(),
          status,
          rejectReason: z.string().nullable(),
          reviewedBy: z.string().nullable(),
          reviewedAt: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
      total: z.number(),
      page: z.number(),
      size: z.number(),
    }),
    handler: (_req, input) => service.listWithdrawals(app.db, input),
  });
  post(app, {
    path: '/admin/api/withdraw/approve',
    summary: 'Pay a withdrawal (a reservation from its slot’s start); approving a paid order again moves nothing; audited',
    tags,
    input: adminWithdrawApproveInput,
    output: z.object({ orderNo: z.string(), status }),
    handler: (req, input) => service.approveWithdrawal(app.db, reviewer(req), input.orderNo),
  });
  post(app, {
    path: '/admin/api/withdraw/reject',
    summary: 'Reject a withdrawal and refund it to the central wallet; audited',
    tags,
    input: adminWithdrawRejectInput,
    output: z.object({ orderNo: z.string(), status }),
    handler: (req, input) => service.rejectWithdrawal(app.db, reviewer(req), input.orderNo, input.reason),
  });
}
