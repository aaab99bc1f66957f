import { sql, type SQL } from 'drizzle-orm';
import { platformDaySql } from '../../lib/platform-time.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf as rows } from '../../db/rows.js';

/**
 * SQL of the operator dashboard (docs/decisions.md "Operator dashboard"). Every figure of a day is read
 * through an index on its time column (bets_settled, deposit_orders_completed, withdrawals_paid,
 * users_created_at, withdrawals_created); closed days are read from the stats_daily rollup. Sums are
 * answered as text (bigint keeps every digit, pg and PGlite answer alike).
 */

/** A half-open instant range [start, end) of one or more platform days. */
export interface Span {
  start: Date;
  end: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The players active in a span (docs/decisions.md "Operator dashboard"): a bet settled, a deposit credited or
 * a withdrawal requested in it — each through its time index.
 */
function activeIn(s: Span): SQL {
  return sql`SELECT user_id FROM bets WHERE status = 'settled' AND settled_at >= ${ts(s.start)} AND settled_at < ${ts(s.end)}
    UNION SELECT user_id FROM deposit_orders WHERE status = 'completed' AND completed_at >= ${ts(s.start)} AND completed_at < ${ts(s.end)}
    UNION SELECT user_id FROM withdrawals WHERE created_at >= ${ts(s.start)} AND created_at < ${ts(s.end)}`;
}

/** The summable figures of a span, each one indexed aggregate. */
function figuresOf(s: Span): SQL {
  return sql`
    (SELECT coalesce(sum(credit_amount), 0) FROM deposit_orders WHERE status = 'completed' AND completed_at >= ${ts(s.start)} AND completed_at < ${ts(s.end)}) AS deposits,
    (SELECT coalesce(sum(amount + extra_amount), 0) FROM withdrawals WHERE status = 'paid' AND reviewed_at >= ${ts(s.start)} AND reviewed_at < ${ts(s.end)}) AS withdrawals,
    (SELECT count(*) FROM users WHERE created_at >= ${ts(s.start)} AND created_at < ${ts(s.end)})::int AS registrations,
    (SELECT count(*) FROM (SELECT DISTINCT user_id FROM deposit_orders
        WHERE status = 'completed' AND completed_at >= ${ts(s.start)} AND completed_at < ${ts(s.end)}) d
      LEFT JOIN LATERAL (SELECT 1 AS hit FROM deposit_orders e
        WHERE e.user_id = d.user_id AND e.status = 'completed' AND e.completed_at < ${ts(s.start)} LIMIT 1) earlier ON true
      WHERE earlier.hit IS NULL)::int AS first_depositors`;
}

/**
 * Writes (or rewrites) the rollup of one closed day, set-wise, under a per-day advisory lock so two
 * writers of the same day (the job, a request finding the day missing) take turns. Idempotent.
 */
export async function rollUpDay(tx: DbOrTx, day: string, s: Span): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`stats_daily:${day}`}))`);
  await tx.execute(sql`
    WITH act AS (${activeIn(s)}),
    bits AS (
      SELECT coalesce(string_agg(CASE WHEN a.user_id IS NULL THEN '0' ELSE '1' END, '' ORDER BY g), '0')::varbit AS b
      FROM generate_series(0, (SELECT coalesce(max(user_id), 0) FROM act)) g LEFT JOIN act a ON a.user_id = g
    )
    INSERT INTO stats_daily (day, deposits, withdrawals, registrations, first_depositors, active_players, active_bits, computed_at)
    SELECT ${day}::date, f.deposits, f.withdrawals, f.registrations, f.first_depositors, (SELECT count(*) FROM act)::int, (SELECT b FROM bits), now()
    FROM (SELECT ${figuresOf(s)}) f
    ON CONFLICT (day) DO UPDATE SET deposits = excluded.deposits, withdrawals = excluded.withdrawals, registrations = excluded.registrations,
      first_depositors = excluded.first_depositors, active_players = excluded.active_players, active_bits = excluded.active_bits, computed_at = excluded.computed_at`);
  await tx.execute(sql`DELETE FROM stats_daily_game WHERE day = ${day}::date`);
  await tx.execute(sql`
    INSERT INTO stats_daily_game (day, game_type, bet_count, bets, payouts)
    SELECT ${day}::date, game_type, count(*)::int, sum(stake), sum(payout) FROM bets
    WHERE status = 'settled' AND settled_at >= ${ts(s.start)} AND settled_at < ${ts(s.end)}
    GROUP BY game_type`);
}

/** Writes (or rewrites) the rollup of one closed hour of today (deposit_orders_user_completed serves first depositors). */
export async function rollUpHour(tx: DbOrTx, s: Span): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`stats_hourly:${s.start.toISOString()}`}))`);
  await tx.execute(sql`
    WITH act AS (${activeIn(s)}),
    bits AS (
      SELECT coalesce(string_agg(CASE WHEN a.user_id IS NULL THEN '0' ELSE '1' END, '' ORDER BY g), '0')::varbit AS b
      FROM generate_series(0, (SELECT coalesce(max(user_id), 0) FROM act)) g LEFT JOIN act a ON a.user_id = g
    )
    INSERT INTO stats_hourly (hour, deposits, withdrawals, registrations, first_depositors, active_bits)
    SELECT ${ts(s.start)}, f.deposits, f.withdrawals, f.registrations, f.first_depositors, (SELECT b FROM bits)
    FROM (SELECT ${figuresOf(s)}) f
    ON CONFLICT (hour) DO UPDATE SET deposits = excluded.deposits, withdrawals = excluded.withdrawals, registrations = excluded.registrations,
      first_depositors = excluded.first_depositors, active_bits = excluded.active_bits`);
  await tx.execute(sql`DELETE FROM stats_hourly_game WHERE hour = ${ts(s.start)}`);
  await tx.execute(sql`
    INSERT INTO stats_hourly_game (hour, game_type, bets, payouts)
    SELECT ${ts(s.start)}, game_type, sum(stake), sum(payout) FROM bets
    WHERE status = 'settled' AND settled_at >= ${ts(s.start)} AND settled_at < ${ts(s.end)}
    GROUP BY game_type`);
}

