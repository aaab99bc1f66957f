import {
  chatClientFrame,
  chatClientId,
  chatOperatorClientFrame,
  ERRORS,
  errorMessage,
  parseLang,
  type ChatServerFrame,
  type ChatStatus,
  type ErrorKey,
  type LangCode,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { parseInput } from '../../http/payload.js';
import { findSession } from '../session/service.js';
import * as settings from '../settings/service.js';
import { Bucket, Buckets, Coalescer } from './budget.js';
import { DUTY_CHANNEL, OPS_CHANNEL, playerChannel, type ChatEvent } from './bus.js';
import { sessionGuard, type SessionGuard } from './guard.js';
import * as chat from './service.js';

/**
 * The chat sockets (docs/chat-protocol.md): /web/chat/socket (player) and /admin/api/chat/socket (operator). Frames in
 * are handled one after the other; everything written out (replay, gap fill, bus news) goes through a second queue, so
 * it keeps its order; a socket never writes a message id at or below the last one it wrote (per conversation).
 * Issue 23: each socket is bound to its session (guard.ts); frames are parsed by the HTTP payload rules; every frame
 * kind has a budget (budget.ts).
 */
const HELLO_MS = 10_000;
const CLOSE_UNAUTHORISED = 4401;
/** Frames of any kind, per socket and per player or operator (all their sockets on this server): burst, then per second. */
const FRAMES_PER_SOCKET = { burst: 40, perSecond: 10 };
const FRAMES_PER_PERSON = { burst: 80, perSecond: 20 };
/** Typing fan-outs and read marks: at most one per conversation (a player's reads: per player) and side per window. */
const COALESCE_MS = 1000;
/** A socket over its frame budget is told so (1905) at most this often. */
const LIMITED_NOTICE_MS = 1000;

type Send = (frame: ChatServerFrame) => void;

/** What the sockets of one app share: the session guard, budgets per person, the typing and read coalescers. */
export interface ChatSockets {
  guard: SessionGuard;
  frames: Buckets;
  /** Send times per person over the last minute (chat_send_per_minute counts per socket and per person). */
  sends: Map<string, number[]>;
  typing: Coalescer<null>;
  reads: Coalescer<number>;
}

export function chatSockets(app: FastifyInstance): ChatSockets {
  return {
    guard: sessionGuard(app),
    frames: new Buckets(FRAMES_PER_PERSON.burst, FRAMES_PER_PERSON.perSecond),
    sends: new Map(),
    typing: new Coalescer<null>(COALESCE_MS, () => null),
    reads: new Coalescer<number>(COALESCE_MS, Math.max),
  };
}

/** One queue of async steps: each starts after the previous ended (a failure does not stop the queue). */
function serial() {
  let tail: Promise<unknown> = Promise.resolve();
  return (step: () => Promise<unknown> | void) => {
    tail = tail.then(step).catch(() => undefined);
  };
}

function errorKeyOf(err: unknown): ErrorKey | null {
  if (err instanceof AppError) return err.key;
  return null;
}

type Parsed<S extends z.ZodType> = { ok: true; frame: z.infer<S> } | { ok: false; key: ErrorKey; clientId?: string };

/**
 * A frame is parsed as an HTTP payload is (http/payload.ts parseInput: no control character in any field, then the
 * schema), so it is refused with the same code as the same body over HTTP (issue 23 finding 8). Not JSON, or no known
 * `type`: chatFrameInvalid. A refused send names its clientId when it had a well-formed one.
 */
function parseFrame<S extends z.ZodType>(schema: S, raw: unknown): Parsed<S> {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return { ok: false, key: 'chatFrameInvalid' };
  }
  try {
    return { ok: true, frame: parseInput(schema, json) };
  } catch (err) {
    const clientId = chatClientId.safeParse((json as { clientId?: unknown } | null)?.clientId);
    return { ok: false, key: errorKeyOf(err) ?? 'chatFrameInvalid', ...(clientId.success ? { clientId: clientId.data } : {}) };
  }
}

/** Sends within the chat_send_per_minute setting over a sliding minute, on this socket and for its person. */
function sendBudget(app: FastifyInstance, shared: Map<string, number[]>) {
  const own: number[] = [];
  const recent = (times: number[], now: number) => {
    while (times.length > 0 && times[0]! <= now - 60_000) times.shift();
    return times;
  };
  return async (person: string) => {
    const now = app.deps.now().getTime();
    const max = await settings.get(app.db, 'chat_send_per_minute');
    if (shared.size >= 10_000) for (const [k, t] of shared) if (recent(t, now).length === 0) shared.delete(k);
    const theirs = recent(shared.get(person) ?? [], now);
    if (recent(own, now).length >= max || theirs.length >= max) throw new AppError('chatRateLimited');
    own.push(now);
    theirs.push(now);
    shared.set(person, theirs);
  };
}

