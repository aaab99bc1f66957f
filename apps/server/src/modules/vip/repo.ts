import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { platformZoneSql } from '../../lib/platform-time.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { vipLevelChanges, vipLevels, vipRebateRatios } from '../../db/schema/index.js';

/** SQL of the VIP programme (issue 15). Days are platform days ('YYYY-MM-DD', the platform's zone); amounts minor units. */

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipChangeRow = typeof vipLevelChanges.$inferSelect;

/** The settleBet consumer's one statement: the bet's valid stake added to its player, day and game type. */
export async function addDailyBet(tx: DbOrTx, b: { day: string; userId: number; gameType: string; validBet: bigint }): Promise<void> {
  await tx.execute(sql`
    INSERT INTO player_daily_bets (day, user_id, game_type, valid_bet, bet_count)
    VALUES (${b.day}::date, ${b.userId}, ${b.gameType}, ${b.validBet.toString()}::bigint, 1)
    ON CONFLICT (day, user_id, game_type)
    DO UPDATE SET valid_bet = player_daily_bets.valid_bet + excluded.valid_bet, bet_count = player_daily_bets.bet_count + 1`);
}

export async function levels(db: DbOrTx, opts: { forUpdate?: boolean } = {}): Promise<VipLevelRow[]> {
  const q = db.select().from(vipLevels).orderBy(asc(vipLevels.level));
  return opts.forUpdate ? q.for('update') : q;
}

export function ratios(db: DbOrTx) {
  return db.select().from(vipRebateRatios).orderBy(asc(vipRebateRatios.level), asc(vipRebateRatios.gameType));
}

export async function updateLevel(tx: DbOrTx, row: Omit<VipLevelRow, 'updatedAt'>, ratioPpm: Record<string, number>, now: Date): Promise<void> {
  const { level, ...values } = row;
  await tx
    .update(vipLevels)
    .set({ ...values, updatedAt: now })
    .where(eq(vipLevels.level, level));
  const entries = Object.entries(ratioPpm).map(([gameType, ppm]) => ({ level, gameType, ratioPpm: ppm }));
  await tx
    .insert(vipRebateRatios)
    .values(entries)
    .onConflictDoUpdate({ target: [vipRebateRatios.level, vipRebateRatios.gameType], set: { ratioPpm: sql`excluded.ratio_ppm` } });
}

/** The withdrawal limits of a level: its row, or the nearest level below it (a level under 1 reads level 1). */
export async function withdrawLimit(db: DbOrTx, level: number): Promise<{ count: number; amount: bigint } | null> {
  const rows = rowsOf<{ count: number; amount: string }>(
    await db.execute(sql`
      SELECT daily_withdraw_count AS count, daily_withdraw_limit::text AS amount FROM vip_levels
      WHERE level <= greatest(${level}::int, 1) ORDER BY level DESC LIMIT 1`),
  );
  const r = rows[0];
  return r ? { count: Number(r.count), amount: BigInt(r.amount) } : null;
}

export interface StandingView {
  level: number;
  /** Counted by the review plus the days it has not counted yet. */
  validBet: bigint;
  keepValidBet: bigint;
  keepWindowStart: string;
}

/**
 * A player's standing as of now: the review's counters plus player_daily_bets of the days after counted_through (today,
 * and yesterday until the review has run). A player the review has not seen yet: everything since registration.
 */
export async function standingOf(db: DbOrTx, userId: number): Promise<StandingView | null> {
  const rows = rowsOf<{ level: number; total: string; keep: string; window_start: string }>(
    await db.execute(sql`
      SELECT u.vip_level AS level,
             (coalesce(s.valid_bet_total, 0) + coalesce(p.total, 0))::text AS total,
             (coalesce(s.keep_valid_bet, 0) + coalesce(p.keep, 0))::text AS keep,
             w.start::text AS window_start
      FROM users u
      LEFT JOIN vip_standing s ON s.user_id = u.id
      CROSS JOIN LATERAL (SELECT coalesce(s.keep_window_start, (u.created_at AT TIME ZONE ${platformZoneSql()})::date) AS start) w
      CROSS JOIN LATERAL (
        SELECT sum(b.valid_bet) AS total, sum(b.valid_bet) FILTER (WHERE b.day >= w.start) AS keep
        FROM player_daily_bets b
        WHERE b.user_id = u.id AND (s.counted_through IS NULL OR b.day > s.counted_through)
      ) p
      WHERE u.id = ${userId}`),
  );
  const r = rows[0];
  return r ? { level: Number(r.level), validBet: BigInt(r.total), keepValidBet: BigInt(r.keep), keepWindowStart: String(r.window_start).slice(0, 10) } : null;
}

