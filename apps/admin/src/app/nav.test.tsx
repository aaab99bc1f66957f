/** The issue-15 pages in the sider follow the permission of their routes: VIP and rewards marketing, jobs owner. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { AppLayout } from './AppLayout';
import { NAV } from './nav';
import { queryClient } from './query';

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

describe('rewards pages in the navigation', () => {
  it('declares each page with its route permission', () => {
    const of = (path: string) => NAV.find((n) => n.path === path)?.permission;
    expect([of('/vip'), of('/rewards'), of('/jobs')]).toEqual(['marketing', 'marketing', 'owner']);
  });

  it.each([
    ['marketing', ['VIP levels', 'Rewards'], ['Jobs']],
    ['owner', ['VIP levels', 'Rewards', 'Jobs'], []],
    ['support', [], ['VIP levels', 'Rewards', 'Jobs']],
    ['finance', [], ['VIP levels', 'Rewards', 'Jobs']],
  ] as const)('%s sees %j and not %j', async (role, shown, hidden) => {
    stubApi({ me: meAs(role) });
    renderRoutes([{ path: '/', element: <AppLayout /> }], '/');
    await waitFor(() => expect(screen.getByTestId('operator-name').textContent).toBe(`${role}-op`), SLOW);
    const sider = screen.getByTestId('sider');
    const items = [...sider.querySelectorAll('.ant-menu-item')].map((e) => e.textContent);
    for (const label of shown) expect(items).toContain(label);
    for (const label of hidden) expect(items).not.toContain(label);
  });
});
