import { LANG_CODES } from '@app/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, e2eUnavailable, launch, phonePage, shot } from './browser.js';
import { credit, expectBooksHold, registerPlayer } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] wallet: skipped, ${skip}`);




describe.skipIf(skip)('wallet: transfer and transaction records (issue: money core)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('moves money into a venue and back, and shows both transfers in the records', async () => {
    const player = await registerPlayer('wa', 'Wallet1234');
    await credit(player, '1000.00');

    const { page, context, errors } = await phonePage(browser, { token: player.token, lang: 'en' });
    await page.goto(`${baseUrl()}/#/pages/finance/transfer`);
    await page.getByTestId('venue-list').waitFor();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('1000.00');
    await shot(page, 'wallet-transfer');

    // Central → the first venue wallet (the picker's default).
    const venueName = await page.getByTestId('wallet-to-name').innerText();
    expect(venueName).not.toBe('');
    await page.getByTestId('amount-input').locator('input').fill('100');
    await page.getByTestId('transfer-submit').click();
    await page.getByText('Transfer successful').waitFor();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('900.00');
    await expect.poll(() => page.getByTestId('balance-venue').innerText()).toBe('100.00');
    await shot(page, 'wallet-transfer-in');

    // And back: swap, "All" fills the venue balance.
    await page.getByTestId('wallet-swap').click();
    await page.getByTestId('amount-all').click();
    expect(await page.getByTestId('amount-input').locator('input').inputValue()).toBe('100');
    await page.getByTestId('transfer-submit').click();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('1000.00');
    await expect.poll(() => page.getByTestId('balance-venue').innerText()).toBe('0.00');
    await shot(page, 'wallet-transfer-out');

    // Over the source balance: refused on the device, nothing sent.
    await page.getByTestId('amount-input').locator('input').fill('5000');
    await page.getByTestId('transfer-submit').click();
    expect(await page.getByTestId('amount-error').innerText()).toBe('Transfer amount cannot exceed source balance');

    await page.goto(`${baseUrl()}/#/pages/transaction/transaction`);
    await page.getByTestId('record-row').first().waitFor();
    const rows = await page.getByTestId('record-row').allInnerTexts();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain(`${venueName} → Central wallet`);
    expect(rows[0]).toContain('+100.00');
    expect(rows[1]).toContain(`Central wallet → ${venueName}`);
    expect(rows[1]).toContain('-100.00');
    expect(rows[2]).toContain('+1000.00');
    await shot(page, 'wallet-records');

    await page.getByTestId('record-row').first().click();
    await page.getByTestId('record-detail').waitFor();
    expect(await page.getByTestId('order-no').innerText()).toMatch(/^\S+$/);
    await shot(page, 'wallet-record-detail');

    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LANG_CODES)('shows the transfer and records screens in %s with every string translated', async (lang) => {
    const player = await registerPlayer('wa', 'Wallet1234');
    await credit(player, '88.00');
    const { page, context, errors } = await phonePage(browser, { token: player.token, lang });
    await page.goto(`${baseUrl()}/#/pages/finance/transfer`);
    await page.getByTestId('venue-list').waitFor();
    await expect.poll(() => page.getByTestId('balance-central').innerText()).toBe('88.00');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('amount-error').waitFor();
    await shot(page, `wallet-transfer-${lang}`);
    await page.goto(`${baseUrl()}/#/pages/transaction/transaction`);
    await page.getByTestId('record-row').first().waitFor();
    await shot(page, `wallet-records-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends with the books balanced (ledger invariants, design.md §5)', async () => {
    await expectBooksHold();
  });
});
