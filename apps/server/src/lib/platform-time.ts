import { platformToday } from '@app/shared';

/**
 * Platform days (Asia/Shanghai, PLATFORM_TIME_ZONE): the day of daily limits, ages, rollups, rebates and VIP
 * reviews. Shanghai has no daylight saving, so a platform day starts at 00:00 UTC+8 and lasts 24 hours.
 * Days are 'YYYY-MM-DD' strings; instants are Dates.
 */

const DAY_MS = 86_400_000;
const PLATFORM_OFFSET = '+08:00';

/** The platform day an instant falls in. */
export function platformDay(at: Date): string {
  return platformToday(at);
}

/** The instant a platform day starts (00:00:00 Asia/Shanghai). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${PLATFORM_OFFSET}`);
}

/** [start, end) of a platform day. */
export function daySpan(day: string): { start: Date; end: Date } {
  const start = dayStart(day);
  return { start, end: new Date(start.getTime() + DAY_MS) };
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

/** An instant at a platform-local hour of a day (e.g. Saturday 13:00). */
export function atHour(day: string, hour: number, minute = 0, second = 0): Date {
  return new Date(dayStart(day).getTime() + ((hour * 60 + minute) * 60 + second) * 1000);
}
