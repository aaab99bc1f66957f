import {
  checkIsQuickWithdrawOutput,
  getWithdrawExtraRuleOutput,
  getWithdrawMethodOutput,
  withdrawInput,
  withdrawOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as service from './service.js';

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
