/**
 * Feedback end to end (issue 17): a player with an order of today (an operator credit) fills the form in the browser
 * (type, the order from the picker, a description with its counter, an image), sees it in the list and in detail; an
 * operator answers it from the console's feedback page; the reply arrives as an unread message (badge on the My tab,
 * the home bell and the My page's message entry; unread in the message centre); the player's list and detail show
 * the reply. Screens at
 * 375×812 in zh and en, the console at 1366×768, copied to /work/shots/feedback/ when that folder exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, e2eUnavailable, keepShot, launch, PHONE_375, phonePage, rawKeysOnScreen } from './browser.js';
import { testPng } from './images.js';
import { credit, registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
const OUT = '/work/shots/feedback';
/** The reply's unread badge and message (issue 17, player care) also go to the care review folder. */
const CARE = '/work/shots/care';

async function keep(page: Page, name: string): Promise<void> {
  const file = await keepShot(page, name, 'feedback', OUT);
  // The message badge pictures belong to the player-care set too.
  if (/badge|mail/.test(name) && fs.existsSync(path.dirname(CARE))) {
    fs.mkdirSync(CARE, { recursive: true });
    fs.copyFileSync(file, path.join(CARE, `feedback-${name}.png`));
  }
}

async function phone(browser: Browser, player: Player, lang: string): Promise<Page> {
  return (await phonePage(browser, { lang, token: player.token }, PHONE_375)).page;
}

describe.skipIf(skip)('feedback: player form, list, detail; operator reply (issue 17)', () => {
  let browser: Browser;
  let player: Player;
  beforeAll(async () => {
    browser = await launch();
    player = await registerPlayer('fb', 'Passw0rd!fb');
    await credit(player, '50.00', 'e2e feedback order');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the player sends a feedback with an order and an image (zh), and reads it in the list and detail', { timeout: 120_000 }, async () => {
    const page = await phone(browser, player, 'zh');
    await page.goto(`${baseUrl()}/#/pages/feedback/feedback`);
    await page.getByTestId('feedback-form').waitFor();
    await page.getByTestId('feedback-types').getByText('提款问题').click();
    await page.getByTestId('feedback-order').click();
    const orders = await api<{ list: { orderNo: string }[] }>('/web/transactionRecord/queryTransactionRecordList', { page: 1, size: 10 }, { token: player.token });
    const orderNo = orders.data.list[0]!.orderNo;
    await page.locator('.adm-picker-view-column-item').nth(1).waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/fb-picker.png' });
    await page.locator('.adm-picker-header-button').last().click();
    await expect.poll(() => page.getByTestId('feedback-order').textContent()).toBe(orderNo);
    await page.getByTestId('feedback-content').locator('textarea').fill('提款已经提交两个小时了还没有到账，请帮忙查一下，谢谢。');
    expect(await page.getByTestId('feedback-counter').textContent()).toBe('27/200');
    const file = path.join(fs.mkdtempSync('/tmp/fb-'), 'shot.png');
    fs.writeFileSync(file, testPng(64));
    await page.locator('input[type=file]').setInputFiles(file);
    await page.locator('.adm-image-uploader-cell-image').first().waitFor();
    await keep(page, 'player-form-zh');
    expect(await rawKeysOnScreen(page, 'zh')).toEqual([]);
    await page.getByTestId('feedback-submit').click();
    await page.getByTestId('feedback-detail').waitFor();
    expect(await page.getByTestId('feedback-order-no').textContent()).toBe(orderNo);
    await page.getByTestId('feedback-images').locator('img').first().waitFor();
    await keep(page, 'player-detail-zh');
    await page.goto(`${baseUrl()}/#/pages/feedback/list`);
    await page.getByTestId('feedback-row').first().waitFor();
    await keep(page, 'player-list-zh');
    await page.context().close();
  });

  it('the operator replies from the console; the player sees the reply (en)', { timeout: 120_000 }, async () => {
    const unread = async () => (await api<{ total: number; private: number }>('/web/message/getUnReadMessageCount', {}, { token: player.token })).data;
    const before = await unread();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await consoleSignIn(page, baseUrl(), adminPassword(), '/feedback');
    await page.getByTestId('feedback-table').getByText(player.username).first().waitFor();
    await keep(page, 'console-queue-zh');
    const row = page.locator('tr', { hasText: player.username }).first();
    await row.getByRole('button').click();
    await page.getByTestId('feedback-drawer-content').waitFor();
    await page.getByTestId('feedback-drawer-images').locator('img').first().waitFor();
    await page.getByTestId('feedback-reply-input').fill('您好，该笔提款已于10:00出款，请留意银行到账。');
    await page.getByTestId('feedback-send').click();
    await page.getByTestId('feedback-drawer-reply').waitFor();
    await keep(page, 'console-drawer-zh');
    await context.close();

    // The reply arrives as an unread private message: the badge on the My tab and the home bell, then the centre.
    expect(await unread()).toMatchObject({ total: before.total + 1, private: before.private + 1 });
    const en = await phone(browser, player, 'en');
    await en.goto(`${baseUrl()}/#/`);
    const badge = String(before.total + 1);
    await expect.poll(() => en.getByTestId('home-bell').innerText()).toContain(badge);
    await expect.poll(() => en.getByTestId('tab-my').locator('.adm-badge').innerText()).toBe(badge);
    await keep(en, 'player-badge-home-en');
    await en.getByTestId('tab-my').click();
    await en.getByTestId('my-link-mail').locator('.adm-badge').waitFor();
    expect(await en.getByTestId('my-link-mail').locator('.adm-badge').innerText()).toBe(badge);
    await keep(en, 'player-badge-my-en');
    await en.getByTestId('my-link-mail').click();
    const mailRow = en.getByTestId('mail-row').filter({ hasText: 'Your feedback was answered' }).first();
    await mailRow.waitFor();
    expect(await mailRow.getByTestId('mail-unread').count()).toBe(1);
    expect(await mailRow.innerText()).toContain('10:00');
    await keep(en, 'player-mail-en');
    await en.goto(`${baseUrl()}/#/pages/feedback/list`);
    await en.getByTestId('feedback-replied').first().waitFor();
    await keep(en, 'player-list-en');
    expect(await rawKeysOnScreen(en, 'en')).toEqual([]);
    await en.getByTestId('feedback-row').first().click();
    await en.getByTestId('feedback-reply').waitFor();
    expect(await en.getByTestId('feedback-reply').textContent()).toContain('10:00');
    await keep(en, 'player-detail-en');
    await en.goto(`${baseUrl()}/#/pages/feedback/feedback`);
    await en.getByTestId('feedback-types').getByText('Game problem').click();
    await en.getByTestId('feedback-content').locator('textarea').fill('The game froze during a round.');
    await keep(en, 'player-form-en');
    await en.context().close();
  });
});
