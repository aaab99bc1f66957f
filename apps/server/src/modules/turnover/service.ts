import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as settings from '../settings/service.js';
import { recordTurnover } from '../wallet/service.js';
import * as repo from './repo.js';

/**
 * Turnover requirements (spec.md §9: a withdrawal needs valid bets of 1x the deposits first; later
 * bonuses add their own). Deposits call addRequirement when money arrives, settled bets reach
 * countSettledBet (a modules/bets consumer), withdrawals read remainingTurnover. All take the caller's transaction.
 */

/** Multiples are kept to two decimals (1, 1.5, 12 …): required = amount × multiple, rounded up to the fen. */
/** The turnover `amount × multiple` asks for, rounded up to the fen (what addRequirement records; previews show it). */
export function requiredTurnover(amount: bigint, multiple: number): bigint {
  return times(amount, multiple);
}

function times(amount: bigint, multiple: number): bigint {
  if (!Number.isFinite(multiple) || multiple < 0) throw new Error(`turnover multiple ${multiple} is not a non-negative number`);
  const hundredths = BigInt(Math.round(multiple * 100));
  return (amount * hundredths + 99n) / 100n;
}

/**
 * Adds a requirement of `amount × multiple` for the player. Once per (source, reference): a retried
 * deposit completion adds nothing. A zero requirement is recorded as met. Returns the amount required.
 */
export async function addRequirement(
  tx: DbOrTx,
  p: { userId: number; source: string; reference: string; amount: bigint; multiple: number },
): Promise<bigint> {
  if (p.amount < 0n) throw new Error('turnover requirement amount must not be negative');
  const required = times(p.amount, p.multiple);
  await repo.insertRequirement(tx, { userId: p.userId, source: p.source, reference: p.reference, required, metAt: required === 0n ? sql`now()` : null });
  return required;
}

/**
 * Counts a settled valid bet towards the player's open requirements, oldest first: each takes what
 * it still needs and the rest goes to the next. Returns how much was used (the rest met nothing).
 */
export async function addValidBet(tx: DbOrTx, userId: number, validBet: bigint): Promise<bigint> {
  if (validBet <= 0n) return 0n;
  let left = validBet;
  for (const r of await repo.openRequirementsForUpdate(tx, userId)) {
    if (left === 0n) break;
    const take = r.required - r.accumulated < left ? r.required - r.accumulated : left;
    const accumulated = r.accumulated + take;
    left -= take;
    await repo.updateRequirement(tx, r.id, { accumulated, metAt: accumulated >= r.required ? sql`now()` : null });
  }
  return validBet - left;
}

/**
 * The settled-bet consumer (registered in modules/bets/consumers.ts): a bet's valid turnover counts
 * towards the open locks of its venue (spec.md §4) and the withdrawal requirement (spec.md §9).
 * Pushes and hedged stakes are already out of `validBet` (docs/games/README.md).
 */
export async function countSettledBet(tx: DbOrTx, bet: { userId: number; platType: string; validBet: bigint }): Promise<void> {
  if (bet.validBet <= 0n) return;
  await recordTurnover(tx, bet.userId, bet.platType, bet.validBet);
  await addValidBet(tx, bet.userId, bet.validBet);
}

/** What the player still has to bet before withdrawing (0 when every requirement is met). */
export function remainingTurnover(db: DbOrTx, userId: number): Promise<bigint> {
  return repo.remaining(db, userId);
}

/** What each player still has to bet, for a page of operator rows (one query, not one per row). */
export function remainingTurnoverOf(db: DbOrTx, userIds: number[]): Promise<Map<number, bigint>> {
  return repo.remainingOf(db, userIds);
}

/** The deposit multiple from sys_config `withdraw_turnover_multiple` (spec.md §9: 1x by default). */
export function depositTurnoverMultiple(db: DbOrTx): Promise<number> {
  return settings.get(db, 'withdraw_turnover_multiple');
}
