import { createRng, games, hashSeed, type Bet } from '@app/games';
import { errorMessage, toMinor } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseRounds, venueLocks } from '../../db/schema/index.js';
import { addRequirement, remainingTurnover } from '../../modules/turnover/service.js';
import { housePruneJob } from './prune-job.js';
import { runJob } from '../../platform/index.js';
import { issueTicket } from './service.js';
import { addVenueLock } from '../../modules/wallet/service.js';
import { useTestApp } from '../../../test/helpers.js';
import { fundVenue, launchTicket, openHouse, play, roundPostings, venueBalance, type PlayAnswer } from '../../../test/house-helpers.js';
import { createPlayer, expectLedgerOk } from '../../../test/wallet-helpers.js';

const t = useTestApp();

type Played = { gameCode: string; bets: { type: string; amount: string }[]; answer: PlayAnswer };
const minor = (s: string): bigint => toMinor(s)!;
const engineBets = (bets: { type: string; amount: string }[]): Bet[] => bets.map((b) => ({ type: b.type, amount: minor(b.amount) }));

describe('house venue: tickets and sessions', () => {
  it('the OpenAPI document lists the house venue and bet record endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/venue/house/api/session', '/venue/house/api/play', '/venue/house/api/reveal', '/venue/house/api/history', '/web/user/getBetRecord', '/web/user/getSumBetRecord']),
    );
  });

  it('a ticket opens one session, once; the session shows the venue balance and the seed commitment', async () => {
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 100);
    const ticket = await launchTicket(t, p, 'house_live', 'roulette');
    const first = await t.call<{ session: string; balance: string; serverSeedHash: string; nonce: number }>('/venue/house/api/session', { ticket });
    expect(first.body.code).toBe(0);
    expect(first.body.data.balance).toBe('100.00');
    expect(first.body.data.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.data.nonce).toBe(0);
    const again = await t.call('/venue/house/api/session', { ticket }, { lang: 'en' });
    expect(again.body.code).toBe(2300);
    expect(again.body.msg).toBe(errorMessage('houseTicketInvalid', 'en'));
  });

  it('an expired or made-up ticket is refused', async () => {
    const p = await createPlayer(t);
    const old = await issueTicket(t.database.db, { userId: p.userId, platType: 'house_live', gameCode: 'roulette' }, new Date(Date.now() - 3 * 60_000));
    expect((await t.call('/venue/house/api/session', { ticket: old })).body.code).toBe(2300);
    expect((await t.call('/venue/house/api/session', { ticket: 'x'.repeat(43) })).body.code).toBe(2300);
    expect((await t.call('/venue/house/api/session', {})).body.code).toBe(2300);
  });

  it('the daily prune deletes long-expired tickets and sessions once per day', async () => {
    const p = await createPlayer(t);
    await issueTicket(t.database.db, { userId: p.userId, platType: 'house_live', gameCode: 'roulette' }, new Date(Date.now() - 3 * 86400_000));
    const [first] = await runJob(t.database.db, housePruneJob, new Date());
    expect((first!.result as { tickets: number }).tickets).toBeGreaterThanOrEqual(1);
    expect((await runJob(t.database.db, housePruneJob, new Date()))[0]).toMatchObject({ ran: false });
  });

  it('a session acts only for its own player and platType', async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    await fundVenue(t, a, 'house_live', 50);
    await fundVenue(t, b, 'house_live', 50);
    const sa = await openHouse(t, a, 'house_live', 'roulette');
    const res = await play(t, sa.session, 'roulette', [{ type: 'red', amount: '10' }]);
    expect(res.body.code).toBe(0);
    // Whatever else is sent, the round is a's: b's wallet and history do not change.
    expect(await venueBalance(t, b, 'house_live')).toBe('50.00');
    const sb = await openHouse(t, b, 'house_live', 'roulette');
    const hb = await t.call<{ list: unknown[]; total: number }>('/venue/house/api/history', { session: sb.session, page: 1, size: 10 });
    expect(hb.body.data.total).toBe(0);
    const ha = await t.call<{ list: { roundId: string }[] }>('/venue/house/api/history', { session: sa.session, page: 1, size: 10 });
    expect(ha.body.data.list.map((r) => r.roundId)).toEqual([res.body.data.roundId]);
    // A live session cannot play a chess game, and a bad session is refused.
    expect((await play(t, sa.session, 'dragonTiger', [{ type: 'dragon', amount: '1' }])).body.code).toBe(2400);
    expect((await play(t, 'y'.repeat(43), 'roulette', [{ type: 'red', amount: '1' }])).body.code).toBe(2301);
    await expectLedgerOk(t);
  });
});

