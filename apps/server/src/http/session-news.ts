/**
 * News that sessions ended or lost rights (issue 23): a logout, a password change, a player frozen, an operator
 * disabled or given another role. A route says so once (`endsSessions` in http/route.ts); after its handler succeeded
 * the news goes out on the chat's bus (app.ts) to every server, whose open sockets re-read their sessions at once
 * (modules/chat/guard.ts). The news names no one: each server re-checks its sockets of that kind in one query, so the
 * database stays the only truth.
 */
export type SessionKind = 'player' | 'operator';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every server that sessions of this kind may have ended (app.ts: published on the chat's bus). */
    sessionsChanged(kind: SessionKind): void;
  }
}
