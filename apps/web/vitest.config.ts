import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const appModules = fileURLToPath(new URL('./node_modules/', import.meta.url));

export default defineProject({
  resolve: {
    // The workspace root holds React 18 (a peer of root dev tools) while the app uses React 19 from its own
    // node_modules. Every import of react/react-dom must reach the app's copy, or hooks break.
    alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${appModules}$1$2` }],
  },
  test: {
    name: '@app/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // First: antd-mobile's React 19 patch and the CommonJS React redirect (see the file).
    setupFiles: ['./src/test/setup.ts'],
    // Inline (transform) dependencies so the alias above also applies to ESM libraries such as antd-mobile.
    server: { deps: { inline: true } },
  },
});
