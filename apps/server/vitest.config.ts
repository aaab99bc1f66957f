import { defineProject } from 'vitest/config';

/**
 * Server tests run on in-memory PGlite (project "server"); when TEST_DATABASE_URL is set the same
 * files run again on PostgreSQL (project "server-pg", see the root vitest.config.ts).
 */
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
