import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@app/admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendered antd forms in jsdom are slow on a shared 2-core machine.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
  },
});
