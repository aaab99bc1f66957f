/**
 * "Run a job for a date" (issue 15): the operator picks a day and a time of the job's own time zone (the platform's,
 * Asia/Shanghai, for the rewards jobs); the server is sent that instant. Computed with Intl, so it does not depend on
 * the browser's zone.
 */

/** "HH:mm" of a cron pattern whose minute and hour are plain numbers ("30 0 * * *" → "00:30"); null otherwise. */
export function cronTime(pattern: string): string | null {
  const [minute, hour] = pattern.trim().split(/\s+/);
  if (!minute || !hour || !/^\d{1,2}$/.test(minute) || !/^\d{1,2}$/.test(hour)) return null;
  return `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
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

/** The instant at which `timeZone`'s clocks show `day` (YYYY-MM-DD) `time` (HH:mm). */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let at = wall - offsetAt(new Date(wall), timeZone);
  // Near a daylight-saving change the first guess used the other side's offset.
  at = wall - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** The day (YYYY-MM-DD) `timeZone`'s calendar shows at `at`. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
