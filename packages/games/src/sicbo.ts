/**
 * Sic bo: three dice (spec.md §9: top pay 180:1). Pays follow the common Macau table; docs/games/sicbo.md lists them with
 * the house edge of each bet enumerated over the 216 equally likely throws.
 */
import { defineEngine, LOSE, parseIntStrict, WIN } from './engine.js';
import type { Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export interface SicboOutcome {
  dice: [number, number, number];
}

/** Winnings X in "X:1" for `total:N`, N = 4…17. */
export const SICBO_TOTAL_PAYS: Readonly<Record<number, bigint>> = {
  4: 60n, 5: 30n, 6: 17n, 7: 12n, 8: 8n, 9: 6n, 10: 6n,
  11: 6n, 12: 6n, 13: 8n, 14: 12n, 15: 17n, 16: 30n, 17: 60n,
};

/** Exact pay table (X:1). `single` pays 1, 2 or 3 to 1 by how many dice show N. */
export const SICBO_PAYS = {
  big: 1n,
  small: 1n,
  odd: 1n,
  even: 1n,
  single: [1n, 2n, 3n] as const,
  double: 10n,
  triple: 180n,
  anyTriple: 30n,
  combo: 5n,
  total: SICBO_TOTAL_PAYS,
} as const;

export type SicboBet =
  | { type: 'big' | 'small' | 'odd' | 'even' | 'anyTriple'; kind: 'simple' }
  | { type: string; kind: 'total' | 'single' | 'double' | 'triple'; n: number }
  | { type: string; kind: 'combo'; a: number; b: number };

export function parseSicboBet(type: string): SicboBet | null {
  if (type === 'big' || type === 'small' || type === 'odd' || type === 'even' || type === 'anyTriple') {
    return { type, kind: 'simple' };
  }
  const [kind, arg, ...rest] = type.split(':');
  if (rest.length || arg === undefined) return null;
  if (kind === 'combo') {
    const parts = arg.split('-');
    if (parts.length !== 2) return null;
    const a = parseIntStrict(parts[0]);
    const b = parseIntStrict(parts[1]);
    if (a === null || b === null || a === b || a < 1 || a > 6 || b < 1 || b > 6) return null;
    const [lo, hi] = a < b ? [a, b] : [b, a];
    return { type: `combo:${lo}-${hi}`, kind: 'combo', a: lo, b: hi };
  }
  const n = parseIntStrict(arg);
  if (n === null) return null;
  if (kind === 'total') return n >= 4 && n <= 17 ? { type, kind, n } : null;
  if (kind === 'single' || kind === 'double' || kind === 'triple') return n >= 1 && n <= 6 ? { type, kind, n } : null;
  return null;
}

export function gradeSicbo(bet: SicboBet, { dice }: SicboOutcome): Grade {
  const sum = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (n: number) => dice.filter((d) => d === n).length;
  switch (bet.kind) {
    case 'simple':
      if (bet.type === 'anyTriple') return triple ? WIN(SICBO_PAYS.anyTriple) : LOSE;
      if (triple) return LOSE; // big, small, odd and even all lose on any triple
      if (bet.type === 'big') return sum >= 11 ? WIN(1n) : LOSE;
      if (bet.type === 'small') return sum <= 10 ? WIN(1n) : LOSE;
      if (bet.type === 'odd') return sum % 2 === 1 ? WIN(1n) : LOSE;
      return sum % 2 === 0 ? WIN(1n) : LOSE;
    case 'total':
      return sum === bet.n ? WIN(SICBO_TOTAL_PAYS[bet.n]!) : LOSE;
    case 'single': {
      const c = count(bet.n);
      return c > 0 ? WIN(SICBO_PAYS.single[c - 1]!) : LOSE;
    }
    case 'double':
      return count(bet.n) >= 2 ? WIN(SICBO_PAYS.double) : LOSE;
    case 'triple':
      return count(bet.n) === 3 ? WIN(SICBO_PAYS.triple) : LOSE;
    case 'combo':
      return count(bet.a) > 0 && count(bet.b) > 0 ? WIN(SICBO_PAYS.combo) : LOSE;
  }
}

export const SICBO_HEDGES = [
  ['big', 'small'],
  ['odd', 'even'],
] as const;

export function drawSicbo(rng: Rng): SicboOutcome {
  return { dice: [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1] };
}

export function sicboBetTypes(): string[] {
  const types = ['big', 'small', 'odd', 'even', 'anyTriple'];
  for (let n = 4; n <= 17; n++) types.push(`total:${n}`);
  for (let n = 1; n <= 6; n++) types.push(`single:${n}`, `double:${n}`, `triple:${n}`);
  for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) types.push(`combo:${a}-${b}`);
  return types;
}

export const sicbo = defineEngine<SicboBet, SicboOutcome, never>({
  code: 'sicbo',
  parse: parseSicboBet,
  grade: gradeSicbo,
  hedges: SICBO_HEDGES,
  draw: (rng) => ({ outcome: drawSicbo(rng), state: null }),
  betTypes: sicboBetTypes,
  *enumerate(): Iterable<Weighted<SicboOutcome>> {
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield { outcome: { dice: [a, b, c] }, weight: 1n };
  },
});
