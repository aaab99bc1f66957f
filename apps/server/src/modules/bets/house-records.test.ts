import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { fundVenue, openHouse, play, type PlayAnswer } from '../../../test/house-helpers.js';
import { as, createPlayer, expectLedgerOk } from '../../../test/wallet-helpers.js';

// In the past of real time: the players' member sessions are created on the real clock.
const clock = testClock('2026-11-10T02:00:00Z');
const t = useTestApp({}, { now: clock.now });

interface BetRecord {
  betId: string;
  platType: string;
  gameName: string;
  betAmount: string;
  validBet: string;
  winLoss: string;
  status: string;
  betTime: string;
}
const cents = (s: string) => Math.round(Number(s) * 100);
const sum = (xs: PlayAnswer[], f: (x: PlayAnswer) => string) => (xs.reduce((s, x) => s + cents(f(x)), 0) / 100).toFixed(2);

describe('bet records (getBetRecord, getSumBetRecord)', () => {
  it('lists and sums the caller’s own bets, filtered by venue and time, newest first', async () => {
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 1000);
    await fundVenue(t, p, 'house_chess', 1000);
    await fundVenue(t, other, 'house_live', 100);
    const live = await openHouse(t, p, 'house_live', 'roulette', clock.now());
    const chess = await openHouse(t, p, 'house_chess', 'dragonTiger', clock.now());
    const otherLive = await openHouse(t, other, 'house_live', 'roulette', clock.now());
    expect((await play(t, otherLive.session, 'roulette', [{ type: 'red', amount: '5' }])).body.code).toBe(0);

    const liveRounds: PlayAnswer[] = [];
    const chessRounds: PlayAnswer[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(3600_000);
      const r1 = await play(t, live.session, i % 2 ? 'sicbo' : 'roulette', [{ type: i % 2 ? 'small' : 'black', amount: '10' }, { type: i % 2 ? 'big' : 'red', amount: '4' }]);
      const r2 = await play(t, chess.session, 'dragonTiger', [{ type: 'dragon', amount: '7' }]);
      expect(r1.body.code).toBe(0);
      expect(r2.body.code).toBe(0);
      liveRounds.push(r1.body.data);
      chessRounds.push(r2.body.data);
    }
    const all = [...liveRounds, ...chessRounds];

    const list = await as(t, p)<{ list: BetRecord[]; total: number }>('/web/user/getBetRecord', { page: 1, size: 20 }, { lang: 'en' });
    expect(list.body.code).toBe(0);
    expect(list.body.data.total).toBe(8);
    const first = list.body.data.list[0]!;
    expect(first).toEqual({
      betId: chessRounds[3]!.roundId,
      platType: 'house_chess',
      gameCode: 'dragonTiger',
      gameName: 'Dragon Tiger',
      betAmount: '7.00',
      validBet: chessRounds[3]!.validBet,
      winLoss: chessRounds[3]!.winLoss,
      status: 'settled',
      betTime: clock.now().toISOString(),
      outcome: { dragon: expect.stringMatching(/^(10|[2-9AJQK])[SHDC]$/), tiger: expect.stringMatching(/^(10|[2-9AJQK])[SHDC]$/) },
    });
    expect(list.body.data.list.map((r) => r.betId)).not.toContain(undefined);

    const sums = await as(t, p)<{ betCount: number; betAmount: string; validBet: string; winLoss: string }>('/web/user/getSumBetRecord', {});
    expect(sums.body.data).toEqual({ betCount: 8, betAmount: '84.00', validBet: sum(all, (x) => x.validBet), winLoss: sum(all, (x) => x.winLoss) });

    const onlyLive = await as(t, p)<{ list: BetRecord[]; total: number }>('/web/user/getBetRecord', { platType: 'house_live', page: 1, size: 3 });
    expect(onlyLive.body.data.total).toBe(4);
    expect(onlyLive.body.data.list.map((r) => r.betId)).toEqual(liveRounds.slice(1).reverse().map((r) => r.roundId));
    const sumLive = await as(t, p)<{ betCount: number; winLoss: string }>('/web/user/getSumBetRecord', { platType: 'house_live' });
    expect(sumLive.body.data).toMatchObject({ betCount: 4, winLoss: sum(liveRounds, (x) => x.winLoss) });

    // Hours 2-3 only (bounds included).
    const start = new Date('2026-11-10T04:00:00Z').toISOString();
    const end = new Date('2026-11-10T05:00:00Z').toISOString();
    const ranged = await as(t, p)<{ list: BetRecord[]; total: number }>('/web/user/getBetRecord', { startTime: start, endTime: end, page: 1, size: 20 });
    expect(ranged.body.data.total).toBe(4);
    const sumRanged = await as(t, p)<{ betCount: number; betAmount: string }>('/web/user/getSumBetRecord', { startTime: start, endTime: end });
    expect(sumRanged.body.data).toMatchObject({ betCount: 4, betAmount: '42.00' });
    const page2 = await as(t, p)<{ list: BetRecord[] }>('/web/user/getBetRecord', { page: 2, size: 5 });
    expect(page2.body.data.list).toHaveLength(3);

    // The other player sees only theirs; guests get 401.
    const theirs = await as(t, other)<{ total: number }>('/web/user/getSumBetRecord', {});
    expect(theirs.body.data).toMatchObject({ betCount: 1, betAmount: '5.00' });
    expect((await t.call('/web/user/getBetRecord', { page: 1, size: 5 })).body.code).toBe(401);
    // Bad filters are refused.
    expect((await as(t, p)('/web/user/getBetRecord', { startTime: 'yesterday' })).body.code).toBe(1000);
    await expectLedgerOk(t);
  });
});
