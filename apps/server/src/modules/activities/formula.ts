import type { ActivityFormula } from '../../db/schema/index.js';

/**
 * The bonus of a `fixed` or `ratio` formula (db/schema/activities.ts) on the qualifying figure `base`, in minor
 * units: the fixed amount, or `base × ratioBp / 10 000` rounded down and capped at `max`. 0 when nothing is due.
 * Shared by the offers (judge) and the redemption codes' formula batches (modules/redeem).
 */
export function bonusOf(f: Pick<ActivityFormula, 'kind' | 'amount' | 'ratioBp' | 'max'>, base: bigint): bigint {
  let amount = f.kind === 'fixed' ? BigInt(f.amount ?? '0') : (base * BigInt(f.ratioBp ?? 0)) / 10_000n;
  if (f.kind === 'ratio' && f.max !== undefined && amount > BigInt(f.max)) amount = BigInt(f.max);
  return amount > 0n ? amount : 0n;
}
