import { expect, it } from 'vitest';

it('zod reads the jitless switch set before it loads (no eval probe under the CSP)', async () => {
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
