import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@app/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules (antd and React imported once a worker, not once a file: two thirds of
    // this project's time, issue 25); each still gets its own jsdom, and src/test/setup.ts resets the stores.
    isolate: false,
    // First: antd-mobile's React 19 patch (see the file).
    setupFiles: ['./src/test/setup.ts'],
  },
});
