import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Prefixes the API server answers (design.md §4, §7); the dev server forwards them so the app runs same-origin.
 * Under /venue/ only the venues' APIs are forwarded (a `^` key is a regular expression): the house client page
 * /venue/house/ is this build's own second page.
 */
const API_PREFIXES = ['/web', '/admin', '/static', '^/venue/[^/]+/api/', '/docs'];
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  // Relative base: the built app is served by the API server under any path (design.md §7).
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // bench/web-size.mjs reads the manifest to find what the home route loads.
    manifest: true,
    rolldownOptions: {
      // Two pages: the member app (index.html) and the house venue's game client (venue/house/index.html, served at
      // /venue/house/ by the API server). bench/web-size.mjs measures only index.html's home route.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        house: fileURLToPath(new URL('./venue/house/index.html', import.meta.url)),
      },
      treeshake: {
        // @app/shared builds its zod schemas at module top level, which a bundler must assume has side effects;
        // it has none, so screens that use no schema (home) do not download zod.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
      },
    },
  },
  // `vite preview` reuses this proxy (preview.proxy defaults to server.proxy).
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
});
