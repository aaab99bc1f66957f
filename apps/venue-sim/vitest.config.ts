import { defineProject } from 'vitest/config';

/** Project "venue-sim": the simulator as a real process on its own port (its protocol, faults and storage). */
export default defineProject({
  test: { name: 'venue-sim', environment: 'node', include: ['test/**/*.test.ts'], testTimeout: 30_000 },
});
