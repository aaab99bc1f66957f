import { and, asc, eq, getTableColumns, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { venueLocks, venueTransfers, walletSettings } from '../../db/schema/index.js';

export type TransferRow = typeof venueTransfers.$inferSelect;
export type LockRow = typeof venueLocks.$inferSelect;
/** An open lock and whether its condition holds at a given venue balance (spec.md §4). */
export type LockState = LockRow & { satisfied: boolean };

const openLocksOf = (userId: number, platType?: string) =>
  and(eq(venueLocks.userId, userId), isNull(venueLocks.releasedAt), platType ? eq(venueLocks.platType, platType) : undefined);

/** Open locks of a player, optionally at one venue; `forUpdate` serialises transfers of that venue. */
export function openLocks(db: DbOrTx, userId: number, platType?: string, forUpdate = false): Promise<LockRow[]> {
  const q = db.select().from(venueLocks).where(openLocksOf(userId, platType)).orderBy(asc(venueLocks.id));
  return forUpdate ? q.for('update') : q;
}

/**
 * Open locks of a player (optionally at one venue), each judged by the SQL rule
 * `venue_lock_satisfied` (ledger/sql/venue_locks.sql, the one statement of spec.md §4, threshold
 * from sys_config) at the balance of its venue in `balances` (0 for a venue not in it).
 */
export function lockStates(db: DbOrTx, userId: number, balances: Map<string, bigint>, platType?: string): Promise<LockState[]> {
  const plats = sql.param([...balances.keys()]);
  const amounts = sql.param([...balances.values()].map((b) => b.toString()));
  const balance = sql`coalesce((${amounts}::bigint[])[array_position(${plats}::text[], ${venueLocks.platType})], 0)`;
  return db
    .select({
      ...getTableColumns(venueLocks),
      satisfied: sql<boolean>`venue_lock_satisfied(${venueLocks.accumulatedTurnover}, ${venueLocks.requiredTurnover}, ${balance}, venue_unlock_below())`,
    })
    .from(venueLocks)
    .where(openLocksOf(userId, platType))
    .orderBy(asc(venueLocks.id));
}

export async function releaseLocks(db: DbOrTx, ids: number[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(venueLocks).set({ releasedAt: sql`now()`, releaseReason: reason }).where(inArray(venueLocks.id, ids));
}

export async function insertLock(
  db: DbOrTx,
  lock: { userId: number; platType: string; requiredTurnover: bigint; reason: string },
): Promise<number> {
  const [row] = await db.insert(venueLocks).values(lock).returning({ id: venueLocks.id });
  return row!.id;
}

export async function addTurnover(db: DbOrTx, userId: number, platType: string, amount: bigint): Promise<void> {
  await db
    .update(venueLocks)
    .set({ accumulatedTurnover: sql`${venueLocks.accumulatedTurnover} + ${amount}` })
    .where(and(eq(venueLocks.userId, userId), eq(venueLocks.platType, platType), isNull(venueLocks.releasedAt)));
}

/**
 * Writes a transfer row and, in the same statement (a data-modifying CTE), `with` — the player's
 * record of the order: one round trip for both, and both or neither.
 */
export async function insertTransfer(db: DbOrTx, t: typeof venueTransfers.$inferInsert, withStatement: SQL): Promise<void> {
  await db.execute(sql`WITH r AS (${withStatement}) ${db.insert(venueTransfers).values(t).getSQL()}`);
}

/** A transfer by order number; `forUpdate` inside a transaction that settles it. */
export async function findTransfer(db: DbOrTx, orderNo: string, forUpdate = false): Promise<TransferRow | null> {
  const q = db.select().from(venueTransfers).where(eq(venueTransfers.orderNo, orderNo));
  const rows = await (forUpdate ? q.for('update') : q);
  return rows[0] ?? null;
}

export async function updateTransfer(db: DbOrTx, id: number, set: Partial<typeof venueTransfers.$inferInsert>): Promise<void> {
  await db.update(venueTransfers).set({ ...set, updatedAt: sql`now()` }).where(eq(venueTransfers.id, id));
}

export function pendingTransfers(db: DbOrTx, olderThan: Date, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(venueTransfers)
    .where(and(eq(venueTransfers.status, 'pending'), lt(venueTransfers.createdAt, olderThan)))
    .orderBy(asc(venueTransfers.id))
    .limit(limit);
}

export async function getSettings(db: DbOrTx, userId: number): Promise<{ autoTransfer: boolean; walletFree: boolean }> {
  const rows = await db
    .select({ autoTransfer: walletSettings.autoTransfer, walletFree: walletSettings.walletFree })
    .from(walletSettings)
    .where(eq(walletSettings.userId, userId));
  return rows[0] ?? { autoTransfer: false, walletFree: false };
}

export async function saveSettings(db: DbOrTx, userId: number, set: { autoTransfer: boolean; walletFree?: boolean }): Promise<void> {
  await db
    .insert(walletSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: walletSettings.userId, set: { ...set, updatedAt: sql`now()` } });
}
