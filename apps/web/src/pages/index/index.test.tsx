import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderAppAt } from '../../test/render-app';
import { stubApi, type ApiCall } from '../../test/app';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
});

const USER = {
  userId: 7,
  username: 'alice01',
  realName: null,
  sex: null,
  birthday: null,
  phone: null,
  email: null,
  avatar: null,
  vipLevel: 3,
  inviteCode: 'ABCD',
  isAgent: false,
  phoneBound: false,
  emailBound: false,
  hasWithdrawPassword: false,
  profileConfirmed: false,
  language: 'en',
  registeredAt: '2026-01-01T00:00:00.000Z',
};

const balanceOf = (total: string) => ({
  userBalanceMap: { central: total, locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total },
});

let total: string;
let calls: ApiCall[];
beforeEach(() => {
  localStorage.clear();
  total = '12.50';
  calls = stubApi({
    '/web/user/getUserInfo': () => ({ userInfo: USER }),
    '/web/user/getUserBalance': () => balanceOf(total),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null, userInfo: null, endedAt: null });
  document.body.innerHTML = '';
});

describe('home balance strip (issue 13)', () => {
  it('shows a member name, VIP badge and total balance instead of the welcome card; refresh refetches the balance', async () => {
    useSession.getState().signIn('tok', USER);
    await renderAppAt(i18next, PATHS.home);
    // The strip is a lazy chunk: its first import (transformed on demand under test) may take a moment.
    expect((await screen.findByTestId('home-username')).textContent).toBe('alice01');
    expect(screen.getByTestId('home-vip').textContent).toBe('VIP 3');
    await waitFor(() => expect(screen.getByTestId('home-balance').textContent).toBe('¥12.50'));
    expect(screen.queryByTestId('guest-card')).toBeNull();

    total = '112.50';
    const before = calls.filter((c) => c.path === '/web/user/getUserBalance').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('home-balance').textContent).toBe('¥112.50'));
    expect(calls.filter((c) => c.path === '/web/user/getUserBalance').length).toBe(before + 1);
  });

  it('the VIP badge opens the VIP privilege route (spec.md §2)', async () => {
    useSession.getState().signIn('tok', USER);
    await renderAppAt(i18next, PATHS.home);
    fireEvent.click(await screen.findByTestId('home-vip'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.vipPrivilege}`));
  });

  it('a guest keeps the welcome card and asks for no balance', async () => {
    await renderAppAt(i18next, PATHS.home);
    expect(await screen.findByTestId('guest-card')).toBeTruthy();
    expect(screen.queryByTestId('member-strip')).toBeNull();
    expect(calls.some((c) => c.path === '/web/user/getUserBalance')).toBe(false);
  });
});
