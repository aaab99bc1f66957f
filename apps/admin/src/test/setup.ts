/** Vitest setup of the console: what jsdom lacks for antd (matchMedia, ResizeObserver), and cleanup after each test. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy*/waitFor wait up to 15 s for what a screen shows (Testing Library's 1 s default is a guess about the
// machine). On CI the end-to-end run shares the two cores, and the first test of a worker to open a lazy screen waits
// for its module to be transformed: 5 s was seen to run out there (a clean-clone run, issue 22: the My page still
// loading). Waiting longer only slows a failure down. One value for every file (it is global state).
configure({ asyncUtilTimeout: 15_000 });

// Test files share their worker's modules and its jsdom (vitest.config.ts: isolate false): each starts as a first
// visit, with nothing the file before stored or drew.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
