/**
 * Issue 13, the edges a new player trips over between screens, end to end (Chromium, 375×812):
 * - money changed elsewhere (the operator adjusts the wallet through the Operator API while the player's page is
 *   open) shows on My and Transfer without a reload: when the app returns to the foreground, when a money screen
 *   opens again, and after pull-to-refresh;
 * - each screen opens at its top and gets its own position back on browser back;
 * - "Download app" → About offers the browser's install prompt where there is one, and the steps otherwise;
 *   the app has a web manifest with installable icons.
 * Screenshots go to .tmp/e2e-shots/fresh-*.png (SHOT_PHASE=before|after names them).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, codeSentTo, e2eUnavailable, launch, PHONE_375, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { credit, expectBooksHold, operatorToken, registerPlayer } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] freshness: skipped, ${skip}`);

const PHASE = process.env.SHOT_PHASE ?? 'after';
const snap = (page: Page, name: string) => shot(page, `fresh-${PHASE}-${name}`);

/** The house rules' phone (375×812) rather than phonePage's default. */
async function phone(browser: Browser, init?: { lang?: string; token?: string }) {
  return phonePage(browser, init, PHONE_375);
}

/** A finger pulling the page down from near its top (antd-mobile PullToRefresh listens to touch events). */
async function pullDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 187;
  const y0 = 160;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + i * 25 }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** What a phone does when the player comes back to the browser: the document becomes visible again. */
