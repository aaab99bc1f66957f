import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@app/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // First: antd-mobile's React 19 patch (see the file).
    setupFiles: ['./src/test/setup.ts'],
  },
});