describe('house venue: rounds', () => {
  it('rounds move exactly the settled amounts, and every round verifies after reveal', async () => {
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 5000);
    const s = await openHouse(t, p, 'house_live', 'baccarat');
    const plan: [string, { type: string; amount: string }[]][] = [
      ['roulette', [{ type: 'straight:17', amount: '1.00' }, { type: 'red', amount: '10' }, { type: 'odd', amount: '5.50' }, { type: 'dozen:2', amount: '3' }]],
      ['sicbo', [{ type: 'big', amount: '20' }, { type: 'total:10', amount: '2' }, { type: 'anyTriple', amount: '1' }]],
      ['baccarat', [{ type: 'banker', amount: '20' }, { type: 'tie', amount: '2' }, { type: 'playerPair', amount: '1' }]],
    ];
    const played: Played[] = [];
    let balance = minor('5000');
    for (let i = 0; i < 12; i++) {
      const [gameCode, bets] = plan[i % plan.length]!;
      const extra = i === 6 ? { clientSeed: 'my-own-seed' } : {};
      const res = await play(t, s.session, gameCode, bets, extra);
      expect(res.body.code).toBe(0);
      const a = res.body.data;
      expect(a.serverSeedHash).toBe(s.serverSeedHash);
      expect(a.nonce).toBe(i);
      if (i >= 6) expect(a.clientSeed).toBe('my-own-seed');
      const stake = bets.reduce((sum, b) => sum + minor(b.amount), 0n);
      const payout = minor(a.payout);
      balance += payout - stake;
      expect(a.balance).toBe((Number(balance) / 100).toFixed(2));
      // One journal for the stakes (player → house) and one for the payout if any (house → player).
      const postings = await roundPostings(t, a.roundId);
      const on = (kind: string, type: string) => postings.filter((x) => x.kind === kind && x.type === type).map((x) => x.amount);
      expect(on('venue:house_live', 'bet')).toEqual([-stake]);
      expect(on('house:games:house_live', 'bet')).toEqual([stake]);
      expect(on('venue:house_live', 'payout')).toEqual(payout > 0n ? [payout] : []);
      expect(on('house:games:house_live', 'payout')).toEqual(payout > 0n ? [-payout] : []);
      played.push({ gameCode, bets, answer: a });
    }
    expect(await venueBalance(t, p, 'house_live')).toBe((Number(balance) / 100).toFixed(2));

    const rev = await t.call<{ serverSeed: string; serverSeedHash: string; nextServerSeedHash: string }>('/venue/house/api/reveal', { session: s.session });
    expect(rev.body.code).toBe(0);
    expect(rev.body.data.serverSeedHash).toBe(s.serverSeedHash);
    expect(hashSeed(rev.body.data.serverSeed)).toBe(s.serverSeedHash);
    expect(rev.body.data.nextServerSeedHash).not.toBe(s.serverSeedHash);
    // Recompute every round with the engine: outcome and payout must match what was paid.
    let shoe: unknown = null;
    for (const { gameCode, bets, answer } of played) {
      const rng = createRng({ serverSeed: rev.body.data.serverSeed, clientSeed: answer.clientSeed, nonce: answer.nonce });
      const drawn = games[gameCode as 'roulette'].draw(rng, gameCode === 'baccarat' ? shoe : null);
      if (gameCode === 'baccarat') shoe = drawn.state;
      expect(answer.outcome).toEqual(drawn.outcome);
      const settled = games[gameCode as 'roulette'].settle(engineBets(bets), drawn.outcome);
      expect(settled.ok).toBe(true);
      if (settled.ok) {
        expect(minor(answer.payout)).toBe(settled.value.payout);
        expect(minor(answer.validBet)).toBe(settled.value.validBet);
      }
    }
    // The next round runs under the new seed from nonce 0; history shows revealed seeds only.
    const next = await play(t, s.session, 'roulette', [{ type: 'red', amount: '1' }]);
    expect(next.body.data).toMatchObject({ serverSeedHash: rev.body.data.nextServerSeedHash, nonce: 0 });
    const h = await t.call<{ list: { roundId: string; serverSeed: string | null; nonce: number }[]; total: number }>('/venue/house/api/history', { session: s.session, page: 1, size: 5 });
    expect(h.body.data.total).toBe(13);
    expect(h.body.data.list).toHaveLength(5);
    expect(h.body.data.list[0]).toMatchObject({ roundId: next.body.data.roundId, serverSeed: null, nonce: 0 });
    expect(h.body.data.list[1]).toMatchObject({ roundId: played[11]!.answer.roundId, serverSeed: rev.body.data.serverSeed });
    const page3 = await t.call<{ list: { roundId: string }[] }>('/venue/house/api/history', { session: s.session, page: 3, size: 5 });
    expect(page3.body.data.list.map((r) => r.roundId)).toEqual(played.slice(0, 3).map((x) => x.answer.roundId).reverse());
    await expectLedgerOk(t);
  });

  it('every kind of invalid bet is refused with its own error and changes nothing', async () => {
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 100);
    const s = await openHouse(t, p, 'house_live', 'roulette');
    const cases: [string, { type: string; amount: string | number }[], number, Record<string, unknown>?][] = [
      ['roulette', [{ type: 'straight:37', amount: '1' }], 2303],
      ['roulette', [{ type: 'red', amount: '1' }, { type: 'purple', amount: '1' }], 2303],
      ['roulette', [{ type: 'red', amount: '0' }], 2304],
      ['roulette', [{ type: 'red', amount: '-5' }], 2304],
      ['roulette', [{ type: 'red', amount: 'abc' }], 2304],
      ['roulette', [{ type: 'red', amount: '1.001' }], 2304],
      ['roulette', [{ type: 'red', amount: '0.99' }], 2305],
      ['roulette', [{ type: 'red', amount: '50000.01' }], 2306],
      ['roulette', [], 2307],
      ['roulette', Array.from({ length: 41 }, () => ({ type: 'red', amount: '1' })), 2307],
      ['roulette', [{ type: 'red', amount: '60' }, { type: 'black', amount: '40.01' }], 2308],
      ['roulette', [{ type: 'red', amount: '1' }], 2309, { clientSeed: 'has space' }],
      ['dragonTiger', [{ type: 'dragon', amount: '1' }], 2400],
      ['poker', [{ type: 'red', amount: '1' }], 2400],
    ];
    for (const [gameCode, bets, code, extra] of cases) {
      const res = await play(t, s.session, gameCode, bets, extra ?? {}, { lang: 'th' });
      expect(res.body.code, JSON.stringify(bets).slice(0, 80)).toBe(code);
      expect(res.body.msg).not.toBe('');
    }
    expect(await venueBalance(t, p, 'house_live')).toBe('100.00');
    const rounds = await t.database.db.select().from(houseRounds).where(eq(houseRounds.userId, p.userId));
    expect(rounds).toHaveLength(0);
    // The whole balance is a valid stake; the seed's nonce did not move with the refusals.
    const ok = await play(t, s.session, 'roulette', [{ type: 'red', amount: '60' }, { type: 'black', amount: '40' }]);
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.nonce).toBe(0);
    await expectLedgerOk(t);
  });

  it('a repeated Idempotency-Key returns the first round and moves nothing', async () => {
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_chess', 50);
    const s = await openHouse(t, p, 'house_chess', 'dragonTiger');
    const bets = [{ type: 'dragon', amount: '10' }];
    const first = await play(t, s.session, 'dragonTiger', bets, {}, { 'idempotency-key': 'round-1' });
    const again = await play(t, s.session, 'dragonTiger', bets, {}, { 'idempotency-key': 'round-1' });
    expect(again.body.data.roundId).toBe(first.body.data.roundId);
    expect(await venueBalance(t, p, 'house_chess')).toBe(first.body.data.balance);
    await expectLedgerOk(t);
  });
});