async function backToForeground(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

/** A navigation inside the app (the router's push), never a page load. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (location.hash = `#${p}`), path);
}

const myBalance = (page: Page) => page.getByTestId('my-balance').locator('strong').innerText();
const central = (page: Page) => page.getByTestId('balance-central').innerText();

describe.skipIf(skip)('fresh screens (issue 13)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['en', 'zh'])('shows money the operator changed without a reload (%s)', async (lang) => {
    const player = await registerPlayer('fr', 'Fresh1234');
    await credit(player, '100.00');
    const { page, context, errors } = await phone(browser, { token: player.token, lang });
    await page.goto(`${baseUrl()}/#/pages/my/my`);
    await expect.poll(() => myBalance(page)).toBe('¥100.00');
    // Set once: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    await snap(page, `my-${lang}-1-start`);

    // The operator credits while My is open; the player comes back to the app.
    await credit(player, '50.00', 'e2e: changed elsewhere');
    await backToForeground(page);
    await page.waitForTimeout(300);
    await snap(page, `my-${lang}-2-foreground`);
    await expect.poll(() => myBalance(page)).toBe('¥150.00');

    // Transfer shows it; another credit while on Transfer; back on My (a money screen opening again) it is there.
    await openInApp(page, '/pages/finance/transfer');
    await expect.poll(() => central(page)).toBe('150.00');
    await credit(player, '25.00', 'e2e: changed elsewhere');
    await page.goBack();
    await page.getByTestId('my-summary').waitFor();
    await page.waitForTimeout(300);
    await snap(page, `my-${lang}-3-reopened`);
    await expect.poll(() => myBalance(page)).toBe('¥175.00');

    // Pull-to-refresh on My.
    await credit(player, '10.00', 'e2e: changed elsewhere');
    await pullDown(page);
    await expect.poll(() => myBalance(page)).toBe('¥185.00');
    await snap(page, `my-${lang}-4-pulled`);

    // Pull-to-refresh on Transfer (its balance header and the venue list).
    await openInApp(page, '/pages/finance/transfer');
    await expect.poll(() => central(page)).toBe('185.00');
    await credit(player, '5.00', 'e2e: changed elsewhere');
    await page.waitForTimeout(300);
    await pullDown(page);
    await expect.poll(() => central(page)).toBe('190.00');
    await snap(page, `transfer-${lang}-pulled`);

    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    expect(await rawKeysOnScreen(page, lang)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await expectBooksHold();
  });

  it('shows a deposit the operator approved while Transfer is open (zh)', async () => {
    // spec.md §5: a deposit needs a bound phone (code from the outbox).
    const player = await registerPlayer('fd', 'Fresh1234');
    const mobile = `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    expect((await api('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile }, { token: player.token })).code).toBe(0);
    const bound = await api('/web/user/bindPhone', { mobile, code: await codeSentTo(mobile) }, { token: player.token });
    expect(bound.code, bound.msg).toBe(0);
    const methods = await api<{ id: number; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { token: player.token });
    const bank = methods.data.find((m) => m.type === 'bankTransfer')!;
    const order = await api<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '150', depositorName: '张三' }, { token: player.token, 'Idempotency-Key': randomUUID() });
    expect(order.code, order.msg).toBe(0);

    const { page, context, errors } = await phone(browser, { token: player.token, lang: 'zh' });
    await page.goto(`${baseUrl()}/#/pages/finance/transfer`);
    await expect.poll(() => central(page)).toBe('0.00');
    const approved = await api('/admin/api/deposit/approve', { orderNo: order.data.orderNo }, { token: await operatorToken(), 'Idempotency-Key': randomUUID() });
    expect(approved.code, approved.msg).toBe(0);
    await backToForeground(page);
    await page.waitForTimeout(500);
    await snap(page, 'transfer-zh-deposit-approved');
    await expect.poll(() => central(page)).toBe('150.00');
    expect(errors).toEqual([]);
    await context.close();
    await expectBooksHold();
  });

  it('opens each screen at its top and restores its own position on back', async () => {
    // A player with many records: the records screen is long.
    const player = await registerPlayer('fs', 'Fresh1234');
    for (let i = 0; i < 16; i++) await credit(player, '1.00', `e2e: row ${i}`);
    const { page, context, errors } = await phone(browser, { lang: 'en', token: player.token });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // The game list seen once (its screen and data are in memory, so it shows at once when opened again), then My.
    await page.goto(`${baseUrl()}/#/pages/game/list`);
    await page.getByTestId('game-roulette').waitFor();
    await openInApp(page, '/pages/my/my');
    await page.getByTestId('my-summary').waitFor();
    await page.getByTestId('my-link-transaction').click();
    await expect.poll(() => page.getByTestId('record-row').count()).toBeGreaterThanOrEqual(10);
    await page.waitForLoadState('networkidle');
    const longest = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(longest, 'the records screen is long enough to scroll').toBeGreaterThan(300);
    const recordsY = Math.min(500, longest - 50);
    await page.mouse.wheel(0, recordsY);
    await expect.poll(scrollY).toBe(recordsY);
    await page.waitForTimeout(200);
    await snap(page, 'scroll-1-records-scrolled');

    // Another screen (itself longer than the phone) opens at its top.
    await openInApp(page, '/pages/game/list');
    await page.getByTestId('game-roulette').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await snap(page, 'scroll-2-list-opened');
    expect(await scrollY()).toBe(0);

    // Back: the records where the player left them; back again: My at its own (top) position.
    await page.goBack();
    await page.getByTestId('record-row').first().waitFor();
    await expect.poll(scrollY).toBe(recordsY);
    await page.waitForTimeout(200);
    await snap(page, 'scroll-3-records-back');
    await page.goBack();
    await page.getByTestId('my-summary').waitFor();
    await expect.poll(scrollY).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await expectBooksHold();
  });

  it('serves an installable web manifest with its icons', async () => {
    const index = await (await fetch(`${baseUrl()}/`)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(index)?.[1];
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href!, `${baseUrl()}/`);
    const res = await fetch(manifestUrl);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
    expect(manifest.name).not.toBe('');
    expect(manifest.display).toBe('standalone');
    // Chromium's installability: a 192 px and a 512 px icon (https://web.dev/articles/install-criteria).
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').includes('any'));
      expect(icon, size).toBeTruthy();
      const png = await fetch(new URL(icon!.src, manifestUrl));
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
    // The player API is untouched by any of this (no service worker caches answers: there is none).
    expect((await api('/web/guest/index/getWebsiteBasicInfo')).code).toBe(0);

    // And Chromium itself finds nothing missing for an install.
    const { page, context, errors } = await phone(browser, { lang: 'en' });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('quick-deposit').waitFor();
    const cdp = await context.newCDPSession(page);
    const manifestSeen = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifestSeen.url).toBe(manifestUrl.href);
    expect(manifestSeen.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // A test browser context is incognito, where Chromium never installs; nothing else may be missing (no service
    // worker is needed: docs/decisions.md).
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['zh', 'en', 'th'])('About shows the install steps when the browser offers no prompt (%s)', async (lang) => {
    const { page, context, errors } = await phone(browser, { lang });
    await page.goto(`${baseUrl()}/#/pages/about/about`);
    await page.getByTestId('about').waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, `about-${lang}`);
    await page.getByTestId('install-app').click();
    await page.getByTestId('install-steps').waitFor();
    expect(await page.getByTestId('install-steps').locator('li').count()).toBeGreaterThan(1);
    await snap(page, `about-${lang}-steps`);
    expect(await rawKeysOnScreen(page, lang)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('About shows iOS Safari its Share → Add to Home Screen steps', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/pages/about/about`);
    await page.getByTestId('install-app').click();
    const steps = page.getByTestId('install-steps');
    expect(await steps.getAttribute('data-platform')).toBe('ios');
    expect(await steps.innerText()).toContain('Add to Home Screen');
    await snap(page, 'about-ios-steps');
    await context.close();
  });

  it('About calls the prompt the browser offered (beforeinstallprompt)', async () => {
    const { page, context, errors } = await phone(browser, { lang: 'en' });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('quick-deposit').waitFor();
    // The browser's offer, as Chromium sends it to an installable app: an event with prompt().
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void> };
      offer.prompt = () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      };
      dispatchEvent(offer);
      (window as unknown as { offerCancelled: boolean }).offerCancelled = offer.defaultPrevented;
    });
    // The shell kept it (and stopped the browser's own mini-infobar).
    expect(await page.evaluate(() => (window as unknown as { offerCancelled: boolean }).offerCancelled)).toBe(true);
    await openInApp(page, '/pages/about/about');
    await page.getByTestId('install-app').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
    expect(await page.getByTestId('install-steps').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
