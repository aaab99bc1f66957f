import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { operatorAudit, operatorLoginThrottle } from '../db/schema/index.js';

/** Who acts: an operator of the API, or the shell (`operatorId` null, name `cli:<os user>`). */
export interface Actor {
  operatorId: number | null;
  /** Audited under this name. */
  operatorName: string;
  /** The request's address; absent for the shell. */
  ip?: string | null;
}

export interface AuditEntry {
  operator: Actor;
  /** `<module>.<verb>`, e.g. deposit.approve */
  action: string;
  /** What was acted on: an order number, a username, a setting key. */
  target: string;
  /** Facts of the action (amounts, journal id, reason). */
  detail?: Record<string, unknown>;
  /**
   * The edited thing before and after, for actions that change a value rather than move money: any JSON value as it
   * is (an object of changed fields, or a bare setting value such as '42'), kept and read back unchanged; null or
   * absent when there was none (a creation's before, a deletion's after).
   */
  before?: unknown;
  after?: unknown;
}

/**
 * The one writer of operator_audit (design.md §6): every operator write calls it inside its own
 * transaction, so the audit row commits with the change or not at all.
 */
export async function audit(tx: DbOrTx, e: AuditEntry): Promise<void> {
  await tx.insert(operatorAudit).values({
    operatorId: e.operator.operatorId,
    operatorName: e.operator.operatorName,
    action: e.action,
    target: e.target,
    detail: e.detail ?? {},
    before: e.before ?? null,
    after: e.after ?? null,
    ip: e.operator.ip ?? null,
  });
}

export interface AuditFilter {
  operator?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

/**
 * audit/list: newest first; each equality filter has its (column, created_at) index, so a filtered page is an
 * index range scan read backwards (docs/decisions.md, EXPLAIN on PostgreSQL).
 */
function auditWhere(f: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (f.operator !== undefined) where.push(eq(operatorAudit.operatorName, f.operator));
  if (f.action !== undefined) where.push(eq(operatorAudit.action, f.action));
  if (f.target !== undefined) where.push(eq(operatorAudit.target, f.target));
  if (f.from) where.push(gte(operatorAudit.createdAt, f.from));
  // Inclusive to the millisecond an ISO time names (the column keeps microseconds).
  if (f.to) where.push(lt(operatorAudit.createdAt, new Date(f.to.getTime() + 1)));
  return where;
}

export async function listAudit(db: DbOrTx, f: AuditFilter, window: { limit: number; offset: number }) {
  const where = auditWhere(f);
  const cond = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(operatorAudit).where(cond).orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(operatorAudit).where(cond),
  ]);
  return { rows, total: total!.n };
}

/** audit rows after `afterId`, oldest first, for the CSV export (platform/csv-export.ts). */
export function auditAfter(db: DbOrTx, f: AuditFilter, afterId: number, limit: number) {
  return db
    .select()
    .from(operatorAudit)
    .where(and(gt(operatorAudit.id, afterId), ...auditWhere(f)))
    .orderBy(asc(operatorAudit.id))
    .limit(limit);
}

/**
 * Names locked by failed logins in the last 24 hours (audit `operator.loginUnderAttack`, dated by the database like
 * every audit row), newest first, with the count of the window still running at `now` (app clock) if any.
 */
export async function loginAttackRows(db: DbOrTx, now: Date, windowMs: number, maxFailures: number) {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const rows = await db
    .select({
      username: operatorAudit.target,
      locks: sql<number>`count(*)::int`,
      lastAt: sql<Date>`max(${operatorAudit.createdAt})`,
      windowStart: sql<Date | null>`max(${operatorLoginThrottle.windowStart})`,
      attempts: sql<number | null>`max(${operatorLoginThrottle.attempts})`,
    })
    .from(operatorAudit)
    .leftJoin(
      operatorLoginThrottle,
      and(
        eq(operatorLoginThrottle.username, operatorAudit.target),
        gt(operatorLoginThrottle.attempts, maxFailures),
        sql`${operatorLoginThrottle.windowStart} > ${since}::timestamptz`,
      ),
    )
    .where(and(eq(operatorAudit.action, 'operator.loginUnderAttack'), sql`${operatorAudit.createdAt} > now() - interval '24 hours'`))
    .groupBy(operatorAudit.target)
    .orderBy(sql`max(${operatorAudit.createdAt}) desc`)
    .limit(50);
  return rows.map((r) => ({ ...r, lastAt: new Date(r.lastAt), windowStart: r.windowStart === null ? null : new Date(r.windowStart) }));
}
