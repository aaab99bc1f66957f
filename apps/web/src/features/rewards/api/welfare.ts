/**
 * Welfare-centre calls (api-contract-wave2.md "Welfare centre"; spec.md §3 "Reward statuses", §4 validity): the
 * paged items, the totals and the claim. Keys live under `records`, so invalidateMoney (api/wallet.ts) — called
 * after a claim — refreshes the list and the totals together with the balances.
 */
import type {
  Infer,
  queryWelfareCenterListOutput,
  queryWelfareCenterTotalOutput,
  receiveWelfareOutput,
  welfareItemSchema,
  WelfareStatus,
} from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type WelfareItem = Infer<typeof welfareItemSchema>;
export type WelfareTotal = Infer<typeof queryWelfareCenterTotalOutput>;
export type ReceivedWelfare = Infer<typeof receiveWelfareOutput>;

export const queryWelfareCenterList = (status: WelfareStatus | undefined, page: number, size: number) =>
  request<Infer<typeof queryWelfareCenterListOutput>>('POST', '/web/welfareCenter/queryWelfareCenterList', {
    ...(status ? { status } : {}),
    page,
    size,
  });
export const queryWelfareCenterTotal = () => request<WelfareTotal>('POST', '/web/welfareCenter/queryWelfareCenterTotal');
export const receiveWelfare = (id: number) => request<ReceivedWelfare>('POST', '/web/welfareCenter/receiveWelfare', { id });

export const welfareKeys = {
  all: ['records', 'welfare'] as const,
  list: (screen: 'centre' | 'records', status: WelfareStatus | 'all') => ['records', 'welfare', 'list', screen, status] as const,
  total: ['records', 'welfare', 'total'] as const,
};

export function useWelfareTotal(): UseQueryResult<WelfareTotal> {
  return useQuery({ queryKey: welfareKeys.total, queryFn: () => dataOf(queryWelfareCenterTotal()) });
}
