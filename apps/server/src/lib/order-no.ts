import { randomInt } from 'node:crypto';

/** Order numbers shown to players: prefix + UTC yyyyMMddHHmmss + 8 random digits (unique in their table). */
export function newOrderNo(prefix: string): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${randomInt(0, 1e8).toString().padStart(8, '0')}`;
}
