/**
 * Detours (issue 13; docs/decisions.md "Detours"): a screen that cannot go on until the player fixes something
 * elsewhere (bind a phone, set the secondary password or the real name, add a payout account — spec.md §5, §8) sends
 * the player there and gets them back with its form as it was.
 *
 * - The asking screen calls `detour(target, draft)`: its form (never a password) and its place in the history are kept
 *   in sessionStorage under its own URL, and the target opens with `?returnTo=<the asking screen's URL>`.
 * - Screens inside the detour pass the `returnTo` on (`onward`), so a detour may take several steps (add a card →
 *   set the real name first); a screen that asks in its turn simply starts a detour of its own (they nest).
 * - The screen that completes the detour calls `finishDetour(returnTarget())`: back through the history to the
 *   asking screen's own entry when it is still there, else a relaunch of it. The asking screen reads its draft once
 *   with `useDetourDraft()`.
 *
 * `returnTo` comes from the URL, so it is checked against the app's own path table (paths.ts): only a route of
 * spec.md §2, never another origin or an arbitrary URL (no open redirect). Loaded only by lazy screens.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { go, relaunch } from './navigation';
import { findRoute } from './route-meta';

export const RETURN_PARAM = 'returnTo';
const PREFIX = 'detour:';
/** A draft older than this is not restored: the player has moved on. */
const MAX_AGE_MS = 30 * 60_000;
const BASE = 'http://app.invalid';

interface DetourRecord {
  /** The asking screen's index in react-router's history (history.state.idx), when known. */
  idx?: number;
  draft?: unknown;
  at: number;
}

/** `path?query` of an in-app URL when its path is a route of paths.ts; null for anything else. */
export function safeReturn(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || !findRoute(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** `target` with `returnTo` set in its query (kept with the target's own query, e.g. `?tab=`). */
export function withReturn(target: string, returnTo: string | null): string {
  if (!returnTo) return target;
  const url = new URL(target, BASE);
  url.searchParams.set(RETURN_PARAM, returnTo);
  return `${url.pathname}${url.search}`;
}

/** The screen shown now, as `path?query` (hash routing, spec.md §2). */
function currentUrl(): string {
  return safeReturn(window.location.hash.slice(1)) ?? '/';
}

function historyIdx(): number | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(url: string): DetourRecord | null {
  try {
    const record = JSON.parse(store()?.getItem(PREFIX + url) ?? 'null') as DetourRecord | null;
    return record && typeof record.at === 'number' && Date.now() - record.at < MAX_AGE_MS ? record : null;
  } catch {
    return null;
  }
}

function write(url: string, record: DetourRecord): void {
  try {
    store()?.setItem(PREFIX + url, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the detour still returns, only without the draft.
  }
}

/** The validated `returnTo` of the current screen: where its detour goes back to, or null outside a detour. */
export function returnTarget(): string | null {
  const query = window.location.hash.split('?')[1] ?? '';
  return safeReturn(new URLSearchParams(query).get(RETURN_PARAM));
}

/** Leaves the current screen for `target`, to come back here with `draft` (plain data only, never a password). */
export function detour(target: string, draft?: unknown): void {
  const from = currentUrl();
  write(from, { idx: historyIdx(), draft, at: Date.now() });
  go(withReturn(target, from));
}

/** Opens the next screen of the detour the current screen is part of (or just opens it outside a detour). */
export function onward(target: string, opts: { replace?: boolean } = {}): void {
  const to = withReturn(target, returnTarget());
  if (opts.replace) relaunch(to);
  else go(to);
}

/** Ends a detour: back to the asking screen's own history entry when it is still behind us, else a relaunch of it. */
export function finishDetour(to: string): void {
  const record = read(to);
  const here = historyIdx();
  if (record?.idx !== undefined && here !== undefined && here > record.idx) window.history.go(record.idx - here);
  else relaunch(to);
}

/** The draft this screen left when it started a detour, read once (then forgotten); null when there is none. */
export function useDetourDraft<T>(): T | null {
  const location = useLocation();
  const url = safeReturn(`${location.pathname}${location.search}`) ?? '';
  const [record] = useState(() => read(url));
  useEffect(() => {
    try {
      store()?.removeItem(PREFIX + url);
    } catch {
      // nothing kept
    }
  }, [url]);
  return (record?.draft as T | undefined) ?? null;
}
