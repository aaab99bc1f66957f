// @postgres: day boundaries in SQL (AT TIME ZONE) for a zone other than the default
import { PLATFORM_TIME_ZONE, setPlatformTimeZone } from '@app/shared';
import { Cron } from 'croner';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { findJob } from '../src/jobs/registry.js';
import { dayStart, daySpan } from '../src/lib/platform-time.js';
import { nextSlotStart } from '../src/modules/withdraw/service.js';
import { isPeriodJob, jobTimeZone } from '../src/platform/index.js';
import { registerPlayer, testClock } from './account-helpers.js';
import { createTestApp } from './helpers.js';
import { operatorToken } from './wallet-helpers.js';

/**
 * The platform's time zone is one setting (PLATFORM_TIME_ZONE, issue 25 item 3): every day boundary, report and
 * daily job follows it. Each case builds its own app with the zone in its configuration, as a server would start.
 */
describe('the platform time zone is one setting', () => {
  afterEach(() => setPlatformTimeZone(PLATFORM_TIME_ZONE));

  it('day starts, day lengths and withdrawal slots follow it, daylight saving included', () => {
    expect(dayStart('2026-12-02').toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(nextSlotStart(new Date('2026-12-01T15:00:00Z'), 0).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    setPlatformTimeZone('Asia/Bangkok');
    expect(dayStart('2026-12-02').toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(nextSlotStart(new Date('2026-12-01T16:30:00Z'), 0).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    setPlatformTimeZone('America/New_York');
    // 8 March 2026: clocks go forward at 02:00, so the platform day has 23 hours.
    const spring = daySpan('2026-03-08');
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(() => setPlatformTimeZone("Asia/Shanghai'; DROP TABLE users; --")).toThrow();
  });

  // 16:30 UTC on 20 November: 00:30 on the 21st in Shanghai (UTC+8), still 23:30 on the 20th in Bangkok (UTC+7).
  for (const [zone, day, nextRebate] of [
    ['Asia/Shanghai', '2026-11-21', '2026-11-21T16:30:00.000Z'],
    ['Asia/Bangkok', '2026-11-20', '2026-11-20T17:30:00.000Z'],
  ] as const) {
    it(`${zone}: a registration at 16:30 UTC counts on ${day} in the daily report; the daily jobs turn at its midnight`, async () => {
      const clock = testClock('2026-11-20T16:30:00Z');
      const t = await createTestApp({ PLATFORM_TIME_ZONE: zone }, undefined, { now: clock.now });
      try {
        await registerPlayer(t, `tz${zone.length}${day.slice(-2)}`);
        clock.advance(3 * 86_400_000);
        const op = await operatorToken(t);
        const daily = await t.call<{ list: { day: string; registrations: number }[] }>('/admin/api/dashboard/daily', { from: '2026-11-20', to: '2026-11-21' }, { token: op });
        expect(daily.body.code, daily.body.msg).toBe(0);
        expect(daily.body.data.list.filter((d) => d.registrations > 0).map((d) => [d.day, d.registrations])).toEqual([[day, 1]]);

        const rebate = findJob('rebate-daily')!;
        expect(jobTimeZone(rebate)).toBe(zone);
        const at = new Date('2026-11-20T16:30:00Z');
        // The rebate of "yesterday": the day before the platform day the run falls in.
        expect(isPeriodJob(rebate) && rebate.period(at)).toBe(day === '2026-11-21' ? '2026-11-20' : '2026-11-19');
        expect(new Cron(rebate.pattern, { timezone: jobTimeZone(rebate), paused: true }).nextRun(at)?.toISOString()).toBe(nextRebate);
        const jobs = await t.call<{ list: { name: string; timezone: string }[] }>('/admin/api/jobs/list', {}, { token: op });
        expect(jobs.body.data.list.find((j) => j.name === 'rebate-daily')?.timezone).toBe(zone);
        // The lottery's draw times are a rule of their own (spec.md §9: 21:30 Asia/Shanghai) and do not move.
        expect(jobs.body.data.list.find((j) => j.name === 'lottery-draw')?.timezone).toBe('Asia/Shanghai');
        const me = await t.call<{ timeZone: string }>('/admin/api/me', {}, { token: op });
        expect(me.body.data.timeZone).toBe(zone);
      } finally {
        await t.close();
      }
    });
  }

  it('an unknown zone stops the server at start with a clear line', () => {
    expect(() => loadConfig({ PLATFORM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PLATFORM_TIME_ZONE/);
    expect(loadConfig({ PLATFORM_TIME_ZONE: 'Asia/Bangkok' }).PLATFORM_TIME_ZONE).toBe('Asia/Bangkok');
  });
});
