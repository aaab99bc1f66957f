/**
 * Exact expected return of a bet over a game's full outcome enumeration, computed with the game's own settle code
 * (so a wrong payout changes the number). Used by the tests, the docs tables and bench/games-sim.mjs.
 */
import type { GameEngine } from './types.js';

/** A probability-weighted sum as an exact fraction. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/**
 * Return to player of each bet type (returned / staked, stake included), as exact fractions. `stake` must make every
 * payout exact (a multiple of every pay denominator), so floor rounding never enters the figure.
 */
export function exactReturns<O>(game: GameEngine<O, unknown>, types: readonly string[], stake = 1_000_000n): Map<string, Fraction> {
  const totals = types.map(() => 0n);
  let weightSum = 0n;
  const bets = types.map((type) => ({ type, amount: stake }));
  for (const { outcome, weight } of game.enumerate()) {
    weightSum += weight;
    // All types in one round: hedging only changes validBet, never a payout, so the payouts are each bet's own.
    const settled = game.settle(bets, outcome);
    if (!settled.ok) throw new Error(`settle failed: ${settled.error} at ${settled.index}`);
    settled.value.bets.forEach((b, i) => (totals[i]! += weight * b.payout));
  }
  return new Map(types.map((t, i) => [t, { num: totals[i]!, den: weightSum * stake }]));
}

/** A fraction as a decimal string with `digits` significant digits (round half up on exact integers). */
export function toSignificant(f: Fraction, digits = 6): string {
  if (f.num === 0n) return '0';
  const negative = f.num < 0n !== f.den < 0n;
  let num = f.num < 0n ? -f.num : f.num;
  const den = f.den < 0n ? -f.den : f.den;
  // Find exponent e so that 10^(digits-1) ≤ num/den × 10^shift < 10^digits.
  let shift = 0;
  const lo = 10n ** BigInt(digits - 1);
  const hi = 10n ** BigInt(digits);
  let scaledDen = den;
  while (num / scaledDen >= hi) { scaledDen *= 10n; shift--; }
  while (num / scaledDen < lo) { num *= 10n; shift++; }
  let q = num / scaledDen;
  if ((num % scaledDen) * 2n >= scaledDen) q += 1n;
  if (q >= hi) { q /= 10n; shift--; }
  let text = q.toString();
  if (shift > 0) {
    text = shift >= text.length ? '0.' + '0'.repeat(shift - text.length) + text : text.slice(0, text.length - shift) + '.' + text.slice(text.length - shift);
  } else if (shift < 0) {
    text += '0'.repeat(-shift);
  }
  return (negative ? '-' : '') + text;
}

/** House edge of a return-to-player fraction, in percent: 100 × (1 − rtp). */
export function houseEdgePercent(rtp: Fraction): Fraction {
  return { num: 100n * (rtp.den - rtp.num), den: rtp.den };
}
