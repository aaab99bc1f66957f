import { fireEvent, screen, waitFor, cleanup } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { oneVenue, renderMemberScreen, stubApi } from '../../test/app';
import TransactionDetail from './detail';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('wallet');
});

let asked: string[];
beforeEach(() => {
  asked = [];
  stubApi({
    '/web/transactionRecord/getTransactionRecordInfo': (call) => {
      asked.push(call.query.get('orderNo') ?? '');
      return { orderNo: 'T20261122000001', type: 'transfer', mode: 'house_live→central', amount: '100.00', currency: 'CNY', status: 'success', time: '2026-11-22T04:00:00.000Z' };
    },
    '/web/user/getTransWalletBalanceInfo': oneVenue,
  });
});

afterEach(() => {
  // Unmount before the body is emptied, or React finds its container gone.
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('transaction detail', () => {
  it('shows the record of the orderNo in the URL and copies its order number', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMemberScreen(i18next, <TransactionDetail />, `${PATHS.transactionDetail}?orderNo=T20261122000001`);
    expect((await screen.findByTestId('order-no')).textContent).toBe('T20261122000001');
    expect(asked).toEqual(['T20261122000001']);
    await waitFor(() => expect(screen.getByText('Live → Central wallet')).toBeTruthy());
    expect(screen.getAllByText('+100.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('copy-order'));
    await screen.findByText('Copied');
    expect(writeText).toHaveBeenCalledWith('T20261122000001');
  });
});
