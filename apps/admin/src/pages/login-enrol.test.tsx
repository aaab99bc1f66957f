/**
 * The login screen and the first-login enrolment, rendered: password → otp field on the server's request →
 * console; and mustEnrol → QR + secret → code → recovery codes shown once → console.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import EnrolPage from './EnrolPage';
import LoginPage from './LoginPage';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/enrol', element: <EnrolPage /> },
      { path: '/', element: <div data-testid="console-home">console</div> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AntApp>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  );
  return router;
}

const me = (over: object) => ok({ operatorId: 2, username: 'newbie', role: 'finance', permissions: ['finance'], totpEnabled: false, mustEnrol: false, timeZone: 'Asia/Shanghai', ...over });
/** A loaded 2-core machine renders antd forms slowly. */
const SLOW = { timeout: 20_000 };
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

let restore: () => void;
beforeEach(() => {
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('login screen', () => {
  it('asks for the second factor when the server does, then opens the console', async () => {
    const calls = stubApi({
      login: (body) => (body.otp ? ok({ token: 'tok' }) : { code: 3101, msg: 'otp required', data: null }),
      me: me({ totpEnabled: true }),
    });
    const router = renderAt('/login');
    expect(screen.queryByTestId('login-otp')).toBeNull();
    type('login-username', 'newbie');
    type('login-password', 'pw-1234567');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('login-otp', {}, SLOW);
    type('login-otp', '654321');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('console-home', {}, SLOW);
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((c) => c.url.endsWith('/login') && c.body.otp)?.body).toEqual({ username: 'newbie', password: 'pw-1234567', otp: '654321' });
  });

  it('first login with mustEnrol: QR and secret, a code, the recovery codes once, then the console', async () => {
    const calls = stubApi({
      login: ok({ token: 'tok' }),
      me: me({ mustEnrol: true }),
      'totp/setup': ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Site:newbie?secret=JBSWY3DPEHPK3PXP&issuer=Site' }),
      'totp/enable': (body) => (body.otp === '111222' ? ok({ recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] }) : { code: 3102, msg: 'wrong', data: null }),
    });
    const router = renderAt('/login');
    type('login-username', 'newbie');
    type('login-password', 'pw-1234567');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrol'), SLOW);
    expect((await screen.findByTestId('enrol-secret', {}, SLOW)).textContent).toContain('JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('enrol-qr')).toBeTruthy();
    type('enrol-otp', '111222');
    fireEvent.click(screen.getByTestId('enrol-submit'));
    const codes = await screen.findByTestId('recovery-codes', {}, SLOW);
    expect(codes.textContent).toContain('aaaa-bbbb');
    expect(codes.textContent).toContain('cccc-dddd');
    expect(calls.find((c) => c.url.endsWith('totp/enable'))?.body).toEqual({ otp: '111222' });
    fireEvent.click(screen.getByTestId('enrol-enter'));
    await screen.findByTestId('console-home', {}, SLOW);
  });
});
