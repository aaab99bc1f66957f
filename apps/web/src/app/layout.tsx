import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppTabBar } from './tab-bar';
import { findRoute } from './route-meta';
import { useWebsiteInfo } from '../api/guest-index';
import { assetUrl } from '../api/request';
import { setItem } from '../storage';

/** Applies the website basic info app-wide: document title and stored keywords (spec.md §3). */
function useSiteMeta(): void {
  const { data: info } = useWebsiteInfo();
  useEffect(() => {
    if (!info) return;
    if (info.title) document.title = info.title;
    if (info.keywords !== undefined) setItem('keywords', info.keywords);
    if (info.description) document.querySelector('meta[name="description"]')?.setAttribute('content', info.description);
    if (info.icon) document.querySelector('link[rel="icon"]')?.setAttribute('href', assetUrl(info.icon));
  }, [info]);
}

/** The app shell: the current page (200 ms fade-in on every route change, spec.md §2) and, on tab pages, the tab bar. */
export function AppLayout(): ReactNode {
  const location = useLocation();
  const route = findRoute(location.pathname);
  useSiteMeta();
  const withTabs = route?.tab === true;
  return (
    <div className={withTabs ? 'app-shell with-tab-bar' : 'app-shell'}>
      <div key={location.pathname} className="page-fade">
        <Outlet />
      </div>
      {withTabs && route ? <AppTabBar active={route.name} /> : null}
    </div>
  );
}
