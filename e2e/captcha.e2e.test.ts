/**
 * The captcha on the login form, end to end (issue 12 items 3 and 5, issue 13) at 375×812, zh and en. The e2e server
 * runs with CAPTCHA=off, so the form shows no captcha until the server asks for one: after `auth_free_failures` (5)
 * wrong passwords the account needs a captcha (3003) — once this IP's wait on the account has run out (30 s in
 * production; the e2e server sets `auth_delay_base_seconds` to seconds and the test waits what its 429 says). Then the
 * field appears (numeric keyboard, a PNG of 160×56 CSS px), its refresh button and the picture both load a new image,
 * and a wrong answer clears the field, loads a new image and focuses the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] captcha: skipped, ${skip}`);

const PASSWORD = 'Secret1234';
const WRONG = 'Wrong12345';
/** Screenshots to look at (issue 13 "before and after"); also under .tmp/e2e-shots like every e2e file. */
const SHOTS = process.env.CAPTCHA_SHOTS_DIR ?? '/work/shots/cap';

async function picture(page: Page, name: string): Promise<void> {
  const file = await shot(page, name);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

const form = (page: Page) => page.getByTestId('login-form');
const captchaInput = (page: Page) => form(page).getByTestId('captcha-input').locator('input');
const captchaSrc = (page: Page) => form(page).getByTestId('captcha-image').locator('img').getAttribute('src');
const captchaFocused = (page: Page) => captchaInput(page).evaluate((el) => el === document.activeElement);

async function openLogin(browser: Browser, lang: string) {
  const opened = await phonePage(browser, { lang });
  await opened.page.setViewportSize({ width: 375, height: 812 });
  await opened.page.goto(`${baseUrl()}/#/pages/login/login`);
  await form(opened.page).waitFor();
  return opened;
}

async function submit(page: Page, username: string, password: string): Promise<void> {
  await form(page).getByTestId('login-username').locator('input').fill(username);
  await form(page).getByTestId('login-password').locator('input').fill(password);
  await form(page).getByTestId('form-submit').click();
}

/** Until `src` of the captcha picture is another image than `before`. */
async function expectNewImage(page: Page, before: string | null): Promise<string> {
  await expect.poll(() => captchaSrc(page)).not.toBe(before);
  const src = (await captchaSrc(page)) ?? '';
  expect(src.startsWith('data:image/png;base64,')).toBe(true);
  return src;
}

describe.skipIf(skip)('captcha (issue 12 items 3 and 5, issue 13)', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page;
  let errors: string[];
  let player: Player;
  /** When this IP's wait on the account ends, by the server's own 429 (`retryAfterSeconds`). */
  let waitEndsAt = 0;

  beforeAll(async () => {
    browser = await launch();
    player = await registerPlayer('cap', PASSWORD);
    // Five wrong passwords: the account now owes a captcha, and this IP waits on it (docs/decisions.md, issue 12).
    for (let i = 0; i < 5; i++) expect((await api('/web/guest/user/login', { username: player.username, password: WRONG })).code).toBe(1113);
    // A sixth try is refused unverified, uncounted, with the seconds left.
    const refused = await api<{ retryAfterSeconds: number }>('/web/guest/user/login', { username: player.username, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.data.retryAfterSeconds).toBeGreaterThan(0);
    waitEndsAt = Date.now() + refused.data.retryAfterSeconds * 1000;
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `fail-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    await context?.close();
    context = undefined;
  });

  it('CAPTCHA=off: no captcha field before the server asks for one', async () => {
    ({ page, context, errors } = await openLogin(browser, 'zh'));
    await form(page).getByTestId('login-username').locator('input').waitFor();
    // The page asked for a captcha and was told none is required on every try.
    await page.waitForTimeout(300);
    expect(await form(page).getByTestId('captcha-input').count()).toBe(0);
    await picture(page, 'captcha-login-zh-off');
    expect(errors).toEqual([]);
  });

  it('zh: after a 3003 the field appears focused with the numeric keyboard; refresh and tap change the image; a wrong answer clears and focuses it', async () => {
    // This IP's wait on the account must be over, else the answer is 429, not 3003.
    const wait = waitEndsAt - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    ({ page, context, errors } = await openLogin(browser, 'zh'));
    await submit(page, player.username, PASSWORD);
    await page.getByText('请输入图形验证码').first().waitFor();
    await captchaInput(page).waitFor();
    await expect.poll(() => captchaFocused(page)).toBe(true);
    expect(await captchaInput(page).getAttribute('inputmode')).toBe('numeric');
    expect(await captchaInput(page).getAttribute('pattern')).toBe('[0-9]*');
    // The picture is the server's 320×112 PNG shown at 160×56 CSS px.
    const img = form(page).getByTestId('captcha-image').locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(320);
    const box = await img.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([160, 56]);
    let src = await expectNewImage(page, null);
    const refresh = form(page).getByRole('button', { name: '换一张', exact: true });
    expect(await refresh.isVisible()).toBe(true);
    await refresh.click();
    src = await expectNewImage(page, src);
    await form(page).getByTestId('captcha-image').click();
    src = await expectNewImage(page, src);
    // Letters are dropped (the answer is digits).
    await captchaInput(page).fill('2a3');
    expect(await captchaInput(page).inputValue()).toBe('23');
    await captchaInput(page).fill('234');
    await picture(page, 'captcha-login-zh-shown');
    // Three digits are never the answer (four), so this is the wrong-captcha path whatever the picture says.
    await form(page).getByTestId('form-submit').click();
    await page.getByText('图形验证码错误或已过期').first().waitFor();
    await expect.poll(() => captchaInput(page).inputValue()).toBe('');
    await expect.poll(() => captchaFocused(page)).toBe(true);
    await expectNewImage(page, src);
    await picture(page, 'captcha-login-zh-after-wrong');
    expect(await rawKeysOnScreen(page, 'zh')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('en: the same, with the refresh control labelled in English', async () => {
    ({ page, context, errors } = await openLogin(browser, 'en'));
    await submit(page, player.username, PASSWORD);
    await captchaInput(page).waitFor();
    await expect.poll(() => captchaFocused(page)).toBe(true);
    const src = await expectNewImage(page, null);
    await form(page).getByRole('button', { name: 'New picture', exact: true }).click();
    await expectNewImage(page, src);
    await captchaInput(page).fill('234');
    await picture(page, 'captcha-login-en-shown');
    await form(page).getByTestId('form-submit').click();
    await page.getByText('The captcha is wrong or has expired').first().waitFor();
    await expect.poll(() => captchaInput(page).inputValue()).toBe('');
    await expect.poll(() => captchaFocused(page)).toBe(true);
    await picture(page, 'captcha-login-en-after-wrong');
    expect(await rawKeysOnScreen(page, 'en')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
