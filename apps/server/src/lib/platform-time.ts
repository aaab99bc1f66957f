import { TZDate } from '@date-fns/tz';
import { platformTimeZone, platformToday } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Platform days in the platform's time zone (PLATFORM_TIME_ZONE, default Asia/Shanghai; issue 25 item 3): the day of
 * daily limits, ages, rollups, rebates, reports and VIP reviews. Days are 'YYYY-MM-DD' strings; instants are Dates.
 * Day starts come from the zone's rules (@date-fns/tz), so a zone with daylight saving has days of 23 and 25 hours.
 */

const DAY_MS = 86_400_000;

function parts(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

/** The platform day an instant falls in. */
export function platformDay(at: Date): string {
  return platformToday(at);
}

/** An instant at a platform-local time of a day (e.g. Saturday 13:00). */
export function atHour(day: string, hour: number, minute = 0, second = 0): Date {
  const [y, m, d] = parts(day);
  return new Date(new TZDate(y, m - 1, d, hour, minute, second, platformTimeZone()).getTime());
}

/** The instant a platform day starts (00:00:00 in the platform's zone). */
export function dayStart(day: string): Date {
  return atHour(day, 0);
}

/** [start, end) of a platform day. */
export function daySpan(day: string): { start: Date; end: Date } {
  return { start: dayStart(day), end: dayStart(addDays(day, 1)) };
}

/** The day `n` days after (or before, n < 0) `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Day of the week of a platform day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The platform's zone as an SQL literal for `AT TIME ZONE` (a literal, not a parameter, so the same expression in
 * SELECT and GROUP BY is one expression). Safe as raw SQL: isTimeZone (packages/shared) admits only a zone name's
 * characters, and setPlatformTimeZone refuses anything else.
 */
export function platformZoneSql(): SQL {
  return sql.raw(`'${platformTimeZone()}'`);
}

/** The platform day of a timestamp column or expression, in SQL ('YYYY-MM-DD'). */
export function platformDaySql(at: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`to_char(${at} AT TIME ZONE ${platformZoneSql()}, 'YYYY-MM-DD')`;
}
