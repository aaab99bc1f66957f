import type { WelfareStatus } from '@app/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import type { WelfareItem } from '../../features/rewards/api/welfare';
import { welfareItem } from '../../features/rewards/test-fixtures';
import RewardRecords from './reward';
import WelfareCentre from './welfare';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('rewards');
});

const HOUR = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

let calls: ApiCall[];
let items: WelfareItem[];
let central: number;
beforeEach(() => {
  const now = Date.now();
  central = 100;
  items = [
    // Ready, open since an hour, expires in 2 days 3 hours.
    welfareItem({ id: 1, opensAt: iso(now - HOUR), expiresAt: iso(now + 51 * HOUR) }),
    // A weekly red packet not yet open: opens in 5 hours.
    welfareItem({ id: 2, kind: 'weeklyRedPacket', title: 'Weekly red packet', amount: '58.00', opensAt: iso(now + 5 * HOUR), expiresAt: iso(now + 100 * HOUR) }),
    welfareItem({ id: 3, kind: 'upgradeGift', title: 'Upgrade gift VIP 3', amount: '300.00', status: 'received' }),
    welfareItem({ id: 4, kind: 'birthdayGift', title: 'Birthday gift', type: 'physical', amount: '150.00', status: 'expired' }),
    welfareItem({ id: 5, kind: 'activityBonus', title: 'Weekend bonus', amount: '20.00', status: 'pending' }),
    welfareItem({ id: 6, kind: 'other', title: 'Goodwill', amount: '5.00', status: 'failed', turnoverMultiple: '1.5' }),
  ];
  useSession.setState({ token: 'tok' });
  const sum = (status: WelfareStatus): string => items.filter((i) => i.status === status).reduce((s, i) => s + Number(i.amount), 0).toFixed(2);
  calls = stubApi({
    '/web/welfareCenter/queryWelfareCenterList': (call) => {
      const status = call.query.get('status');
      const list = items.filter((i) => !status || i.status === status);
      return { list, total: list.length, page: 1, size: 20 };
    },
    '/web/welfareCenter/queryWelfareCenterTotal': () => ({ ready: sum('success'), received: sum('received'), expired: sum('expired') }),
    '/web/welfareCenter/receiveWelfare': (call) => {
      const item = items.find((i) => i.id === Number(call.query.get('id')))!;
      item.status = 'received';
      central += Number(item.amount);
      return { id: item.id, amount: item.amount, central: central.toFixed(2) };
    },
    '/web/user/getUserBalance': () => ({ userBalanceMap: { central: central.toFixed(2), locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: central.toFixed(2) } }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null });
  document.body.innerHTML = '';
});

const rowOf = (title: string): HTMLElement => screen.getByText(title).closest('[data-testid="welfare-row"]') as HTMLElement;
const count = (path: string): number => calls.filter((c) => c.path === path).length;

describe('welfare centre', () => {
  it('totals, the ready items with a countdown to expiry or to opening, a claim only when open', async () => {
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await waitFor(() => expect(screen.getByTestId('welfare-totals').textContent).toBe('Ready to receive¥70.34Received¥300.00Expired¥150.00'));
    await screen.findByText('Daily rebate 2026-11-23');
    expect(calls.find((c) => c.path === '/web/welfareCenter/queryWelfareCenterList')!.query.get('status')).toBe('success');

    const open = rowOf('Daily rebate 2026-11-23');
    expect(within(open).getByTestId('welfare-countdown').textContent).toMatch(/^Expires in 2d 0[23]:[0-5]\d:[0-5]\d$/);
    expect(open.textContent).toContain('Daily rebate · Cash · 1× turnover');
    expect(within(open).getByTestId('welfare-amount').textContent).toBe('¥12.34');
    expect((within(open).getByTestId('welfare-claim') as HTMLButtonElement).disabled).toBe(false);

    const closed = rowOf('Weekly red packet');
    expect(within(closed).getByTestId('welfare-countdown').textContent).toMatch(/^Opens in 0[45]:[0-5]\d:[0-5]\d$/);
    const wait = within(closed).getByTestId('welfare-claim') as HTMLButtonElement;
    expect(wait.textContent).toBe('Not open yet');
    expect(wait.disabled).toBe(true);
  });

  it('claiming credits once, refreshes the money and the list, and states the amount and the new balance', async () => {
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    const row = await screen.findByText('Daily rebate 2026-11-23');
    const totalsBefore = count('/web/welfareCenter/queryWelfareCenterTotal');
    fireEvent.click(within(rowOf('Daily rebate 2026-11-23')).getByTestId('welfare-claim'));
    expect(await screen.findByText('Received ¥12.34')).toBeTruthy();
    expect(screen.getByText('Central wallet balance: ¥112.34')).toBeTruthy();
    const claims = calls.filter((c) => c.path === '/web/welfareCenter/receiveWelfare');
    expect(claims.map((c) => c.query.get('id'))).toEqual(['1']);
    // The ready list and the totals were refetched: the item is gone from "ready", the totals moved.
    await waitFor(() => expect(row.isConnected).toBe(false));
    expect(count('/web/welfareCenter/queryWelfareCenterTotal')).toBeGreaterThan(totalsBefore);
    await waitFor(() => expect(screen.getByTestId('welfare-totals').textContent).toBe('Ready to receive¥58.00Received¥312.34Expired¥150.00'));
    fireEvent.click(screen.getByText('OK'));
  });

  it('a claim that locks money says where it goes and the turnover it needs, and asks first (issue 24)', async () => {
    items[0] = { ...items[0]!, turnover: '4800.00', venue: { platType: 'house_slots', name: 'Royal Slots' } };
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await screen.findByText('Daily rebate 2026-11-23');
    const row = rowOf('Daily rebate 2026-11-23');
    const said = 'It is paid into Royal Slots, which stays locked until you have bet ¥4800.00 there (or its balance falls below 5)';
    expect(within(row).getByTestId('welfare-hold').textContent).toBe(said);
    // Cancelled: nothing is received.
    fireEvent.click(within(row).getByTestId('welfare-claim'));
    expect((await screen.findByTestId('hold-confirm-text')).textContent).toBe(said);
    expect(screen.getByText('Receive ¥12.34?')).toBeTruthy();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('hold-confirm-text')).toBeNull());
    expect(count('/web/welfareCenter/receiveWelfare')).toBe(0);
    // Continued: received once.
    fireEvent.click(within(rowOf('Daily rebate 2026-11-23')).getByTestId('welfare-claim'));
    fireEvent.click(await screen.findByText('Continue'));
    expect(await screen.findByText('Received ¥12.34')).toBeTruthy();
    expect(count('/web/welfareCenter/receiveWelfare')).toBe(1);
    fireEvent.click(screen.getByText('OK'));
  });

  it('a central-wallet reward with turnover says so; one with none is received without asking', async () => {
    items[0] = { ...items[0]!, turnover: '12.34' };
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await screen.findByText('Daily rebate 2026-11-23');
    expect(within(rowOf('Daily rebate 2026-11-23')).getByTestId('welfare-hold').textContent).toBe(
      'It is paid into your central wallet; you need ¥12.34 of valid bets before you can withdraw',
    );
    items[0] = { ...items[0], turnover: '0.00' };
    document.body.innerHTML = '';
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await screen.findByText('Daily rebate 2026-11-23');
    fireEvent.click(within(rowOf('Daily rebate 2026-11-23')).getByTestId('welfare-claim'));
    expect(await screen.findByText('Received ¥12.34')).toBeTruthy();
    expect(screen.queryByTestId('hold-confirm-text')).toBeNull();
    fireEvent.click(screen.getByText('OK'));
  });

  it('a second tap while the claim is under way sends nothing more', async () => {
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await screen.findByText('Daily rebate 2026-11-23');
    const button = within(rowOf('Daily rebate 2026-11-23')).getByTestId('welfare-claim');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Received ¥12.34')).toBeTruthy();
    expect(count('/web/welfareCenter/receiveWelfare')).toBe(1);
    fireEvent.click(screen.getByText('OK'));
  });

  it('a refused claim states no credit and refreshes the list', async () => {
    // No receiveWelfare route: the stub answers an error envelope (code 404), as a refusal would be.
    calls = stubApi({
      '/web/welfareCenter/queryWelfareCenterList': () => ({ list: items.slice(0, 1), total: 1, page: 1, size: 20 }),
      '/web/welfareCenter/queryWelfareCenterTotal': () => ({ ready: '12.34', received: '0.00', expired: '0.00' }),
    });
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await screen.findByText('Daily rebate 2026-11-23');
    const lists = count('/web/welfareCenter/queryWelfareCenterList');
    fireEvent.click(within(rowOf('Daily rebate 2026-11-23')).getByTestId('welfare-claim'));
    await waitFor(() => expect(count('/web/welfareCenter/queryWelfareCenterList')).toBeGreaterThan(lists));
    expect(count('/web/welfareCenter/receiveWelfare')).toBe(1);
    expect(screen.queryByText(/^Received ¥/)).toBeNull();
  });

  it('received and expired items show as such, without a claim', async () => {
    renderMemberScreen(i18next, <WelfareCentre />, PATHS.welfareRecord);
    await screen.findByText('Daily rebate 2026-11-23');
    fireEvent.click(within(screen.getByTestId('welfare-tabs')).getByText('Received'));
    const received = await screen.findByText('Upgrade gift VIP 3');
    expect(calls.at(-1)!.query.get('status')).toBe('received');
    const row = received.closest('[data-testid="welfare-row"]') as HTMLElement;
    expect(within(row).getByTestId('welfare-status').textContent).toBe('Received');
    expect(within(row).queryByTestId('welfare-claim')).toBeNull();
    fireEvent.click(within(screen.getByTestId('welfare-tabs')).getByText('Expired'));
    const expired = (await screen.findByText('Birthday gift')).closest('[data-testid="welfare-row"]') as HTMLElement;
    expect(within(expired).getByTestId('welfare-status').textContent).toBe('Expired');
    expect(expired.textContent).toContain('Birthday gift · Physical gift');
  });
});

