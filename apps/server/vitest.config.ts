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
    // Files share their worker's modules (and its template database, test/helpers.ts freshDatabase) instead of
    // importing the whole server again each: two thirds of this project's time was that import and the snapshot
    // load (issue 25). Every file still builds its own app on its own database; module state is per database
    // (WeakMaps keyed by the handle) or keyed by random tokens.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
