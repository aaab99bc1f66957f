/**
 * The console reads days and times on the platform's clock (UTC+8), whatever the browser's zone (issue 24 item 2: the
 * dashboard showed zeros for "today" and "last 30 days" whenever the browser was not on UTC+8). Two browsers far from
 * the platform: Los Angeles (behind it: its date is the platform's yesterday from 00:00 to 15:00/16:00 platform time)
 * and Kiritimati (UTC+14, ahead: its date is the platform's tomorrow from 10:00 platform time), so at any hour one of
 * them has a date that is not the platform's. In each: "today" asks for the platform's today and shows the player who
 * registered just now; the range picker shows the platform's days with the zone; a player's times are platform times.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, desktopPage, e2eUnavailable, keepShot, launch } from './browser.js';
import { operatorToken, registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] console-time: skipped, ${skip}`);

/** Screenshots kept for people to look at (before/after runs set E2E_SHOTS_DIR). */
const OUT = process.env.E2E_SHOTS_DIR ?? '/work/shots/console24';
const ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati'] as const;

/** The platform's day and wall time of an instant (Asia/Shanghai, what the server's reports use). */
function platform(at: Date): { day: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(at)
      .filter((x) => x.type !== 'literal')
      .map((x) => [x.type, x.value]),
  );
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` };
}

describe.skipIf(skip)('console dates in a browser far from the platform’s UTC+8 (issue 24 item 2)', () => {
  let browser: Browser;
  let player: Player;

  beforeAll(async () => {
    browser = await launch();
    player = await registerPlayer('tz', 'Zones12345');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const zone of ZONES) {
    it(`${zone}: today is the platform's today: the request, the picker, the figures, a player's registration time`, { timeout: 120_000 }, async () => {
      const { page, context, errors } = await desktopPage(browser, { timezoneId: zone });
      try {
        const browserDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
        const summaries: Record<string, unknown>[] = [];
        page.on('request', (r: Request) => {
          if (r.url().endsWith('/admin/api/dashboard/summary')) summaries.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
        });
        await consoleSignIn(page, baseUrl(), adminPassword(), '/dashboard');
        await page.getByTestId('dashboard-page').waitFor();
        await page.getByTestId('dashboard-page').locator('.ant-segmented-item').first().click();
        const today = platform(new Date()).day;
        console.log(`[e2e] console-time: ${zone} browser date ${browserDay}, platform date ${today}`);
        await expect.poll(() => summaries.at(-1)).toEqual({ from: today, to: today });
        // The player registered today (platform time) counts in today's registrations.
        await expect.poll(async () => Number((await page.getByTestId('figure-registrations').innerText()).replace(/\D/g, '')), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
        // The picker shows the platform's days and says whose days they are.
        const inputs = page.getByTestId('dashboard-range');
        await expect.poll(() => inputs.first().inputValue()).toBe(today);
        expect(await inputs.nth(1).inputValue()).toBe(today);
        expect(await page.getByTestId('dashboard-range-zone').innerText()).toMatch(/UTC\+8/);
        expect(await page.getByTestId('platform-zone').innerText()).toMatch(/UTC\+8/);
        await keepShot(page, `dashboard-${zone.replace(/\W+/g, '-')}`, 'console-time', OUT);

        // The last 30 days end on the platform's today too.
        await page.getByTestId('dashboard-page').locator('.ant-segmented-item').nth(1).click();
        await expect.poll(() => summaries.at(-1)?.to).toBe(today);

        // A player's registration time reads on the platform's clock (the server's day boundaries), not the browser's.
        await page.goto(`${baseUrl()}/admin/players?keyword=${player.username}`);
        const row = page.locator('[data-testid="players-table"] .ant-table-row', { hasText: player.username });
        await row.waitFor();
        const shown = (await row.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
        const found = await api<{ list: { registeredAt: string }[] }>('/admin/api/player/search', { keyword: player.username }, { token: await operatorToken() });
        expect(shown).toBe(platform(new Date(found.data.list[0]!.registeredAt)).time);
        await keepShot(page, `players-${zone.replace(/\W+/g, '-')}`, 'console-time', OUT);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
