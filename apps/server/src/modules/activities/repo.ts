import { and, asc, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { activities, activityApplications, activityClassifications, operators, users, welfareItems } from '../../db/schema/index.js';
import type { PageWindow } from '../../platform/index.js';
import { dayUnits, depositUnits } from './bases.js';

/** SQL of the offers (modules/activities). */
export type ActivityRow = typeof activities.$inferSelect;
export type ApplicationRow = typeof activityApplications.$inferSelect;

/** Shown to players at `now`: published and not ended (an offer still to start is listed with its countdown). */
const visible = (now: Date) => and(eq(activities.published, true), or(isNull(activities.endAt), gt(activities.endAt, now)));

/**
 * The offers under a tab (`code`: a column or a value): `all` holds every offer; `limited` (spec.md §2 "limited-time")
 * every offer with an end or flagged limited-time, whatever tab it was filed under, besides those filed under it
 * (issue 24: the tab was empty while an offer counted down to its end); any other tab the offers filed under it.
 */
const inTab = (code: SQL | string) =>
  sql`(${code} = 'all' OR ${activities.classification} = ${code} OR (${code} = 'limited' AND (${activities.limitedTime} OR ${activities.endAt} IS NOT NULL)))`;

/** The tabs with the number of visible offers under each (inTab), one query. */
export async function classificationsWithCounts(db: DbOrTx, now: Date) {
  const rows = await db
    .select({
      id: activityClassifications.id,
      code: activityClassifications.code,
      name: activityClassifications.name,
      count: sql<number>`(SELECT count(*)::int FROM ${activities} WHERE ${visible(now)} AND ${inTab(sql`${activityClassifications.code}`)})`,
    })
    .from(activityClassifications)
    .orderBy(asc(activityClassifications.sort));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function pageVisible(db: DbOrTx, classification: string | undefined, now: Date, window: PageWindow) {
  const where = and(visible(now), classification ? inTab(classification) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(activities).where(where).orderBy(asc(activities.sort), desc(activities.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(activities).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublished(db: DbOrTx, id: number): Promise<ActivityRow | null> {
  const [row] = await db.select().from(activities).where(and(eq(activities.id, id), eq(activities.published, true)));
  return row ?? null;
}

export async function findActivity(db: DbOrTx, id: number, forUpdate = false): Promise<ActivityRow | null> {
  const q = db.select().from(activities).where(eq(activities.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** What eligibility is judged on, for one player and one window, in ONE query. */
export interface Facts {
  registeredAt: Date;
  vipLevel: number;
  /** The player's first completed deposit, if any. */
  firstDepositAt: Date | null;
  firstDepositAmount: bigint;
  /** Credited deposits completed in [from, to). */
  deposits: bigint;
  /** Valid bets of the platform days [fromDay, toDay]. */
  validBet: bigint;
  /**
   * Net money moved into `platType` (the level's promo venue for a VIP promotion discount) in [from, to) and still
   * held there (issue 23 finding 3): confirmed transfers in minus transfers out (pending or confirmed), never below 0,
   * at most the player's balance in that venue now. Round trips cancel out; money lost or taken out no longer counts.
   * A venue outside our books (third party) holds nothing here, so its transfers never qualify.
   */
  transferred: bigint;
  /**
   * What is left of the deposit and valid-bet bases for a ratio bonus (issue 23 finding 4): the deposits of the
   * window, the first deposit, the valid bets of the window, each less what earlier ratio grants used of it.
   */
  free: { deposits: bigint; firstDeposit: bigint; validBet: bigint };
  /** The promotion discount of the player's level (vip_levels promo_*). */
  promo: { minTransfer: bigint; ppm: number; max: bigint; turnoverHundredths: number; days: number; platType: string | null };
}

export async function factsOf(
  db: DbOrTx,
  q: { userId: number; from: Date; to: Date; fromDay: string; toDay: string; platType: string | null; promoVenue: boolean },
): Promise<Facts> {
  const from = sql`${q.from.toISOString()}::timestamptz`;
  const to = sql`${q.to.toISOString()}::timestamptz`;
  const venue = q.promoVenue ? sql`coalesce(l.promo_venue, ${q.platType})` : sql`${q.platType}`;
  const [row] = rowsOf<{
    created_at: string | Date;
    vip_level: number;
    first_at: string | Date | null;
    first_amount: string | null;
    deposits: string;
    valid_bet: string;
    transferred: string;
    promo_min: string;
    promo_ppm: number;
    promo_max: string;
    promo_turnover: number;
    promo_days: number;
    promo_venue: string | null;
    free_deposits: string;
    free_first: string;
    free_valid_bet: string;
  }>(
    await db.execute(sql`
      SELECT u.created_at, u.vip_level, l.promo_min_transfer::text AS promo_min, l.promo_bonus_ppm AS promo_ppm, l.promo_max_bonus::text AS promo_max,
        l.promo_turnover_hundredths AS promo_turnover, l.promo_days, ${venue} AS promo_venue,
        f.completed_at AS first_at, f.credit_amount::text AS first_amount,
        (SELECT coalesce(sum(d.credit_amount), 0)::text FROM deposit_orders d
          WHERE d.user_id = u.id AND d.status = 'completed' AND d.completed_at >= ${from} AND d.completed_at < ${to}) AS deposits,
        (SELECT coalesce(sum(b.valid_bet), 0)::text FROM player_daily_bets b
          WHERE b.user_id = u.id AND b.day >= ${q.fromDay}::date AND b.day <= ${q.toDay}::date) AS valid_bet,
        (SELECT least(greatest(
            coalesce(sum(t.amount) FILTER (WHERE t.direction = 'in' AND t.status = 'confirmed'), 0)
              - coalesce(sum(t.amount) FILTER (WHERE t.direction = 'out' AND t.status IN ('pending', 'confirmed')), 0), 0),
            coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = 'venue:' || ${venue} AND a.currency = 'CNY'), 0))::text
          FROM venue_transfers t
          WHERE t.user_id = u.id AND t.plat_type = ${venue} AND t.created_at >= ${from} AND t.created_at < ${to}) AS transferred,
        (SELECT coalesce(sum(x.free), 0)::text FROM (${depositUnits(q)}) x) AS free_deposits,
        (SELECT coalesce(sum(x.free), 0)::text FROM (${depositUnits(q, true)}) x) AS free_first,
        (SELECT coalesce(sum(x.free), 0)::text FROM (${dayUnits(q)}) x) AS free_valid_bet
      FROM users u
      LEFT JOIN LATERAL (SELECT d.completed_at, d.credit_amount FROM deposit_orders d
        WHERE d.user_id = u.id AND d.status = 'completed' ORDER BY d.completed_at, d.id LIMIT 1) f ON true
      JOIN vip_levels l ON l.level = greatest(u.vip_level, 1)
      WHERE u.id = ${q.userId}`),
  );
  if (!row) throw new Error(`user ${q.userId} not found`);
  return {
    registeredAt: new Date(row.created_at),
    vipLevel: Number(row.vip_level),
    firstDepositAt: row.first_at === null ? null : new Date(row.first_at),
    firstDepositAmount: BigInt(row.first_amount ?? '0'),
    deposits: BigInt(row.deposits),
    validBet: BigInt(row.valid_bet),
    transferred: BigInt(row.transferred),
    free: { deposits: BigInt(row.free_deposits), firstDeposit: BigInt(row.free_first), validBet: BigInt(row.free_valid_bet) },
    promo: {
      minTransfer: BigInt(row.promo_min),
      ppm: Number(row.promo_ppm),
      max: BigInt(row.promo_max),
      turnoverHundredths: Number(row.promo_turnover),
      days: Number(row.promo_days),
      platType: row.promo_venue,
    },
  };
}

/** Whether the player holds a pending or approved application of the offer for `periodKey`. */
export async function hasApplied(db: DbOrTx, activityId: number, userId: number, periodKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: activityApplications.id })
    .from(activityApplications)
    .where(
      and(
        eq(activityApplications.activityId, activityId),
        eq(activityApplications.userId, userId),
        eq(activityApplications.periodKey, periodKey),
        sql`${activityApplications.status} IN ('pending', 'approved')`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The application, or null when the player already holds one for the period: the partial unique index
 * activity_applications_grant decides between parallel inserts (the losers wait for the winner and insert nothing).
 */
export async function insertApplication(
  tx: DbOrTx,
  a: { activityId: number; userId: number; periodKey: string; amount: bigint; baseAmount: bigint; requiredTurnover: bigint; platType: string | null; validDays: number; createdAt: Date },
): Promise<ApplicationRow | null> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO activity_applications (activity_id, user_id, period_key, status, amount, base_amount, required_turnover, plat_type, valid_days, created_at)
      VALUES (${a.activityId}, ${a.userId}, ${a.periodKey}, 'pending', ${a.amount}, ${a.baseAmount}, ${a.requiredTurnover}, ${a.platType}, ${a.validDays}, ${a.createdAt.toISOString()}::timestamptz)
      ON CONFLICT (activity_id, user_id, period_key) WHERE status IN ('pending', 'approved') DO NOTHING
      RETURNING id`),
  );
  return row ? findApplication(tx, Number(row.id)) : null;
}

export async function findApplication(db: DbOrTx, id: number, forUpdate = false): Promise<ApplicationRow | null> {
  const q = db.select().from(activityApplications).where(eq(activityApplications.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/** pending → approved or rejected, only from pending (a second review matches nothing). */
export async function decide(
  tx: DbOrTx,
  id: number,
  set: { status: 'approved' | 'rejected'; reviewedBy?: number | null; reviewedAt?: Date | null; rejectReason?: string | null; welfareItemId?: number | null; validUntil?: Date | null },
): Promise<boolean> {
  const rows = await tx
    .update(activityApplications)
    .set(set)
    .where(and(eq(activityApplications.id, id), eq(activityApplications.status, 'pending')))
    .returning({ id: activityApplications.id });
  return rows.length === 1;
}

export async function welfareItemOf(tx: DbOrTx, userId: number, periodKey: string) {
  const [row] = await tx
    .select({ id: welfareItems.id, expiresAt: welfareItems.expiresAt })
    .from(welfareItems)
    .where(and(eq(welfareItems.userId, userId), eq(welfareItems.kind, 'activityBonus'), eq(welfareItems.periodKey, periodKey)));
  return row ?? null;
}

/** A player's applications, newest first, with their offer's titles. */
export async function pageOfPlayer(db: DbOrTx, userId: number, window: PageWindow) {
  const where = eq(activityApplications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: activityApplications, title: activities.title })
      .from(activityApplications)
      .innerJoin(activities, eq(activities.id, activityApplications.activityId))
      .where(where)
      .orderBy(desc(activityApplications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(activityApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── Operators ──────────────────────────────────────────────────────────────────────────────────────────────

export async function pageAll(db: DbOrTx, window: PageWindow) {
  const [rows, [total]] = await Promise.all([
    db.select().from(activities).orderBy(asc(activities.sort), desc(activities.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(activities),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertActivity(tx: DbOrTx, values: typeof activities.$inferInsert): Promise<ActivityRow> {
  const [row] = await tx.insert(activities).values(values).returning();
  return row!;
}

export async function updateActivity(tx: DbOrTx, id: number, set: Partial<typeof activities.$inferInsert>): Promise<ActivityRow | null> {
  const [row] = await tx.update(activities).set(set).where(eq(activities.id, id)).returning();
  return row ?? null;
}

export async function classificationExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: activityClassifications.id }).from(activityClassifications).where(eq(activityClassifications.code, code));
  return !!row;
}

export interface ApplyFilter {
  status?: string;
  activityId?: number;
  username?: string;
}

function applyWhere(f: ApplyFilter): SQL | undefined {
  return and(
    f.status ? eq(activityApplications.status, f.status) : undefined,
    f.activityId ? eq(activityApplications.activityId, f.activityId) : undefined,
    f.username ? eq(users.username, f.username.toLowerCase()) : undefined,
  );
}

/** The review queue: applications oldest first when pending (first come, first served), newest first otherwise. */
export async function pageApplications(db: DbOrTx, f: ApplyFilter, window: PageWindow) {
  const where = applyWhere(f);
  const order = f.status === 'pending' ? asc(activityApplications.id) : desc(activityApplications.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: activityApplications, title: activities.title, username: users.username, vipLevel: users.vipLevel, reviewer: operators.username })
      .from(activityApplications)
      .innerJoin(activities, eq(activities.id, activityApplications.activityId))
      .innerJoin(users, eq(users.id, activityApplications.userId))
      .leftJoin(operators, eq(operators.id, activityApplications.reviewedBy))
      .where(where)
      .orderBy(order)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(activityApplications)
      .innerJoin(users, eq(users.id, activityApplications.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The same applications for the CSV export: after `afterId`, oldest first (keyset batches). */
export function applicationsAfter(db: DbOrTx, f: ApplyFilter, afterId: number, limit: number) {
  return db
    .select({ a: activityApplications, title: activities.title, username: users.username, vipLevel: users.vipLevel, reviewer: operators.username })
    .from(activityApplications)
    .innerJoin(activities, eq(activities.id, activityApplications.activityId))
    .innerJoin(users, eq(users.id, activityApplications.userId))
    .leftJoin(operators, eq(operators.id, activityApplications.reviewedBy))
    .where(and(applyWhere(f), gt(activityApplications.id, afterId)))
    .orderBy(asc(activityApplications.id))
    .limit(limit);
}

/**
 * The bonus cost per offer over [from, to): approved applications (granted), their bonuses received (the welfare
 * item received in the range, or paid at once into a venue: claimed), rejected ones, and those pending now.
 */
export async function costByActivity(db: DbOrTx, from: Date, to: Date) {
  const f = sql`${from.toISOString()}::timestamptz`;
  const t = sql`${to.toISOString()}::timestamptz`;
  return rowsOf<{ id: number; title: Record<string, string>; granted_count: number; granted: string; claimed_count: number; claimed: string; pending_count: number; rejected_count: number }>(
    await db.execute(sql`
      SELECT a.id, a.title,
        count(*) FILTER (WHERE p.status = 'approved' AND p.reviewed_at >= ${f} AND p.reviewed_at < ${t})::int AS granted_count,
        coalesce(sum(p.amount) FILTER (WHERE p.status = 'approved' AND p.reviewed_at >= ${f} AND p.reviewed_at < ${t}), 0)::text AS granted,
        count(*) FILTER (WHERE p.status = 'approved' AND coalesce(w.received_at, CASE WHEN p.welfare_item_id IS NULL THEN p.reviewed_at END) >= ${f}
          AND coalesce(w.received_at, CASE WHEN p.welfare_item_id IS NULL THEN p.reviewed_at END) < ${t})::int AS claimed_count,
        coalesce(sum(p.amount) FILTER (WHERE p.status = 'approved' AND coalesce(w.received_at, CASE WHEN p.welfare_item_id IS NULL THEN p.reviewed_at END) >= ${f}
          AND coalesce(w.received_at, CASE WHEN p.welfare_item_id IS NULL THEN p.reviewed_at END) < ${t}), 0)::text AS claimed,
        count(*) FILTER (WHERE p.status = 'pending')::int AS pending_count,
        count(*) FILTER (WHERE p.status = 'rejected' AND p.reviewed_at >= ${f} AND p.reviewed_at < ${t})::int AS rejected_count
      FROM activities a
      LEFT JOIN activity_applications p ON p.activity_id = a.id
      LEFT JOIN welfare_items w ON w.id = p.welfare_item_id AND w.status = 'received'
      GROUP BY a.id, a.title
      ORDER BY a.id`),
  );
}

