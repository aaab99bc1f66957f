import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../.tmp/e2e-shots');

/** Why end-to-end tests cannot run here, or null when they can (design.md §7). */
export function e2eUnavailable(): string | null {
  return fs.existsSync(CHROMIUM) ? null : `${CHROMIUM} not found (install Debian's chromium)`;
}

export function baseUrl(): string {
  return inject('e2eBaseUrl');
}

export async function launch(): Promise<Browser> {
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

/** A phone-sized page that records console errors and failed requests for the test to assert on. */
export async function phonePage(browser: Browser, init?: { lang?: string; token?: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  if (init) {
    await context.addInitScript((values) => {
      for (const [k, v] of Object.entries(values)) if (v) localStorage.setItem(k, v);
    }, { lang: init.lang ?? '', token: init.token ?? '' });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { page, context, errors };
}

export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const file = path.join(SHOTS_DIR, `${name}.png`);
  // Let the 200 ms page fade and antd-mobile's dialog animations finish, so the picture is final.
  await page.waitForTimeout(500);
  await page.screenshot({ path: file });
  return file;
}
