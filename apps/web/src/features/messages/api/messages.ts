/**
 * Message-centre calls (api-contract-wave2.md "Messages"; spec.md §2 message centre, §3 "Message: category, read
 * state"): the paged list of a category, one message, reading it, reading a whole category, deleting one. The keys
 * and the unread count are api/unread-messages.ts (the shell's badges use them too); everything a change here
 * touches is under `messages`, invalidated by refreshMessages.
 */
import type { getMessageOutput, Infer, messageItemSchema, messageListOutput, MessageCategory } from '@app/shared';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';
import { messageKeys } from '../../../api/unread-messages';

export type MessageItem = Infer<typeof messageItemSchema>;
export type Message = Infer<typeof getMessageOutput>;

const BASE = '/web/message';

export const listMessages = (category: MessageCategory, page: number, size: number) =>
  request<Infer<typeof messageListOutput>>('POST', `${BASE}/list`, { category, page, size });
export const getMessage = (id: number) => request<Message>('POST', `${BASE}/getMessage`, { id });
export const doReadMessage = (id: number) => request<null>('POST', `${BASE}/doReadMessage`, { id });
export const modifyReadAllMessage = (category: MessageCategory) => request<null>('POST', `${BASE}/modifyReadAllMessage`, { category });
export const deleteMessage = (id: number) => request<null>('POST', `${BASE}/deleteMessage`, { id });

/** After a read, a read-all or a delete: the lists and the counts (badges, tabs) refetch; an open message stays. */
export function refreshMessages(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
}

export function useMessage(id: number): UseQueryResult<Message> {
  return useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: () => dataOf(getMessage(id)),
    enabled: id > 0,
    retry: false,
  });
}
