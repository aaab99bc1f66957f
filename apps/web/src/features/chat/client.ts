/**
 * The player's live-chat connection (issue 17; protocol in docs/chat-protocol.md): one WebSocket that reconnects
 * with backoff and resumes where it stopped. Framework-free so it can be tested with a fake socket:
 * - the first frame authenticates (`hello` with the token and `after` = the newest message id held: tokens never
 *   travel in the URL, and a resume sends only what was missed);
 * - messages are kept once each, ordered by id, whatever order or how often the server sends them;
 * - a message the player sends is pending until the server echoes it with its clientId; pending frames are sent
 *   again, with the same clientId, after every reconnect (the server stores a clientId once);
 * - a ping every HEARTBEAT_MS; a socket silent for two beats is treated as dead and replaced.
 */
import { newIdempotencyKey } from '../../api/request';
import type { ChatMessage, ChatServerFrame, ChatStatus } from './protocol';

/** What the client needs of a WebSocket (the browser's, or a test's fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface PendingMessage {
  clientId: string;
  text?: string;
  image?: string;
  /** When the player sent it (ms), for its place in the list until the server numbers it. */
  at: number;
}

export type Connection = 'connecting' | 'open' | 'offline';

export interface ChatState {
  connection: Connection;
  /** The server answered hello: status and onDuty below are known. */
  ready: boolean;
  status: ChatStatus | null;
  onDuty: boolean;
  operatorName: string | null;
  /** Every message held, oldest first, each id once. */
  messages: ChatMessage[];
  /** Sent by the player, not yet confirmed by the server, in sending order. */
  pending: PendingMessage[];
  /** The operator is typing (cleared TYPING_SHOWN_MS after the last typing frame, or by their message). */
  operatorTyping: boolean;
  /** The operator has read the player's messages up to this id. */
  readUpTo: number;
  /** The server refused the session (expired token): no more reconnects. */
  refused: boolean;
  /** The server's text for the last refused send (already in the player's language), until the next send. */
  error: string | null;
}

export interface ChatClientOptions {
  /** ws:// or wss:// URL of the socket. */
  url: string;
  token: () => string | null;
  createSocket?: (url: string) => SocketLike;
  newClientId?: () => string;
  /** First reconnect delay; doubled each failed attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  heartbeatMs?: number;
  now?: () => number;
  /** Called when the server refuses the token (the session is gone). */
  onRefused?: () => void;
}

const OPEN = 1;
export const TYPING_SHOWN_MS = 4000;
/** Typing frames are sent at most this often while the player types. */
export const TYPING_SEND_MS = 2000;
/** The hello was refused (no or expired session: error 1908, close code 4401): reconnecting cannot help. */
const REFUSED_CODE = 1908;
const REFUSED_CLOSE = 4401;

const initialState = (): ChatState => ({
  connection: 'connecting',
  ready: false,
  status: null,
  onDuty: false,
  operatorName: null,
  messages: [],
  pending: [],
  operatorTyping: false,
  readUpTo: 0,
  refused: false,
  error: null,
});

/** Inserts `message` into the id-ordered list unless its id is already there (a resume or a repeated frame). */
export function mergeMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  let i = list.length;
  while (i > 0 && list[i - 1]!.id > message.id) i--;
  if (i > 0 && list[i - 1]!.id === message.id) {
    const held = list[i - 1]!;
    // A repeated frame may carry a newer read flag; anything else stays as first received.
    if (held.read === message.read) return list as ChatMessage[];
    return [...list.slice(0, i - 1), { ...held, read: held.read || message.read }, ...list.slice(i)];
  }
  return [...list.slice(0, i), message, ...list.slice(i)];
}

export class ChatClient {
  private state: ChatState = initialState();
  private readonly listeners = new Set<() => void>();
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private beatTimer: ReturnType<typeof setInterval> | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private lastHeard = 0;
  private lastTypingSent = 0;
  private stopped = true;
  private readonly opts: Required<Omit<ChatClientOptions, 'onRefused'>> & Pick<ChatClientOptions, 'onRefused'>;

