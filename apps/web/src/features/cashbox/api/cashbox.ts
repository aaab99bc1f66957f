/**
 * Cashbox calls (api-contract-wave2.md "Cashbox"; issue 16): the terms, the player's cashbox, the income history,
 * an estimate and the switch. Keys live under `wallet`, so invalidateMoney (api/wallet.ts), called after a switch,
 * refreshes the cashbox together with the balances.
 */
import { readAmountText } from '@app/shared';
import type {
  getCashboxIncomeListOutput,
  getCashboxIncomeOutput,
  getCashboxInfoOutput,
  Infer,
  queryBusCashboxConfigOutput,
  switchToCashboxOutput,
} from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';
import { LIVE_MONEY } from '../../../api/wallet';

export type CashboxConfig = Infer<typeof queryBusCashboxConfigOutput>;
export type CashboxInfo = Infer<typeof getCashboxInfoOutput>;
export type CashboxIncomeDay = Infer<typeof getCashboxIncomeListOutput>[number];
export type CashboxSwitched = Infer<typeof switchToCashboxOutput>;
export type CashboxDirection = 'in' | 'out';

/** Days of the income chart. */
export const CHART_DAYS = 7;

export const queryBusCashboxConfig = () => request<CashboxConfig>('POST', '/web/guest/user/queryBusCashboxConfig');
export const getCashboxInfo = () => request<CashboxInfo>('POST', '/web/user/getCashboxInfo');
export const getCashboxIncomeList = (days: number) => request<CashboxIncomeDay[]>('POST', '/web/user/getCashboxIncomeList', { days });
export const getCashboxIncome = (amount: string, days: number) =>
  request<Infer<typeof getCashboxIncomeOutput>>('POST', '/web/guest/user/getCashboxIncome', { amount, days });
/** A money call: one fresh Idempotency-Key per tap (newIdempotencyKey), so a retry of that tap moves money once. */
export const switchToCashbox = (direction: CashboxDirection, amount: string, idempotencyKey: string) =>
  request<CashboxSwitched>('POST', '/web/cashbox/switchToCashbox', { direction, amount }, { idempotencyKey });

export const cashboxKeys = {
  config: ['cashbox', 'config'] as const,
  info: ['wallet', 'cashbox', 'info'] as const,
  income: (days: number) => ['wallet', 'cashbox', 'income', days] as const,
  estimate: (amount: string, days: number) => ['cashbox', 'estimate', amount, days] as const,
};

export function useCashboxConfig(): UseQueryResult<CashboxConfig> {
  return useQuery({ queryKey: cashboxKeys.config, queryFn: () => dataOf(queryBusCashboxConfig()) });
}

export function useCashboxInfo(): UseQueryResult<CashboxInfo> {
  return useQuery({ queryKey: cashboxKeys.info, queryFn: () => dataOf(getCashboxInfo()), ...LIVE_MONEY });
}

export function useCashboxIncomeList(days = CHART_DAYS): UseQueryResult<CashboxIncomeDay[]> {
  return useQuery({ queryKey: cashboxKeys.income(days), queryFn: () => dataOf(getCashboxIncomeList(days)) });
}

/**
 * What `amount` would earn in `days` days, asked only for an amount that can be sent (readAmountText): "30." while
 * typing asks nothing (issue 24: it used to ask and toast the refusal).
 */
export function useCashboxEstimate(amount: string, days: number): UseQueryResult<string> {
  return useQuery({
    queryKey: cashboxKeys.estimate(amount, days),
    queryFn: async () => (await dataOf(getCashboxIncome(amount, days))).income,
    enabled: readAmountText(amount).problem === null,
  });
}
