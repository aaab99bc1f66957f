/**
 * The unread-message count (api-contract-wave2.md "Messages" getUnReadMessageCount; issue 17): the badge on the My
 * tab and on home's bell (both in the shell's first load) and the per-tab counts of the message centre. Kept apart
 * from features/messages so the shell imports this small file, never the message screens (home JavaScript budget).
 * Members only: without a session there is no call and no count.
 */
import type { getUnReadMessageCountOutput, Infer, MessageCategory } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../stores/session';
import { dataOf } from './query';
import { request } from './request';

export type UnreadCount = Infer<typeof getUnReadMessageCountOutput>;

/** Every message cache lives under `messages`: reading, reading all and deleting invalidate it whole. */
export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: (category: MessageCategory) => ['messages', 'list', category] as const,
  detail: (id: number) => ['messages', 'detail', id] as const,
};

// A background read: whatever it answers, no toast (a failure only leaves the badge out).
export const getUnReadMessageCount = () => request<UnreadCount>('POST', '/web/message/getUnReadMessageCount', undefined, { silent: true });

/**
 * The signed-in player's unread counts; refetched whenever a screen showing them opens and whenever the app comes
 * back to the foreground (as balances are: messages arrive from operators and from deposits or withdrawals).
 * The token is part of the key, so another player signing in never sees the previous one's count.
 */
export function useUnreadMessages(): UnreadCount | undefined {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: [...messageKeys.unread, token],
    queryFn: () => dataOf(getUnReadMessageCount()),
    enabled: token !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  return token === null ? undefined : query.data;
}

/** The text of a count badge: nothing at 0, "99+" above 99. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
