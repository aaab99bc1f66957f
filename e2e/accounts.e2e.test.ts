/**
 * Accounts issue, end to end against the real server (CAPTCHA=off, codes in the outbox): register → log in →
 * bind phone → profile → secondary password → language en and th → sign out, on a 390x844 phone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, codeSentTo, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { smsCodeTo } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] accounts: skipped, ${skip}`);

const suffix = Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 5).padEnd(5, 'x');
const USERNAME = `qa${suffix}`.slice(0, 11);
const PASSWORD = 'Secret1234';
const PHONE = `139${String(Date.now()).slice(-8)}`;

async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).locator('input').or(page.locator(`input[data-testid="${testId}"]`)).first().fill(value);
}

async function hash(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);
}

/** Types digits on the antd-mobile NumberKeyboard that is open. */
async function typeOnKeyboard(page: Page, digits: string): Promise<void> {
  for (const d of digits) {
    // The keyboard opened last is the last in the document (an earlier one may still be closing).
    await page.locator('.adm-number-keyboard-key:visible', { hasText: new RegExp(`^${d}$`) }).last().click();
  }
}

async function captchaIfShown(page: Page, form: string): Promise<void> {
  const input = page.getByTestId(form).getByTestId('captcha-input').locator('input');
  // The e2e server runs with CAPTCHA=off and ignores the answer; the field shows until the server says so.
  if (await input.count()) await input.fill('0000');
}

