/**
 * Five-reel, three-row video slot with 20 fixed paylines, a wild and a scatter (docs/games/slot.md).
 * A spin is one bet `spin` whose amount is the total bet, split evenly over the 20 lines. Line wins pay a multiple of
 * the line bet for 3, 4 or 5 matching symbols from the leftmost reel along a payline; the wild stands in for every
 * symbol but the scatter, and a line pays only its best win (a run of wilds alone or the substituted run). Scatters pay a
 * multiple of the total bet for 3, 4 or 5 anywhere in the window, added to line wins. Payout =
 * floor(total bet × (sum of line multiples + 20 × scatter multiple) / 20). RTP 95.9412% (exact, full enumeration).
 */
import { defineEngine, LOSE } from './engine.js';
import type { Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export const SLOT_SYMBOLS = ['WILD', 'SCATTER', 'SEVEN', 'BAR', 'BELL', 'MELON', 'PLUM', 'ORANGE', 'CHERRY'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

const LETTER: Record<string, SlotSymbol> = {
  W: 'WILD', S: 'SCATTER', '7': 'SEVEN', B: 'BAR', L: 'BELL', M: 'MELON', P: 'PLUM', O: 'ORANGE', C: 'CHERRY',
};

/** Reel strips, top to bottom and cyclic (16 stops each; one wild and one scatter per reel). */
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  '7COPBCMOLSPCWOMC',
  'PBCOWLMCPOS7CMOL',
  'OCM7PLOCWBMPSOCL',
  'CLOPMBC7OWPCSLMO',
  'MOCPL7BOCWMPSCOL',
].map((strip) => [...strip].map((ch) => LETTER[ch]!));

export const SLOT_ROWS = 3;

/** Line pays as multiples of the line bet for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]>> = {
  WILD: [50, 250, 1000],
  SEVEN: [30, 120, 600],
  BAR: [25, 80, 300],
  BELL: [15, 50, 150],
  MELON: [12, 35, 100],
  PLUM: [10, 20, 60],
  ORANGE: [8, 15, 40],
  CHERRY: [6, 12, 30],
};

/** Scatter pays as multiples of the total bet for 3, 4 and 5 scatters anywhere. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

/** Row (0 = top) of each reel on each of the 20 paylines. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
];
export const SLOT_LINES = SLOT_PAYLINES.length;

export interface SlotOutcome {
  /** Stop of each reel: the strip index shown on the top row. */
  stops: number[];
  /** window[reel][row], derived from the stops (for display; settlement reads the stops). */
  window: SlotSymbol[][];
}

export interface SlotWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
}

// Symbols as small integers for the hot path (0 = WILD, 1 = SCATTER, 2… = paying symbols in SLOT_SYMBOLS order).
const CODES = SLOT_REELS.map((strip) => strip.map((s) => SLOT_SYMBOLS.indexOf(s)));
const PAY_BY_CODE = SLOT_SYMBOLS.map((s) => (s === 'SCATTER' ? null : SLOT_PAYTABLE[s]));
const WILD = 0;
const SCATTER = 1;

function codeAt(reel: number, stop: number, row: number): number {
  const strip = CODES[reel]!;
  return strip[(stop + row) % strip.length]!;
}

function lineWin(stops: readonly number[], line: readonly number[]): { symbol: number; count: number; multiplier: number } {
  const cells = line.map((row, reel) => codeAt(reel, stops[reel]!, row));
  let wilds = 0;
  while (wilds < cells.length && cells[wilds] === WILD) wilds++;
  let best = { symbol: WILD, count: wilds, multiplier: wilds >= 3 ? PAY_BY_CODE[WILD]![wilds - 3]! : 0 };
  const symbol = cells.find((c) => c !== WILD);
  if (symbol !== undefined && symbol !== SCATTER) {
    let count = 0;
    while (count < cells.length && (cells[count] === symbol || cells[count] === WILD)) count++;
    const multiplier = count >= 3 ? PAY_BY_CODE[symbol]![count - 3]! : 0;
    if (multiplier > best.multiplier) best = { symbol, count, multiplier };
  }
  return best;
}

/** Every winning line and the scatter win of a set of stops. */
export function evaluateSlot(stops: readonly number[]): { lines: SlotWin[]; scatters: number; scatterMultiplier: number; lineTotal: number } {
  const lines: SlotWin[] = [];
  let lineTotal = 0;
  SLOT_PAYLINES.forEach((line, index) => {
    const w = lineWin(stops, line);
    if (w.multiplier > 0) {
      lines.push({ line: index + 1, symbol: SLOT_SYMBOLS[w.symbol]!, count: w.count, multiplier: w.multiplier });
      lineTotal += w.multiplier;
    }
  });
  let scatters = 0;
  for (let reel = 0; reel < CODES.length; reel++)
    for (let row = 0; row < SLOT_ROWS; row++) if (codeAt(reel, stops[reel]!, row) === SCATTER) scatters++;
  const scatterMultiplier = scatters >= 3 ? SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3]! : 0;
  return { lines, scatters, scatterMultiplier, lineTotal };
}

export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_REELS.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

type SlotBet = { type: 'spin' };

export function gradeSlot(_bet: SlotBet, outcome: SlotOutcome): Grade {
  const valid = outcome.stops.length === CODES.length && outcome.stops.every((s, i) => Number.isInteger(s) && s >= 0 && s < CODES[i]!.length);
  if (!valid) throw new RangeError('invalid slot stops');
  const { lineTotal, scatterMultiplier } = evaluateSlot(outcome.stops);
  const num = BigInt(lineTotal + SLOT_LINES * scatterMultiplier);
  return num > 0n ? { result: 'win', returns: { num, den: BigInt(SLOT_LINES) } } : LOSE;
}

export function spinSlot(rng: Rng): SlotOutcome {
  const stops = CODES.map((strip) => rng.int(strip.length));
  return { stops, window: slotWindow(stops) };
}

export const slot = defineEngine<SlotBet, SlotOutcome, never>({
  code: 'slot',
  parse: (type) => (type === 'spin' ? { type } : null),
  grade: gradeSlot,
  hedges: [],
  draw: (rng) => ({ outcome: spinSlot(rng), state: null }),
  betTypes: () => ['spin'],
  // All 16^5 stop combinations, each equally likely. The window is left empty here: settlement reads only the stops.
  *enumerate(): Iterable<Weighted<SlotOutcome>> {
    const lengths = CODES.map((s) => s.length);
    const stops = lengths.map(() => 0);
    for (;;) {
      yield { outcome: { stops: stops.slice(), window: [] }, weight: 1n };
      let reel = stops.length - 1;
      while (reel >= 0 && ++stops[reel]! === lengths[reel]) stops[reel--] = 0;
      if (reel < 0) return;
    }
  },
});
