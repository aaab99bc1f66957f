import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { venueLocks, venues, venueTransfers, walletSettings } from '../db/schema/index.js';

export type VenueRow = typeof venues.$inferSelect;
export type TransferRow = typeof venueTransfers.$inferSelect;
export type LockRow = typeof venueLocks.$inferSelect;

export function listVenues(db: DbOrTx): Promise<VenueRow[]> {
  return db.select().from(venues).orderBy(asc(venues.sort), asc(venues.platType));
}

const findVenueQuery = (db: DbOrTx) =>
  db
    .select()
    .from(venues)
    .where(eq(venues.platType, sql.placeholder('platType')))
    .limit(1);
/** Per database handle: built once, and a named statement on each PostgreSQL connection (hot path of every transfer). */
const findVenuePrepared = new WeakMap<object, ReturnType<ReturnType<typeof findVenueQuery>['prepare']>>();

export async function findVenue(db: DbOrTx, platType: string): Promise<VenueRow | null> {
  // A statement prepared on the pool runs outside any transaction: inside one, build it on the spot.
  if (db instanceof PgTransaction) return (await findVenueQuery(db).execute({ platType }))[0] ?? null;
  let prepared = findVenuePrepared.get(db);
  if (!prepared) findVenuePrepared.set(db, (prepared = findVenueQuery(db).prepare('find_venue')));
  return (await prepared.execute({ platType }))[0] ?? null;
}

/** Open locks of a player, optionally at one venue; `forUpdate` serialises transfers of that venue. */
export function openLocks(db: DbOrTx, userId: number, platType?: string, forUpdate = false): Promise<LockRow[]> {
  const q = db
    .select()
    .from(venueLocks)
    .where(and(eq(venueLocks.userId, userId), isNull(venueLocks.releasedAt), platType ? eq(venueLocks.platType, platType) : undefined))
    .orderBy(asc(venueLocks.id));
  return forUpdate ? q.for('update') : q;
}

export async function releaseLocks(db: DbOrTx, ids: number[], reason: string): Promise<void> {
  for (const id of ids) await db.update(venueLocks).set({ releasedAt: new Date(), releaseReason: reason }).where(eq(venueLocks.id, id));
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
  await db.update(venueTransfers).set({ ...set, updatedAt: new Date() }).where(eq(venueTransfers.id, id));
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
    .onConflictDoUpdate({ target: walletSettings.userId, set: { ...set, updatedAt: new Date() } });
}