/** The hours starting in [from, to) without a rollup. */
export async function missingHours(db: DbOrTx, from: Date, to: Date): Promise<Date[]> {
  if (from >= to) return [];
  const res = await db.execute(sql`
    SELECT h AS hour FROM generate_series(${ts(from)}, ${ts(new Date(to.getTime() - 1))}, interval '1 hour') h
    WHERE NOT EXISTS (SELECT 1 FROM stats_hourly s WHERE s.hour = h) ORDER BY h`);
  return rows<{ hour: string | Date }>(res).map((r) => new Date(r.hour));
}

/** Hourly rows are only read for today: older ones go (the stats-daily job). */
export async function pruneHours(db: DbOrTx, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM stats_hourly WHERE hour < ${ts(before)}`);
  await db.execute(sql`DELETE FROM stats_hourly_game WHERE hour < ${ts(before)}`);
}

/** The closed days of [from, to] that have no rollup yet. */
export async function missingDays(db: DbOrTx, from: string, to: string): Promise<string[]> {
  if (from > to) return [];
  const res = await db.execute(sql`
    SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
    WHERE NOT EXISTS (SELECT 1 FROM stats_daily s WHERE s.day = d::date) ORDER BY d`);
  return rows<{ day: string }>(res).map((r) => r.day);
}

export interface Totals {
  deposits: bigint;
  withdrawals: bigint;
  registrations: number;
  firstDepositors: number;
  activePlayers: number;
}

interface TotalsRow {
  deposits: string;
  withdrawals: string;
  registrations: number | string;
  first_depositors: number | string;
  active_players: number | string;
}
const totalsOf = (r: TotalsRow): Totals => ({
  deposits: BigInt(r.deposits),
  withdrawals: BigInt(r.withdrawals),
  registrations: Number(r.registrations),
  firstDepositors: Number(r.first_depositors),
  activePlayers: Number(r.active_players),
});

/** What a range is read from: closed days (stats_daily), today's closed hours (stats_hourly), and the live rest of today. */
export interface Parts {
  from: string;
  closedTo: string;
  /** Today's rolled-up hours [start, end); empty when today is outside the range. */
  hours: Span;
  /** The live span (the current hour to the end of today); empty when today is outside the range. */
  live: Span;
}

/**
 * The figures of a range in one statement that reads the live span's bets once. Distinct active players: the
 * bit count of the OR of the days' and hours' bitmaps (padded to one length), plus the live span's active
 * players whose bit is not set.
 */
export async function summaryTotals(db: DbOrTx, p: Parts): Promise<Totals & { bets: bigint; payouts: bigint }> {
  const { live, hours } = p;
  const res = await db.execute(sql`
    WITH r AS (
      SELECT deposits, withdrawals, registrations, first_depositors, active_bits FROM stats_daily WHERE day >= ${p.from}::date AND day <= ${p.closedTo}::date
      UNION ALL
      SELECT deposits, withdrawals, registrations, first_depositors, active_bits FROM stats_hourly WHERE hour >= ${ts(hours.start)} AND hour < ${ts(hours.end)}),
    l AS (SELECT coalesce(max(length(active_bits)), 0) AS n FROM r),
    closed AS (SELECT bit_or(r.active_bits || repeat('0', l.n - length(r.active_bits))::varbit) AS bits FROM r, l),
    tb AS MATERIALIZED (SELECT user_id, stake, payout FROM bets WHERE status = 'settled' AND settled_at >= ${ts(live.start)} AND settled_at < ${ts(live.end)}),
    act AS (SELECT user_id FROM tb
      UNION SELECT user_id FROM deposit_orders WHERE status = 'completed' AND completed_at >= ${ts(live.start)} AND completed_at < ${ts(live.end)}
      UNION SELECT user_id FROM withdrawals WHERE created_at >= ${ts(live.start)} AND created_at < ${ts(live.end)}),
    g AS (SELECT coalesce(sum(bets), 0) AS bets, coalesce(sum(payouts), 0) AS payouts FROM (
      SELECT bets, payouts FROM stats_daily_game WHERE day >= ${p.from}::date AND day <= ${p.closedTo}::date
      UNION ALL
      SELECT bets, payouts FROM stats_hourly_game WHERE hour >= ${ts(hours.start)} AND hour < ${ts(hours.end)}) x),
    t AS (SELECT ${figuresOf(live)})
    SELECT
      ((SELECT coalesce(sum(deposits), 0) FROM r) + t.deposits)::text AS deposits,
      ((SELECT coalesce(sum(withdrawals), 0) FROM r) + t.withdrawals)::text AS withdrawals,
      ((SELECT coalesce(sum(registrations), 0) FROM r) + t.registrations)::int AS registrations,
      ((SELECT coalesce(sum(first_depositors), 0) FROM r) + t.first_depositors)::int AS first_depositors,
      ((SELECT coalesce(bit_count(bits), 0) FROM closed)
        + (SELECT count(*) FROM act, closed c
           WHERE c.bits IS NULL OR act.user_id >= length(c.bits) OR get_bit(c.bits, act.user_id::int) = 0))::int AS active_players,
      (g.bets + (SELECT coalesce(sum(stake), 0) FROM tb))::text AS bets,
      (g.payouts + (SELECT coalesce(sum(payout), 0) FROM tb))::text AS payouts
    FROM t, g`);
  const row = rows<TotalsRow & { bets: string; payouts: string }>(res)[0]!;
  return { ...totalsOf(row), bets: BigInt(row.bets), payouts: BigInt(row.payouts) };
}

/** Per closed day of [from, closedTo], from the rollup. */
export async function dailyTotals(db: DbOrTx, from: string, closedTo: string): Promise<(Totals & { day: string })[]> {
  const res = await db.execute(sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, deposits::text AS deposits, withdrawals::text AS withdrawals, registrations,
      first_depositors, active_players
    FROM stats_daily WHERE day >= ${from}::date AND day <= ${closedTo}::date ORDER BY day`);
  return rows<TotalsRow & { day: string }>(res).map((r) => ({ day: r.day, ...totalsOf(r) }));
}

