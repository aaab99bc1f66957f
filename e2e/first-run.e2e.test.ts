/**
 * A first run as a newcomer does it (issue 24 item 12): `npm start` on an empty data directory, nothing configured
 * but the port. Among the JSON log lines one plain line says where the player app and the operator console are and
 * where development SMS and e-mail codes go; the console asks for an authenticator on the first login (what the
 * README's quick start says); a code sent to a phone lands in the file the line names. The README points only inside
 * the repository, to the product described in docs/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAt, desktopPage, e2eUnavailable, keepShot, launch, phonePage } from './browser.js';
import { freePort, ROOT } from './server.js';

const skip = e2eUnavailable();
if (skip) console.log(`[e2e] first-run: skipped, ${skip}`);

const OUT = process.env.E2E_SHOTS_DIR ?? '/work/shots/console24';

describe('the README points inside the repository (issue 24 item 12)', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  it('no link or path outside the repository; the product is described in docs/', () => {
    expect(readme).not.toMatch(/\.\.\/shared|\(\.\.\//);
    for (const [, target] of readme.matchAll(/\]\((?!https?:)([^)#]+)/g)) expect(fs.existsSync(path.join(ROOT, target!)), target).toBe(true);
    expect(readme).toContain('docs/product.md');
    const product = fs.readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
    expect(product.length).toBeGreaterThan(3000);
    expect(product).not.toMatch(/\.\.\/shared/);
  });
  it('the quick start says the console needs an authenticator app on first login and where codes are shown', () => {
    const start = readme.slice(0, readme.indexOf('## Configuration'));
    expect(start).toMatch(/authenticator/i);
    expect(start).toContain('outbox.jsonl');
    expect(start).toContain('/admin/');
  });
});

describe.skipIf(skip)('first run of `npm start` (issue 24 item 12)', () => {
  let browser: Browser;
  let server: ChildProcess;
  let dataDir = '';
  const out: string[] = [];

  /** The first stdout line matching `re`, waiting for it while the server starts. */
  async function line(re: RegExp, timeoutMs = 180_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = out.join('').split('\n').find((l) => re.test(l));
      if (found) return found;
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}:\n${out.join('')}`);
      if (Date.now() > until) throw new Error(`no line ${re} within ${timeoutMs} ms:\n${out.join('')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    browser = await launch();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-first-run-'));
    const port = await freePort();
    // What a newcomer has: no ADMIN_PASSWORD, no OPERATOR_2FA, the default log; only the port and the data directory
    // are this test's (and no captcha, so the test can ask for an SMS code as a script).
    const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), DATA_DIR: dataDir, CAPTCHA: 'off', DATABASE_URL: '' };
    for (const k of ['ADMIN_PASSWORD', 'OPERATOR_2FA', 'LOG_LEVEL', 'HOST']) delete env[k];
    server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (b: Buffer) => out.push(b.toString()));
    server.stderr!.on('data', (b: Buffer) => out.push(b.toString()));
  });
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints one plain line with the player app, the console and where development codes go', { timeout: 240_000 }, async () => {
    const ready = await line(/^Ready: /);
    console.log(`[e2e] first-run: ${ready}`);
    expect(ready).toMatch(/^Ready: player app http:\/\/localhost:\d+\/ · operator console http:\/\/localhost:\d+\/admin\/ · development SMS and e-mail codes: .+outbox\.jsonl$/);
    expect(ready).toContain(path.join(dataDir, 'outbox.jsonl'));
    // The rest of the log is JSON for machines; this line is for people (not JSON).
    expect(() => JSON.parse(ready)).toThrow();
  });

  it('the console asks for an authenticator on the first login; the player app opens; a code lands in the named outbox', { timeout: 240_000 }, async () => {
    const ready = await line(/^Ready: /);
    const [, playerUrl, consoleUrl] = /player app (\S+) · operator console (\S+)/.exec(ready)!;
    const password = /Password \(shown only now\): (\S+)/.exec(await line(/Password \(shown only now\)/))![1]!;

    const desk = await desktopPage(browser, { timezoneId: 'America/Los_Angeles' });
    try {
      await desk.page.goto(consoleUrl!);
      await desk.page.getByTestId('login-card').waitFor();
      await desk.page.getByTestId('login-username').fill('admin');
      await desk.page.getByTestId('login-password').fill(password);
      await desk.page.getByTestId('login-submit').click();
      await desk.page.waitForURL(/\/admin\/enrol$/);
      await desk.page.getByTestId('enrol-qr').waitFor();
      await keepShot(desk.page, 'console-enrol', 'first-run', OUT);
    } finally {
      await desk.context.close();
    }

    const phone = await phonePage(browser, { lang: 'en' });
    try {
      await phone.page.goto(playerUrl!);
      await phone.page.locator('body').getByText(/log ?in|register/i).first().waitFor();
      await keepShot(phone.page, 'player-home', 'first-run', OUT);
    } finally {
      await phone.context.close();
    }

    const base = new URL(playerUrl!).origin;
    const mobile = `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    const sent = await apiAt(base, '/web/guest/user/getPhoneCodeByRegister', { mobile });
    expect(sent.code, sent.msg).toBe(0);
    const outbox = /codes: (\S+)$/.exec(ready)![1]!;
    await expect.poll(() => (fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8') : ''), { timeout: 10_000 }).toContain(mobile);
  });
});
