/**
 * Vitest setup for the web app: antd-mobile's React 19 patch, as in main.tsx (design.md §2);
 * without it Toast and Dialog render nothing.
 */
import '../antd-react19';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library registers its own cleanup only with vitest globals, which this project does not
// use: unmount after each test so no React work is left to run once jsdom is torn down.
afterEach(() => {
  cleanup();
});
