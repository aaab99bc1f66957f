/**
 * Every operator console page, in zh or en, at 1366×768, in a browser whose time zone is not the platform's
 * (America/Los_Angeles; the platform day is UTC+8), with data of every kind present (console-data.ts) — issue 24
 * item 3, the console's counterpart of all-screens.e2e.test.ts. The pages are the menu's (apps/admin/src/app/nav.tsx:
 * a page added there is walked without touching this file), plus the player 360 with each of its tabs, the offers'
 * cost tab, every status of the review queues and the not-found page. A screen fails on:
 * - text that reads as an internal key or code: `a.b.c`, camelCase (`bankCard`), snake_case (`house_live`,
 *   `venue:house_live`), slash lists of codes (`central/locked/welfare`), a lone lower-case word or kebab name that is
 *   no one's name (`live`, `rebate-daily`, `zh`), JSON, `undefined`/`NaN`/`{{`…;
 * - a table that scrolls sideways on its first screen, or a page wider than the window;
 * - a page error, a console error, a 5xx or an error envelope from the operator API.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, baseUrl, consoleSignIn, desktopPage, e2eUnavailable, launch, shot } from './browser.js';
import { seedConsoleData, type ConsoleData } from './console-data.js';

const skip = e2eUnavailable();

/** Screenshots kept for people to look at, besides .tmp/e2e-shots. */
const SHOTS = process.env.E2E_SHOTS_DIR;
/** A zone far from the platform's UTC+8 (issue 24 item 2). */
const BROWSER_ZONE = 'America/Los_Angeles';

/** The console's menu, read from its one list (nav.tsx). */
function menuPaths(): string[] {
  const nav = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/admin/src/app/nav.tsx'), 'utf8');
  return [...nav.matchAll(/path: '(\/[^']*)'/g)].map((m) => m[1]!);
}