  constructor(options: ChatClientOptions) {
    this.opts = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      newClientId: newIdempotencyKey,
      baseDelayMs: 500,
      maxDelayMs: 15_000,
      heartbeatMs: 25_000,
      now: Date.now,
      ...options,
    };
  }

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) this.drop(socket);
  }

  /** Reconnect now (the browser came back online, the page became visible) instead of waiting out the backoff. */
  wake(): void {
    if (this.stopped || this.state.refused || this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  /** Queues a message; it is sent now if connected, else after the next hello. Returns its clientId. */
  send(content: { text?: string; image?: string }): string {
    const pending: PendingMessage = { clientId: this.opts.newClientId(), at: this.opts.now(), ...content };
    this.set({ pending: [...this.state.pending, pending], error: null });
    if (this.state.ready) this.sendPending(pending);
    return pending.clientId;
  }

  /** The player is typing: at most one frame per TYPING_SEND_MS. */
  typing(): void {
    const now = this.opts.now();
    if (!this.state.ready || now - this.lastTypingSent < TYPING_SEND_MS) return;
    this.lastTypingSent = now;
    this.frame({ type: 'typing' });
  }

  /** The player has seen everything up to `upTo`. */
  markRead(upTo: number): void {
    if (this.state.ready) this.frame({ type: 'read', upTo });
  }

  /** Older messages from the history call, merged in (each id once). */
  addHistory(messages: readonly ChatMessage[]): void {
    let list = this.state.messages;
    for (const m of messages) list = mergeMessage(list, m);
    if (list !== this.state.messages) this.set({ messages: list });
  }

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private frame(data: Record<string, unknown>): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(data));
  }

  private sendPending(p: PendingMessage): void {
    this.frame({
      type: 'send',
      clientId: p.clientId,
      ...(p.text !== undefined ? { text: p.text } : {}),
      ...(p.image !== undefined ? { image: p.image } : {}),
    });
  }

  private connect(): void {
    const token = this.opts.token();
    if (!token) {
      this.refuse();
      return;
    }
    this.set({ connection: 'connecting', ready: false });
    let socket: SocketLike;
    try {
      socket = this.opts.createSocket(this.opts.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.lastHeard = this.opts.now();
      const last = this.state.messages.at(-1)?.id;
      socket.send(JSON.stringify({ type: 'hello', token, ...(last !== undefined ? { after: last } : {}) }));
      this.startHeartbeat();
    };
    socket.onmessage = (ev) => {
      this.lastHeard = this.opts.now();
      if (typeof ev.data !== 'string') return;
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(ev.data) as ChatServerFrame;
      } catch {
        return;
      }
      this.handle(frame);
    };
    socket.onerror = () => this.drop(socket);
    socket.onclose = (ev) => {
      if ((ev as { code?: number } | null)?.code === REFUSED_CLOSE && this.socket === socket) this.refuse();
      else this.lost(socket);
    };
  }

  /** Gives up on a socket at once (an error, or silent too long) rather than waiting for its closing handshake. */
  private drop(socket: SocketLike): void {
    socket.onclose = socket.onmessage = socket.onerror = socket.onopen = null;
    socket.close();
    this.lost(socket);
  }

  private lost(socket: SocketLike): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.stopHeartbeat();
    this.clearTyping();
    this.set({ ready: false, connection: 'offline', operatorTyping: false });
    if (!this.stopped && !this.state.refused) this.scheduleRetry();
  }

  private handle(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready':
        this.attempt = 0;
        this.set({
          ready: true,
          connection: 'open',
          status: frame.status,
          onDuty: frame.onDuty,
          operatorName: frame.operatorName ?? null,
        });
        // Everything unconfirmed goes again, same clientIds, in the order the player sent it.
        for (const p of this.state.pending) this.sendPending(p);
        break;
      case 'message': {
        const messages = mergeMessage(this.state.messages, frame.message);
        const pending = frame.clientId ? this.state.pending.filter((p) => p.clientId !== frame.clientId) : this.state.pending;
        const typingOver = frame.message.from === 'operator';
        if (typingOver) this.clearTyping();
        const readUpTo = frame.message.from === 'player' && frame.message.read ? Math.max(this.state.readUpTo, frame.message.id) : this.state.readUpTo;
        this.set({ messages, pending, readUpTo, ...(typingOver ? { operatorTyping: false } : {}) });
        break;
      }
      case 'typing':
        if (frame.from !== 'operator') break;
        this.clearTyping();
        this.typingTimer = setTimeout(() => this.set({ operatorTyping: false }), TYPING_SHOWN_MS);
        this.set({ operatorTyping: true });
        break;
      case 'read':
        if (frame.from === 'operator' && frame.upTo > this.state.readUpTo) this.set({ readUpTo: frame.upTo });
        break;
      case 'status':
        this.set({ status: frame.status, onDuty: frame.onDuty, operatorName: frame.operatorName ?? null });
        break;
      case 'error':
        if (frame.code === REFUSED_CODE) this.refuse();
        // A refused send (too long, bad image) will be refused again: it leaves the queue, the player sees why.
        else if (frame.clientId) this.set({ pending: this.state.pending.filter((p) => p.clientId !== frame.clientId), error: frame.msg });
        break;
      default:
        break;
    }
  }

  private refuse(): void {
    this.stopped = true;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) this.drop(socket);
    this.set({ refused: true, ready: false, connection: 'offline' });
    this.opts.onRefused?.();
  }

  private scheduleRetry(): void {
    this.set({ connection: 'offline' });
    const delay = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** this.attempt);
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.beatTimer = setInterval(() => {
      // Nothing heard for two beats: the connection is dead even if the socket has not noticed.
      if (this.socket && this.opts.now() - this.lastHeard > 2 * this.opts.heartbeatMs) this.drop(this.socket);
      else this.frame({ type: 'ping' });
    }, this.opts.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
  }

  private clearTyping(): void {
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopHeartbeat();
    this.clearTyping();
  }
}
