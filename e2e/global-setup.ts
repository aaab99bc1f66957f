import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** Password of the operator `admin` the server creates on its first start (api-contract.md Operator API). */
    e2eAdminPassword: string;
    /** The server's DATA_DIR: tests read verification codes from its outbox.jsonl (design.md §7). */
    e2eDataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');
/** A throwaway database gets a throwaway operator password; tests log in with it to credit players. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? `e2e-${crypto.randomUUID()}`;

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

async function waitReady(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/web/guest/index/getWebsiteBasicInfo`, { method: 'POST' });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

/**
 * Builds the web app and the operator console and starts the server exactly as `npm start` does, on a free port with a new data directory and
 * the embedded database (PGlite, even where TEST_DATABASE_URL is set: that is what `npm start` gives a newcomer), so
 * the end-to-end tests see what a newcomer sees. At the end the server stops and `npm run ledger:check` runs on its
 * data directory: the books of every flow must hold (each money flow also asks the running server, see players.ts).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('/usr/bin/chromium')) {
    if (process.env.E2E_REQUIRED === '1') throw new Error('E2E_REQUIRED=1 but /usr/bin/chromium is missing');
    console.log('[e2e] skipped: /usr/bin/chromium not found (set E2E_REQUIRED=1 to make this an error)');
    project.provide('e2eBaseUrl', '');
    project.provide('e2eAdminPassword', '');
    project.provide('e2eDataDir', '');
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle; test what ships.
    const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error('web build failed');
    const admin = spawnSync('npm', ['run', 'build:admin'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (admin.status !== 0) throw new Error('operator console build failed');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'warn', DATABASE_URL: '', ADMIN_PASSWORD,
      // The flows log `admin` in with its password (e2e/players.ts); an operator that enrols a TOTP needs it from then on.
      OPERATOR_2FA: 'optional',
      // Every test browser is one IP (127.0.0.1) loading every chunk of every page: the per-IP limit of 600 a minute
      // (server tests cover it) would refuse the later tests' page loads.
      RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, server, 60_000);
  project.provide('e2eBaseUrl', url);
  project.provide('e2eAdminPassword', ADMIN_PASSWORD);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    // The server has released its data directory: the shell's own check of the books every flow left behind.
    const check = spawnSync('npm', ['run', '--silent', 'ledger:check'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (check.status !== 0) {
      // Vitest only logs a teardown error: make the run fail, and keep the data directory to look into.
      process.exitCode = 1;
      throw new Error(`[e2e] npm run ledger:check failed (exit ${check.status}) on ${dataDir}:\n${check.stdout}${check.stderr}`);
    }
    console.log(`[e2e] npm run ledger:check on the e2e server's data directory: ${check.stdout.trim().split('\n').join('; ')}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
