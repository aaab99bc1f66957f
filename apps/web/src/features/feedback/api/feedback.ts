/**
 * Feedback calls (api-contract-wave2.md "Feedback"; spec.md §2 /pages/feedback/*): save, list, info, delete, the
 * feedbackType dictionary (type names in the player's language) and the player's orders of the last 7 days (the
 * transaction records, the only orders a feedback may link: docs/decisions.md "Feedback").
 */
import {
  FEEDBACK_ORDER_DAYS,
  type feedbackInfoOutput,
  type feedbackItemSchema,
  type feedbackListOutput,
  type getSysDictionaryOutput,
  type Infer,
  type queryTransactionRecordListOutput,
  type saveFeedbackOutput,
} from '@app/shared';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import i18next from 'i18next';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

export type FeedbackItem = Infer<typeof feedbackItemSchema>;
export type FeedbackInfo = Infer<typeof feedbackInfoOutput>;
export type FeedbackOrder = Infer<typeof queryTransactionRecordListOutput>['list'][number];

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: ['feedback', 'list'] as const,
  info: (id: number) => ['feedback', 'info', id] as const,
  types: (lang: string) => ['feedback', 'types', lang] as const,
  orders: ['feedback', 'orders'] as const,
};

export const saveFeedback = (body: { type: string; orderNo?: string; content: string; images: string[] }) =>
  request<Infer<typeof saveFeedbackOutput>>('POST', '/web/feedback/save', body, { json: true });
export const feedbackList = (page: number, size: number) =>
  request<Infer<typeof feedbackListOutput>>('POST', '/web/feedback/list', { page, size });
export const feedbackInfo = (id: number) => request<FeedbackInfo>('POST', '/web/feedback/info', { id });
export const deleteFeedback = (id: number) => request<null>('POST', '/web/feedback/delete', { id });

/** The type names of the feedbackType dictionary, in the current language, by key. */
export function useFeedbackTypes(): UseQueryResult<Map<string, string>> {
  const lang = i18next.language;
  return useQuery({
    queryKey: feedbackKeys.types(lang),
    queryFn: async () => {
      const rows = await dataOf(
        request<Infer<typeof getSysDictionaryOutput>>('POST', '/web/common/sysDictionary/getSysDictionary', { type: 'feedbackType' }),
      );
      return new Map([...rows].sort((a, b) => a.sort - b.sort).map((d) => [d.key, d.label]));
    },
    staleTime: 10 * 60_000,
  });
}

/** The player's orders a feedback may link: transaction records of the last FEEDBACK_ORDER_DAYS days, newest first. */
export function useRecentOrders(): UseQueryResult<FeedbackOrder[]> {
  return useQuery({
    queryKey: feedbackKeys.orders,
    queryFn: async () => {
      const since = new Date(Date.now() - FEEDBACK_ORDER_DAYS * 24 * 3600_000).toISOString();
      const page = await dataOf(
        request<Infer<typeof queryTransactionRecordListOutput>>('POST', '/web/transactionRecord/queryTransactionRecordList', {
          startTime: since,
          page: 1,
          size: 100,
        }),
      );
      return page.list;
    },
  });
}

export function useFeedbackInfo(id: number): UseQueryResult<FeedbackInfo> {
  return useQuery({ queryKey: feedbackKeys.info(id), queryFn: () => dataOf(feedbackInfo(id)), enabled: id > 0 });
}

/** After a save or a delete: the list and the details read again. */
export function useInvalidateFeedback(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: feedbackKeys.all });
}
