import type { FastifyInstance } from 'fastify';
import { findOperatorSession, liveOperatorSessions, mayActBeyondEnrolment, type OperatorUser } from '../operators/index.js';
import { hasPermission } from '../../platform/index.js';
import { liveSessionIds } from '../session/service.js';
import { SESSIONS_CHANNEL, type ChatEvent } from './bus.js';
import * as chat from './service.js';

/**
 * Every chat socket is bound to its session (issue 23 finding 2; docs/chat-protocol.md "Sessions"): it closes with
 * 4401 once the session ends (logout, password change, freeze, disable, expiry, idle) or the operator loses the
 * support permission. Three ways, each reading the database (the truth), never a cache:
 * - news on the bus (`sessions`, from every route declaring `endsSessions`): this server re-checks its sockets of that
 *   kind at once, one query for all of them;
 * - the same check every CHAT_SESSION_CHECK_SECONDS, for what sends no news (time and idle expiry, the shell);
 * - each frame that does something re-checks its own session first (socket.ts), so nothing is done for a session
 *   that ended a moment ago and whose news has not arrived yet.
 * The operator check also puts conversations held by an operator who can no longer answer back in the queue.
 */

export interface PlayerWatch {
  sessionId: number;
  /** Closes the socket: error 1908 and close code 4401. */
  end(): void;
}
export interface OperatorWatch extends PlayerWatch {
  /** The operator as read now (a role may change between owner and support). */
  update(operator: OperatorUser): void;
}

/** Whether an operator may use the chat: the support permission and, with OPERATOR_2FA=required, a second factor (as the HTTP operator routes). */
export function mayAnswer(app: FastifyInstance, operator: OperatorUser | null): operator is OperatorUser {
  return operator !== null && hasPermission(operator.role, 'support') && mayActBeyondEnrolment(operator, app.config.OPERATOR_2FA);
}

/** Ids per query: far under the 65,535 parameters of a statement. */
const CHUNK = 5000;

async function inChunks<T>(items: readonly T[], each: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await each(items.slice(i, i + CHUNK));
}

/** One run at a time; asked again while running, it runs once more after (the first may have read before a commit). */
function oneAtATime(app: FastifyInstance, check: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = check()
      .catch((err: unknown) => app.log.error({ err }, 'chat session check failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const idle = async () => {
    while (running) await running;
  };
  return { run, idle };
}

export type SessionGuard = ReturnType<typeof sessionGuard>;

export function sessionGuard(app: FastifyInstance) {
  const players = new Set<PlayerWatch>();
  const operators = new Set<OperatorWatch>();

  const playerCheck = oneAtATime(app, async () => {
    await inChunks([...players], async (watched) => {
      const live = await liveSessionIds(app.db, watched.map((w) => w.sessionId), app.deps.now());
      for (const w of watched) if (!live.has(w.sessionId)) w.end();
    });
  });
  const operatorCheck = oneAtATime(app, async () => {
    await chat.releaseParked(app.db, app.chatBus);
    await inChunks([...operators], async (watched) => {
      const live = await liveOperatorSessions(app.db, watched.map((w) => w.sessionId), app.deps.now());
      for (const w of watched) {
        const operator = live.get(w.sessionId) ?? null;
        if (mayAnswer(app, operator)) w.update(operator);
        else w.end();
      }
    });
  });

  const onNews = (event: ChatEvent) => {
    if (event.kind !== 'sessions') return;
    if (event.who === 'player') playerCheck.run();
    else operatorCheck.run();
  };
  let unsubscribe: () => void = () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  app.addHook('onReady', async () => {
    // Not awaited: a server starts while Redis is away (the periodic check covers until the news comes through).
    app.chatBus.subscribe(SESSIONS_CHANNEL, onNews).then(
      (off) => {
        if (closing) off();
        else unsubscribe = off;
      },
      (err: unknown) => app.log.error({ err }, 'chat: no session news (bus subscribe failed); the periodic check stands in'),
    );
    timer = setInterval(() => {
      if (players.size > 0) playerCheck.run();
      if (operators.size > 0) operatorCheck.run();
    }, app.config.CHAT_SESSION_CHECK_SECONDS * 1000);
    timer.unref();
    // Conversations parked before this server started (an operator disabled while every server was down).
    operatorCheck.run();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    unsubscribe();
    await Promise.all([playerCheck.idle(), operatorCheck.idle()]);
  });

  return {
    /** Watches a player socket until the returned function is called (its close). */
    watchPlayer(w: PlayerWatch): () => void {
      players.add(w);
      return () => void players.delete(w);
    },
    watchOperator(w: OperatorWatch): () => void {
      operators.add(w);
      return () => void operators.delete(w);
    },
    /** A frame's own check: is this player session still live (read now). */
    async playerLive(sessionId: number): Promise<boolean> {
      return (await liveSessionIds(app.db, [sessionId], app.deps.now())).has(sessionId);
    },
    /** A frame's own check: the operator of the token if it may still use the chat (a frame counts as a request: it moves the session's last use). */
    async operator(token: string): Promise<OperatorUser | null> {
      const operator = await findOperatorSession(app.db, token, app.deps.now());
      return mayAnswer(app, operator) ? operator : null;
    },
  };
}
