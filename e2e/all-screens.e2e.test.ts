/**
 * Every screen with the CSP on (issue 12, Must show: "an end-to-end pass of every screen with the CSP on and zero
 * violations"). A logged-in player opens every route of the web app's route table (spec.md §2; a route added to the
 * table is covered without touching this file), then a guest opens every guest route, then the player opens the house
 * game client. Each screen must settle with no CSP violation (browser.ts fails any test that saw one), no uncaught
 * page error, no error envelope from the API and no toast, and no text that looks like an internal key or code. The
 * player holds a transaction record of every kind (records-fixture.ts, issue 24), so the records screens show each.
 * One browser; each pass spreads its routes over a few pages at once (a fresh document per screen, each page its own
 * watch), so one screen's wait for quiet overlaps another's loading; zh only; screenshots of a handful of screens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_META as ROUTES } from '../apps/web/src/app/route-meta';
import { PATHS } from '../apps/web/src/app/paths';
import { api, baseUrl, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { playerWithEveryRecord, type RecordsPlayer } from './records-fixture.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] all-screens: skipped, ${skip}`);

/** Screenshots kept for people to look at (COMMON: /work/shots/<branch>/), besides .tmp/e2e-shots. */
const SHOTS = process.env.E2E_SHOTS_DIR;
const SHOT_ROUTES = new Set(['home', 'my', 'transaction', 'gameList', 'about', 'vipPrivilege', 'help']);

/** A line of text that is an internal key: `route.home`, `records.method.x`, a camelCase code name (`thirdParty`). */
const KEY_LINE = /^[a-z][a-z0-9]*(\.[a-z0-9_]+)+$/i;
const CAMEL_LINE = /^[a-z]+[A-Z][A-Za-z0-9]*$/;
/**
 * A code inside a line (issue 24): a camelCase key (`redeemCode`), a snake_case id (`house_live`) or an account id
 * (`venue:house_live`), wherever it stands ("Bonus · redeemCode").
 */
const CODE_IN_LINE = [/\b[a-z]{2,}[A-Z][A-Za-z0-9]*\b/, /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/, /\b(venue|house|user|operator|welfare|central|locked|activity|cashbox|redeem):[a-z0-9]/i];
/** Leftovers of a template or a value that never arrived. */
const BROKEN = /\{\{|\}\}|\bundefined\b|\bNaN\b|\[object Object\]|^null$/;

/** Some screens open from a list with a query; these give them one so the visit shows a real screen. */
function query(name: string, ids: { gameCode: string; orderNo?: string }): string {
  switch (name) {
    case 'play':
    case 'playH5':
      return `?gameCode=${ids.gameCode}`;
    case 'transactionDetail':
      return ids.orderNo ? `?orderNo=${ids.orderNo}` : '';
    default:
      return '';
  }
}

interface Watch {
  /** Requests still in flight (a set, so a late end of a request of the previous document cannot count twice). */
  inflight: Set<Request>;
  /** When a request last started or ended (ms since epoch). */
  lastActivity: number;
  /** Problems seen since the last `take()`. */
  problems: string[];
}