export async function userIdByName(db: DbOrTx, username: string): Promise<number | null> {
  const rows = rowsOf<{ id: string }>(await db.execute(sql`SELECT id::text AS id FROM users WHERE username = ${username}`));
  return rows[0] ? Number(rows[0].id) : null;
}

export async function lockUser(tx: DbOrTx, userId: number): Promise<{ username: string; level: number } | null> {
  const rows = rowsOf<{ username: string; vip_level: number }>(await tx.execute(sql`SELECT username, vip_level FROM users WHERE id = ${userId} FOR UPDATE`));
  return rows[0] ? { username: rows[0].username, level: Number(rows[0].vip_level) } : null;
}

/**
 * An operator's set: the level, its history row, and a new maintenance window from `day` (the standing made if
 * missing). Lowered, the progress counter is capped at the new level's required bet (not promoted back the next day).
 */
export async function setLevel(tx: DbOrTx, c: { userId: number; from: number; to: number; day: string; operator: string; note: string; at: Date }): Promise<void> {
  await tx.execute(sql`UPDATE users SET vip_level = ${c.to} WHERE id = ${c.userId}`);
  await tx.insert(vipLevelChanges).values({ userId: c.userId, fromLevel: c.from, toLevel: c.to, reason: 'operator', day: c.day, operator: c.operator, note: c.note, createdAt: c.at });
  await tx.execute(sql`
    INSERT INTO vip_standing (user_id, keep_window_start, updated_at) VALUES (${c.userId}, ${c.day}::date, ${c.at.toISOString()}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE SET keep_window_start = excluded.keep_window_start, keep_valid_bet = 0, updated_at = excluded.updated_at,
      valid_bet_total = CASE WHEN ${c.to}::int < ${c.from}::int
        THEN least(vip_standing.valid_bet_total, (SELECT required_bet FROM vip_levels WHERE level = ${c.to}::int))
        ELSE vip_standing.valid_bet_total END`);
}

