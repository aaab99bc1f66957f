import { defineProject } from 'vitest/config';

/** Project "games": pure engines. The exactness tests enumerate whole outcome spaces, hence the longer timeout. */
export default defineProject({
  test: {
    name: 'games',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