export interface GameTotals {
  day: string | null;
  gameType: string;
  bets: bigint;
  payouts: bigint;
}

/** Stake and payout per game type (and per day when `perDay`): closed days, today's closed hours, the live span. */
export async function gameTotals(db: DbOrTx, p: Parts & { today: string }, perDay: boolean): Promise<GameTotals[]> {
  const dayCol = perDay ? sql`to_char(day, 'YYYY-MM-DD')` : sql`NULL::text`;
  const todayCol = perDay ? sql`${p.today}::text` : sql`NULL::text`;
  const res = await db.execute(sql`
    SELECT day, game_type, sum(bets)::text AS bets, sum(payouts)::text AS payouts FROM (
      SELECT ${dayCol} AS day, game_type, bets, payouts FROM stats_daily_game WHERE day >= ${p.from}::date AND day <= ${p.closedTo}::date
      UNION ALL
      SELECT ${todayCol} AS day, game_type, bets, payouts FROM stats_hourly_game WHERE hour >= ${ts(p.hours.start)} AND hour < ${ts(p.hours.end)}
      UNION ALL
      SELECT ${todayCol} AS day, game_type, stake, payout FROM bets
      WHERE status = 'settled' AND settled_at >= ${ts(p.live.start)} AND settled_at < ${ts(p.live.end)}
    ) x GROUP BY day, game_type ORDER BY day, game_type`);
  return rows<{ day: string | null; game_type: string; bets: string; payouts: string }>(res).map((r) => ({
    day: r.day,
    gameType: r.game_type,
    bets: BigInt(r.bets),
    payouts: BigInt(r.payouts),
  }));
}

/** The platform day of the first registration (null on an empty install). */
export async function firstDay(db: DbOrTx): Promise<string | null> {
  const res = await db.execute(sql`SELECT ${platformDaySql(sql`min(created_at)`)} AS day FROM users`);
  return rows<{ day: string | null }>(res)[0]?.day ?? null;
}
