/**
 * Cashbox end to end (issue 16): a player moves money into the cashbox two days ago (the server runs at noon two
 * platform days ago, CLOCK_OFFSET_SECONDS, refused in production); the operator runs the accrual from the shell as of
 * 00:10 today (npm run admin -- jobs:run cashbox-interest --at …); at noon today, the player's interest screen shows
 * yesterday's interest, exactly the amount the rules promise (held × rate / 365, rounded down to the fen), paid into
 * the central wallet; the player switches in and out on the screen; the console's Cashbox page shows the totals.
 * Its own server on a new PostgreSQL database, like rewards.e2e (the shell opens the server's database).
 * Screens at 375 px in zh and en, and the console page, into /work/shots/cashbox when that folder's parent exists.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAt, consoleSignIn, desktopPage, e2eUnavailable, launch, rawKeysOnScreen, shot } from './browser.js';
import { clockOffsetTo, platformDayNow, platformTime } from './platform-time.js';
import { e2eServerEnv, ROOT, startServer, type RunningServer } from './server.js';

const PG = process.env.TEST_DATABASE_URL ?? '';
const skip = e2eUnavailable() ?? (PG ? null : 'TEST_DATABASE_URL is not set (the operator shell needs a database it can open beside the server)');
if (skip && process.env.E2E_REQUIRED === '1' && PG === '') throw new Error(`[e2e] cashbox: ${skip}`);
if (skip) console.log(`[e2e] cashbox: skipped, ${skip}`);

const SHOTS = fs.existsSync('/work/shots') ? '/work/shots/cashbox' : null;

/** Minor units of a money string ("12.34" → 1234n). */
function minor(s: string): bigint {
  const [whole, frac = ''] = s.split('.');
  return BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2));
}
const yuan = (v: bigint) => `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;

/** The e2e shot, and a copy for the review folder. */
async function snap(page: Page, name: string): Promise<void> {
  const file = await shot(page, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
  }
}

describe.skipIf(skip)('cashbox: switch, daily interest job, interest screen, console page (issue 16)', () => {
  const adminPassword = `e2e-${randomUUID()}`;
  const dbName = `e2e_cashbox_${randomBytes(4).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(PG || 'postgres://x@127.0.0.1/x');
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  let server: RunningServer;
  let browser: Browser;
  let token = '';
  let interest = 0n;
  const username = `cb${randomBytes(4).toString('hex')}`;

  const call = <T>(p: string, body?: unknown, headers: Record<string, string> = {}) => apiAt<T>(server.url, p, body, headers);
  const shell = (...args: string[]) =>
    spawnSync('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 120_000 });
  const phone = async (lang: string) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await context.addInitScript((v) => {
      localStorage.setItem('lang', v.lang);
      localStorage.setItem('token', v.token);
    }, { lang, token });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    return { page, context, errors };
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    // The money goes in at noon two platform days ago, whatever the hour of the run (issue 22).
    const today = platformDayNow();
    server = await startServer({ ...e2eServerEnv(adminPassword), DATABASE_URL: dbUrl, CLOCK_OFFSET_SECONDS: clockOffsetTo(platformTime(today, -2, '12:00')) });
    browser = await launch();
    const reg = await call<{ token: string }>('/web/guest/user/register', { username, password: 'Cashbox1234', confirmPassword: 'Cashbox1234', agree: true });
    expect(reg.code, reg.msg).toBe(0);
    token = reg.data.token;
    const login = await call<{ token: string }>('/admin/api/login', { username: 'admin', password: adminPassword });
    expect(login.code, login.msg).toBe(0);
    const adjust = await call('/admin/api/wallet/adjust', { username, amount: '10000.00', reason: 'e2e cashbox' }, { token: login.data.token, 'Idempotency-Key': randomUUID() });
    expect(adjust.code, adjust.msg).toBe(0);
    const moved = await call<{ central: string; cashbox: string }>('/web/cashbox/switchToCashbox', { direction: 'in', amount: '8888.88' }, { token });
    expect(moved.code, moved.msg).toBe(0);
    expect(moved.data).toEqual({ central: '1111.12', cashbox: '8888.88' });
    const cfg = await call<{ annualRate: string }>('/web/guest/user/queryBusCashboxConfig');
    const bp = minor(cfg.data.annualRate); // "3.65" percent → 365 basis points
    interest = (minor('8888.88') * bp) / 3_650_000n;
    expect(interest).toBeGreaterThan(0n);

    // The accrual of yesterday as of 00:10 today; the money has been in through the whole of yesterday.
    const run = shell('jobs:run', 'cashbox-interest', '--at', platformTime(today, 0, '00:10').toISOString());
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/"ran": ?true/);
    await server.stop();
    // At noon today, so "yesterday" on the screens is the day the accrual was for, even if the run crossed midnight.
    server = await startServer({ ...e2eServerEnv(adminPassword), DATABASE_URL: dbUrl, CLOCK_OFFSET_SECONDS: clockOffsetTo(platformTime(today, 0, '12:00')) });
    const again = await call<{ token: string }>('/web/guest/user/login', { username, password: 'Cashbox1234' });
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

  it('the interest screen shows yesterday’s interest, paid into the central wallet; switches move the money (zh, en)', async () => {
    const info = await call<{ yesterdayIncome: string; totalIncome: string }>('/web/user/getCashboxInfo', {}, { token });
    expect(info.data).toMatchObject({ yesterdayIncome: yuan(interest), totalIncome: yuan(interest) });
    const bal = await call<{ userBalanceMap: { central: string; cashbox: string } }>('/web/user/getUserBalance', {}, { token });
    expect(bal.data.userBalanceMap).toMatchObject({ central: yuan(minor('1111.12') + interest), cashbox: '8888.88' });

    for (const lang of ['zh', 'en']) {
      const { page, context, errors } = await phone(lang);
      await page.goto(`${server.url}/pages/balance/interest`);
      await expect.poll(() => page.getByTestId('cashbox-yesterday').innerText(), { timeout: 15_000 }).toBe(`¥${yuan(interest)}`);
      await expect.poll(() => page.getByTestId('cashbox-chart-day').count(), { timeout: 15_000 }).toBe(7);
      await snap(page, `cashbox-interest-${lang}`);
      expect(await rawKeysOnScreen(page, lang)).toEqual([]);
      if (lang === 'en') {
        await page.getByTestId('amount-input').locator('input').fill('100');
        await expect.poll(() => page.getByTestId('cashbox-estimate-value').innerText(), { timeout: 15_000 }).not.toBe('…');
        await snap(page, 'cashbox-estimate-en');
        await page.getByTestId('cashbox-submit').click();
        await expect.poll(() => page.getByTestId('cashbox-balance').innerText(), { timeout: 15_000 }).toBe('¥8988.88');
        await page.getByText('To central wallet').click();
        await page.getByTestId('amount-input').locator('input').fill('88.88');
        await page.getByTestId('cashbox-submit').click();
        await expect.poll(() => page.getByTestId('cashbox-balance').innerText(), { timeout: 15_000 }).toBe('¥8900.00');
        await snap(page, 'cashbox-switched-en');
        // Below the minimum: said under the field before anything is sent (issue 24), the switch stays off, no move.
        await page.getByText('Into cashbox').click();
        await page.getByTestId('amount-input').locator('input').fill('1');
        await expect.poll(() => page.getByTestId('amount-error').innerText()).toContain('at least');
        expect(await page.getByTestId('cashbox-submit').isDisabled()).toBe(true);
        expect(await page.getByTestId('cashbox-balance').innerText()).toBe('¥8900.00');
        await snap(page, 'cashbox-below-minimum-en');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('the console’s Cashbox page shows the money held and the interest paid', async () => {
    const { page, errors } = await desktopPage(browser);
    await consoleSignIn(page, server.url, adminPassword, '/cashbox');
    await expect.poll(() => page.getByTestId('cashbox-paid').innerText(), { timeout: 15_000 }).toContain(yuan(interest));
    await snap(page, 'cashbox-console');
    expect(errors).toEqual([]);
  });
});
