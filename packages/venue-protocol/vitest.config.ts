import { defineProject } from 'vitest/config';

/** Project "venue-protocol": signing and message rules of docs/venue-protocol.md. */
export default defineProject({
  test: { name: 'venue-protocol', environment: 'node', include: ['src/**/*.test.ts'] },
});
