import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { missingFonts } from './fonts.js';

export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../.tmp/e2e-shots');

/** Why end-to-end tests cannot run here, or null when they can (design.md §7). */
export function e2eUnavailable(): string | null {
  return fs.existsSync(CHROMIUM) ? null : `${CHROMIUM} not found (install Debian's chromium)`;
}

/**
 * This worker's e2e server (global-setup.ts starts one per worker): files of one worker run one after another on it,
 * so a file never shares its server with a file running at the same time.
 */
function ownServer(): { url: string; dataDir: string } {
  const servers = inject('e2eServers');
  if (!servers.length) return { url: '', dataDir: '' };
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(id - 1) % servers.length]!;
}

export function baseUrl(): string {
  return ownServer().url;
}

export function adminPassword(): string {
  return inject('e2eAdminPassword');
}

/** One API call against the e2e server: POST with a JSON body, answering the envelope and the HTTP status. */
export async function api<T = unknown>(
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number; msg: string; data: T }> {
  return apiAt<T>(baseUrl(), path, body, headers);
}

/** The same call against another server (a file that starts its own, e2e/server.ts). */
export async function apiAt<T = unknown>(
  base: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
  const envelope = (await res.json().catch(() => ({ code: -1, msg: 'not json', data: null }))) as { code: number; msg: string; data: T };
  return { status: res.status, ...envelope };
}

interface OutboxLine {
  channel: string;
  to: string;
  text: string;
  code: string;
  at: string;
}

/** The newest verification code the server's development provider sent to `to` (design.md §7 outbox). */
export async function codeSentTo(to: string, timeoutMs = 5000): Promise<string> {
  const file = path.join(ownServer().dataDir, 'outbox.jsonl');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const mine = lines.map((l) => JSON.parse(l) as OutboxLine).filter((m) => m.to === to);
    const last = mine.at(-1);
    if (last) return last.code;
    if (Date.now() > until) throw new Error(`no code sent to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const localeKeysOf = new Map<string, string[]>();

/** Every key of a locale file, flattened ("home.slogan"), to spot raw keys shown on screen (read once per language). */
export function localeKeys(lang: string): string[] {
  const known = localeKeysOf.get(lang);
  if (known) return known;
  const file = path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${lang}.json`);
  const walk = (obj: Record<string, unknown>, prefix: string): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null ? walk(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  const keys = walk(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>, '');
  localeKeysOf.set(lang, keys);
  return keys;
}

/** Locale keys of `lang` shown as whole lines on the page (an untranslated string). */
export async function rawKeysOnScreen(page: Page, lang: string): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const lines = new Set(text.split('\n').map((l) => l.trim()));
  return localeKeys(lang).filter((k) => lines.has(k));
}

let fontsChecked = false;

/**
 * Debian's Chromium, once the fonts the screenshots and layout checks assume are known to be there: without them a
 * layout assertion would fail later for a reason it does not name (issue 22).
 */
