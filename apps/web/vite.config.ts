import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Prefixes the API server answers (design.md §4, §7); the dev server forwards them so the app runs same-origin.
 * Under /venue/ only the venues' APIs are forwarded (a `^` key is a regular expression): the house client page
 * /venue/house/ is this build's own second page.
 */
const API_PREFIXES = ['/web', '/admin', '/static', '/media', '^/venue/[^/]+/api/', '/docs'];
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * Two builds into one dist/: the member app (default mode), then the house venue's game client
 * (`vite build --mode house`: venue/house/index.html, served at /venue/house/ by the API server). Separate builds,
 * so the two apps' chunks do not mix and the home route loads nothing of the game client; the second build keeps
 * dist/ and the member app's manifest (bench/web-size.mjs measures home from it).
 */
export default defineConfig(({ mode }) => {
  const house = mode === 'house';
  return {
    // Relative base: the built app is served by the API server under any path (design.md §7).
    base: './',
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: !house,
      target: 'es2022',
      // bench/web-size.mjs reads the manifest to find what the home route loads.
      manifest: !house,
      // No preload lists for lazy pages: each lazy route's list of chunks sat in the home bundle (≈ 4 KB gzip for
      // ~70 routes, docs/decisions.md); a page's shared chunks load when its own chunk asks for them.
      modulePreload: false,
      rolldownOptions: {
        input: house
          ? fileURLToPath(new URL('./venue/house/index.html', import.meta.url))
          : fileURLToPath(new URL('./index.html', import.meta.url)),
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
  };
});
