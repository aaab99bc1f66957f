import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, captchas, loginAttempts } from '../../db/schema/index.js';

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

/** Attempts of one kind since `since`, for one subject or one IP, newest first. */
export function recentAttempts(db: DbOrTx, params: { kind: string; subject?: string; ip?: string; since: Date }) {
  const who = or(
    params.subject !== undefined ? eq(loginAttempts.subject, params.subject) : undefined,
    params.ip !== undefined ? eq(loginAttempts.ip, params.ip) : undefined,
  );
  return db
    .select({ subject: loginAttempts.subject, ip: loginAttempts.ip, success: loginAttempts.success, at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, params.kind), gt(loginAttempts.at, params.since), who))
    .orderBy(desc(loginAttempts.at));
}

export async function insertAudit(
  db: DbOrTx,
  row: { userId: number | null; action: string; detail: Record<string, unknown>; ip: string; at: Date },
) {
  await db.insert(auditLog).values(row);
}
