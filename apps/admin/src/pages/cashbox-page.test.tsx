/** The cashbox page (issue 16): totals for finance; the owner edits the terms through settings/set, only what changed. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { queryClient } from '../app/query';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import CashboxPage from './CashboxPage';

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

const SUMMARY = {
  held: '12345.67',
  holders: 3,
  paidTotal: '98.76',
  paidYesterday: '1.23',
  yesterday: '2026-11-23',
  annualRate: '3.65',
  minAmount: '10.00',
  minHoldHours: 24,
};

describe('cashbox page', () => {
  it('shows the totals and, to finance, the terms read-only', async () => {
    stubApi({ me: meAs('finance'), 'cashbox/summary': ok(SUMMARY) });
    renderRoutes([{ path: '/cashbox', element: <CashboxPage /> }], '/cashbox');
    expect(await screen.findByText('Interest paid for 2026-11-23', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('cashbox-held').textContent).toContain('12,345.67');
    expect(await screen.findByText('3.65%', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('cashbox-terms')).toBeNull();
  });

  it('lets the owner change the rate: one settings/set call for the changed key', async () => {
    const calls = stubApi({ me: meAs('owner'), 'cashbox/summary': ok(SUMMARY), 'settings/set': (body) => ok(body) });
    renderRoutes([{ path: '/cashbox', element: <CashboxPage /> }], '/cashbox');
    const rate = (await screen.findByTestId('cashbox-rate', {}, SLOW)) as HTMLInputElement;
    fireEvent.change(rate, { target: { value: '0.80' } });
    fireEvent.click(screen.getByTestId('cashbox-save'));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('settings/set')).map((c) => c.body)).toEqual([{ key: 'cashbox_annual_rate', value: '0.80' }]), SLOW);
  });
});
