/**
 * Offers end to end (issue 16): an operator of its own logs in to the console with a TOTP second factor and publishes
 * an offer drafted through the operator API (the editor form itself is covered by the console's offer-form test); a
 * player finds it under its tab in zh and in en, reads it and applies (review mode); the operator approves it in the
 * console's review queue; the bonus is claimable in the
 * welfare centre and, received, is paid into the offer's venue, which locks (spec.md §4: until the turnover is met
 * or the venue balance is below 5, then any transfer unlocks it): a transfer out is refused while locked; once house
 * roulette rounds meet the turnover (or spend the balance under 5) the venue shows unlocked and the next transfers
 * (in, then everything out) go through. Books checked last.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, desktopPage, e2eUnavailable, launch, opened, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { credit, expectBooksHold, operatorToken, registerPlayer, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] offers: skipped, ${skip}`);

const VENUE = 'house_live';
const BONUS = '18.00';
const TITLE = { zh: `限时加赠 ${randomUUID().slice(0, 4)}`, en: `Limited boost ${randomUUID().slice(0, 4)}` };

/** Minor units of a money string ("12.34" → 1234). */
const minor = (s: string): number => Math.round(Number(s) * 100);

describe.skipIf(skip)('offers: publish, apply, review, welfare centre, venue lock (issue 16)', () => {
  let browser: Browser;
  let player: Player;
  let offerId = 0;
  const op = async <T>(path: string, body: unknown) => {
    const res = await api<T>(`/admin/api/activities${path}`, body, { token: await operatorToken() });
    expect(res.code, `${path}: ${res.msg}`).toBe(0);
    return res.data;
  };
  const as = <T>(path: string, body?: unknown, headers: Record<string, string> = {}) => api<T>(path, body, { token: player.token, ...headers });
  const venue = async () => {
    const info = await as<{ list: { platType: string; balance: string; locked: boolean }[] }>('/web/user/getTransWalletBalanceInfo');
    expect(info.code, info.msg).toBe(0);
    return info.data.list.find((v) => v.platType === VENUE)!;
  };

  /** A phone page at 375 px (the screenshots people look at). */
  const phone = async (lang: 'zh' | 'en') => {
    const opened = await phonePage(browser, { lang, token: player.token });
    await opened.page.setViewportSize({ width: 375, height: 812 });
    return opened;
  };

  let console_: Page;

  beforeAll(async () => {
    browser = await launch();
    player = await registerPlayer('of', 'Offers1234');
    ({ page: console_ } = await desktopPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an operator of its own logs in to the console with a TOTP second factor', { timeout: 90_000 }, async () => {
    const operator = { username: `offers${randomBytes(3).toString('hex')}`, password: `Pw-${randomUUID()}` };
    const created = await api('/admin/api/operator/create', { ...operator, role: 'marketing' }, { token: await operatorToken() });
    expect(created.code, created.msg).toBe(0);
    const login = async (): Promise<void> => {
      await console_.getByTestId('login-username').fill(operator.username);
      await console_.getByTestId('login-password').fill(operator.password);
      await console_.getByTestId('login-submit').click();
    };
    await console_.goto(`${baseUrl()}/admin/`);
    await console_.getByTestId('login-card').waitFor();
    await console_.getByTestId('lang-switch').getByText('English').click();
    await login();
    await console_.getByTestId('sider').or(console_.getByTestId('enrol-qr')).first().waitFor();
    if (!console_.url().endsWith('/enrol')) await console_.goto(`${baseUrl()}/admin/enrol`);
    await console_.getByTestId('enrol-qr').waitFor();
    const secret = (await console_.getByTestId('enrol-secret').innerText()).trim();
    await console_.getByTestId('enrol-otp').fill(await generate({ secret }));
    await console_.getByTestId('enrol-submit').click();
    await console_.getByTestId('recovery-codes').waitFor();
    await console_.getByTestId('enrol-enter').click();
    await console_.getByTestId('sider').waitFor();
    await console_.getByTestId('logout').click();
    await console_.waitForURL(/\/admin\/login$/);
    await login();
    await console_.getByTestId('login-otp').waitFor();
    // The next 30-second step: later than the enrolment's code (a replay is refused), within the server's ±1 step.
    await console_.getByTestId('login-otp').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await console_.getByTestId('login-submit').click();
    await console_.getByTestId('sider').waitFor();
    expect(await console_.getByTestId('operator-name').innerText()).toBe(operator.username);
  });

  it('the operator publishes a limited-time offer in the console; the player finds it under its tab in zh and en', async () => {
    const now = Date.now();
    const saved = await op<{ id: number; published: boolean }>('/save', {
      classification: 'limited',
      title: TITLE,
      content: {
        zh: `申请即可获得 ${BONUS} 元奖金，经审核后发放至福利中心。\n\n- 奖金进入真人场馆\n- 需完成 2 倍流水`,
        en: `Apply for a bonus of ${BONUS}; once reviewed it lands in your welfare centre.\n\n- Paid into the live venue\n- 2x turnover`,
      },
      cover: '/static/seed/activities/deposit-rebate.svg',
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 2 * 86_400_000).toISOString(),
      limitedTime: true,
      applyMode: 'review',
      eligibility: {},
      formula: { kind: 'fixed', amount: BONUS, turnoverMultiple: '2', platType: VENUE, destination: 'welfare', validDays: 3 },
    });
    expect(saved.published).toBe(false);
    offerId = saved.id;
    // A draft: players do not see it.
    const before = await api<{ list: { id: number }[] }>('/web/guest/activity/list', { classification: 'limited', page: 1, size: 100 });
    expect(before.data.list.map((o) => o.id)).not.toContain(offerId);

    await console_.getByTestId('sider').getByText('Offers', { exact: true }).click();
    await console_.getByTestId('offers-page').waitFor();
    const publish = console_.getByTestId(`offer-publish-${offerId}`);
    await publish.waitFor();
    expect(await publish.getAttribute('aria-checked')).toBe('false');
    await publish.click();
    await expect.poll(() => publish.getAttribute('aria-checked')).toBe('true');
    await shot(console_, 'offers-console-published');
    const after = await api<{ list: { id: number }[] }>('/web/guest/activity/list', { classification: 'limited', page: 1, size: 100 });
    expect(after.data.list.map((o) => o.id)).toContain(offerId);

    for (const lang of ['zh', 'en'] as const) {
      const { page, errors } = await phone(lang);
      await page.goto(`${baseUrl()}/#/pages/discount/discount?tab=limited`);
      const card = page.getByTestId('offer-card').filter({ hasText: TITLE[lang] });
      await card.waitFor();
      expect(await card.getByTestId('offer-countdown').innerText()).toMatch(lang === 'zh' ? /^距结束 1天 \d\d:\d\d:\d\d$/ : /^Ends in 1d \d\d:\d\d:\d\d$/);
      // The tab's badge counts it.
      expect(Number(await page.getByTestId('offers-tab-limited').getByTestId('offers-tab-count').innerText())).toBeGreaterThanOrEqual(1);
      // Not under another tab.
      await page.getByTestId('offers-tab-daily').click();
      await expect.poll(() => page.getByTestId('offer-card').filter({ hasText: TITLE[lang] }).count()).toBe(0);
      await page.getByTestId('offers-tab-limited').click();
      await page.getByTestId('offer-card').filter({ hasText: TITLE[lang] }).waitFor();
      await shot(page, `offers-list-${lang}`);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('the player applies (zh): submitted for review, the button says applied, the record is under review', async () => {
    const { page, errors } = await phone('zh');
    await page.goto(`${baseUrl()}/#/pages/discount/discount?tab=limited`);
    await page.getByTestId('offer-card').filter({ hasText: TITLE.zh }).click();
    await expect.poll(() => page.getByTestId('offer-content').innerText()).toContain(`申请即可获得 ${BONUS} 元奖金`);
    expect(await page.getByTestId('offer-content').locator('li').allInnerTexts()).toEqual(['奖金进入真人场馆', '需完成 2 倍流水']);
    await expect.poll(() => page.getByTestId('offer-apply').innerText()).toBe('立即申请');
    await shot(page, 'offers-detail-zh');
    await page.getByTestId('offer-apply').click();
    // Issue 24: a bonus that locks a venue says so and asks first.
    await expect.poll(() => page.getByTestId('hold-confirm-text').innerText()).toContain('锁定');
    await page.locator('.adm-dialog-button', { hasText: '继续' }).click();
    await expect.poll(() => page.locator('.adm-dialog').innerText()).toContain('申请已提交');
    await shot(page, 'offers-applied-dialog-zh');
    await page.locator('.adm-dialog-button', { hasText: '我的申请' }).click();
    const row = page.getByTestId('offer-application').filter({ hasText: TITLE.zh });
    await expect.poll(() => row.getByTestId('offer-application-status').innerText()).toBe('审核中');
    await shot(page, 'offers-records-zh');
    await page.goBack();
    await expect.poll(() => page.getByTestId('offer-apply').innerText()).toBe('已申请');
    expect(await page.getByTestId('offer-apply').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the operator approves in the console queue; the welfare centre holds the bonus; received, it is paid into the venue, which locks', async () => {
    const queue = await op<{ list: { id: number; username: string; status: string; amount: string }[] }>('/apply/list', { status: 'pending', activityId: offerId, page: 1, size: 20 });
    const mine = queue.list.find((a) => a.username === player.username)!;
    expect(mine).toMatchObject({ status: 'pending', amount: BONUS });
    await console_.getByTestId('sider').getByText('Offer review', { exact: true }).click();
    await console_.getByTestId('offerReviews-page').waitFor();
    const row = console_.locator('tr', { hasText: player.username });
    await row.waitFor();
    await shot(console_, 'offers-console-review');
    await console_.getByTestId(`approve-${mine.id}`).click();
    await (await opened(console_.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }))).click();
    await console_.getByText(`Application ${mine.id} approved`).waitFor();
    const decided = await op<{ list: { id: number; status: string }[] }>('/apply/list', { activityId: offerId, page: 1, size: 20 });
    expect(decided.list.find((a) => a.id === mine.id)!.status).toBe('approved');

    const { page, errors } = await phone('zh');
    await page.goto(`${baseUrl()}/#/pages/discount/discountView`);
    await expect.poll(() => page.getByTestId('offer-application').filter({ hasText: TITLE.zh }).getByTestId('offer-application-status').innerText()).toBe('已通过');

    await page.goto(`${baseUrl()}/#/pages/record/welfare`);
    const item = page.getByTestId('welfare-row').filter({ hasText: TITLE.zh });
    await expect.poll(() => item.getByTestId('welfare-amount').innerText(), { timeout: 15_000 }).toBe(`¥${BONUS}`);
    await shot(page, 'offers-welfare-zh');
    await item.getByTestId('welfare-claim').click();
    await expect.poll(() => page.getByTestId('hold-confirm-text').innerText()).toContain('锁定');
    await page.locator('.adm-dialog-button', { hasText: '继续' }).click();
    await expect.poll(() => page.locator('.adm-dialog').innerText()).toContain(BONUS);
    await page.locator('.adm-dialog-button').first().click();
    await expect.poll(venue).toMatchObject({ balance: BONUS, locked: true });

    await page.goto(`${baseUrl()}/#/pages/finance/transfer`);
    await page.getByTestId(`venue-locked-${VENUE}`).waitFor();
    await shot(page, 'offers-venue-locked-zh');
    expect(errors).toEqual([]);
    await page.context().close();

    // Locked: the bonus cannot leave the venue.
    const out = await as('/web/apiCode/convertMoney', { from: VENUE, to: 'central', amount: '1' }, { 'Idempotency-Key': randomUUID() });
    expect(out.code).not.toBe(0);
    expect((await venue()).locked).toBe(true);
  });

  it('roulette rounds meet the turnover (or spend the venue under 5); then a transfer unlocks the venue', async () => {
    const required = 2 * minor(BONUS);
    let turnover = 0;
    let balance = minor((await venue()).balance);
    while (turnover < required && balance >= 500) {
      const stake = Math.min(balance, required - turnover, 1000);
      const launchUrl = await as<{ url: string }>('/web/apiCode/getGameUrl', { platType: VENUE, gameCode: 'roulette' });
      expect(launchUrl.code, launchUrl.msg).toBe(0);
      const ticket = new URL(launchUrl.data.url, baseUrl()).searchParams.get('ticket');
      const session = await api<{ session: string }>('/venue/house/api/session', { ticket });
      expect(session.code, session.msg).toBe(0);
      const amount = (stake / 100).toFixed(2);
      const play = await api('/venue/house/api/play', { session: session.data.session, gameCode: 'roulette', bets: [{ type: 'red', amount }] });
      expect(play.code, play.msg).toBe(0);
      turnover += stake;
      balance = minor((await venue()).balance);
    }
    // Met (or under 5): the venue no longer shows locked; the next transfer (here one in, then all out) releases it.
    expect((await venue()).locked).toBe(false);
    await credit(player, '10.00', 'e2e offers: a transfer to release the lock');
    const moved = await as('/web/apiCode/convertMoney', { from: 'central', to: VENUE, amount: '1' }, { 'Idempotency-Key': randomUUID() });
    expect(moved.code, moved.msg).toBe(0);
    const all = (await venue()).balance;
    const back = await as('/web/apiCode/convertMoney', { from: VENUE, to: 'central', amount: all }, { 'Idempotency-Key': randomUUID() });
    expect(back.code, back.msg).toBe(0);
    expect(await venue()).toMatchObject({ balance: '0.00', locked: false });

    const { page, errors } = await phone('en');
    await page.goto(`${baseUrl()}/#/pages/finance/transfer`);
    await page.getByTestId('venue-list').waitFor();
    expect(await page.getByTestId(`venue-locked-${VENUE}`).count()).toBe(0);
    await shot(page, 'offers-venue-unlocked-en');
    expect(errors).toEqual([]);
    await page.context().close();
    await expectBooksHold();
  });
});
