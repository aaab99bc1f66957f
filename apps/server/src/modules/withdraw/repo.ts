import { and, asc, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageWindow } from '../../platform/index.js';
import { users, withdrawals, withdrawMethods, withdrawSlots } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type MethodRow = typeof withdrawMethods.$inferSelect;
export type SlotRow = typeof withdrawSlots.$inferSelect;

export function listMethods(db: DbOrTx): Promise<MethodRow[]> {
  return db.select().from(withdrawMethods).orderBy(asc(withdrawMethods.sort));
}

export async function findMethod(db: DbOrTx, type: string): Promise<MethodRow | null> {
  const [row] = await db.select().from(withdrawMethods).where(eq(withdrawMethods.type, type));
  return row ?? null;
}

export function listSlots(db: DbOrTx): Promise<SlotRow[]> {
  return db.select().from(withdrawSlots).orderBy(asc(withdrawSlots.startHour));
}

/** spec.md §5: USDT, EBpay and KOIpay open after one successful (paid) withdrawal. */
export async function hasPaidWithdrawal(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'paid')))
    .limit(1);
  return rows.length > 0;
}

/** Withdrawals of one platform day that count against the daily limits (all but rejected ones). */
export async function dayUsage(db: DbOrTx, userId: number, day: string): Promise<{ count: number; amount: bigint }> {
  const [row] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.day, day), ne(withdrawals.status, 'rejected')));
  return { count: Number(row!.n), amount: BigInt(row!.sum) };
}

export async function insertWithdrawal(db: DbOrTx, row: typeof withdrawals.$inferInsert): Promise<void> {
  await db.insert(withdrawals).values(row);
}

export async function findForUpdate(db: DbOrTx, orderNo: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo)).for('update');
  return row ?? null;
}

/**
 * Moves an order out of review only if it is still open: the status condition and the journal
 * commit together, so a second approval (or an approval racing a rejection) changes nothing.
 */
export async function closeIfOpen(
  db: DbOrTx,
  orderNo: string,
  set: { status: 'paid' | 'rejected'; reviewedBy: string; reviewedAt: Date; rejectReason?: string },
): Promise<boolean> {
  const rows = await db
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.orderNo, orderNo), inArray(withdrawals.status, ['under_review', 'scheduled'])))
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

export async function setSettleJournal(db: DbOrTx, orderNo: string, journalId: number): Promise<void> {
  await db.update(withdrawals).set({ settleJournalId: journalId }).where(eq(withdrawals.orderNo, orderNo));
}

/** Withdrawals after `afterId`, oldest first (the operator's CSV export). */
export function withdrawalsAfter(db: DbOrTx, status: string | undefined, afterId: number, limit: number) {
  return db
    .select({ w: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(gt(withdrawals.id, afterId), status ? eq(withdrawals.status, status) : undefined))
    .orderBy(asc(withdrawals.id))
    .limit(limit);
}

export async function pageWithdrawals(db: DbOrTx, status: string | undefined, window: PageWindow) {
  const where = status ? eq(withdrawals.status, status) : undefined;
  const rows = await db
    .select({ w: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: Number(total!.n) };
}
