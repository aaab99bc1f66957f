import { randomInt } from 'node:crypto';
import { systemClock } from '../platform/clock.js';

/**
 * This process's part of every order number: random, so two servers differ (1 in 10,000 chance of
 * sharing it), then a counter, so one server never repeats a number. Random digits alone collided:
 * at thousands of orders a second, eight random digits in the same second meet about every 8 s.
 */
const NODE = randomInt(0, 10_000).toString().padStart(4, '0');
let sequence = randomInt(0, 1_000_000);

/**
 * Order numbers shown to players: prefix + UTC yyyyMMddHHmmss of the machine's clock (an identifier, not a rule's time) + 4-digit server part + 6-digit
 * counter (unique in their table; the UNIQUE constraint is the last guard).
 */
export function newOrderNo(prefix: string): string {
  const stamp = systemClock().toISOString().replace(/\D/g, '').slice(0, 14);
  sequence = (sequence + 1) % 1_000_000;
  return `${prefix}${stamp}${NODE}${sequence.toString().padStart(6, '0')}`;
}
