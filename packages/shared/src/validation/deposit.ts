import { z } from 'zod';
import type { ErrorKey } from '../errors.js';
import { realNameField } from './account.js';
import { pageFields } from './paging.js';

/**
 * Request schemas of the cashier's deposit half (api-contract.md "Deposit", "Operator API"),
 * shared by the server routes and the web forms. Amounts stay raw (number or string): the server
 * parses them with toMinor in the method's currency, so each refusal gets its own code.
 */

/** api-contract.md getPaymentMethod: the twelve deposit methods of spec.md §3. */
export const PAYMENT_METHOD_TYPES = [
  'bankTransfer',
  'bankCardToCard',
  'blockchain',
  'thirdParty',
  'easyPayCoin',
  'virtualCoin',
  'digitalRmb',
  'valet',
  'astroPay',
  'extremeCard',
  'extremeAlipay',
  'douyinRedPacket',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const DEPOSIT_STATUSES = ['awaiting_payment', 'under_review', 'completed', 'cancelled', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** A player has at most one order in these states (spec.md §8 "You have an order not yet verified"). */
export const OPEN_DEPOSIT_STATUSES = ['awaiting_payment', 'under_review'] as const satisfies readonly DepositStatus[];

/**
 * spec.md §4 cancel reasons: wallet risk warning, receiving card frozen or limited, cannot find bank branch, no longer want to deposit, other.
 * The one list: cancelRechargeOrder accepts exactly these, the web's cancel dialog offers them, and the system dictionary's
 * `depositCancelReason` entries carry them as values (seed 0001, migration 0008; a server test holds the two equal).
 */
export const DEPOSIT_CANCEL_REASONS = ['walletRiskWarning', 'cardFrozen', 'branchNotFound', 'noLongerWant', 'other'] as const;
export type DepositCancelReason = (typeof DEPOSIT_CANCEL_REASONS)[number];

/** USDT protocols (spec.md §5 TRC/ERC). */
export const COIN_PROTOCOLS = ['TRC20', 'ERC20'] as const;

/** At most this many voucher images per order. */
export const MAX_DEPOSIT_VOUCHERS = 5;

const keyed = (key: ErrorKey) => ({ error: key });
const amount = z.union([z.string().max(40), z.number()], keyed('invalidAmount'));
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const orderNo = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, keyed('depositOrderNotFound'));
/** Our own upload URLs only (modules/upload): /uploads/<32 hex>.png|jpg. */
export const VOUCHER_URL_RE = /^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/;
/** A list given as an array (JSON) or as comma-separated text (query string). */
const voucherList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(z.string().regex(VOUCHER_URL_RE, keyed('voucherInvalid')), keyed('voucherRequired')).max(MAX_DEPOSIT_VOUCHERS, keyed('voucherInvalid')),
);

export const getPaymentMethodByTypeInput = z.object({ type: z.enum(PAYMENT_METHOD_TYPES) });
export const getRechargeAccountInfoInput = z.object({ methodId: id });
export const rechargeInput = z.object({
  methodId: id,
  amount,
  depositorName: realNameField.optional(),
  coinType: z.string().regex(/^[A-Z]{2,10}$/, keyed('protocolInvalid')).optional(),
  protocol: z.enum(COIN_PROTOCOLS, keyed('protocolInvalid')).optional(),
});
/** Without orderNo: the player's open order, if any (the deposit screen resumes it). */
export const getRechargeOrderInfoInput = z.object({ orderNo: orderNo.optional() });
export const confirmRechargeOrderInput = z.object({ orderNo, vouchers: voucherList.default([]) });
export const cancelRechargeOrderInput = z.object({
  orderNo,
  reason: z.enum(DEPOSIT_CANCEL_REASONS),
  remark: z.string().trim().max(200).optional(),
});
/** /web/{provider}/createOrder (api-contract.md sandbox provider). */
export const providerCreateOrderInput = z.object({ methodId: id, amount });

export const adminDepositListInput = z.object({ ...pageFields, status: z.enum(DEPOSIT_STATUSES).optional() });
export const adminDepositApproveInput = z.object({ orderNo });
export const adminDepositRejectInput = z.object({ orderNo, reason: z.string().trim().min(1).max(200) });
