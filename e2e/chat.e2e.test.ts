/**
 * Live chat end to end (issue 17): two browser contexts in Chromium, a player on a phone (375×812) and an operator
 * on the console. Nobody on duty: the player leaves the offline form. The operator comes on duty: the player's
 * screen drops the offline notice; the player writes, the operator answers, each sees the other's message live;
 * the player's read marks follow, the player's typing shows on the console; an image; the keyboard open at 375 px. Screens copied to /work/shots/chatui/ when /work/shots exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, e2eUnavailable, keepShot, launch, PHONE_375, phonePage, rawKeysOnScreen } from './browser.js';
import { testPng } from './images.js';
import { operatorToken, registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
const OUT = '/work/shots/chatui';

const keep = (page: Page, name: string) => keepShot(page, name, 'chat', OUT);

async function phone(browser: Browser, player: Player, lang: string): Promise<Page> {
  return (await phonePage(browser, { lang, token: player.token }, PHONE_375)).page;
}

const texts = (page: Page): Promise<string[]> => page.getByTestId('chat-list').locator('.chat-text').allInnerTexts();

describe.skipIf(skip)('live chat: player and operator in two browsers (issue 17)', () => {
  let browser: Browser;
  let player: Player;
  let operator: string;
  beforeAll(async () => {
    browser = await launch();
    player = await registerPlayer('ct', 'Chatting123');
    operator = await operatorToken();
  });
  afterAll(async () => {
    await api('/admin/api/chat/duty', { onDuty: false }, { token: operator }).catch(() => undefined);
    await browser?.close();
  });

  it('offline form, then a message each way with typing and read marks', { timeout: 60_000 }, async () => {
    const off = await api('/admin/api/chat/duty', { onDuty: false }, { token: operator });
    expect(off.code, off.msg).toBe(0);

    // The customer-service tab, then the chat: nobody on duty, so the offline form.
    const player$ = await phone(browser, player, 'en');
    await player$.goto(`${baseUrl()}/#/pages/connect/connect`);
    await player$.getByTestId('connect-duty').waitFor();
    expect(await player$.getByTestId('connect-duty').getAttribute('data-on-duty')).toBe('false');
    await keep(player$, 'connect-off-duty-en');
    await player$.getByTestId('connect-chat').click();
    await player$.getByTestId('chat-offline').waitFor();
    await player$.getByTestId('chat-offline-contact').locator('input').fill('player@example.com');
    await player$.getByTestId('chat-offline-question').locator('textarea').fill('My deposit of 100 has not arrived yet.');
    await keep(player$, 'offline-form-en');
    expect(await rawKeysOnScreen(player$, 'en')).toEqual([]);
    await player$.getByTestId('chat-offline-submit').click();
    await player$.getByTestId('chat-composer').waitFor();
    await expect.poll(() => texts(player$)).toEqual([expect.stringContaining('My deposit of 100 has not arrived yet.')]);

    // The operator comes on duty: the player's notice goes away without a reload.
    const on = await api('/admin/api/chat/duty', { onDuty: true }, { token: operator });
    expect(on.code, on.msg).toBe(0);
    await player$.getByTestId('chat-off-duty').waitFor({ state: 'detached' });

    // Player → operator.
    await player$.getByTestId('chat-input').locator('textarea').first().fill('Hello, is anyone there?');
    await player$.getByTestId('chat-send').click();
    await expect.poll(() => player$.getByTestId('chat-mark').last().getAttribute('data-delivery')).toBe('sent');

    // The operator's console: the conversation in the queue, opened; the player's typing shows there live.
    const desk = await operatorDesk(browser);
    const convs = await api<{ list: { conversationId: number; username: string }[] }>('/admin/api/chat/conversations', { page: 1, size: 100 }, { token: operator });
    const conversationId = convs.data.list.find((c) => c.username === player.username)!.conversationId;
    await desk.getByTestId(`chat-conv-${conversationId}`).click();
    await desk.getByTestId('chat-messages').getByText('Hello, is anyone there?').waitFor();
    // The operator has the conversation open: the player's marks turn to read.
    await expect.poll(() => player$.getByTestId('chat-mark').last().getAttribute('data-delivery')).toBe('read');
    // Typing is not stored: it reaches the console only once the console's socket is live (its hello answered), and a
    // player sends it at most every 2 s while typing; type on (a keystroke every 2.5 s) until the console shows it.
    await desk.getByTestId('chat-live').waitFor();
    const composer = player$.getByTestId('chat-input').locator('textarea').first();
    let typed = 'One more thing';
    await expect
      .poll(
        async () => {
          await composer.fill((typed += '.'));
          return desk.getByTestId('chat-messages').getByText('对方正在输入…').isVisible();
        },
        { interval: 2500, timeout: 20_000 },
      )
      .toBe(true);
    await keep(player$, 'read-en');
    await keep(desk, 'console-typing');
    await player$.getByTestId('chat-input').locator('textarea').first().fill('');
    await desk.getByTestId('chat-input').fill('Hi! I am checking your deposit now.');
    // The operator's typing reaches the player live (one typing frame per 2 s at most).
    await player$.getByTestId('chat-typing').waitFor();
    await keep(player$, 'operator-typing-en');
    await desk.getByTestId('chat-send').click();
    // The reply took the waiting conversation: the console's list follows it to "my conversations", still open.
    await expect.poll(() => desk.getByTestId('chat-filter').locator('.ant-segmented-item-selected').textContent()).toBe('我的会话');
    await desk.getByTestId('chat-conversation').waitFor();

    // Operator → player, live.
    await player$.getByText('Hi! I am checking your deposit now.').waitFor();
    await expect.poll(() => texts(player$)).toEqual([
      expect.stringContaining('My deposit of 100 has not arrived yet.'),
      'Hello, is anyone there?',
      'Hi! I am checking your deposit now.',
    ]);
    // An image through the player upload: shown in the player's bubble once stored.
    const file = path.join(fs.mkdtempSync('/tmp/chat-'), 'receipt.png');
    fs.writeFileSync(file, testPng(64));
    await player$.getByTestId('chat-file').setInputFiles(file);
    await player$.getByTestId('chat-image').locator('img').waitFor();
    await expect.poll(() => player$.getByTestId('chat-mark').last().getAttribute('data-delivery')).not.toBe('sending');
    await keep(player$, 'conversation-en');
    // The player's image is a private upload: the console fetches it with the operator token and shows it, loaded.
    const shown = desk.getByTestId('chat-messages').locator('img[data-testid="chat-image"], [data-testid="chat-image"] img').first();
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await keep(desk, 'console-chat');

    // The keyboard open on a 375 px phone: the visible area shrinks, the composer stays right above it.
    await player$.getByTestId('chat-input').locator('textarea').first().focus();
    await player$.setViewportSize({ width: 375, height: 420 });
    await player$.waitForTimeout(200);
    const box = await player$.getByTestId('chat-composer').boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(420);
    expect(box && box.y + box.height).toBeGreaterThan(400);
    await keep(player$, 'keyboard-open-en');
    await desk.context().close();
    await player$.context().close();

    // The same conversation in Chinese, resumed from the history.
    const zh = await phone(browser, player, 'zh');
    await zh.goto(`${baseUrl()}/#/pages/connect/contacting`);
    await expect.poll(() => texts(zh)).toContain('Hi! I am checking your deposit now.');
    await keep(zh, 'conversation-zh');
    expect(await rawKeysOnScreen(zh, 'zh')).toEqual([]);
    await zh.context().close();
  });
});

/** The operator `admin` signed in to the console at 1366×768, on the Chat page. */
async function operatorDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await consoleSignIn(page, baseUrl(), adminPassword(), '/chat');
  await page.getByTestId('chat-page').waitFor();
  return page;
}
