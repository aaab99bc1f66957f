import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { offsetClock, systemClock } from './platform/index.js';

/**
 * CLOCK_OFFSET_SECONDS (README "Configuration"): end-to-end tests run a server a day behind (e2e/rewards.e2e.test.ts);
 * a production install refuses it at start, so the clock every rule reads cannot be moved there.
 */
describe('CLOCK_OFFSET_SECONDS', () => {
  it('0 by default: the system clock itself', () => {
    expect(loadConfig({}).CLOCK_OFFSET_SECONDS).toBe(0);
    expect(offsetClock(0)).toBe(systemClock);
  });

  it('shifts the clock by whole seconds, in the past too', () => {
    expect(loadConfig({ CLOCK_OFFSET_SECONDS: '-86400' }).CLOCK_OFFSET_SECONDS).toBe(-86_400);
    const behind = offsetClock(-86_400)().getTime() - Date.now();
    expect(behind).toBeGreaterThan(-86_400_000 - 1000);
    expect(behind).toBeLessThanOrEqual(-86_400_000);
  });

  it('is refused when NODE_ENV=production, and when it is not a whole number of seconds within a year', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_SECONDS: '-86400' })).toThrow(/CLOCK_OFFSET_SECONDS/);
    expect(loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_SECONDS: '0' }).CLOCK_OFFSET_SECONDS).toBe(0);
    expect(() => loadConfig({ CLOCK_OFFSET_SECONDS: '1.5' })).toThrow(/CLOCK_OFFSET_SECONDS/);
    expect(() => loadConfig({ CLOCK_OFFSET_SECONDS: String(400 * 86_400) })).toThrow(/CLOCK_OFFSET_SECONDS/);
  });
});
