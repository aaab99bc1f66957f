import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { e2eServerEnv, ROOT as root, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** Password of the operator `admin` the server creates on its first start (api-contract.md Operator API). */
    e2eAdminPassword: string;
    /** The server's DATA_DIR: tests read verification codes from its outbox.jsonl (design.md §7). */
    e2eDataDir: string;
  }
}

/** A throwaway database gets a throwaway operator password; tests log in with it to credit players. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? `e2e-${crypto.randomUUID()}`;

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
  const server = await startServer({ ...e2eServerEnv(ADMIN_PASSWORD), DATABASE_URL: '' });
  const { url, dataDir } = server;
  project.provide('e2eBaseUrl', url);
  project.provide('e2eAdminPassword', ADMIN_PASSWORD);
  project.provide('e2eDataDir', dataDir);
  return async () => {
    await server.stop();
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
