import { configDefaults, defineConfig } from 'vitest/config';

/** About the embedded database only (one process at a time on DATA_DIR/pglite): nothing to run again on PostgreSQL. */
const embeddedOnly = ['**/shell-lock.test.ts'];

/**
 * One run covers every workspace; each has its own vitest.config.ts. With TEST_DATABASE_URL set
 * (CI), the server's database tests run a second time on PostgreSQL (design.md §7).
 */
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{
      extends: './apps/server/vitest.config.ts',
      test: { name: 'server-pg', root: './apps/server', env: { TEST_DB: 'pg' }, exclude: [...configDefaults.exclude, ...embeddedOnly] },
    }]
  : [];
if (!onPostgres.length) console.log('[vitest] TEST_DATABASE_URL not set: server tests run on PGlite only');

export default defineConfig({
  test: {
    // The e2e teardown stops its server and runs `npm run ledger:check` on its data directory (e2e/global-setup.ts).
    teardownTimeout: 120_000,
    projects: ['packages/shared', 'packages/games', 'packages/venue-protocol', 'apps/venue-sim', 'apps/server', ...onPostgres, 'apps/web', 'apps/admin', 'e2e'],
  },
});
