/**
 * Flows a player walks (issue 24 defect 9), in the real app at 375 px:
 * - the secondary-password screen asks for the code when it is empty (not "wrong or expired"), shows the server's
 *   resend countdown on arrival (the code the phone binding just sent), and binding the phone from it comes back to it;
 * - the whole language row of Settings opens the language list;
 * - "download now" on home opens the app's download page in place (no new tab);
 * - the welfare "received" dialog closes when the player leaves the screen;
 * - the "limited-time" offers tab lists the offers that end (the seeded winter sports offer counts down to its end).
 * zh and en screens are copied to /work/shots/playerWords/.
 */
import { randomInt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, codeSentTo, e2eUnavailable, keepShot, launch, PHONE_375, phonePage } from './browser.js';
import { offerBonusTo } from './records-fixture.js';
import { operatorToken, registerPlayer, smsCodeTo } from './players.js';
import { E2E_SETTINGS } from './server.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] player flows: skipped, ${skip}`);

const keep = (page: Page, name: string) => keepShot(page, name, 'flows', '/work/shots/playerWords');
const freshMobile = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function setting(key: string, value: string): Promise<void> {
  const res = await api('/admin/api/settings/set', { key, value }, { token: await operatorToken() });
  expect(res.code, res.msg).toBe(0);
}

/** Types digits on the antd-mobile NumberKeyboard that is open. */
async function typeOnKeyboard(page: Page, digits: string): Promise<void> {
  for (const d of digits) await page.locator('.adm-number-keyboard-key:visible', { hasText: new RegExp(`^${d}$`) }).last().click();
}

async function hashIs(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);
}

