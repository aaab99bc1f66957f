import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { addDays, atHour, dayStart, weekdayOf } from '../../lib/platform-time.js';
import * as settings from '../settings/service.js';
import { offerWelfare } from './service.js';

/**
 * The periodic rewards of issue 15 (spec.md §6; docs/decisions.md "Welfare centre and rewards"), each ONE
 * INSERT … SELECT through offerWelfare for every player at once, inside the job's period claim (jobs/*.ts):
 * a second or parallel run of a period finds the claim taken and offers nothing, and the unique
 * (user, kind, period_key) of welfare_items is the last guard.
 */

const DAY_MS = 86_400_000;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** What every item but the weekly red packet carries: valid `welfare_valid_days` from `at`, turnover multiple in hundredths. */
export async function welfareTerms(tx: DbOrTx, at: Date): Promise<{ opensAt: Date; expiresAt: Date; turnoverHundredths: number }> {
  const [days, multiple] = await Promise.all([settings.get(tx, 'welfare_valid_days'), settings.get(tx, 'welfare_turnover_multiple')]);
  return { opensAt: at, expiresAt: new Date(at.getTime() + days * DAY_MS), turnoverHundredths: Math.round(multiple * 100) };
}

/**
 * Daily rebate of platform day `day`: per player and game type floor(valid_bet × ratio_ppm / 1 000 000) at the
 * player's level (users.vip_level now), summed into one item per player (period_key = the day; params keep the lines).
 * Integer division of non-negative bigints: never rounds up.
 */
export async function offerDailyRebates(tx: DbOrTx, day: string, at: Date) {
  const terms = await welfareTerms(tx, at);
  const offered = await offerWelfare(tx, {
    kind: 'dailyRebate',
    at,
    turnoverHundredths: terms.turnoverHundredths,
    source: sql`
      SELECT x.user_id, SUM(x.rebate)::bigint AS amount, ${day}::text AS period_key,
        jsonb_build_object('day', ${day}::text, 'level', MIN(x.level), 'lines', jsonb_agg(jsonb_build_object(
          'gameType', x.game_type, 'validBet', x.valid_bet::text, 'ratioPpm', x.ratio_ppm, 'amount', x.rebate::text) ORDER BY x.game_type)) AS params,
        ${ts(terms.opensAt)} AS opens_at, ${ts(terms.expiresAt)} AS expires_at
      FROM (
        SELECT b.user_id, b.game_type, b.valid_bet, u.vip_level AS level, r.ratio_ppm, (b.valid_bet * r.ratio_ppm) / 1000000 AS rebate
        FROM player_daily_bets b
        JOIN users u ON u.id = b.user_id
        JOIN vip_rebate_ratios r ON r.level = u.vip_level AND r.game_type = b.game_type
        WHERE b.day = ${day}::date AND b.valid_bet > 0
      ) x
      GROUP BY x.user_id`,
  });
  return { day, offered };
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Birthday gifts of platform day `day`: members whose birthday (month-day) is that day (29 Feb is celebrated on
 * 28 Feb in other years), registered more than 90 platform days before it (day − registration day ≥ 91), once a
 * year (period_key = the year). Amount = birthday_gift of the player's level now.
 */
export async function offerBirthdayGifts(tx: DbOrTx, day: string, at: Date) {
  const terms = await welfareTerms(tx, at);
  const year = day.slice(0, 4);
  const monthDay = day.slice(5);
  const alsoLeapDay = monthDay === '02-28' && !isLeapYear(Number(year));
  // Registered on platform day R with day − R ≥ 91 ⇔ created_at before the start of day − 90.
  const registeredBefore = dayStart(addDays(day, -90));
  const offered = await offerWelfare(tx, {
    kind: 'birthdayGift',
    at,
    turnoverHundredths: terms.turnoverHundredths,
    source: sql`
      SELECT u.id AS user_id, l.birthday_gift AS amount, ${year}::text AS period_key,
        jsonb_build_object('year', ${year}::text, 'level', u.vip_level) AS params,
        ${ts(terms.opensAt)} AS opens_at, ${ts(terms.expiresAt)} AS expires_at
      FROM users u JOIN vip_levels l ON l.level = u.vip_level
      WHERE u.birthday IS NOT NULL
        AND (to_char(u.birthday, 'MM-DD') = ${monthDay} ${alsoLeapDay ? sql`OR to_char(u.birthday, 'MM-DD') = '02-29'` : sql``})
        AND u.created_at < ${ts(registeredBefore)}`,
  });
  return { day, offered };
}

/** The Saturday on or before a platform day (the weekly red packet's period). */
export function saturdayOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 1) % 7));
}

/**
 * Weekly red packets of Saturday `saturday`: the level each player held on Friday 23:59:59 (the last level change
 * before Saturday 00:00; without one, the level the first later change started from; without any, users.vip_level),
 * so a Saturday promotion counts from the next week. Opens Saturday 01:00 (VIP1-5) or 13:00 (VIP6-10), expires
 * Thursday 00:00 (claimable until Wednesday 23:59:59). Amount = weekly_red_packet of that level (0: none).
 */
export async function offerWeeklyRedPackets(tx: DbOrTx, saturday: string, at: Date) {
  const cut = dayStart(saturday);
  const expiresAt = dayStart(addDays(saturday, 5));
  if (at >= expiresAt) return { saturday, offered: 0, note: 'the week’s claim window is over' };
  const { turnoverHundredths } = await welfareTerms(tx, at);
  const offered = await offerWelfare(tx, {
    kind: 'weeklyRedPacket',
    at,
    turnoverHundredths,
    source: sql`
      SELECT h.user_id, l.weekly_red_packet AS amount, ${saturday}::text AS period_key,
        jsonb_build_object('level', h.level, 'day', ${saturday}::text) AS params,
        CASE WHEN h.level <= 5 THEN ${ts(atHour(saturday, 1))} ELSE ${ts(atHour(saturday, 13))} END AS opens_at,
        ${ts(expiresAt)} AS expires_at
      FROM (
        SELECT u.id AS user_id, COALESCE(
          (SELECT c.to_level FROM vip_level_changes c WHERE c.user_id = u.id AND c.created_at < ${ts(cut)} ORDER BY c.created_at DESC, c.id DESC LIMIT 1),
          (SELECT c.from_level FROM vip_level_changes c WHERE c.user_id = u.id AND c.created_at >= ${ts(cut)} ORDER BY c.created_at, c.id LIMIT 1),
          u.vip_level) AS level
        FROM users u
        WHERE u.created_at < ${ts(cut)}
      ) h
      JOIN vip_levels l ON l.level = h.level`,
  });
  return { saturday, offered };
}
