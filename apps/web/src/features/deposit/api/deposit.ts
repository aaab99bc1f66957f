/**
 * Deposit calls (api-contract.md "Deposit"; server: modules/deposit/routes.ts, modules/payments/routes.ts) with
 * their query hooks and cache keys. recharge and createOrder open an order, so they carry the Idempotency-Key of
 * the player's tap (a retry after a network failure opens one order, not two).
 */
import {
  ERROR_CODES,
  type cancelRechargeOrderOutput,
  type confirmRechargeOrderOutput,
  type createdOrderOutput,
  type DepositCancelReason,
  type getRechargeOrderInfoOutput,
  type Infer,
  type paymentMethodSchema,
  type rechargeAccountSchema,
} from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type PaymentMethod = Infer<typeof paymentMethodSchema>;
export type RechargeAccount = Infer<typeof rechargeAccountSchema>;
export type CreatedOrder = Infer<typeof createdOrderOutput>;
/** getRechargeOrderInfo: one order with today's remaining cancellations… */
export type DepositOrder = Extract<Infer<typeof getRechargeOrderInfoOutput>, { orderNo: string }>;
/** …or, asked without orderNo, no open order. */
export type NoOpenOrder = Exclude<Infer<typeof getRechargeOrderInfoOutput>, { orderNo: string }>;

export interface RechargeInput {
  methodId: number;
  amount: string;
  depositorName?: string;
  coinType?: string;
  protocol?: string;
}

/** Codes this feature answers itself instead of the request helper's toast (spec.md §8 prompts). */
const QUIET_CODES = [ERROR_CODES.bindPhoneFirst, ERROR_CODES.depositOrderOpen];

export const getPaymentMethod = () => request<PaymentMethod[]>('POST', '/web/pay/paymentMethod/getPaymentMethod');

export const getRechargeAccountInfo = (methodId: number) =>
  request<RechargeAccount>('POST', '/web/recharge/getRechargeAccountInfo', { methodId });

/** Offline methods: the order and the receiving account (the player pays, then uploads a voucher). */
export const recharge = (input: RechargeInput, idempotencyKey: string) =>
  request<CreatedOrder>('POST', '/web/recharge/recharge', { ...input }, {
    json: true,
    idempotencyKey,
    quietCodes: QUIET_CODES,
  });

/** Online methods: `/web/{provider}/createOrder` → the order with the provider's payUrl. */
export const createProviderOrder = (provider: string, input: { methodId: number; amount: string }, idempotencyKey: string) =>
  request<CreatedOrder>('POST', `/web/${encodeURIComponent(provider)}/createOrder`, { ...input }, {
    json: true,
    idempotencyKey,
    quietCodes: QUIET_CODES,
  });

/** One order (orderNo), or the open one (no orderNo). */
export const getRechargeOrderInfo = (orderNo?: string) =>
  request<DepositOrder | NoOpenOrder>('POST', '/web/recharge/getRechargeOrderInfo', orderNo ? { orderNo } : undefined);

export const confirmRechargeOrder = (orderNo: string, vouchers: string[]) =>
  request<Infer<typeof confirmRechargeOrderOutput>>('POST', '/web/recharge/confirmRechargeOrder', { orderNo, vouchers }, { json: true });

export const cancelRechargeOrder = (orderNo: string, reason: DepositCancelReason, remark?: string) =>
  request<Infer<typeof cancelRechargeOrderOutput>>(
    'POST',
    '/web/recharge/cancelRechargeOrder',
    { orderNo, reason, ...(remark ? { remark } : {}) },
    { json: true },
  );

export const depositKeys = {
  all: ['deposit'] as const,
  methods: ['deposit', 'methods'] as const,
  account: (methodId: number) => ['deposit', 'account', methodId] as const,
  openOrder: ['deposit', 'order', 'open'] as const,
  order: (orderNo: string) => ['deposit', 'order', orderNo] as const,
};

export const isOrder = (value: DepositOrder | NoOpenOrder | undefined): value is DepositOrder =>
  Boolean(value && 'orderNo' in value);

export function usePaymentMethods(): UseQueryResult<PaymentMethod[]> {
  return useQuery({ queryKey: depositKeys.methods, queryFn: () => dataOf(getPaymentMethod()) });
}

export function useRechargeAccount(methodId: number | undefined): UseQueryResult<RechargeAccount> {
  return useQuery({
    queryKey: depositKeys.account(methodId ?? 0),
    queryFn: () => dataOf(getRechargeAccountInfo(methodId!)),
    enabled: methodId !== undefined,
  });
}

/** The open order, if any: the deposit screen resumes it instead of opening a second one (spec.md §8). */
export function useOpenOrder(): UseQueryResult<DepositOrder | NoOpenOrder> {
  return useQuery({ queryKey: depositKeys.openOrder, queryFn: () => dataOf(getRechargeOrderInfo()), staleTime: 0 });
}

/** One order; `pollMs` refetches it while the screen waits for a payment or a review. */
export function useDepositOrder(orderNo: string, pollMs?: number | false): UseQueryResult<DepositOrder> {
  return useQuery({
    queryKey: depositKeys.order(orderNo),
    queryFn: async () => {
      const data = await dataOf(getRechargeOrderInfo(orderNo));
      if (!isOrder(data)) throw new Error('no order');
      return data;
    },
    enabled: orderNo !== '',
    staleTime: 0,
    refetchInterval: pollMs ?? false,
  });
}
