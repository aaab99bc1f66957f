/** Loads the overlay chunk (see overlays.ts); the browser caches it after the first call. */
export const loadOverlays = (): Promise<typeof import('./overlays')> => import('./overlays');

const clearers = new Set<() => void>();

/**
 * Registers how to close one kind of imperative overlay (Dialog, ActionSheet, ImageViewer): they are drawn outside the
 * page, so leaving the page does not remove them. Called by the module that shows them, when it loads.
 */
export function closesOnLeave(clear: () => void): void {
  clearers.add(clear);
}

/** Closes every imperative overlay still open: the shell calls it when the player goes back (issue 24). */
export function closeOverlays(): void {
  for (const clear of clearers) clear();
}
