import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The operator console (issue 14): its own build, served by the API server at /admin/ (apps/server/src/app.ts),
 * so its base is absolute and nothing of it lands in the player app's dist (bench/web-size.mjs counts only that).
 * In dev, the API is forwarded to the server like the player app's dev server does.
 */
/** The API server `vite dev` / `vite preview` forward to (ADMIN_API_TARGET, e.g. another local server). */
const API_TARGET = process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // antd alone is ~400 KB min; the console is a desktop app on an office network, pages are split lazily.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/admin/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
});
