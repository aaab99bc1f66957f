import { adminWithdrawApproveInput, adminWithdrawListInput, adminWithdrawRejectInput, WITHDRAW_METHODS, WITHDRAW_STATUSES } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, operatorPost, pageOutput } from '../../platform/index.js';
import * as service from './service.js';

const tags = ['admin'];
const money = z.string().describe('decimal string, e.g. "100.00"');
const status = z.enum(WITHDRAW_STATUSES);

/** Withdrawal review (api-contract.md Operator API), mounted under /admin/api/withdraw/; every action audited. */
export async function withdrawAdminRoutes(app: FastifyInstance) {
  const reviewer = (req: FastifyRequest): service.Reviewer => ({ ...actorOf(req), now: app.deps.now() });
  operatorPost(app, {
    path: '/list',
    permission: 'finance',
    summary: 'Withdrawal orders, newest first, optionally of one status',
    tags,
    input: adminWithdrawListInput,
    output: pageOutput(
      z.object({
        orderNo: z.string(),
        userId: z.number(),
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
        turnoverRemaining: money.describe('what the player still has to bet before withdrawing (0.00 when met)'),
      }),
    ),
    handler: (_req, input) => service.listWithdrawals(app.db, input),
  });
  operatorPost(app, {
    path: '/approve',
    permission: 'finance',
    summary: 'Pay a withdrawal (a reservation from its slot’s start); approving a paid order again moves nothing; audited',
    tags,
    input: adminWithdrawApproveInput,
    output: z.object({ orderNo: z.string(), status }),
    handler: (req, input) => service.approveWithdrawal(app.db, reviewer(req), input.orderNo),
  });
  operatorPost(app, {
    path: '/reject',
    permission: 'finance',
    summary: 'Reject a withdrawal and refund it to the central wallet; audited',
    tags,
    input: adminWithdrawRejectInput,
    output: z.object({ orderNo: z.string(), status }),
    handler: (req, input) => service.rejectWithdrawal(app.db, reviewer(req), input.orderNo, input.reason),
  });
  operatorPost(app, {
    path: '/export',
    permission: 'finance',
    summary: 'Every withdrawal (optionally of one status) as a CSV file, oldest first, streamed; page and size are ignored',
    tags,
    input: adminWithdrawListInput,
    handler: (_req, input) => service.exportWithdrawals(app.db, input, app.deps.now()),
  });
}
