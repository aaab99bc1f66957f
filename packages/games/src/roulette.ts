/**
 * European roulette, 37 pockets 0-36 (spec.md §9), no la partage: every bet loses on 0 unless it covers 0.
 * Layout: row r (1-12) holds r*3-2, r*3-1, r*3; column 1 is 1,4,…,34. Bet type names follow api-contract House venue;
 * docs/games/roulette.md defines N for street/corner/line.
 */
import { defineEngine, LOSE, parseIntStrict, WIN } from './engine.js';
import type { Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export interface RouletteOutcome {
  number: number;
}

export interface RouletteBet {
  type: string;
  numbers: readonly number[];
  /** Winnings X in "X:1". */
  pays: bigint;
}

/** Exact pay table, X:1 by bet kind. */
export const ROULETTE_PAYS = {
  straight: 35n,
  split: 17n,
  street: 11n,
  corner: 8n,
  line: 5n,
  dozen: 2n,
  column: 2n,
  red: 1n,
  black: 1n,
  odd: 1n,
  even: 1n,
  low: 1n,
  high: 1n,
} as const;

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL = range(1, 36);

const OUTSIDE: Record<string, readonly number[]> = {
  red: RED_NUMBERS,
  black: ALL.filter((n) => !RED_NUMBERS.includes(n)),
  odd: ALL.filter((n) => n % 2 === 1),
  even: ALL.filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};

/** Two pockets share an edge on the table: same row and neighbouring columns, same column and neighbouring rows, or 0 with 1-3. */
function adjacent(a: number, b: number): boolean {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  if (lo === 0) return hi >= 1 && hi <= 3;
  if (hi - lo === 3) return true;
  return hi - lo === 1 && lo % 3 !== 0;
}

export function parseRouletteBet(type: string): RouletteBet | null {
  if (typeof type !== 'string') return null;
  const outside = OUTSIDE[type];
  if (outside) return { type, numbers: outside, pays: 1n }; // every outside even-money bet pays 1:1
  const [kind, arg, ...rest] = type.split(':');
  if (rest.length || arg === undefined) return null;
  if (kind === 'split') {
    const parts = arg.split('-');
    if (parts.length !== 2) return null;
    const a = parseIntStrict(parts[0]);
    const b = parseIntStrict(parts[1]);
    if (a === null || b === null || a > 36 || b > 36 || !adjacent(a, b)) return null;
    const [lo, hi] = a < b ? [a, b] : [b, a];
    return { type: `split:${lo}-${hi}`, numbers: [lo, hi], pays: ROULETTE_PAYS.split };
  }
  const n = parseIntStrict(arg);
  if (n === null) return null;
  switch (kind) {
    case 'straight':
      return n <= 36 ? { type, numbers: [n], pays: ROULETTE_PAYS.straight } : null;
    case 'street': // N = first number of the row: 1, 4, …, 34
      return n >= 1 && n <= 34 && n % 3 === 1 ? { type, numbers: range(n, n + 2), pays: ROULETTE_PAYS.street } : null;
    case 'corner': // N = lowest of the 2×2 block N, N+1, N+3, N+4: columns 1-2 of rows 1-11
      return n >= 1 && n <= 32 && n % 3 !== 0 ? { type, numbers: [n, n + 1, n + 3, n + 4], pays: ROULETTE_PAYS.corner } : null;
    case 'line': // N = first number of the first of two rows: N … N+5, N = 1, 4, …, 31
      return n >= 1 && n <= 31 && n % 3 === 1 ? { type, numbers: range(n, n + 5), pays: ROULETTE_PAYS.line } : null;
    case 'dozen':
      return n >= 1 && n <= 3 ? { type, numbers: range(12 * n - 11, 12 * n), pays: ROULETTE_PAYS.dozen } : null;
    case 'column':
      return n >= 1 && n <= 3 ? { type, numbers: ALL.filter((x) => x % 3 === n % 3), pays: ROULETTE_PAYS.column } : null;
    default:
      return null;
  }
}

export const ROULETTE_HEDGES = [
  ['red', 'black'],
  ['odd', 'even'],
  ['low', 'high'],
] as const;

export function drawRoulette(rng: Rng): RouletteOutcome {
  return { number: rng.int(37) };
}

export function gradeRoulette(bet: RouletteBet, outcome: RouletteOutcome): Grade {
  return bet.numbers.includes(outcome.number) ? WIN(bet.pays) : LOSE;
}

export function rouletteBetTypes(): string[] {
  const types: string[] = [];
  for (let n = 0; n <= 36; n++) types.push(`straight:${n}`);
  for (let a = 0; a <= 36; a++) for (let b = a + 1; b <= 36; b++) if (adjacent(a, b)) types.push(`split:${a}-${b}`);
  for (let n = 1; n <= 34; n += 3) types.push(`street:${n}`);
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) types.push(`corner:${n}`);
  for (let n = 1; n <= 31; n += 3) types.push(`line:${n}`);
  for (let n = 1; n <= 3; n++) types.push(`dozen:${n}`, `column:${n}`);
  types.push(...Object.keys(OUTSIDE));
  return types;
}

export const roulette = defineEngine<RouletteBet, RouletteOutcome, never>({
  code: 'roulette',
  parse: parseRouletteBet,
  grade: gradeRoulette,
  hedges: ROULETTE_HEDGES,
  draw: (rng) => ({ outcome: drawRoulette(rng), state: null }),
  betTypes: rouletteBetTypes,
  *enumerate(): Iterable<Weighted<RouletteOutcome>> {
    for (let number = 0; number <= 36; number++) yield { outcome: { number }, weight: 1n };
  },
});
