/** The chat desk (issue 17): queue, conversation with history, canned reply, send, live news over the operator socket. */
import { adminChatConversationsOutput, chatHistoryOutput, chatServerFrame } from '@app/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import type { ChatConversationItem, ChatMessageItem } from '../api/types';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import ChatPage from './ChatPage';

/** A stand-in for the browser's WebSocket: records what the page sends; the test pushes server frames. */
class FakeSocket {
  static last: FakeSocket | null = null;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {}
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(chatServerFrame.parse(frame)) });
  }
}

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const conv = (over: Partial<ChatConversationItem> = {}): ChatConversationItem => ({
  conversationId: 5,
  username: 'player5',
  lastText: 'where is my deposit',
  lastAt: '2026-11-20T08:00:00.000Z',
  unread: 1,
  status: 'queued',
  assignedTo: null,
  ...over,
});
const msg = (id: number, from: ChatMessageItem['from'], text: string): ChatMessageItem => ({ id, from, text, image: null, at: '2026-11-20T08:00:00.000Z', read: false });

function stub() {
  let messages = [msg(11, 'player', 'where is my deposit')];
  const calls = stubApi({
    me: meAs('support'),
    'chat/conversations': (body) => ok(adminChatConversationsOutput.parse({ list: [conv()], total: 1, page: body.page, size: body.size })),
    'chat/history': (body) => ok(chatHistoryOutput.parse({ list: [...messages].reverse(), total: messages.length, page: body.page, size: body.size })),
    'chat/duty/get': ok({ onDuty: false, operatorsOnDuty: 0 }),
    'chat/duty': (body) => ok({ onDuty: body.onDuty, operatorsOnDuty: body.onDuty ? 1 : 0 }),
    'chat/canned/list': ok([{ id: 1, title: 'Greeting', text: 'Hello, how can I help?', sort: 0 }]),
    'chat/read': ok(null),
    'chat/canned/save': (body) => ok({ id: 2, title: body.title, text: body.text, sort: body.sort }),
    'chat/reply': (body) => {
      messages = [...messages, msg(12, 'operator', String(body.text))];
      return ok({ id: 12, at: '2026-11-20T08:01:00.000Z' });
    },
  });
  return { calls, addMessage: (m: ChatMessageItem) => (messages = [...messages, m]) };
}

describe('chat page', () => {
  it('queue → conversation; the canned reply fills the box and is sent; the socket says hello and its news refreshes', async () => {
    sessionStorage.setItem('token', 'op-token');
    const { calls, addMessage } = stub();
    renderRoutes([{ path: '/chat', element: <ChatPage /> }], '/chat');
    fireEvent.click(await screen.findByTestId('chat-conv-5', {}, SLOW));
    const box = await screen.findByTestId('chat-messages', {}, SLOW);
    await within(box).findByText('where is my deposit', {}, SLOW);
    expect(calls.find((c) => c.url.endsWith('chat/conversations'))!.body).toEqual({ status: 'queued', page: 1, size: 100 });
    // Unread player messages are marked read up to the newest shown.
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('chat/read'))?.body).toEqual({ conversationId: 5, upTo: 11 }));

    fireEvent.mouseDown(within(screen.getByTestId('chat-canned')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Greeting'));
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('Hello, how can I help?');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('chat/reply'))?.body).toMatchObject({ conversationId: 5, text: 'Hello, how can I help?' }));
    await within(box).findByText('Hello, how can I help?', {}, SLOW);

    // Live: hello with the token; a ready frame turns the page live; a message frame re-reads the conversation; typing shows.
    const socket = FakeSocket.last!;
    await waitFor(() => expect(socket.sent[0]).toMatchObject({ type: 'hello' }));
    act(() => socket.push({ type: 'ready', conversationId: null, status: null, onDuty: true }));
    await screen.findByText('Live');
    addMessage(msg(13, 'player', 'thanks!'));
    act(() => socket.push({ type: 'message', conversationId: 5, message: msg(13, 'player', 'thanks!') }));
    await within(box).findByText('thanks!', {}, SLOW);
    act(() => socket.push({ type: 'typing', conversationId: 5, from: 'player' }));
    expect((await screen.findAllByText('Typing…')).length).toBeGreaterThan(0);
  });

  it('the duty switch goes on duty', async () => {
    const { calls } = stub();
    renderRoutes([{ path: '/chat', element: <ChatPage /> }], '/chat');
    const sw = await screen.findByTestId('chat-duty', {}, SLOW);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('chat/duty/get'))).toBe(true));
    fireEvent.click(sw);
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('chat/duty'))?.body).toEqual({ onDuty: true }));
  });

  it('canned replies are added from the manager', async () => {
    const { calls } = stub();
    renderRoutes([{ path: '/chat', element: <ChatPage /> }], '/chat');
    fireEvent.click(await screen.findByTestId('chat-canned-manage', {}, SLOW));
    fireEvent.change(await screen.findByTestId('chat-canned-title', {}, SLOW), { target: { value: 'Wait' } });
    fireEvent.change(screen.getByTestId('chat-canned-text'), { target: { value: 'One moment please' } });
    fireEvent.click(screen.getByTestId('chat-canned-save'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('chat/canned/save'))?.body).toEqual({ title: 'Wait', text: 'One moment please', sort: 0 }));
  });
});
