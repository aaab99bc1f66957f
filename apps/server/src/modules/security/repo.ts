import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, authThrottle, captchas, loginAttempts } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

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
 * Takes one attempt on a counter row (modules/security claimAttempts), atomically: counted (failures + 1, a row last
 * touched at or before the window's start starting again at 1) only while fewer than `max` are counted within the
 * window (`max` null: always counted). `{ failures }` (this attempt included) when taken; otherwise `{ waitSeconds }`
 * until the window of the last counted attempt ends.
 */
export async function claimAttempt(
  db: DbOrTx,
  p: { scope: string; subject: string; max: number | null; windowMs: number; now: Date },
): Promise<{ failures: number } | { waitSeconds: number }> {
  const now = sql`${p.now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(p.now.getTime() - p.windowMs).toISOString()}::timestamptz`;
  const below = p.max === null ? sql`true` : sql`auth_throttle.failures < ${p.max}`;
  const [taken] = rowsOf<{ failures: number }>(
    await db.execute(sql`
      INSERT INTO auth_throttle (scope, subject, failures, last_at) VALUES (${p.scope}, ${p.subject}, 1, ${now})
      ON CONFLICT (scope, subject) DO UPDATE SET
        failures = CASE WHEN auth_throttle.last_at <= ${windowStart} THEN 1 ELSE auth_throttle.failures + 1 END,
        last_at = ${now}
      WHERE auth_throttle.last_at <= ${windowStart} OR ${below}
      RETURNING failures`),
  );
  if (taken) return { failures: Number(taken.failures) };
  const [row] = await db.select({ lastAt: authThrottle.lastAt }).from(authThrottle).where(and(eq(authThrottle.scope, p.scope), eq(authThrottle.subject, p.subject)));
  return { waitSeconds: Math.max(1, Math.ceil((row!.lastAt.getTime() + p.windowMs - p.now.getTime()) / 1000)) };
}

/** Gives back an attempt taken by claimAttempt (it succeeded, or failed for a reason that does not count). */
export async function releaseAttempt(db: DbOrTx, key: { scope: string; subject: string }) {
  await db.execute(sql`UPDATE auth_throttle SET failures = GREATEST(failures - 1, 0) WHERE scope = ${key.scope} AND subject = ${key.subject}`);
}