export async function launch(): Promise<Browser> {
  if (!fontsChecked) {
    const missing = missingFonts();
    if (missing.length) {
      throw new Error(`fonts the end-to-end tests assume are missing: ${missing.join(', ')}; install the packages (apt-get install ${missing.map((m) => /\((.+)\)/.exec(m)![1]).join(' ')}), as .ci/run does`);
    }
    fontsChecked = true;
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Content-Security-Policy violations seen by any page of any test (the server's CSP is on in e2e as in production):
 * every test of every file that imports this module fails when one happened during it (issue 12: an end-to-end
 * pass of every screen with the CSP on and zero violations).
 */
const cspViolations: string[] = [];
afterEach(() => {
  const seen = cspViolations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});

/** Reports CSP violations of every frame of `context` (the app, the house client's iframe, pay pages). */
async function watchCsp(context: BrowserContext, errors: string[]) {
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    const line = `CSP violation in ${frame.url()}: ${text}`;
    cspViolations.push(line);
    errors.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

/**
 * A console error as the test reports it: "Failed to load resource: … 401" names no resource, so its address (path
 * only: no query string, which may carry a token) is added.
 */
function consoleError(msg: ConsoleMessage): string {
  const url = msg.location().url;
  if (!url || !msg.text().startsWith('Failed to load resource')) return msg.text();
  return `${msg.text()} [${URL.canParse(url) ? new URL(url).pathname : url}]`;
}

/** The phone width the screens are drawn for (the 375 px of the issues' "usable at 375 px"). */
export const PHONE_375 = { width: 375, height: 812 };

/** A phone-sized page that records console errors, CSP violations and failed requests for the test to assert on. */
export async function phonePage(browser: Browser, init?: { lang?: string; token?: string }, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const errors: string[] = [];
  await watchCsp(context, errors);
  if (init) {
    await context.addInitScript((values) => {
      for (const [k, v] of Object.entries(values)) if (v) localStorage.setItem(k, v);
    }, { lang: init.lang ?? '', token: init.token ?? '' });
  }
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(consoleError(msg));
    // Chromium also logs each violation ("Refused to … because it violates the following Content Security Policy").
    if (msg.text().includes('Content Security Policy')) cspViolations.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, context, errors };
}

/**
 * A desktop page (1366×768, the operator console's size, issue 14) recording the same errors and CSP violations.
 * `timezoneId`: the browser's time zone (issue 24: the console must not depend on it; the platform's is UTC+8).
 */
export async function desktopPage(browser: Browser, opts: { timezoneId?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}) });
  const errors: string[] = [];
  await watchCsp(context, errors);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(consoleError(msg));
    if (msg.text().includes('Content Security Policy')) cspViolations.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, context, errors };
}

/** A class rc-motion (antd's dialogs, popconfirms, dropdowns) puts on an overlay while it opens or closes. */
const IN_MOTION = /-(appear|enter|leave)(-(prepare|start|active))?$/;

/**
 * `target` once the overlay holding it has opened: no element from it up carries a motion class. An antd dialog is
 * first laid out at its final place with opacity 0 and its zoom paused (the `-appear-prepare`/`-start` frames), which
 * Playwright's "stable" check takes for settled; the zoom then starts from 20 % around the opening click, and a click
 * sent at that moment lands on the mask, which closes the dialog (issue 22: the redemption formula switch never
 * happened). Click inside a freshly opened overlay through this.
 */
export async function opened(target: Locator): Promise<Locator> {
  await target.waitFor();
  await expect
    .poll(() =>
      target.evaluate((el, source) => {
        const motion = new RegExp(source);
        for (let node: Element | null = el; node; node = node.parentElement) if (Array.from(node.classList).some((c) => motion.test(c))) return false;
        return true;
      }, IN_MOTION.source),
    )
    .toBe(true);
  return target;
}

/**
 * The owner `admin` of the e2e server signed in to the console (its second factor is optional there), then at
 * `/admin<path>`.
 */
export async function consoleSignIn(page: Page, base: string, password: string, path: string): Promise<void> {
  await page.goto(`${base}/admin/`);
  await page.getByTestId('login-card').waitFor();
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => /^\/admin\/(?!login)\w/.test(url.pathname));
  await page.goto(`${base}/admin${path}`);
}

/** A screenshot (`<prefix>-<name>` in SHOTS_DIR), also copied to `<out>/<name>.png` where out's parent folder exists. */
export async function keepShot(page: Page, name: string, prefix: string, out: string): Promise<string> {
  const file = await shot(page, `${prefix}-${name}`);
  if (fs.existsSync(path.dirname(out))) {
    fs.mkdirSync(out, { recursive: true });
    fs.copyFileSync(file, path.join(out, `${name}.png`));
  }
  return file;
}

export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  // Let the 200 ms page fade and antd-mobile's dialog animations finish, so the picture is final.
  await page.waitForTimeout(500);
  await page.screenshot({ path: file });
  return file;
}
