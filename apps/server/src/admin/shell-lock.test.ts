import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSY_EXIT_CODE } from '../db/data-dir-lock.js';

/**
 * Issue 11 item 1, as a newcomer meets it: the real `npm start` server on a data directory (embedded PGlite), and the
 * real shell commands on the same directory. While the server runs they are refused, say how instead, and write
 * nothing; once it stops they work, and the restarted server sees what they did. Embedded database only (the root
 * vitest.config.ts leaves this file out of the PostgreSQL project: PostgreSQL serves many processes itself).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const canSpawn = spawnSync(process.execPath, ['-e', '0']).status === 0;
if (!canSpawn) console.log('[shell-lock] skipped: this machine cannot spawn processes');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-lock-'));
const ADMIN_PASSWORD = `shell-${randomBytes(6).toString('hex')}`;
/** The environment of `npm start` on a newcomer's machine: no DATABASE_URL, so the embedded database. */
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  CAPTCHA: 'off',
  // The test credits a player as `admin` with its password (no second factor).
  OPERATOR_2FA: 'optional',
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD,
  // No web build needed: the API is what this test talks to.
  WEB_DIST: path.join(dataDir, 'no-web'),
};
const servers: ChildProcess[] = [];
afterAll(async () => {
  for (const s of servers) if (s.exitCode === null && s.signalCode === null) await stop(s);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}
/**
 * Runs a command to its end, without blocking the event loop (the server under test answers meanwhile). One still
 * running after 30 s (a second server that was not refused) is stopped, so the assertions fail instead of hanging.
 */
function run(command: string, args: string[], extra: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extra } });
    const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
const npm = (...args: string[]) => run('npm', ['run', '--silent', ...args]);

/** `npm start` on the data directory; resolves once the API answers. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/web/guest/index/getWebsiteBasicInfo`, { method: 'POST' })).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not ready within 60 s');
}
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function api<T>(url: string, route: string, body: unknown, token?: string): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}
async function operatorToken(url: string): Promise<string> {
  const login = await api<{ token: string }>(url, '/admin/api/login', { username: 'admin', password: ADMIN_PASSWORD });
  expect(login.code, login.msg).toBe(0);
  return login.data.token;
}
async function centralOf(url: string, token: string): Promise<string> {
  const res = await api<{ userBalanceMap: { central: string } }>(url, '/web/user/getUserBalance', {}, token);
  expect(res.code, res.msg).toBe(0);
  return res.data.userBalanceMap.central;
}

describe.skipIf(!canSpawn)('the operator shell never forks the embedded database (issue 11 item 1)', () => {
  it('refuses while the server runs, works once it stops, and the restarted server sees it', { timeout: 120_000 }, async () => {
    const first = await startServer();
    const username = `sh${randomBytes(4).toString('hex')}`;
    const password = 'Shell12345';
    const registered = await api<{ token: string }>(first.url, '/web/guest/user/register', { username, password, confirmPassword: password, agree: true });
    expect(registered.code, registered.msg).toBe(0);
    const credited = await api(first.url, '/admin/api/wallet/adjust', { username, amount: '50', reason: 'test' }, await operatorToken(first.url));
    expect(credited.code, credited.msg).toBe(0);
    expect(await centralOf(first.url, registered.data.token)).toBe('50.00');

    // Each shell command, and a second server, while the server runs: refused, each saying how instead.
    const [adjust, check, seed, second] = await Promise.all([
      npm('admin', '--', 'wallet:adjust', username, '100', 'test'),
      npm('ledger:check'),
      npm('seed'),
      freePort().then((port) => run(process.execPath, [path.join(root, 'scripts/start.mjs')], { PORT: String(port) })),
    ]);
    const holder = new RegExp(`the server \\(pid \\d+, ${first.url.replaceAll('.', '\\.')}\\) has the embedded database open`);
    for (const refused of [adjust, check, seed, second]) {
      expect(refused.code, refused.stderr).toBe(BUSY_EXIT_CODE);
      expect(refused.stderr).toMatch(holder);
    }
    expect(adjust.stderr).toContain(`Stop the server first, or use its operator API: POST ${first.url}/admin/api/wallet/adjust`);
    expect(check.stderr).toContain(`POST ${first.url}/admin/api/ledger/check`);
    expect(adjust.stdout + check.stdout + seed.stdout).toBe(''); // no success reported that did not happen
    expect(second.stderr).toContain('refused to start');
    expect(await centralOf(first.url, registered.data.token)).toBe('50.00');

    // The server stopped: the shell opens the database itself.
    await stop(first.child);
    const adjusted = await npm('admin', '--', 'wallet:adjust', username, '100', 'test');
    expect(adjusted.code, adjusted.stderr).toBe(0);
    expect(JSON.parse(adjusted.stdout)).toMatchObject({ username, amount: '100.00', central: '150.00' });

    // Restarted, the server sees the shell's credit, and its books hold (asked of it, then by the shell after it stops).
    const again = await startServer();
    const login = await api<{ token: string }>(again.url, '/web/guest/user/login', { username, password });
    expect(login.code, login.msg).toBe(0);
    expect(await centralOf(again.url, login.data.token)).toBe('150.00');
    const report = await api<{ violations: string[] }>(again.url, '/admin/api/ledger/check', {}, await operatorToken(again.url));
    expect(report.code, report.msg).toBe(0);
    expect(report.data.violations).toEqual([]);
    await stop(again.child);
    const checked = await npm('ledger:check');
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout).toContain('all invariants hold');
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
