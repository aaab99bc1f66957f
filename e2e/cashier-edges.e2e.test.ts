/**
 * Issue 13, the cashier's rough edges, end to end against the real server on a 375×812 phone (English flows, Chinese
 * screenshots of the same screens). One new player goes through them in order:
 * 1. Detours: a deposit asks to bind a phone → bound on screen → the success button returns to the deposit with the
 *    method, depositor name and amount as they were; a withdrawal asks for a payout account → account management → add
 *    a bank card → "set the real name" first (a detour inside the detour) → back on the card form with the typed card
 *    number → added → straight back to the withdrawal with the new card chosen.
 * 2. Withdrawal says the refusals it can foresee (turnover not met, money in a venue wallet) with their fixes, and
 *    does not open the password sheet.
 * 3. Deposit: the sandbox method says so on the deposit screen and the pay page; the pay page is titled after the
 *    method; an online order's steps have no "upload voucher".
 * Screenshots go to /work/shots/cashier/ (SHOT_TAG=before|after names them).
 */
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, codeSentTo, e2eUnavailable, launch, PHONE_375, phonePage, rawKeysOnScreen } from './browser.js';
import { CJK_FONTS } from './fonts.js';
import { expectBooksHold, freshCardNo, registerPlayer, smsCodeTo, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] cashier-edges: skipped, ${skip}`);

const SHOTS = process.env.CASHIER_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../.tmp/e2e-shots/cashier');
const TAG = process.env.SHOT_TAG ?? 'after';
const PHONE = `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const WITHDRAW_PASSWORD = '246810';
/** 16 digits passing the Luhn check (spec.md §5). */
const CARD_NO = freshCardNo();

async function snap(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(SHOTS, `${TAG}-${name}.png`) });
}

async function phone(browser: Browser, token: string, lang: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  return phonePage(browser, { token, lang }, PHONE_375);
}

async function hash(page: Page, p: string): Promise<void> {
  await page.waitForFunction((want) => location.hash.split('?')[0] === `#${want}`, p);
}

/** Opens a route in a fresh document, so react-router numbers the history from this entry (history.state.idx 0). */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
  await page.reload();
}

const historyIdx = (page: Page) => page.evaluate(() => (history.state as { idx?: number } | null)?.idx ?? null);

const input = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();

/** The languages written in Chinese characters, whose layout is checked in each CJK font (issue 22). */
const CHINESE = ['zh', 'cny', 'hk'];

/**
 * `check` with `selector` drawn in `font` (a phone may have any CJK font; the machine has the two of CJK_FONTS, each
 * with its own glyph box: Noto Sans CJK's is 1.45 em tall, WenQuanYi's 1.2 em).
 */
async function inFont<T>(page: Page, selector: string, font: string, check: () => Promise<T>): Promise<T> {
  // Through the CSSOM: a <style> tag would be an inline style the page's Content-Security-Policy refuses.
  const set = (family: string) =>
    page.locator(selector).evaluateAll((els, f) => {
      for (const el of els as HTMLElement[]) el.style.setProperty('font-family', f, f ? 'important' : '');
    }, family);
  await set(`'${font}'`);
  try {
    return await check();
  } finally {
    await set('');
  }
}

/** The confirm button of the antd-mobile Dialog on screen. */
async function confirmDialog(page: Page): Promise<void> {
  const button = page.locator('.adm-dialog-footer .adm-dialog-button').last();
  await button.waitFor();
  await button.click();
}


