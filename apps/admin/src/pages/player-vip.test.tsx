/** Player 360, issue 15: the VIP tab shows vip/history; "Set VIP level" sends vip/setLevel with the reason. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { VIP_HISTORY } from '../test/rewards-fixtures';
import PlayerPage from './PlayerPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const detail = (vipLevel: number) => ({
  userId: 7,
  username: 'player7',
  status: 'active',
  withdrawFrozen: false,
  vipLevel,
  isAgent: false,
  registeredAt: '2026-01-02T03:04:05.000Z',
  registeredIp: '10.0.0.1',
  language: 'zh',
  realName: null,
  phone: '138****0000',
  email: null,
  birthday: null,
  hasWithdrawPassword: true,
  wallets: [{ walletId: 1, name: 'central', balance: '100.00' }],
  totals: { deposits: '0.00', withdrawals: '0.00', bets: '0.00', payouts: '0.00' },
  notes: [],
});
const emptyPage = ok({ list: [], total: 0, page: 1, size: 20 });

describe('player 360 VIP', () => {
  it('shows the level history in the VIP tab, reasons in words', async () => {
    const calls = stubApi({ me: meAs('support'), 'player/detail': ok(detail(2)), 'player/postings': emptyPage, 'vip/history': ok({ list: VIP_HISTORY, total: 3, page: 1, size: 20 }) });
    renderRoutes([{ path: '/players/:userId', element: <PlayerPage /> }], '/players/7');
    expect((await screen.findByTestId('player-vip', {}, SLOW)).textContent).toBe('VIP2');
    fireEvent.click(screen.getByRole('tab', { name: 'VIP levels' }));
    const history = await screen.findByTestId('vip-history', {}, SLOW);
    await within(history).findByText('VIP3 → VIP2', {}, SLOW);
    const rows = [...history.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Demotion');
    expect(rows[0]).toContain('2026-11-22');
    expect(rows[1]).toContain('Set by an operator');
    expect(rows[1]).toContain('support-op');
    expect(rows[1]).toContain('complaint #88');
    expect(rows[2]).toContain('Promotion');
    expect(calls.find((c) => c.url.endsWith('vip/history'))!.body).toEqual({ userId: 7, page: 1, size: 20 });
  });

  it('sets the VIP level with a reason and shows the new level', async () => {
    let level = 2;
    const calls = stubApi({
      me: meAs('support'),
      'player/detail': () => ok(detail(level)),
      'player/postings': emptyPage,
      'vip/setLevel': (body) => {
        const from = level;
        level = Number(body.level);
        return ok({ userId: 7, fromLevel: from, level });
      },
    });
    renderRoutes([{ path: '/players/:userId', element: <PlayerPage /> }], '/players/7');
    fireEvent.click(await screen.findByTestId('action-setVipLevel', {}, SLOW));
    const select = await screen.findByTestId('vip-set-level', {}, SLOW);
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByTitle('VIP5', {}, SLOW));
    // The current level cannot be chosen again: confirming waits for another level.
    await waitFor(() => expect((screen.getByTestId('vip-set-ok') as HTMLButtonElement).disabled).toBe(false), SLOW);
    // No reason: refused with a message, nothing sent.
    fireEvent.click(screen.getByTestId('vip-set-ok'));
    expect(await screen.findByText('Please enter a reason', {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByTestId('vip-set-reason'), { target: { value: ' goodwill after complaint #90 ' } });
    fireEvent.click(screen.getByTestId('vip-set-ok'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('vip/setLevel'))).toBeTruthy(), SLOW);
    expect(calls.find((c) => c.url.endsWith('vip/setLevel'))!.body).toEqual({ userId: 7, level: 5, reason: 'goodwill after complaint #90' });
    expect(await screen.findByText('VIP level of player7 changed from VIP2 to VIP5', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('player-vip').textContent).toBe('VIP5'), SLOW);
  });

  it('an operator without the support permission gets no "Set VIP level"', async () => {
    stubApi({ me: meAs('finance'), 'player/detail': ok(detail(2)), 'player/postings': emptyPage });
    renderRoutes([{ path: '/players/:userId', element: <PlayerPage /> }], '/players/7');
    await screen.findByTestId('player-vip', {}, SLOW);
    expect(screen.queryByTestId('action-setVipLevel')).toBeNull();
  });
});
