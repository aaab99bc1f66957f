import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { renderMemberScreen, stubApi, type ApiCall, type ApiRoutes } from '../../test/app';
import { depositOrder, userInfo } from '../../test/fixtures';
import { useSession } from '../../stores/session';
import MyDeposit from './my-deposit';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('wallet');
  await loadTexts('deposit');
});

const METHODS = [
  { id: 1, type: 'bankTransfer', name: 'Bank transfer', currency: 'CNY', minAmount: '100.00', maxAmount: '3000.00', needVoucher: true, needDepositorName: true },
  { id: 3, type: 'blockchain', name: 'Blockchain', currency: 'USDT', minAmount: '100.000000', maxAmount: '1000000.000000', needVoucher: false, needDepositorName: false, protocols: ['TRC20', 'ERC20'], coinTypes: ['USDT'], exchangeRate: '7.20' },
  { id: 4, type: 'thirdParty', name: 'Online pay', currency: 'CNY', minAmount: '100.00', maxAmount: '3000.00', needVoucher: false, needDepositorName: false, provider: 'sandbox' },
];
const created = { orderNo: 'D100', status: 'awaiting_payment', amount: '200.00', currency: 'CNY', expiresAt: '2099-01-01T00:00:00Z', account: {} };

let calls: ApiCall[];
let phoneBound: boolean;
let openOrder: unknown;

const routes = (): ApiRoutes => ({
  '/web/user/getUserBalance': () => ({ userBalanceMap: { central: '0.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '0.00' } }),
  '/web/user/getUserInfo': () => ({ userInfo: userInfo({ phoneBound }) }),
  '/web/pay/paymentMethod/getPaymentMethod': () => METHODS,
  '/web/recharge/getRechargeOrderInfo': () => openOrder,
  '/web/recharge/recharge': () => created,
  '/web/sandbox/createOrder': () => ({ ...created, payUrl: '/sandbox/gateway/D100' }),
});

const callsTo = (path: string): ApiCall[] => calls.filter((c) => c.path === path);

beforeEach(() => {
  phoneBound = true;
  openOrder = { order: null, remainingCancellations: 5 };
  calls = stubApi(routes());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function renderDeposit(): Promise<void> {
  renderMemberScreen(i18next, <MyDeposit />, PATHS.myDeposit);
  // The session store read storage before the test signed in: give it the token (useFreshUserInfo needs one).
  useSession.setState({ token: 'tok', userInfo: null });
  await screen.findByTestId('method-bankTransfer');
  await waitFor(() => expect(callsTo('/web/user/getUserInfo')).toHaveLength(1));
}

const amountInput = (): HTMLInputElement => screen.getByTestId('amount-input').querySelector('input') ?? (screen.getByTestId('amount-input') as HTMLInputElement);

describe('deposit screen', () => {
  it('shows the methods, the limits of the chosen one and quick amounts inside them', async () => {
    await renderDeposit();
    expect(screen.getByTestId('method-bankTransfer').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('deposit-limits').textContent).toContain('100 - 3,000 CNY');
    fireEvent.click(within(screen.getByTestId('quick-amounts')).getByText('500'));
    expect(amountInput().value).toBe('500');

    fireEvent.click(screen.getByTestId('method-blockchain'));
    expect(screen.getByTestId('deposit-limits').textContent).toContain('100 - 1,000,000 USDT');
    expect(screen.getByTestId('deposit-limits').textContent).toContain('7.20');
    expect(screen.getByTestId('protocol')).toBeTruthy();
    expect(screen.getByTestId('coin-type')).toBeTruthy();
    expect(screen.queryByTestId('depositor-name')).toBeNull();
  });

  it('checks the form on the device: amount required and within limits, depositor name, protocol', async () => {
    await renderDeposit();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Please enter the amount')).toBeTruthy();
    expect(screen.getByText('Please enter the depositor name')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '99.99' } });
    expect(await screen.findByText('The minimum deposit is 100 CNY')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '3000.01' } });
    expect(await screen.findByText('The maximum deposit is 3,000 CNY')).toBeTruthy();

    fireEvent.click(screen.getByTestId('method-blockchain'));
    fireEvent.change(amountInput(), { target: { value: '150' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Please choose a protocol')).toBeTruthy();
    expect(callsTo('/web/recharge/recharge')).toHaveLength(0);
  });

  it('asks to bind a phone first and leads to the bind screen (spec.md §8)', async () => {
    phoneBound = false;
    await renderDeposit();
    fireEvent.change(screen.getByTestId('depositor-name').querySelector('input')!, { target: { value: '张三' } });
    fireEvent.change(amountInput(), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('A phone number must be bound before you deposit')).toBeTruthy();
    expect(callsTo('/web/recharge/recharge')).toHaveLength(0);
    fireEvent.click(screen.getByText('Bind now'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.setPhone}?returnTo=${encodeURIComponent(PATHS.myDeposit)}`));
  });

  it('offers the open order instead of a second one', async () => {
    openOrder = depositOrder({ orderNo: created.orderNo });
    await renderDeposit();
    expect(await screen.findByText('Unfinished order')).toBeTruthy();
    fireEvent.click(screen.getByText('View order'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.depositInfo}?orderNo=D100`));
  });

  it('opens an offline order with the depositor name and shows its progress', async () => {
    await renderDeposit();
    fireEvent.change(screen.getByTestId('depositor-name').querySelector('input')!, { target: { value: '张三' } });
    fireEvent.change(amountInput(), { target: { value: '200.50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.depositInfo}?orderNo=D100`));
    const [call] = callsTo('/web/recharge/recharge');
    expect(call!.body).toEqual({ methodId: 1, amount: '200.50', depositorName: '张三' });
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
  });

  it('opens an online order with its provider and shows the pay page', async () => {
    await renderDeposit();
    fireEvent.click(screen.getByTestId('method-thirdParty'));
    fireEvent.click(within(screen.getByTestId('quick-amounts')).getByText('200'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(window.location.hash).toContain(PATHS.iframWeb));
    const params = new URLSearchParams(window.location.hash.split('?')[1]);
    expect(params.get('orderNo')).toBe('D100');
    expect(params.get('payUrl')).toBe('/sandbox/gateway/D100');
    expect(callsTo('/web/sandbox/createOrder')[0]!.body).toEqual({ methodId: 4, amount: '200' });
    expect(callsTo('/web/recharge/recharge')).toHaveLength(0);
  });
});
