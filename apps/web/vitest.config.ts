import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@app/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules (antd and React imported once a worker, not once a file: two thirds of
    // this project's time, issue 25); the jsdom is shared too, so src/test/setup.ts resets storage, address and stores.
    isolate: false,
    // As the console's: rendered screens in jsdom on a loaded 2-core machine (CI runs the end-to-end files beside).
    testTimeout: 20_000,
    // First: antd-mobile's React 19 patch (see the file).
    setupFiles: ['./src/test/setup.ts'],
  },
});
