import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { initI18n, loadTexts } from '../../i18n';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi, type ApiCall } from '../../test/app';
import { periodRange } from '../../features/records/period';
import BetRecords from './bet';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('lobby');
  await loadTexts('wallet');
});

const BET = {
  betId: 'B1001',
  platType: 'house_live',
  gameCode: 'baccarat',
  gameName: 'Baccarat',
  betAmount: '20.00',
  validBet: '20.00',
  winLoss: '-20.00',
  status: 'settled',
  betTime: '2026-11-20T08:30:00.000Z',
  outcome: { playerCards: ['AH', '8H'], bankerCards: ['6S', '6C'] } as unknown,
};

let calls: ApiCall[];
let bets: (typeof BET)[];
beforeEach(() => {
  bets = [BET];
  useSession.setState({ token: 'tok' });
  calls = stubApi({
    '/web/guest/apiCode/getBetAllPlatTypes': () => [
      { platType: 'house_live', name: 'House Live', gameType: 'live' },
      { platType: 'house_slots', name: 'House Slots', gameType: 'slots' },
    ],
    '/web/user/getBetRecord': (call) => {
      const list = bets.filter((b) => !call.query.get('platType') || b.platType === call.query.get('platType'));
      return { list, total: list.length, page: 1, size: 20 };
    },
    '/web/user/getSumBetRecord': (call) =>
      call.query.get('platType') === 'house_slots'
        ? { betCount: 0, betAmount: '0.00', validBet: '0.00', winLoss: '0.00' }
        : { betCount: 1, betAmount: '20.00', validBet: '20.00', winLoss: '-20.00' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const last = (path: string): ApiCall => calls.filter((c) => c.path === path).at(-1)!;

describe('bet records', () => {
  // Whatever the phone's zone and the hour: a zone behind UTC, UTC, the platform's, just before and just after the
  // phone's midnight and the platform's (16:00 UTC) (issue 22).
  describe.each(['America/Los_Angeles', 'UTC', 'Asia/Shanghai'])('in %s', (zone) => {
    let before: string | undefined;
    beforeAll(() => {
      before = process.env.TZ;
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });

    it('the zone is in effect', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    });

    it.each([
      [15, 30, 0],
      [23, 59, 30],
      [0, 0, 30],
    ])('periods are whole local days ending today (at %i:%i:%i local time)', (h, m, sec) => {
      const now = new Date(2026, 10, 22, h, m, sec);
      const local = (iso: string): string => new Date(iso).toString().slice(4, 24);
      const today = periodRange('today', null, now);
      expect(local(today.startTime)).toBe('Nov 22 2026 00:00:00');
      expect(local(today.endTime)).toBe('Nov 22 2026 23:59:59');
      expect(local(periodRange('days7', null, now).startTime)).toBe('Nov 16 2026 00:00:00');
      expect(local(periodRange('days30', null, now).startTime)).toBe('Oct 24 2026 00:00:00');
      const custom = periodRange('custom', [new Date(2026, 0, 5, 12), new Date(2026, 0, 9, 1)], now);
      expect([local(custom.startTime), local(custom.endTime)]).toEqual(['Jan 05 2026 00:00:00', 'Jan 09 2026 23:59:59']);
    });

    it.each(['2026-11-22T15:59:30Z', '2026-11-22T16:00:30Z'])('today holds the instant itself at %s (the platform day turns then)', (iso) => {
      const now = new Date(iso);
      const today = periodRange('today', null, now);
      expect(Date.parse(today.startTime)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(today.endTime)).toBeGreaterThan(now.getTime());
      expect(Date.parse(today.endTime) - Date.parse(today.startTime)).toBe(86_400_000 - 1);
    });
  });

  it('shows the totals and the bets of today, and a bet in detail', async () => {
    renderMemberScreen(i18next, <BetRecords />, PATHS.betRecord);
    const row = await screen.findByTestId('bet-row');
    expect(within(row).getByText('House Live')).toBeTruthy();
    expect(within(row).getByText('-20.00')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bet-totals').textContent).toBe('Bets1Bet amount20.00Valid bet20.00Win/loss-20.00'));
    const query = last('/web/user/getBetRecord').query;
    expect(query.get('platType')).toBeNull();
    expect(new Date(query.get('startTime')!).getHours()).toBe(0);
    fireEvent.click(row);
    const detail = await screen.findByTestId('bet-detail');
    expect(within(detail).getByText('B1001')).toBeTruthy();
    expect(within(detail).getByText('Settled')).toBeTruthy();
  });

  it('a bet read before the venue names shows no venue yet, never the internal platType (issue 22: raw-values on a loaded run)', async () => {
    let names: (value: unknown) => void = () => undefined;
    calls = stubApi({
      '/web/guest/apiCode/getBetAllPlatTypes': () => new Promise((resolve) => (names = resolve)),
      '/web/user/getBetRecord': () => ({ list: [BET], total: 1, page: 1, size: 20 }),
      '/web/user/getSumBetRecord': () => ({ betCount: 1, betAmount: '20.00', validBet: '20.00', winLoss: '-20.00' }),
    });
    renderMemberScreen(i18next, <BetRecords />, PATHS.betRecord);
    const row = await screen.findByTestId('bet-row');
    expect(row.textContent).not.toContain('house_live');
    names([{ platType: 'house_live', name: 'House Live', gameType: 'live' }]);
    await waitFor(() => expect(within(screen.getByTestId('bet-row')).getByText('House Live')).toBeTruthy());
  });

  it('filters by venue and by period; an empty period says so', async () => {
    renderMemberScreen(i18next, <BetRecords />, PATHS.betRecord);
    await screen.findByTestId('bet-row');
    fireEvent.click(within(screen.getByTestId('bet-venue-filter')).getByText('House Slots'));
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
    expect(last('/web/user/getBetRecord').query.get('platType')).toBe('house_slots');
    expect(last('/web/user/getSumBetRecord').query.get('platType')).toBe('house_slots');
    const todayStart = last('/web/user/getBetRecord').query.get('startTime')!;
    fireEvent.click(within(screen.getByTestId('period-filter')).getByText('7 days'));
    await waitFor(() => expect(last('/web/user/getBetRecord').query.get('startTime')).not.toBe(todayStart));
    const days = (Date.parse(todayStart) - Date.parse(last('/web/user/getBetRecord').query.get('startTime')!)) / 86_400_000;
    expect(Math.round(days)).toBe(6);
  });

  it('custom dates: the first day, then the last; the range shows and is sent as whole days', async () => {
    renderMemberScreen(i18next, <BetRecords />, PATHS.betRecord);
    await screen.findByTestId('bet-row');
    fireEvent.click(within(screen.getByTestId('period-filter')).getByText('Custom'));
    expect(await screen.findByText('Start date')).toBeTruthy();
    fireEvent.click(screen.getAllByText('OK').at(-1)!);
    expect(await screen.findByText('End date')).toBeTruthy();
    fireEvent.click(screen.getAllByText('OK').at(-1)!);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect((await screen.findByTestId('custom-range')).textContent).toBe(`${day} – ${day}`);
    const query = last('/web/user/getBetRecord').query;
    expect(new Date(query.get('startTime')!).getHours()).toBe(0);
    expect(new Date(query.get('endTime')!).getHours()).toBe(23);
  });
});
