import { createContext, useContext } from 'react';
import type { RouteMeta } from './route-meta';

export const RouteContext = createContext<RouteMeta | null>(null);

/** The route record of the page being rendered (title key, flags). */
export function useCurrentRoute(): RouteMeta | null {
  return useContext(RouteContext);
}
