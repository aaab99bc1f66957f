import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@app/admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules (antd and React imported once a worker, not once a file: two thirds of
    // this project's time, issue 25); the jsdom is shared too: src/test/setup.ts resets storage and address, and each
    // test renders its own QueryClient.
    isolate: false,
    // A whole form rendered with antd in jsdom, on a 2-core machine that runs the end-to-end browsers beside it (npm
    // test runs both projects at once): 8-12 s alone, up to 24 s in CI. Each step's own wait (asyncUtilTimeout 5 s,
    // SLOW 10 s) still fails a wrong screen quickly; this bounds the whole test.
    testTimeout: 60_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
