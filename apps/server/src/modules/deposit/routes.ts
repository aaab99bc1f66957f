import {
  cancelRechargeOrderInput,
  cancelRechargeOrderOutput,
  confirmRechargeOrderInput,
  confirmRechargeOrderOutput,
  createdOrderOutput,
  getPaymentMethodByTypeInput,
  getPaymentMethodOutput,
  getRechargeAccountInfoInput,
  getRechargeAccountInfoOutput,
  getRechargeOrderInfoInput,
  getRechargeOrderInfoOutput,
  rechargeInput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as deposit from './service.js';

const tags = ['deposit'];
/** Deposit calls (api-contract.md "Deposit"); member paths, every order scoped to its owner. */
export async function depositRoutes(app: FastifyInstance) {
  const ctx = (req: FastifyRequest): deposit.Ctx => ({ lang: req.lang, now: app.deps.now() });

  post(app, {
    path: '/web/pay/paymentMethod/getPaymentMethod',
    summary: 'Deposit methods on offer, with limits and currency',
    tags,
    output: getPaymentMethodOutput,
    handler: (req) => deposit.paymentMethods(app.db, app.config, req.lang),
  });
  post(app, {
    path: '/web/pay/paymentMethod/getPaymentMethodByType',
    summary: 'Deposit methods of one type',
    tags,
    input: getPaymentMethodByTypeInput,
    suffix: 'type',
    output: getPaymentMethodOutput,
    handler: (req, input) => deposit.paymentMethods(app.db, app.config, req.lang, input.type),
  });
  post(app, {
    path: '/web/recharge/getRechargeAccountInfo',
    summary: 'The receiving account of a deposit method',
    tags,
    input: getRechargeAccountInfoInput,
    output: getRechargeAccountInfoOutput,
    handler: (_req, input) => deposit.rechargeAccountInfo(app.db, input.methodId),
  });
  post(app, {
    path: '/web/recharge/recharge',
    summary: 'Open a deposit order (phone bound first; one open order at a time; min/max by method)',
    tags,
    input: rechargeInput,
    output: createdOrderOutput,
    handler: (req, input) => deposit.createDeposit(app.db, req.user!.userId, input, ctx(req), { config: app.config, idempotencyKey: idempotencyKeyOf(req) }),
  });
  post(app, {
    path: '/web/recharge/getRechargeOrderInfo',
    summary: 'One of the player’s deposit orders, or (without orderNo) the open one; with remainingCancellations',
    tags,
    input: getRechargeOrderInfoInput,
    output: getRechargeOrderInfoOutput,
    handler: (req, input) => deposit.orderInfo(app.db, req.user!.userId, input.orderNo, ctx(req)),
  });
  post(app, {
    path: '/web/recharge/confirmRechargeOrder',
    summary: 'The player has paid: vouchers (own uploads) → under_review',
    tags,
    input: confirmRechargeOrderInput,
    output: confirmRechargeOrderOutput,
    handler: (req, input) => deposit.confirmOrder(app.db, req.user!.userId, input, ctx(req)),
  });
  post(app, {
    path: '/web/recharge/cancelRechargeOrder',
    summary: 'Cancel an unpaid order with a reason; spends one of today’s cancellations',
    tags,
    input: cancelRechargeOrderInput,
    output: cancelRechargeOrderOutput,
    handler: (req, input) => deposit.cancelOrder(app.db, req.user!.userId, input, ctx(req)),
  });
}
