/**
 * The conversation screen's live state: one ChatClient for the screen's life (started on mount, stopped on leave),
 * woken at once when the browser comes back online or the page becomes visible, and seeded with the newest page of
 * the history over HTTP (older pages on demand). Messages are kept once each by id, so the socket's replay and the
 * history may overlap freely.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { getItem } from '../../../storage';
import { chatHistory, chatSocketUrl, chatState } from '../api/chat';
import { ChatClient, type ChatState } from '../client';

export const HISTORY_PAGE = 30;

export interface UseChat {
  state: ChatState;
  client: ChatClient;
  /** More history exists before the oldest message held. */
  hasEarlier: boolean;
  loadEarlier: () => Promise<void>;
  /** Reads the newest history page again (after the offline form made the first message over HTTP). */
  reload: () => Promise<void>;
}

export function useChat(createSocket?: ConstructorParameters<typeof ChatClient>[0]['createSocket']): UseChat {
  const [client] = useState(
    () =>
      new ChatClient({
        url: chatSocketUrl(),
        token: () => getItem('token'),
        ...(createSocket ? { createSocket } : {}),
        // The session is gone: an ordinary call gets the 401 and the request helper ends the session as everywhere.
        onRefused: () => void chatState(false).catch(() => undefined),
      }),
  );
  const state = useSyncExternalStore(client.subscribe, client.getState);
  const [page, setPage] = useState(0);
  const [total, setTotal] = useState(0);

  const loadPage = useCallback(
    async (next: number) => {
      const envelope = await chatHistory(next, HISTORY_PAGE);
      if (envelope.code !== 0) return;
      setTotal(envelope.data.total);
      setPage(next);
      client.addHistory(envelope.data.list);
    },
    [client],
  );

  useEffect(() => {
    client.start();
    void loadPage(1).catch(() => undefined);
    const wake = (): void => {
      if (document.visibilityState === 'visible') client.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
      client.stop();
    };
  }, [client, loadPage]);

  return {
    state,
    client,
    hasEarlier: page > 0 && page * HISTORY_PAGE < total,
    loadEarlier: () => loadPage(page + 1).catch(() => undefined),
    reload: () => loadPage(1).catch(() => undefined),
  };
}
