import { useEffect, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { AppLayout } from './layout';
import { registerNavigate } from './navigation';
import { PATHS } from './paths';
import { ROUTES } from './routes';
import { RoutePage } from './route-page';

/** Gives code outside components (request helper, dialogs) the router's navigate. */
function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, opts) => void navigate(to, opts)), [navigate]);
  return null;
}

/**
 * Hash routing (spec.md §2) over every route of paths.ts; unknown paths go home. Declarative HashRouter rather
 * than the data router: the app uses no loaders or actions, and the data router costs ~10 KB gzip on home's
 * first load (bench/web-size.mjs).
 */
export function AppRouter(): ReactNode {
  return (
    <HashRouter>
      <NavigationBridge />
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => (
            <Route key={route.name} path={route.path} element={<RoutePage route={route} />} />
          ))}
          <Route path="*" element={<Navigate to={PATHS.home} replace />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