function socketBase(app: FastifyInstance, sockets: ChatSockets, socket: WebSocket, lang: () => LangCode) {
  // Two queues: frames in (hello, sends, …) and what is written out (replay, bus news). A send waiting for the
  // database does not hold back the delivery of other messages to this socket.
  const inbound = serial();
  const outbound = serial();
  const send: Send = (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const fail = (key: ErrorKey, clientId?: string) =>
    send({ type: 'error', code: ERRORS[key].code, msg: errorMessage(key, lang()), ...(clientId ? { clientId } : {}) });
  const onClose: Array<() => void> = [];
  let closed = false;
  /** Error 1908 and close 4401: no valid hello, or the session ended or lost the permission. */
  const refuse = (reason = 'hello required') => {
    if (closed) return;
    closed = true;
    fail('chatHelloRequired');
    socket.close(CLOSE_UNAUTHORISED, reason);
  };
  const helloTimer = setTimeout(() => refuse(), HELLO_MS);
  socket.on('close', () => {
    closed = true;
    clearTimeout(helloTimer);
    for (const u of onClose.splice(0)) u();
  });
  socket.on('error', () => undefined);
  /** A refused step answers its error frame; an unexpected failure is logged and answered serverError. */
  const report = (err: unknown, clientId?: string) => {
    const key = errorKeyOf(err);
    if (!key) app.log.error({ err }, 'chat socket step failed');
    fail(key ?? 'serverError', clientId);
  };
  const queued = (run: ReturnType<typeof serial>) => (fn: () => Promise<void> | void) =>
    run(async () => {
      if (closed) return;
      try {
        await fn();
      } catch (err) {
        report(err);
      }
    });
  /** A frame's work, after every earlier frame of this socket. */
  const step = queued(inbound);
  /** Writing out (replay, gap fill, bus news), after every earlier write of this socket. */
  const out = queued(outbound);
  /** Runs `fn` when the socket closes (at once if it has). */
  const whenClosed = (fn: () => void) => {
    if (closed) fn();
    else onClose.push(fn);
  };
  const subscribe = async (channel: string, listener: (e: ChatEvent) => void) => whenClosed(await app.chatBus.subscribe(channel, listener));

  // Every frame spends from this socket's budget and its person's (known after hello); over either it is dropped
  // unread, and the socket hears 1905 at most once a second (issue 23 finding 9).
  const own = new Bucket(FRAMES_PER_SOCKET.burst, FRAMES_PER_SOCKET.perSecond);
  let noticeAt = -Infinity;
  const onFrame = (person: () => string | null, handle: (raw: RawData) => Promise<void>) =>
    socket.on('message', (raw: RawData) => {
      const who = person();
      if (own.take() && (who === null || sockets.frames.take(who))) return step(() => handle(raw));
      const now = performance.now();
      if (now - noticeAt < LIMITED_NOTICE_MS) return;
      noticeAt = now;
      fail('chatRateLimited');
    });
  return { send, fail, report, step, out, subscribe, whenClosed, helloTimer, refuse, onFrame };
}

/** /web/chat/socket: hello with the player's session token, then the player's conversation. */
export function playerSocket(app: FastifyInstance, sockets: ChatSockets) {
  return (socket: WebSocket, req: FastifyRequest) => {
    let lang: LangCode = parseLang(req.headers.lang);
    const base = socketBase(app, sockets, socket, () => lang);
    let user: { userId: number; sessionId: number } | null = null;
    let conversationId: number | null = null;
    let status: ChatStatus | null = null;
    let operatorName: string | null = null;
    let onDuty = false;
    let lastSent = 0;
    const budget = sendBudget(app, sockets.sends);

    const sendMessages = (items: Awaited<ReturnType<typeof chat.messagesAfter>>) => {
      for (const m of items) {
        if (m.message.id <= lastSent) continue;
        lastSent = m.message.id;
        conversationId = m.conversationId;
        base.send({ type: 'message', message: m.message, ...(m.clientId ? { clientId: m.clientId } : {}) });
      }
    };
    /** Everything after lastSent from the database, in id order. */
    const catchUp = async (userId: number) => {
      for (;;) {
        const items = await chat.messagesAfter(app.db, { userId }, lastSent);
        sendMessages(items);
        if (items.length < 500) return;
      }
    };
    const onEvent = (userId: number) => (event: ChatEvent) =>
      base.out(async () => {
        switch (event.kind) {
          case 'message':
            if (event.message.id <= lastSent) return;
            if ((event.prevId ?? 0) !== lastSent) return catchUp(userId);
            if (conversationId !== event.conversationId) status = 'queued';
            return sendMessages([event]);
          case 'typing':
            if (event.from !== 'player') base.send({ type: 'typing', from: event.from });
            return;
          case 'read':
            base.send({ type: 'read', from: event.from, upTo: event.upTo });
            return;
          case 'status':
            conversationId = event.conversationId;
            status = event.status;
            operatorName = event.operatorName;
            base.send({ type: 'status', status, onDuty, operatorName });
            return;
          case 'duty':
            onDuty = event.onDuty;
            if (status) base.send({ type: 'status', status, onDuty, operatorName });
            return;
        }
      });
    /** The frame's own session check (guard.ts): an ended session closes the socket and the frame does nothing. */
    const live = async (sessionId: number) => {
      if (await sockets.guard.playerLive(sessionId)) return true;
      base.refuse('session ended');
      return false;
    };

    // Frames are handled one after the other (a frame sent right after hello waits for hello to finish).
    base.onFrame(() => (user ? `u:${user.userId}` : null), (raw) => handle(raw));
    const handle = async (raw: unknown) => {
      const parsed = parseFrame(chatClientFrame, raw);
      if (!user) {
        if (!parsed.ok || parsed.frame.type !== 'hello') return base.refuse();
        const hello = parsed.frame;
        const found = await findSession(app.db, hello.token, app.deps.now());
        if (!found) return base.refuse();
        clearTimeout(base.helloTimer);
        user = { userId: found.userId, sessionId: found.sessionId };
        lang = parseLang(found.language);
        base.whenClosed(sockets.guard.watchPlayer({ sessionId: found.sessionId, end: () => base.refuse('session ended') }));
        // The replay is queued for writing before any news can be, and runs once the subscriptions are live.
        let ready: () => void = () => undefined;
        const subscribed = new Promise<void>((resolve) => (ready = resolve));
        base.out(async () => {
          await subscribed;
          const state = await chat.playerState(app.db, found.userId);
          conversationId = state.conversationId;
          status = state.status;
          operatorName = state.operatorName;
          onDuty = state.onDuty;
          base.send({ type: 'ready', conversationId, status, onDuty, operatorName });
          lastSent = hello.after ?? 0;
          await catchUp(found.userId);
        });
        try {
          await base.subscribe(playerChannel(found.userId), onEvent(found.userId));
          await base.subscribe(DUTY_CHANNEL, onEvent(found.userId));
        } finally {
          ready();
        }
        return;
      }
      if (!parsed.ok) return base.fail(parsed.key, parsed.clientId);
      const frame = parsed.frame;
      const { userId, sessionId } = user;
      switch (frame.type) {
        case 'hello':
          return base.fail('chatFrameInvalid');
        case 'ping':
          return base.send({ type: 'pong' });
        case 'typing': {
          const into = conversationId;
          if (into === null) return;
          // At most one typing fan-out per conversation a second, whatever the number of frames or sockets.
          return sockets.typing.offer(`player:${into}`, null, () =>
            base.step(async () => {
              if (await live(sessionId)) chat.typing(app.chatBus, into, userId, 'player');
            }),
          );
        }
        case 'read':
          // At most one read mark per player a second; the highest mark offered is the one written.
          return sockets.reads.offer(`player:${userId}`, frame.upTo, (upTo) =>
            base.step(async () => {
              if (await live(sessionId)) await chat.readAsPlayer(app.db, app.chatBus, userId, upTo);
            }),
          );
        case 'send':
          try {
            await budget(`u:${userId}`);
            if (!(await live(sessionId))) return;
            const sent = await chat.sendAsPlayer(app.db, app.chatBus, userId, frame, app.deps.now());
            // A resend of a stored message not yet written here: catch up (it comes with its clientId).
            if (!sent.fresh) base.out(() => (sent.message.id > lastSent ? catchUp(userId) : undefined));
          } catch (err) {
            base.report(err, frame.clientId);
          }
      }
    };
  };
}

/** /admin/api/chat/socket: hello with an operator token (permission support), then every conversation's news. */
export function operatorSocket(app: FastifyInstance, sockets: ChatSockets) {
  return (socket: WebSocket, req: FastifyRequest) => {
    const base = socketBase(app, sockets, socket, () => parseLang(req.headers.lang));
    let operator: chat.ChatOperator | null = null;
    let token = '';
    /** The last message id written per conversation (known once one was written). */
    const lastSent = new Map<number, number>();
    let onDuty = false;
    const budget = sendBudget(app, sockets.sends);

    const write = (conversationId: number, items: Awaited<ReturnType<typeof chat.messagesAfter>>) => {
      for (const m of items) {
        if (m.message.id <= (lastSent.get(conversationId) ?? 0)) continue;
        lastSent.set(conversationId, m.message.id);
        base.send({ type: 'message', conversationId, message: m.message, ...(m.clientId ? { clientId: m.clientId } : {}) });
      }
    };
    const onEvent = (event: ChatEvent) =>
      base.out(async () => {
        switch (event.kind) {
          case 'message': {
            const last = lastSent.get(event.conversationId);
            if (last !== undefined && event.message.id <= last) return;
            if (last !== undefined && (event.prevInConversation ?? 0) !== last) {
              return write(event.conversationId, await chat.messagesAfter(app.db, { conversationId: event.conversationId }, last));
            }
            return write(event.conversationId, [event]);
          }
          case 'typing':
            if (event.from === 'player') base.send({ type: 'typing', conversationId: event.conversationId, from: 'player' });
            return;
          case 'read':
            base.send({ type: 'read', conversationId: event.conversationId, from: event.from, upTo: event.upTo });
            return;
          case 'status':
            base.send({ type: 'status', conversationId: event.conversationId, status: event.status, onDuty, operatorName: event.operatorName });
            return;
          case 'conversation':
            base.send({ type: 'conversation', conversation: event.conversation });
            return;
          case 'duty':
            onDuty = event.onDuty;
            return;
        }
      });
    /**
     * The frame's own check (guard.ts): the session is live and may still use the chat, read now; the operator's role
     * as it is now (an owner may take over a conversation, support may not). Otherwise the socket closes.
     */
    const authorised = async (): Promise<chat.ChatOperator | null> => {
      const found = await sockets.guard.operator(token);
      if (!found || !operator) {
        base.refuse('session ended');
        return null;
      }
      operator = { ...operator, role: found.role };
      return operator;
    };

    base.onFrame(() => (operator ? `o:${operator.operatorId}` : null), (raw) => handle(raw));
    const handle = async (raw: unknown) => {
      const parsed = parseFrame(chatOperatorClientFrame, raw);
      if (!operator) {
        if (!parsed.ok || parsed.frame.type !== 'hello') return base.refuse();
        const found = await sockets.guard.operator(parsed.frame.token);
        if (!found) return base.refuse();
        clearTimeout(base.helloTimer);
        token = parsed.frame.token;
        const me: chat.ChatOperator = { operatorId: found.operatorId, operatorName: found.username, role: found.role, ip: req.ip };
        operator = me;
        base.whenClosed(
          sockets.guard.watchOperator({
            sessionId: found.sessionId,
            end: () => base.refuse('session ended'),
            update: (now) => {
              operator = { ...me, role: now.role };
            },
          }),
        );
        // ready is queued for writing before any news can be.
        onDuty = await chat.onDuty(app.db);
        const duty = onDuty;
        base.out(() => base.send({ type: 'ready', conversationId: null, status: null, onDuty: duty }));
        await base.subscribe(OPS_CHANNEL, onEvent);
        await base.subscribe(DUTY_CHANNEL, onEvent);
        return;
      }
      if (!parsed.ok) return base.fail(parsed.key, parsed.clientId);
      const frame = parsed.frame;
      switch (frame.type) {
        case 'hello':
          return base.fail('chatFrameInvalid');
        case 'ping':
          return base.send({ type: 'pong' });
        case 'typing':
          return sockets.typing.offer(`operator:${frame.conversationId}`, null, () =>
            base.step(async () => {
              if (await authorised()) await chat.operatorTyping(app.db, app.chatBus, frame.conversationId);
            }),
          );
        case 'read':
          return sockets.reads.offer(`operator:${frame.conversationId}`, frame.upTo, (upTo) =>
            base.step(async () => {
              if (await authorised()) await chat.readAsOperator(app.db, app.chatBus, frame.conversationId, upTo);
            }),
          );
        case 'send':
          try {
            await budget(`o:${operator.operatorId}`);
            const me = await authorised();
            if (!me) return;
            const sent = await chat.sendAsOperator(app.db, app.chatBus, me, frame.conversationId, frame, app.deps.now());
            if (!sent.fresh) base.out(() => write(sent.conversationId, [sent]));
          } catch (err) {
            base.report(err, frame.clientId);
          }
      }
    };
  };
}
