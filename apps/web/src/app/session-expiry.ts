/**
 * What the shell does when the server answers 401 (spec.md §4, §7: the session is gone): relaunch to login and
 * forget the session. Registered once at start (main.tsx; the test setup does the same) through the request
 * helper's onUnauthorized hook, so api/ imports nothing from the shell.
 */
import { onUnauthorized } from '../api/request';
import { useSession } from '../stores/session';
import { relaunch } from './navigation';
import { PATHS } from './paths';

export function registerSessionExpiry(): () => void {
  return onUnauthorized(() => {
    // In this order, so a member route's guard does not see a guest and open the guest modal first.
    relaunch(PATHS.login);
    useSession.getState().clear();
  });
}
