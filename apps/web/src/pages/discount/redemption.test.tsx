import { errorMessage } from '@app/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi } from '../../test/app';
import Redemption from './redemption';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('redeem');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null });
  document.body.innerHTML = '';
});

const type = (value: string) => fireEvent.change(screen.getByTestId('redeem-input').querySelector('input')!, { target: { value } });

describe('redemption code screen', () => {
  it('sends the code as typed, shows the amount, where it went and the turnover, and refreshes the balance', async () => {
    useSession.setState({ token: 'tok' });
    const calls = stubApi({
      '/web/user/redeemCode/use': () => ({ amount: '88.50', central: '188.50', turnover: '177.00' }),
      '/web/user/getUserBalance': () => ({ userBalanceMap: { central: '188.50', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '188.50' } }),
    });
    renderMemberScreen(i18next, <Redemption />, PATHS.redemption);
    expect((screen.getByTestId('redeem-submit') as HTMLButtonElement).disabled).toBe(true);
    type(' abcd efgh-jkmn-pqrs ');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const result = await screen.findByTestId('redeem-result');
    expect(result.textContent).toContain('¥88.50 redeemed');
    expect(result.textContent).toContain('Credited to your central wallet, balance now ¥188.50');
    expect(result.textContent).toContain('Turnover of ¥177.00 is required before withdrawing');
    const sent = calls.filter((c) => c.path === '/web/user/redeemCode/use');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ code: 'abcd efgh-jkmn-pqrs' });
    expect((screen.getByTestId('redeem-input').querySelector('input') as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal in the server’s words and clears it when the code is edited', async () => {
    useSession.setState({ token: 'tok' });
    const msg = errorMessage('redeemCodeExpired', 'en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 2851, msg, data: null }), { headers: { 'content-type': 'application/json' } })),
    );
    renderMemberScreen(i18next, <Redemption />, PATHS.redemption);
    type('ABCD-EFGH-JKMN-PQRS');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const result = await screen.findByTestId('redeem-result');
    expect(result.textContent).toBe(`Not redeemed${msg}`);
    type('ABCD-EFGH-JKMN-PQRT');
    await waitFor(() => expect(screen.queryByTestId('redeem-result')).toBeNull());
  });
});
