/** "Run for a date": the instant of a day and time of the job's zone (issue 15). */
import { describe, expect, it } from 'vitest';
import { cronTime, dayIn, zonedInstant } from './job-time';

describe('job run time', () => {
  it('reads the daily time of a cron pattern', () => {
    expect(cronTime('30 0 * * *')).toBe('00:30');
    expect(cronTime('5 0 * * 6')).toBe('00:05');
    expect(cronTime('30 21 * * 2,4,6')).toBe('21:30');
    expect(cronTime('*/5 * * * *')).toBeNull();
    expect(cronTime('* * * * *')).toBeNull();
  });

  it('00:30 Asia/Shanghai of a day is 16:30 UTC of the day before, whatever the browser zone', () => {
    expect(zonedInstant('2026-11-24', '00:30', 'Asia/Shanghai').toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(zonedInstant('2026-11-28', '13:00', 'Asia/Shanghai').toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(zonedInstant('2026-11-24', '00:30', 'UTC').toISOString()).toBe('2026-11-24T00:30:00.000Z');
  });

  it('follows a zone with daylight saving on both sides of the change', () => {
    expect(zonedInstant('2026-03-07', '00:30', 'America/New_York').toISOString()).toBe('2026-03-07T05:30:00.000Z');
    expect(zonedInstant('2026-03-09', '00:30', 'America/New_York').toISOString()).toBe('2026-03-09T04:30:00.000Z');
  });

  it('tells the day of a zone', () => {
    expect(dayIn(new Date('2026-11-23T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-23T15:59:59.000Z'), 'Asia/Shanghai')).toBe('2026-11-23');
  });
});
