import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { catalogueRoutes } from '../../features/lobby/test-fixtures';
import GameMoney from './game-money';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('lobby');
  await loadTexts('wallet');
});

let calls: ApiCall[];
let central: string;
let venueStatus: string;
beforeEach(() => {
  central = '100.50';
  venueStatus = 'normal';
  useSession.setState({ token: 'tok' });
  calls = stubApi({
    ...catalogueRoutes(),
    '/web/user/getUserBalance': () => ({
      userBalanceMap: { central, locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '5.00', total: '105.50' },
    }),
    '/web/user/getTransWalletBalanceInfo': () => ({
      central,
      list: [{ platType: 'house_live', name: 'House Live', gameType: 'live', status: venueStatus, balance: '5.00', locked: false }],
    }),
    '/web/apiCode/convertMoney': () => {
      central = '20.50';
      return { orderNo: 'T1', status: 'confirmed', central: '20.50', venueBalance: '85.00' };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const PATH = `${PATHS.gameMoney}?platType=house_live&gameCode=roulette`;
const amountInput = (): HTMLInputElement => screen.getByTestId('amount-input').querySelector('input') ?? (screen.getByTestId('amount-input') as HTMLInputElement);
const converts = (): ApiCall[] => calls.filter((c) => c.path === '/web/apiCode/convertMoney');

async function renderMoney(path = PATH): Promise<void> {
  renderMemberScreen(i18next, <GameMoney />, path);
  await waitFor(() => expect(screen.getByTestId('money-central').textContent).toBe('100.50'));
}

describe('game money', () => {
  it('names the game and its venue, with the central and venue balances', async () => {
    await renderMoney();
    await waitFor(() => expect(screen.getByTestId('game-money-title').textContent).toBe('RouletteHouse Live'));
    expect(screen.getByTestId('money-venue').textContent).toBe('5.00');
  });

  it('checks the amount (required, whole yuan, not above central) before moving anything', async () => {
    await renderMoney();
    fireEvent.click(screen.getByTestId('money-submit'));
    expect((await screen.findByTestId('amount-error')).textContent).toBe('Please enter the amount');
    fireEvent.change(amountInput(), { target: { value: '101' } });
    expect(screen.getByTestId('amount-error').textContent).toBe('Transfer amount cannot exceed source balance');
    fireEvent.click(screen.getByTestId('amount-all'));
    expect(amountInput().value).toBe('100');
    expect(converts()).toEqual([]);
  });

  it('moves the amount into the venue with an Idempotency-Key, then continues to play', async () => {
    await renderMoney();
    fireEvent.change(amountInput(), { target: { value: '80' } });
    fireEvent.click(screen.getByTestId('money-submit'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.play}?platType=house_live&gameCode=roulette`));
    const [call] = converts();
    expect(call!.body).toEqual({ from: 'central', to: 'house_live', amount: '80' });
    expect(call!.headers['Idempotency-Key']).toMatch(/\S{16,}/);
  });

  it('plays with the venue balance without a transfer; a venue in maintenance cannot be entered', async () => {
    await renderMoney();
    fireEvent.click(screen.getByTestId('money-skip'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.play}?platType=house_live&gameCode=roulette`));
    expect(converts()).toEqual([]);
    cleanup();
    venueStatus = 'maintenance';
    await renderMoney();
    await waitFor(() => expect(screen.getByTestId('money-venue').textContent).toBe('Maintenance'));
    expect((screen.getByTestId('money-skip') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('money-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
