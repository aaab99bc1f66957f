import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_CODES } from '@app/shared';
import { baseUrl, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] home: skipped, ${skip}`);

const TABS = [
  ['tab-discount', '/pages/discount/discount'],
  ['tab-connect', '/pages/connect/connect'],
  ['tab-sponsor', '/pages/sponsor/sponsor'],
  ['tab-my', '/pages/my/my'],
  ['tab-home', '/'],
] as const;

describe.skipIf(skip)('home screen, guest (issue: foundation)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANG_CODES)('opens home in %s with every string translated', async (lang) => {
    const { page, context, errors } = await phonePage(browser, { lang });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('tab-home').waitFor();
    await page.getByTestId('quick-deposit').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `home-${lang}`);
    expect(errors.filter((e) => e.includes('i18n missing key'))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await rawKeysOnScreen(page, lang), 'raw translation keys on screen').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).not.toBe('');
    await context.close();
  });

  it('taps every tab and lands on its route', async () => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en' });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('tab-home').waitFor();
    for (const [testId, route] of TABS) {
      await page.getByTestId(testId).click();
      await page.waitForFunction((r) => location.hash === `#${r}`, route);
      await page.getByTestId(testId).waitFor();
      await shot(page, `tab-${testId}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tapping deposit as a guest shows the registered-users modal; OK leads to login', async () => {
    const { page, context } = await phonePage(browser, { lang: 'en' });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('quick-deposit').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.innerText()).toMatch(/registered users/i);
    await shot(page, 'guest-modal-en');
    expect(await page.evaluate(() => location.hash)).toBe('#/');
    await dialog.getByRole('button', { name: /^ok$/i }).click();
    await page.waitForFunction(() => location.hash === '#/pages/login/login');
    await context.close();
  });

  it('a route typed without the hash (/pages/help/help) opens the app on that screen, not raw JSON (issue 13)', async () => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en' });
    const res = await page.goto(`${baseUrl()}/pages/help/help?from=link`);
    expect(res?.headers()['content-type'] ?? '').toMatch(/text\/html/);
    await page.waitForFunction(() => location.pathname === '/' && location.hash === '#/pages/help/help?from=link');
    await page.locator('.page-nav').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/"code"\s*:/);
    await shot(page, 'page-path-without-hash-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('banners and notices come from the API', async () => {
    const { page, context } = await phonePage(browser, { lang: 'en' });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByText(/Welcome to Golden Star Sports/).first().waitFor();
    expect(await page.locator('img[src*="/static/seed/banner-"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
