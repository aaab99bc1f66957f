/**
 * The console's one clock reader (issue 24 item 2): every day the console sends and every time it shows is read in the
 * platform's time zone (the server's PLATFORM_TIME_ZONE, named by every `me` answer, Asia/Shanghai by default: the
 * platform day of the server's reports, limits and jobs), never the
 * browser's. An operator in Los Angeles asking for "today" gets the platform's today; a time in a table reads as the
 * server's day boundaries do; a date picker's wall time is the platform's. Computed with Intl, so nothing here depends
 * on the browser's zone. Pages take days, times and ranges from here only (and show `zoneLabel()` beside them).
 */
import { platformTimeZone } from '@app/shared';
import dayjs, { type Dayjs } from 'dayjs';

/** The platform's zone now (set from the server's `me`, auth/session.ts). */
export const platformZone = (): string => platformTimeZone();
export const DAY_FORMAT = 'YYYY-MM-DD';

/** A range of whole platform days, both ends included (the report and dashboard routes' `{from, to}`). */
export interface DayRange {
  from: string;
  to: string;
}

function wallParts(at: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const p = wallParts(at, timeZone);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The zone as operators read it: "UTC+8" (whole hours) or "UTC+5:30". */
export function zoneLabel(timeZone: string = platformZone(), at: Date = new Date()): string {
  const minutes = Math.round(offsetAt(at, timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ''}`;
}

/** The instant at which `timeZone`'s clocks show `day` (YYYY-MM-DD) `time` (HH:mm or HH:mm:ss). */
export function zonedInstant(day: string, time: string, timeZone: string = platformZone()): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  let at = wall - offsetAt(new Date(wall), timeZone);
  // Near a daylight-saving change the first guess used the other side's offset.
  at = wall - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** The day (YYYY-MM-DD) `timeZone`'s calendar shows at `at`. */
export function dayIn(at: Date, timeZone: string = platformZone()): string {
  const p = wallParts(at, timeZone);
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)}`;
}

/** The platform's today. */
export function platformToday(now: Date = new Date()): string {
  return dayIn(now, platformZone());
}

/** `day` moved by `n` calendar days (no zone involved: a day is a date). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** The last `n` platform days, today included. */
export function lastDays(n: number, now: Date = new Date()): DayRange {
  const to = platformToday(now);
  return { from: addDays(to, -(n - 1)), to };
}

/** How many days a range spans, both ends included. */
export function daysIn(range: DayRange): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first instant of a platform day and the first instant after it (a day's half-open span). */
export function daySpan(day: string): { start: Date; end: Date } {
  return { start: zonedInstant(day, '00:00'), end: zonedInstant(addDays(day, 1), '00:00') };
}

/** An instant as the platform's wall clock shows it: "2026-11-28 05:07:52". */
export function formatTime(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  const at = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(at.getTime())) return '—';
  const p = wallParts(at, platformZone());
  return `${pad(p.year!, 4)}-${pad(p.month!)}-${pad(p.day!)} ${pad(p.hour!)}:${pad(p.minute!)}:${pad(p.second!)}`;
}

/** The platform day of an instant ("2026-11-28"). */
export function formatDay(iso: string | null | undefined): string {
  return iso ? formatTime(iso).slice(0, 10) : '—';
}

/**
 * A date picker's value for an instant: antd's pickers show a dayjs in the browser's zone, so the value carries the
 * platform's wall time as its own fields (what the picker shows is the platform's time).
 */
export function toPicker(iso: string): Dayjs {
  return dayjs(formatTime(iso).replace(' ', 'T'));
}

/** The instant a picker's wall time stands for, read as the platform's (the inverse of toPicker). */
export function fromPicker(value: Dayjs): string {
  return zonedInstant(value.format(DAY_FORMAT), value.format('HH:mm:ss')).toISOString();
}

/** A picker value for a platform day (a date without a time). */
export function dayToPicker(day: string): Dayjs {
  return dayjs(day);
}

/** A day a picker shows is after the platform's today (for `disabledDate` of ranges that end today). */
export function isFutureDay(value: Dayjs, now: Date = new Date()): boolean {
  return value.format(DAY_FORMAT) > platformToday(now);
}

/** "HH:mm" of a cron pattern whose minute and hour are plain numbers ("30 0 * * *" → "00:30"); null otherwise. */
export function cronTime(pattern: string): string | null {
  const [minute, hour] = pattern.trim().split(/\s+/);
  if (!minute || !hour || !/^\d{1,2}$/.test(minute) || !/^\d{1,2}$/.test(hour)) return null;
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
}
