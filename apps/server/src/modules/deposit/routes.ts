import {
  cancelRechargeOrderInput,
  confirmRechargeOrderInput,
  getPaymentMethodByTypeInput,
  getRechargeAccountInfoInput,
  getRechargeOrderInfoInput,
  rechargeInput,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { post } from '../../http/route.js';
import * as deposit from './service.js';

const tags = ['deposit'];
const money = z.string().describe('decimal string in the currency ("100.00"; USDT up to 6 places)');

const method = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  currency: z.string(),
  minAmount: money,
  maxAmount: money,
  needVoucher: z.boolean(),
  needDepositorName: z.boolean(),
  provider: z.string().optional(),
  protocols: z.array(z.string()).optional(),
  coinTypes: z.array(z.string()).optional(),
  exchangeRate: z.string().optional().describe('CNY credited per unit of a virtual-currency deposit'),
});
export const account = z.object({
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  accountNo: z.string().optional(),
  branch: z.string().optional(),
  address: z.string().optional(),
  protocol: z.string().optional(),
  qrImage: z.string().optional(),
});
export const createdOrder = z.object({
  orderNo: z.string(),
  status: z.string(),
  amount: money,
  currency: z.string(),
  expiresAt: z.string(),
  account,
  payUrl: z.string().optional(),
});
const order = z.object({
  orderNo: z.string(),
  status: z.string(),
  amount: money,
  currency: z.string(),
  creditAmount: money.describe('what the central wallet (CNY) receives'),
  method: z.string(),
  methodId: z.number(),
  methodType: z.string(),
  depositorName: z.string().nullable(),
  coinType: z.string().nullable(),
  protocol: z.string().nullable(),
  vouchers: z.array(z.string()),
  account,
  createdAt: z.string(),
  expiresAt: z.string(),
  cancelReason: z.string().optional(),
  remark: z.string().optional(),
  rejectReason: z.string().optional(),
});

/** Deposit calls (api-contract.md "Deposit"); member paths, every order scoped to its owner. */
export async function depositRoutes(app: FastifyInstance) {
  const ctx = (req: FastifyRequest): deposit.Ctx => ({ lang: req.lang, now: app.deps.now() });

  post(app, {
    path: '/web/pay/paymentMethod/getPaymentMethod',
    summary: 'Deposit methods on offer, with limits and currency',
    tags,
    output: z.array(method),
    handler: (req) => deposit.paymentMethods(app.db, app.config, req.lang),
  });
  post(app, {
    path: '/web/pay/paymentMethod/getPaymentMethodByType',
    summary: 'Deposit methods of one type',
    tags,
    input: getPaymentMethodByTypeInput,
    suffix: 'type',
    output: z.array(method),
    handler: (req, input) => deposit.paymentMethods(app.db, app.config, req.lang, input.type),
  });
  post(app, {
    path: '/web/recharge/getRechargeAccountInfo',
    summary: 'The receiving account of a deposit method',
    tags,
    input: getRechargeAccountInfoInput,
    output: account,
    handler: (_req, input) => deposit.rechargeAccountInfo(app.db, input.methodId),
  });
  post(app, {
    path: '/web/recharge/recharge',
    summary: 'Open a deposit order (phone bound first; one open order at a time; min/max by method)',
    tags,
    input: rechargeInput,
    output: createdOrder,
    handler: (req, input) => deposit.createDeposit(app.db, req.user!.userId, input, ctx(req), { config: app.config, idempotencyKey: idempotencyKeyOf(req) }),
  });
  post(app, {
    path: '/web/recharge/getRechargeOrderInfo',
    summary: 'One of the player’s deposit orders, or (without orderNo) the open one; with remainingCancellations',
    tags,
    input: getRechargeOrderInfoInput,
    output: z.union([order.extend({ remainingCancellations: z.number() }), z.object({ order: z.null(), remainingCancellations: z.number() })]),
    handler: (req, input) => deposit.orderInfo(app.db, req.user!.userId, input.orderNo, ctx(req)),
  });
  post(app, {
    path: '/web/recharge/confirmRechargeOrder',
    summary: 'The player has paid: vouchers (own uploads) → under_review',
    tags,
    input: confirmRechargeOrderInput,
    output: order,
    handler: (req, input) => deposit.confirmOrder(app.db, req.user!.userId, input, ctx(req)),
  });
  post(app, {
    path: '/web/recharge/cancelRechargeOrder',
    summary: 'Cancel an unpaid order with a reason; spends one of today’s cancellations',
    tags,
    input: cancelRechargeOrderInput,
    output: z.object({ remainingCancellations: z.number() }),
    handler: (req, input) => deposit.cancelOrder(app.db, req.user!.userId, input, ctx(req)),
  });
}
