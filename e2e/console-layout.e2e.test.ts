/**
 * What a new operator tripped over in the console (issue 24 item 10), at 1366×768 in a browser far from the
 * platform's zone: a white margin around the login page; a menu of 25 pages that scrolled away with the content;
 * offers and VIP tables whose action column sat off-screen; US dates in help articles; the player's status tag pushed
 * out by long English buttons; a Players page empty until a search; a Jobs page saying "never ran" for jobs that ran.
 * Each check measures what the operator sees (where the element is drawn, what is under a point of the screen).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, desktopPage, e2eUnavailable, keepShot, launch } from './browser.js';
import { operatorToken, registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] console-layout: skipped, ${skip}`);

const OUT = process.env.E2E_SHOTS_DIR ?? '/work/shots/console24';
const keep = (page: Page, name: string) => keepShot(page, name, 'console-layout', OUT);

/** Whether an element is drawn where the operator can see and click it: inside the window and on top at its centre. */
async function onScreen(el: Locator): Promise<boolean> {
  await el.waitFor();
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.left < 0 || r.top < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (node === hit || node.contains(hit));
  });
}

describe.skipIf(skip)('console layout at 1366×768 (issue 24 item 10)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let frozen: Player;
  let frozenId = 0;

  beforeAll(async () => {
    browser = await launch();
    ({ page, context, errors } = await desktopPage(browser, { timezoneId: 'America/Los_Angeles' }));
    await context.addInitScript(() => localStorage.setItem('admin.lang', 'en'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('the login page fills the window: no white margin at its edges', async () => {
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByTestId('login-card').waitFor();
    // At the window's corners lies the login screen itself, not the bare page around it.
    for (const [x, y] of [
      [2, 2],
      [1363, 765],
    ] as const) {
      const under = await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.tagName ?? '', [x, y] as const);
      expect(under, `the element at (${x}, ${y})`).not.toMatch(/^(HTML|BODY)$/);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    await keep(page, 'login');
  });

  it('the menu stays in view while a long page scrolls, and scrolls on its own to its last entry', async () => {
    frozen = await registerPlayer('lf', 'Layout12345');
    const token = await operatorToken();
    const found = await api<{ list: { userId: number; username: string }[] }>('/admin/api/player/search', { keyword: frozen.username }, { token });
    frozenId = found.data.list.find((p) => p.username === frozen.username)!.userId;
    for (const [path, body] of [
      ['player/note', { userId: frozenId, text: 'Asked about a withdrawal twice' }],
      ['player/freeze', { username: frozen.username, reason: 'Suspicious logins' }],
    ] as const) {
      const res = await api(`/admin/api/${path}`, body, { token });
      expect(res.code, res.msg).toBe(0);
    }
    await consoleSignIn(page, baseUrl(), adminPassword(), `/players/${frozenId}`);
    await page.getByTestId('player-page').waitFor();
    const sider = page.getByTestId('sider');
    const first = sider.locator('.ant-menu-item').first();
    await page.mouse.move(800, 400);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(await onScreen(first), 'the first menu entry after the page scrolled').toBe(true);
    // The last entry: the menu scrolls by itself (25 entries are taller than 768 px).
    const last = sider.locator('.ant-menu-item').last();
    await last.scrollIntoViewIfNeeded();
    expect(await onScreen(last), 'the last menu entry').toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await keep(page, 'sider-scrolled');
  });

  it('the player status tag shows in English beside the name, whatever the length of the action buttons', async () => {
    await page.goto(`${baseUrl()}/admin/players/${frozenId}`);
    const tag = page.getByTestId('player-status');
    await expect.poll(() => tag.innerText()).toBe('Frozen');
    expect(await onScreen(tag)).toBe(true);
    expect(await onScreen(page.getByText(frozen.username).first())).toBe(true);
    await keep(page, 'player-status-en');
  });

  it('the Players page lists the newest players at once, and filters them (status, VIP, days, balance)', async () => {
    await page.goto(`${baseUrl()}/admin/players`);
    const table = page.getByTestId('players-table');
    await table.locator('.ant-table-row').first().waitFor();
    expect(await table.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await keep(page, 'players-recent');
    await page.getByTestId('players-status').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Frozen' }).click();
    await expect.poll(async () => (await table.locator('.ant-table-row').allInnerTexts()).every((r) => r.includes('Frozen'))).toBe(true);
    expect(await table.innerText()).toContain(frozen.username);
    await keep(page, 'players-frozen');
  });

  it('offers and VIP tables fit the window: every row’s action is on screen without scrolling sideways', async () => {
    await page.goto(`${baseUrl()}/admin/offers`);
    const edit = page.locator('[data-testid^="offer-edit-"]').first();
    expect(await onScreen(edit), 'the first offer’s edit button').toBe(true);
    await keep(page, 'offers');
    await page.goto(`${baseUrl()}/admin/vip`);
    for (const level of [1, 10]) expect(await onScreen(page.getByTestId(`vip-edit-${level}`)), `VIP${level}'s edit button`).toBe(true);
    await keep(page, 'vip');
  });

  it('help articles show the platform’s date format (YYYY-MM-DD HH:mm:ss), not a US date', async () => {
    await page.goto(`${baseUrl()}/admin/help`);
    const row = page.locator('[data-testid="help-page"] .ant-table-row').first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toMatch(/\b\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\b/);
    expect(text).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}|\b(AM|PM)\b/);
    await keep(page, 'help');
  });

  it('the Jobs page shows when a job that runs on every trigger last ran (it ran at start), not "never ran"', async () => {
    await page.goto(`${baseUrl()}/admin/jobs`);
    const latest = page.getByTestId('job-latest-stats-daily');
    await latest.waitFor();
    expect(await latest.innerText()).toMatch(/^Latest: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A job that runs every minute has run since the server started.
    await expect.poll(() => page.reload().then(() => page.getByTestId('job-latest-deposit-expiry').isVisible()), { timeout: 90_000, interval: 5_000 }).toBe(true);
    expect(await page.getByTestId('jobs-table').innerText()).not.toMatch(/rebate-daily|--at/);
    await keep(page, 'jobs');
    expect(errors).toEqual([]);
  });
});
