import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { depositOrders, paymentMethods, paymentNotifies, paymentProviders, users } from '../../db/schema/index.js';
import type { PageWindow } from '../../platform/index.js';

export type MethodRow = typeof paymentMethods.$inferSelect;
export type OrderRow = typeof depositOrders.$inferSelect;
export type NewOrder = typeof depositOrders.$inferInsert;

/** Enabled methods whose provider (if any) is configured: a method behind a dead provider is not offered. */
const offered = and(eq(paymentMethods.enabled, true), or(isNull(paymentMethods.provider), eq(paymentProviders.enabled, true)));

export async function listOfferedMethods(db: DbOrTx, type?: string): Promise<MethodRow[]> {
  const rows = await db
    .select({ m: paymentMethods })
    .from(paymentMethods)
    .leftJoin(paymentProviders, eq(paymentProviders.code, paymentMethods.provider))
    .where(and(offered, type ? eq(paymentMethods.type, type) : undefined))
    .orderBy(paymentMethods.sort, paymentMethods.id);
  return rows.map((r) => r.m);
}

export async function findOfferedMethod(db: DbOrTx, id: number): Promise<MethodRow | null> {
  const rows = await db
    .select({ m: paymentMethods })
    .from(paymentMethods)
    .leftJoin(paymentProviders, eq(paymentProviders.code, paymentMethods.provider))
    .where(and(offered, eq(paymentMethods.id, id)))
    .limit(1);
  return rows[0]?.m ?? null;
}

export async function findMethod(db: DbOrTx, id: number): Promise<MethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row ?? null;
}


export async function userPhone(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

/** Inserts an order unless the player already has an open one (partial unique index): null then. */
export async function insertOrder(db: DbOrTx, row: NewOrder): Promise<OrderRow | null> {
  const [inserted] = await db.insert(depositOrders).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findOrder(db: DbOrTx, orderNo: string, opts: { userId?: number; forUpdate?: boolean } = {}): Promise<OrderRow | null> {
  const q = db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, orderNo), opts.userId === undefined ? undefined : eq(depositOrders.userId, opts.userId)));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findOpenOrder(db: DbOrTx, userId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), inArray(depositOrders.status, ['awaiting_payment', 'under_review'])))
    .limit(1);
  return row ?? null;
}

/** Moves an order from one of `from` to a new state; null when it was no longer in one of them. */
export async function transition(db: DbOrTx, orderNo: string, from: string[], set: Partial<NewOrder>): Promise<OrderRow | null> {
  const [row] = await db
    .update(depositOrders)
    .set(set)
    .where(and(eq(depositOrders.orderNo, orderNo), inArray(depositOrders.status, from)))
    .returning();
  return row ?? null;
}

export async function updateOrder(db: DbOrTx, orderNo: string, set: Partial<NewOrder>): Promise<void> {
  await db.update(depositOrders).set(set).where(eq(depositOrders.orderNo, orderNo));
}

/** Conditional UPDATE: only orders still awaiting payment past their time, so servers racing agree. */
export async function expireDue(db: DbOrTx, now: Date, userId?: number): Promise<string[]> {
  const rows = await db
    .update(depositOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(depositOrders.status, 'awaiting_payment'),
        lte(depositOrders.expiresAt, now),
        userId === undefined ? undefined : eq(depositOrders.userId, userId),
      ),
    )
    .returning({ orderNo: depositOrders.orderNo });
  return rows.map((r) => r.orderNo);
}

export async function cancellationsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.status, 'cancelled'), gte(depositOrders.cancelledAt, since)));
  return Number(row?.n ?? 0);
}

export async function pageOrders(db: DbOrTx, status: string | undefined, window: PageWindow) {
  const where = status ? eq(depositOrders.status, status) : undefined;
  const rows = await db
    .select({ o: depositOrders, username: users.username })
    .from(depositOrders)
    .innerJoin(users, eq(users.id, depositOrders.userId))
    .where(where)
    .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Orders after `afterId`, oldest first (the operator's CSV export, platform/csv-export.ts). */
export function ordersAfter(db: DbOrTx, status: string | undefined, afterId: number, limit: number) {
  return db
    .select({ o: depositOrders, username: users.username })
    .from(depositOrders)
    .innerJoin(users, eq(users.id, depositOrders.userId))
    .where(and(gt(depositOrders.id, afterId), status ? eq(depositOrders.status, status) : undefined))
    .orderBy(asc(depositOrders.id))
    .limit(limit);
}

/** Claims a provider notification id; false when it was seen before (a replay). */
export async function claimNotify(db: DbOrTx, row: { provider: string; notifyId: string; orderNo: string; at: Date }): Promise<boolean> {
  const inserted = await db
    .insert(paymentNotifies)
    .values({ provider: row.provider, notifyId: row.notifyId, orderNo: row.orderNo, outcome: 'received', receivedAt: row.at })
    .onConflictDoNothing()
    .returning({ id: paymentNotifies.id });
  return inserted.length === 1;
}

/** True when a provider's notification id has been claimed (received) already. */
export async function notifyClaimed(db: DbOrTx, provider: string, notifyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentNotifies.id })
    .from(paymentNotifies)
    .where(and(eq(paymentNotifies.provider, provider), eq(paymentNotifies.notifyId, notifyId)))
    .limit(1);
  return rows.length === 1;
}

export async function setNotifyOutcome(db: DbOrTx, provider: string, notifyId: string, outcome: string): Promise<void> {
  await db
    .update(paymentNotifies)
    .set({ outcome })
    .where(sql`${paymentNotifies.provider} = ${provider} AND ${paymentNotifies.notifyId} = ${notifyId}`);
}
