/**
 * Transaction records (api-contract.md Records; spec.md §2 "transaction records (last 30 days)"). The server keeps
 * the 30-day window itself (spec.md §9); the list is paged with design.md §4's `{ page, size }`.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TransactionType } from '@app/shared';
import type { PageOf } from './guest-index';
import { dataOf } from './query';
import { request } from './request';

export interface TransactionRecord {
  orderNo: string;
  type: TransactionType;
  /** Transfer: `central→house_live`; adjust: the operator's reason. */
  mode: string;
  /** Signed decimal string: negative when money left the central wallet. */
  amount: string;
  currency?: string;
  status: 'pending' | 'success' | 'failed';
  /** ISO 8601. */
  time: string;
}

export const queryTransactionRecordList = (query: { type?: TransactionType; page: number; size: number }) =>
  request<PageOf<TransactionRecord>>('POST', '/web/transactionRecord/queryTransactionRecordList', {
    ...(query.type ? { type: query.type } : {}),
    page: query.page,
    size: query.size,
  });

export const getTransactionRecordInfo = (orderNo: string) =>
  request<TransactionRecord>('POST', '/web/transactionRecord/getTransactionRecordInfo', { orderNo });

export const recordKeys = {
  all: ['records'] as const,
  list: (type: TransactionType | 'all') => ['records', 'list', type] as const,
  info: (orderNo: string) => ['records', 'info', orderNo] as const,
};

export function useTransactionRecord(orderNo: string): UseQueryResult<TransactionRecord> {
  return useQuery({
    queryKey: recordKeys.info(orderNo),
    queryFn: () => dataOf(getTransactionRecordInfo(orderNo)),
    enabled: orderNo !== '',
    retry: false,
  });
}
