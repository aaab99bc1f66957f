/**
 * No internal value reaches a player (issue 13 "Raw values shown to players"), in the real app: a player deposits
 * through the sandbox provider (method key `thirdParty`), is credited by an operator, moves money into the house venue
 * and plays baccarat, dragon-tiger, roulette and sic bo. In each of the nine languages the transaction records, the
 * bet records and the house client's history must show the method's name and results as a player reads them (card
 * faces with suits, dice, numbers), never a method key, a wallet id or a card code like `AH 8H`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANG_CODES } from '@app/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, e2eUnavailable, keepShot, launch, PHONE_375, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { credit, expectBooksHold, playerWithPhone, type Player } from './players.js';
import { playerWithEveryRecord, type RecordsPlayer } from './records-fixture.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] raw values: skipped, ${skip}`);

/** What the server stores and a player must never read: method keys, wallet ids, card codes (api-contract.md). */
const INTERNAL = [
  /\bthirdParty\b/,
  /\bbankCard\b/,
  /\bhouse_(live|chess|lottery|slots)\b/,
  // The central wallet's id alone on a line or in a transfer's raw mode (Portuguese says "carteira central").
  /(^|\n)central($|\n)|central→|→central/,
  /(^|[\s·:,])(10|[2-9AJQK])[SHDC](?=$|[\s·,])/m,
  /\b[PBDT] (10|[2-9AJQK])[SHDC]/,
  // Any other code name (issue 24): a camelCase key (`redeemCode`, `activityBonus`), a snake_case id, an account id.
  /\b[a-z]{2,}[A-Z][A-Za-z0-9]*\b/,
  /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/,
  /\b(venue|house|user|operator|welfare|central|locked|activity|cashbox|redeem):[a-z0-9]/i,
];

