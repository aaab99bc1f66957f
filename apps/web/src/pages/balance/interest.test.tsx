import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { userInfo } from '../../test/fixtures';
import { renderAppAt } from '../../test/render-app';
import Interest from './interest';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('cashbox');
});

let calls: ApiCall[];
let cashbox: number;
let central: number;

beforeEach(() => {
  cashbox = 100;
  central = 50;
  calls = stubApi({
    '/web/user/getUserBalance': () => ({
      userBalanceMap: { central: central.toFixed(2), locked: '0.00', welfare: '0.00', cashbox: cashbox.toFixed(2), venue: '0.00', total: (central + cashbox).toFixed(2) },
    }),
    '/web/user/getUserInfo': () => ({ userInfo: userInfo() }),
    '/web/guest/user/queryBusCashboxConfig': () => ({ annualRate: '3.65', minAmount: '10.00', minHoldHours: 24 }),
    '/web/user/getCashboxInfo': () => ({ balance: cashbox.toFixed(2), annualRate: '3.65', yesterdayIncome: '0.01', totalIncome: '1.23' }),
    '/web/user/getCashboxIncomeList': () =>
      ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((day, i) => ({ day, income: i < 2 ? '0.00' : '0.01' })),
    '/web/guest/user/getCashboxIncome': (call) => {
      const { amount, days } = (call.body ?? Object.fromEntries(call.query)) as { amount: string; days: number | string };
      return { income: ((Number(amount) * 0.0365 * Number(days)) / 365).toFixed(2) };
    },
    '/web/cashbox/switchToCashbox': (call) => {
      const { direction, amount } = (call.body ?? Object.fromEntries(call.query)) as { direction: string; amount: string };
      const delta = direction === 'in' ? Number(amount) : -Number(amount);
      cashbox += delta;
      central -= delta;
      return { central: central.toFixed(2), cashbox: cashbox.toFixed(2) };
    },
  });
});
afterEach(cleanup);

const amountInput = (): HTMLInputElement => screen.getByTestId('amount-input').querySelector('input') ?? (screen.getByTestId('amount-input') as HTMLInputElement);

describe('balance interest (the cashbox)', () => {
  it('shows the balance, the rate, the income and a chart of the last seven days; estimates an amount', async () => {
    renderMemberScreen(i18next, <Interest />, PATHS.interest);
    expect(await screen.findByText('¥100.00')).toBeTruthy();
    expect(screen.getByTestId('cashbox-rate').textContent).toBe('3.65%');
    expect(screen.getByTestId('cashbox-yesterday').textContent).toBe('¥0.01');
    expect(screen.getByTestId('cashbox-total').textContent).toBe('¥1.23');
    await waitFor(() => expect(screen.getAllByTestId('cashbox-chart-day')).toHaveLength(7));
    expect(within(screen.getByTestId('cashbox-chart')).getByText('11-23')).toBeTruthy();
    expect(await screen.findByText('Money earns once it has stayed 24 hours in the cashbox and the whole day; a day earns on its lowest balance.')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '10000' } });
    await waitFor(() => expect(screen.getByTestId('cashbox-estimate-value').textContent).toBe('¥30.00'));
    fireEvent.click(screen.getByText('365 days'));
    await waitFor(() => expect(screen.getByTestId('cashbox-estimate-value').textContent).toBe('¥365.00'));
  });

  it('moves money in and out and refreshes the balance', async () => {
    renderMemberScreen(i18next, <Interest />, PATHS.interest);
    expect(await screen.findByText('¥100.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cashbox-switch').textContent).toContain('¥50.00'));
    fireEvent.change(amountInput(), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('cashbox-submit'));
    await waitFor(() => expect(screen.getByTestId('cashbox-balance').textContent).toBe('¥120.00'));
    const switches = calls.filter((c) => c.path === '/web/cashbox/switchToCashbox');
    expect(switches).toHaveLength(1);
    expect(switches[0]!.headers['Idempotency-Key']).toMatch(/^[\w.:-]{1,100}$/);
    fireEvent.click(screen.getByText('To central wallet'));
    await waitFor(() => expect(screen.getByTestId('cashbox-switch').textContent).toContain('¥120.00'));
    fireEvent.click(screen.getByTestId('amount-all'));
    fireEvent.click(screen.getByTestId('cashbox-submit'));
    await waitFor(() => expect(screen.getByTestId('cashbox-balance').textContent).toBe('¥0.00'));
    expect(central).toBe(150);
  });

  it('the My page leads to it', { timeout: 15_000 }, async () => {
    localStorage.clear();
    useSession.getState().signIn('tok', userInfo());
    await renderAppAt(i18next, PATHS.my);
    const link = await screen.findByTestId('my-link-interest');
    expect(link.textContent).toContain('Balance interest');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.interest}`));
  });

  it('opens inside the app at its route', { timeout: 15_000 }, async () => {
    localStorage.clear();
    useSession.getState().signIn('tok', userInfo());
    await renderAppAt(i18next, PATHS.interest);
    // The screen's lazy chunk and texts load first: slow on a busy machine.
    expect(await screen.findByTestId('cashbox-rate')).toBeTruthy();
  });
});
