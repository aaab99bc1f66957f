import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng.js';
import { GAME_CODES, games, parseBet, tableLimits } from './index.js';

describe('uniform engine API', () => {
  it('every game lists canonical bet types that parse to themselves', () => {
    for (const code of GAME_CODES) {
      const types = games[code].betTypes();
      expect(new Set(types).size, code).toBe(types.length);
      for (const type of types) expect(games[code].parseBet(type), `${code} ${type}`).toEqual({ ok: true, value: type });
    }
    expect(parseBet('roulette', 'red')).toEqual({ ok: true, value: 'red' });
    expect(parseBet('poker', 'red')).toEqual({ ok: false, error: 'unknownBetType' });
  });

  it('validateBets: 1.00 minimum per bet by default, limits and shapes as error values with the bet index', () => {
    const limits = tableLimits(2);
    expect(limits.minBet).toBe(100n);
    const v = games.roulette.validateBets;
    expect(v([{ type: 'red', amount: 100n }, { type: 'split:2-1', amount: 5_000_000n }], limits)).toEqual({ ok: true, value: ['red', 'split:1-2'] });
    expect(v([{ type: 'red', amount: 99n }], limits)).toEqual({ ok: false, error: 'betBelowMin', index: 0 });
    expect(v([{ type: 'red', amount: 100n }, { type: 'red', amount: 5_000_001n }], limits)).toEqual({ ok: false, error: 'betAboveMax', index: 1 });
    expect(v([], limits)).toEqual({ ok: false, error: 'noBets' });
    expect(v(Array.from({ length: 41 }, () => ({ type: 'red', amount: 100n })), limits)).toEqual({ ok: false, error: 'tooManyBets' });
    expect(v([{ type: 'red', amount: -5n }])).toEqual({ ok: false, error: 'invalidAmount', index: 0 });
    expect(v([{ type: 'red', amount: 1 as unknown as bigint }])).toEqual({ ok: false, error: 'invalidAmount', index: 0 });
    expect(v([{ type: 42 as unknown as string, amount: 100n }])).toEqual({ ok: false, error: 'unknownBetType', index: 0 });
    expect(tableLimits(6).minBet).toBe(1_000_000n); // USDT: 1.000000
  });

  it('hedged stakes are matched in bet order across several bets of one side', () => {
    const s = games.sicbo.settle(
      [
        { type: 'big', amount: 300n },
        { type: 'small', amount: 200n },
        { type: 'big', amount: 400n },
        { type: 'small', amount: 300n },
      ],
      { dice: [6, 5, 4] },
    );
    // big 700 vs small 500: 500 matched, taken from big's first bet (300) then 200 of the second.
    expect(s.ok && s.value.bets.map((b) => b.validBet)).toEqual([0n, 0n, 200n, 0n]);
    expect(s.ok && [s.value.stake, s.value.payout, s.value.validBet]).toEqual([1200n, 1400n, 200n]);
  });

  it('every game draws and settles a random round', () => {
    for (const code of GAME_CODES) {
      const game = games[code];
      const rng = createRng({ serverSeed: 'x', clientSeed: code, nonce: 0 });
      const { outcome } = game.draw(rng, null);
      const settled = game.settle([{ type: game.betTypes()[0]!, amount: 100n }], outcome);
      expect(settled.ok, code).toBe(true);
    }
  });
});

describe('settlement invariants (property-based)', () => {
  it('for any bets and any drawn round: payouts ≥ 0, valid bets within stakes, totals add up, deterministic', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_CODES),
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.tuple(fc.nat(), fc.bigInt({ min: 1n, max: 10_000_000n })), { minLength: 1, maxLength: 8 }),
        (code, nonce, picks) => {
          const game = games[code];
          const types = game.betTypes();
          const bets = picks.map(([i, amount]) => ({ type: types[i % types.length]!, amount }));
          const { outcome } = game.draw(createRng({ serverSeed: 'prop', clientSeed: 'c', nonce }), null);
          const a = game.settle(bets, outcome);
          const b = game.settle(bets, outcome);
          expect(a).toEqual(b);
          if (!a.ok) return false;
          let payout = 0n;
          let valid = 0n;
          for (const [i, s] of a.value.bets.entries()) {
            expect(s.amount).toBe(bets[i]!.amount);
            expect(s.payout >= 0n && s.validBet >= 0n && s.validBet <= s.amount).toBe(true);
            if (s.result === 'lose') expect(s.payout).toBe(0n);
            if (s.result === 'push') expect([s.payout, s.validBet]).toEqual([s.amount, 0n]);
            payout += s.payout;
            valid += s.validBet;
          }
          return payout === a.value.payout && valid === a.value.validBet && valid <= a.value.stake;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('docs/games/fairness.md worked example', () => {
  it('gives the documented outcome in every game (server, browser and docs cannot drift)', () => {
    const seed = {
      serverSeed: 'b1f4c0d2e3a49f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706',
      clientSeed: 'lucky-player',
      nonce: 0,
    };
    const draw = (code: (typeof GAME_CODES)[number]) => games[code].draw(createRng(seed), null).outcome;
    expect(draw('roulette')).toEqual({ number: 17 });
    expect(draw('sicbo')).toEqual({ dice: [5, 1, 6] });
    expect(draw('dragonTiger')).toEqual({ dragon: 'KS', tiger: '7H' });
    expect(draw('scheduledLottery')).toEqual({ digits: [8, 4, 3] });
    expect((draw('slot') as { stops: number[] }).stops).toEqual([12, 12, 7, 14, 5]);
    expect(draw('baccarat')).toEqual({ playerCards: ['KS', '7C'], bankerCards: ['7H', '4D', '7C'] });
    expect(draw('happy8')).toEqual({
      numbers: [1, 5, 6, 7, 11, 14, 18, 20, 21, 23, 26, 29, 39, 41, 55, 56, 58, 63, 74, 77],
      sum: 644,
    });
  });
});
