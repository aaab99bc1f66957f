import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { feedback, users } from '../../db/schema/index.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;

/** Namespace of the per-player save lock (pg_advisory_xact_lock(namespace, player)): the daily count stays exact. */
const FEEDBACK_LOCK = 0x66646263; // 'fdbc'

export async function lockPlayer(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${FEEDBACK_LOCK}::int, ${userId % 2_147_483_647}::int)`);
}

/** Feedbacks the player sent after `since`, deleted ones included (deleting does not free the day's allowance). */
export async function countSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insert(db: DbOrTx, row: NewFeedback): Promise<number> {
  const [r] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return r!.id;
}

const visible = (userId: number) => and(eq(feedback.userId, userId), isNull(feedback.deletedAt));

export async function pageOwn(db: DbOrTx, userId: number, page: number, size: number): Promise<{ rows: FeedbackRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(visible(userId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(feedback).where(visible(userId)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** One of the player's feedbacks not deleted by them, or null (another player's reads as missing). */
export async function findOwn(db: DbOrTx, userId: number, id: number): Promise<FeedbackRow | null> {
  const rows = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), visible(userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function markDeleted(db: DbOrTx, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ deletedAt: now })
    .where(and(eq(feedback.id, id), visible(userId)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

// ——— operator ———

export interface OperatorFilter {
  status?: string;
  type?: string;
  username?: string;
}

function operatorWhere(f: OperatorFilter) {
  return and(
    f.status ? eq(feedback.status, f.status) : undefined,
    f.type ? eq(feedback.type, f.type) : undefined,
    f.username ? eq(users.username, f.username.toLowerCase()) : undefined,
  );
}

export type OperatorRow = FeedbackRow & { username: string };

export async function pageForOperator(db: DbOrTx, f: OperatorFilter, window: { limit: number; offset: number }): Promise<{ rows: OperatorRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select({ f: feedback, username: users.username })
      .from(feedback)
      .innerJoin(users, eq(users.id, feedback.userId))
      .where(operatorWhere(f))
      .orderBy(desc(feedback.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(feedback).innerJoin(users, eq(users.id, feedback.userId)).where(operatorWhere(f)),
  ]);
  return { rows: rows.map((r) => ({ ...r.f, username: r.username })), total: Number(totals[0]?.n ?? 0) };
}

export async function findForOperator(db: DbOrTx, id: number, forUpdate = false): Promise<OperatorRow | null> {
  const q = db
    .select({ f: feedback, username: users.username })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  const rows = forUpdate ? await q.for('update', { of: feedback }) : await q;
  const r = rows[0];
  return r ? { ...r.f, username: r.username } : null;
}

export async function update(db: DbOrTx, id: number, set: Partial<NewFeedback>): Promise<void> {
  await db.update(feedback).set(set).where(eq(feedback.id, id));
}
