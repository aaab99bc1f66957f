import type { DepositStatus } from '@app/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { renderMemberScreen, stubApi } from '../../test/app';
import { depositOrder } from '../../test/fixtures';
import { useSession } from '../../stores/session';
import IframWeb from './ifram-web';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('wallet');
  await loadTexts('deposit');
});

let status: DepositStatus;
beforeEach(() => {
  status = 'awaiting_payment';
  stubApi({
    '/web/recharge/getRechargeOrderInfo': () => depositOrder({ orderNo: 'D300', status, methodType: 'thirdParty', method: 'Online pay' }),
    '/web/user/getUserBalance': () => ({ userBalanceMap: { central: '200.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '200.00' } }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function renderPay(payUrl: string): void {
  renderMemberScreen(i18next, <IframWeb />, `${PATHS.iframWeb}?${new URLSearchParams({ orderNo: 'D300', payUrl }).toString()}`);
  useSession.setState({ token: 'tok', userInfo: null });
}

describe('provider pay page', () => {
  it('frames our pay page in the player language, then shows the completed payment and balance', async () => {
    renderPay('/sandbox/gateway/D300');
    const frame = (await screen.findByTestId('pay-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/sandbox/gateway/D300?lang=en');
    status = 'completed';
    await screen.findByTestId('result-completed');
    await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('200.00'));
  });

  it('does not frame anything but our paths and http(s) pages', async () => {
    renderPay('javascript:alert(1)');
    expect(await screen.findByText('Order not found')).toBeTruthy();
    expect(screen.queryByTestId('pay-frame')).toBeNull();
  });

  it('opens the order progress when the order ends otherwise', async () => {
    status = 'expired';
    renderPay('/sandbox/gateway/D300');
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.depositInfo}?orderNo=D300`));
  });
});
