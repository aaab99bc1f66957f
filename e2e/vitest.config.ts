import { defineProject } from 'vitest/config';

/** End-to-end tests: the real `npm start` server and Debian's Chromium (design.md §7). */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Files run in parallel, each worker on its own server (global-setup.ts): most of an end-to-end test is waiting
    // for a page or a server, so several at once use the machine that one at a time leaves idle (issue 25).
    // expect.poll waits for a condition; its default of 1 s is a guess about the machine's speed (a console list
    // refetched after a delete took longer on a loaded run, issue 22). Conditions get the time an action gets.
    expect: { poll: { timeout: 10_000 } },
  },
});
