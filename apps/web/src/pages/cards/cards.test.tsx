/**
 * Account management screens: the add forms check the shared payout rules before anything is sent (spec.md §5, §8
 * texts), send the request the server expects, and the security prompts of spec.md §8 lead to the right screens.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import AddBankCards from './add-bank-cards';
import AddEBPayAcount from './add-eb-pay-acount';
import AddVirtualCoin from './add-virtual-coin';
import CardsPage from './index';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('payout');
  await loadTexts('account');
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
/** Calls to `path`, with or without a `/{id}` suffix (spec.md §7 string payloads). */
const callsTo = (path: string) => calls.filter((c) => c.path === path || c.path.startsWith(`${path}/`));

beforeEach(() => {
  user = { ...USER };
  calls = stubApi({
    '/web/user/getUserInfo': () => ({ userInfo: user }),
    '/web/sys/sysbank/getSysBank': () => [
      { id: 3, code: 'ICBC', name: 'ICBC' },
      { id: 4, code: 'CCB', name: 'CCB' },
    ],
    '/web/userBankCard/query': () => [{ id: 1, bankName: 'ICBC', cardNo: '************7894', cardType: 'debit', cardholder: '张三' }],
    '/web/userBlockchain/query': () => [],
    '/web/userThirdPartAccount/query': () => [],
    '/web/userBankCard/bind': () => ({ id: 2 }),
    '/web/userBankCard/delete': () => null,
    '/web/userBlockchain/bind': () => ({ id: 5 }),
    '/web/userThirdPartAccount/bind': () => ({ id: 6 }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function render(screenEl: React.ReactNode, path: string): void {
  // Before rendering: the screen must not first show the previous test's player.
  useSession.setState({ token: 'tok', userInfo: null, endedAt: null });
  renderMemberScreen(i18next, screenEl, path);
}

function input(testId: string): HTMLInputElement {
  const el = screen.getByTestId(testId);
  return (el instanceof HTMLInputElement ? el : el.querySelector('input')) as HTMLInputElement;
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByTestId('form-submit'));
  });
}

describe('account management', () => {
  it('lists bound cards masked to the last 4 digits and deletes after confirmation', async () => {
    render(<CardsPage />, PATHS.cards);
    const number = await screen.findByTestId('account-number');
    expect(number.textContent).toBe('**** **** **** 7894');
    fireEvent.click(screen.getByTestId('account-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete ICBC **** **** **** 7894?')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Delete'));
    await waitFor(() => expect(callsTo('/web/userBankCard/delete')).toHaveLength(1));
    expect(callsTo('/web/userBankCard/delete')[0]?.path).toBe('/web/userBankCard/delete/1');
    // The lists are reloaded after the delete.
    await waitFor(() => expect(callsTo('/web/userBankCard/query')).toHaveLength(2));
  });

  it('without a secondary password, adding asks to set it first and opens that screen', async () => {
    user = { ...USER, hasWithdrawPassword: false };
    render(<CardsPage />, PATHS.cards);
    await waitFor(() => expect(useSession.getState().userInfo).not.toBeNull());
    fireEvent.click(await screen.findByTestId('add-bank'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Secondary password not set, please go to settings')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Set it now'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.secondaryPassword}?returnTo=${encodeURIComponent(PATHS.cards)}`));
  });

  it('without a bound phone, an add screen asks to bind it first', async () => {
    user = { ...USER, phoneBound: false, hasWithdrawPassword: false };
    render(<AddBankCards />, PATHS.addBankCards);
    // The Dialog opened last (an earlier test's may still be animating out).
    const text = await screen.findByText('Please bind your phone number first');
    const dialog = text.closest<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(within(dialog).getByText('Bind phone'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.setPhone}?returnTo=${encodeURIComponent(PATHS.addBankCards)}`));
  });
});

describe('add bank card', () => {
  it('prefills the registered real name read-only and checks required fields and the Luhn number before sending', async () => {
    render(<AddBankCards />, PATHS.addBankCards);
    await waitFor(() => expect(input('bank-cardholder').value).toBe('张三'));
    expect(input('bank-cardholder').readOnly).toBe(true);
    await submit();
    expect(await screen.findByText('Please choose the bank')).toBeTruthy();
    expect(screen.getByText('Please enter the card number')).toBeTruthy();
    expect(screen.getByText('Please enter the branch address')).toBeTruthy();
    fireEvent.change(input('bank-card-no'), { target: { value: '6222021234567890' } });
    expect(await screen.findByText('Please enter a valid bank card number')).toBeTruthy();
    expect(callsTo('/web/userBankCard/bind')).toHaveLength(0);
  });

  it('sends the bind request with the chosen bank and a valid card', async () => {
    render(<AddBankCards />, PATHS.addBankCards);
    await waitFor(() => expect(input('bank-cardholder').value).toBe('张三'));
    fireEvent.click(screen.getByTestId('bank-picker'));
    const picker = await waitFor(() => {
      const el = [...document.querySelectorAll<HTMLElement>('.adm-picker')].at(-1);
      if (!el) throw new Error('no picker');
      return el;
    });
    fireEvent.click(within(picker).getByText('ICBC'));
    fireEvent.click(within(picker).getByText('Confirm'));
    await waitFor(() => expect(screen.getByTestId('bank-picker').textContent).toBe('ICBC'));
    fireEvent.change(input('bank-card-no'), { target: { value: '6222 0212 3456 7894' } });
    fireEvent.change(input('bank-address'), { target: { value: 'Futian branch' } });
    await submit();
    await waitFor(() => expect(callsTo('/web/userBankCard/bind')).toHaveLength(1));
    expect(callsTo('/web/userBankCard/bind')[0]?.body).toEqual({
      cardholder: '张三',
      cardType: 'debit',
      bankId: 3,
      cardNo: '6222 0212 3456 7894',
      address: 'Futian branch',
    });
    expect(await screen.findByText('Added')).toBeTruthy();
  });
});

describe('add virtual coin and EBpay', () => {
  it('refuses an address of the other protocol (even before the alias is filled) and accepts it once the protocol matches', async () => {
    render(<AddVirtualCoin />, PATHS.addVirtualCoin);
    fireEvent.change(await waitFor(() => input('coin-address')), { target: { value: '0x1234567890abcdef1234' } });
    expect(await screen.findByText('The virtual account does not match the chosen protocol')).toBeTruthy();
    fireEvent.click(screen.getByText('ERC20'));
    await waitFor(() => expect(screen.queryByText('The virtual account does not match the chosen protocol')).toBeNull());
    fireEvent.change(input('alias'), { target: { value: 'My wallet' } });
    await submit();
    await waitFor(() => expect(callsTo('/web/userBlockchain/bind')).toHaveLength(1));
    expect(callsTo('/web/userBlockchain/bind')[0]?.body).toEqual({ alias: 'My wallet', coinType: 'USDT', protocol: 'ERC20', address: '0x1234567890abcdef1234' });
  });

  it('EBpay needs eb + 15-32 letters/digits', async () => {
    render(<AddEBPayAcount />, PATHS.addEBPayAcount);
    fireEvent.change(await waitFor(() => input('alias')), { target: { value: 'EB' } });
    fireEvent.change(input('third-account'), { target: { value: 'kb123456789012345' } });
    expect(await screen.findByText('The EBpay/KOIpay account format is wrong')).toBeTruthy();
    fireEvent.change(input('third-account'), { target: { value: 'eb123456789012345' } });
    await waitFor(() => expect(screen.queryByText('The EBpay/KOIpay account format is wrong')).toBeNull());
    await submit();
    await waitFor(() => expect(callsTo('/web/userThirdPartAccount/bind')).toHaveLength(1));
    expect(callsTo('/web/userThirdPartAccount/bind')[0]?.body).toMatchObject({ type: 'ebpay', alias: 'EB', account: 'eb123456789012345' });
  });
});
