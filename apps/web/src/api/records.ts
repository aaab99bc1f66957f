/**
 * Transaction records (api-contract.md Records; spec.md §2 "transaction records (last 30 days)"). The server keeps
 * the 30-day window itself (spec.md §9); the list is paged with design.md §4's `{ page, size }`.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Infer, queryTransactionRecordListOutput, transactionRecordSchema, TransactionType } from '@app/shared';
import { dataOf } from './query';
import { request } from './request';

export type TransactionRecord = Infer<typeof transactionRecordSchema>;

export const queryTransactionRecordList = (query: { type?: TransactionType; page: number; size: number }) =>
  request<Infer<typeof queryTransactionRecordListOutput>>('POST', '/web/transactionRecord/queryTransactionRecordList', {
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
