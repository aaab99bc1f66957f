import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import { createRng } from './rng.js';
import { parseSicboBet, sicbo } from './sicbo.js';
import type { SicboOutcome } from './sicbo.js';

const bet = (type: string, amount = 100n) => ({ type, amount });
const pay = (type: string, dice: SicboOutcome['dice']) => {
  const s = sicbo.settle([bet(type)], { dice });
  if (!s.ok) throw new Error(s.error);
  return s.value.payout;
};

describe('sic bo', () => {
  it('every bet matches its documented house edge (full enumeration over 216 throws)', () => {
    const returns = expectDocumentedEdges(sicbo, 'sicbo.md');
    expect(returns.size).toBe(5 + 14 + 18 + 15);
    expect(returns.get('big')).toEqual({ num: 210n * 1_000_000n, den: 216n * 1_000_000n });
  });

  it('big, small, odd and even lose on any triple; totals win on triples', () => {
    expect(pay('big', [6, 6, 6])).toBe(0n);
    expect(pay('small', [1, 1, 1])).toBe(0n);
    expect(pay('odd', [3, 3, 3])).toBe(0n);
    expect(pay('even', [2, 2, 2])).toBe(0n);
    expect(pay('big', [6, 5, 6])).toBe(200n);
    expect(pay('total:9', [3, 3, 3])).toBe(700n);
    expect(pay('total:4', [1, 2, 1])).toBe(6100n);
    expect(pay('anyTriple', [4, 4, 4])).toBe(3100n);
    expect(pay('triple:4', [4, 4, 4])).toBe(18100n);
    expect(pay('triple:4', [4, 4, 5])).toBe(0n);
    expect(pay('double:4', [4, 4, 4])).toBe(1100n);
    expect(pay('single:2', [2, 2, 5])).toBe(300n);
    expect(pay('single:2', [2, 2, 2])).toBe(400n);
    expect(pay('combo:5-1', [1, 5, 5])).toBe(600n);
  });

  it('parses and rejects bet types', () => {
    expect(parseSicboBet('combo:5-1')?.type).toBe('combo:1-5');
    for (const bad of ['total:3', 'total:18', 'single:0', 'single:7', 'combo:2-2', 'combo:1-7', 'triple', 'anytriple', 'big:1']) {
      expect(parseSicboBet(bad), bad).toBeNull();
    }
  });

  it('big+small hedge: only the excess is turnover', () => {
    const s = sicbo.settle([bet('big', 100n), bet('small', 100n), bet('odd', 50n), bet('even', 80n)], { dice: [1, 2, 4] });
    expect(s.ok && s.value.bets.map((b) => b.validBet)).toEqual([0n, 0n, 0n, 30n]);
  });

  it('dice are 1-6 and deterministic', () => {
    const seed = { serverSeed: 's', clientSeed: 'c', nonce: 9 };
    const { outcome } = sicbo.draw(createRng(seed));
    expect(outcome).toEqual(sicbo.draw(createRng(seed)).outcome);
    for (const d of outcome.dice) expect(d >= 1 && d <= 6).toBe(true);
  });
});
