/**
 * Navigation for code outside React components (the request helper, dialogs): the router registers its navigate
 * function here at start-up. "Relaunch" (spec.md §1, §4) = open a route replacing the current history entry.
 */
type Navigate = (to: string, opts: { replace: boolean }) => void;

let navigate: Navigate | null = null;

/** Registers the router's navigate; returns the unregister function (for effect cleanup). */
export function registerNavigate(fn: Navigate): () => void {
  navigate = fn;
  return () => {
    if (navigate === fn) navigate = null;
  };
}

export function relaunch(path: string): void {
  if (navigate) navigate(path, { replace: true });
  // Before the router exists (or in tests without it), the hash is the route under hash routing (spec.md §2).
  else window.location.replace(`#${path}`);
}

/** Relaunch to home and reload, so every screen renders again in the new language (spec.md §1). */
export function relaunchAndReload(path: string): void {
  window.location.replace(`#${path}`);
  window.location.reload();
}

/** Opens a route on top of the current one (the router's push). */
export function go(path: string): void {
  if (navigate) navigate(path, { replace: false });
  else window.location.assign(`#${path}`);
}
