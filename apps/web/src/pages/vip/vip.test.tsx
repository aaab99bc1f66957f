import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { userInfo } from '../../test/fixtures';
import { renderAppAt } from '../../test/render-app';
import { current, RETURN_WATER, vipInfo } from '../../features/rewards/test-fixtures';
import type { VipCurrent } from '../../features/rewards/api/vip';
import VipDetail from './detail';
import VipPrivilege from './privilege';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('rewards');
  await loadTexts('account');
});

let calls: ApiCall[];
let standing: VipCurrent | undefined;
const SETTINGS: Record<string, string> = { welfare_turnover_multiple: '1.5', welfare_valid_days: '3' };
beforeEach(() => {
  standing = current();
  // Signed in as the app does it, in storage too: requests take their token header from storage (a token in the
  // store alone made the answer a guest's whenever no earlier test had signed in, in shuffled order).
  useSession.getState().signIn('tok', userInfo({ vipLevel: 3 }));
  calls = stubApi({
    // With a token the server adds the player's standing; a guest gets the levels only.
    '/web/guest/user/getVipInfo': (call) => vipInfo(call.headers.token ? standing : undefined),
    '/web/guest/user/getVipReturnWaterList': () => RETURN_WATER,
    '/web/sys/sysConfig/getSysConfigValue': (call) => ({ sysConfigValue: SETTINGS[call.query.get('key') ?? ''] ?? null }),
    '/web/user/getUserInfo': () => ({ userInfo: userInfo({ vipLevel: 3 }) }),
    '/web/user/getUserBalance': () => ({ userBalanceMap: { central: '1.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '1.00' } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, userInfo: null });
  document.body.innerHTML = '';
});

const tab = (name: string): boolean => fireEvent.click(within(screen.getByTestId('vip-tabs')).getByText(name));

describe('VIP privileges', () => {
  it('a member sees the level, the cumulative valid bet, the progress and the amount still needed, and the 90-day window', async () => {
    renderMemberScreen(i18next, <VipPrivilege />, PATHS.vipPrivilege);
    const card = await screen.findByTestId('vip-card');
    expect(within(card).getByTestId('vip-level').textContent).toBe('VIP 3');
    expect(within(card).getByTestId('vip-valid-bet').textContent).toBe('¥80000.00');
    // 80 000 of 200 000 = 40 %; 120 000 still needed.
    expect(within(card).getByTestId('vip-progress').querySelector('.adm-progress-bar-fill')?.getAttribute('style')).toContain('width: 40%');
    expect(within(card).getByTestId('vip-next').textContent).toBe('¥120000.00 more valid bet to reach VIP 4 (¥200000.00)');
    const keep = within(card).getByTestId('vip-keep').textContent ?? '';
    expect(keep).toContain('Valid bet in this window: ¥6000.00 of ¥15000.00');
    expect(keep).toMatch(/Window ends 2027-0[12]-\d\d \d\d:59:59/);
    expect(screen.queryByTestId('vip-guest')).toBeNull();
  });

  it('the tabs: rebate per level and game type, withdrawal limits, weekly red packets with their opening hour, turnover settings, rules', async () => {
    renderMemberScreen(i18next, <VipPrivilege />, PATHS.vipPrivilege);
    const rebate = await screen.findByTestId('vip-rebate-table');
    expect([...rebate.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Level', 'Sports', 'E-sports', 'Basketball', 'Live', 'Cards', 'Slots', 'Lottery',
    ]);
    const mine = within(rebate).getByTestId('vip-row-3');
    expect(mine.className).toBe('mine');
    expect([...mine.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['0.60%', '0.61%', '0.62%', '0.63%', '0.64%', '0.65%', '0.66%']);

    tab('Withdrawal limits');
    const withdraw = await screen.findByTestId('vip-withdraw-table');
    expect(within(withdraw).getByTestId('vip-row-3').textContent).toBe('VIP 37 per day¥150000.00');

    tab('Weekly red packet');
    const red = await screen.findByTestId('vip-red-packet-table');
    expect(within(red).getByTestId('vip-row-1').textContent).toBe('VIP 1——');
    expect(within(red).getByTestId('vip-row-5').textContent).toBe('VIP 5¥58.00Sat 01:00');
    expect(within(red).getByTestId('vip-row-6').textContent).toBe('VIP 6¥88.00Sat 13:00');
    expect(screen.getByText(/until Wednesday 23:59:59/)).toBeTruthy();

    tab('Turnover multiple');
    const turnover = await screen.findByTestId('vip-turnover');
    await waitFor(() => expect(turnover.textContent).toContain('adds 1.5× its amount'));
    expect(turnover.textContent).toContain('a reward of ¥100.00 requires ¥150.00 of valid bets');
    expect(turnover.textContent).toContain('received for 3 days');
    const keys = calls.filter((c) => c.path === '/web/sys/sysConfig/getSysConfigValue').map((c) => c.query.get('key'));
    expect(keys.sort()).toEqual(['welfare_turnover_multiple', 'welfare_valid_days']);

    tab('Rules');
    const rules = await screen.findByTestId('vip-rules');
    expect(rules.textContent).toContain('At most one level per day');
    expect(rules.textContent).toContain('90-day window');
    expect(rules.textContent).toContain('registered for more than 90 days');
  });

  it('at VIP10 there is no next level', async () => {
    standing = current({ level: 10, validBet: '120000000.00', nextLevel: null, nextRequiredBet: null });
    renderMemberScreen(i18next, <VipPrivilege />, PATHS.vipPrivilege);
    expect((await screen.findByTestId('vip-next')).textContent).toBe('You have reached the highest level');
  });

  it('a guest sees the levels and a login prompt', async () => {
    localStorage.clear();
    useSession.getState().clear();
    await renderAppAt(i18next, PATHS.vipPrivilege);
    expect(await screen.findByTestId('vip-guest')).toBeTruthy();
    expect(screen.queryByTestId('vip-card')).toBeNull();
    expect(screen.getByTestId('vip-chip-10').textContent).toBe('VIP 10');
    fireEvent.click(screen.getByTestId('vip-login'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.login}`));
  });

  it('a level opens its detail', async () => {
    renderMemberScreen(i18next, <VipPrivilege />, PATHS.vipPrivilege);
    fireEvent.click(await screen.findByTestId('vip-chip-6'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.vipDetail}?level=6`));
  });
});

describe('VIP detail', () => {
  it("shows one level's gifts, red packet, withdrawal limits and rebate ratios; the tabs switch level", async () => {
    renderMemberScreen(i18next, <VipDetail />, `${PATHS.vipDetail}?level=6`);
    const detail = await screen.findByTestId('vip-detail');
    const text = detail.textContent ?? '';
    expect(text).toContain('VIP 6');
    expect(text).toContain('Cumulative valid bet to reach¥1500000.00');
    expect(text).toContain('Upgrade gift');
    expect(text).toContain('¥600.00');
    expect(text).toContain('Opens Saturday 13:00, until Wednesday 23:59:59');
    expect(text).toContain('10 per day');
    expect(within(screen.getByTestId('vip-detail-rebate')).getByText('0.92%')).toBeTruthy();
    expect(text).not.toContain('Your current level');

    fireEvent.click(within(screen.getByTestId('vip-detail-tabs')).getByText('VIP 1'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.vipDetail}?level=1`));
    await waitFor(() => expect(screen.getByTestId('vip-detail').textContent).toContain('Not required'));
    expect(screen.getAllByText('Not included').length).toBe(3);
  });

  it("without a level it shows the player's own", async () => {
    renderMemberScreen(i18next, <VipDetail />, PATHS.vipDetail);
    const detail = await screen.findByTestId('vip-detail');
    expect(detail.textContent).toContain('Your current level');
    expect(detail.textContent).toContain('¥50000.00');
  });
});

describe('the ways in (spec.md §2)', () => {
  it("home's VIP quick icon opens the privileges", async () => {
    await renderAppAt(i18next, PATHS.home);
    fireEvent.click(await screen.findByTestId('quick-vip'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.vipPrivilege}`));
    expect(await screen.findByTestId('vip-card')).toBeTruthy();
  });

  it("the My page's VIP badge opens the privileges", async () => {
    useSession.getState().signIn('tok', userInfo({ vipLevel: 3 }));
    await renderAppAt(i18next, PATHS.my);
    fireEvent.click(await screen.findByTestId('my-vip'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.vipPrivilege}`));
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP 3');
  });
});
