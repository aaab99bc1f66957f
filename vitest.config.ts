import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config.js';

/**
 * The server's test files that run a second time on PostgreSQL (CI sets TEST_DATABASE_URL): those tagged
 * `// @postgres: <why>` on a line of their own, the ones whose outcome can differ between PGlite and a real server:
 * concurrency and locking (PGlite has one connection), query plans, set-wise SQL and the pg driver's types, several
 * servers on one database (issue 25: not every file twice). Every other server file runs on PGlite only.
 */
const SERVER = path.resolve(import.meta.dirname, 'apps/server');
const POSTGRES_TAG = /^\/\/ @postgres: \S/m;
const postgresFiles = (fs.readdirSync(SERVER, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((f) => /^(src|test)\//.test(f) && f.endsWith('.test.ts') && POSTGRES_TAG.test(fs.readFileSync(path.join(SERVER, f), 'utf8')))
  .sort();

// The server project's own settings, with the tagged files only: `extends` would concatenate `include` with the
// server's own globs (every file again, as the first try of this found).
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{ test: { ...server.test, name: 'server-pg', root: './apps/server', env: { TEST_DB: 'pg' }, include: postgresFiles, exclude: [...configDefaults.exclude] } }]
  : [];
if (!onPostgres.length) console.log('[vitest] TEST_DATABASE_URL not set: server tests run on PGlite only');

/**
 * Files at once, over every project. Vitest's default (cores − 1) ran one file at a time on a 2-core machine, while
 * most end-to-end and PostgreSQL time is waiting for a browser, a server or a lock: two files a core keep it busy
 * (issue 25). Each end-to-end worker has its own server (e2e/global-setup.ts). TEST_WORKERS overrides.
 */
const workers = Number(process.env.TEST_WORKERS) || 2 * Math.max(1, os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    // The e2e teardown stops its server and runs `npm run ledger:check` on its data directory (e2e/global-setup.ts).
    teardownTimeout: 120_000,
    projects: ['packages/shared', 'packages/games', 'packages/venue-protocol', 'apps/venue-sim', 'apps/server', ...onPostgres, 'apps/web', 'apps/admin', 'e2e'],
  },
});
