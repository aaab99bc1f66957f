import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_CODES } from '@app/shared';
import { baseUrl, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { credit, expectBooksHold, registerPlayer } from './players.js';

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
    expect(await page.locator('img[src*="/static/seed/banners/"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

/** The phone size of issue 13's checks. */
const PHONE = { width: 375, height: 812 };

describe.skipIf(skip)('home banners: our own art, drawn per language (issue 13)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['zh', 'en', 'th'])('every banner in %s is a loaded picture in that language, not the placeholder', async (lang) => {
    const { page, context, errors } = await phonePage(browser, { lang });
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/#/`);
    const banners = page.getByTestId('banners');
    await banners.waitFor();
    const images = banners.locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < count; i++) {
      const img = images.nth(i);
      // Later banners load lazily: bring each into the carousel's view, as a swipe would.
      await img.evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'start' }));
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      expect(await img.getAttribute('src')).toMatch(new RegExp(`/static/seed/banners/[\\w-]+\\.${lang}\\.svg$`));
      expect(await img.getAttribute('alt')).not.toBe('');
    }
    await images.first().evaluate((el) => el.scrollIntoView({ block: 'nearest', inline: 'start' }));
    await page.waitForLoadState('networkidle');
    await shot(page, `home-banners-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.skipIf(skip)('home for a logged-in player: name, balance, VIP badge (issue 13)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the name, VIP badge and balance, and refresh shows an operator credit made meanwhile', async () => {
    const player = await registerPlayer('hm', 'abc12345');
    await credit(player, '100.00');
    const { page, context, errors } = await phonePage(browser, { lang: 'en', token: player.token });
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/#/`);
    await expect.poll(() => page.getByTestId('home-username').textContent()).toBe(player.username);
    expect(await page.getByTestId('home-vip').textContent()).toMatch(/^VIP \d+$/);
    await expect.poll(() => page.getByTestId('home-balance').textContent()).toBe('¥100.00');
    expect(await page.getByTestId('guest-card').count()).toBe(0);
    await shot(page, 'home-member-en');

    await credit(player, '23.45');
    expect(await page.getByTestId('home-balance').textContent()).toBe('¥100.00');
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(() => page.getByTestId('home-balance').textContent()).toBe('¥123.45');
    await shot(page, 'home-member-refreshed-en');

    await page.getByTestId('home-vip').click();
    await page.waitForFunction(() => location.hash === '#/pages/vip/privilege');
    expect(errors).toEqual([]);
    await context.close();
    await expectBooksHold();
  });

  it.each(['zh', 'th'])('reads in %s', async (lang) => {
    const player = await registerPlayer('hm', 'abc12345');
    const { page, context, errors } = await phonePage(browser, { lang, token: player.token });
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/#/`);
    await expect.poll(() => page.getByTestId('home-balance').textContent()).toBe('¥0.00');
    await page.waitForLoadState('networkidle');
    await shot(page, `home-member-${lang}`);
    expect(await rawKeysOnScreen(page, lang), 'raw translation keys on screen').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
