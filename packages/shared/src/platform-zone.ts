/*
 * The platform's time zone, in a module of its own without zod: the console imports it on its first screen, and
 * importing it must not build every schema of validation/ before the CSP's jitless switch is set (zod-jitless.ts).
 */

/**
 * The platform's time zone by default (spec.md: yuan, Chinese-first players in UTC+8): the day of daily limits, ages,
 * reports and daily jobs. A server runs in another with PLATFORM_TIME_ZONE (issue 25 item 3), set once at start by
 * setPlatformTimeZone; every day boundary reads platformTimeZone().
 */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

let platformZone = PLATFORM_TIME_ZONE;

/** True for an IANA zone name the runtime knows ('Asia/Bangkok', 'UTC'); letters, digits, '/', '_', '+', '-' only. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Sets the platform's time zone (the server's config, a client told by its server). */
export function setPlatformTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new Error(`unknown time zone: ${zone}`);
  platformZone = zone;
}

export function platformTimeZone(): string {
  return platformZone;
}

export function platformToday(now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: platformZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
