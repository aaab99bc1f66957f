/**
 * Issue 24 defect 1, end to end: every amount field keeps what is typed and either sends exactly that or says why
 * not. `12.5`, `0.001`, `-1` and a 10-digit number are typed into the transfer, withdraw, deposit and cashbox fields
 * of the player app (375 px, English) and into the console's wallet adjustment (1366×768); the money on the server
 * shows what went through. Transfer `12.5` once became `125` and was moved; cashbox `30.` asked for an estimate and
 * toasted its refusal while the player was still typing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, desktopPage, e2eUnavailable, keepShot, launch, PHONE_375, phonePage, rawKeysOnScreen } from './browser.js';
import { toMinor } from '@app/shared';
import { credit, expectBooksHold, playerReadyToWithdraw, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] amount-fields: skipped, ${skip}`);

const OUT = process.env.E2E_SHOTS_OUT ?? '/work/shots/playerMoney';
const keep = (page: Page, name: string) => keepShot(page, name, 'amount', `${OUT}/amount-fields`);
const PASSWORD = 'Amount1234';
const WITHDRAW_PASSWORD = '246810';
const TEN_DIGITS = '1234567890';

const amountInput = (page: Page) => page.getByTestId('amount-input').locator('input');
const amountError = (page: Page) => page.getByTestId('amount-error');

/** Types `text` key by key (as a person does), replacing what the field held. */
async function typeAmount(page: Page, text: string): Promise<void> {
  await amountInput(page).fill('');
  await amountInput(page).pressSequentially(text);
}

async function balances(player: Player): Promise<{ central: string; cashbox: string; venue: string }> {
  const res = await api<{ userBalanceMap: { central: string; cashbox: string; venue: string } }>('/web/user/getUserBalance', {}, { token: player.token });
  return res.data.userBalanceMap;
}

