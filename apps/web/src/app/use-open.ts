import { useCallback } from 'react';
import { showGuestModal } from './guest-modal';
import { go } from './navigation';
import { PATHS, type RouteName } from './paths';
import { findRoute } from './route-meta';
import { isLoggedIn } from '../stores/session';

/**
 * The one way screens open another route: member routes ask a guest to log in first (spec.md §2, §6) instead of
 * navigating. Direct URL visits are caught by the route guard in route-page.tsx.
 */
export function useOpen(): (name: RouteName, search?: string) => void {
  return useCallback((name: RouteName, search = '') => {
    const route = findRoute(PATHS[name]);
    if (route?.member && !isLoggedIn()) showGuestModal();
    else go(`${PATHS[name]}${search}`);
  }, []);
}