describe('reward records', () => {
  it('every status by filter, in words with amount, kind and times; never a code', async () => {
    renderMemberScreen(i18next, <RewardRecords />, PATHS.rewardRecord);
    await screen.findByText('Goodwill');
    expect(screen.getAllByTestId('welfare-row')).toHaveLength(6);
    expect(calls.at(-1)!.query.get('status')).toBeNull();
    const statuses = screen.getAllByTestId('welfare-status').map((s) => s.textContent);
    expect(statuses).toEqual(['Ready to receive', 'Ready to receive', 'Received', 'Expired', 'To be confirmed', 'Failed']);
    expect(screen.queryByTestId('welfare-claim')).toBeNull();
    const text = document.body.textContent ?? '';
    for (const code of ['dailyRebate', 'weeklyRedPacket', 'upgradeGift', 'activityBonus', 'virtual', 'physical', 'pending', 'success']) expect(text).not.toContain(code);
    expect(rowOf('Goodwill').textContent).toMatch(/Other reward · Cash · 1\.5× turnover.*Given \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);

    for (const [label, status] of [['To be confirmed', 'pending'], ['Failed', 'failed'], ['Ready to receive', 'success'], ['Received', 'received'], ['Expired', 'expired']] as const) {
      fireEvent.click(within(screen.getByTestId('reward-tabs')).getByText(label));
      await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe(status));
      await waitFor(() => expect(screen.getAllByTestId('welfare-status').every((s) => s.textContent === label)).toBe(true));
    }
  });

  it('an empty filter says so', async () => {
    items = [];
    renderMemberScreen(i18next, <RewardRecords />, PATHS.rewardRecord);
    expect(await screen.findByText('No rewards yet')).toBeTruthy();
  });
});

describe('reward records → welfare centre', () => {
  it('the records lead to the welfare centre', async () => {
    renderMemberScreen(i18next, <RewardRecords />, PATHS.rewardRecord);
    fireEvent.click(await screen.findByText('Receive your rewards in the welfare centre'));
    await waitFor(() => expect(window.location.hash).toBe(`#${PATHS.welfareRecord}`));
  });
});
