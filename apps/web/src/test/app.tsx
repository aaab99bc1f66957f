/**
 * Shared helpers for screen tests: a fake API answering envelopes per path (recording every call as the request
 * helper sent it), and rendering a screen inside the app's providers and router as a signed-in member.
 */
import { render } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { HashRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { setItem } from '../storage';
import { checkStubbedAnswer } from './contract';

export interface ApiCall {
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers `data` for a code-0 envelope; a handler may also reject (a network failure). */
export type ApiRoutes = Record<string, (call: ApiCall) => unknown>;

/**
 * Stubs fetch with the routes; unknown paths answer code 404. Each answer's data must match the endpoint's shared
 * response schema (test/contract.ts). Returns the list of calls, in order.
 */
export function stubApi(routes: ApiRoutes): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://test');
      const call: ApiCall = {
        path: url.pathname,
        query: url.searchParams,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[call.path];
      const data = route ? await route(call) : null;
      if (route) checkStubbedAnswer(call.path, data);
      const envelope = route ? { code: 0, msg: 'ok', data } : { code: 404, msg: 'not found', data: null };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** Renders a screen as a signed-in member, at `path` of the hash router. */
export function renderMemberScreen(i18next: i18n, screen: ReactNode, path = '/'): void {
  localStorage.clear();
  setItem('token', 'tok');
  window.location.hash = `#${path}`;
  render(
    <AppProviders i18n={i18next} queryClient={createQueryClient()}>
      <HashRouter>{screen}</HashRouter>
    </AppProviders>,
  );
}

/** getTransWalletBalanceInfo with one venue, for screens that name wallets. */
export const oneVenue = () => ({
  central: '0.00',
  list: [{ platType: 'house_live', name: 'Live', gameType: 'live', status: 'normal', balance: '0.00', locked: false }],
});
