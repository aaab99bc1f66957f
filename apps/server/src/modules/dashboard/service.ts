import { formatMinor, platformToday, type AdminDashboardRangeInput } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { addDays, dayStart, daySpan as platformDaySpan } from '../../lib/platform-time.js';
import * as repo from './repo.js';

/**
 * The operator dashboard (issue 14; docs/decisions.md "Operator dashboard"). Figures are per platform day
 * (Asia/Shanghai, the day of daily limits and ages): closed days come from the stats_daily rollup (the
 * stats-daily job writes it after midnight; a request finding a closed day missing writes it first), today's
 * hours that ended a while ago from stats_hourly (written on demand), and only the current hour is computed
 * live through indexes. Nothing here scans a table per request.
 */

export { dayStart };
export function daySpan(day: string): repo.Span {
  return platformDaySpan(day);
}

/** Writes the rollup of one closed day (idempotent: a second run rewrites the same figures). */
export async function rollUpDay(db: Db, day: string): Promise<void> {
  await db.transaction((tx) => repo.rollUpDay(tx, day, daySpan(day)));
}

/**
 * Per database handle: every day from `from` to `to` is known rolled up (rollups are never deleted), so a
 * request within it needs no look at stats_daily first.
 */
const complete = new WeakMap<object, { from: string; to: string }>();

/** The closed days of [from, to] without a rollup: written now, so the figures never depend on the job having run. */
async function ensureRollups(db: Db, from: string, closedTo: string): Promise<void> {
  if (from > closedTo) return;
  const known = complete.get(db);
  if (known && known.from <= from && closedTo <= known.to) return;
  for (const day of await repo.missingDays(db, from, closedTo)) await rollUpDay(db, day);
  // Widened only when contiguous with what is known (else replaced): the span stays one without gaps.
  const joined = known && from <= addDays(known.to, 1) && closedTo >= addDays(known.from, -1);
  complete.set(db, joined ? { from: from < known.from ? from : known.from, to: closedTo > known.to ? closedTo : known.to } : { from, to: closedTo });
}

/**
 * `stats-daily` job: rolls up every closed day since `since` (the oldest day to keep complete) that has
 * none, and rewrites yesterday (re-runnable: `jobs:run stats-daily --at <time>` rewrites the day before).
 */
export async function rollUpClosedDays(db: Db, at: Date, since: string | null): Promise<{ days: string[] }> {
  const yesterday = addDays(platformToday(at), -1);
  const first = since && since < yesterday ? since : yesterday;
  const days = new Set(await repo.missingDays(db, first, yesterday));
  days.add(yesterday);
  for (const day of [...days].sort()) await rollUpDay(db, day);
  // Hourly rows serve only today.
  await repo.pruneHours(db, dayStart(yesterday));
  return { days: [...days].sort() };
}

/**
 * An hour of today is rolled up once it ended this long ago: a transaction that read the clock before the hour
 * ended commits well within it, so the hour's rows are all there (SETTLE_MS is far above any transaction here).
 */
const SETTLE_MS = 2 * 60_000;
const HOUR_MS = 3_600_000;
const EMPTY: repo.Span = { start: new Date(0), end: new Date(0) };

/** Per database handle: today's hours known rolled up ([start, end)). */
const hoursDone = new WeakMap<object, repo.Span>();

async function ensureHours(db: Db, span: repo.Span): Promise<void> {
  if (span.start >= span.end) return;
  const known = hoursDone.get(db);
  if (known && known.start <= span.start && span.end <= known.end) return;
  for (const hour of await repo.missingHours(db, span.start, span.end)) {
    await db.transaction((tx) => repo.rollUpHour(tx, { start: hour, end: new Date(hour.getTime() + HOUR_MS) }));
  }
  hoursDone.set(db, span);
}

type Range = repo.Parts & { today: string; inRange: boolean };

async function rangeOf(db: Db, input: AdminDashboardRangeInput, now: Date): Promise<Range> {
  const today = platformToday(now);
  const closedTo = input.to < today ? input.to : addDays(today, -1);
  await ensureRollups(db, input.from, closedTo);
  const inRange = input.from <= today && today <= input.to;
  if (!inRange) return { from: input.from, closedTo, hours: EMPTY, live: EMPTY, today, inRange };
  // Today: its hours that ended SETTLE_MS ago from the hourly rollup, the rest live (Shanghai hours are UTC hours).
  const day = daySpan(today);
  const settled = Math.floor((now.getTime() - SETTLE_MS) / HOUR_MS) * HOUR_MS;
  const cut = new Date(Math.max(day.start.getTime(), Math.min(settled, day.end.getTime())));
  const hours = { start: day.start, end: cut };
  await ensureHours(db, hours);
  return { from: input.from, closedTo, hours, live: { start: cut, end: day.end }, today, inRange };
}

function figures(t: repo.Totals, bets: bigint, payouts: bigint) {
  return {
    deposits: formatMinor(t.deposits),
    withdrawals: formatMinor(t.withdrawals),
    netCash: formatMinor(t.deposits - t.withdrawals),
    bets: formatMinor(bets),
    payouts: formatMinor(payouts),
    ggr: formatMinor(bets - payouts),
    registrations: t.registrations,
    activePlayers: t.activePlayers,
    firstDepositors: t.firstDepositors,
  };
}

const sum = (xs: repo.GameTotals[], f: (g: repo.GameTotals) => bigint) => xs.reduce((a, g) => a + f(g), 0n);

/** dashboard/summary: the range's figures; activePlayers counts each player once over the whole range. */
export async function summary(db: Db, input: AdminDashboardRangeInput, now: Date) {
  const r = await rangeOf(db, input, now);
  const totals = await repo.summaryTotals(db, r);
  return figures(totals, totals.bets, totals.payouts);
}

/** dashboard/daily: one row per day of the range up to today (days with nothing answer zeros). */
export async function daily(db: Db, input: AdminDashboardRangeInput, now: Date) {
  const r = await rangeOf(db, input, now);
  const rows = await repo.dailyTotals(db, r.from, r.closedTo);
  if (r.inRange) rows.push({ day: r.today, ...(await repo.summaryTotals(db, { ...r, from: r.today, closedTo: addDays(r.today, -1) })) });
  const games = await repo.gameTotals(db, r, true);
  return {
    list: rows.map((t) => {
      const g = games.filter((x) => x.day === t.day);
      return { day: t.day, ...figures(t, sum(g, (x) => x.bets), sum(g, (x) => x.payouts)) };
    }),
  };
}

/** dashboard/byGameType: stake, payout and GGR (stake − payout) per game type over the range. */
export async function byGameType(db: Db, input: AdminDashboardRangeInput, now: Date) {
  const r = await rangeOf(db, input, now);
  const games = await repo.gameTotals(db, r, false);
  return {
    list: games.map((g) => ({ gameType: g.gameType, bets: formatMinor(g.bets), payouts: formatMinor(g.payouts), ggr: formatMinor(g.bets - g.payouts) })),
  };
}

/** The oldest platform day with any player (the job's lower bound for catching up). */
export async function firstDay(db: DbOrTx): Promise<string | null> {
  return repo.firstDay(db);
}
