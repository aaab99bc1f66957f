import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { walletRecords } from '../../db/schema/index.js';

export type RecordRow = typeof walletRecords.$inferSelect;
export type NewRecord = typeof walletRecords.$inferInsert;

export async function insertRecord(db: DbOrTx, row: NewRecord): Promise<void> {
  await db.insert(walletRecords).values(row);
}

/** The INSERT of a record as a statement, for a caller that sends it together with its own write. */
export function insertRecordSql(db: DbOrTx, row: NewRecord): SQL {
  return db.insert(walletRecords).values(row).getSQL();
}

export async function updateStatus(db: DbOrTx, orderNo: string, status: string): Promise<void> {
  await db.update(walletRecords).set({ status }).where(eq(walletRecords.orderNo, orderNo));
}

export interface RecordFilter {
  userId: number;
  type?: string;
  status?: string;
  /** Only records of the last this many days, by the database's clock (the one that stamps `created_at`). */
  withinDays: number;
  from: Date | null;
  to: Date | null;
}

function where(f: RecordFilter) {
  return and(
    eq(walletRecords.userId, f.userId),
    f.type ? eq(walletRecords.type, f.type) : undefined,
    f.status ? eq(walletRecords.status, f.status) : undefined,
    gte(walletRecords.createdAt, sql`now() - make_interval(days => ${f.withinDays})`),
    f.from ? gte(walletRecords.createdAt, f.from) : undefined,
    f.to ? lte(walletRecords.createdAt, f.to) : undefined,
  );
}

export async function pageRecords(db: DbOrTx, f: RecordFilter, page: number, size: number): Promise<{ rows: RecordRow[]; total: number }> {
  const rows = await db
    .select()
    .from(walletRecords)
    .where(where(f))
    .orderBy(desc(walletRecords.createdAt), desc(walletRecords.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(walletRecords).where(where(f));
  return { rows, total: Number(total!.n) };
}

/** A record by order number, only when it belongs to the player (design.md §4: scoped by session). */
export async function findRecord(db: DbOrTx, userId: number, orderNo: string): Promise<RecordRow | null> {
  const rows = await db
    .select()
    .from(walletRecords)
    .where(and(eq(walletRecords.userId, userId), eq(walletRecords.orderNo, orderNo)))
    .limit(1);
  return rows[0] ?? null;
}
