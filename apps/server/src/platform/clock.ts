/**
 * The one clock. Rule code never calls `new Date()` or `Date.now()` itself: the app carries the
 * clock as `app.deps.now` (routes pass `now` down to services), the scheduler reads it for every job
 * run, and tests set it (a fixed or advancing clock) to exercise expiry, windows and schedules.
 * Logging and timing (durations, caches) read the system time directly: they decide nothing.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The system clock shifted by `seconds` (config CLOCK_OFFSET_SECONDS: end-to-end tests that cross a day). */
export function offsetClock(seconds: number): Clock {
  if (seconds === 0) return systemClock;
  const ms = seconds * 1000;
  return () => new Date(Date.now() + ms);
}
