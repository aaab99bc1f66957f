import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';

export type Channel = 'sms' | 'email';

/** Serialises sends to one phone or address (the countdown check and the insert), on PostgreSQL and PGlite alike. */
export async function lockTarget(db: DbOrTx, channel: Channel, target: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${channel}:${target}`}))`);
}

/** The newest code sent to a phone or address, any purpose (the resend countdown is per target). */
export async function latestForTarget(db: DbOrTx, channel: Channel, target: string) {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt, countdownSeconds: verificationCodes.countdownSeconds })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertCode(
  db: DbOrTx,
  row: { channel: Channel; purpose: string; target: string; codeHash: string; expiresAt: Date; countdownSeconds: number; ip: string; createdAt: Date },
) {
  await db.insert(verificationCodes).values(row);
}

/** The newest code for a purpose and target: only it counts, so a resend supersedes earlier codes. */
export async function latestCode(db: DbOrTx, channel: Channel, purpose: string, target: string) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function addWrongAttempt(db: DbOrTx, id: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Uses a code up; false when a concurrent request used or burnt it first. */
export async function markConsumed(db: DbOrTx, id: number, now: Date, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
