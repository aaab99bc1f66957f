/**
 * Help centre (issue 17) against the real server: the deposit guide states the limits the deposit screen shows (the
 * same methods, the same formatter), in zh, en and th; the content pages (about, sponsor) show our own art, payment
 * information and the My page's customer-service shortcut render; the operator's editor lists the placeholders with
 * their values and previews the filled text. Screens copied to /work/shots/care/.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, desktopPage, e2eUnavailable, keepShot, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { operatorToken, playerWithPhone, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] help: skipped, ${skip}`);
const OUT = '/work/shots/care';

/** A screenshot, copied to /work/shots/care/ when /work/shots exists (the worktree's review folder). */
const keep = (page: Page, name: string) => keepShot(page, name, 'care', OUT);

describe.skipIf(skip)('help centre (issue 17)', () => {
  let browser: Browser;
  let player: Player;
  beforeAll(async () => {
    browser = await launch();
    player = await playerWithPhone('hp', 'Help12345');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['zh', 'en', 'th']) {
    it(`the deposit guide states the limits the deposit screen shows, with the live figures, in ${lang}`, async () => {
      const { page, context, errors } = await phonePage(browser, { lang, token: player.token });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
      const hint = page.getByTestId('deposit-limits').first();
      // "Limits per deposit 100 - 50,000 CNY" / "单笔限额 100 - 50,000 CNY" / "วงเงินต่อครั้ง 100 - 50,000 CNY".
      const [, min, max] = /([\d,.]+) - ([\d,.]+)/.exec((await hint.innerText()).trim())!;
      await hint.scrollIntoViewIfNeeded();
      await keep(page, `deposit-screen-${lang}`);
      await page.goto(`${baseUrl()}/#/pages/help/deposit`);
      const body = page.getByTestId('help-body');
      await body.waitFor();
      const text = await body.innerText();
      // The guide lists each method as "Name 100-50,000", written by the same formatter as the screen.
      expect(text).toContain(`${min}-${max}`);
      expect(text).not.toMatch(/\{[\w.]+\}/);
      expect(text).toMatch(/5-15/);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      await keep(page, `help-deposit-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('about, sponsor, payment information, the My page shortcut (zh, en, th) and the open-in-browser guide', async () => {
    const loaded = (imgs: Element[]) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0);
    for (const lang of ['zh', 'en', 'th']) {
      const { page, context, errors } = await phonePage(browser, { lang, token: player.token });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${baseUrl()}/#/pages/about/about`);
      const about = page.getByTestId('help-article-about');
      await about.waitFor();
      // Our own badges, served from the server's seed assets.
      await expect.poll(() => about.locator('img').evaluateAll(loaded)).toEqual([true, true, true]);
      await keep(page, `about-${lang}`);
      await page.goto(`${baseUrl()}/#/pages/sponsor/sponsor`);
      const sponsor = page.getByTestId('help-article-sponsor');
      await sponsor.waitFor();
      await expect.poll(() => sponsor.locator('img').evaluateAll(loaded)).toEqual([true, true]);
      await keep(page, `sponsor-${lang}`);
      // Payment information, from the link under the deposit form.
      await page.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
      await page.getByTestId('deposit-information').click();
      await page.getByTestId('help-article-withdraw').waitFor();
      expect(await page.getByTestId('information').innerText()).not.toMatch(/\{[\w.]+\}/);
      await keep(page, `information-${lang}`);
      await page.goto(`${baseUrl()}/#/pages/my/my`);
      await page.getByTestId('my-link-desktopService').click();
      await page.getByTestId('service-shortcut').waitFor();
      await keep(page, `my-shortcut-${lang}`);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    // Inside WeChat: the guide's steps.
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/#/pages/borwser`);
    await page.getByTestId('browser-steps').waitFor();
    await keep(page, 'borwser-wechat-zh');
    await context.close();
  }, 120_000);

  it('the console editor lists the placeholders and previews the filled text', async () => {
    const token = await operatorToken();
    const { page, context, errors } = await desktopPage(browser);
    await context.addInitScript((t) => {
      sessionStorage.setItem('admin.token', t);
      localStorage.setItem('admin.lang', 'en');
    }, token);
    await page.goto(`${baseUrl()}/admin/help`);
    await page.getByTestId('help-edit-deposit').click();
    const preview = page.getByTestId('help-preview');
    await preview.waitFor();
    expect(await preview.innerText()).toContain('存款指南');
    await page.getByTestId('help-lang').getByText('English', { exact: true }).click();
    await expect.poll(async () => preview.innerText()).toContain('Deposit guide');
    expect(await preview.innerText()).not.toMatch(/\{[\w.]+\}/);
    // Method names in the language being edited.
    expect(await preview.innerText()).toContain('Bank transfer');
    await shot(page, 'help-console-editor');
    // The sponsor page in the same editor: its images as lines, shown in the preview.
    await page.getByRole('button', { name: /close|关闭/i }).first().click();
    await page.getByTestId('help-edit-sponsor').click();
    await expect.poll(async () => preview.locator('img').count()).toBe(2);
    expect(await page.getByTestId('help-body').inputValue()).toContain('![星辰FC 队徽](/static/seed/care/crest.svg)');
    await expect.poll(() => preview.locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await keep(page, 'console-sponsor-editor');
    expect(errors).toEqual([]);
    await context.close();
  });
});
