import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { userSessions, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export interface SessionUser {
  sessionId: number;
  userId: number;
  username: string;
  language: string;
}

/** Creates a session and returns the plain token (shown to the client once, stored hashed). */
export async function createSession(
  db: DbOrTx,
  params: { userId: number; ttlMs: number; ip?: string; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date((params.now ?? new Date()).getTime() + params.ttlMs);
  await db.insert(userSessions).values({ userId: params.userId, tokenHash: hashToken(token), expiresAt, ip: params.ip ?? '' });
  return { token, expiresAt };
}

const findSessionQuery = (db: DbOrTx) =>
  db
    .select({
      sessionId: userSessions.id,
      userId: users.id,
      username: users.username,
      language: users.language,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
/** Per database handle: built once, and a named statement on each PostgreSQL connection (every member request). */
const findSessionPrepared = new WeakMap<object, ReturnType<ReturnType<typeof findSessionQuery>['prepare']>>();

/** The live session behind a token: not revoked, not expired, and its user still active. */
export async function findSession(db: DbOrTx, token: string, now: Date = new Date()): Promise<SessionUser | null> {
  const params = { tokenHash: hashToken(token), now: now.toISOString() };
  if (db instanceof PgTransaction) return (await findSessionQuery(db).execute(params))[0] ?? null;
  let prepared = findSessionPrepared.get(db);
  if (!prepared) findSessionPrepared.set(db, (prepared = findSessionQuery(db).prepare('find_session')));
  return (await prepared.execute(params))[0] ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date = new Date()): Promise<void> {
  await db.update(userSessions).set({ revokedAt: now }).where(eq(userSessions.id, sessionId));
}

/** Ends every live session of a user (design.md §6: on password change). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return rows.length;
}
