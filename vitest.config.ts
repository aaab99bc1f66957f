import { defineConfig } from 'vitest/config';

// One run covers every workspace; each workspace has its own vitest.config.ts (environment, setup).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/games', 'apps/server', 'apps/web'],
  },
});
