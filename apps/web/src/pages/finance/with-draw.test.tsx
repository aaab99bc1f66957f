/**
 * Withdraw screen: the prompts of spec.md §8 (phone, secondary password, account), the amount rules of spec.md §5
 * before the password is asked, the auto-transfer recovery of spec.md §4, and the request sent after the 6-digit
 * password with its Idempotency-Key.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { allAmount, checkWithdrawAmount, slotLabel } from '../../features/payout/hooks/withdraw-check';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import WithDraw from './with-draw';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('payout');
  await loadTexts('account');
  await loadTexts('wallet');
  // jsdom has no layout: the passcode field scrolls itself into view when it takes focus.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const USER = {
  userId: 7,
  username: 'player7',
  realName: '张三',
  sex: null,
  birthday: null,
  phone: '139****5678',
  email: null,
  avatar: null,
  vipLevel: 1,
  inviteCode: 'ABC',
  isAgent: false,
  phoneBound: true,
  emailBound: false,
  hasWithdrawPassword: true,
  profileConfirmed: false,
  language: 'en',
  registeredAt: '2026-01-01T00:00:00Z',
};

let calls: ApiCall[];
let user: typeof USER;
let cards: unknown[];
let autoTransfer: boolean;
let venueBalance: string;
let rule: { todayCount: number; todayRemaining: string; turnoverRemaining: string };
const callsTo = (path: string) => calls.filter((c) => c.path === path);

beforeEach(() => {
  user = { ...USER };
  cards = [{ id: 1, bankName: 'ICBC', cardNo: '************7894', cardType: 'debit', cardholder: '张三' }];
  autoTransfer = false;
  venueBalance = '0.00';
  rule = { todayCount: 1, todayRemaining: '800.00', turnoverRemaining: '0.00' };
  calls = stubApi({
    '/web/user/getUserInfo': () => ({ userInfo: user }),
    '/web/user/getUserBalance': () => ({
      userBalanceMap: { central: '1000.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: venueBalance, total: '1000.00' },
    }),
    '/web/user/getUserTransInfo': () => ({ autoTransfer, walletFree: false }),
    '/web/user/getTransWalletBalanceInfo': () => ({
      central: '1000.00',
      list: [{ platType: 'house_live', name: 'Live', gameType: 'live', status: 'normal', balance: venueBalance, locked: false }],
    }),
    '/web/user/oneTouchTransfer': () => {
      const recovered = venueBalance;
      venueBalance = '0.00';
      return { central: '1020.00', recovered, list: [] };
    },
    '/web/userBankCard/query': () => cards,
    '/web/userBlockchain/query': () => [],
    '/web/userThirdPartAccount/query': () => [],
    '/web/withdraw/withdrawMethod/getWithdrawMethod': () => [
      { type: 'bankCard', name: 'Bank card', minAmount: '100.00', maxAmount: '50000.00', available: cards.length > 0, ...(cards.length ? {} : { reason: 'noAccount' }) },
      { type: 'usdt', name: 'USDT', minAmount: '100.00', maxAmount: '1000000.00', available: false, reason: 'firstWithdrawalRequired' },
    ],
    '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule': () => ({
      slots: [
        { slot: '0-6', extraRate: '0.0060' },
        { slot: '18-24', extraRate: '0.0010' },
      ],
      todayCountLimit: 5,
      todayAmountLimit: '50000.00',
      ...rule,
    }),
    '/web/withdraw/checkIsQuickWithdraw': () => ({ instant: true }),
    '/web/withdraw/withdraw': () => ({ orderNo: 'W1', status: 'under_review' }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function render(): void {
  useSession.setState({ token: 'tok', userInfo: null, endedAt: null });
  renderMemberScreen(i18next, <WithDraw />, PATHS.withDraw);
}

function amountInput(): HTMLInputElement {
  return screen.getByTestId('amount-input').querySelector('input') as HTMLInputElement;
}

describe('withdraw amount rules (spec.md §5, §9)', () => {
  const bounds = { min: '100.00', max: '50000.00', balance: '1000.00', todayRemaining: '800.00' };
  it('checks required, whole, balance, today and the method bounds on both sides', () => {
    expect(checkWithdrawAmount('', bounds)).toBe('required');
    expect(checkWithdrawAmount('100.5', bounds)).toBe('whole');
    expect(checkWithdrawAmount('99', bounds)).toBe('belowMin');
    expect(checkWithdrawAmount('100', bounds)).toBeNull();
    expect(checkWithdrawAmount('800', bounds)).toBeNull();
    expect(checkWithdrawAmount('801', bounds)).toBe('exceedToday');
    expect(checkWithdrawAmount('1001', bounds)).toBe('exceedBalance');
    expect(checkWithdrawAmount('50001', { ...bounds, balance: '90000.00', todayRemaining: '90000.00' })).toBe('aboveMax');
  });
  it('"All" is the largest whole amount allowed', () => {
    expect(allAmount(bounds)).toBe('800');
    expect(allAmount({ ...bounds, todayRemaining: null, balance: '123.45' })).toBe('123');
    expect(allAmount({ ...bounds, balance: '0.50' })).toBe('');
  });
  it('shows slots as clock times', () => {
    expect(slotLabel('0-6')).toBe('00:00-06:00');
    expect(slotLabel('18-24')).toBe('18:00-24:00');
  });
});

describe('withdraw screen', () => {
  it('asks to bind a phone first when none is bound (spec.md §8)', async () => {
    user = { ...USER, phoneBound: false, hasWithdrawPassword: false };
    render();
    const text = await screen.findByText('Please bind your phone number first');
    fireEvent.click(within(text.closest<HTMLElement>('[role="dialog"]')!).getByText('Bind phone'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.setPhone}?returnTo=${encodeURIComponent(PATHS.withDraw)}`));
  });

  it('asks to set the secondary password when it is not set', async () => {
    user = { ...USER, hasWithdrawPassword: false };
    render();
    const text = await screen.findByText('Secondary password not set, please go to settings');
    fireEvent.click(within(text.closest<HTMLElement>('[role="dialog"]')!).getByText('Set it now'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.secondaryPassword}?returnTo=${encodeURIComponent(PATHS.withDraw)}`));
  });

  it('sends a player with no bound account to account management', async () => {
    cards = [];
    render();
    const text = await screen.findByText('No payout account bound yet, please add one first');
    fireEvent.click(within(text.closest<HTMLElement>('[role="dialog"]')!).getByText('Add account'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.cards}?returnTo=${encodeURIComponent(PATHS.withDraw)}`));
  });

  it('with auto-transfer on, recovers venue balances on opening (spec.md §4)', async () => {
    autoTransfer = true;
    venueBalance = '20.00';
    render();
    await waitFor(() => expect(callsTo('/web/user/oneTouchTransfer')).toHaveLength(1));
    expect(callsTo('/web/user/oneTouchTransfer')[0]?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('with auto-transfer off, warns about venue money and offers one-key recovery', async () => {
    venueBalance = '20.00';
    render();
    expect(await screen.findByTestId('venue-warning')).toBeTruthy();
    expect(callsTo('/web/user/oneTouchTransfer')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('withdraw-recover'));
    await waitFor(() => expect(callsTo('/web/user/oneTouchTransfer')).toHaveLength(1));
  });

  it('disables unavailable methods with their reason, checks the amount, then withdraws after the 6-digit password', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('withdraw-account').textContent).toContain('**** **** **** 7894'));
    expect(screen.getByTestId('withdraw-method').textContent).toContain('Opens after one successful withdrawal');
    expect(screen.getByTestId('today-count').textContent).toBe('4 / 5');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Please enter the amount');
    fireEvent.change(amountInput(), { target: { value: '900' } });
    expect(screen.getByTestId('amount-error').textContent).toBe("Above today's remaining limit");
    fireEvent.click(screen.getByTestId('amount-all'));
    expect(amountInput().value).toBe('800');
    fireEvent.change(amountInput(), { target: { value: '300' } });
    expect(screen.queryByTestId('amount-error')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('password-sheet');
    // The passcode field takes the keyboard's digits; filling all six sends the request.
    const field = screen.getByTestId('withdraw-password');
    await act(async () => {
      fireEvent.focus(field);
    });
    for (const digit of '135790') {
      const key = [...document.querySelectorAll<HTMLElement>('.adm-number-keyboard-key')].find((k) => k.textContent === digit);
      await act(async () => {
        fireEvent.touchEnd(key!);
        fireEvent.click(key!);
      });
    }
    await waitFor(() => expect(callsTo('/web/withdraw/withdraw')).toHaveLength(1));
    const sent = callsTo('/web/withdraw/withdraw')[0]!;
    expect(sent.body).toEqual({ method: 'bankCard', accountId: 1, amount: '300', withdrawPassword: '135790', type: 'instant' });
    expect(sent.query.toString()).toBe('');
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    expect((await screen.findByTestId('result-status')).textContent).toBe('Under review');
  });

  it('says turnover still required and venue money first, and does not ask for the password (issue 13)', async () => {
    rule = { ...rule, turnoverRemaining: '150.00' };
    venueBalance = '20.00';
    render();
    await waitFor(() => expect(screen.getByTestId('withdraw-account').textContent).toContain('7894'));
    expect((await screen.findByTestId('blocker-turnover')).textContent).toContain('Place 150.00 more in valid bets');
    expect(screen.getByTestId('venue-warning').textContent).toContain('Live still hold money');
    fireEvent.change(amountInput(), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('password-sheet')).toBeNull();
    expect(callsTo('/web/withdraw/withdraw')).toHaveLength(0);
  });

  it('says today’s count is used up before the password (issue 13)', async () => {
    rule = { ...rule, todayCount: 5 };
    render();
    expect((await screen.findByTestId('blocker-count')).textContent).toBe("You've used all 5 withdrawals for today; try again tomorrow");
    await waitFor(() => expect(screen.getByTestId('withdraw-account').textContent).toContain('7894'));
    fireEvent.change(amountInput(), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('password-sheet')).toBeNull();
  });

  it('keeps the form across a detour: a draft left for this screen fills it once (app/detour.ts)', async () => {
    sessionStorage.setItem(
      `detour:${PATHS.withDraw}`,
      JSON.stringify({ at: Date.now(), draft: { method: 'bankCard', type: 'reservation', slot: '0-6', account: 1, amount: '250' } }),
    );
    render();
    await waitFor(() => expect(amountInput().value).toBe('250'));
    await waitFor(() => expect(screen.getByTestId('withdraw-slot').querySelector('.adm-selector-item-active')?.textContent).toContain('00:00-06:00'));
    expect(sessionStorage.getItem(`detour:${PATHS.withDraw}`)).toBeNull();
  });

  it('a reservation needs a slot and shows its extra rate', async () => {
    render();
    await waitFor(() => expect(screen.getByTestId('withdraw-account').textContent).toContain('7894'));
    fireEvent.click(within(screen.getByTestId('withdraw-type')).getByText('Reservation'));
    fireEvent.change(amountInput(), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('slot-error')).textContent).toBe('Please choose a time slot');
    expect(screen.queryByTestId('password-sheet')).toBeNull();
    fireEvent.click(within(screen.getByTestId('withdraw-slot')).getByText('00:00-06:00'));
    expect(screen.getByText('This slot (Beijing time) adds 0.6% to the payout')).toBeTruthy();
  });
});
