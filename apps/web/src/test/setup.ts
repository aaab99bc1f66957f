/**
 * Vitest setup for the web app: antd-mobile's React 19 patch, as in main.tsx (design.md §2);
 * without it Toast and Dialog render nothing.
 */
import '../antd-react19';
import { Globals } from '@react-spring/web';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { registerErrorToasts } from '../app/error-toasts';
import { registerSessionExpiry } from '../app/session-expiry';
import { getItem } from '../storage';
import { useSession } from '../stores/session';
import { useSite } from '../stores/site';
import { takeViolations } from './contract';

// As main.tsx does at start: a 401 relaunches to login and forgets the session.
registerSessionExpiry();
// Springs end at once (react-spring's own advice for tests). Animated, an overlay closed before its first frame
// (a test clicking a dialog's button as soon as its text appeared: jsdom paints every 16 ms) never reached its rest:
// it stayed mounted and invisible, its afterClose never ran, and the next guest modal or toast of the worker did not
// show (reproduced with --sequence.shuffle; clean-clone CI saw "Copied" and "Added to favourites" never appear). The
// browsers of the end-to-end tests animate. Nothing on the player's screens may loop a spring (SpinLoading does:
// with this it would spin forever), so loading states use DotLoading or the CSS spinner.
Globals.assign({ skipAnimation: true });
registerErrorToasts();
// A toast stays 10 s in tests, not 2, so a test on a loaded machine still finds it after a slow render. (It was
// thought to be why "Copied" went unseen in CI; the cause was the unfinished close above, docs/decisions.md.)
Toast.config({ duration: 10_000 });

// findBy*/waitFor wait up to 15 s for what a screen shows (Testing Library's 1 s default is a guess about the
// machine). On CI the end-to-end run shares the two cores, and the first test of a worker to open a lazy screen waits
// for its module to be transformed: 5 s was seen to run out there (a clean-clone run, issue 22: the My page still
// loading). Waiting longer only slows a failure down. One value for every file (it is global state).
configure({ asyncUtilTimeout: 15_000 });

// Test files share their worker's modules and its jsdom (vitest.config.ts: isolate false): each file starts as a
// first visit would, with empty storage, no address and the stores as a page load makes them, never with what the
// file before left (a token in storage made a guest's screen a member's).
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';
useSession.setState({ token: getItem('token') || null, userInfo: getItem('userInfo'), endedAt: null });
useSite.setState(useSite.getInitialState(), true);

// Each test starts without the session storage the one before left: a detour draft (app/detour.ts) kept by a test
// that left a form for another screen filled the next test's form at the same address (its checks then found nothing
// to say: the deposit form's "Please enter the amount", in shuffled order). Files that sign in keep localStorage.
beforeEach(() => {
  sessionStorage.clear();
});

// Testing Library registers its own cleanup only with vitest globals, which this project does not
// use: unmount after each test so no React work is left to run once jsdom is torn down.
afterEach(() => {
  // An overlay a test left open would be the next test's (a guest modal open stops the next one showing).
  Dialog.clear();
  Toast.clear();
  cleanup();
  // A stubbed answer the server would not send (test/contract.ts) fails the test that stubbed it.
  const violations = takeViolations();
  if (violations.length) throw new Error(`stubbed answers differ from the shared response schemas:\n${violations.join('\n')}`);
});

// Imperative overlays (Dialog, Toast) live in their own React roots, outside cleanup's reach, and
// animate out after being closed: close them and let the animation end while jsdom still exists
// (a render after teardown fails the run with "window is not defined").
afterAll(async () => {
  Dialog.clear();
  Toast.clear();
  await new Promise((resolve) => setTimeout(resolve, 400));
});
