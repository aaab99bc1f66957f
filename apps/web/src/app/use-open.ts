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
  return useCallback((name: RouteName, search = '') => openPath(PATHS[name], search), []);
}

/** A route of paths.ts with its query, or the members-only modal for a guest at a member route. */
function openPath(path: string, search: string): void {
  const route = findRoute(path);
  if (route?.member && !isLoggedIn()) showGuestModal();
  else go(`${path}${search}`);
}

/**
 * Opens a link an operator configured (a banner, the download prompt, the customer-service link): a route of the app
 * (`/pages/…` or `#/pages/…`, with its query) opens in place through the guest check, like useOpen; an http(s)
 * address opens in a new tab; anything else does nothing. "Download now" pointing at About stays in the app (issue 24).
 */
export function openLink(link: string): void {
  const inApp = link.startsWith('#') ? link.slice(1) : link;
  const query = inApp.indexOf('?');
  const route = inApp.startsWith('/') ? findRoute(query < 0 ? inApp : inApp.slice(0, query)) : undefined;
  if (route) openPath(route.path, query < 0 ? '' : inApp.slice(query));
  else if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
}
