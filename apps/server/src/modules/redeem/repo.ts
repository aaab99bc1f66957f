import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { redeemBatches, redeemCodes, redeemRedemptions, users } from '../../db/schema/index.js';

export type BatchRow = typeof redeemBatches.$inferSelect & { redeemed: number };

/**
 * Redemptions of the batch row being selected. The outer column is written out: drizzle renders `${redeemBatches.id}`
 * as a bare "id" in a one-table select, which inside this subquery would be r.id (every batch then showed the same
 * wrong count).
 */
const redeemedCount = sql<number>`(SELECT count(*)::int FROM redeem_redemptions r WHERE r.batch_id = "redeem_batches"."id")`;

export async function insertBatch(db: DbOrTx, row: typeof redeemBatches.$inferInsert): Promise<BatchRow> {
  const [batch] = await db.insert(redeemBatches).values(row).returning();
  return { ...batch!, redeemed: 0 };
}

export async function insertCodeHashes(db: DbOrTx, batchId: number, hashes: string[]): Promise<void> {
  for (let i = 0; i < hashes.length; i += 1000) {
    await db.insert(redeemCodes).values(hashes.slice(i, i + 1000).map((codeHash) => ({ batchId, codeHash })));
  }
}

export async function batchById(db: DbOrTx, id: number): Promise<BatchRow | null> {
  const [row] = await db.select({ batch: redeemBatches, redeemed: redeemedCount }).from(redeemBatches).where(eq(redeemBatches.id, id));
  return row ? { ...row.batch, redeemed: row.redeemed } : null;
}

export async function batchPage(db: DbOrTx, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select({ batch: redeemBatches, redeemed: redeemedCount }).from(redeemBatches).orderBy(desc(redeemBatches.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(redeemBatches),
  ]);
  return { rows: rows.map((r) => ({ ...r.batch, redeemed: r.redeemed })), total: total!.n };
}

/** Sets disabled_at once; null when the batch does not exist. */
export async function disableBatch(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.update(redeemBatches).set({ disabledAt: now }).where(and(eq(redeemBatches.id, id), sql`${redeemBatches.disabledAt} IS NULL`));
}

/**
 * The code of a hash with its batch, the code row locked: parallel redemptions of one code queue here, so the
 * second finds the first one's redemption (the unique code_id is the last guard).
 */
export async function lockCode(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({ codeId: redeemCodes.id, batch: redeemBatches })
    .from(redeemCodes)
    .innerJoin(redeemBatches, eq(redeemBatches.id, redeemCodes.batchId))
    .where(eq(redeemCodes.codeHash, codeHash))
    .for('update', { of: redeemCodes });
  return row ?? null;
}

export async function isCodeRedeemed(db: DbOrTx, codeId: number): Promise<boolean> {
  const [row] = await db.select({ id: redeemRedemptions.id }).from(redeemRedemptions).where(eq(redeemRedemptions.codeId, codeId));
  return Boolean(row);
}

export async function hasRedeemedBatch(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: redeemRedemptions.id }).from(redeemRedemptions).where(eq(redeemRedemptions.onePerPlayerKey, key));
  return Boolean(row);
}

export async function vipLevelOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId));
  return row?.level ?? 1;
}

/** The redemption, or null when a unique key (the code, or the batch and player) is already taken. */
export async function insertRedemption(db: DbOrTx, row: typeof redeemRedemptions.$inferInsert) {
  const [inserted] = await db.insert(redeemRedemptions).values(row).onConflictDoNothing().returning({ id: redeemRedemptions.id });
  return inserted ?? null;
}

/** The codes of a batch after an id (export): id, redeemed by whom and when; never a code, only hashes exist. */
export function codesAfter(db: DbOrTx, batchId: number, afterId: number, limit: number) {
  return db
    .select({ id: redeemCodes.id, batchId: redeemCodes.batchId, userId: redeemRedemptions.userId, username: users.username, redeemedAt: redeemRedemptions.createdAt })
    .from(redeemCodes)
    .leftJoin(redeemRedemptions, eq(redeemRedemptions.codeId, redeemCodes.id))
    .leftJoin(users, eq(users.id, redeemRedemptions.userId))
    .where(and(eq(redeemCodes.batchId, batchId), gt(redeemCodes.id, afterId)))
    .orderBy(asc(redeemCodes.id))
    .limit(limit);
}