/** A bank card in the player's real name, bound through the API when the on-screen flow did not (before issue 13). */
async function ensureCard(player: Player): Promise<void> {
  const auth = { token: player.token };
  const cards = await api<unknown[]>('/web/userBankCard/query', {}, auth);
  if (cards.data.length) return;
  const banks = await api<{ id: number }[]>('/web/sys/sysbank/getSysBank', {}, auth);
  const bound = await api('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId: banks.data[0]!.id, cardNo: CARD_NO, address: 'Shenzhen' }, auth);
  expect(bound.code, bound.msg).toBe(0);
}

describe.skipIf(skip)('cashier edges (issue 13)', () => {
  let browser: Browser;
  let player: Player;
  let page: Page;
  let context: BrowserContext;
  let errors: string[];
  let onlineOrder = '';

  beforeAll(async () => {
    browser = await launch();
    player = await registerPlayer('ce', 'Cashier1234');
    ({ page, context, errors } = await phone(browser, player.token, 'en'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('1a. a deposit that asks to bind a phone comes back with its form as it was', { timeout: 120_000 }, async () => {
    await open(page, '/pages/finance/myDeposit');
    await page.getByTestId('method-grid').waitFor();
    const start = await historyIdx(page);
    expect(start).not.toBeNull();
    await page.getByTestId('method-bankTransfer').click();
    await input(page, 'depositor-name').fill('张三');
    await input(page, 'amount-input').fill('300');
    await page.getByTestId('deposit-submit').click();
    await confirmDialog(page);

    await hash(page, '/pages/system/setPhone');
    await input(page, 'bind-mobile').fill(PHONE);
    await page.getByTestId('code-send').click();
    await input(page, 'code-input').fill(await codeSentTo(PHONE));
    await page.getByTestId('form-submit').click();

    await hash(page, '/pages/system/success');
    await snap(page, '1-deposit-detour-success-en');
    expect.soft(await page.getByTestId('success-back').innerText()).toBe('Back to Deposit');
    await page.getByTestId('success-back').click();

    await hash(page, '/pages/finance/myDeposit');
    await expect.poll(() => page.getByTestId('method-bankTransfer').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => input(page, 'amount-input').inputValue()).toBe('300');
    expect(await input(page, 'depositor-name').inputValue()).toBe('张三');
    await snap(page, '1-deposit-back-with-form-en');
    // The detour's screens left the history: back from here is what was behind the deposit, not the bind-phone form.
    expect(await historyIdx(page)).toBe(start);
  });

  it('3. the sandbox method says so; the pay page is titled after it; an online order has no voucher step', { timeout: 120_000 }, async () => {
    await open(page, '/pages/finance/myDeposit');
    await page.getByTestId('method-thirdParty').click();
    const tile = page.getByTestId('method-thirdParty');
    await input(page, 'amount-input').fill('200');
    await snap(page, '3-deposit-sandbox-en');
    // The whole name, "(sandbox)" included, is on screen (not clamped away), and the form says what it means.
    expect.soft(await tile.locator('.method-name').evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect(await tile.innerText()).toContain('(sandbox)');
    expect.soft(await page.getByTestId('sandbox-note').count()).toBe(1);
    await page.getByTestId('deposit-submit').click();

    await page.getByTestId('pay-frame').waitFor();
    await page.frameLocator('[data-testid="pay-frame"]').getByRole('button', { name: 'Pay' }).waitFor();
    await snap(page, '3-pay-page-en');
    expect.soft(await page.locator('.adm-nav-bar-title').innerText()).toBe('Third-party top-up (sandbox)');
    onlineOrder = new URL(page.url().replace('#', '')).searchParams.get('orderNo') ?? '';
    await page.frameLocator('[data-testid="pay-frame"]').getByRole('button', { name: 'Pay' }).click();
    await page.getByTestId('result-completed').waitFor({ timeout: 20_000 });
    await page.getByTestId('view-order').click();
    await hash(page, '/pages/finance/depositInfo');
    const steps = page.getByTestId('deposit-steps');
    await steps.waitFor();
    await snap(page, '3-online-order-steps-en');
    expect(await steps.innerText()).not.toContain('Upload voucher');
    expect(await steps.innerText()).toMatch(/Submit order[\s\S]*Await payment[\s\S]*Order complete/);
    expect(await rawKeysOnScreen(page, 'en')).toEqual([]);
  });

  it('1b. a withdrawal that asks for an account comes back through two nested detours', { timeout: 180_000 }, async () => {
    // The secondary password through the API (its SMS waits out the bind-phone code's countdown).
    const code = await smsCodeTo(player, 'withdrawPassword', PHONE, 90_000);
    const pwd = await api('/web/user/setWithdrawPassword', { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD, code }, { token: player.token });
    expect(pwd.code, pwd.msg).toBe(0);

    await open(page, '/pages/finance/withDraw');
    await page.getByTestId('withdraw-form').waitFor();
    const start = await historyIdx(page);
    expect(start).not.toBeNull();
    // "No payout account bound yet" → add one.
    await confirmDialog(page);
    await hash(page, '/pages/cards/index');
    await page.getByTestId('add-bank').click();
    await hash(page, '/pages/cards/addBankCards');
    await input(page, 'bank-card-no').fill(CARD_NO);
    await input(page, 'bank-address').fill('Shenzhen Futian branch');
    // No real name yet: set it first, then come back to this card.
    await page.getByTestId('go-set-name').click();
    await hash(page, '/pages/system/setName');
    await input(page, 'real-name').fill('张三');
    await page.getByTestId('form-submit').click();
    await confirmDialog(page);
    await hash(page, '/pages/system/success');
    await snap(page, '1-name-detour-success-en');
    expect.soft(await page.getByTestId('success-back').innerText()).toBe('Back to Add bank card');
    await page.getByTestId('success-back').click();

    await hash(page, '/pages/cards/addBankCards');
    await expect.poll(() => input(page, 'bank-cardholder').inputValue()).toBe('张三');
    expect(await input(page, 'bank-card-no').inputValue()).toBe(CARD_NO);
    expect(await input(page, 'bank-address').inputValue()).toBe('Shenzhen Futian branch');
    await snap(page, '1-card-form-restored-en');
    await page.getByTestId('bank-picker').click();
    const picker = page.locator('.adm-picker').last();
    await picker.waitFor();
    await picker.locator('.adm-picker-header-button').last().click();
    await page.getByTestId('add-bank-form').getByTestId('form-submit').click();

    // Straight back to the withdrawal (not account management), the new card chosen.
    await hash(page, '/pages/finance/withDraw');
    await expect.poll(() => page.getByTestId('withdraw-account').innerText()).toContain(CARD_NO.slice(-4));
    await snap(page, '1-withdraw-back-en');
    // …and does not ask for an account again (the cached list lacked the new card until its refetch).
    expect(await page.locator('.adm-dialog-body:visible').count()).toBe(0);
    expect(await historyIdx(page)).toBe(start);
  });

  it('2. a withdrawal says turnover and venue money first and never asks for the password', { timeout: 120_000 }, async () => {
    // The 200 deposit needs 200 of valid bets; 50 of it goes to a venue wallet with auto-transfer off.
    const manual = await api('/web/user/changeWalletType', { type: 'manual' }, { token: player.token });
    expect(manual.code, manual.msg).toBe(0);
    const moved = await api('/web/apiCode/convertMoney', { from: 'central', to: 'house_slots', amount: '50' }, { token: player.token, 'Idempotency-Key': randomUUID() });
    expect(moved.code, moved.msg).toBe(0);

    await ensureCard(player);

    await open(page, '/pages/finance/withDraw');
    await page.getByTestId('withdraw-form').waitFor();
    await expect.poll(() => page.getByTestId('withdraw-account').innerText()).toContain(CARD_NO.slice(-4));
    await expect.poll(() => page.getByTestId('turnover-remaining').innerText()).toBe('200.00');
    await input(page, 'amount-input').fill('100');
    await page.getByTestId('withdraw-submit').click();
    await snap(page, '2-withdraw-blocked-en');
    expect(await page.getByTestId('password-sheet').isVisible()).toBe(false);
    const blockers = page.getByTestId('withdraw-blockers');
    await blockers.waitFor({ timeout: 3000 });
    expect(await page.getByTestId('blocker-turnover').innerText()).toContain('200.00');
    expect(await page.getByTestId('venue-warning').innerText()).toContain('Slots');
    expect(await rawKeysOnScreen(page, 'en')).toEqual([]);
    // The fix for the venue money: the transfer screen.
    await page.getByTestId('blocker-transfer').click();
    await hash(page, '/pages/finance/transfer');
    expect(errors).toEqual([]);
  });

  it('shows the same screens in Chinese', { timeout: 120_000 }, async () => {
    const zh = await phone(browser, player.token, 'zh');
    const p = zh.page;
    await p.goto(`${baseUrl()}/#/pages/system/success?what=phone&returnTo=${encodeURIComponent('/pages/finance/myDeposit')}`);
    await p.getByTestId('success').waitFor();
    await snap(p, '1-detour-success-zh');
    expect.soft(await p.getByTestId('success-back').innerText()).toBe('返回存款');
    // returnTo is checked against the app's own routes: another origin falls back to Settings.
    await p.goto(`${baseUrl()}/#/pages/system/success?what=phone&returnTo=${encodeURIComponent('//evil.example/x')}`);
    await p.reload();
    await p.getByTestId('success').waitFor();
    expect(await p.getByTestId('success-back').innerText()).toBe('返回设置');

    await p.goto(`${baseUrl()}/#/pages/finance/withDraw`);
    await p.getByTestId('withdraw-form').waitFor();
    await input(p, 'amount-input').fill('100');
    await p.getByTestId('withdraw-submit').click();
    await snap(p, '2-withdraw-blocked-zh');
    expect.soft(await p.getByTestId('withdraw-blockers').count()).toBe(1);

    await p.goto(`${baseUrl()}/#/pages/finance/depositInfo?orderNo=${onlineOrder}`);
    await p.getByTestId('deposit-steps').waitFor();
    await snap(p, '3-online-order-steps-zh');
    expect.soft(await p.getByTestId('deposit-steps').innerText()).not.toContain('上传凭证');

    expect(zh.errors).toEqual([]);
    await zh.context.close();
  });

  it('3b. the sandbox method says it is a sandbox on the deposit screen and the pay page in all nine languages', { timeout: 180_000 }, async () => {
    // The server's label after a sandbox method's name (modules/payments/sandbox.ts), per language.
    const LABEL: Record<string, string> = { zh: '沙盒', cny: '沙盒', hk: '沙盒', en: 'sandbox', th: 'แซนด์บ็อกซ์', vn: 'thử nghiệm', pg: 'sandbox', fp: 'sandbox', md: 'kotak pasir' };
    const pages: Record<string, { page: Page; context: BrowserContext; errors: string[] }> = {};
    for (const lang of Object.keys(LABEL)) {
      const opened = (pages[lang] = await phone(browser, player.token, lang));
      const p = opened.page;
      await p.goto(`${baseUrl()}/#/pages/finance/myDeposit`);
      const tile = p.getByTestId('method-thirdParty');
      await tile.click();
      // The whole name is on screen, the label included (not clamped away), and the form says what it means.
      const nameFits = () => tile.locator('.method-name').evaluate((el) => el.scrollHeight <= el.clientHeight + 1);
      expect.soft(await nameFits(), lang).toBe(true);
      if (CHINESE.includes(lang)) for (const font of CJK_FONTS) expect.soft(await inFont(p, '.method-name', font, nameFits), `${lang} method name fits in ${font}`).toBe(true);
      expect(await tile.innerText(), lang).toContain(LABEL[lang]);
      expect.soft(await p.getByTestId('sandbox-note').count(), lang).toBe(1);
      if (lang === 'zh' || lang === 'th') {
        await p.getByTestId('deposit-form').scrollIntoViewIfNeeded();
        await snap(p, `3-deposit-sandbox-${lang}`);
      }
    }
    // One open sandbox order, its pay page read in every language: titled after the method, nothing cut off.
    const methods = await api<{ id: number; provider?: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { token: player.token });
    const sandbox = methods.data.find((m) => m.provider === 'sandbox');
    const order = await api<{ orderNo: string; payUrl: string }>(
      '/web/sandbox/createOrder',
      { methodId: sandbox?.id, amount: '100' },
      { token: player.token, 'Idempotency-Key': randomUUID() },
    );
    expect(order.code, order.msg).toBe(0);
    const query = new URLSearchParams({ orderNo: order.data.orderNo, payUrl: order.data.payUrl }).toString();
    for (const [lang, { page: p, errors: langErrors, context: c }] of Object.entries(pages)) {
      await p.goto(`${baseUrl()}/#/pages/finance/iframWeb?${query}`);
      await p.getByTestId('pay-frame').waitFor();
      const title = p.locator('.adm-nav-bar-title');
      await expect.poll(() => title.innerText(), { timeout: 5000 }).toContain(LABEL[lang]);
      const titleFits = () =>
        title.evaluate((el) => {
          const inner = el.querySelector('[data-testid="pay-title"]') ?? el;
          return el.scrollWidth <= el.clientWidth + 1 && inner.scrollHeight <= inner.clientHeight + 1;
        });
      expect.soft(await titleFits(), `${lang} pay page title fits`).toBe(true);
      if (CHINESE.includes(lang)) for (const font of CJK_FONTS) expect.soft(await inFont(p, '.pay-title', font, titleFits), `${lang} pay page title fits in ${font}`).toBe(true);
      if (lang === 'zh' || lang === 'en' || lang === 'th') await snap(p, `3-pay-page-open-${lang}`);
      expect(await rawKeysOnScreen(p, lang)).toEqual([]);
      expect(langErrors).toEqual([]);
      await c.close();
    }
    const cancelled = await api('/web/recharge/cancelRechargeOrder', { orderNo: order.data.orderNo, reason: 'other', remark: 'e2e' }, { token: player.token });
    expect(cancelled.code, cancelled.msg).toBe(0);
  });

  it('ends with the books balanced (ledger invariants, design.md §5)', async () => {
    await expectBooksHold();
  });
});
