/**
 * Chips on the table: every tap adds one chip (so "undo" takes back the last tap), the round's bets are the chips
 * summed per bet type in the order first placed, and "repeat" puts back the last submitted round.
 */
import { formatMinor, toMinor } from '@app/shared';
import type { HouseBet } from './api';

/** Chip values in major units (issue 6 part 5). */
export const CHIPS = [1, 5, 10, 50, 100, 500] as const;

export interface Chip {
  type: string;
  amount: bigint;
}

export interface Slip {
  chips: Chip[];
  /** The last submitted round, for "repeat". */
  last: Chip[];
}

export type SlipAction =
  | { kind: 'place'; type: string; amount: bigint }
  | { kind: 'undo' }
  | { kind: 'clear' }
  | { kind: 'repeat' }
  | { kind: 'submitted' };

export const emptySlip: Slip = { chips: [], last: [] };

export function slipReducer(slip: Slip, action: SlipAction): Slip {
  switch (action.kind) {
    case 'place':
      return { ...slip, chips: [...slip.chips, { type: action.type, amount: action.amount }] };
    case 'undo':
      return { ...slip, chips: slip.chips.slice(0, -1) };
    case 'clear':
      return { ...slip, chips: [] };
    case 'repeat':
      return slip.last.length ? { ...slip, chips: [...slip.last] } : slip;
    case 'submitted':
      return { chips: [], last: slip.chips };
  }
}

/** Stake per bet type, in the order each type was first staked. */
export function stakes(chips: readonly Chip[]): Map<string, bigint> {
  const map = new Map<string, bigint>();
  for (const c of chips) map.set(c.type, (map.get(c.type) ?? 0n) + c.amount);
  return map;
}

export function totalStake(chips: readonly Chip[]): bigint {
  return chips.reduce((sum, c) => sum + c.amount, 0n);
}

/** The round's bets as the API takes them (amounts as decimal strings). */
export function toBets(chips: readonly Chip[]): HouseBet[] {
  return [...stakes(chips)].map(([type, amount]) => ({ type, amount: formatMinor(amount) }));
}

export function chipMinor(value: number): bigint {
  return toMinor(value) ?? 0n;
}

/** Short chip label: 1, 5, 1K… (whole units only). */
export function shortAmount(minor: bigint): string {
  const text = formatMinor(minor);
  const whole = text.endsWith('.00') ? text.slice(0, -3) : text;
  const n = Number(whole);
  return Number.isInteger(n) && n >= 1000 && n % 100 === 0 ? `${n / 1000}K` : whole;
}