// ——— what counts as a leaked code ———
const KEY_PATH = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
const CAMEL = /(^|[^A-Za-z0-9])[a-z]+[A-Z][A-Za-z0-9]*/;
const SNAKE = /(^|[^A-Za-z0-9/.])[a-z][a-z0-9]*_[a-z0-9_]+/;
const SLASH_CODES = /(^|[\s(])[a-z]+\/[a-z]+(\/[a-z]+)+($|[\s),])/;
/** A list of codes (`zh · en · hk`, `house_live · house_chess`). */
const CODE_LIST = /^[a-z][a-z0-9_]*( · [a-z][a-z0-9_]*)+$/;
const LONE_CODE = /^[a-z]+(-[a-z0-9]+)*$/;
const JSON_DUMP = /^[[{]".*[}\]]$|":\s*["\d{[]/;
const BROKEN = /\{\{|\}\}|\bundefined\b|\bNaN\b|\[object Object\]|^null$|Invalid Date/;

/**
 * The units of text of a page (lines, and table cells inside a line) that read as a code. `verbatim`: texts shown as
 * someone typed them (`data-verbatim`: an account number, a user agent, an address, a remark) and people's names,
 * which are not the console's to translate.
 */
function leakedCodes(text: string, verbatim: readonly string[]): string[] {
  const known = [...verbatim].filter(Boolean).sort((a, b) => b.length - a.length);
  const units = text.split('\n').flatMap((line) => line.split('\t')).map((u) => u.trim()).filter(Boolean);
  // A verbatim text counts only as a whole word (never part of one: `all` is not removed from `small`).
  const patterns = known.map((n) => new RegExp(`(?<![A-Za-z0-9_])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`, 'g'));
  const bad = units.filter((u) => {
    const rest = patterns.reduce((s, re) => s.replace(re, ' '), u).trim();
    if (!rest) return false;
    return KEY_PATH.test(rest) || CAMEL.test(rest) || SNAKE.test(rest) || SLASH_CODES.test(rest) || CODE_LIST.test(rest) || LONE_CODE.test(rest) || JSON_DUMP.test(rest) || BROKEN.test(rest);
  });
  return [...new Set(bad)];
}

interface Watch {
  inflight: Set<Request>;
  lastActivity: number;
  problems: string[];
}

/** Error envelopes and 5xx answers of the operator API; requests in flight. */
function watchApi(page: Page): Watch {
  const w: Watch = { inflight: new Set(), lastActivity: Date.now(), problems: [] };
  const done = (r: Request) => {
    w.inflight.delete(r);
    w.lastActivity = Date.now();
  };
  page.on('request', (r) => {
    w.inflight.add(r);
    w.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => {
    done(r);
    if (!/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) w.problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (res.status() >= 500) w.problems.push(`${res.status()} from ${url.pathname}`);
    if (!url.pathname.startsWith('/admin/api/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    const body = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    if (body && typeof body.code === 'number' && body.code !== 0) w.problems.push(`envelope ${body.code} "${body.msg}" from ${url.pathname}`);
  });
  return w;
}

const LOADING = '.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin, .ant-btn-loading';
const QUIET_MS = 400;

/** Waits until nothing shows as loading and the network has been quiet for QUIET_MS (at most `timeoutMs`). */
async function settle(page: Page, w: Watch, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await page.waitForFunction((sel) => !document.querySelector(sel), LOADING, { timeout: Math.max(1, until - Date.now()), polling: 'raf' }).catch(() => undefined);
    const quietFor = Date.now() - w.lastActivity;
    if (w.inflight.size === 0 && quietFor >= QUIET_MS && (await page.locator(LOADING).count()) === 0) return;
    await new Promise((r) => setTimeout(r, w.inflight.size > 0 ? 50 : Math.max(10, QUIET_MS - quietFor)));
  }
}

/** Tables (and the page itself) wider than their box on the first screen: the operator would scroll sideways. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const doc = document.scrollingElement ?? document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`page is ${doc.scrollWidth}px wide in a ${window.innerWidth}px window`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table-header'))) {
      if (el.offsetParent === null || el.closest('.ant-modal, .ant-drawer')) continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const card = el.closest('.ant-card')?.querySelector('.ant-card-head-title')?.textContent ?? '';
        out.push(`table${card ? ` "${card}"` : ''} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px)`);
      }
    }
    return [...new Set(out)];
  });
}

interface Target {
  path: string;
  label: string;
  /** What to do once the page has settled (open a tab, choose a filter); each step is its own screen. */
  steps?: { label: string; act: (page: Page) => Promise<void> }[];
}

/** Picks "all" in a review queue's status filter (the dropdown closes on the pick). */
async function allStatuses(page: Page) {
  await page.getByTestId('status-filter').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

function clickTab(index: number) {
  return async (page: Page) => {
    await page.locator('.ant-tabs-tab').nth(index).click();
  };
}

/**
 * The walk in one language, a file each (console-pages-zh, console-pages-en): the two run side by side on their own
 * servers, each with its own data of every kind.
 */
export function describeConsoleWalk(lang: 'zh' | 'en'): void {
  describe.skipIf(skip)(`every console page in ${lang} at 1366×768, browser in America/Los_Angeles (issue 24)`, () => {
    let browser: Browser;
    let data: ConsoleData;

    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
    });

    function targets(): Target[] {
      const fromMenu: Target[] = menuPaths().map((p) => ({ path: p, label: p.slice(1) }));
      const extra: Record<string, Target['steps']> = {
        '/deposits': [{ label: 'all', act: allStatuses }],
        '/withdrawals': [{ label: 'all', act: allStatuses }],
        '/offers': [{ label: 'cost', act: clickTab(1) }],
        '/reports': [
          { label: 'players', act: clickTab(1) },
          { label: 'games', act: clickTab(2) },
          { label: 'venues', act: clickTab(3) },
        ],
        '/ledger': [
          {
            label: 'journal',
            act: async (page) => {
              await page.getByTestId('journal-order').locator('input').fill(data.depositNo);
              await page.getByTestId('journal-order').locator('input').press('Enter');
              await page.getByTestId('journal-lookup').locator('.ant-table-row').first().waitFor();
            },
          },
          {
            label: 'reconciliation',
            act: async (page) => {
              await page.getByTestId('reconciliation-run').click();
              await page.locator('[data-testid="reconciliation"] .ant-table-row').first().waitFor();
            },
          },
        ],
      };
      const player360 = (userId: number, label: string): Target => ({
        path: `/players/${userId}`,
        label,
        steps: Array.from({ length: 7 }, (_, i) => ({ label: `tab${i + 1}`, act: clickTab(i + 1) })),
      });
      return [
        ...fromMenu.map((t) => ({ ...t, steps: extra[t.path] })),
        player360(data.rich.userId, 'player-rich'),
        player360(data.frozen.userId, 'player-frozen'),
        { path: '/no-such-page', label: 'not-found' },
      ];
    }

    async function walk(lang: 'zh' | 'en'): Promise<{ problems: string[]; screens: number }> {
      const { page, context, errors } = await desktopPage(browser, { timezoneId: BROWSER_ZONE });
      await context.addInitScript((l) => localStorage.setItem('admin.lang', l), lang);
      const w = watchApi(page);
      const problems: string[] = [];
      let screens = 0;
      const check = async (label: string) => {
        await settle(page, w);
        const text = await page.locator('body').innerText();
        // What someone typed (data-verbatim), and the values antd keeps in a select's screen-reader list (not drawn).
        const verbatim = [...(await page.locator('[data-verbatim]').allInnerTexts()), ...(await page.locator('.ant-select-dropdown [role="listbox"] [role="option"]').allTextContents())];
        const found = [
          ...w.problems.splice(0),
          ...errors.splice(0).map((e) => `page error: ${e}`),
          ...leakedCodes(text, [...data.names, ...verbatim.map((v) => v.trim())]).map((c) => `code on screen: ${c}`),
          ...(await sidewaysScroll(page)),
        ];
        const file = await shot(page, `console-walk-${lang}-${label.replace(/\W+/g, '-')}`);
        if (SHOTS) {
          fs.mkdirSync(SHOTS, { recursive: true });
          fs.copyFileSync(file, path.join(SHOTS, path.basename(file)));
        }
        screens += 1;
        problems.push(...found.map((f) => `${lang} ${label}: ${f}`));
      };
      try {
        await consoleSignIn(page, baseUrl(), adminPassword(), '/dashboard');
        for (const target of targets()) {
          await page.goto(`${baseUrl()}/admin${target.path}`);
          await check(target.label);
          for (const step of target.steps ?? []) {
            await step.act(page);
            await check(`${target.label} ${step.label}`);
          }
        }
        // The login page, signed out.
        await page.getByTestId('logout').click();
        await page.getByTestId('login-card').waitFor();
        await check('login');
      } finally {
        await context.close();
      }
      return { problems, screens };
    }

    it('the menu lists every page of the console; data of every kind is there', { timeout: 300_000 }, async () => {
      expect(menuPaths().length).toBeGreaterThanOrEqual(24);
      data = await seedConsoleData();
    });

    it(`${lang}: every page shows words, not codes; no table scrolls sideways; no page error`, { timeout: 600_000 }, async () => {
      const { problems, screens } = await walk(lang);
      expect(screens).toBeGreaterThan(menuPaths().length);
      expect(problems).toEqual([]);
    });
  });
}
