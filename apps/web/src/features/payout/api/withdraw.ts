/**
 * Withdrawals (api-contract.md "Withdraw"; spec.md §4, §5, §9): methods with their bounds and availability, the
 * reservation slots with today's quota and the turnover still required, whether instant is offered, and the
 * request itself (a money call: it carries the Idempotency-Key of the player's tap).
 */
import type {
  checkIsQuickWithdrawOutput,
  getWithdrawExtraRuleOutput,
  Infer,
  withdrawMethodSchema,
  WithdrawMethod,
  withdrawOutput,
  WithdrawSlot,
} from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';
import { payoutKeys } from './accounts';

/** `reason` is a code the screen translates. */
export type WithdrawMethodInfo = Infer<typeof withdrawMethodSchema>;
export type WithdrawExtraRule = Infer<typeof getWithdrawExtraRuleOutput>;

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
export const checkIsQuickWithdraw = () => request<Infer<typeof checkIsQuickWithdrawOutput>>('POST', '/web/withdraw/checkIsQuickWithdraw');
/** The password travels in a JSON body, never in the query string (design.md §4). */
export const withdraw = (input: WithdrawRequest, idempotencyKey: string) =>
  request<Infer<typeof withdrawOutput>>('POST', '/web/withdraw/withdraw', { ...input }, { json: true, idempotencyKey });

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
export function useQuickWithdraw(): UseQueryResult<Infer<typeof checkIsQuickWithdrawOutput>> {
  return useQuery({ queryKey: withdrawKeys.quick, queryFn: () => dataOf(checkIsQuickWithdraw()) });
}
