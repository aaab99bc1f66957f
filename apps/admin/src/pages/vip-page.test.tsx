/** The VIP table page (issue 15): the ten levels from vip/levels, the edit drawer's checks and the body it saves. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import type { VipLevelUpdateInput } from '../api/types';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { VIP_TABLE } from '../test/rewards-fixtures';
import VipPage from './VipPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('VIP table page', () => {
  it('shows the ten levels with their amounts, withdrawal limits, rebate ratios and promotion fields', async () => {
    stubApi({ me: meAs('marketing'), 'vip/levels': ok({ list: VIP_TABLE }) });
    renderRoutes([{ path: '/vip', element: <VipPage /> }], '/vip');
    const table = await screen.findByTestId('vip-page', {}, SLOW);
    await within(table).findByText('VIP10', {}, SLOW);
    // One column per level (issue 24: the ten levels side by side at 1366 px): VIP3 is the fourth column.
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    expect(headers.filter((h) => /^VIP\d+/.test(h))).toHaveLength(10);
    const vip3 = [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? '').join(' ');
    for (const cell of ['40000.00', '12000.00', '54.00', '24.00', '150000.00', '0.50%', '7.00%', '264.00', '10×', 'Any venue']) expect(vip3).toContain(cell);
    expect(screen.getAllByText('Rebate ratio (%)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Live casino').length).toBeGreaterThan(0);
    expect(screen.getByTestId('vip-edit-3')).toBeTruthy();
  });

  it('edits a level: refuses bad values with a message, confirms the changes, sends the whole level', async () => {
    const calls = stubApi({
      me: meAs('marketing'),
      'vip/levels': ok({ list: VIP_TABLE }),
      'lobby/names': ok({ venues: [{ platType: 'house_slots', name: { zh: '皇家电子', en: 'Royal Slots' }, gameType: 'slots' }], games: [] }),
      'vip/level/update': (body) => ok({ ...(body as unknown as VipLevelUpdateInput), updatedAt: '2026-11-24T10:00:00.000Z' }),
    });
    renderRoutes([{ path: '/vip', element: <VipPage /> }], '/vip');
    fireEvent.click(await screen.findByTestId('vip-edit-3', {}, SLOW));
    await screen.findByTestId('vip-form', {}, SLOW);

    type('vip-field-requiredBet', '9000');
    type('vip-field-rebate-sports', '12');
    type('vip-field-keepBet', '1.234');
    fireEvent.click(screen.getByTestId('vip-save'));
    expect(await screen.findByText('Must be above VIP2’s 10000.00', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Enter a percent between 0 and 10 with at most four decimals')).toBeTruthy();
    expect(screen.getByText('Enter an amount of at least 0 with at most two decimals')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('vip/level/update'))).toBe(false);

    type('vip-field-requiredBet', '45000');
    type('vip-field-rebate-sports', '0.6');
    type('vip-field-keepBet', '12500.5');
    // The venue is picked by its name (issue 24), the code is what is sent.
    fireEvent.mouseDown(within(screen.getByTestId('vip-field-promoVenue')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Royal Slots', {}, SLOW));
    fireEvent.click(screen.getByTestId('vip-save'));
    const changes = await screen.findByTestId('vip-changes', {}, SLOW);
    expect(changes.textContent).toContain('45000.00');
    expect(changes.textContent).toContain('Sports');
    expect(changes.textContent).toContain('Royal Slots');
    fireEvent.click(screen.getByTestId('vip-save-confirm'));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('vip/level/update'))).toBeTruthy(), SLOW);
    expect(calls.find((c) => c.url.endsWith('vip/level/update'))!.body).toEqual({
      level: 3,
      requiredBet: '45000.00',
      keepBet: '12500.50',
      upgradeGift: '54.00',
      birthdayGift: '54.00',
      weeklyRedPacket: '24.00',
      dailyWithdrawCount: 8,
      dailyWithdrawLimit: '150000.00',
      rebate: { sports: '0.60', esports: '0.50', basketball: '0.50', live: '0.50', chess: '0.50', slots: '0.50', lottery: '0.50' },
      promoMinTransfer: '100.00',
      promoBonusPercent: '7.00',
      promoMaxBonus: '264.00',
      promoTurnoverMultiple: '10',
      promoDays: 7,
      promoVenue: 'house_slots',
    });
    expect(await screen.findByText('VIP3 saved', {}, SLOW)).toBeTruthy();
  });

  it('an operator without the marketing permission sees the table without edit buttons', async () => {
    stubApi({ me: meAs('support'), 'vip/levels': ok({ list: VIP_TABLE }) });
    renderRoutes([{ path: '/vip', element: <VipPage /> }], '/vip');
    await screen.findByText('VIP10', {}, SLOW);
    expect(screen.queryByTestId('vip-edit-1')).toBeNull();
  });
});
