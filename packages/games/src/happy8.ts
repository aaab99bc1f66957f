/**
 * Happy 8 (快乐8): 20 numbers drawn from 1-80 (spec.md §9); every bet is on the sum of the 20 numbers (210-1410).
 * big ≥ 811, small ≤ 809 (both lose on 810), sum810 on exactly 810, odd/even on the sum's parity (810 counts as even),
 * and the five elements metal 210-695, wood 696-763, water 764-855, fire 856-923, earth 924-1410 (spec.md §9).
 * Pays and the exact house edges (from the sum distribution, sumDistribution) are in docs/games/happy8.md.
 * Pick-N (keno) bets are not offered.
 */
import { defineEngine, LOSE, winPays, pays, type Pays } from './engine.js';
import type { Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export const HAPPY8_POOL = 80;
export const HAPPY8_DRAWN = 20;
export const HAPPY8_MIN_SUM = 210;
export const HAPPY8_MAX_SUM = 1410;

export interface Happy8Outcome {
  /** The 20 numbers, ascending. */
  numbers: number[];
  sum: number;
}

/** Sum ranges (inclusive) and exact pays (X:1 as a fraction) of every bet. */
export const HAPPY8_BETS: Readonly<Record<string, { from: number; to: number; parity?: 0 | 1; pays: Pays }>> = {
  big: { from: 811, to: 1410, pays: pays(19n, 20n) },
  small: { from: 210, to: 809, pays: pays(19n, 20n) },
  sum810: { from: 810, to: 810, pays: pays(210n) },
  odd: { from: 210, to: 1410, parity: 1, pays: pays(19n, 20n) },
  even: { from: 210, to: 1410, parity: 0, pays: pays(19n, 20n) },
  metal: { from: 210, to: 695, pays: pays(41n, 5n) },
  wood: { from: 696, to: 763, pays: pays(18n, 5n) },
  water: { from: 764, to: 855, pays: pays(7n, 5n) },
  fire: { from: 856, to: 923, pays: pays(18n, 5n) },
  earth: { from: 924, to: 1410, pays: pays(41n, 5n) },
};

type Happy8Bet = { type: string };

export function parseHappy8Bet(type: string): Happy8Bet | null {
  return Object.hasOwn(HAPPY8_BETS, type) ? { type } : null;
}

export function gradeHappy8(bet: Happy8Bet, outcome: Happy8Outcome): Grade {
  const rule = HAPPY8_BETS[bet.type]!;
  // The sum is recomputed from the numbers: the numbers are what the player sees and verifies.
  const sum = outcome.numbers.reduce((a, b) => a + b, 0);
  const inRange = sum >= rule.from && sum <= rule.to && (rule.parity === undefined || sum % 2 === rule.parity);
  return inRange ? winPays(rule.pays) : LOSE;
}

export const HAPPY8_HEDGES = [
  ['big', 'small'],
  ['odd', 'even'],
] as const;

const POOL = Array.from({ length: HAPPY8_POOL }, (_, i) => i + 1);

/** 20 distinct numbers: the first 20 steps of a forward Fisher-Yates shuffle of 1…80, then sorted. */
export function drawHappy8(rng: Rng): Happy8Outcome {
  const numbers = rng.sample(POOL, HAPPY8_DRAWN).sort((a, b) => a - b);
  return { numbers, sum: numbers.reduce((a, b) => a + b, 0) };
}

/**
 * Number of 20-subsets of 1…80 with each sum (index = sum), by dynamic programming over the numbers with BigInt counts.
 * The counts add up to C(80, 20) = 3 535 316 142 212 174 320.
 */
export function sumDistribution(): bigint[] {
  const dp = Array.from({ length: HAPPY8_DRAWN + 1 }, () => new Array<bigint>(HAPPY8_MAX_SUM + 1).fill(0n));
  dp[0]![0] = 1n;
  for (let x = 1; x <= HAPPY8_POOL; x++) {
    for (let k = Math.min(HAPPY8_DRAWN, x); k >= 1; k--) {
      const into = dp[k]!;
      const from = dp[k - 1]!;
      for (let s = HAPPY8_MAX_SUM; s >= x; s--) if (from[s - x]) into[s]! += from[s - x]!;
    }
  }
  return dp[HAPPY8_DRAWN]!;
}

/** One ascending 20-subset of 1…80 with the given sum (raise the largest numbers first). */
export function subsetWithSum(sum: number): number[] {
  if (sum < HAPPY8_MIN_SUM || sum > HAPPY8_MAX_SUM) throw new RangeError('sum out of range');
  const numbers = Array.from({ length: HAPPY8_DRAWN }, (_, i) => i + 1);
  let need = sum - HAPPY8_MIN_SUM;
  for (let i = HAPPY8_DRAWN - 1; i >= 0 && need > 0; i--) {
    const top = HAPPY8_POOL - (HAPPY8_DRAWN - 1 - i);
    const step = Math.min(need, top - numbers[i]!);
    numbers[i]! += step;
    need -= step;
  }
  return numbers;
}

export const happy8 = defineEngine<Happy8Bet, Happy8Outcome, never>({
  code: 'happy8',
  parse: parseHappy8Bet,
  grade: gradeHappy8,
  hedges: HAPPY8_HEDGES,
  draw: (rng) => ({ outcome: drawHappy8(rng), state: null }),
  betTypes: () => Object.keys(HAPPY8_BETS),
  // Every achievable sum once, as a real draw with that sum, weighted by how many draws have it.
  *enumerate(): Iterable<Weighted<Happy8Outcome>> {
    const counts = sumDistribution();
    for (let sum = HAPPY8_MIN_SUM; sum <= HAPPY8_MAX_SUM; sum++)
      if (counts[sum]) yield { outcome: { numbers: subsetWithSum(sum), sum }, weight: counts[sum]! };
  },
});