/** Records error envelopes (code ≠ 0) and 5xx answers of our API, and counts requests in flight. */
function watchApi(page: Page): Watch {
  const w: Watch = { inflight: new Set(), lastActivity: Date.now(), problems: [] };
  page.on('request', (r) => {
    w.inflight.add(r);
    w.lastActivity = Date.now();
  });
  page.on('requestfinished', (r) => {
    w.inflight.delete(r);
    w.lastActivity = Date.now();
  });
  page.on('requestfailed', (r) => {
    w.inflight.delete(r);
    w.lastActivity = Date.now();
    // A request the page itself dropped when the route changed is not a failure of the screen.
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) w.problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (res.status() >= 500) w.problems.push(`${res.status()} from ${url.pathname}`);
    if (!/^\/(web|venue\/house\/api|sandbox)\//.test(url.pathname)) return;
    if (!(res.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    if (body && typeof body.code === 'number' && body.code !== 0) w.problems.push(`envelope ${body.code} "${body.msg}" from ${url.pathname}`);
  });
  return w;
}

const LOADING = '.page-loading, .adm-skeleton, .adm-spin-loading';
/** How long the network must stay quiet (no request in flight, none started or ended) for a screen to count as settled. */
const QUIET_MS = 400;

/**
 * Waits until the screen is drawn (no loading indicator) and no request has been in flight for QUIET_MS, measured from
 * the last request's end (at most `timeoutMs`). Sleeps only for what is left of the quiet window, never a fixed poll.
 */
async function settle(page: Page, w: Watch, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const left = until - Date.now();
    // Checked in the page on every animation frame: returns as soon as the last loading indicator is gone.
    await page.waitForFunction((sel) => !document.querySelector(sel), LOADING, { timeout: left, polling: 'raf' }).catch(() => undefined);
    const quietFor = Date.now() - w.lastActivity;
    if (w.inflight.size === 0 && quietFor >= QUIET_MS && (await page.locator(LOADING).count()) === 0) return;
    await new Promise((r) => setTimeout(r, w.inflight.size > 0 ? 50 : Math.max(10, QUIET_MS - quietFor)));
  }
}

/** Lines on screen (the page and any frame) that read as an internal key, a code or a broken template. */
async function suspiciousText(page: Page): Promise<string[]> {
  const texts = [await page.locator('body').innerText()];
  for (const frame of page.frames()) if (frame !== page.mainFrame()) texts.push(await frame.locator('body').innerText().catch(() => ''));
  const lines = texts.flatMap((t) => t.split('\n').map((l) => l.trim())).filter(Boolean);
  return [...new Set(lines.filter((l) => KEY_LINE.test(l) || CAMEL_LINE.test(l) || BROKEN.test(l) || CODE_IN_LINE.some((re) => re.test(l))))];
}

async function toasts(page: Page): Promise<string[]> {
  return (await page.locator('.adm-toast-main').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** Visits one route and answers what is wrong with it (nothing: []). */
async function visit(page: Page, w: Watch, errors: string[], url: string, label: string): Promise<string[]> {
  // A fresh document per screen: a dialog one screen left open (or a hash change the app ignores) must not hide the next.
  await page.goto('about:blank');
  w.problems.length = 0;
  w.inflight.clear();
  w.lastActivity = Date.now();
  errors.length = 0;
  await page.goto(url);
  await settle(page, w);
  const want = new URL(url).hash.split('?')[0]!;
  const at = new URL(page.url()).hash.split('?')[0]!;
  const found = [
    ...(at === want ? [] : [`did not stay on ${want} (now ${at})`]),
    ...w.problems,
    ...errors.map((e) => `page error: ${e}`),
    ...(await toasts(page)).map((t) => `toast: ${t}`),
    ...(await suspiciousText(page)).map((t) => `raw text: ${t}`),
    ...(await rawKeysOnScreen(page, 'zh')).map((k) => `locale key: ${k}`),
  ];
  if (SHOTS && SHOT_ROUTES.has(label.split(' ')[0]!)) {
    const file = await shot(page, `all-screens-${label.replace(/\W+/g, '-')}`);
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, path.basename(file)));
  }
  return found.map((f) => `${label}: ${f}`);
}

/** Pages visiting at once: most of a visit is waiting for quiet, which overlaps well even on two cores. */
const PAGES_AT_ONCE = 3;

/**
 * Visits every target, each on one of PAGES_AT_ONCE pages of its own context (`init`: language and token), each page
 * with its own API watch and error list; answers every problem found (sorted) and how many targets were visited.
 */
async function visitAll(browser: Browser, init: { lang: string; token?: string }, targets: { url: string; label: string }[]) {
  const queue = [...targets];
  const problems: string[] = [];
  let visited = 0;
  await Promise.all(
    Array.from({ length: PAGES_AT_ONCE }, async () => {
      const { page, context, errors } = await phonePage(browser, init);
      const w = watchApi(page);
      try {
        for (let next = queue.shift(); next; next = queue.shift()) {
          problems.push(...(await visit(page, w, errors, next.url, next.label)));
          visited += 1;
        }
      } finally {
        await context.close();
      }
    }),
  );
  return { problems: problems.sort(), visited };
}

describe.skipIf(skip)('every screen with the CSP on (issue 12)', () => {
  let browser: Browser;
  let player: RecordsPlayer;
  beforeAll(async () => {
    browser = await launch();
    player = await playerWithEveryRecord('all', 'Screens123');
    // Auto-transfer on: opening a game moves the central balance into its venue (spec.md §4).
    const auto = await api('/web/user/changeWalletType', { type: 'auto' }, { token: player.token });
    expect(auto.code, auto.msg).toBe(0);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the route table is the whole of spec.md §2: one entry per path', () => {
    expect(ROUTES.map((r) => r.path)).toEqual(Object.values(PATHS));
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('a player opens every route: no CSP violation, page error, error answer, toast or raw key', { timeout: 600_000 }, async () => {
    const targets = ROUTES.map((route) => ({ url: `${baseUrl()}/#${route.path}${query(route.name, { gameCode: 'baccarat', orderNo: player.orders.cashboxIn })}`, label: route.name }));
    const { problems, visited } = await visitAll(browser, { lang: 'zh', token: player.token }, targets);
    expect(visited).toBe(ROUTES.length);
    expect(problems).toEqual([]);
  });

  it('a guest opens every guest route the same way', { timeout: 600_000 }, async () => {
    const guestRoutes = ROUTES.filter((r) => !r.member);
    expect(guestRoutes.length).toBeGreaterThan(20);
    const { problems, visited } = await visitAll(browser, { lang: 'zh' }, guestRoutes.map((route) => ({ url: `${baseUrl()}/#${route.path}`, label: `${route.name} guest` })));
    expect(visited).toBe(guestRoutes.length);
    expect(problems).toEqual([]);
  });

  it('the house game client (its own page in the play frame) with the CSP on', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await phonePage(browser, { lang: 'zh', token: player.token });
    const w = watchApi(page);
    await page.goto(`${baseUrl()}/#/pages/game/list`);
    await settle(page, w);
    await page.getByTestId('play-baccarat').click();
    await page.waitForURL(/pages\/game\/play\?/);
    const frame = page.frameLocator('[data-testid="game-iframe"]');
    await frame.getByTestId('submit').waitFor();
    await settle(page, w);
    const found = [...w.problems, ...errors, ...(await toasts(page)), ...(await suspiciousText(page))];
    const file = await shot(page, 'all-screens-house-client');
    if (SHOTS) fs.copyFileSync(file, path.join(SHOTS, path.basename(file)));
    expect(found).toEqual([]);
    await context.close();
  });

  it('one name per game: the lobby and the house client title say the same in zh, en and th (issue 13)', { timeout: 180_000 }, async () => {
    const expected: Record<string, string> = { zh: '龙虎', en: 'Dragon Tiger', th: 'เสือมังกร' };
    for (const lang of ['zh', 'en', 'th']) {
      const { page, context, errors } = await phonePage(browser, { lang, token: player.token });
      const w = watchApi(page);
      await page.goto(`${baseUrl()}/#/pages/game/list`);
      await settle(page, w);
      const card = page.getByTestId('game-dragonTiger');
      await card.scrollIntoViewIfNeeded();
      expect(await card.innerText()).toContain(expected[lang]);
      const lobbyShot = await shot(page, `names-lobby-${lang}`);
      await page.getByTestId('play-dragonTiger').click();
      await page.waitForURL(/pages\/game\/play\?/);
      const frame = page.frameLocator('[data-testid="game-iframe"]');
      await frame.getByTestId('submit').waitFor();
      await settle(page, w);
      expect((await frame.locator('.adm-nav-bar-title').innerText()).trim()).toBe(expected[lang]);
      const clientShot = await shot(page, `names-client-${lang}`);
      if (SHOTS) for (const f of [lobbyShot, clientShot]) fs.copyFileSync(f, path.join(SHOTS, path.basename(f)));
      expect([...w.problems, ...errors]).toEqual([]);
      await context.close();
    }
  });
});