/** A text of the wallet feature's locale file of `lang` (`records.venueWallet`), read as the app reads it. */
function walletText(lang: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/wallet/${lang}.json`);
  return key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], JSON.parse(fs.readFileSync(file, 'utf8'))) as string;
}

function internalValues(text: string): string[] {
  return INTERNAL.filter((re) => re.test(text)).map((re) => `${re} in: ${text.match(re)?.[0]}`);
}

/** Plays one round of `gameCode` through the house venue's own API with a fresh ticket (api-contract.md "House venue"). */
async function playRound(player: Player, platType: string, gameCode: string, bet: { type: string; amount: string }) {
  const launchUrl = await api<{ url: string }>('/web/apiCode/getGameUrl', { platType, gameCode }, { token: player.token });
  expect(launchUrl.code, launchUrl.msg).toBe(0);
  const ticket = new URL(launchUrl.data.url, baseUrl()).searchParams.get('ticket');
  const session = await api<{ session: string }>('/venue/house/api/session', { ticket });
  expect(session.code, session.msg).toBe(0);
  const play = await api<{ outcome: unknown }>('/venue/house/api/play', { session: session.data.session, gameCode, bets: [bet] });
  expect(play.code, play.msg).toBe(0);
  return launchUrl.data.url;
}

async function textOf(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

describe.skipIf(skip)('raw values never reach a player (issue 13), nine languages', () => {
  let browser: Browser;
  let player: Player;
  let chessUrl = '';

  beforeAll(async () => {
    browser = await launch();
    player = await playerWithPhone('rv', 'RawValue1234');
    // A sandbox deposit: the record's method is `thirdParty`.
    const methods = await api<{ id: number; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { token: player.token });
    expect(methods.code, methods.msg).toBe(0);
    const online = methods.data.find((m) => m.type === 'thirdParty');
    expect(online, 'the seeded sandbox method').toBeDefined();
    const order = await api<{ orderNo: string }>('/web/sandbox/createOrder', { methodId: online!.id, amount: 200 }, { token: player.token });
    expect(order.code, order.msg).toBe(0);
    const paid = await api('/sandbox/gateway/pay', { orderNo: order.data.orderNo }, { token: player.token, accept: 'application/json' });
    expect(paid.code, paid.msg).toBe(0);
    await credit(player, '500.00', 'welcome credit');
    // Transfers into two venues: the records show them by wallet name.
    for (const to of ['house_live', 'house_chess']) {
      const moved = await api('/web/apiCode/convertMoney', { from: 'central', to, amount: 100 }, { token: player.token });
      expect(moved.code, moved.msg).toBe(0);
    }
    await playRound(player, 'house_live', 'baccarat', { type: 'banker', amount: '10.00' });
    await playRound(player, 'house_live', 'roulette', { type: 'red', amount: '10.00' });
    await playRound(player, 'house_live', 'sicbo', { type: 'big', amount: '10.00' });
    chessUrl = await playRound(player, 'house_chess', 'dragonTiger', { type: 'dragon', amount: '10.00' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('transaction records name the method and the wallets in every language', { timeout: 240_000 }, async () => {
    const { page, context, errors } = await phonePage(browser, { token: player.token });
    for (const lang of LANG_CODES) {
      await page.goto(`${baseUrl()}/#/pages/transaction/transaction`);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await expect.poll(() => page.getByTestId('record-row').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
      const text = await textOf(page);
      expect(internalValues(text), lang).toEqual([]);
      expect(await rawKeysOnScreen(page, lang), lang).toEqual([]);
      if (lang === 'zh' || lang === 'en' || lang === 'th') await shot(page, `raw-values-transactions-${lang}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('bet records show card faces with suits, dice and numbers in every language', { timeout: 240_000 }, async () => {
    const { page, context, errors } = await phonePage(browser, { token: player.token });
    for (const lang of LANG_CODES) {
      await page.goto(`${baseUrl()}/#/pages/record/bet`);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await expect.poll(() => page.getByTestId('bet-row').count(), { timeout: 15_000 }).toBe(4);
      // Baccarat and dragon-tiger draw cards as faces with a suit symbol.
      await expect.poll(() => page.getByTestId('ob-card').count()).toBeGreaterThanOrEqual(6);
      const text = await textOf(page);
      expect(text).toMatch(/[♠♥♦♣]/);
      expect(internalValues(text), lang).toEqual([]);
      expect(await rawKeysOnScreen(page, lang), lang).toEqual([]);
      if (lang === 'zh' || lang === 'en') await shot(page, `raw-values-bets-${lang}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the house client history reads like the records, in zh and en', async () => {
    for (const lang of ['zh', 'en']) {
      const { page, context } = await phonePage(browser, { token: player.token, lang });
      // A fresh launch (each ticket opens once) of the chess venue, where dragon-tiger was played.
      const fresh = await api<{ url: string }>('/web/apiCode/getGameUrl', { platType: 'house_chess', gameCode: 'dragonTiger' }, { token: player.token });
      expect(fresh.code, fresh.msg).toBe(0);
      expect(chessUrl).toContain('/venue/house/');
      const url = new URL(fresh.data.url, baseUrl());
      url.searchParams.set('lang', lang);
      await page.goto(url.toString());
      await page.getByTestId('submit').waitFor();
      await page.locator('.adm-tabs-tab').nth(1).click();
      await page.getByTestId('history').waitFor();
      await expect.poll(() => page.getByTestId('history').locator('.adm-list-item').count()).toBe(1);
      const text = await page.getByTestId('history').innerText();
      expect(text).toMatch(/[♠♥♦♣]/);
      expect(internalValues(text), lang).toEqual([]);
      await shot(page, `raw-values-house-history-${lang}`);
      await context.close();
    }
  });

  it('records of every kind read in words in every language: no code, the cashbox by name, a failed deposit is not a credit (issue 24)', { timeout: 400_000 }, async () => {
    const every: RecordsPlayer = await playerWithEveryRecord('rk', 'RawKinds1234');
    const { page, context, errors } = await phonePage(browser, { token: every.token }, PHONE_375);
    const problems: string[] = [];
    for (const lang of LANG_CODES) {
      await page.goto(`${baseUrl()}/#/pages/transaction/transaction`);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      // withdraw, 2 deposits, 4 transfers, 2 bonuses, the credit.
      await expect.poll(() => page.getByTestId('record-row').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(10);
      const text = await textOf(page);
      problems.push(...internalValues(text).map((p) => `${lang} list: ${p}`));
      problems.push(...(await rawKeysOnScreen(page, lang)).map((k) => `${lang} list: locale key ${k}`));
      // Every wallet of these records has a name: the "game wallet" fallback of an unknown venue never shows.
      if (text.includes(walletText(lang, 'records.venueWallet'))) problems.push(`${lang}: a wallet read as "${walletText(lang, 'records.venueWallet')}"`);
      // The rejected deposit: its amount is no credit (no "+", not in the credit colour).
      const failed = page.getByTestId('record-row').filter({ hasText: walletText(lang, 'records.status.failed') });
      expect(await failed.count(), `${lang}: the rejected deposit`).toBe(1);
      const amount = failed.locator('.record-amount');
      const look = await amount.evaluate((el) => ({ text: el.textContent ?? '', className: el.className }));
      if (look.text.startsWith('+') || look.className.includes('tone-in')) problems.push(`${lang}: the rejected deposit shows ${look.text} as a credit`);
      if (['zh', 'en', 'th', 'vn'].includes(lang)) await keepShot(page, `records-${lang}`, 'words', '/work/shots/playerWords');
    }
    // The cashbox move in detail: "central wallet → cashbox" in words.
    for (const lang of ['zh', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${baseUrl()}/#/pages/transaction/detail?orderNo=${every.orders.cashboxIn}`);
      await page.reload();
      const detail = page.getByTestId('record-detail');
      await detail.waitFor();
      const text = await detail.innerText();
      problems.push(...internalValues(text).map((p) => `${lang} detail: ${p}`));
      if (text.includes(walletText(lang, 'records.venueWallet'))) problems.push(`${lang} detail: the cashbox read as a game wallet`);
      await keepShot(page, `record-cashbox-${lang}`, 'words', '/work/shots/playerWords');
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends with the books balanced (ledger invariants, design.md §5)', async () => {
    await expectBooksHold();
  });
});
