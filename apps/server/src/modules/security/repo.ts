import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, authThrottle, captchas, loginAttempts } from '../../db/schema/index.js';

export async function insertCaptcha(db: DbOrTx, row: { id: string; answerHash: string; expiresAt: Date }) {
  await db.insert(captchas).values(row);
}

/** Marks a live captcha used and returns its answer hash; null when unknown, used or expired. */
export async function takeCaptcha(db: DbOrTx, id: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return rows[0]?.answerHash ?? null;
}

export async function insertAttempt(db: DbOrTx, row: { kind: string; subject: string; ip: string; success: boolean; at: Date }) {
  await db.insert(loginAttempts).values(row);
}

/** Serialises the throttle decisions of one account (its counter rows), on PostgreSQL and PGlite alike. */
export async function lockThrottleSubject(db: DbOrTx, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth:${key}`}))`);
}

type ThrottleKey = { scope: string; subject: string };

export function throttleRows(db: DbOrTx, keys: ThrottleKey[]) {
  return db
    .select()
    .from(authThrottle)
    .where(or(...keys.map((k) => and(eq(authThrottle.scope, k.scope), eq(authThrottle.subject, k.subject)))));
}

export async function putThrottleRow(db: DbOrTx, row: typeof authThrottle.$inferInsert) {
  await db
    .insert(authThrottle)
    .values(row)
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.subject],
      set: { failures: row.failures, lastAt: row.lastAt, blockedUntil: row.blockedUntil ?? null },
    });
}

export async function deleteThrottleRows(db: DbOrTx, keys: ThrottleKey[]) {
  await db.delete(authThrottle).where(or(...keys.map((k) => and(eq(authThrottle.scope, k.scope), eq(authThrottle.subject, k.subject)))));
}

export async function insertAudit(
  db: DbOrTx,
  row: { userId: number | null; action: string; detail: Record<string, unknown>; ip: string; at: Date },
) {
  await db.insert(auditLog).values(row);
}

/**
 * One failure on a counter row (modules/security countFailure): failures within the window + 1 (a row last touched
 * longer ago starts again at 1), and blocked for the window from now once the count reaches `max`.
 */
export async function countFailure(db: DbOrTx, p: { scope: string; subject: string; max: number; windowMs: number; now: Date }) {
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(p.now.getTime() - p.windowMs).toISOString()}::timestamptz`;
  const blockedUntil = sql`${new Date(p.now.getTime() + p.windowMs).toISOString()}::timestamptz`;
  await db.execute(sql`
    INSERT INTO auth_throttle (scope, subject, failures, last_at, blocked_until)
    VALUES (${p.scope}, ${p.subject}, 1, ${now}, CASE WHEN 1 >= ${p.max} THEN ${blockedUntil} END)
    ON CONFLICT (scope, subject) DO UPDATE SET
      failures = CASE WHEN auth_throttle.last_at > ${windowStart} THEN auth_throttle.failures + 1 ELSE 1 END,
      last_at = ${now},
      blocked_until = CASE
        WHEN (CASE WHEN auth_throttle.last_at > ${windowStart} THEN auth_throttle.failures + 1 ELSE 1 END) >= ${p.max} THEN ${blockedUntil}
        ELSE auth_throttle.blocked_until END`);
}
