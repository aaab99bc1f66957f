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
    // Rendered antd forms in jsdom are slow on a shared 2-core machine.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
