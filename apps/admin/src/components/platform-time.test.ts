/**
 * The console's clock (issue 24 item 2): platform days and times whatever the browser's zone, and "run for a date"
 * instants of a job's zone (issue 15). The browser here is in Los Angeles (TZ), 15-16 hours behind the platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cronTime, dayIn, daySpan, formatTime, fromPicker, lastDays, platformToday, toPicker, zonedInstant, zoneLabel } from './platform-time';

const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

describe('platform time in a browser in Los Angeles', () => {
  it('today is the platform’s: 05:07 in Shanghai on the 28th is still the 27th in Los Angeles', () => {
    const at = new Date('2026-11-27T21:07:52Z');
    expect(new Date(at).getDate()).toBe(27);
    expect(platformToday(at)).toBe('2026-11-28');
    expect(lastDays(1, at)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(lastDays(30, at)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
  });

  it('shows times on the platform’s clock and names the zone', () => {
    expect(formatTime('2026-11-27T21:07:52.000Z')).toBe('2026-11-28 05:07:52');
    expect(formatTime(null)).toBe('—');
    expect(zoneLabel()).toBe('UTC+8');
    expect(zoneLabel('Asia/Kolkata')).toBe('UTC+5:30');
    expect(zoneLabel('America/Los_Angeles', new Date('2026-07-01T00:00:00Z'))).toBe('UTC-7');
  });

  it('a picker shows and returns the platform’s wall time', () => {
    const picked = toPicker('2026-11-27T21:07:52.000Z');
    expect(picked.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-28 05:07:52');
    expect(fromPicker(picked)).toBe('2026-11-27T21:07:52.000Z');
  });

  it('a platform day spans 16:00 UTC to 16:00 UTC', () => {
    expect(daySpan('2026-11-28')).toEqual({ start: new Date('2026-11-27T16:00:00Z'), end: new Date('2026-11-28T16:00:00Z') });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

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
