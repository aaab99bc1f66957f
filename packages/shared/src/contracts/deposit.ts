import { z } from 'zod';
import { DEPOSIT_CANCEL_REASONS, DEPOSIT_STATUSES, PAYMENT_METHOD_TYPES } from '../validation/deposit.js';
import { isoTime, moneyString } from './common.js';

/** Answers of the deposit calls (api-contract.md Deposit; server modules/deposit, modules/payments). */

const currency = z.enum(['CNY', 'USDT']);
const depositStatus = z.enum(DEPOSIT_STATUSES);

export const paymentMethodSchema = z.object({
  id: z.number(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string(),
  currency,
  minAmount: moneyString,
  maxAmount: moneyString,
  needVoucher: z.boolean(),
  needDepositorName: z.boolean(),
  provider: z.string().optional().describe('the online payment provider behind the method, e.g. sandbox'),
  protocols: z.array(z.string()).optional(),
  coinTypes: z.array(z.string()).optional(),
  exchangeRate: z.string().optional().describe('CNY credited per unit of a virtual-currency deposit'),
});
/** getPaymentMethod and getPaymentMethodByType. */
export const getPaymentMethodOutput = z.array(paymentMethodSchema);

/** The receiving account of a method (getRechargeAccountInfo, and inside orders). */
export const rechargeAccountSchema = z.object({
  bankName: z.string().optional(),
  accountName: z.string().optional(),
  accountNo: z.string().optional(),
  branch: z.string().optional(),
  address: z.string().optional(),
  protocol: z.string().optional(),
  qrImage: z.string().optional(),
});
export const getRechargeAccountInfoOutput = rechargeAccountSchema;

/** recharge and /web/{provider}/createOrder: the new order (online methods add the provider's payUrl). */
export const createdOrderOutput = z.object({
  orderNo: z.string(),
  status: depositStatus,
  amount: moneyString,
  currency,
  expiresAt: isoTime,
  account: rechargeAccountSchema,
  payUrl: z.string().optional(),
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  status: depositStatus,
  amount: moneyString,
  currency,
  creditAmount: moneyString.describe('what the central wallet (CNY) receives'),
  method: z.string(),
  methodId: z.number(),
  methodType: z.enum(PAYMENT_METHOD_TYPES),
  depositorName: z.string().nullable(),
  coinType: z.string().nullable(),
  protocol: z.string().nullable(),
  vouchers: z.array(z.string()),
  account: rechargeAccountSchema,
  createdAt: isoTime,
  expiresAt: isoTime,
  cancelReason: z.enum(DEPOSIT_CANCEL_REASONS).optional(),
  remark: z.string().optional(),
  rejectReason: z.string().optional(),
});
export const confirmRechargeOrderOutput = depositOrderSchema;
/** One order with today's remaining cancellations, or (no orderNo asked and none open) `order: null`. */
export const getRechargeOrderInfoOutput = z.union([
  depositOrderSchema.extend({ remainingCancellations: z.number() }),
  z.object({ order: z.null(), remainingCancellations: z.number() }),
]);
export const cancelRechargeOrderOutput = z.object({ remainingCancellations: z.number() });
