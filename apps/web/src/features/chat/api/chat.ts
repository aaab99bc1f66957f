/**
 * The player's chat calls over HTTP (docs/chat-protocol.md "HTTP"): the state for the customer-service tab (no
 * socket needed there), older pages of the history, and the offline form. Live traffic goes through the socket.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { assetUrl, request } from '../../../api/request';
import { useSession } from '../../../stores/session';
import type { chatHistoryOutput, chatSendOutput, Infer } from '@app/shared';
import type { ChatServerState } from '../protocol';

export const chatKeys = {
  state: (token: string | null) => ['chat', 'state', token] as const,
};

export const chatState = (silent = true) => request<ChatServerState>('POST', '/web/chat/state', undefined, { silent });
export const chatHistory = (page: number, size: number) =>
  request<Infer<typeof chatHistoryOutput>>('POST', '/web/chat/history', { page, size });
export const chatOffline = (body: { contact: string; question: string }) =>
  request<Infer<typeof chatSendOutput>>('POST', '/web/chat/offline', body, { json: true });

/** On duty, conversation status and unread replies, for the tab page; members only. */
export function useChatState(): UseQueryResult<ChatServerState> & { member: boolean } {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: chatKeys.state(token),
    queryFn: () => dataOf(chatState()),
    enabled: token !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return Object.assign(query, { member: token !== null });
}

/** ws(s):// URL of the player socket, beside the API (same origin when VITE_API_BASE is empty). */
export function chatSocketUrl(): string {
  const url = new URL(assetUrl('/web/chat/socket'), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
