/**
 * The scheduled lottery (spec.md §9: draws Tuesday, Thursday and Saturday at 21:30, Asia/Shanghai = UTC+8, no DST).
 * Format: three digits 0-9 (like "3D"), drawn once per scheduled draw for every player. Bets: `exact:DDD` (the three
 * digits in order, e.g. exact:007), and on the digit sum 0-27: big (14-27), small (0-13), odd, even.
 * docs/games/scheduled-lottery.md has the pays, edges and how a draw's seed is committed and revealed.
 */
import { defineEngine, LOSE, pays, winPays, type Pays } from './engine.js';
import type { Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export interface LotteryOutcome {
  digits: [number, number, number];
}

/** Exact pays (X:1). */
export const LOTTERY_PAYS: Readonly<Record<'exact' | 'big' | 'small' | 'odd' | 'even', Pays>> = {
  exact: pays(950n),
  big: pays(19n, 20n),
  small: pays(19n, 20n),
  odd: pays(19n, 20n),
  even: pays(19n, 20n),
};

type LotteryBet = { type: string; digits?: [number, number, number] };

export function parseLotteryBet(type: string): LotteryBet | null {
  if (type === 'big' || type === 'small' || type === 'odd' || type === 'even') return { type };
  const m = /^exact:(\d)(\d)(\d)$/.exec(type);
  return m ? { type, digits: [Number(m[1]), Number(m[2]), Number(m[3])] } : null;
}

export function gradeLottery(bet: LotteryBet, { digits }: LotteryOutcome): Grade {
  const sum = digits[0] + digits[1] + digits[2];
  if (bet.digits) return bet.digits.every((d, i) => d === digits[i]) ? winPays(LOTTERY_PAYS.exact) : LOSE;
  const won = bet.type === 'big' ? sum >= 14 : bet.type === 'small' ? sum <= 13 : (sum % 2 === 1) === (bet.type === 'odd');
  return won ? winPays(LOTTERY_PAYS[bet.type as 'big']) : LOSE;
}

export const LOTTERY_HEDGES = [
  ['big', 'small'],
  ['odd', 'even'],
] as const;

export function drawLottery(rng: Rng): LotteryOutcome {
  return { digits: [rng.int(10), rng.int(10), rng.int(10)] };
}

/** Draw days (getUTCDay numbering: 0 = Sunday) and time of day in Asia/Shanghai. */
export const DRAW_DAYS = [2, 4, 6] as const;
export const DRAW_HOUR = 21;
export const DRAW_MINUTE = 30;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The next `n` draw times strictly after `from` (a draw at exactly `from` is already closed). Asia/Shanghai has been
 * UTC+8 without daylight saving since 1991, so the computation is plain arithmetic: shift to Shanghai wall time, walk
 * the days, shift back. 21:30 in Shanghai is 13:30 UTC on the same calendar day.
 */
export function nextDrawTimes(from: Date, n: number): Date[] {
  if (!Number.isInteger(n) || n < 0 || n > 10_000) throw new RangeError('n must be an integer 0-10000');
  if (Number.isNaN(from.getTime())) throw new RangeError('invalid date');
  const out: Date[] = [];
  const local = from.getTime() + SHANGHAI_OFFSET_MS;
  let dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  while (out.length < n) {
    const weekday = new Date(dayStart).getUTCDay();
    const drawLocal = dayStart + (DRAW_HOUR * 60 + DRAW_MINUTE) * 60_000;
    if ((DRAW_DAYS as readonly number[]).includes(weekday) && drawLocal > local) out.push(new Date(drawLocal - SHANGHAI_OFFSET_MS));
    dayStart += DAY_MS;
  }
  return out;
}

/**
 * Identifier of a draw, used as the draw's clientSeed: its Shanghai date, e.g. "2026-11-24" (one draw a day at most).
 */
export function drawId(drawTime: Date): string {
  return new Date(drawTime.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

export const scheduledLottery = defineEngine<LotteryBet, LotteryOutcome, never>({
  code: 'scheduledLottery',
  parse: parseLotteryBet,
  grade: gradeLottery,
  hedges: LOTTERY_HEDGES,
  draw: (rng) => ({ outcome: drawLottery(rng), state: null }),
  betTypes: () => {
    const types = ['big', 'small', 'odd', 'even'];
    for (let i = 0; i < 1000; i++) types.push(`exact:${String(i).padStart(3, '0')}`);
    return types;
  },
  *enumerate(): Iterable<Weighted<LotteryOutcome>> {
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) yield { outcome: { digits: [a, b, c] }, weight: 1n };
  },
});
