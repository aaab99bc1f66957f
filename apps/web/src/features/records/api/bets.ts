/**
 * Bet records (api-contract.md Member: getBetRecord, getSumBetRecord; spec.md §2 record/bet, §3 "Bet record: bet
 * count, bet amount, win/loss, valid turnover, bet time"). Amounts are decimal strings; times ISO 8601.
 */
import type { betRecordSchema, getBetRecordOutput, getSumBetRecordOutput, Infer } from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type BetRecord = Infer<typeof betRecordSchema>;
export type BetSum = Infer<typeof getSumBetRecordOutput>;

export interface BetFilter {
  platType?: string;
  /** ISO 8601 with offset. */
  startTime?: string;
  endTime?: string;
}

const defined = (filter: BetFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

export const getBetRecord = (filter: BetFilter, page: number, size: number) =>
  request<Infer<typeof getBetRecordOutput>>('POST', '/web/user/getBetRecord', { ...defined(filter), page, size });
export const getSumBetRecord = (filter: BetFilter) => request<BetSum>('POST', '/web/user/getSumBetRecord', defined(filter));

/** Under `records` so a money move (invalidateMoney) refreshes them too. */
export const betKeys = {
  list: (filter: BetFilter) => ['records', 'bets', 'list', filter] as const,
  sum: (filter: BetFilter) => ['records', 'bets', 'sum', filter] as const,
};

export function useBetSum(filter: BetFilter): UseQueryResult<BetSum> {
  return useQuery({ queryKey: betKeys.sum(filter), queryFn: () => dataOf(getSumBetRecord(filter)) });
}
