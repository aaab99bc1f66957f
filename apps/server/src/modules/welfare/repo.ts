import type { WelfareKind, WelfareStatus } from '@app/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { users, welfareItems } from '../../db/schema/index.js';
import type { PageWindow } from '../../platform/index.js';

/** SQL of the welfare centre (modules/welfare). Every reader sees an item past its expiry as expired, marked or not. */
export type WelfareRow = typeof welfareItems.$inferSelect;

const isOpen = inArray(welfareItems.status, ['pending', 'success']);

/** The status a reader sees at `now`: an open item at or past expires_at is expired even before the job marks it. */
export function effectiveStatus(row: Pick<WelfareRow, 'status' | 'expiresAt'>, now: Date): WelfareStatus {
  return (row.status === 'pending' || row.status === 'success') && row.expiresAt <= now ? 'expired' : (row.status as WelfareStatus);
}

/** The WHERE of "seen as `status` at `now`" (the SQL twin of effectiveStatus). */
function statusIs(status: WelfareStatus, now: Date): SQL {
  if (status === 'expired') return or(eq(welfareItems.status, 'expired'), and(isOpen, lte(welfareItems.expiresAt, now)))!;
  if (status === 'pending' || status === 'success') return and(eq(welfareItems.status, status), gt(welfareItems.expiresAt, now))!;
  return eq(welfareItems.status, status);
}

/** A player's items, newest first. */
export async function pageOfPlayer(db: DbOrTx, userId: number, status: WelfareStatus | undefined, now: Date, window: PageWindow) {
  const where = and(eq(welfareItems.userId, userId), status ? statusIs(status, now) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(welfareItems).where(where).orderBy(desc(welfareItems.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(welfareItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A player's amounts ready to receive (including items still to open), received and expired, in minor units. */
export async function totalsOfPlayer(db: DbOrTx, userId: number, now: Date): Promise<{ ready: bigint; received: bigint; expired: bigint }> {
  const sum = (where: SQL) => sql<string>`COALESCE(SUM(${welfareItems.amount}) FILTER (WHERE ${where}), 0)::text`;
  const [row] = await db
    .select({ ready: sum(statusIs('success', now)), received: sum(statusIs('received', now)), expired: sum(statusIs('expired', now)) })
    .from(welfareItems)
    .where(eq(welfareItems.userId, userId));
  return { ready: BigInt(row?.ready ?? 0), received: BigInt(row?.received ?? 0), expired: BigInt(row?.expired ?? 0) };
}

/**
 * Receiving, step one: ONE conditional UPDATE takes the item from success to received, only for its owner and
 * only while open (opens_at ≤ now < expires_at). Of parallel calls one row lock wins; the others re-read the row,
 * no longer match and get nothing.
 */
export async function markReceived(tx: DbOrTx, userId: number, id: number, now: Date): Promise<WelfareRow | null> {
  const [row] = await tx
    .update(welfareItems)
    .set({ status: 'received', receivedAt: now })
    .where(
      and(
        eq(welfareItems.id, id),
        eq(welfareItems.userId, userId),
        eq(welfareItems.status, 'success'),
        lte(welfareItems.opensAt, now),
        gt(welfareItems.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findOwn(db: DbOrTx, userId: number, id: number): Promise<WelfareRow | null> {
  const [row] = await db
    .select()
    .from(welfareItems)
    .where(and(eq(welfareItems.id, id), eq(welfareItems.userId, userId)));
  return row ?? null;
}

/** The expiry job: open items whose validity has ended are marked expired. */
export async function markExpired(db: DbOrTx, at: Date): Promise<number> {
  const rows = await db
    .update(welfareItems)
    .set({ status: 'expired' })
    .where(and(isOpen, lte(welfareItems.expiresAt, at)))
    .returning({ id: welfareItems.id });
  return rows.length;
}

export interface OperatorFilter {
  username?: string;
  kind?: WelfareKind;
  status?: WelfareStatus;
  /** [from, to) instants of created_at. */
  createdFrom?: Date;
  createdTo?: Date;
}

function operatorWhere(f: OperatorFilter, now: Date): SQL | undefined {
  return and(
    f.username !== undefined ? eq(users.username, f.username.toLowerCase()) : undefined,
    f.kind !== undefined ? eq(welfareItems.kind, f.kind) : undefined,
    f.status !== undefined ? statusIs(f.status, now) : undefined,
    f.createdFrom ? gte(welfareItems.createdAt, f.createdFrom) : undefined,
    f.createdTo ? lt(welfareItems.createdAt, f.createdTo) : undefined,
  );
}

export type OperatorRow = { w: WelfareRow; username: string };

/** welfare/list: newest first. */
export async function pageForOperator(db: DbOrTx, f: OperatorFilter, now: Date, window: PageWindow): Promise<{ rows: OperatorRow[]; total: number }> {
  const where = operatorWhere(f, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: welfareItems, username: users.username })
      .from(welfareItems)
      .innerJoin(users, eq(users.id, welfareItems.userId))
      .where(where)
      .orderBy(desc(welfareItems.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(welfareItems).innerJoin(users, eq(users.id, welfareItems.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** welfare/export: the rows after an id, oldest first (keyset batches). */
export function operatorRowsAfter(db: DbOrTx, f: OperatorFilter, now: Date, afterId: number, limit: number): Promise<OperatorRow[]> {
  return db
    .select({ w: welfareItems, username: users.username })
    .from(welfareItems)
    .innerJoin(users, eq(users.id, welfareItems.userId))
    .where(and(operatorWhere(f, now), gt(welfareItems.id, afterId)))
    .orderBy(asc(welfareItems.id))
    .limit(limit);
}

export interface KindSummaryRow {
  kind: string;
  offered_count: number;
  offered: string;
  received_count: number;
  received: string;
  expired_count: number;
  expired: string;
}

/**
 * welfare/summary over [start, end): per kind, items offered (created_at in range), received (received_at in range:
 * the bonus cost) and expired (validity ended in range, before `now`, unreceived). Each event counts in the period
 * it happened.
 */
export async function summaryByKind(db: DbOrTx, start: Date, end: Date, now: Date): Promise<KindSummaryRow[]> {
  const s = start.toISOString();
  const e = end.toISOString();
  const n = now.toISOString();
  const created = sql`created_at >= ${s}::timestamptz AND created_at < ${e}::timestamptz`;
  const received = sql`received_at >= ${s}::timestamptz AND received_at < ${e}::timestamptz`;
  const expired = sql`expires_at >= ${s}::timestamptz AND expires_at < ${e}::timestamptz AND expires_at <= ${n}::timestamptz
    AND status IN ('expired', 'pending', 'success')`;
  const result = await db.execute(sql`
    SELECT kind,
      (count(*) FILTER (WHERE ${created}))::int AS offered_count,
      COALESCE(SUM(amount) FILTER (WHERE ${created}), 0)::text AS offered,
      (count(*) FILTER (WHERE ${received}))::int AS received_count,
      COALESCE(SUM(amount) FILTER (WHERE ${received}), 0)::text AS received,
      (count(*) FILTER (WHERE ${expired}))::int AS expired_count,
      COALESCE(SUM(amount) FILTER (WHERE ${expired}), 0)::text AS expired
    FROM welfare_items
    WHERE (${created}) OR (${received}) OR (${expired})
    GROUP BY kind`);
  return rowsOf<KindSummaryRow>(result);
}
