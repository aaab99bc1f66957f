import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operatorLoginThrottle, operators, operatorSessions } from '../../db/schema/index.js';

/**
 * Counts one login attempt for a name and returns its number in the current window, in one statement:
 * parallel attempts each get their own number (the row lock of the upsert orders them), on PGlite and
 * PostgreSQL alike. A window older than `windowMs` starts again at 1.
 */
export async function countLoginAttempt(db: DbOrTx, username: string, now: Date, windowMs: number): Promise<{ attempts: number; windowStart: Date }> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`${operatorLoginThrottle.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(operatorLoginThrottle)
    .values({ username, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: operatorLoginThrottle.username,
      set: {
        attempts: sql`case when ${expired} then 1 else ${operatorLoginThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then ${at}::timestamptz else ${operatorLoginThrottle.windowStart} end`,
      },
    })
    .returning({ attempts: operatorLoginThrottle.attempts, windowStart: operatorLoginThrottle.windowStart });
  return row!;
}

/** A successful login: the name's count starts again. */
export async function resetLoginAttempts(db: DbOrTx, username: string): Promise<void> {
  await db.update(operatorLoginThrottle).set({ attempts: 0 }).where(eq(operatorLoginThrottle.username, username));
}

/** Counters whose window ended before `before` (names typed once and never again). */
export async function pruneLoginAttempts(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(operatorLoginThrottle).where(lt(operatorLoginThrottle.windowStart, before));
}

export async function findOperatorByName(db: DbOrTx, username: string) {
  const [op] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash, status: operators.status })
    .from(operators)
    .where(eq(operators.username, username));
  return op ?? null;
}

/** Replaces a password hash only if it is still the one verified (a password changed meanwhile stands). */
export async function replacePasswordHash(db: DbOrTx, operatorId: number, verified: string, next: string): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ passwordHash: next })
    .where(and(eq(operators.id, operatorId), eq(operators.passwordHash, verified)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function insertSession(db: DbOrTx, s: { operatorId: number; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.insert(operatorSessions).values({ operatorId: s.operatorId, tokenHash: s.tokenHash, expiresAt: s.expiresAt, lastSeenAt: s.now });
}

/** A live session (not revoked, not expired, used within the idle limit) of an active operator. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      operatorId: operators.id,
      username: operators.username,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        eq(operators.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Moves a session's last request to `now` unless another request did so after `staleBefore`. */
export async function touchSession(db: DbOrTx, sessionId: number, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(operatorSessions.id, sessionId), lt(operatorSessions.lastSeenAt, staleBefore)));
}

/** Ends a session; false when it had already ended (a second logout). */
export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}
