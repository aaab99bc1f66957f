/**
 * How the request helper's business errors reach the player (spec.md §7: the server's `msg` as a plain toast, no
 * icon). Registered once at start (main.tsx; the test setup does the same) through onErrorMessage, so api/ imports
 * no component.
 */
import { onErrorMessage } from '../api/request';
import { loadOverlays } from '../components/load-overlays';

export function registerErrorToasts(): () => void {
  return onErrorMessage((msg) => void loadOverlays().then(({ Toast }) => Toast.show({ content: msg })));
}
