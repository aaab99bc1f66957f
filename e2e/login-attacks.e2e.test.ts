/**
 * Operator logins under attack (issue 23 item 6), end to end: failed logins lock a name; the owner's dashboard shows
 * the alert with the lock's end in the browser's own time zone, in zh and en. Console at 1366×768, screenshots copied
 * to /work/shots/login-attacks/ when that folder exists.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, api, baseUrl, consoleSignIn, desktopPage, e2eUnavailable, keepShot, launch } from './browser.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] login-attacks: skipped, ${skip}`);
const OUT = '/work/shots/login-attacks';

describe.skipIf(skip)('the owner sees operator logins under attack (issue 23 item 6)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('six failed logins lock a name; the dashboard alerts the owner, in zh and en', async () => {
    const name = `attacked-${randomBytes(3).toString('hex')}`;
    // Sequential: the flood must count 6 before the sign-in (the e2e server lifts the per-address login limit).
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await api('/admin/api/login', { username: name, password: `wrong-secret-${i}` })).code);
    expect(codes).toEqual([1113, 1113, 1113, 1113, 1113, 3100]);

    const { page, errors } = await desktopPage(browser);
    await consoleSignIn(page, baseUrl(), adminPassword(), '/');
    const alert = page.getByTestId('login-attacks');
    await alert.waitFor();
    const line = page.getByTestId(`login-attack-${name}`);
    await line.waitFor();
    // The console starts in Chinese.
    expect(await alert.textContent()).toContain('管理账号登录正遭受攻击');
    expect(await line.textContent()).toMatch(new RegExp(`^${name}：登录失败 6 次；\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d 前不接受仅凭密码登录$`));
    await keepShot(page, 'dashboard-zh', 'login-attacks', OUT);

    await page.evaluate(() => localStorage.setItem('admin.lang', 'en'));
    await page.reload();
    await page.getByTestId(`login-attack-${name}`).waitFor();
    expect(await page.getByTestId('login-attacks').textContent()).toContain('Operator logins under attack');
    expect(await page.getByTestId(`login-attack-${name}`).textContent()).toMatch(new RegExp(`^${name}: 6 failed logins; a password alone is refused until \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d$`));
    await keepShot(page, 'dashboard-en', 'login-attacks', OUT);
    expect(errors).toEqual([]);
  });
});
