import { platformToday } from '@app/shared';

/**
 * Platform time for end-to-end tests that run a server on another clock (CLOCK_OFFSET_SECONDS): the platform day
 * (Asia/Shanghai, UTC+8 without daylight saving) turns at 16:00 UTC. A test takes its day once and puts every instant
 * it needs at a chosen platform time of that day or the ones around it, so what it checks does not depend on the hour
 * it runs at (issue 22): "a day behind" (−86400 s) straddled midnight when the run did.
 */

/** The platform day of now (YYYY-MM-DD), taken once by a test. */
export function platformDayNow(): string {
  return platformToday(new Date());
}

/** The instant of `time` (HH:MM, platform time) on the platform day `days` after `day` (before it when negative). */
export function platformTime(day: string, days: number, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00+08:00`) + days * 86_400_000);
}

/** CLOCK_OFFSET_SECONDS that makes a server started now read `at` (its clock then runs on from there). */
export function clockOffsetTo(at: Date): string {
  return String(Math.round((at.getTime() - Date.now()) / 1000));
}
