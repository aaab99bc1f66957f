/**
 * The redemption codes page (issue 16): batches with redeemed counts and status; disable behind a confirm; generate
 * a fixed or a formula batch.
 */
import type { AdminRedeemBatch } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import RedeemCodesPage from './RedeemCodesPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const batch = (over: Partial<AdminRedeemBatch> = {}): AdminRedeemBatch => ({
  id: 7,
  amount: '88.00',
  formula: null,
  count: 100,
  redeemed: 12,
  expiresAt: null,
  vipMin: 3,
  onePerPlayer: true,
  turnoverMultiple: '2',
  remark: 'launch',
  disabled: false,
  createdBy: 'admin',
  createdAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

describe('redemption codes page', () => {
  it('lists batches and disables one after a confirm', async () => {
    let disabled = false;
    const calls = stubApi({
      me: meAs('marketing'),
      'redeem/batches': () => ok({ list: [batch({ disabled }), batch({ id: 6, disabled: true, onePerPlayer: false })], total: 2, page: 1, size: 20 }),
      'redeem/disable': () => {
        disabled = true;
        return ok({ batch: batch({ disabled: true }) });
      },
    });
    renderRoutes([{ path: '/redeem-codes', element: <RedeemCodesPage /> }], '/redeem-codes');
    const table = await screen.findByTestId('redeem-table', {}, SLOW);
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2), SLOW);
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('¥88.00');
    expect(rows[0]).toContain('12 / 100');
    expect(rows[0]).toContain('VIP3');
    expect(rows[0]).toContain('2×');
    expect(rows[0]).toContain('Active');
    expect(rows[0]).toContain('Never');
    expect(rows[1]).toContain('Disabled');
    expect(screen.queryByTestId('redeem-disable-6')).toBeNull();
    fireEvent.click(screen.getByTestId('redeem-disable-7'));
    fireEvent.click(await screen.findByTestId('redeem-disable-ok', {}, SLOW));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('redeem/disable'))).toBe(true), SLOW);
    expect(calls.find((c) => c.url.endsWith('redeem/disable'))!.body).toEqual({ id: 7 });
  });

  it('generates a formula batch (percent, maximum, base, hours instead of an amount) and lists it in words', async () => {
    const formula = { ratioPercent: '12.5', max: '100.00', base: 'deposit' as const, baseHours: 48 };
    let list: AdminRedeemBatch[] = [];
    const calls = stubApi({
      me: meAs('marketing'),
      'redeem/batches': () => ok({ list, total: list.length, page: 1, size: 20 }),
      'redeem/generate': () => {
        list = [batch({ id: 8, amount: null, formula })];
        return ok({ batch: list[0], codes: ['AAAA-BBBB-CCCC-DDDD'] });
      },
    });
    renderRoutes([{ path: '/redeem-codes', element: <RedeemCodesPage /> }], '/redeem-codes');
    fireEvent.click(await screen.findByTestId('redeem-generate', {}, SLOW));
    fireEvent.click(await screen.findByTestId('redeem-pay-formula', {}, SLOW));
    fireEvent.change(await screen.findByTestId('redeem-ratio', {}, SLOW), { target: { value: '12.5' } });
    fireEvent.change(screen.getByTestId('redeem-max'), { target: { value: '100' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Of the last hours' }), { target: { value: '48' } });
    fireEvent.click(screen.getByTestId('redeem-generate-ok'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('redeem/generate'))).toBe(true), SLOW);
    const sent = calls.find((c) => c.url.endsWith('redeem/generate'))!.body as Record<string, unknown>;
    // A formula batch is one per player unless switched off (issue 23 finding 4).
    expect(sent).toMatchObject({ ratioPercent: '12.5', max: '100', base: 'deposit', baseHours: 48, count: 10, onePerPlayer: true });
    expect(sent).not.toHaveProperty('amount');
    expect((await screen.findByTestId('redeem-codes', {}, SLOW)) as HTMLTextAreaElement).toHaveProperty('value', 'AAAA-BBBB-CCCC-DDDD');
    const table = screen.getByTestId('redeem-table');
    await waitFor(() => expect(table.querySelector('tbody tr.ant-table-row')?.textContent).toContain('12.5% of deposits (48 h), at most ¥100.00'), SLOW);
  });
});
