import { createContext, useContext } from 'react';
import type { RouteDef } from './paths';

export const RouteContext = createContext<RouteDef | null>(null);

/** The route record of the page being rendered (title key, flags). */
export function useCurrentRoute(): RouteDef | null {
  return useContext(RouteContext);
}