describe.skipIf(skip)('accounts (issue 3)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A failed step leaves a picture of where it stopped.
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `fail-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it('registers from home with the register tab, then sees the secondary-password reminder', async () => {
    ({ page, context, errors } = await phonePage(browser, { lang: 'zh' }));
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('guest-register').click();
    await page.getByTestId('register-form').waitFor();
    await shot(page, 'accounts-register-empty');
    // Validation from the shared schemas, before any request.
    await fill(page, 'register-username', '1ab');
    await fill(page, 'new-password', 'short');
    await page.getByTestId('register-form').getByTestId('form-submit').click();
    await page.getByText('用户名须为4-11位字母和数字').waitFor();
    await page.getByText('密码须为8-64位').first().waitFor();
    await shot(page, 'accounts-register-errors');

    await fill(page, 'register-username', USERNAME);
    await fill(page, 'new-password', PASSWORD);
    await fill(page, 'confirm-password', PASSWORD);
    await captchaIfShown(page, 'register-form');
    await page.getByTestId('agree').click();
    await page.getByTestId('terms-link').click();
    await page.getByTestId('terms-popup').waitFor();
    await expect.poll(async () => (await page.getByTestId('terms-popup').innerText()).length).toBeGreaterThan(40);
    await shot(page, 'accounts-terms');
    await page.locator('.adm-popup-close-icon').click();
    await page.getByTestId('register-form').getByTestId('form-submit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('您尚未设置二级密码').waitFor();
    await hash(page, '/');
    await shot(page, 'accounts-registered-reminder');
    await dialog.getByRole('button', { name: '取消' }).click();
    await context.close();
  });

  it('logs in with remember password, follows the reminder and binds a phone with the outbox code', async () => {
    // No init script: it would reset `lang` on every load and undo the language switch below (zh is the default).
    ({ page, context, errors } = await phonePage(browser));
    await page.goto(`${baseUrl()}/#/pages/login/login`);
    await page.getByTestId('login-form').waitFor();
    await fill(page, 'login-username', USERNAME);
    await fill(page, 'login-password', PASSWORD);
    await captchaIfShown(page, 'login-form');
    await page.getByTestId('remember').click();
    await shot(page, 'accounts-login');
    await page.getByTestId('login-form').getByTestId('form-submit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('您尚未设置二级密码').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('rememberedUsername'))).toBe(USERNAME);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(PASSWORD);
    await dialog.getByRole('button', { name: '去设置' }).click();
    // No phone yet: the secondary-password screen asks to bind one first.
    await page.getByRole('dialog').getByText('请先绑定手机号').waitFor();
    await shot(page, 'accounts-bind-first');
    await page.getByRole('dialog').getByRole('button', { name: '去绑定' }).click();
    await hash(page, '/pages/system/setPhone');
    await page.getByTestId('bind-phone').waitFor();

    await fill(page, 'bind-mobile', '1391234');
    await page.getByTestId('code-send').click();
    await page.getByText('手机号').first().waitFor();
    await fill(page, 'bind-mobile', PHONE);
    await page.getByTestId('code-send').click();
    await page.getByText(/\d+秒后重发/).waitFor();
    await shot(page, 'accounts-set-phone-countdown');
    await fill(page, 'code-input', await codeSentTo(PHONE));
    await page.getByTestId('form-submit').click();
    await hash(page, '/pages/system/success');
    await page.getByText('手机号绑定成功').waitFor();
    await shot(page, 'accounts-phone-success');
  });

  it('sets real name, gender and birth date once', async () => {
    await page.goto(`${baseUrl()}/#/pages/userInfo/userInfo`);
    await page.getByTestId('user-info').waitFor();
    await shot(page, 'accounts-user-info-empty');
    await page.getByTestId('row-realName').click();
    await hash(page, '/pages/system/setName');
    await fill(page, 'real-name', 'Zhang3');
    await page.getByTestId('form-submit').click();
    await page.getByText('真实姓名格式不正确').or(page.locator('.adm-form-item-feedback-error')).first().waitFor();
    await fill(page, 'real-name', '张三');
    await page.getByTestId('form-submit').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.getByText('真实姓名设置成功').waitFor();

    await page.goto(`${baseUrl()}/#/pages/userInfo/userInfo`);
    await page.getByTestId('row-sex').click();
    await page.locator('.adm-picker-header-button', { hasText: '确认' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect.poll(() => page.getByTestId('row-sex').innerText()).toContain('男');
    await page.getByTestId('row-birthday').click();
    await shot(page, 'accounts-birthday-picker');
    await page.locator('.adm-picker-header-button:visible', { hasText: '确认' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect.poll(() => page.getByTestId('row-birthday').innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);
    await expect.poll(() => page.getByTestId('row-realName').innerText()).toContain('张三');
    await expect.poll(() => page.getByTestId('row-phone').innerText()).toContain(`${PHONE.slice(0, 3)}****${PHONE.slice(-4)}`);
    await shot(page, 'accounts-user-info-set');
  });

  it('sets the secondary password with the phone check, passcodes and an SMS code', { timeout: 150_000 }, async () => {
    await page.goto(`${baseUrl()}/#/pages/system/secondaryPassword`);
    await page.getByTestId('secondary-password').waitFor();
    await fill(page, 'phone-middle', PHONE.slice(3, 7));
    await page.getByTestId('passcode-1').locator('.adm-passcode-input').click();
    await typeOnKeyboard(page, '135790');
    await page.getByTestId('passcode-2').locator('.adm-passcode-input').click();
    await typeOnKeyboard(page, '135790');
    // Close the keyboard so it does not cover the code field.
    await page.getByTestId('secondary-password').locator('.form-intro').click();
    // The server's countdown is per phone: a code was just sent to it (as from another device), so it answers
    // "too frequent" with the seconds left, and the button counts them down before it sends.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await smsCodeTo({ username: USERNAME, token: token ?? '' }, 'withdrawPassword', PHONE);
    await page.getByTestId('code-send').click();
    await page.getByText(/\d+秒后重发/).waitFor();
    await shot(page, 'accounts-secondary-wait');
    await page.getByTestId('code-send').and(page.locator(':not([disabled])')).waitFor({ timeout: 75_000 });
    const before = await codeSentTo(PHONE);
    await page.getByTestId('code-send').click();
    await page.getByText(/\d+秒后重发/).waitFor();
    await expect.poll(() => codeSentTo(PHONE)).not.toBe(before);
    await fill(page, 'code-input', await codeSentTo(PHONE));
    await shot(page, 'accounts-secondary-filled');
    await page.getByTestId('form-submit').click();
    await page.getByText('二级密码设置成功').waitFor();
    await page.getByTestId('success-back').click();
    await hash(page, '/pages/system/system');
    await expect.poll(() => page.getByTestId('system-secondaryPassword').innerText()).toContain('已设置');
    await shot(page, 'accounts-settings-zh');
  });

  it.each([
    ['en', 'English', 'Settings', 'Sign out'],
    ['th', 'ไทย', 'ตั้งค่า', 'ออกจากระบบ'],
  ])('switches the language to %s and every account screen follows', async (lang, name, settings, signOut) => {
    await page.goto(`${baseUrl()}/#/pages/system/system`);
    // The whole language row opens the list (issue 24 defect 9), not only its icon.
    await page.getByTestId('system-language').click();
    await page.getByText(name, { exact: true }).click();
    await hash(page, '/');
    await page.getByTestId('quick-deposit').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang);
    for (const path of ['/pages/my/my', '/pages/system/system', '/pages/userInfo/userInfo', '/pages/about/about', '/pages/system/exitPassword']) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.locator('.page-fade .adm-nav-bar-title').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await rawKeysOnScreen(page, lang), `raw keys on ${path}`).toEqual([]);
      const text = await page.locator('body').innerText();
      // The real name typed in Chinese is data, not an interface string.
      expect(text.replaceAll('张三', ''), `no Chinese left on ${path}`).not.toMatch(/[\u4e00-\u9fff]/);
      await shot(page, `accounts-${lang}${path.replaceAll('/', '-')}`);
    }
    await page.goto(`${baseUrl()}/#/pages/system/system`);
    await page.getByText(settings).first().waitFor();
    await page.getByText(signOut).first().waitFor();
    expect(errors.filter((e) => e.includes('i18n missing key'))).toEqual([]);
  });

  it('signs out after a confirmation and is a guest again', async () => {
    await page.goto(`${baseUrl()}/#/pages/system/system`);
    await page.getByTestId('sign-out').click();
    await shot(page, 'accounts-sign-out-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'ออกจากระบบ' }).click();
    await hash(page, '/');
    await page.getByTestId('guest-card').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userInfo')])).toEqual([null, null]);
    expect(await page.evaluate(() => localStorage.getItem('rememberedUsername'))).toBe(USERNAME);
    await page.getByTestId('tab-my').click();
    await page.getByTestId('my-guest').waitFor();
    await shot(page, 'accounts-my-guest-th');
    expect(errors.filter((e) => e.includes('i18n missing key'))).toEqual([]);
  });

  it('resets a forgotten password by phone and logs in with the new one', { timeout: 150_000 }, async () => {
    await page.goto(`${baseUrl()}/#/pages/login/login`);
    await page.getByTestId('forgot-link').click();
    await hash(page, '/pages/forgetPassword/index');
    await fill(page, 'forget-username', USERNAME);
    await page.getByTestId('forget-step1').getByTestId('form-submit').click();
    const reset = page.getByTestId('reset-phone');
    await reset.getByText(`${PHONE.slice(0, 3)}****${PHONE.slice(-4)}`).waitFor();
    // The last code to this phone may be under 30 s old: the field then counts the server's wait down first.
    const before = await codeSentTo(PHONE);
    await reset.getByTestId('code-send').click();
    await reset.getByTestId('code-send').and(page.locator('[disabled]')).waitFor();
    // Sent, or refused as too frequent: the outbox tells (give the server a moment to write it).
    const sent = await expect
      .poll(() => codeSentTo(PHONE), { timeout: 3000 })
      .not.toBe(before)
      .then(() => true, () => false);
    if (!sent) {
      await reset.getByTestId('code-send').and(page.locator(':not([disabled])')).waitFor({ timeout: 75_000 });
      await reset.getByTestId('code-send').click();
    }
    await expect.poll(() => codeSentTo(PHONE), { timeout: 10_000 }).not.toBe(before);
    await fill(page, 'code-input', await codeSentTo(PHONE));
    await fill(page, 'new-password', 'Newpass5678');
    await fill(page, 'confirm-password', 'Newpass5678');
    await shot(page, 'accounts-forget-th');
    await reset.getByTestId('form-submit').click();
    await hash(page, '/pages/login/login');
    // Remember password kept the username (only) for the next login.
    expect(await page.getByTestId('login-username').locator('input').inputValue()).toBe(USERNAME);
    await fill(page, 'login-password', 'Newpass5678');
    await captchaIfShown(page, 'login-form');
    await page.getByTestId('login-form').getByTestId('form-submit').click();
    await hash(page, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    // The secondary password is set now: no reminder.
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors.filter((e) => e.includes('i18n missing key'))).toEqual([]);
    await context.close();
  });
});
