// @postgres: set-wise SQL (day boundaries, aggregates, numeric and timestamp types as the pg driver returns them)
import { formatMinor, platformToday, toMinor } from '@app/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helpers.js';
import { fundVenue, openHouse, play, type PlayAnswer } from '../../../test/house-helpers.js';
import { as, createPlayer, expectLedgerOk, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Operator reports (issue 24 item 11): profit and loss per player, per game and per venue over whole platform days.
 * Rounds are played through the house venue, then moved to either side of a platform midnight (23:59:59.999 and
 * 00:00:00.000 Asia/Shanghai); every figure is checked against sums of the rounds' own answers. Bonuses come from a
 * redemption code, adjustments from the operator's funding (both journals are stamped by the database: today).
 */
const t = useTestApp();
const DAY_A = '2026-11-20';
const DAY_B = '2026-11-21';
const LAST_OF_A = new Date('2026-11-20T15:59:59.999Z');
const FIRST_OF_B = new Date('2026-11-20T16:00:00.000Z');
const NOON_B = new Date('2026-11-21T04:00:00.000Z');
let token = '';
const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/report/${path}`, body, { token, lang: 'en' });

interface Played {
  player: Player;
  platType: string;
  gameCode: string;
  answer: PlayAnswer;
}
const played: Played[] = [];
let alice: Player;
let bob: Player;

async function rounds(p: Player, platType: string, gameCode: string, bet: { type: string; amount: string }, n: number) {
  const s = await openHouse(t, p, platType, gameCode);
  for (let i = 0; i < n; i++) {
    const r = await play(t, s.session, gameCode, [bet]);
    expect(r.body.code).toBe(0);
    played.push({ player: p, platType, gameCode, answer: r.body.data });
  }
}

const m = (s: string) => toMinor(s)!;
/** A signed money string (GGR and net may be negative) in minor units. */
const signed = (s: string): bigint => (s.startsWith('-') ? -m(s.slice(1)) : m(s));
function sums(list: Played[]) {
  const stake = list.reduce((a, r) => a + m(r.answer.betAmount), 0n);
  const payout = list.reduce((a, r) => a + m(r.answer.payout), 0n);
  return { bets: list.length, stake: formatMinor(stake), payout: formatMinor(payout), ggr: formatMinor(stake - payout) };
}

beforeAll(async () => {
  token = await operatorToken(t);
  alice = await createPlayer(t, 'ra');
  bob = await createPlayer(t, 'rb');
  await fundVenue(t, alice, 'house_live', 500);
  await fundVenue(t, bob, 'house_chess', 300);
  await rounds(alice, 'house_live', 'baccarat', { type: 'banker', amount: '10.00' }, 3);
  await rounds(bob, 'house_chess', 'dragonTiger', { type: 'dragon', amount: '20.00' }, 2);
  // Alice's first round settles in the last millisecond of DAY_A, her second in the first of DAY_B, the rest at noon.
  const settleAt = async (r: Played, at: Date) => t.database.db.update(bets).set({ settledAt: at, placedAt: at }).where(eq(bets.sourceRef, r.answer.roundId));
  await settleAt(played[0]!, LAST_OF_A);
  await settleAt(played[1]!, FIRST_OF_B);
  for (const r of played.slice(2)) await settleAt(r, NOON_B);
});

describe('report/games and report/venues', () => {
  it('count each round on its own platform day: 23:59:59.999 is the day before, 00:00:00 the day after', async () => {
    const a = await op<{ list: Record<string, unknown>[] }>('games', { from: DAY_A, to: DAY_A });
    expect(a.body.code).toBe(0);
    const { bets: n, ...money } = sums([played[0]!]);
    expect(a.body.data.list).toEqual([{ platType: 'house_live', gameType: 'live', gameCode: 'baccarat', players: 1, bets: n, ...money, validBet: expect.any(String), rtp: expect.any(String) }]);

    const b = await op<{ list: { gameCode: string; players: number; bets: number; stake: string; payout: string; ggr: string; rtp: string }[] }>('games', { from: DAY_B, to: DAY_B });
    const baccarat = b.body.data.list.find((r) => r.gameCode === 'baccarat')!;
    const dragon = b.body.data.list.find((r) => r.gameCode === 'dragonTiger')!;
    expect(baccarat).toMatchObject({ players: 1, ...sums(played.slice(1, 3)) });
    expect(dragon).toMatchObject({ players: 1, ...sums(played.slice(3)) });
    // RTP = payout ÷ stake, two decimals, rounded down.
    const d = sums(played.slice(3));
    expect(dragon.rtp).toBe(formatMinor((m(d.payout) * 10_000n) / m(d.stake)));

    const both = await op<{ list: { platType: string; gameType: string; players: number; bets: number; stake: string }[] }>('venues', { from: DAY_A, to: DAY_B });
    expect(both.body.data.list.find((r) => r.platType === 'house_live')).toMatchObject({ gameType: 'live', players: 1, ...sums(played.slice(0, 3)) });
    expect(both.body.data.list.find((r) => r.platType === 'house_chess')).toMatchObject({ gameType: 'chess', players: 1, ...sums(played.slice(3)) });
    // A day with nothing: no rows.
    expect((await op<{ list: unknown[] }>('venues', { from: '2026-11-19', to: '2026-11-19' })).body.data.list).toEqual([]);
  });
});

describe('report/players', () => {
  it('per player: bets, stake, payout and GGR of the days; bonuses, adjustments and net; totals; sorted; paged', async () => {
    const res = await op<{ list: Record<string, unknown>[]; total: number; totals: Record<string, unknown> }>('players', { from: DAY_B, to: DAY_B, size: 100 });
    expect(res.body.code).toBe(0);
    const rows = res.body.data.list.filter((r) => r.userId === alice.userId || r.userId === bob.userId);
    const a = sums(played.slice(1, 3));
    const b = sums(played.slice(3));
    expect(rows.find((r) => r.userId === alice.userId)).toEqual({
      userId: alice.userId, username: alice.username, vipLevel: 1, ...a, validBet: expect.any(String),
      bonuses: '0.00', adjustments: '0.00', net: a.ggr, deposits: '0.00', withdrawals: '0.00',
    });
    expect(rows.find((r) => r.userId === bob.userId)).toMatchObject({ ...b, net: b.ggr });
    // Sorted by GGR, highest first; the totals are the column sums of every row.
    const ggr = res.body.data.list.map((r) => signed(String(r.ggr)));
    expect(ggr).toEqual([...ggr].sort((x, y) => (x > y ? -1 : x < y ? 1 : 0)));
    const total = (k: string) => formatMinor(res.body.data.list.reduce((s, r) => s + signed(String(r[k])), 0n));
    expect(res.body.data.totals).toMatchObject({ stake: total('stake'), payout: total('payout'), ggr: total('ggr'), net: total('net') });
    expect(res.body.data.total).toBe(res.body.data.list.length);
    const page2 = await op<{ list: unknown[]; total: number; page: number }>('players', { from: DAY_B, to: DAY_B, size: 1, page: 2 });
    expect(page2.body.data).toMatchObject({ page: 2, total: res.body.data.total });
    expect(page2.body.data.list).toHaveLength(1);
  });

  it('bonuses (a redemption code) count against the platform; manual adjustments are shown apart', async () => {
    const batch = await t.call<{ codes: string[] }>('/admin/api/redeem/generate', { amount: '8.88', count: 1, turnoverMultiple: 0 }, { token });
    expect(batch.body.code).toBe(0);
    expect((await as(t, alice)('/web/user/redeemCode/use', { code: batch.body.data.codes[0] })).body.code).toBe(0);
    // The journals are stamped by the database's clock: today's platform day.
    const today = platformToday(new Date());
    const res = await op<{ list: Record<string, unknown>[] }>('players', { from: today, to: today, size: 100, sort: 'net' });
    const row = res.body.data.list.find((r) => r.userId === alice.userId)!;
    expect(row).toMatchObject({ bonuses: '8.88', adjustments: '500.00', bets: 0, ggr: '0.00', net: '-8.88' });
    await expectLedgerOk(t);
  });

  it('exports every player of the period as CSV with the list’s columns', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/report/players/export', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ from: DAY_B, to: DAY_B }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('userId,username,vipLevel,bets,stake,validBet,payout,ggr,bonuses,adjustments,net,deposits,withdrawals');
    const a = sums(played.slice(1, 3));
    expect(lines.find((l) => l.includes(alice.username))).toContain(`,${a.bets},${a.stake},`);
    expect(lines.some((l) => l.includes(bob.username))).toBe(true);
    for (const kind of ['games', 'venues']) {
      const file = await t.app.inject({ method: 'POST', url: `/admin/api/report/${kind}/export`, headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ from: DAY_A, to: DAY_B }) });
      expect(file.statusCode, kind).toBe(200);
      expect(file.body).toContain('house_live');
    }
  });

  it('refuses a reversed range, more than 366 days, a bad date or sort with a validation error', async () => {
    for (const [path, body] of [
      ['players', { from: DAY_B, to: DAY_A }],
      ['players', { from: '2025-01-01', to: '2026-01-02' }],
      ['games', { from: '2026-02-30', to: '2026-03-01' }],
      ['venues', { from: DAY_A }],
      ['players', { from: DAY_A, to: DAY_B, sort: 'luck' }],
      ['players/export', { from: DAY_B, to: DAY_A }],
    ] as const) {
      const res = await op(path, body);
      expect([res.status, res.body.code], `${path} ${JSON.stringify(body)}`).toEqual([200, 1000]);
    }
    // Nothing a report does writes: the bets are still where the test put them.
    const left = await t.database.db.select({ at: bets.settledAt }).from(bets).where(inArray(bets.sourceRef, played.map((r) => r.answer.roundId)));
    expect(left).toHaveLength(played.length);
  });
});
