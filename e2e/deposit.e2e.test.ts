/**
 * Deposit (issue 5), end to end against the real server: a player with a bound phone deposits 200 through the
 * sandbox provider (method grid → amount → the provider's pay page in iframWeb → Pay → completed, balance 200.00),
 * then 300 by bank transfer (the order's steps and receiving account, copy, a voucher PNG uploaded, confirm → under
 * review), approved through the operator API (the server runs on the embedded database, which the shell cannot open
 * while it runs: issue 11 item 1) → completed, balance 500.00; the books hold at the end.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { testPng } from './images.js';
import { expectBooksHold, operatorToken, playerWithPhone, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] deposit: skipped, ${skip}`);

/** Deposits need a bound phone (spec.md §5). */
const depositor = (): Promise<Player> => playerWithPhone('dp', 'Deposit1234');

/** A real 48×48 PNG (the upload checks the bytes), written to a temp file for the file input. */
function voucherPng(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-voucher-')), 'voucher.png');
  fs.writeFileSync(file, testPng(48));
  return file;
}

/** No untranslated key on screen: the core ones (rawKeysOnScreen) and this feature's (`deposit.…`). */
async function expectTranslated(page: Page, lang: string): Promise<void> {
  expect(await rawKeysOnScreen(page, lang)).toEqual([]);
  expect(await page.locator('body').innerText()).not.toMatch(/\bdeposit\.[a-zA-Z_]+/);
}

/** The operator approves the order through the operator API (api-contract.md Operator API: deposit/approve). */
async function approve(orderNo: string): Promise<void> {
  const res = await api('/admin/api/deposit/approve', { orderNo }, { token: await operatorToken(), 'Idempotency-Key': randomUUID() });
  expect(res.code, res.msg).toBe(0);
}

describe.skipIf(skip)('deposit: online provider and bank transfer with voucher (issue 5)', () => {
  let browser: Browser;
  let player: Player;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    player = await depositor();
    ({ page, context, errors } = await phonePage(browser, { token: player.token, lang: 'en' }));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('deposits 200 through the sandbox provider on its pay page', async () => {
    await page.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
    await page.getByTestId('method-grid').waitFor();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('0.00');
    await expectTranslated(page, 'en');
    await shot(page, 'deposit-1-methods');

    await page.getByTestId('method-thirdParty').click();
    await expect.poll(() => page.getByTestId('deposit-limits').innerText()).toContain('100 - 3,000 CNY');
    await page.getByTestId('quick-amounts').getByText('200', { exact: true }).click();
    expect(await page.getByTestId('amount-input').locator('input').inputValue()).toBe('200');
    await shot(page, 'deposit-2-amount');
    await page.getByTestId('deposit-submit').click();

    await page.getByTestId('pay-frame').waitFor();
    const gateway = page.frameLocator('[data-testid="pay-frame"]');
    await gateway.getByRole('button', { name: 'Pay' }).waitFor();
    expect(await gateway.locator('body').innerText()).toContain('200.00 CNY');
    await shot(page, 'deposit-3-pay-page');
    await gateway.getByRole('button', { name: 'Pay' }).click();

    await page.getByTestId('result-completed').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('deposit-balance').innerText()).toBe('200.00');
    await shot(page, 'deposit-4-online-completed');
    expect(errors).toEqual([]);
  });

  it('deposits 300 by bank transfer with a voucher, approved by the operator', async () => {
    await page.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
    await page.getByTestId('method-grid').waitFor();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('200.00');
    await page.getByTestId('method-bankTransfer').click();

    // The rules answer on the device first: name and amount required (spec.md §8 "please enter the amount").
    await page.getByTestId('deposit-submit').click();
    await page.getByText('Please enter the amount').waitFor();
    await page.getByText('Please enter the depositor name').waitFor();
    await page.getByTestId('depositor-name').locator('input').fill('张三');
    await page.getByTestId('amount-input').locator('input').fill('300');
    await page.getByTestId('deposit-submit').click();

    await page.getByTestId('deposit-info').waitFor();
    await page.getByTestId('receiving-account').waitFor();
    expect(await page.getByTestId('deposit-steps').innerText()).toMatch(/Submit order[\s\S]*Await payment[\s\S]*Upload voucher[\s\S]*Order complete/);
    expect(await page.getByTestId('order-amount').innerText()).toBe('300.00 CNY');
    const accountNo = await page.getByTestId('account-accountNo').innerText();
    expect(accountNo).toMatch(/^\d{12,}$/);
    await expectTranslated(page, 'en');
    await shot(page, 'deposit-5-steps-account');

    await page.getByTestId('copy-accountNo').click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(accountNo);

    // Confirm without a voucher: "please upload the payment voucher", nothing sent.
    await page.getByTestId('deposit-confirm').click();
    await page.getByTestId('voucher-error').waitFor();

    await page.getByTestId('voucher-uploader').locator('input[type="file"]').setInputFiles(voucherPng());
    await page.getByTestId('voucher-uploader').locator('.adm-image-uploader-cell img').waitFor();
    await expect.poll(() => page.getByTestId('voucher-uploader').locator('.adm-image-uploader-cell-mask').count()).toBe(0);
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await shot(page, 'deposit-6-voucher-uploaded');

    await page.getByTestId('deposit-confirm').click();
    await page.getByTestId('result-under_review').waitFor();
    const orderNo = await page.getByTestId('order-no').innerText();
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await shot(page, 'deposit-7-under-review');

    await approve(orderNo);
    // The screen polls an order under review; the credit refreshes the balances.
    await page.getByTestId('result-completed').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('deposit-balance').innerText()).toBe('500.00');
    await shot(page, 'deposit-8-completed');
    expect(errors).toEqual([]);
  });

  it.each(['zh', 'th', 'vn'])('shows the deposit screens in %s with every string translated', async (lang) => {
    const other = await depositor();
    const methods = await api<{ id: number; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { token: other.token, lang });
    const bank = methods.data.find((m) => m.type === 'bankTransfer')!;
    const shown = await phonePage(browser, { token: other.token, lang });
    await shown.page.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
    await shown.page.getByTestId('method-grid').waitFor();
    await shown.page.getByTestId('deposit-submit').click();
    await shown.page.getByTestId('amount-error').waitFor();
    await expectTranslated(shown.page, lang);
    await shot(shown.page, `deposit-methods-${lang}`);

    const order = await api<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '150', depositorName: '张三' }, { token: other.token, 'Idempotency-Key': randomUUID() });
    expect(order.code, order.msg).toBe(0);
    await shown.page.goto(`${baseUrl()}/#/pages/finance/depositInfo?orderNo=${order.data.orderNo}`);
    await shown.page.getByTestId('receiving-account').waitFor();
    await shot(shown.page, `deposit-info-${lang}`);
    await shown.page.getByTestId('deposit-cancel').click();
    await shown.page.getByTestId('cancel-dialog').waitFor();
    await expectTranslated(shown.page, lang);
    await shot(shown.page, `deposit-cancel-${lang}`);
    expect(shown.errors).toEqual([]);
    await shown.context.close();
  });

  it('ends with the books balanced (ledger invariants, design.md §5)', async () => {
    await expectBooksHold();
  });
});
