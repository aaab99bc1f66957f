import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AsyncPage, DelayedLoading } from './async-page';
import { showGuestModal } from './guest-modal';
import { PageNavBar } from './nav-bar';
import { PATHS } from './paths';
import type { RouteDef } from './routes';
import { RouteContext } from './route-context';
import { sessionJustEnded, useSession } from '../stores/session';

const Refreshable = lazy(() => import('./refreshable'));

/** A guest who opens a member route by URL lands on home and sees the login modal (spec.md §2, §6). */
function GuestRedirect(): ReactNode {
  const navigate = useNavigate();
  useEffect(() => {
    // The session ended on this page (sign out, 401): whoever ended it is already relaunching; no guest modal.
    if (sessionJustEnded()) return;
    void navigate(PATHS.home, { replace: true });
    showGuestModal();
  }, [navigate]);
  return null;
}

/** Everything a route renders around its lazily loaded screen: guard, nav bar, optional pull-to-refresh. */
export function RoutePage({ route }: { route: RouteDef }): ReactNode {
  const token = useSession((s) => s.token);
  if (route.member && !token) return <GuestRedirect />;
  const page = <AsyncPage load={route.load} />;
  return (
    <RouteContext value={route}>
      <div className="route-page" data-orientation={route.landscape ? 'landscape' : undefined}>
        {route.ownNavBar ? null : <PageNavBar />}
        {route.pullToRefresh ? (
          <Suspense fallback={<DelayedLoading />}>
            <Refreshable>{page}</Refreshable>
          </Suspense>
        ) : (
          page
        )}
      </div>
    </RouteContext>
  );
}
