/**
 * The operator console (issue 14), end to end at desktop size (1366×768) against the real `npm start` server:
 * an operator logs in (enrolling a TOTP second factor when the server has the enrolment routes, then logging in again
 * with a code), approves a player's bank-transfer deposit in the review queue after enlarging its voucher (the player's
 * balance rises), rejects the player's withdrawal with a reason (refunded), and — where the player routes exist —
 * opens the player 360 and freezes the player (the player's next call answers 401, login is refused), and publishes a
 * marquee notice in Chinese and English that the player app's home shows in each language (then deletes it).
 * Routes that arrive with other branches of issue 14 (operator accounts, players) are probed first: a step runs when
 * its route answers something other than "not found".
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, desktopPage, e2eUnavailable, launch, opened, phonePage, shot } from './browser.js';
import { testPng } from './images.js';
import { expectBooksHold, freshCardNo, operatorToken, registerPlayer, smsCodeTo, type Player } from './players.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] admin: skipped, ${skip}`);

const PASSWORD = 'Console1234';
const WITHDRAW_PASSWORD = '135790';

/** Whether the server has an operator route (anything but the 404 envelope, e.g. 401 without a token). */
async function routeExists(path: string, token?: string): Promise<boolean> {
  const res = await api(path, {}, token ? { token } : {});
  return res.status !== 404;
}

/** A real PNG voucher for the upload (its structure is checked). */
function png(): Blob {
  return new Blob([new Uint8Array(testPng(32))], { type: 'image/png' });
}


async function central(player: Player): Promise<string> {
  const res = await api<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance', {}, { token: player.token });
  expect(res.code, res.msg).toBe(0);
  return res.data.userBalanceMap.central;
}

/** A bank-transfer deposit of 300 with an uploaded voucher, confirmed by the player: under review. */
async function depositUnderReview(player: Player): Promise<string> {
  const form = new FormData();
  form.append('file', png(), 'voucher.png');
  const uploaded = (await (await fetch(`${baseUrl()}/web/upload/uploadFile`, { method: 'POST', headers: { token: player.token }, body: form })).json()) as { code: number; msg: string; data: { url: string } };
  expect(uploaded.code, uploaded.msg).toBe(0);
  const methods = await api<{ id: number; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { token: player.token });
  const bank = methods.data.find((m) => m.type === 'bankTransfer')!;
  const order = await api<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '300', depositorName: '张三' }, { token: player.token, 'Idempotency-Key': randomUUID() });
  expect(order.code, order.msg).toBe(0);
  const confirmed = await api('/web/recharge/confirmRechargeOrder', { orderNo: order.data.orderNo, vouchers: [uploaded.data.url] }, { token: player.token });
  expect(confirmed.code, confirmed.msg).toBe(0);
  return order.data.orderNo;
}

/**
 * A player able to withdraw: phone, real name, secondary password (the second code to the same phone waits out the
 * first one's countdown, so this runs in the background while the console is used) and a bank card. Answers the card.
 */
