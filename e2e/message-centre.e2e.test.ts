/**
 * What the operator picks is where the player finds it (issue 24 defect 4): a notice published as "announcement" is
 * in the message centre's announcement tab (and not in the home marquee), a "marquee" notice scrolls on home (and is
 * no message); a message the operator sends under each category of spec.md §2's message centre (private message,
 * notice, activity, announcement, deposit and withdraw) is under that tab and no other, and a rejected deposit's
 * event message is under "deposit and withdraw". The notices are deleted at the end, so no later test sees them.
 * Screens at 375 px in zh and en, copied to /work/shots/playerWords/.
 */
import { MESSAGE_CATEGORIES } from '@app/shared';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, e2eUnavailable, keepShot, launch, PHONE_375, phonePage, rawKeysOnScreen } from './browser.js';
import { operatorToken, playerWithPhone, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] message centre: skipped, ${skip}`);

const keep = (page: Page, name: string) => keepShot(page, name, 'mail', '/work/shots/playerWords');
const tag = randomUUID().slice(0, 6);
const ANNOUNCEMENT = { zh: `系统升级公告 ${tag}`, en: `System upgrade ${tag}` };
const MARQUEE = { zh: `跑马灯提示 ${tag}`, en: `Marquee tip ${tag}` };

async function asOperator<T>(path: string, body: unknown): Promise<T> {
  const res = await api<T>(`/admin/api${path}`, body, { token: await operatorToken() });
  expect(res.code, `${path}: ${res.msg}`).toBe(0);
  return res.data;
}

/** The titles listed under one tab of the message centre (after the list has loaded). */
async function titlesUnder(page: Page, tab: string): Promise<string[]> {
  await page.goto(`${baseUrl()}/#/pages/mail/mail?tab=${tab}`);
  await page.getByTestId('mail-row').or(page.locator('.paged-empty, .adm-error-block')).first().waitFor();
  return page.getByTestId('mail-row').locator('.mail-title').allInnerTexts();
}

describe.skipIf(skip)('message centre: every kind of notice and message under the tab the operator picked (issue 24)', () => {
  let browser: Browser;
  let player: Player;
  const notices: number[] = [];
  beforeAll(async () => {
    browser = await launch();
    player = await playerWithPhone('mc', 'Mail123456');
    for (const [type, title] of [['announcement', ANNOUNCEMENT], ['marquee', MARQUEE]] as const) {
      const saved = await asOperator<{ id: number }>('/content/notice/save', {
        type,
        title,
        content: { zh: `${title.zh}：今晚 02:00-04:00 维护。`, en: `${title.en}: maintenance tonight 02:00-04:00.` },
        sort: 0,
        active: true,
      });
      notices.push(saved.id);
    }
  });
  afterAll(async () => {
    for (const id of notices) await asOperator('/content/notice/delete', { id });
    await browser?.close();
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`an announcement is in the announcement tab, a marquee notice on home only (${lang})`, async () => {
      const { page, context, errors } = await phonePage(browser, { lang, token: player.token }, PHONE_375);
      expect(await titlesUnder(page, 'announcement')).toContain(ANNOUNCEMENT[lang]);
      expect(await titlesUnder(page, 'announcement')).not.toContain(MARQUEE[lang]);
      await keep(page, `announcement-tab-${lang}`);
      // Unread until opened: the tab counts it; opening it shows the whole text.
      const row = page.getByTestId('mail-row').filter({ hasText: ANNOUNCEMENT[lang] });
      await row.click();
      await page.waitForURL(/pages\/mail\/detail\?id=\d+/);
      await expect.poll(() => page.locator('body').innerText()).toContain(lang === 'zh' ? '今晚 02:00-04:00 维护' : 'maintenance tonight 02:00-04:00');
      await keep(page, `announcement-detail-${lang}`);
      await page.goto(`${baseUrl()}/#/`);
      const marquee = page.getByTestId('notice-bar');
      await marquee.waitFor();
      const scrolling = await marquee.innerText();
      expect(scrolling).toContain(MARQUEE[lang]);
      expect(scrolling).not.toContain(ANNOUNCEMENT[lang]);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a message of each category is under its own tab and no other', { timeout: 180_000 }, async () => {
    const titleOf = (category: string) => `${category} ${tag}`;
    for (const category of MESSAGE_CATEGORIES) {
      await asOperator('/message/send', { category, audience: 'user', usernames: [player.username], title: { zh: titleOf(category) }, content: { zh: '内容' } });
    }
    // An event message: the operator rejects the player's bank transfer.
    const methods = await api<{ id: number; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { token: player.token });
    const bank = methods.data.find((m) => m.type === 'bankTransfer')!;
    const order = await api<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '150', depositorName: '张三' }, { token: player.token, 'Idempotency-Key': randomUUID() });
    expect(order.code, order.msg).toBe(0);
    await asOperator('/deposit/reject', { orderNo: order.data.orderNo, reason: 'No payment arrived' });
    const { page, context, errors } = await phonePage(browser, { lang: 'zh', token: player.token }, PHONE_375);
    for (const tab of MESSAGE_CATEGORIES) {
      const titles = await titlesUnder(page, tab);
      for (const category of MESSAGE_CATEGORIES) {
        expect(titles.includes(titleOf(category)), `${category} under the ${tab} tab`).toBe(category === tab);
      }
      expect(titles.some((t) => t.includes('存款')), `the rejected deposit's message under the ${tab} tab`).toBe(tab === 'finance');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
