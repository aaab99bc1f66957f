/** The owner's alert of operator logins under attack (issue 23 item 6): shown to owners only, each name with its lock. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { LoginAttacksAlert } from './LoginAttacksAlert';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const ATTACKS = {
  list: [
    { username: 'admin', locks: 3, lastAt: '2026-11-24T11:00:00.000Z', lockedUntil: '2026-11-24T11:15:00.000Z', attempts: 240 },
    { username: 'finance1', locks: 1, lastAt: '2026-11-24T02:00:00.000Z', lockedUntil: null, attempts: null },
  ],
};

describe('login attacks alert', () => {
  it('an owner sees each name: a running lock with its attempts and end, a past one with its count', async () => {
    stubApi({ me: meAs('owner'), 'operator/loginAttacks': ok(ATTACKS) });
    renderRoutes([{ path: '/', element: <LoginAttacksAlert /> }], '/');
    const alert = await screen.findByTestId('login-attacks', {}, SLOW);
    expect(alert.textContent).toContain('Operator logins under attack');
    expect(screen.getByTestId('login-attack-admin').textContent).toMatch(/^admin: 240 failed logins; a password alone is refused until 2026-11-24 \d\d:15:00$/);
    expect(screen.getByTestId('login-attack-finance1').textContent).toMatch(/^finance1: locked by failed logins 1× in the last 24 hours \(latest 2026-11-24 \d\d:00:00\)$/);
    expect(alert.textContent).toContain('authenticator');
  });

  it('nothing without attacks, and nothing for other roles (the route is the owner’s)', async () => {
    const calls = stubApi({ me: meAs('finance'), 'operator/loginAttacks': ok(ATTACKS) });
    renderRoutes([{ path: '/', element: <div data-testid="page"><LoginAttacksAlert /></div> }], '/');
    await screen.findByTestId('page', {}, SLOW);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/me'))).toBe(true), SLOW);
    expect(screen.queryByTestId('login-attacks')).toBeNull();
    expect(calls.some((c) => c.url.endsWith('operator/loginAttacks'))).toBe(false);
  });
});
