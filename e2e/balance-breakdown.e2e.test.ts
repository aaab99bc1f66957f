/**
 * Issue 24 defect 5, end to end: every breakdown of a player's money adds up to the total it breaks down. The
 * player of the issue: 512.50 in all, of which 20.00 in the cashbox, 437.00 in a venue and the rest central; the
 * withdraw screen showed central + venues + locked = 492.50 (the cashbox left out). The deposit, transfer and
 * withdraw headers and the My page are read in Chromium at 375 px (English) and their parts summed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, e2eUnavailable, keepShot, launch, PHONE_375, phonePage, rawKeysOnScreen } from './browser.js';
import { credit, expectBooksHold, playerReadyToWithdraw, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] balance-breakdown: skipped, ${skip}`);

const OUT = process.env.E2E_SHOTS_OUT ?? '/work/shots/playerMoney';
const keep = (page: Page, name: string) => keepShot(page, name, 'breakdown', `${OUT}/balance-breakdown`);

/** Minor units of a shown amount ("¥1,234.50" → 123450n). */
function minorOf(text: string): bigint {
  const m = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  const v = BigInt(m[2]!.replace(/,/g, '')) * 100n + BigInt(m[3]!);
  return m[1] ? -v : v;
}

/** The total and the amounts of its parts as the screen shows them. */
async function breakdown(page: Page, total: string, parts: string): Promise<{ total: bigint; parts: bigint[]; labels: string[] }> {
  const totalText = await page.locator(total).first().innerText();
  const amounts = await page.locator(`${parts} dd`).allInnerTexts();
  const labels = await page.locator(`${parts} dt`).allInnerTexts();
  return { total: minorOf(totalText), parts: amounts.map(minorOf), labels };
}

describe.skipIf(skip)('every balance breakdown adds up (issue 24 defect 5)', () => {
  let browser: Browser;
  let player: Player;
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await close?.();
    await browser?.close();
  });

  it('prepares the player of the issue: 512.50 = central 55.50 + venue 437.00 + cashbox 20.00', { timeout: 180_000 }, async () => {
    player = await playerReadyToWithdraw('bd', 'Breakdown1234', '864201');
    await credit(player, '512.50', 'e2e breakdown');
    const auth = { token: player.token };
    const box = await api('/web/cashbox/switchToCashbox', { direction: 'in', amount: '20.00' }, auth);
    expect(box.code, box.msg).toBe(0);
    const moved = await api('/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: '437' }, auth);
    expect(moved.code, moved.msg).toBe(0);
    const balance = await api<{ userBalanceMap: Record<string, string> }>('/web/user/getUserBalance', {}, auth);
    expect(balance.data.userBalanceMap).toMatchObject({ central: '55.50', venue: '437.00', cashbox: '20.00', total: '512.50' });
    const phone = await phonePage(browser, { lang: 'en', token: player.token }, PHONE_375);
    page = phone.page;
    close = () => phone.context.close();
  });

  for (const [name, route, ready] of [
    ['withdraw', '/pages/finance/withDraw', 'withdraw-form'],
    ['transfer', '/pages/finance/transfer', 'transfer-form'],
    ['deposit', '/pages/finance/myDeposit', 'deposit-form'],
  ] as const) {
    it(`${name}: the header's parts sum to its total, the cashbox among them`, async () => {
      await page.goto(`${baseUrl()}/#${route}`);
      await page.getByTestId(ready).waitFor();
      await expect.poll(() => page.getByTestId('balance-total').innerText()).toContain('512.50');
      await expect.poll(() => page.locator('[data-testid="balance-header"] dl dd').allInnerTexts()).not.toContain('…');
      await keep(page, name);
      const shown = await breakdown(page, '[data-testid="balance-total"]', '[data-testid="balance-header"] dl');
      expect(shown.parts.reduce((a, b) => a + b, 0n), `${name}: ${shown.labels.join(' + ')}`).toBe(shown.total);
      expect(shown.labels).toContain('Cashbox');
      expect(await rawKeysOnScreen(page, 'en')).toEqual([]);
    });
  }

  it('My page: the total with every part, summing to it', async () => {
    await page.goto(`${baseUrl()}/#/pages/my/my`);
    await page.getByTestId('my-summary').waitFor();
    await expect.poll(() => page.getByTestId('my-balance').innerText()).toContain('512.50');
    await keep(page, 'my');
    await expect.poll(() => page.locator('[data-testid="my-summary"] [data-testid="balance-parts"] dd').count()).toBeGreaterThan(0);
    const shown = await breakdown(page, '[data-testid="my-balance"] strong', '[data-testid="my-summary"] [data-testid="balance-parts"]');
    expect(shown.parts.reduce((a, b) => a + b, 0n), shown.labels.join(' + ')).toBe(shown.total);
    expect(shown.labels).toEqual(['Central wallet', 'Venue wallets', 'Cashbox', 'Withdrawing']);
    expect(await rawKeysOnScreen(page, 'en')).toEqual([]);
  });

  it('ends with the books balanced', async () => {
    await expectBooksHold();
  });
});