describe.skipIf(skip)('flows a player walks (issue 24 defect 9)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('secondary password: an empty code asks for the code; the server’s countdown shows on arrival', async () => {
    // The production wait (60 s) for this test, so the countdown the binding started is still running on arrival.
    await setting('code_first_countdown_seconds', '60');
    try {
      const player = await registerPlayer('sp', 'Second1234');
      const mobile = freshMobile();
      const sent = await api('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile }, { token: player.token });
      expect(sent.code, sent.msg).toBe(0);
      const bound = await api('/web/user/bindPhone', { mobile, code: await codeSentTo(mobile) }, { token: player.token });
      expect(bound.code, bound.msg).toBe(0);
      for (const lang of ['zh', 'en'] as const) {
        const { page, context, errors } = await phonePage(browser, { lang, token: player.token }, PHONE_375);
        await page.goto(`${baseUrl()}/#/pages/system/secondaryPassword`);
        await page.getByTestId('secondary-password').waitFor();
        const send = page.getByTestId('code-send');
        await send.waitFor();
        // The server refuses another code to this phone for a minute: the button says so from the start.
        await expect.poll(() => send.isDisabled()).toBe(true);
        expect(await send.innerText()).toMatch(/\d/);
        await page.getByTestId('phone-middle').locator('input').fill(mobile.slice(3, 7));
        await page.getByTestId('passcode-1').locator('.adm-passcode-input').click();
        await typeOnKeyboard(page, '135790');
        await page.getByTestId('passcode-2').locator('.adm-passcode-input').click();
        await typeOnKeyboard(page, '135790');
        await page.getByTestId('form-submit').click();
        const error = page.locator('.adm-form-item-feedback-error');
        await error.first().waitFor();
        const text = (await error.allInnerTexts()).join(' ');
        expect(text).toBe(lang === 'zh' ? '请输入验证码' : 'Enter the verification code');
        await keep(page, `secondary-empty-code-${lang}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await setting('code_first_countdown_seconds', E2E_SETTINGS.code_first_countdown_seconds!);
    }
  });

  it('binding the phone from the secondary-password screen comes back to that screen', async () => {
    const player = await registerPlayer('sb', 'Second1234');
    const { page, context, errors } = await phonePage(browser, { lang: 'en', token: player.token }, PHONE_375);
    await page.goto(`${baseUrl()}/#/pages/system/system`);
    await page.getByTestId('system-secondaryPassword').click();
    await page.locator('.adm-dialog-body:visible').waitFor();
    await page.locator('.adm-dialog-footer .adm-dialog-button').last().click();
    await hashIs(page, '/pages/system/setPhone');
    const mobile = freshMobile();
    await page.getByTestId('bind-mobile').locator('input').fill(mobile);
    await page.getByTestId('code-send').click();
    await page.getByTestId('code-input').locator('input').fill(await codeSentTo(mobile, 10_000));
    await page.getByTestId('form-submit').click();
    await page.getByTestId('success').waitFor();
    await keep(page, 'secondary-phone-bound-en');
    await page.getByTestId('success-back').click();
    await hashIs(page, '/pages/system/secondaryPassword');
    await page.getByTestId('secondary-password').waitFor();
    await keep(page, 'secondary-after-phone-en');
    expect(errors).toEqual([]);
    await context.close();
    // The code field on that screen still works: a code can be asked for once the countdown allows.
    await smsCodeTo(player, 'withdrawPassword', mobile);
  });

  it('the whole language row of Settings opens the language list', async () => {
    const player = await registerPlayer('lr', 'Langrow1234');
    for (const lang of ['zh', 'en'] as const) {
      const { page, context } = await phonePage(browser, { lang, token: player.token }, PHONE_375);
      await page.goto(`${baseUrl()}/#/pages/system/system`);
      const row = page.getByTestId('system-language');
      await row.waitFor();
      // Tap the row's label, far from the globe icon.
      const box = (await row.boundingBox())!;
      await page.mouse.click(box.x + 24, box.y + box.height / 2);
      await page.locator('.adm-action-sheet').waitFor();
      await keep(page, `settings-language-${lang}`);
      await context.close();
    }
  });

  it('"download now" opens the download page in place, not in a new tab', async () => {
    const { page, context, errors } = await phonePage(browser, { lang: 'en' }, PHONE_375);
    let opened = 0;
    context.on('page', () => (opened += 1));
    await page.goto(`${baseUrl()}/#/`);
    await page.getByTestId('download-prompt').waitFor();
    await page.getByTestId('download-prompt').locator('.download-action').click();
    await hashIs(page, '/pages/about/about');
    await page.getByTestId('about').waitFor();
    expect(opened).toBe(0);
    await keep(page, 'download-in-place-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the welfare "received" dialog closes when the player leaves the screen', async () => {
    const player = await registerPlayer('wf', 'Welfare1234');
    for (const lang of ['zh', 'en'] as const) {
      await offerBonusTo(player);
      const { page, context, errors } = await phonePage(browser, { lang, token: player.token }, PHONE_375);
      await page.goto(`${baseUrl()}/#/pages/my/my`);
      await page.getByTestId('my-link-transaction').waitFor();
      await page.goto(`${baseUrl()}/#/pages/record/welfare`);
      const claim = page.getByTestId('welfare-claim').and(page.locator(':not([disabled])')).first();
      await claim.click();
      const dialog = page.locator('.adm-dialog-body:visible');
      await dialog.waitFor();
      await keep(page, `welfare-received-${lang}`);
      await page.goBack();
      await hashIs(page, '/pages/my/my');
      await expect.poll(() => dialog.count()).toBe(0);
      await keep(page, `welfare-left-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the limited-time tab lists the offers that end, each counting down or saying until when', async () => {
    // An offer filed under sports that counts down to its end (like the seeded winter sports offer).
    const token = await operatorToken();
    const saved = await api<{ id: number }>(
      '/admin/api/activities/save',
      {
        classification: 'sports',
        title: { zh: `限时体育 ${randomInt(1000, 9999)}`, en: `Weekend sports ${randomInt(1000, 9999)}` },
        content: { zh: '周末限时', en: 'This weekend only' },
        cover: '/static/seed/activities/daily.svg',
        startAt: new Date(Date.now() - 60_000).toISOString(),
        endAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        limitedTime: true,
        applyMode: 'none',
        eligibility: {},
        formula: { kind: 'fixed', amount: '1', destination: 'welfare', validDays: 1 },
      },
      { token },
    );
    expect(saved.code, saved.msg).toBe(0);
    const id = saved.data.id;
    expect((await api('/admin/api/activities/publish', { id, published: true }, { token })).code).toBe(0);
    try {
      const limited = await api<{ list: { id: number }[] }>('/web/guest/activity/list', { classification: 'limited', page: 1, size: 100 });
      const all = await api<{ list: { id: number; endAt: string | null; limitedTime: boolean }[] }>('/web/guest/activity/list', { page: 1, size: 100 });
      const ending = all.data.list.filter((o) => o.endAt !== null || o.limitedTime).map((o) => o.id);
      expect(ending).toContain(id);
      expect(limited.data.list.map((o) => o.id)).toEqual(expect.arrayContaining(ending));
      for (const lang of ['zh', 'en'] as const) {
        const { page, context, errors } = await phonePage(browser, { lang }, PHONE_375);
        await page.goto(`${baseUrl()}/#/pages/discount/discount?tab=limited`);
        await page.getByTestId('offer-card').first().waitFor();
        expect(await page.getByTestId('offer-card').count()).toBeGreaterThanOrEqual(ending.length);
        const card = page.getByTestId('offer-card').filter({ hasText: lang === 'zh' ? '限时体育' : 'Weekend sports' });
        expect(await card.getByTestId('offer-countdown').innerText()).toMatch(lang === 'zh' ? /^距结束 1天 \d\d:\d\d:\d\d$/ : /^Ends in 1d \d\d:\d\d:\d\d$/);
        expect(Number(await page.getByTestId('offers-tab-limited').getByTestId('offers-tab-count').innerText())).toBeGreaterThanOrEqual(ending.length);
        await keep(page, `offers-limited-${lang}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    } finally {
      await api('/admin/api/activities/publish', { id, published: false }, { token });
    }
  });
});
