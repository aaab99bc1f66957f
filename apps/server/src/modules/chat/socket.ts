import {
  chatClientFrame,
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
import { findOperatorSession, hasPermission } from '../operators/index.js';
import { findSession } from '../session/service.js';
import * as settings from '../settings/service.js';
import { DUTY_CHANNEL, OPS_CHANNEL, playerChannel, type ChatEvent } from './bus.js';
import * as chat from './service.js';

/**
 * The chat sockets (docs/chat-protocol.md): /web/chat/socket (player) and /admin/api/chat/socket (operator). Frames in
 * are handled one after the other; everything written out (replay, gap fill, bus news) goes through a second queue, so
 * it keeps its order; a socket never writes a message id at or below the last one it wrote (per conversation).
 */
const HELLO_MS = 10_000;
const CLOSE_UNAUTHORISED = 4401;

type Send = (frame: ChatServerFrame) => void;

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

/** The catalogue key a zod failure names (our schemas set it as the issue's message), else chatFrameInvalid. */
function parseFrame<S extends z.ZodType>(schema: S, raw: unknown): { ok: true; frame: z.infer<S> } | { ok: false; key: ErrorKey } {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return { ok: false, key: 'chatFrameInvalid' };
  }
  const r = schema.safeParse(json);
  if (r.success) return { ok: true, frame: r.data };
  const named = r.error.issues.map((i) => i.message).find((m): m is ErrorKey => m in ERRORS);
  return { ok: false, key: named ?? 'chatFrameInvalid' };
}

/** Sends within the chat_send_per_minute setting, counted on this connection over a sliding minute. */
function sendBudget(app: FastifyInstance) {
  const times: number[] = [];
  return async () => {
    const now = app.deps.now().getTime();
    while (times.length > 0 && times[0]! <= now - 60_000) times.shift();
    if (times.length >= (await settings.get(app.db, 'chat_send_per_minute'))) throw new AppError('chatRateLimited');
    times.push(now);
  };
}

function socketBase(app: FastifyInstance, socket: WebSocket, lang: () => LangCode) {
  // Two queues: frames in (hello, sends, …) and what is written out (replay, bus news). A send waiting for the
  // database does not hold back the delivery of other messages to this socket.
  const inbound = serial();
  const outbound = serial();
  const send: Send = (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const fail = (key: ErrorKey, clientId?: string) =>
    send({ type: 'error', code: ERRORS[key].code, msg: errorMessage(key, lang()), ...(clientId ? { clientId } : {}) });
  const unsubscribe: Array<() => void> = [];
  let closed = false;
  const helloTimer = setTimeout(() => refuse(), HELLO_MS);
  const refuse = () => {
    fail('chatHelloRequired');
    socket.close(CLOSE_UNAUTHORISED, 'hello required');
  };
  socket.on('close', () => {
    closed = true;
    clearTimeout(helloTimer);
    for (const u of unsubscribe.splice(0)) u();
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
  const subscribe = async (channel: string, listener: (e: ChatEvent) => void) => {
    const off = await app.chatBus.subscribe(channel, listener);
    if (closed) off();
    else unsubscribe.push(off);
  };
  return { send, fail, report, step, out, subscribe, helloTimer, refuse };
}

/** /web/chat/socket: hello with the player's session token, then the player's conversation. */
export function playerSocket(app: FastifyInstance) {
  return (socket: WebSocket, req: FastifyRequest) => {
    let lang: LangCode = parseLang(req.headers.lang);
    const base = socketBase(app, socket, () => lang);
    let user: { userId: number } | null = null;
    let conversationId: number | null = null;
    let status: ChatStatus | null = null;
    let operatorName: string | null = null;
    let onDuty = false;
    let lastSent = 0;
    const budget = sendBudget(app);

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

    // Frames are handled one after the other (a frame sent right after hello waits for hello to finish).
    socket.on('message', (raw: RawData) => base.step(() => handle(raw)));
    const handle = async (raw: unknown) => {
      const parsed = parseFrame(chatClientFrame, raw);
      if (!user) {
        if (!parsed.ok || parsed.frame.type !== 'hello') return base.refuse();
        const hello = parsed.frame;
        {
          const found = await findSession(app.db, hello.token, app.deps.now());
          if (!found) return base.refuse();
          clearTimeout(base.helloTimer);
          user = { userId: found.userId };
          lang = parseLang(found.language);
          // The replay is queued for writing before any news can be, and runs once the subscriptions are live.
          let live: () => void = () => undefined;
          const subscribed = new Promise<void>((resolve) => (live = resolve));
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
            live();
          }
          return;
        }
      }
      if (!parsed.ok) return base.fail(parsed.key);
      const frame = parsed.frame;
      const userId = user.userId;
      switch (frame.type) {
        case 'hello':
          return base.fail('chatFrameInvalid');
        case 'ping':
          return base.send({ type: 'pong' });
        case 'typing':
          if (conversationId !== null) chat.typing(app.chatBus, conversationId, userId, 'player');
          return;
        case 'read':
          return chat.readAsPlayer(app.db, app.chatBus, userId, frame.upTo);
        case 'send':
          try {
            await budget();
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
export function operatorSocket(app: FastifyInstance) {
  return (socket: WebSocket, req: FastifyRequest) => {
    const base = socketBase(app, socket, () => parseLang(req.headers.lang));
    let operator: chat.ChatOperator | null = null;
    /** The last message id written per conversation (known once one was written). */
    const lastSent = new Map<number, number>();
    const budget = sendBudget(app);

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
            base.send({ type: 'status', conversationId: event.conversationId, status: event.status, onDuty: true, operatorName: event.operatorName });
            return;
          case 'conversation':
            base.send({ type: 'conversation', conversation: event.conversation });
            return;
          case 'duty':
            return;
        }
      });

    socket.on('message', (raw: RawData) => base.step(() => handle(raw)));
    const handle = async (raw: unknown) => {
      const parsed = parseFrame(chatOperatorClientFrame, raw);
      if (!operator) {
        if (!parsed.ok || parsed.frame.type !== 'hello') return base.refuse();
        const hello = parsed.frame;
        {
          const found = await findOperatorSession(app.db, hello.token, app.deps.now());
          const enrolled = found && (app.config.OPERATOR_2FA !== 'required' || found.totpEnabled);
          if (!found || !enrolled || !hasPermission(found.role, 'support')) return base.refuse();
          clearTimeout(base.helloTimer);
          operator = { operatorId: found.operatorId, operatorName: found.username, role: found.role, ip: req.ip };
          // ready is queued for writing before any news can be.
          const duty = await chat.onDuty(app.db);
          base.out(() => base.send({ type: 'ready', conversationId: null, status: null, onDuty: duty }));
          await base.subscribe(OPS_CHANNEL, onEvent);
          return;
        }
      }
      if (!parsed.ok) return base.fail(parsed.key);
      const frame = parsed.frame;
      const me = operator;
      switch (frame.type) {
        case 'hello':
          return base.fail('chatFrameInvalid');
        case 'ping':
          return base.send({ type: 'pong' });
        case 'typing':
          return chat.operatorTyping(app.db, app.chatBus, frame.conversationId);
        case 'read':
          return chat.readAsOperator(app.db, app.chatBus, frame.conversationId, frame.upTo);
        case 'send':
          try {
            await budget();
            const sent = await chat.sendAsOperator(app.db, app.chatBus, me, frame.conversationId, frame, app.deps.now());
            if (!sent.fresh) base.out(() => write(sent.conversationId, [sent]));
          } catch (err) {
            base.report(err, frame.clientId);
          }
      }
    };
  };
}
