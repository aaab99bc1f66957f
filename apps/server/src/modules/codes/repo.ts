import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
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

/**
 * Counts one check of a code before it is compared, in one statement: refused (null) when the code is
 * used, burnt (`maxAttempts` checks counted) or expired. Of a parallel burst exactly `maxAttempts` get
 * through, on PostgreSQL and PGlite alike.
 */
export async function claimAttempt(db: DbOrTx, id: number, now: Date, maxAttempts: number): Promise<{ codeHash: string } | null> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, maxAttempts),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash });
  return rows[0] ?? null;
}

/** A right code gives its claimed attempt back: only wrong checks count against it. */
export async function releaseAttempt(db: DbOrTx, id: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} - 1` })
    .where(eq(verificationCodes.id, id));
}

/** Uses a code up (after a right check claimed an attempt, which it gives back); false when a concurrent request used it first. */
export async function markConsumed(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now, attempts: sql`${verificationCodes.attempts} - 1` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/** Deletes codes that expired before `before` (used or not): only the newest code of a target is ever read. */
export async function pruneExpired(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before)).returning({ id: verificationCodes.id });
  return rows.length;
}
