import { act, fireEvent, screen, waitFor, within, cleanup } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { renderMemberScreen, stubApi, type ApiCall, type ApiRoutes } from '../../test/app';
import Transfer from './transfer';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('wallet');
});

let calls: ApiCall[];
let failConvert: number;
let autoTransfer: boolean;
let walletFree: boolean;

const ROUTES: ApiRoutes = {
  '/web/user/getUserBalance': () => ({
    userBalanceMap: { central: '100.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '20.00', total: '120.00' },
  }),
  '/web/user/getTransWalletBalanceInfo': () => ({
    central: '100.00',
    list: [
      { platType: 'house_live', name: 'Live', gameType: 'live', status: 'normal', balance: '20.00', locked: false },
      { platType: 'house_slots', name: 'Slots', gameType: 'slots', status: 'normal', balance: '3.00', locked: true, lockReason: 'bonus', lockTurnover: { required: '500.00', done: '50.00' } },
      { platType: 'house_chess', name: 'Cards', gameType: 'chess', status: 'maintenance', balance: '0.00', locked: false },
    ],
  }),
  '/web/user/getUserTransInfo': () => ({ autoTransfer, walletFree }),
  '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule': () => ({
    slots: [],
    todayCount: 0,
    todayCountLimit: 5,
    todayAmountLimit: '50000.00',
    todayRemaining: '50000.00',
    turnoverRemaining: '120.00',
  }),
  '/web/user/changeWalletType': (call) => {
    autoTransfer = call.query.get('type') === 'auto';
    if (call.query.has('walletFree')) walletFree = call.query.get('walletFree') === 'true';
    return { autoTransfer, walletFree };
  },
  '/web/apiCode/convertMoney': () => {
    if (failConvert > 0) {
      failConvert -= 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return { orderNo: `T${calls.length}`, status: 'confirmed', central: '90.00', venueBalance: '30.00' };
  },
  '/web/user/oneTouchTransfer': () => ({
    central: '120.00',
    recovered: '20.00',
    list: [
      { platType: 'house_live', name: 'Live', amount: '20.00', status: 'recovered' },
      { platType: 'house_slots', name: 'Slots', amount: '3.00', status: 'skipped', reason: 'maintenance' },
    ],
  }),
};

const callsTo = (path: string): ApiCall[] => calls.filter((c) => c.path === path);

beforeEach(() => {
  failConvert = 0;
  autoTransfer = true;
  walletFree = false;
  calls = stubApi(ROUTES);
});

afterEach(() => {
  // Unmount before the body is emptied, or React finds its container gone.
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function renderTransfer(): Promise<void> {
  renderMemberScreen(i18next, <Transfer />, PATHS.transfer);
  await screen.findByTestId('venue-house_live');
  await waitFor(() => expect(screen.getByTestId('balance-total').textContent).toContain('120.00'));
}

function amountInput(): HTMLInputElement {
  const field = screen.getByTestId('amount-input');
  return (field instanceof HTMLInputElement ? field : field.querySelector('input')) as HTMLInputElement;
}

function typeAmount(value: string): void {
  fireEvent.change(amountInput(), { target: { value } });
}

async function pickInSheet(side: 'from' | 'to', name: string): Promise<void> {
  fireEvent.click(screen.getByTestId(`wallet-${side}`));
  const sheet = await waitFor(() => {
    // The sheet stays in the DOM while it animates out; the open one is the last.
    const el = [...document.querySelectorAll<HTMLElement>('.adm-action-sheet')].at(-1);
    if (!el) throw new Error('no action sheet');
    return el;
  });
  fireEvent.click(within(sheet).getByText(name));
  await waitFor(() => expect(screen.getByTestId(`wallet-${side}`).textContent).toContain(name));
}

describe('transfer screen', () => {
  it('shows the balance header, the venue wallets and the lock badge with its reason', async () => {
    await renderTransfer();
    expect(screen.getByTestId('balance-central').textContent).toBe('100.00');
    expect(screen.getByTestId('venue-locked-house_slots')).toBeTruthy();
    expect(within(screen.getByTestId('venue-list')).getByText('Bonus: unlocks when turnover is met or the balance is below 5')).toBeTruthy();
    // Issue 24: the open turnover and each locked venue with its lock's progress, before the withdraw screen.
    const holds = screen.getByTestId('money-holds');
    await waitFor(() => expect(within(holds).getByTestId('holds-turnover').textContent).toBe('¥120.00'));
    expect(within(holds).getByTestId('holds-venue-house_slots').textContent).toContain('Slots locked');
    expect(within(holds).getByTestId('holds-venue-house_slots').textContent).toContain('¥50.00 / ¥500.00');
    expect(within(holds).queryByTestId('holds-venue-house_live')).toBeNull();
    expect(screen.getByTestId('wallet-from').textContent).toContain('Central wallet');
    expect(screen.getByTestId('wallet-to').textContent).toContain('Live');
  });

  it('checks the amount before sending: required, not above the source balance; "All" fills the source balance', async () => {
    await renderTransfer();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Please enter the amount');
    typeAmount('101');
    expect(screen.getByTestId('amount-error').textContent).toBe('Transfer amount cannot exceed source balance');
    // What is typed stays (issue 24: "12.5" once became "125" and went through); whole yuan is said at once.
    typeAmount('12.5');
    expect(amountInput().value).toBe('12.5');
    expect(screen.getByTestId('amount-error').textContent).toBe('Whole yuan only here: remove the decimal part');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    typeAmount('-1');
    expect(amountInput().value).toBe('-1');
    expect(screen.getByTestId('amount-error').textContent).toBe('The amount cannot be negative');
    fireEvent.click(screen.getByTestId('amount-all'));
    expect(amountInput().value).toBe('100');
    expect(screen.queryByTestId('amount-error')).toBeNull();
    // Source = Live (20.00): 100 is now too much.
    fireEvent.click(screen.getByTestId('wallet-swap'));
    expect(screen.getByTestId('amount-error').textContent).toBe('Transfer amount cannot exceed source balance');
    expect(callsTo('/web/apiCode/convertMoney')).toEqual([]);
  });

  it('never lets the player set up a venue-to-venue transfer', async () => {
    await renderTransfer();
    await pickInSheet('from', 'Slots');
    expect(screen.getByTestId('wallet-from').textContent).toContain('Slots');
    expect(screen.getByTestId('wallet-to').textContent).toContain('Central wallet');
    await pickInSheet('to', 'Live');
    expect(screen.getByTestId('wallet-from').textContent).toContain('Central wallet');
    expect(screen.getByTestId('wallet-to').textContent).toContain('Live');
  });

  it('offers no venue in maintenance in the picker', async () => {
    await renderTransfer();
    fireEvent.click(screen.getByTestId('wallet-to'));
    const sheet = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.adm-action-sheet');
      if (!el) throw new Error('no action sheet');
      return el;
    });
    const item = (name: string) => within(sheet).getByText(name).closest('.adm-action-sheet-button-item');
    expect(item('Cards')?.getAttribute('aria-disabled')).toBe('true');
    expect(item('Slots')?.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(within(sheet).getByText('Cards'));
    expect(screen.getByTestId('wallet-to').textContent).toContain('Live');
  });

  it('sends each transfer with an Idempotency-Key: the same key to retry after a network failure, a new one for the next transfer', async () => {
    failConvert = 1;
    await renderTransfer();
    typeAmount('10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText('Network error, please try again');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText('Transfer successful');
    await waitFor(() => expect(amountInput().value).toBe(''));
    typeAmount('10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo('/web/apiCode/convertMoney')).toHaveLength(3));
    const [first, retry, next] = callsTo('/web/apiCode/convertMoney').map((c) => c.headers['Idempotency-Key']);
    expect(first).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(callsTo('/web/apiCode/convertMoney')[0]!.body).toEqual({ from: 'central', to: 'house_live', amount: '10' });
    // Balances are reloaded after the money moved.
    await waitFor(() => expect(callsTo('/web/user/getUserBalance').length).toBeGreaterThan(1));
  });

  it('one-key recovery carries an Idempotency-Key and lists each venue, skipped ones with the reason', async () => {
    await renderTransfer();
    fireEvent.click(screen.getByTestId('one-touch-recovery'));
    const result = await screen.findByTestId('recovery-result');
    expect(result.textContent).toContain('20.00 recovered to the central wallet');
    expect(result.textContent).toContain('Skipped: maintenance');
    expect(callsTo('/web/user/oneTouchTransfer')[0]!.headers['Idempotency-Key']).toBeTruthy();
  });

  it('free-transfer mode switches without a dialog and keeps auto-transfer as it is', async () => {
    await renderTransfer();
    const free = await screen.findByTestId('free-transfer');
    await waitFor(() => expect(free.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(free);
    await waitFor(() => expect(free.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByText('Turn off auto-transfer')).toBeNull();
    const sent = callsTo('/web/user/changeWalletType').map((c) => [c.query.get('type'), c.query.get('walletFree')]);
    expect(sent).toEqual([['auto', 'true']]);
    expect(screen.getByTestId('auto-transfer').getAttribute('aria-checked')).toBe('true');
  });

  it('asks before turning auto-transfer off, not before turning it on', async () => {
    await renderTransfer();
    const toggle = await screen.findByTestId('auto-transfer');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    expect(await screen.findByText('Turn off auto-transfer')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(callsTo('/web/user/changeWalletType')).toEqual([]);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(toggle);
    // The cancelled dialog may still be animating out: answer the newest one.
    await waitFor(() => expect(screen.getAllByText('OK').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByText('OK').at(-1)!);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(callsTo('/web/user/changeWalletType').map((c) => c.query.get('type'))).toEqual(['manual']);

    const dialogsBefore = screen.queryAllByText('Turn off auto-transfer').length;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryAllByText('Turn off auto-transfer').length).toBeLessThanOrEqual(dialogsBefore);
    expect(callsTo('/web/user/changeWalletType').map((c) => c.query.get('type'))).toEqual(['manual', 'auto']);
  });
});