describe('house venue: turnover', () => {
  it('valid bets feed the venue lock and the withdrawal requirement; pushes and hedges do not', async () => {
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 2000);
    await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_live', requiredTurnover: 1_000_000_00n, reason: 'bonus' });
    await addRequirement(t.database.db, { userId: p.userId, source: 'test', reference: 'r1', amount: 1_000_000_00n, multiple: 1 });
    const s = await openHouse(t, p, 'house_live', 'roulette');
    let expected = 0n;
    for (let i = 0; i < 6; i++) {
      // red 30 + black 10 hedge 10 each way: 20 counts from them, plus the straight's 5.
      const res = await play(t, s.session, 'roulette', [{ type: 'red', amount: '30' }, { type: 'black', amount: '10' }, { type: 'straight:7', amount: '5' }]);
      expect(res.body.code).toBe(0);
      expect(res.body.data.validBet).toBe('25.00');
      expected += 25_00n;
    }
    // Baccarat banker vs player: only the excess counts, and nothing at all on a tie (push).
    for (let i = 0; i < 6; i++) {
      const res = await play(t, s.session, 'baccarat', [{ type: 'banker', amount: '40' }, { type: 'player', amount: '30' }]);
      const o = res.body.data.outcome as { playerCards: string[]; bankerCards: string[] };
      const pts = (cards: string[]) => cards.reduce((sum, c) => sum + (['10', 'J', 'Q', 'K'].includes(c.slice(0, -1)) ? 0 : c[0] === 'A' ? 1 : Number(c.slice(0, -1))), 0) % 10;
      const tie = pts(o.playerCards) === pts(o.bankerCards);
      expect(res.body.data.validBet).toBe(tie ? '0.00' : '10.00');
      expected += tie ? 0n : 10_00n;
    }
    const [lock] = await t.database.db.select().from(venueLocks).where(and(eq(venueLocks.userId, p.userId), isNull(venueLocks.releasedAt)));
    expect(lock!.accumulatedTurnover).toBe(expected);
    expect(await remainingTurnover(t.database.db, p.userId)).toBe(1_000_000_00n - expected);
    await expectLedgerOk(t);
  });
});
