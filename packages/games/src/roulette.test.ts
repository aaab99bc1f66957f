import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import { createRng } from './rng.js';
import { parseRouletteBet, roulette, rouletteBetTypes } from './roulette.js';

const bet = (type: string, amount = 100n) => ({ type, amount });

describe('roulette', () => {
  it('every bet type has the documented 1/37 house edge (full enumeration over 37 pockets)', () => {
    const types = rouletteBetTypes();
    expect(types.filter((t) => t.startsWith('split:'))).toHaveLength(60);
    expect(types.filter((t) => t.startsWith('corner:'))).toHaveLength(22);
    const returns = expectDocumentedEdges(roulette, 'roulette.md');
    for (const [, f] of returns) expect(f.num * 37n).toBe(f.den * 36n); // exactly 36/37
  });

  it('parses the layout exactly', () => {
    expect(parseRouletteBet('split:2-1')?.type).toBe('split:1-2');
    expect(parseRouletteBet('split:0-3')?.numbers).toEqual([0, 3]);
    expect(parseRouletteBet('split:3-4')).toBeNull(); // 3 ends a row, 4 starts the next
    expect(parseRouletteBet('split:1-5')).toBeNull();
    expect(parseRouletteBet('split:0-4')).toBeNull();
    expect(parseRouletteBet('street:4')?.numbers).toEqual([4, 5, 6]);
    expect(parseRouletteBet('street:5')).toBeNull();
    expect(parseRouletteBet('corner:32')?.numbers).toEqual([32, 33, 35, 36]);
    expect(parseRouletteBet('corner:3')).toBeNull();
    expect(parseRouletteBet('corner:33')).toBeNull();
    expect(parseRouletteBet('line:31')?.numbers).toEqual([31, 32, 33, 34, 35, 36]);
    expect(parseRouletteBet('line:34')).toBeNull();
    expect(parseRouletteBet('column:1')?.numbers).toHaveLength(12);
    expect(parseRouletteBet('column:3')?.numbers[0]).toBe(3);
    for (const bad of ['straight:37', 'straight:07', 'straight:-1', 'straight', 'dozen:0', 'dozen:4', 'green', 'red:1', 'split:1-2-3', '']) {
      expect(parseRouletteBet(bad), bad).toBeNull();
    }
  });

  it('settles payouts with the stake included, and 0 loses outside bets', () => {
    const s = roulette.settle([bet('straight:17'), bet('red'), bet('black'), bet('dozen:2')], { number: 17 });
    expect(s.ok && s.value.bets.map((b) => [b.payout, b.result])).toEqual([[3600n, 'win'], [0n, 'lose'], [200n, 'win'], [300n, 'win']]);
    const zero = roulette.settle([bet('red'), bet('low'), bet('split:0-1')], { number: 0 });
    expect(zero.ok && zero.value.payout).toBe(1800n);
  });

  it('unknown bet types and bad amounts are error values, not throws', () => {
    expect(roulette.settle([bet('red'), bet('purple')], { number: 1 })).toEqual({ ok: false, error: 'unknownBetType', index: 1 });
    expect(roulette.settle([bet('red', 0n)], { number: 1 })).toEqual({ ok: false, error: 'invalidAmount', index: 0 });
    expect(roulette.parseBet('split:2-1')).toEqual({ ok: true, value: 'split:1-2' });
    expect(roulette.parseBet('nope')).toEqual({ ok: false, error: 'unknownBetType' });
  });

  it('hedged red+black counts only the unmatched excess as turnover', () => {
    const s = roulette.settle([bet('red', 500n), bet('black', 200n), bet('straight:1', 100n)], { number: 2 });
    expect(s.ok && s.value.bets.map((b) => b.validBet)).toEqual([300n, 0n, 100n]);
    expect(s.ok && s.value.validBet).toBe(400n);
  });

  it('draws 0-36 deterministically', () => {
    const seed = { serverSeed: 's', clientSeed: 'c', nonce: 3 };
    const a = roulette.draw(createRng(seed)).outcome;
    expect(a).toEqual(roulette.draw(createRng(seed)).outcome);
    expect(a.number).toBeGreaterThanOrEqual(0);
    expect(a.number).toBeLessThanOrEqual(36);
  });
});