export async function historyPage(db: DbOrTx, userId: number, window: { limit: number; offset: number }) {
  const where = eq(vipLevelChanges.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(vipLevelChanges).where(where).orderBy(desc(vipLevelChanges.createdAt), desc(vipLevelChanges.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(vipLevelChanges).where(where),
  ]);
  return { rows, total: total!.n };
}

// ——— the daily review (modules/vip/review-job.ts), every statement set-wise for all players ———

/**
 * Players without a standing get one; their first maintenance window starts on their registration day. Every player
 * is offered and the primary key turns existing ones away (an index probe each): an anti-join against the table being
 * filled is planned as a nested loop over a table believed empty, quadratic on the first review of 100k players.
 */
export async function createStandings(tx: DbOrTx, at: Date): Promise<number> {
  const rows = await tx.execute(sql`
    INSERT INTO vip_standing (user_id, keep_window_start, updated_at)
    SELECT u.id, (u.created_at AT TIME ZONE ${platformZoneSql()})::date, ${at.toISOString()}::timestamptz
    FROM users u
    ON CONFLICT (user_id) DO NOTHING
    RETURNING user_id`);
  const created = rowsOf(rows).length;
  // Many new rows (the first review of an installation): fresh statistics for the joins of the statements below.
  if (created > 1000) await tx.execute(sql`ANALYZE vip_standing`);
  return created;
}

/**
 * Adds the valid bets of every day after each player's counted_through up to `day` to the counters (the window's
 * counter only from its first day). `after`: days up to it were counted by an earlier review, so they are not read.
 */
export async function countDays(tx: DbOrTx, day: string, after: string | null, at: Date): Promise<number> {
  const rows = await tx.execute(sql`
    WITH a AS (
      SELECT b.user_id, sum(b.valid_bet) AS total, coalesce(sum(b.valid_bet) FILTER (WHERE b.day >= s.keep_window_start), 0) AS keep
      FROM player_daily_bets b
      JOIN vip_standing s ON s.user_id = b.user_id
      WHERE b.day <= ${day}::date
        ${after ? sql`AND b.day > ${after}::date` : sql``}
        AND (s.counted_through IS NULL OR b.day > s.counted_through)
      GROUP BY b.user_id
    )
    UPDATE vip_standing s
    SET valid_bet_total = s.valid_bet_total + a.total, keep_valid_bet = s.keep_valid_bet + a.keep, counted_through = ${day}::date,
        updated_at = ${at.toISOString()}::timestamptz
    FROM a WHERE s.user_id = a.user_id
    RETURNING s.user_id`);
  return rowsOf(rows).length;
}

/**
 * One level up for every player whose cumulative valid bet reaches the next level (at most once per day), with its
 * history row (created_at = at) and a new maintenance window from the next day. Returns how many.
 */
export async function promote(tx: DbOrTx, day: string, at: Date): Promise<number> {
  const rows = await tx.execute(sql`
    WITH promoted AS (
      UPDATE users u SET vip_level = u.vip_level + 1
      FROM vip_standing s, vip_levels n
      WHERE s.user_id = u.id AND n.level = u.vip_level + 1 AND s.valid_bet_total >= n.required_bet
        AND (s.last_promoted_on IS NULL OR s.last_promoted_on < ${day}::date)
      RETURNING u.id AS user_id, u.vip_level AS to_level
    ), standing AS (
      UPDATE vip_standing s
      SET last_promoted_on = ${day}::date, keep_window_start = ${day}::date + 1, keep_valid_bet = 0, updated_at = ${at.toISOString()}::timestamptz
      FROM promoted p WHERE s.user_id = p.user_id
    )
    INSERT INTO vip_level_changes (user_id, from_level, to_level, reason, day, created_at)
    SELECT user_id, to_level - 1, to_level, 'promotion', ${day}::date, ${at.toISOString()}::timestamptz FROM promoted
    RETURNING id`);
  return rowsOf(rows).length;
}

/**
 * One level down for every player above VIP1 whose 90-day window ended with `day` (or earlier) short of its level's
 * keep_bet and who was not promoted today; a new window starts the next day. The progress counter is capped at the
 * new level's required bet, so the next promotion needs the bets of a level again (not the day after).
 */
export async function demote(tx: DbOrTx, day: string, windowDays: number, at: Date): Promise<number> {
  const rows = await tx.execute(sql`
    WITH demoted AS (
      UPDATE users u SET vip_level = u.vip_level - 1
      FROM vip_standing s, vip_levels l
      WHERE s.user_id = u.id AND l.level = u.vip_level AND u.vip_level > 1
        AND s.keep_window_start + ${windowDays - 1}::int <= ${day}::date AND s.keep_valid_bet < l.keep_bet
        AND s.last_promoted_on IS DISTINCT FROM ${day}::date
      RETURNING u.id AS user_id, u.vip_level AS to_level
    ), standing AS (
      UPDATE vip_standing s
      SET keep_window_start = ${day}::date + 1, keep_valid_bet = 0, valid_bet_total = least(s.valid_bet_total, nl.required_bet),
          updated_at = ${at.toISOString()}::timestamptz
      FROM demoted d JOIN vip_levels nl ON nl.level = d.to_level
      WHERE s.user_id = d.user_id
    )
    INSERT INTO vip_level_changes (user_id, from_level, to_level, reason, day, created_at)
    SELECT user_id, to_level + 1, to_level, 'demotion', ${day}::date, ${at.toISOString()}::timestamptz FROM demoted
    RETURNING id`);
  return rowsOf(rows).length;
}

/** Windows that ended with `day` and were met (or had nothing to keep): a new one starts the next day. */
export async function renewWindows(tx: DbOrTx, day: string, windowDays: number, at: Date): Promise<number> {
  const rows = await tx.execute(sql`
    UPDATE vip_standing SET keep_window_start = ${day}::date + 1, keep_valid_bet = 0, updated_at = ${at.toISOString()}::timestamptz
    WHERE keep_window_start + ${windowDays - 1}::int <= ${day}::date
    RETURNING user_id`);
  return rowsOf(rows).length;
}

/** The rows of offerWelfare: the upgrade gift of each level reached by promotion on `day`. */
export function upgradeGiftSource(day: string, opensAt: Date, expiresAt: Date) {
  return sql`
    SELECT c.user_id, l.upgrade_gift AS amount, 'level:' || c.to_level AS period_key, jsonb_build_object('level', c.to_level) AS params,
           ${opensAt.toISOString()}::timestamptz AS opens_at, ${expiresAt.toISOString()}::timestamptz AS expires_at
    FROM vip_level_changes c JOIN vip_levels l ON l.level = c.to_level
    WHERE c.reason = 'promotion' AND c.day = ${day}::date`;
}

/**
 * The players a review promoted (or demoted) on `day`, with their new level (`user_id, to_level`): the source of
 * their messages. created_at = the review's time keeps it on the vip_level_changes_created index.
 */
export function levelChangesOf(day: string, reason: 'promotion' | 'demotion', at: Date) {
  return sql`
    SELECT c.user_id, c.to_level FROM vip_level_changes c
    WHERE c.created_at = ${at.toISOString()}::timestamptz AND c.reason = ${reason} AND c.day = ${day}::date`;
}
