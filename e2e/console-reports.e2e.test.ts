/**
 * The reports a platform runs on (issue 24 item 11), in the console at 1366×768 with the browser in Los Angeles: a
 * player plays house games; "today" shows the platform's live figures and refreshes by itself when the player plays
 * again; profit and loss per player, per game and per venue over platform days name the player, the games and the
 * venues, agree with the rounds played, and download as CSV.
 */
import fs from 'node:fs';
import { formatMinor, toMinor } from '@app/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, desktopPage, e2eUnavailable, keepShot, launch } from './browser.js';
import { credit, expectBooksHold, registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] console-reports: skipped, ${skip}`);

const OUT = process.env.E2E_SHOTS_DIR ?? '/work/shots/console24';
const keep = (page: Page, name: string) => keepShot(page, name, 'console-reports', OUT);

interface Round {
  betAmount: string;
  payout: string;
}

/** One round of a house game through the venue's own API, as a player's client plays it. */
async function round(player: Player, platType: string, gameCode: string, bet: { type: string; amount: string }): Promise<Round> {
  const launchUrl = await api<{ url: string }>('/web/apiCode/getGameUrl', { platType, gameCode }, { token: player.token });
  expect(launchUrl.code, launchUrl.msg).toBe(0);
  const ticket = new URL(launchUrl.data.url, baseUrl()).searchParams.get('ticket');
  const session = await api<{ session: string }>('/venue/house/api/session', { ticket });
  expect(session.code, session.msg).toBe(0);
  const play = await api<Round>('/venue/house/api/play', { session: session.data.session, gameCode, bets: [bet] });
  expect(play.code, play.msg).toBe(0);
  return play.data;
}

const sumOf = (rounds: Round[], k: keyof Round) => formatMinor(rounds.reduce((s, r) => s + toMinor(r[k])!, 0n));

describe.skipIf(skip)('operator reports (issue 24 item 11)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let player: Player;
  const rounds: Round[] = [];

  beforeAll(async () => {
    browser = await launch();
    ({ page, context, errors } = await desktopPage(browser, { timezoneId: 'America/Los_Angeles' }));
    await context.addInitScript(() => localStorage.setItem('admin.lang', 'en'));
    player = await registerPlayer('rp', 'Reports1234');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('a player plays baccarat and dragon tiger in the house venues', { timeout: 60_000 }, async () => {
    await credit(player, '400.00');
    for (const to of ['house_live', 'house_chess']) {
      const moved = await api('/web/apiCode/convertMoney', { from: 'central', to, amount: '150' }, { token: player.token });
      expect(moved.code, moved.msg).toBe(0);
    }
    for (let i = 0; i < 3; i++) rounds.push(await round(player, 'house_live', 'baccarat', { type: 'banker', amount: '10.00' }));
    rounds.push(await round(player, 'house_chess', 'dragonTiger', { type: 'dragon', amount: '20.00' }));
  });

  it('today refreshes by itself: another round shows without reloading the page', { timeout: 120_000 }, async () => {
    await consoleSignIn(page, baseUrl(), adminPassword(), '/reports');
    await page.getByTestId('reports-page').waitFor();
    const playerRow = page.locator('[data-testid="report-players"] .ant-table-row', { hasText: player.username });
    await playerRow.waitFor();
    expect(await playerRow.innerText()).toContain(sumOf(rounds, 'betAmount'));
    // The day and update time show once today's summary has answered (read once, it raced the answer in CI).
    await expect.poll(() => page.getByTestId('report-today').innerText()).toMatch(/UTC\+8|\d{4}-\d{2}-\d{2}/);
    await keep(page, 'today');
    rounds.push(await round(player, 'house_live', 'baccarat', { type: 'player', amount: '25.00' }));
    // No reload: the live view asks again by itself (every 30 s).
    await expect.poll(() => playerRow.innerText(), { timeout: 70_000, interval: 1_000 }).toContain(sumOf(rounds, 'betAmount'));
    await keep(page, 'today-refreshed');
  });

  it('per player, per game and per venue over platform days, with names and a CSV each', { timeout: 120_000 }, async () => {
    const tabs = page.getByTestId('reports-page').locator('.ant-tabs-tab');
    await tabs.nth(1).click();
    const row = page.locator('[data-testid="report-players"] .ant-table-row', { hasText: player.username });
    await row.waitFor();
    const stake = sumOf(rounds, 'betAmount');
    const payout = sumOf(rounds, 'payout');
    const text = await row.innerText();
    expect(text).toContain(stake);
    expect(text).toContain(payout);
    await keep(page, 'players');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-players-export').click()]);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('username');
    expect(csv).toContain(`${player.username},1,${rounds.length},${stake},`);

    await tabs.nth(2).click();
    const games = page.getByTestId('report-games');
    await games.locator('.ant-table-row').first().waitFor();
    const gamesText = await games.innerText();
    for (const name of ['Baccarat', 'Dragon Tiger']) expect(gamesText).toContain(name);
    expect(gamesText).not.toMatch(/house_live|dragonTiger|\bbaccarat\b/);
    await keep(page, 'games');
    const [gamesFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-games-export').click()]);
    expect(fs.readFileSync((await gamesFile.path())!, 'utf8')).toContain('dragonTiger');

    await tabs.nth(3).click();
    const venues = page.getByTestId('report-venues');
    await venues.locator('.ant-table-row').first().waitFor();
    expect(await venues.innerText()).not.toMatch(/house_(live|chess)/);
    await keep(page, 'venues');
    const [venuesFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-venues-export').click()]);
    expect(fs.readFileSync((await venuesFile.path())!, 'utf8')).toContain('house_chess');
    expect(errors).toEqual([]);
    await expectBooksHold();
  });
});
