import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatClient, TYPING_SHOWN_MS, type SocketLike } from './client';
import type { ChatMessage } from './protocol';

/** A stand-in WebSocket: the test opens it, feeds it frames and reads what the client sent. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.readyState = 3;
    this.onclose?.({});
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  ready(onDuty = true): void {
    this.receive({ type: 'ready', conversationId: 1, status: 'assigned', onDuty, operatorName: 'Amy' });
  }
  /** The server ends the connection (network loss). */
  drop(): void {
    this.close();
  }
  frames(type: string): Record<string, unknown>[] {
    return this.sent.filter((f) => f.type === type);
  }
}

const msg = (id: number, from: ChatMessage['from'] = 'operator', text = `m${id}`): ChatMessage => ({
  id,
  from,
  text,
  image: null,
  at: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  read: false,
});

let sockets: FakeSocket[];
let client: ChatClient;
let ids: number;
const last = (): FakeSocket => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  ids = 0;
  client = new ChatClient({
    url: 'ws://test/web/chat/socket',
    token: () => 'tok',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    newClientId: () => `c${++ids}`,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    heartbeatMs: 10_000,
  });
  client.start();
});
afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('chat client', () => {
  it('authenticates in the first frame, never in the URL, and reports the server state', () => {
    last().open();
    expect(last().sent[0]).toEqual({ type: 'hello', token: 'tok' });
    expect(client.getState().ready).toBe(false);
    last().ready(false);
    expect(client.getState()).toMatchObject({ ready: true, connection: 'open', onDuty: false, status: 'assigned', operatorName: 'Amy' });
  });

  it('keeps messages ordered by id and each once, whatever order and how often they arrive', () => {
    last().open();
    last().ready();
    for (const id of [3, 1, 2, 3, 5, 4, 1]) last().receive({ type: 'message', message: msg(id) });
    expect(client.getState().messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('resumes after a drop from the last id held, without duplicates', () => {
    last().open();
    last().ready();
    last().receive({ type: 'message', message: msg(1) });
    last().receive({ type: 'message', message: msg(2) });
    last().drop();
    expect(client.getState().connection).toBe('offline');
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'hello', token: 'tok', after: 2 });
    last().ready();
    // A server may overlap what it resends: still each message once.
    for (const id of [2, 3, 4]) last().receive({ type: 'message', message: msg(id) });
    expect(client.getState().messages.map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('resends unconfirmed messages after a reconnect with the same clientId, and drops them once echoed', () => {
    last().open();
    last().ready();
    client.send({ text: 'hello' });
    expect(last().frames('send')).toEqual([{ type: 'send', clientId: 'c1', text: 'hello' }]);
    last().drop();
    // Sent while disconnected: queued, not lost.
    client.send({ image: '/uploads/a.png' });
    expect(client.getState().pending.map((p) => p.clientId)).toEqual(['c1', 'c2']);
    vi.advanceTimersByTime(100);
    last().open();
    expect(last().frames('send')).toEqual([]);
    last().ready();
    expect(last().frames('send')).toEqual([
      { type: 'send', clientId: 'c1', text: 'hello' },
      { type: 'send', clientId: 'c2', image: '/uploads/a.png' },
    ]);
    last().receive({ type: 'message', message: msg(7, 'player', 'hello'), clientId: 'c1' });
    expect(client.getState().pending.map((p) => p.clientId)).toEqual(['c2']);
    expect(client.getState().messages.map((m) => m.id)).toEqual([7]);
  });

  it('backs off on repeated failures up to the maximum, and starts over once connected', () => {
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const before = sockets.length;
      last().drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([100, 200, 400, 800, 1000, 1000]);
    last().open();
    last().ready();
    last().drop();
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(8);
  });

  it('replaces a socket that has gone silent for two heartbeats', () => {
    last().open();
    last().ready();
    vi.advanceTimersByTime(10_000);
    expect(last().frames('ping')).toHaveLength(1);
    vi.advanceTimersByTime(20_000);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
  });

  it('shows the operator typing until their message or a timeout, and their read mark', () => {
    last().open();
    last().ready();
    last().receive({ type: 'typing', from: 'operator' });
    expect(client.getState().operatorTyping).toBe(true);
    vi.advanceTimersByTime(TYPING_SHOWN_MS);
    expect(client.getState().operatorTyping).toBe(false);
    last().receive({ type: 'typing', from: 'operator' });
    last().receive({ type: 'message', message: msg(3) });
    expect(client.getState().operatorTyping).toBe(false);
    last().receive({ type: 'read', from: 'operator', upTo: 2 });
    last().receive({ type: 'read', from: 'operator', upTo: 1 });
    expect(client.getState().readUpTo).toBe(2);
  });

  it('sends typing at most every two seconds and read marks only when connected', () => {
    client.markRead(4);
    last().open();
    last().ready();
    client.typing();
    client.typing();
    vi.advanceTimersByTime(2000);
    client.typing();
    client.markRead(5);
    expect(last().frames('typing')).toHaveLength(2);
    expect(last().frames('read')).toEqual([{ type: 'read', upTo: 5 }]);
  });

  it('stops for good when the server refuses the session, and drops a refused send with its reason', () => {
    const refused = vi.fn();
    client.stop();
    client = new ChatClient({
      url: 'ws://x',
      token: () => 'tok',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      newClientId: () => 'k1',
      onRefused: refused,
    });
    client.start();
    last().open();
    last().ready();
    client.send({ text: 'x'.repeat(5000) });
    last().receive({ type: 'error', code: 1001, msg: 'Too long', clientId: 'k1' });
    expect(client.getState()).toMatchObject({ pending: [], error: 'Too long' });
    last().receive({ type: 'error', code: 1908, msg: 'Please log in' });
    expect(client.getState().refused).toBe(true);
    expect(refused).toHaveBeenCalledOnce();
    const count = sockets.length;
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(count);
  });

  it('merges older history pages without duplicating live messages', () => {
    last().open();
    last().ready();
    last().receive({ type: 'message', message: msg(5) });
    client.addHistory([msg(5), msg(4), msg(3)]);
    expect(client.getState().messages.map((m) => m.id)).toEqual([3, 4, 5]);
  });
});
