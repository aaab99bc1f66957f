import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@app/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules (antd and React imported once a worker, not once a file: two thirds of
    // this project's time, issue 25); the jsdom is shared too, so src/test/setup.ts resets storage, address and stores.
    isolate: false,
    // A whole screen rendered with antd-mobile in jsdom, on a 2-core machine that runs the end-to-end browsers beside it (npm
    // test runs both projects at once): 8-12 s alone, up to 24 s in CI. Each step's own wait (asyncUtilTimeout 5 s)
    // still fails a wrong screen quickly; this bounds the whole test.
    testTimeout: 60_000,
    // First: antd-mobile's React 19 patch (see the file).
    setupFiles: ['./src/test/setup.ts'],
  },
});
