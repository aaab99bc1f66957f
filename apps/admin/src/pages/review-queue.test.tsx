/**
 * The deposit and withdrawal review queues (one component, components/ReviewQueue.tsx), rendered: the visible key
 * help, j/k and ↑/↓ moving the selected order, a approving it after a confirmation, r asking a reason, Enter opening
 * the vouchers (deposits) or the player 360 (withdrawals), and no shortcut while typing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, setToken } from '../api/request';
import { ok, stubApi, type Call } from '../test/fetch-stub';
import { changeLang } from '../i18n';
import DepositsPage from './DepositsPage';
import WithdrawalsPage from './WithdrawalsPage';

/** Rendered antd tables on a loaded 2-core machine are slow. */
const SLOW = { timeout: 30_000 };
const deposit = (orderNo: string, vouchers: string[] = []) => ({
  orderNo,
  userId: 7,
  username: 'alice',
  methodId: 1,
  methodType: 'bankTransfer',
  provider: null,
  status: 'under_review',
  amount: '100.00',
  currency: 'CNY',
  creditAmount: '100.00',
  paidAmount: null,
  flag: null,
  depositorName: '李四',
  coinType: null,
  protocol: null,
  vouchers,
  cancelReason: null,
  remark: null,
  rejectReason: null,
  reviewedBy: null,
  createdAt: '2026-11-24T08:00:00.000Z',
});
const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, size: 20 });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/deposits', element: <DepositsPage /> },
      { path: '/withdrawals', element: <WithdrawalsPage /> },
      { path: '/players/:id', element: <div data-testid="player-360">player</div> },
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

const key = (k: string, target: Element | Document = document) => act(() => void fireEvent.keyDown(target, { key: k }));
const selected = () => [...document.querySelectorAll('tr.ant-table-row-selected')].map((tr) => tr.getAttribute('data-row-key'));
const calledWith = (calls: Call[], path: string) => calls.filter((c) => c.url === `/admin/api/${path}`).map((c) => c.body);

let restore: () => void;
beforeEach(async () => {
  await changeLang('en');
  // Calls need a session (without one they are not sent, issue 22).
  setToken('tok');
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

describe('review queue keyboard (issue 14 "keyboard-friendly")', () => {
  it('shows the keys; j/↓ and k/↑ move the selected order; a approves it after a confirmation', SLOW, async () => {
    const calls = stubApi({
      'deposit/list': page([deposit('D1'), deposit('D2'), deposit('D3')]),
      'deposit/approve': (b) => ok({ orderNo: b.orderNo, status: 'completed' }),
    });
    renderAt('/deposits');
    await screen.findByText('D3');
    expect(screen.getByTestId('queue-keys').textContent).toBe(
      'Keys: j / k or ↑ / ↓ select an order · a approve · r reject (with a reason) · Enter view the vouchers (off while typing)',
    );
    expect(selected()).toEqual(['D1']);
    key('j');
    expect(selected()).toEqual(['D2']);
    key('ArrowDown');
    key('j'); // stays on the last
    expect(selected()).toEqual(['D3']);
    key('k');
    key('ArrowUp');
    expect(selected()).toEqual(['D1']);
    key('J'); // caps lock
    expect(selected()).toEqual(['D2']);

    key('a');
    await screen.findAllByText('Credit 100.00 CNY to alice?');
    expect(calledWith(calls, 'deposit/approve')).toEqual([]); // nothing before the confirmation
    fireEvent.click(screen.getByTestId('queue-approve-ok'));
    await waitFor(() => expect(calledWith(calls, 'deposit/approve')).toEqual([{ orderNo: 'D2' }]));
    await screen.findByText('Order D2 approved and credited');
  });

  it('r asks the reason; keys typed into it are text, not shortcuts; the refusal names the selected order', SLOW, async () => {
    const calls = stubApi({ 'deposit/list': page([deposit('D1'), deposit('D2')]), 'deposit/reject': (b) => ok({ orderNo: b.orderNo, status: 'rejected' }) });
    renderAt('/deposits');
    await screen.findByText('D2');
    key('ArrowDown');
    key('r');
    const reason = await screen.findByTestId('reason-input');
    for (const k of ['j', 'k', 'a', 'r', 'Enter']) key(k, reason);
    fireEvent.change(reason, { target: { value: 'no money arrived' } });
    expect(selected()).toEqual(['D2']);
    expect(screen.queryByText(/Credit 100.00 CNY/)).toBeNull();
    fireEvent.click(screen.getByTestId('reason-ok'));
    await waitFor(() => expect(calledWith(calls, 'deposit/reject')).toEqual([{ orderNo: 'D2', reason: 'no money arrived' }]));

    // While the focus is in the status filter, keys are not shortcuts either.
    const filter = screen.getByTestId('status-filter').querySelector('input') ?? screen.getByTestId('status-filter');
    key('k', filter);
    expect(selected()).toEqual(['D2']);
    expect(calledWith(calls, 'deposit/approve')).toEqual([]);
  });

  it('Enter enlarges the selected deposit’s vouchers; on the withdrawal queue it opens the player 360', SLOW, async () => {
    stubApi({
      'deposit/list': page([deposit('D1'), deposit('D2', ['/uploads/vouchers/a.png'])]),
      'withdraw/list': page([
        {
          orderNo: 'W1',
          userId: 7,
          username: 'alice',
          method: 'bankCard',
          account: { bank: 'ICBC' },
          amount: '50.00',
          extraAmount: '0.00',
          extraRate: '0',
          type: 'instant',
          slot: null,
          scheduledAt: null,
          status: 'under_review',
          rejectReason: null,
          reviewedBy: null,
          reviewedAt: null,
          createdAt: '2026-11-24T08:00:00.000Z',
          turnoverRemaining: '0.00',
        },
      ]),
    });
    renderAt('/deposits');
    await screen.findByText('D2');
    key('j');
    key('Enter');
    await screen.findByText('Vouchers of order D2');

    cleanup();
    const router = renderAt('/withdrawals');
    await screen.findByText('W1');
    expect(screen.getByTestId('queue-keys').textContent).toContain('Enter open the player');
    key('Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/7'));
  });
});
