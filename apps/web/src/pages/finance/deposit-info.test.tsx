import type { DepositStatus } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { useSession } from '../../stores/session';
import DepositInfo from './deposit-info';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('wallet');
  await loadTexts('deposit');
});

const ACCOUNT = { bankName: 'ICBC', accountName: 'Golden Star Ltd', accountNo: '6222021001128837465', branch: 'Futian' };
const order = (status: DepositStatus, extra: Record<string, unknown> = {}) => ({
  orderNo: 'D200',
  status,
  amount: '300.00',
  currency: 'CNY',
  creditAmount: '300.00',
  method: 'Bank transfer',
  methodId: 1,
  methodType: 'bankTransfer',
  depositorName: '张三',
  coinType: null,
  protocol: null,
  vouchers: [],
  account: ACCOUNT,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  remainingCancellations: 3,
  ...extra,
});

let calls: ApiCall[];
let current: ReturnType<typeof order>;

beforeEach(() => {
  current = order('awaiting_payment');
  calls = stubApi({
    '/web/recharge/getRechargeOrderInfo': () => current,
    '/web/pay/paymentMethod/getPaymentMethod': () => [
      { id: 1, type: 'bankTransfer', name: 'Bank transfer', currency: 'CNY', minAmount: '100.00', maxAmount: '3000.00', needVoucher: true, needDepositorName: true },
    ],
    '/web/user/getUserBalance': () => ({ userBalanceMap: { central: '500.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '500.00' } }),
    '/web/recharge/cancelRechargeOrder': () => {
      current = order('cancelled', { cancelReason: 'cardFrozen' });
      return { remainingCancellations: 2 };
    },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const callsTo = (path: string): ApiCall[] => calls.filter((c) => c.path === path);

async function renderInfo(): Promise<void> {
  renderMemberScreen(i18next, <DepositInfo />, `${PATHS.depositInfo}?orderNo=D200`);
  useSession.setState({ token: 'tok', userInfo: null });
  await screen.findByTestId('deposit-info');
}

describe('deposit order progress', () => {
  it('shows the four steps, the receiving account with copy buttons and the countdown', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderInfo();
    const steps = screen.getByTestId('deposit-steps').textContent;
    expect(steps).toContain('Submit order');
    expect(steps).toContain('Await payment');
    expect(steps).toContain('Upload voucher');
    expect(steps).toContain('Order complete');
    expect(screen.getByTestId('account-accountNo').textContent).toBe('6222021001128837465');
    expect(screen.getByTestId('deposit-countdown').textContent).toMatch(/(29:5\d|30:00)/);
    fireEvent.click(screen.getByTestId('copy-accountNo'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('6222021001128837465'));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('asks for a voucher before confirming when the method needs one (spec.md §8)', async () => {
    await renderInfo();
    await waitFor(() => expect(callsTo('/web/pay/paymentMethod/getPaymentMethod')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('deposit-confirm'));
    expect((await screen.findByTestId('voucher-error')).textContent).toBe('Please upload the payment voucher');
    expect(callsTo('/web/recharge/confirmRechargeOrder')).toHaveLength(0);
  });

  it('cancels with one of the five reasons and shows the cancellations left today', async () => {
    await renderInfo();
    fireEvent.click(screen.getByTestId('deposit-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    for (const text of ['Wallet risk warning', 'Receiving card frozen or limited', 'Cannot find the bank branch', 'No longer want to deposit', 'Other']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(screen.getByTestId('cancel-remaining').textContent).toBe('Cancellations left today: 3');
    // No reason: refused on the device.
    fireEvent.click(screen.getAllByText('Cancel order').at(-1)!);
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    expect(callsTo('/web/recharge/cancelRechargeOrder')).toHaveLength(0);

    fireEvent.click(within(dialog).getByText('Receiving card frozen or limited'));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'card limit' } });
    fireEvent.click(screen.getAllByText('Cancel order').at(-1)!);
    await waitFor(() => expect(callsTo('/web/recharge/cancelRechargeOrder')).toHaveLength(1));
    expect(callsTo('/web/recharge/cancelRechargeOrder')[0]!.body).toEqual({ orderNo: 'D200', reason: 'cardFrozen', remark: 'card limit' });
    expect(await screen.findByTestId('result-cancelled')).toBeTruthy();
    expect(screen.getByText('Receiving card frozen or limited')).toBeTruthy();
  });

  it.each([
    ['under_review', 'Under review', {}],
    ['completed', 'Deposit complete', {}],
    ['rejected', 'Deposit rejected', { rejectReason: 'No payment found' }],
    ['expired', 'Order expired', {}],
  ] as const)('shows the %s view', async (status, title, extra) => {
    current = order(status, extra);
    await renderInfo();
    const view = await screen.findByTestId(`result-${status}`);
    expect(within(view).getByText(title)).toBeTruthy();
    expect(screen.queryByTestId('deposit-confirm')).toBeNull();
    if (status === 'completed') await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('500.00'));
    if (status === 'rejected') expect(within(view).getByText('No payment found')).toBeTruthy();
  });

  it('refreshes the balances when an order under review completes', async () => {
    current = order('under_review');
    await renderInfo();
    await screen.findByTestId('result-under_review');
    const balanceCalls = callsTo('/web/user/getUserBalance').length;
    current = order('completed');
    await screen.findByTestId('result-completed');
    await waitFor(() => expect(callsTo('/web/user/getUserBalance').length).toBeGreaterThan(balanceCalls));
  });
});
