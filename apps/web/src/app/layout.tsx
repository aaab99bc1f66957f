import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { AppTabBar } from './tab-bar';
import { findRoute } from './route-meta';
import { useWebsiteInfo } from '../api/guest-index';
import { assetUrl } from '../api/request';
import { setItem } from '../storage';
import { useBrandName } from './brand';
import { closeOverlays } from '../components/load-overlays';

/** Applies the website basic info app-wide: document title (the brand) and stored keywords (spec.md §3). */
function useSiteMeta(): void {
  const { data: info } = useWebsiteInfo();
  const brand = useBrandName();
  useEffect(() => {
    if (info) document.title = brand;
  }, [info, brand]);
  useEffect(() => {
    if (!info) return;
    if (info.keywords !== undefined) setItem('keywords', info.keywords);
    if (info.description) document.querySelector('meta[name="description"]')?.setAttribute('content', info.description);
    if (info.icon) document.querySelector('link[rel="icon"]')?.setAttribute('href', assetUrl(info.icon));
  }, [info]);
}

/** Last scroll position of each history entry (location.key survives back/forward in history.state). */
const scrollOf = new Map<string, number>();

/**
 * Scroll per screen (issue 13; the window is what scrolls): a screen opened anew starts at its top, back/forward
 * (POP) returns an entry to its own position, a change of query on the same screen (tabs, filters) leaves it. A
 * restored screen may still be loading its data, so the position is retried each frame for up to a second; scroll
 * events in that time are not recorded. Lives in the shell, so it is kept to a few hundred bytes.
 */
function useScrollMemory(): void {
  const { key, pathname } = useLocation();
  const pop = useNavigationType() === 'POP';
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    history.scrollRestoration = 'manual';
    const y = pop ? (scrollOf.get(key) ?? 0) : shown.current === pathname ? scrollY : 0;
    shown.current = pathname;
    let frame = 0;
    let tries = 60;
    const place = (): void => {
      if (scrollY !== y) scrollTo(0, y);
      frame = scrollY < y && --tries ? requestAnimationFrame(place) : 0;
    };
    place();
    const save = (): void => {
      if (!frame) scrollOf.set(key, scrollY);
    };
    addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', save);
    };
  }, [key]); // key alone names the history entry; its pathname and navigation type come with it
}

/**
 * Dialogs, sheets and pictures shown over a screen are drawn outside it and cover it with a mask, so the way away from
 * them is the phone's back (history): they close when the history moves to another entry (issue 24: the welfare
 * "received" dialog stayed over the previous screen). Screens that move on by themselves close their own dialogs.
 * `key` is the history entry shown (react-router keeps it in history.state); a popstate that lands on that same entry
 * (a hash set by hand, replaced since) closes nothing.
 */
function useOverlaysClosedOnBack(key: string): void {
  const shown = useRef(key);
  useLayoutEffect(() => {
    shown.current = key;
  }, [key]);
  useEffect(() => {
    const onPop = (): void => {
      if ((window.history.state as { key?: string } | null)?.key !== shown.current) closeOverlays();
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
}

/** The app shell: the current page (200 ms fade-in on every route change, spec.md §2) and, on tab pages, the tab bar. */
export function AppLayout(): ReactNode {
  const location = useLocation();
  const route = findRoute(location.pathname);
  useSiteMeta();
  useScrollMemory();
  useOverlaysClosedOnBack(location.key);
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
