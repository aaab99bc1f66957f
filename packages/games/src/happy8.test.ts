import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import { happy8, subsetWithSum, sumDistribution } from './happy8.js';
import { createRng } from './rng.js';

const bet = (type: string, amount = 1000n) => ({ type, amount });
const C80_20 = 3_535_316_142_212_174_320n;

describe('happy 8', () => {
  it('sum distribution by DP: counts add to C(80,20), symmetric about 810, P(810) as documented', () => {
    const counts = sumDistribution();
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(C80_20);
    expect(counts[209]).toBe(0n);
    expect(counts[210]).toBe(1n);
    expect(counts[211]).toBe(1n);
    expect(counts[212]).toBe(2n);
    expect(counts[1410]).toBe(1n);
    for (let s = 210; s <= 810; s++) expect(counts[s]).toBe(counts[1620 - s]);
    expect(counts[810]).toBe(15_542_763_534_960_598n);
  });

  it('every bet matches its documented house edge (all C(80,20) draws, through settle)', () => {
    expectDocumentedEdges(happy8, 'happy8.md');
  });

  it('810 loses big and small and wins sum810; element boundaries', () => {
    const at = (sum: number) => ({ numbers: subsetWithSum(sum), sum });
    const s = happy8.settle([bet('big'), bet('small'), bet('sum810'), bet('even'), bet('water')], at(810));
    expect(s.ok && s.value.bets.map((b) => b.payout)).toEqual([0n, 0n, 211000n, 1950n, 2400n]);
    const element = (sum: number) =>
      ['metal', 'wood', 'water', 'fire', 'earth'].filter((t) => {
        const r = happy8.settle([bet(t)], at(sum));
        return r.ok && r.value.payout > 0n;
      });
    expect([695, 696, 763, 764, 855, 856, 923, 924].map(element)).toEqual([
      ['metal'], ['wood'], ['wood'], ['water'], ['water'], ['fire'], ['fire'], ['earth'],
    ]);
  });

  it('subsetWithSum gives 20 distinct ascending numbers in 1-80 with the sum', () => {
    for (const sum of [210, 211, 500, 810, 1409, 1410]) {
      const n = subsetWithSum(sum);
      expect(n).toHaveLength(20);
      expect(n.reduce((a, b) => a + b, 0)).toBe(sum);
      for (let i = 1; i < 20; i++) expect(n[i]!).toBeGreaterThan(n[i - 1]!);
      expect(n[0]!).toBeGreaterThanOrEqual(1);
      expect(n[19]!).toBeLessThanOrEqual(80);
    }
  });

  it('draws 20 distinct sorted numbers with their sum', () => {
    const { outcome } = happy8.draw(createRng({ serverSeed: 'a', clientSeed: 'b', nonce: 1 }));
    expect(new Set(outcome.numbers).size).toBe(20);
    expect(outcome.numbers).toEqual([...outcome.numbers].sort((a, b) => a - b));
    expect(outcome.sum).toBe(outcome.numbers.reduce((a, b) => a + b, 0));
  });

  it('hedges big/small and odd/even; rejects unknown types', () => {
    const s = happy8.settle([bet('big', 1000n), bet('small', 1000n), bet('odd', 300n)], { numbers: subsetWithSum(900), sum: 900 });
    expect(s.ok && s.value.bets.map((b) => b.validBet)).toEqual([0n, 0n, 300n]);
    expect(happy8.parseBet('pick:5').ok).toBe(false);
  });
});
