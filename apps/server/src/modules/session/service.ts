import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { userSessions, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  language: string;
  /**
   * The user's row as read with the session (at most SESSION_CACHE_MS old): for showing the
   * profile (getUserInfo) without another query. Rules read the row fresh in their transaction.
   */
  profile: typeof users.$inferSelect;
}

/** Creates a session and returns the plain token (shown to the client once, stored hashed). */
export async function createSession(
  db: DbOrTx,
  params: { userId: number; ttlMs: number; ip?: string; device?: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(params.now.getTime() + params.ttlMs);
  // The device is the client's User-Agent, kept for the operator's view of logins (cut: it is client text).
  const device = (params.device ?? '').slice(0, 300);
  await db.insert(userSessions).values({ userId: params.userId, tokenHash: hashToken(token), expiresAt, ip: params.ip ?? '', device });
  // The operator's player list filters and sorts by the latest login (sessions themselves are pruned).
  await db.update(users).set({ lastLoginAt: params.now }).where(eq(users.id, params.userId));
  return { token, expiresAt };
}

/** What makes a session live (joined with its user): not revoked, not expired, and its user still active. */
const live = (now: Date | ReturnType<typeof sql.placeholder>) =>
  and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now), eq(users.status, 'active'));

const findSessionQuery = (db: DbOrTx) =>
  db
    .select({
      sessionId: userSessions.id,
      expiresAt: userSessions.expiresAt,
      profile: users,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.tokenHash, sql.placeholder('tokenHash')), live(sql.placeholder('now'))))
    .limit(1);
/** Per database handle: built once, and a named statement on each PostgreSQL connection (every member request). */
const findSessionPrepared = new WeakMap<object, ReturnType<ReturnType<typeof findSessionQuery>['prepare']>>();

/**
 * Sessions found live in the last SESSION_CACHE_MS, by token hash (tokens are random, so one map
 * serves every database handle). Logout and password changes on this server evict at once; a
 * revocation on another server, or a user frozen by hand, takes effect here within SESSION_CACHE_MS
 * (docs/decisions.md). Expiry is still checked against the caller's clock on every hit.
 */
export const SESSION_CACHE_MS = 2000;
const MAX_CACHED_SESSIONS = 100_000;
const sessionCache = new Map<string, { user: SessionUser; expiresAt: Date; cachedAt: number }>();
/** Bumped by every eviction: a lookup that raced with one does not cache what it read. */
let evictions = 0;

/** The live session behind a token: not revoked, not expired, and its user still active. */
export async function findSession(db: DbOrTx, token: string, now: Date): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const hit = sessionCache.get(tokenHash);
  if (hit && performance.now() - hit.cachedAt < SESSION_CACHE_MS && hit.expiresAt > now) return hit.user;
  if (hit) sessionCache.delete(tokenHash);
  const params = { tokenHash, now: now.toISOString() };
  const seen = evictions;
  const startedAt = performance.now();
  let rows;
  if (db instanceof PgTransaction) rows = await findSessionQuery(db).execute(params);
  else {
    let prepared = findSessionPrepared.get(db);
    if (!prepared) findSessionPrepared.set(db, (prepared = findSessionQuery(db).prepare('find_session')));
    rows = await prepared.execute(params);
  }
  const row = rows[0];
  if (!row) return null;
  const { profile } = row;
  const user: SessionUser = { sessionId: row.sessionId, userId: profile.id, username: profile.username, language: profile.language, profile };
  if (seen === evictions) {
    if (sessionCache.size >= MAX_CACHED_SESSIONS) sessionCache.clear();
    sessionCache.set(tokenHash, { user, expiresAt: row.expiresAt, cachedAt: startedAt });
  }
  return user;
}

/**
 * Which of these sessions are live now, read from the database (never the cache): the chat sockets' re-check
 * (modules/chat/guard.ts; issue 23), one query for every socket of a server.
 */
export async function liveSessionIds(db: DbOrTx, sessionIds: readonly number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(inArray(userSessions.id, [...sessionIds]), live(now)));
  return new Set(rows.map((r) => r.id));
}

/** Drops cached sessions of a user, or one session (after logout, password change, revocation). */
export function forgetSessions(match: { userId?: number; sessionId?: number }): void {
  evictions += 1;
  for (const [hash, entry] of sessionCache)
    if (entry.user.userId === match.userId || entry.user.sessionId === match.sessionId) sessionCache.delete(hash);
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  forgetSessions({ sessionId });
  await db.update(userSessions).set({ revokedAt: now }).where(eq(userSessions.id, sessionId));
  forgetSessions({ sessionId });
}

/** Ends every live session of a user (design.md §6: on password change). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date): Promise<number> {
  // Evicted before and after the UPDATE; inside a transaction the caller evicts again after commit.
  forgetSessions({ userId });
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  forgetSessions({ userId });
  return rows.length;
}

/**
 * Deletes sessions that expired or were revoked before `before` (modules/security/prune-job.ts): such a token answers
 * 401 whether its row exists or not, and nothing else reads them.
 */
export async function pruneEndedSessions(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(userSessions)
    .where(or(lt(userSessions.expiresAt, before), lt(userSessions.revokedAt, before)))
    .returning({ id: userSessions.id });
  return rows.length;
}
