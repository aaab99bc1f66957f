/**
 * Withdrawals (api-contract.md "Withdraw"; spec.md §4, §5, §9): methods with their bounds and availability, the
 * reservation slots with today's quota and the turnover still required, whether instant is offered, and the
 * request itself (a money call: it carries the Idempotency-Key of the player's tap).
 */
import type { WithdrawMethod, WithdrawSlot, WithdrawStatus } from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';
import { payoutKeys } from './accounts';

export interface WithdrawMethodInfo {
  type: WithdrawMethod;
  name: string;
  minAmount: string;
  maxAmount: string;
  available: boolean;
  /** A code the screen translates. */
  reason?: 'firstWithdrawalRequired' | 'noAccount';
}

export interface WithdrawExtraRule {
  slots: { slot: WithdrawSlot; extraRate: string }[];
  todayCount: number;
  todayCountLimit: number;
  todayAmountLimit: string;
  todayRemaining: string;
  turnoverRemaining: string;
}

export interface WithdrawRequest {
  method: WithdrawMethod;
  accountId: number;
  amount: string;
  withdrawPassword: string;
  type: 'instant' | 'reservation';
  slot?: WithdrawSlot;
}

export const getWithdrawMethod = () => request<WithdrawMethodInfo[]>('POST', '/web/withdraw/withdrawMethod/getWithdrawMethod');
export const getWithdrawExtraRule = () => request<WithdrawExtraRule>('POST', '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule');
export const checkIsQuickWithdraw = () => request<{ instant: boolean }>('POST', '/web/withdraw/checkIsQuickWithdraw');
/** The password travels in a JSON body, never in the query string (design.md §4). */
export const withdraw = (input: WithdrawRequest, idempotencyKey: string) =>
  request<{ orderNo: string; status: WithdrawStatus }>('POST', '/web/withdraw/withdraw', { ...input }, { json: true, idempotencyKey });

export const withdrawKeys = {
  methods: [...payoutKeys.accounts, 'withdrawMethods'] as const,
  rule: ['payout', 'withdrawRule'] as const,
  quick: ['payout', 'quick'] as const,
};

export function useWithdrawMethods(): UseQueryResult<WithdrawMethodInfo[]> {
  // staleTime 0: availability changes with binds and paid withdrawals, and the screen must show it as it is now.
  return useQuery({ queryKey: withdrawKeys.methods, queryFn: () => dataOf(getWithdrawMethod()), staleTime: 0 });
}
export function useWithdrawRule(): UseQueryResult<WithdrawExtraRule> {
  // staleTime 0: today's count and amount change with every withdrawal (also from another device).
  return useQuery({ queryKey: withdrawKeys.rule, queryFn: () => dataOf(getWithdrawExtraRule()), staleTime: 0 });
}
export function useQuickWithdraw(): UseQueryResult<{ instant: boolean }> {
  return useQuery({ queryKey: withdrawKeys.quick, queryFn: () => dataOf(checkIsQuickWithdraw()) });
}
