/**
 * Logging out sends no call without its session (issue 22): CI saw three 401s after "Log out" — the dashboard's
 * calls, sent while the logout was on its way (or after it, from a page whose chunk arrived late), reached the
 * server after it had ended the session.
 */
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, getToken, request } from '../api/request';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { AppLayout } from './AppLayout';
import { queryClient } from './query';

function SlowPage() {
  const slow = useQuery({ queryKey: ['slow'], queryFn: () => request<string[]>('slow') });
  return <div data-testid="slow-page">{slow.data ? 'answered' : 'waiting'}</div>;
}

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('log out (issue 22)', () => {
  it('forgets the token at once, lets the calls sent under it be answered, then has the server end the session', async () => {
    const me = meAs('owner');
    const sent: string[] = [];
    let answerSlow: () => void = () => undefined;
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const path = url.replace('/admin/api/', '');
        sent.push(`${path} token=${(init.headers as Record<string, string>).token}`);
        if (path === 'slow') {
          return new Promise<Response>((resolve) => {
            answerSlow = () => {
              sent.push('slow answered');
              resolve(json({ code: 0, msg: 'success', data: [] }));
            };
          });
        }
        return Promise.resolve(json(path === 'me' ? me : { code: 0, msg: 'success', data: null }));
      }),
    );
    const router = renderRoutes(
      [
        { path: '/', element: <AppLayout />, children: [{ path: 'slow', element: <SlowPage /> }] },
        { path: '/login', element: <div data-testid="login-page" /> },
      ] as Parameters<typeof renderRoutes>[0],
      '/slow',
    );
    await waitFor(() => expect(sent).toContain('slow token=test-token'), SLOW);

    fireEvent.click(screen.getByTestId('logout'));
    expect(getToken()).toBeNull();
    await screen.findByTestId('login-page');
    expect(router.state.location.pathname).toBe('/login');
    // The call sent under the session is still on its way: the server has not been asked to end it yet.
    expect(sent.some((s) => s.startsWith('logout'))).toBe(false);

    answerSlow();
    await waitFor(() => expect(sent).toContain('logout token=test-token'));
    expect(sent.indexOf('slow answered')).toBeLessThan(sent.indexOf('logout token=test-token'));
    // Nothing left without a session.
    expect(sent.filter((s) => s.endsWith('token='))).toEqual([]);
  });
});
