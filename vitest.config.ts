import { defineConfig } from 'vitest/config';

/**
 * One run covers every workspace; each has its own vitest.config.ts. With TEST_DATABASE_URL set
 * (CI), the server's database tests run a second time on PostgreSQL (design.md §7).
 */
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: './apps/server/vitest.config.ts', test: { name: 'server-pg', root: './apps/server', env: { TEST_DB: 'pg' } } }]
  : [];
if (!onPostgres.length) console.log('[vitest] TEST_DATABASE_URL not set: server tests run on PGlite only');

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/games', 'apps/server', ...onPostgres, 'apps/web', 'e2e'],
  },
});
