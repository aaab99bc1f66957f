import type { ChatMessage } from '@app/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { Toast } from '../../components/overlays';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { stubApi, type ApiCall } from '../../test/app';
import { userInfo } from '../../test/fixtures';
import { renderAppAt } from '../../test/render-app';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('chat');
});

/** The browser's WebSocket as the screen sees it; the test plays the server. */
class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  serve(frame: unknown): void {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  open(onDuty: boolean): void {
    act(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
    this.serve({ type: 'ready', conversationId: onDuty ? 9 : null, status: onDuty ? 'assigned' : null, onDuty, operatorName: 'Amy' });
  }
}
const socket = (): FakeWebSocket => FakeWebSocket.all.at(-1)!;

const message = (id: number, from: ChatMessage['from'], text: string, read = false): ChatMessage => ({
  id,
  from,
  text,
  image: null,
  at: new Date(Date.UTC(2026, 10, 24, 8, 0, id)).toISOString(),
  read,
});

let history: ChatMessage[];
let calls: ApiCall[];
let onDuty: boolean;

beforeEach(() => {
  localStorage.clear();
  FakeWebSocket.all = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  history = [];
  onDuty = true;
  calls = stubApi({
    '/web/user/getUserInfo': () => ({ userInfo: userInfo() }),
    '/web/chat/state': () => ({ conversationId: history.length ? 9 : null, status: history.length ? 'assigned' : null, onDuty, operatorName: null, unread: 2 }),
    '/web/chat/history': (call) => {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      const newestFirst = [...history].reverse();
      return { list: newestFirst.slice((page - 1) * size, page * size), total: history.length, page, size };
    },
    '/web/chat/offline': (call) => {
      const { contact, question } = call.body as { contact: string; question: string };
      history.push(message(1, 'player', `Contact: ${contact}\nQuestion: ${question}`));
      return { id: 1, at: history[0]!.at };
    },
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, userInfo: null, endedAt: null });
  document.body.innerHTML = '';
});

const signIn = (): void => useSession.getState().signIn('tok', userInfo());
const texts = (): string[] => [...screen.getByTestId('chat-list').querySelectorAll('.chat-text')].map((e) => e.textContent ?? '');

describe('customer service', () => {
  it('the tab shows who is on duty and unread replies; a guest asking for the chat is asked to log in', async () => {
    await renderAppAt(i18next, PATHS.connect);
    await screen.findByTestId('connect-page');
    expect(screen.queryByTestId('connect-duty')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/web/chat/'))).toBe(false);
    fireEvent.click(screen.getByTestId('connect-chat'));
    expect(await screen.findByText('This function is for registered users only')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByText('This function is for registered users only')).toBeNull());
    cleanup();

    signIn();
    await renderAppAt(i18next, PATHS.connect);
    expect((await screen.findByTestId('connect-duty')).textContent).toBe('Agents online');
    fireEvent.click(screen.getByTestId('connect-chat'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.contacting}`));
  });

  it('a guest opening the chat by URL lands on home with the members-only modal, and no socket is opened', async () => {
    await renderAppAt(i18next, PATHS.contacting);
    expect(await screen.findByText('This function is for registered users only')).toBeTruthy();
    expect(FakeWebSocket.all).toHaveLength(0);
    fireEvent.click(screen.getByText('Cancel'));
  });

  it('chats: history and live messages in order once each, typing, read marks, and resume after a drop', async () => {
    history = [message(1, 'player', 'Hi', true), message(2, 'operator', 'Hello, how can I help?')];
    signIn();
    await renderAppAt(i18next, PATHS.contacting);
    await waitFor(() => expect(texts()).toEqual(['Hi', 'Hello, how can I help?']));
    // The token goes in the first frame, never in the URL.
    expect(socket().url).toMatch(/^ws:\/\/.*\/web\/chat\/socket$/);
    socket().open(true);
    expect(socket().sent[0]).toEqual({ type: 'hello', token: 'tok', after: 2 });
    // What the player sees is read.
    expect(socket().sent).toContainEqual({ type: 'read', upTo: 2 });

    fireEvent.change(within(screen.getByTestId('chat-composer')).getByRole('textbox'), { target: { value: 'My deposit is late' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const send = socket().sent.find((f) => f.type === 'send')!;
    expect(send).toMatchObject({ text: 'My deposit is late' });
    expect(screen.getAllByTestId('chat-mark').at(-1)!.dataset.delivery).toBe('sending');

    // The connection drops before the echo: the client reconnects, resumes after 2 and resends the same clientId.
    act(() => socket().close());
    expect(await screen.findByTestId('chat-reconnecting')).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(2));
    socket().open(true);
    expect(socket().sent[0]).toEqual({ type: 'hello', token: 'tok', after: 2 });
    expect(socket().sent.filter((f) => f.type === 'send')).toEqual([send]);
    socket().serve({ type: 'message', message: message(3, 'player', 'My deposit is late'), clientId: send.clientId });
    socket().serve({ type: 'message', message: message(3, 'player', 'My deposit is late'), clientId: send.clientId });
    socket().serve({ type: 'typing', from: 'operator' });
    expect(screen.getByTestId('chat-typing').textContent).toBe('Amy is typing…');
    socket().serve({ type: 'message', message: message(4, 'operator', 'Let me check') });
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    expect(texts()).toEqual(['Hi', 'Hello, how can I help?', 'My deposit is late', 'Let me check']);
    const marks = (): (string | undefined)[] => screen.getAllByTestId('chat-mark').map((m) => m.dataset.delivery);
    expect(marks()).toEqual(['read', 'sent']);
    socket().serve({ type: 'read', from: 'operator', upTo: 3 });
    expect(marks()).toEqual(['read', 'read']);
  }, 15_000);

  it('with nobody on duty and nothing written, shows the offline form; sent, it becomes the conversation', async () => {
    onDuty = false;
    signIn();
    await renderAppAt(i18next, PATHS.contacting);
    // The screen opens its socket once its lazy module has loaded and the state has answered, not at render.
    await waitFor(() => expect(FakeWebSocket.all).toHaveLength(1));
    socket().open(false);
    expect(await screen.findByTestId('chat-offline')).toBeTruthy();
    // The form says it itself: no banner repeating it, no composer.
    expect(screen.queryByTestId('chat-off-duty')).toBeNull();
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    const toast = vi.spyOn(Toast, 'show');
    fireEvent.click(screen.getByTestId('chat-offline-submit'));
    expect(toast).toHaveBeenCalledWith({ content: 'Please fill in your contact and your question' });
    fireEvent.change(within(screen.getByTestId('chat-offline-contact')).getByRole('textbox'), { target: { value: 'amy@example.com' } });
    fireEvent.change(within(screen.getByTestId('chat-offline-question')).getByRole('textbox'), { target: { value: 'Where is my withdrawal?' } });
    fireEvent.click(screen.getByTestId('chat-offline-submit'));
    await waitFor(() => expect(screen.queryByTestId('chat-offline')).toBeNull());
    expect(calls.find((c) => c.path === '/web/chat/offline')!.body).toEqual({ contact: 'amy@example.com', question: 'Where is my withdrawal?' });
    expect(texts()).toEqual(['Contact: amy@example.com\nQuestion: Where is my withdrawal?']);
    // The player may still add to it while waiting.
    expect(screen.getByTestId('chat-composer')).toBeTruthy();
    expect(screen.getByTestId('chat-off-duty')).toBeTruthy();
  }, 15_000);
});
