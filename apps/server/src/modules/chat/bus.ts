import { EventEmitter } from 'node:events';
import type { ChatConversation, ChatFrom, ChatMessage, ChatStatus } from '@app/shared';
import type { SessionKind } from '../../http/session-news.js';

/**
 * News of the chat between servers (docs/chat-protocol.md "Several servers"). The database is the truth; the bus
 * only says what changed. Channels: `u:<userId>` (a player's sockets), `ops` (every operator socket), `duty`
 * (whether anyone is on duty, for every player socket), `sessions` (sessions ended: each server's guard re-checks). With REDIS_URL: Redis pub/sub, so a player on one server and
 * an operator on another see each other; without: an in-process EventEmitter (one server).
 */
export type ChatEvent =
  | {
      kind: 'message';
      conversationId: number;
      userId: number;
      /** The id of the message before this one of the same player (null: the player's first). */
      prevId: number | null;
      /** The id of the message before this one in the same conversation (null: its first). */
      prevInConversation: number | null;
      message: ChatMessage;
      clientId: string | null;
    }
  | { kind: 'typing'; conversationId: number; userId: number; from: ChatFrom }
  | { kind: 'read'; conversationId: number; userId: number; from: ChatFrom; upTo: number }
  | { kind: 'status'; conversationId: number; userId: number; status: ChatStatus; operatorName: string | null }
  | { kind: 'conversation'; conversation: ChatConversation }
  | { kind: 'duty'; onDuty: boolean }
  /** Sessions of this kind may have ended or lost rights: every server re-checks its sockets (guard.ts; issue 23). */
  | { kind: 'sessions'; who: SessionKind };

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's bus (app.ts): Redis pub/sub with REDIS_URL, in-process otherwise. */
    chatBus: ChatBus;
  }
}

export type Listener = (event: ChatEvent) => void;

export interface ChatBus {
  publish(channel: string, event: ChatEvent): void;
  /** Resolves, once news published from now on reaches the listener, to the unsubscribe function. */
  subscribe(channel: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

export const playerChannel = (userId: number) => `u:${userId}`;
export const OPS_CHANNEL = 'ops';
export const DUTY_CHANNEL = 'duty';
/** News that sessions ended (http/session-news.ts), heard by each server's guard once, not by every socket. */
export const SESSIONS_CHANNEL = 'sessions';

/** Listeners of this server by channel; both buses deliver through it. */
class LocalFanOut {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Returns true when this is the channel's first listener. */
  add(channel: string, listener: Listener): boolean {
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return first;
  }
  /** Returns true when the channel has no listener left. */
  remove(channel: string, listener: Listener): boolean {
    const set = this.listeners.get(channel);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.listeners.delete(channel);
    return true;
  }
  deliver(channel: string, event: ChatEvent): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event);
  }
}

export function memoryBus(): ChatBus {
  const fan = new LocalFanOut();
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  emitter.on('event', (channel: string, event: ChatEvent) => fan.deliver(channel, event));
  return {
    // Delivered on a later tick, as Redis would: a publisher never runs listeners inside its own call.
    publish: (channel, event) => void setImmediate(() => emitter.emit('event', channel, event)),
    subscribe(channel, listener) {
      fan.add(channel, listener);
      return Promise.resolve(() => void fan.remove(channel, listener));
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** Redis pub/sub: one publishing and one subscribed connection per server; channels prefixed `chat:`. */
export async function redisBus(url: string): Promise<ChatBus> {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { maxRetriesPerRequest: 1 });
  const sub = new Redis(url);
  // A lost connection reconnects by itself (ioredis); its errors are not the process's.
  for (const client of [pub, sub]) client.on('error', () => undefined);
  const fan = new LocalFanOut();
  const prefix = 'chat:';
  sub.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    let event: ChatEvent;
    try {
      event = JSON.parse(text) as ChatEvent;
    } catch {
      return;
    }
    fan.deliver(channel.slice(prefix.length), event);
  });
  // SUBSCRIBE is sent when a channel gets its first listener; later listeners wait for the same answer.
  const subscribed = new Map<string, Promise<unknown>>();
  return {
    publish(channel, event) {
      pub.publish(prefix + channel, JSON.stringify(event)).catch(() => undefined);
    },
    async subscribe(channel, listener) {
      if (fan.add(channel, listener)) subscribed.set(channel, sub.subscribe(prefix + channel));
      await subscribed.get(channel);
      return () => {
        if (fan.remove(channel, listener)) {
          subscribed.delete(channel);
          sub.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      await Promise.allSettled([...subscribed.values()]);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