async function readyToWithdraw(player: Player): Promise<number> {
  const auth = { token: player.token };
  const mobile = `136${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const bound = await api('/web/user/bindPhone', { mobile, code: await smsCodeTo(player, 'bindPhone', mobile) }, auth);
  if (bound.code !== 0) throw new Error(`bindPhone: ${bound.msg}`);
  const name = await api('/web/user/modifyUserInfo', { realName: '张三' }, auth);
  if (name.code !== 0) throw new Error(`modifyUserInfo: ${name.msg}`);
  const code = await smsCodeTo(player, 'withdrawPassword', mobile);
  const pwd = await api('/web/user/setWithdrawPassword', { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD, code }, auth);
  if (pwd.code !== 0) throw new Error(`setWithdrawPassword: ${pwd.msg}`);
  const banks = await api<{ id: number }[]>('/web/sys/sysbank/getSysBank', {}, auth);
  const card = await api<{ id: number }>('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId: banks.data[0]!.id, cardNo: freshCardNo(), address: 'Shenzhen Futian branch' }, auth);
  if (card.code !== 0) throw new Error(`bind card: ${card.msg}`);
  return card.data.id;
}


/**
 * The code of the next 30-second TOTP step: a later step than the enrolment's (a replay is refused), and one the server
 * takes (it accepts ±1 step, apps/server/src/modules/operators/totp.ts), so the login need not wait for the clock.
 */
function nextStepCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

describe.skipIf(skip)('operator console at 1366×768 (issue 14)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let player: Player;
  let mobile: string;
  /** Credited by the console's wallet adjustment (a deposit's turnover would hold back a withdrawal), then withdraws. */
  let withdrawer: Player;
  let withdrawerCard: Promise<number>;
  let depositNo: string;
  let userId: number | null = null;
  const operator = { username: 'admin', password: '' };
  let totpSecret: string | null = null;

  beforeAll(async () => {
    browser = await launch();
    ({ page, context, errors } = await desktopPage(browser));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page && !page.isClosed()) await shot(page, `fail-admin-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });

  it('prepares a player with a deposit under review (voucher uploaded) and an operator for the console', { timeout: 60_000 }, async () => {
    player = await registerPlayer('ad', PASSWORD);
    mobile = `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const bound = await api('/web/user/bindPhone', { mobile, code: await smsCodeTo(player, 'bindPhone', mobile) }, { token: player.token });
    expect(bound.code, bound.msg).toBe(0);
    depositNo = await depositUnderReview(player);
    expect(await central(player)).toBe('0.00');
    withdrawer = await registerPlayer('aw', PASSWORD);
    withdrawerCard = readyToWithdraw(withdrawer);
    // Awaited by the withdrawal test; a failure meanwhile is reported there, not as an unhandled rejection.
    withdrawerCard.catch(() => undefined);

    // A console operator of its own where accounts can be created, so `admin` (password-only, used by the other
    // e2e files) never gets a second factor; `admin` itself before that.
    const token = await operatorToken();
    if (await routeExists('/admin/api/operator/create', token)) {
      operator.username = `console${randomBytes(3).toString('hex')}`;
      operator.password = `Pw-${randomUUID()}`;
      const created = await api('/admin/api/operator/create', { username: operator.username, password: operator.password, role: 'owner' }, { token });
      expect(created.code, created.msg).toBe(0);
    } else {
      operator.password = adminPassword();
    }
  });

  it('logs in (enrolling a TOTP second factor where the server has it, then with a code)', { timeout: 90_000 }, async () => {
    await page.goto(`${baseUrl()}/admin/`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByTestId('login-card').waitFor();
    await page.getByTestId('lang-switch').getByText('English').click();
    await page.getByText('Operator console').first().waitFor();
    await shot(page, 'admin-1-login');

    await page.getByTestId('login-username').fill(operator.username);
    await page.getByTestId('login-password').fill(operator.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin\/(enrol|dashboard|deposits|players)/);

    const canEnrol = await routeExists('/admin/api/totp/setup');
    if (page.url().endsWith('/enrol') || canEnrol) {
      if (!page.url().endsWith('/enrol')) await page.goto(`${baseUrl()}/admin/enrol`);
      await page.getByTestId('enrol-qr').waitFor();
      totpSecret = (await page.getByTestId('enrol-secret').innerText()).trim();
      expect(totpSecret).toMatch(/^[A-Z2-7]+=*$/);
      await shot(page, 'admin-2-enrol');
      await page.getByTestId('enrol-otp').fill(await generate({ secret: totpSecret }));
      await page.getByTestId('enrol-submit').click();
      const codes = page.getByTestId('recovery-codes');
      await codes.waitFor();
      expect((await codes.innerText()).match(/[a-z0-9]{4}-[a-z0-9]{4}/g)?.length).toBe(10);
      await shot(page, 'admin-3-recovery-codes');
      await page.getByTestId('enrol-enter').click();
      await page.getByTestId('sider').waitFor();

      // Out and in again: the password alone is no longer enough.
      await page.getByTestId('logout').click();
      await page.waitForURL(/\/admin\/login$/);
      await page.getByTestId('login-username').fill(operator.username);
      await page.getByTestId('login-password').fill(operator.password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-otp').waitFor();
      await page.getByTestId('login-otp').fill(await nextStepCode(totpSecret));
      await page.getByTestId('login-submit').click();
    }
    await page.getByTestId('sider').waitFor();
    expect(await page.getByTestId('operator-name').innerText()).toBe(operator.username);
  });

  it('shows the dashboard', async () => {
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.getByTestId('dashboard-page').waitFor();
    if (await routeExists('/admin/api/dashboard/summary')) {
      await page.getByTestId('chart-daily').locator('canvas').waitFor();
      await page.getByTestId('chart-game-type').locator('canvas').waitFor();
    }
    await shot(page, 'admin-4-dashboard');
  });

  it('approves the deposit in the review queue after enlarging its voucher: the player’s balance rises', async () => {
    await page.getByTestId('sider').getByText('Deposit review').click();
    await page.getByTestId('deposits-page').waitFor();
    const row = page.locator('tr', { hasText: depositNo });
    await row.waitFor();
    expect(await row.innerText()).toContain('Under review');

    await page.getByTestId(`vouchers-${depositNo}`).click();
    const image = page.getByTestId('voucher-image').locator('img').or(page.locator('img[data-testid="voucher-image"]')).first();
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    await shot(page, 'admin-5-deposit-voucher');
    await page.keyboard.press('Escape');

    await shot(page, 'admin-6-deposit-queue');
    await page.getByTestId(`approve-${depositNo}`).click();
    await (await opened(page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }))).click();
    await page.getByText(`Order ${depositNo} approved and credited`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await central(player)).toBe('300.00');

    const list = await api<{ list: { orderNo: string; userId: number }[] }>('/admin/api/deposit/list', { page: 1, size: 20 }, { token: await operatorToken() });
    userId = list.data.list.find((d) => d.orderNo === depositNo)!.userId;
  });

  it('credits a player 10000.00 by wallet adjustment, confirmed twice (the threshold)', async () => {
    await page.getByTestId('sider').getByText('Wallet adjustment').click();
    await page.getByTestId('wallet-adjust-page').waitFor();
    await page.getByTestId('adjust-username').fill(withdrawer.username);
    await page.getByTestId('adjust-amount').fill('10000');
    await page.getByTestId('adjust-reason').fill('Goodwill credit (e2e)');
    await page.getByTestId('adjust-submit').click();
    await (await opened(page.getByTestId('adjust-confirm'))).click();
    // Over the threshold: the amount is typed again before the second confirmation can be pressed.
    await page.getByTestId('adjust-retype').waitFor();
    expect(await page.getByTestId('adjust-confirm').isDisabled()).toBe(true);
    await page.getByTestId('adjust-retype').fill('10000.00');
    await shot(page, 'admin-7-adjust-second-confirm');
    await page.getByTestId('adjust-confirm').click();
    await page.getByText('Adjusted').first().waitFor();
    expect(await central(withdrawer)).toBe('10000.00');
  });

  it('rejects the withdrawal with a reason: refunded to the central wallet', { timeout: 150_000 }, async () => {
    const accountId = await withdrawerCard;
    const wd = await api<{ orderNo: string }>('/web/withdraw/withdraw', { method: 'bankCard', accountId, amount: '100', withdrawPassword: WITHDRAW_PASSWORD, type: 'instant' }, { token: withdrawer.token, 'Idempotency-Key': randomUUID() });
    expect(wd.code, wd.msg).toBe(0);
    const orderNo = wd.data.orderNo;
    expect(await central(withdrawer)).toBe('9900.00');
    await page.getByTestId('sider').getByText('Withdrawal review').click();
    await page.getByTestId('withdrawals-page').waitFor();
    await page.locator('tr', { hasText: orderNo }).waitFor();
    await page.getByTestId(`reject-${orderNo}`).click();
    await page.getByTestId('reason-input').fill('Card holder does not match');
    await shot(page, 'admin-8-withdraw-reject');
    await page.getByTestId('reason-ok').click();
    await page.getByText(`Order ${orderNo} rejected, the amount went back to the central wallet`).waitFor();
    expect(await central(withdrawer)).toBe('10000.00');
  });

  it('opens the player 360 and freezes the player (where the player routes exist): next call 401, login refused', async () => {
    if (!(await routeExists('/admin/api/player/detail'))) {
      console.log('[e2e] admin: /admin/api/player/* not on this server yet: player 360 and freeze skipped');
      return;
    }
    await page.goto(`${baseUrl()}/admin/players/${userId}`);
    await page.getByTestId('player-page').waitFor();
    await page.getByText(player.username).first().waitFor();
    await shot(page, 'admin-9-player-360');
    await page.getByTestId('action-freeze').click();
    await page.getByTestId('reason-input').fill('Suspicious activity');
    await page.getByTestId('reason-ok').click();
    await expect.poll(() => page.getByTestId('player-status').innerText()).toBe('Frozen');
    const next = await api('/web/user/getUserBalance', {}, { token: player.token });
    expect(next.code).toBe(401);
    const login = await api('/web/guest/user/login', { username: player.username, password: PASSWORD });
    expect(login.code).not.toBe(0);
    await shot(page, 'admin-10-player-frozen');
  });

  it('publishes a marquee notice in zh and en on the Notices page: the player home shows it in each language, until deleted', { timeout: 90_000 }, async () => {
    const errorsBefore = errors.length;
    const tag = randomBytes(3).toString('hex');
    const zh = { title: `维护通知${tag}`, content: `今晚二十三点系统维护${tag}` };
    const en = { title: `Maintenance ${tag}`, content: `System maintenance tonight at 23:00 ${tag}` };
    await page.getByTestId('sider').getByText('Notices').click();
    await page.getByTestId('notices-page').waitFor();
    await page.getByTestId('notice-new').click();
    const form = page.getByTestId('notice-form');
    await form.waitFor();
    expect(await form.getByText('Marquee').first().isVisible()).toBe(true);
    await form.getByTestId('title-zh').fill(zh.title);
    await form.getByTestId('content-zh').fill(zh.content);
    await form.getByTestId('lang-tab-en').click();
    await form.getByTestId('title-en').fill(en.title);
    await form.getByTestId('content-en').fill(en.content);
    await shot(page, 'admin-11-notice-edit');
    await page.getByTestId('notice-submit').click();
    const row = page.locator('tr', { hasText: en.title });
    await row.waitFor();
    expect(await row.innerText()).toContain('Live');
    // The languages by their own names (issue 24: no language codes on screen).
    expect(await row.innerText()).toContain('简体中文 · English');
    await shot(page, 'admin-12-notices');

    for (const [lang, text] of [
      ['zh', zh],
      ['en', en],
    ] as const) {
      const phone = await phonePage(browser, { lang });
      try {
        await phone.page.goto(`${baseUrl()}/#/`);
        const bar = phone.page.getByTestId('notice-bar');
        await expect.poll(() => bar.innerText().catch(() => ''), { timeout: 15_000 }).toContain(text.content);
        expect(await bar.innerText()).toContain(text.title);
        await shot(phone.page, `admin-13-player-marquee-${lang}`);
        expect(phone.errors).toEqual([]);
      } finally {
        await phone.context.close();
      }
    }

    // Deleted (after a confirmation): players no longer get it.
    const id = (await row.locator('td').first().innerText()).trim();
    await page.getByTestId(`notice-delete-${id}`).click();
    await (await opened(page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }))).click();
    await expect.poll(() => row.count()).toBe(0);
    const notices = await api<{ list: { content: string }[] }>('/web/guest/index/getNotice', { page: 1, size: 50 }, { lang: 'en' });
    expect(notices.data.list.map((n) => n.content)).not.toContain(en.content);
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it('opens banners, venues & games, payment methods, site & settings, and the ledger tools (journal of the approved deposit, reconciliation)', { timeout: 60_000 }, async () => {
    const errorsBefore = errors.length;
    const pages: [string, string, string][] = [
      ['Banners', 'banners-page', 'admin-14-banners'],
      ['Venues & games', 'lobby-page', 'admin-15-lobby'],
      ['Payment methods', 'payments-page', 'admin-16-payments'],
      ['Site & settings', 'settings-page', 'admin-17-settings'],
    ];
    for (const [label, testId, name] of pages) {
      await page.getByTestId('sider').getByText(label, { exact: true }).click();
      await page.getByTestId(testId).waitFor();
      await page.locator(`[data-testid="${testId}"] .ant-table-row`).first().waitFor();
      await shot(page, name);
    }
    await page.getByTestId('sider').getByText('Ledger tools').click();
    await page.getByTestId('journal-order').locator('input').fill(depositNo);
    await page.getByTestId('journal-order').locator('input').press('Enter');
    await page.getByTestId('journal-lookup').getByText('300.00').first().waitFor();
    await page.getByTestId('reconciliation-run').click();
    await page.locator('[data-testid="reconciliation"] .ant-table-row').first().waitFor();
    await shot(page, 'admin-18-ledger-tools');

    // CSV export of the deposit list with its status filter: the approved deposit is in the "completed" file.
    await page.getByTestId('sider').getByText('Deposit review').click();
    await page.getByTestId('deposits-page').waitFor();
    await page.getByTestId('status-filter').click();
    await (await opened(page.locator('.ant-select-item-option', { hasText: 'Completed' }))).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('deposit-export').click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain(depositNo);
    expect(errors.slice(errorsBefore)).toEqual([]);
  });

  it('logging out while a page is still loading sends no call without its session (issue 22: three 401s in CI)', { timeout: 90_000 }, async () => {
    // The dashboard's chunk arrives while the logout is on its way: the server has ended the session, and the page
    // that mounts then must not call it (before the fix: summary, daily and by-game-type answered 401).
    const own = await desktopPage(browser);
    const p = own.page;
    try {
      const unauthorized: string[] = [];
      p.on('response', (res) => {
        if (res.status() === 401) unauthorized.push(new URL(res.url()).pathname);
      });
      let releaseChunk: () => void = () => undefined;
      const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
      let chunkRequested: () => void = () => undefined;
      const chunkAsked = new Promise<void>((resolve) => (chunkRequested = resolve));
      await p.route(/\/admin\/assets\/DashboardPage-[^/]+\.js$/, async (route) => {
        chunkRequested();
        await chunkHeld;
        await route.continue();
      });
      // The logout reaches the server; its answer is held until the dashboard's chunk has arrived and the console
      // has either shown the page it belongs to or already left for the login page.
      const settled = () => p.waitForFunction(() => document.querySelector('[data-testid="dashboard-page"]') !== null || location.pathname === '/admin/login');
      await p.route('**/admin/api/logout', async (route) => {
        const answer = await route.fetch();
        releaseChunk();
        await settled();
        await route.fulfill({ response: answer });
      });

      await p.goto(`${baseUrl()}/admin/`);
      await p.getByTestId('login-card').waitFor();
      await p.getByTestId('login-username').fill('admin');
      await p.getByTestId('login-password').fill(adminPassword());
      await p.getByTestId('login-submit').click();
      await p.getByTestId('sider').waitFor();
      await chunkAsked;
      await p.getByTestId('logout').click();
      await p.getByTestId('login-card').waitFor();
      // Signed in again: whatever the late page would have sent has been sent and answered by now.
      await p.getByTestId('login-username').fill('admin');
      await p.getByTestId('login-password').fill(adminPassword());
      await p.getByTestId('login-submit').click();
      await p.getByTestId('dashboard-page').waitFor();
      expect(unauthorized).toEqual([]);
      expect(own.errors).toEqual([]);
    } finally {
      await own.context.close();
    }
  });

  it('ran without console errors, and the books hold', async () => {
    // A server without the operator-account and dashboard routes (before the other issue-14 branches) answers the
    // console's calls to them with the 404 envelope, which the browser logs as a failed resource: only those pass.
    const before = !(await routeExists('/admin/api/me')) || !(await routeExists('/admin/api/dashboard/summary'));
    expect(errors.filter((e) => !(before && /status of 404/.test(e)))).toEqual([]);
    await expectBooksHold();
  });
});