describe.skipIf(skip)('amount fields keep what is typed (issue 24 defect 1)', () => {
  let browser: Browser;
  let player: Player;
  let page: Page;
  let errors: string[];
  let close: () => Promise<void>;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await close?.();
    await browser?.close();
  });

  it('prepares a player who may withdraw, with 1000.00', { timeout: 180_000 }, async () => {
    player = await playerReadyToWithdraw('amt', PASSWORD, WITHDRAW_PASSWORD);
    await credit(player, '1000.00', 'e2e amount fields');
    const phone = await phonePage(browser, { lang: 'en', token: player.token }, PHONE_375);
    ({ page, errors } = phone);
    close = () => phone.context.close();
  });

  it('transfer: 12.5, 0.001 and -1 stay as typed with the reason; a 10-digit amount is refused; nothing moves', async () => {
    await page.goto(`${baseUrl()}/#/pages/finance/transfer`);
    await page.getByTestId('transfer-form').waitFor();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('1000.00');
    for (const [typed, reason] of [
      ['12.5', 'Whole yuan only here: remove the decimal part'],
      ['0.001', 'Whole yuan only here: remove the decimal part'],
      ['-1', 'The amount cannot be negative'],
      [TEN_DIGITS, 'Transfer amount cannot exceed source balance'],
    ] as const) {
      await typeAmount(page, typed);
      await page.getByTestId('transfer-submit').click();
      if (typed === '12.5') await keep(page, 'transfer-12.5');
      expect(await amountInput(page).inputValue(), typed).toBe(typed);
      await expect.poll(() => amountError(page).innerText(), { message: typed }).toBe(reason);
    }
    expect((await balances(player)).central).toBe('1000.00');
    expect(await rawKeysOnScreen(page, 'en')).toEqual([]);
  });

  it('withdraw: the same four are refused on the screen and the password is never asked for', async () => {
    await page.goto(`${baseUrl()}/#/pages/finance/withDraw`);
    await page.getByTestId('withdraw-form').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-account').count()).toBe(1);
    for (const [typed, reason] of [
      ['120.5', 'Whole yuan only here: remove the decimal part'],
      ['0.001', 'Whole yuan only here: remove the decimal part'],
      ['-1', 'The amount cannot be negative'],
      [TEN_DIGITS, 'The amount cannot exceed the central wallet balance'],
    ] as const) {
      await typeAmount(page, typed);
      await page.getByTestId('withdraw-submit').click();
      if (typed === '120.5') await keep(page, 'withdraw-120.5');
      expect(await amountInput(page).inputValue(), typed).toBe(typed);
      await expect.poll(() => amountError(page).innerText(), { message: typed }).toBe(reason);
      expect(await page.getByTestId('password-sheet').isVisible()).toBe(false);
    }
    expect((await balances(player)).central).toBe('1000.00');
  });

  it('deposit: cents are kept, 0.001 and -1 are refused at once, 10 digits is above the method maximum; no order opens', async () => {
    await page.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
    await page.getByTestId('deposit-form').waitFor();
    await typeAmount(page, '0.001');
    await page.getByTestId('deposit-submit').scrollIntoViewIfNeeded();
    await keep(page, 'deposit-0.001');
    expect(await amountInput(page).inputValue()).toBe('0.001');
    await expect.poll(() => amountError(page).innerText()).toBe('At most 2 decimal places');
    await typeAmount(page, '-1');
    expect(await amountInput(page).inputValue()).toBe('-1');
    await expect.poll(() => amountError(page).innerText()).toBe('The amount cannot be negative');
    await typeAmount(page, '12.5');
    expect(await amountInput(page).inputValue()).toBe('12.5');
    await page.getByTestId('deposit-submit').click();
    // 12.5 is an amount: what stops it is the method's minimum, never a rewritten number.
    await expect.poll(() => amountError(page).innerText()).toMatch(/minimum|at least/i);
    await typeAmount(page, TEN_DIGITS);
    await page.getByTestId('deposit-submit').click();
    expect(await amountInput(page).inputValue()).toBe(TEN_DIGITS);
    await expect.poll(() => amountError(page).innerText()).toMatch(/maximum|at most/i);
    const open = await api<{ order: unknown }>('/web/recharge/getRechargeOrderInfo', {}, { token: player.token });
    expect(open.data.order).toBeNull();
  });

  it('cashbox: "30." asks nothing and toasts nothing while typing; 12.5 moves exactly 12.50; 0.001, -1 and 10 digits are refused', async () => {
    const estimates: string[] = [];
    page.on('request', (r) => {
      if (/\/getCashboxIncome(\?|$)/.test(r.url())) estimates.push(`${decodeURIComponent(r.url())} ${r.postData() ?? ''}`);
    });
    await page.goto(`${baseUrl()}/#/pages/balance/interest`);
    await page.getByTestId('cashbox-switch').waitFor();
    const before = await balances(player);
    await expect.poll(() => page.getByTestId('cashbox-switch').innerText()).toContain(`¥${before.central}`);
    await amountInput(page).pressSequentially('30.');
    expect(await amountInput(page).inputValue()).toBe('30.');
    // Whatever "30." would have asked has been asked and answered by now.
    await page.waitForLoadState('networkidle');
    await keep(page, 'cashbox-30-dot');
    expect(await page.locator('.adm-toast-main').count(), 'no toast while typing').toBe(0);
    expect(await amountError(page).count(), 'no error for an unfinished amount').toBe(0);
    expect(estimates.filter((e) => /amount\W+30\.(\D|$)/.test(e)), 'no estimate asked for "30."').toEqual([]);
    await amountInput(page).pressSequentially('5');
    await expect.poll(() => estimates.some((e) => e.includes('30.5'))).toBe(true);
    await expect.poll(() => page.getByTestId('cashbox-estimate-value').innerText()).toMatch(/^¥\d+\.\d\d$/);

    for (const [typed, reason] of [
      ['0.001', 'At most 2 decimal places'],
      ['-1', 'The amount cannot be negative'],
      [TEN_DIGITS, 'The amount cannot exceed the central wallet balance'],
    ] as const) {
      await typeAmount(page, typed);
      expect(await amountInput(page).inputValue(), typed).toBe(typed);
      await expect.poll(() => amountError(page).innerText(), { message: typed }).toBe(reason);
      expect(await page.getByTestId('cashbox-submit').isDisabled(), typed).toBe(true);
    }
    await typeAmount(page, '12.5');
    await page.getByTestId('cashbox-submit').click();
    await expect.poll(async () => (await balances(player)).cashbox).toBe('12.50');
    expect(toMinor((await balances(player)).central)).toBe(toMinor(before.central)! - 1250n);
    expect(await page.locator('.adm-toast-main').filter({ hasText: /invalid|valid amount/i }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('console wallet adjustment: what is typed is what the confirmation shows, or the field says why not', async () => {
    const desk = await desktopPage(browser);
    await desk.context.addInitScript(() => localStorage.setItem('admin.lang', 'en'));
    const op = desk.page;
    await consoleSignIn(op, baseUrl(), adminPassword(), '/wallet-adjust');
    await op.getByTestId('wallet-adjust-page').waitFor();
    await op.getByTestId('adjust-username').fill(player.username);
    await op.getByTestId('adjust-reason').fill('e2e amount field');
    const field = op.getByTestId('adjust-amount');
    const fieldError = op.locator('.ant-form-item-explain-error');
    for (const [typed, shown] of [
      ['12.5', '12.50'],
      ['-1', '-1.00'],
      [TEN_DIGITS, `${TEN_DIGITS}.00`],
    ] as const) {
      await field.fill(typed);
      await op.getByTestId('adjust-submit').click();
      if (typed === '12.5') await keepShot(op, 'console-adjust-12.5', 'amount', `${OUT}/amount-fields`);
      const modal = op.getByRole('dialog');
      await modal.waitFor();
      expect(await modal.innerText(), typed).toContain(shown);
      await op.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      expect(await field.inputValue()).toBe(typed);
    }
    for (const [typed, reason] of [
      ['0.001', 'At most 2 decimal places'],
      ['12.5.1', 'Enter digits only, for example 100 or 50.25'],
    ] as const) {
      await field.fill(typed);
      await op.getByTestId('adjust-submit').click();
      if (typed === '0.001') await keepShot(op, 'console-adjust-0.001', 'amount', `${OUT}/amount-fields`);
      await expect.poll(() => fieldError.innerText(), { message: typed }).toBe(reason);
      expect(await field.inputValue()).toBe(typed);
    }
    expect(await op.getByText('Adjusted').count(), 'nothing was adjusted').toBe(0);
    expect(desk.errors).toEqual([]);
    await desk.context.close();
  });

  it('ends with the books balanced', async () => {
    await expectBooksHold();
  });
});
