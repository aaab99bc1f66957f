/**
 * Rewards end to end (issue 15 "Must show"): a player bets in the house venue; the operator runs the daily rebate job
 * from the shell with `--at` the next day (npm run admin -- jobs:run rebate-daily --at …); the player finds the rebate
 * in the welfare centre, receives it, and the central balance rises by exactly the rebate; the VIP page shows level and
 * progress. The shell opens the same database as the running server, so this file runs a server of its own on a new
 * PostgreSQL database (the shared e2e server keeps the embedded database a newcomer gets, which only one process may
 * open). The player plays "yesterday": the server first runs at noon of yesterday's platform day (CLOCK_OFFSET_SECONDS,
 * refused in production), the shell runs the jobs as of 00:30 of the day after the bets, and the server is restarted
 * at noon of that day for the claim, as it would be the next day: the same whatever the hour of the run (issue 22).
 * Screens in zh and en.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAt, e2eUnavailable, launch, phonePage, rawKeysOnScreen, shot } from './browser.js';
import { clockOffsetTo, platformDayNow, platformTime } from './platform-time.js';
import { e2eServerEnv, ROOT, startServer, type RunningServer } from './server.js';

const PG = process.env.TEST_DATABASE_URL ?? '';
const skip = e2eUnavailable() ?? (PG ? null : 'TEST_DATABASE_URL is not set (the operator shell needs a database it can open beside the server)');
if (skip && process.env.E2E_REQUIRED === '1' && PG === '') throw new Error(`[e2e] rewards: ${skip}`);
if (skip) console.log(`[e2e] rewards: skipped, ${skip}`);


/** Minor units of a money string ("12.34" → 1234n). */
function minor(s: string): bigint {
  const [whole, frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
  return s.startsWith('-') ? -v : v;
}
const yuan = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;

describe.skipIf(skip)('rewards: rebate job, welfare centre, VIP page (issue 15)', () => {
  const adminPassword = `e2e-${randomUUID()}`;
  const dbName = `e2e_rewards_${randomBytes(4).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(PG || 'postgres://x@127.0.0.1/x');
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  let server: RunningServer;
  let browser: Browser;
  let token = '';
  let rebate = 0n;

  const call = <T>(path: string, body?: unknown, headers: Record<string, string> = {}) => apiAt<T>(server.url, path, body, headers);
  /** The operator shell on the server's database (README: `npm run admin -- …`). */
  const shell = (...args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 120_000 });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    // The bets fall at noon of yesterday's platform day, whatever the hour of the run (a plain day behind put them
    // on the day before yesterday when the run straddled midnight, issue 22).
    const today = platformDayNow();
    server = await startServer({ ...e2eServerEnv(adminPassword), DATABASE_URL: dbUrl, CLOCK_OFFSET_SECONDS: clockOffsetTo(platformTime(today, -1, '12:00')) });
    browser = await launch();

    const username = `rw${randomBytes(4).toString('hex')}`;
    const reg = await call<{ token: string }>('/web/guest/user/register', { username, password: 'Rewards1234', confirmPassword: 'Rewards1234', agree: true });
    expect(reg.code, reg.msg).toBe(0);
    token = reg.data.token;
    const login = await call<{ token: string }>('/admin/api/login', { username: 'admin', password: adminPassword });
    expect(login.code, login.msg).toBe(0);
    const adjust = await call('/admin/api/wallet/adjust', { username, amount: '1000.00', reason: 'e2e rewards' }, { token: login.data.token, 'Idempotency-Key': randomUUID() });
    expect(adjust.code, adjust.msg).toBe(0);
    const moved = await call('/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: '300' }, { token, 'Idempotency-Key': randomUUID() });
    expect(moved.code, moved.msg).toBe(0);
    // Three roulette rounds on red in the house venue (live casino): a roulette bet never pushes, so each is valid.
    for (let i = 0; i < 3; i++) {
      const launchUrl = await call<{ url: string }>('/web/apiCode/getGameUrl', { platType: 'house_live', gameCode: 'roulette' }, { token });
      expect(launchUrl.code, launchUrl.msg).toBe(0);
      const ticket = new URL(launchUrl.data.url, server.url).searchParams.get('ticket');
      const session = await call<{ session: string }>('/venue/house/api/session', { ticket });
      expect(session.code, session.msg).toBe(0);
      const play = await call('/venue/house/api/play', { session: session.data.session, gameCode: 'roulette', bets: [{ type: 'red', amount: '50.00' }] });
      expect(play.code, play.msg).toBe(0);
    }
    // The rebate the rules promise: floor(valid bet × VIP1's live ratio), the ratio read from the public VIP table.
    const sum = await call<{ validBet: string }>('/web/user/getSumBetRecord', { platType: 'house_live' }, { token });
    expect(sum.code, sum.msg).toBe(0);
    expect(sum.data.validBet).toBe('150.00');
    const ratios = await call<{ level: number; gameType: string; ratio: string }[]>('/web/guest/user/getVipReturnWaterList', {});
    const live = ratios.data.find((r) => r.level === 1 && r.gameType === 'live')!;
    const ppm = minor(live.ratio) * 100n; // "0.30" percent → 3000 ppm
    rebate = (minor(sum.data.validBet) * ppm) / 1_000_000n;
    expect(rebate).toBeGreaterThan(0n);

    // The next morning: the operator's automation runs the day's VIP review and rebate `--at` 00:30 of the day after
    // the bets, then the server runs at noon of that day (a restart keeps the player's session).
    const at = platformTime(today, 0, '00:30').toISOString();
    for (const job of ['vip-review', 'rebate-daily']) {
      const run = shell('jobs:run', job, '--at', at);
      expect(run.status, `${job}: ${run.stdout}${run.stderr}`).toBe(0);
      expect(run.stdout, job).toMatch(/"ran": ?true/);
    }
    await server.stop();
    server = await startServer({ ...e2eServerEnv(adminPassword), DATABASE_URL: dbUrl, CLOCK_OFFSET_SECONDS: clockOffsetTo(platformTime(today, 0, '12:00')) });
    // Yesterday's session (24 h) has ended: the player logs in again.
    const again = await call<{ token: string }>('/web/guest/user/login', { username, password: 'Rewards1234' });
    expect(again.code, again.msg).toBe(0);
    token = again.data.token;
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) {
      const check = spawnSync('npm', ['run', '--silent', 'ledger:check'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 120_000 });
      expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    }
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 120_000);

  it('the welfare centre shows the rebate; receiving it raises the central balance by exactly the rebate (zh)', async () => {
    const before = await call<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance', {}, { token });
    const { page, errors } = await phonePage(browser, { lang: 'zh', token });
    await page.goto(`${server.url}/pages/record/welfare`);
    const item = page.getByTestId('welfare-row').first();
    await expect.poll(() => item.getByTestId('welfare-amount').innerText(), { timeout: 15_000 }).toBe(`¥${yuan(rebate)}`);
    await shot(page, 'rewards-welfare-zh');
    await item.getByTestId('welfare-claim').click();
    // Issue 24: the turnover it adds is said, and asked about, before it is received.
    await expect.poll(() => page.getByTestId('hold-confirm-text').innerText()).toContain(`¥${yuan(rebate)} 的有效投注`);
    await page.locator('.adm-dialog-button', { hasText: '继续' }).click();
    // The dialog states the credited amount.
    const claimed = page.locator('.adm-dialog', { hasText: '已领取' });
    await expect.poll(() => claimed.innerText(), { timeout: 15_000 }).toContain(yuan(rebate));
    await shot(page, 'rewards-welfare-claimed-zh');
    await claimed.locator('.adm-dialog-button').first().click();
    await expect.poll(async () => (await call<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance', {}, { token })).data.userBalanceMap.central).toBe(
      yuan(minor(before.data.userBalanceMap.central) + rebate),
    );
    await shot(page, 'rewards-welfare-received-zh');
    expect(await rawKeysOnScreen(page, 'zh')).toEqual([]);
    expect(errors).toEqual([]);
    // Twice changes nothing.
    const list = await call<{ list: { id: number; status: string }[] }>('/web/welfareCenter/queryWelfareCenterList', { page: 1, size: 20 }, { token });
    const received = list.data.list.find((i) => i.status === 'received')!;
    const again = await call('/web/welfareCenter/receiveWelfare', { id: received.id }, { token });
    expect(again.code).not.toBe(0);
  });

  it('the VIP page shows the level and the progress towards the next one (zh, en)', async () => {
    for (const lang of ['zh', 'en']) {
      const { page, errors } = await phonePage(browser, { lang, token });
      await page.goto(`${server.url}/pages/vip/privilege`);
      await expect.poll(() => page.getByTestId('vip-valid-bet').innerText(), { timeout: 15_000 }).toBe('¥150.00');
      expect(await page.getByTestId('vip-level').innerText()).toContain('1');
      expect(await page.getByTestId('vip-next').innerText()).toContain('2');
      await shot(page, `rewards-vip-${lang}`);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
