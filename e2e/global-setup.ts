import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { e2eServerEnv, ROOT as root, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The e2e servers, one per test worker (VITEST_POOL_ID n uses the n-th): files run in parallel, each worker's files
     * one after another on its own server. `dataDir` is the server's DATA_DIR: tests read verification codes from
     * its outbox.jsonl (design.md §7).
     */
    e2eServers: { url: string; dataDir: string }[];
    /** Password of the operator `admin` each server creates on its first start (api-contract.md Operator API). */
    e2eAdminPassword: string;
  }
}

/** A throwaway database gets a throwaway operator password; tests log in with it to credit players. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? `e2e-${crypto.randomUUID()}`;

/**
 * Builds the web app and the operator console and starts servers exactly as `npm start` does, each on a free port with
 * a new data directory and the embedded database (PGlite, even where TEST_DATABASE_URL is set: that is what `npm start`
 * gives a newcomer), so the end-to-end tests see what a newcomer sees: one server per test worker (the run's
 * maxWorkers), so files run in parallel without sharing a server (issue 25). At the end the servers stop and
 * `npm run ledger:check` runs on each data directory: the books of every flow must hold (each money flow also asks the
 * running server, see players.ts).
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('/usr/bin/chromium')) {
    if (process.env.E2E_REQUIRED === '1') throw new Error('E2E_REQUIRED=1 but /usr/bin/chromium is missing');
    console.log('[e2e] skipped: /usr/bin/chromium not found (set E2E_REQUIRED=1 to make this an error)');
    project.provide('e2eServers', []);
    project.provide('e2eAdminPassword', '');
    return;
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle; test what ships. The two
    // builds are independent: side by side.
    const env = { ...process.env, NODE_ENV: 'production' };
    const [web, admin] = await Promise.all([build('build:web', env), build('build:admin', env)]);
    if (web !== 0) throw new Error('web build failed');
    if (admin !== 0) throw new Error('operator console build failed');
  }
  const count = Math.max(1, project.vitest.config.maxWorkers || 1);
  const servers = await Promise.all(Array.from({ length: count }, () => startServer({ ...e2eServerEnv(ADMIN_PASSWORD), DATABASE_URL: '' })));
  project.provide('e2eServers', servers.map(({ url, dataDir }) => ({ url, dataDir })));
  project.provide('e2eAdminPassword', ADMIN_PASSWORD);
  console.log(`[e2e] ${count} server(s), one per test worker: ${servers.map((s) => s.url).join(' ')}`);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // The servers have released their data directories: the shell's own check of the books every flow left behind.
    for (const { dataDir } of servers) {
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
      console.log(`[e2e] npm run ledger:check on ${dataDir}: ${check.stdout.trim().split('\n').join('; ')}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

/** `npm run <script>` with its output shown; resolves to its exit code. */
function build(script: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
}
