/** Loads the overlay chunk (see overlays.ts); the browser caches it after the first call. */
export const loadOverlays = (): Promise<typeof import('./overlays')> => import('./overlays');
