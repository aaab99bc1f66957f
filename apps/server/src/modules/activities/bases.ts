import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Bonus bases are used once (issue 23 finding 4; docs/decisions.md "Bonus bases are used once"). A ratio grant — an
 * offer's ratio bonus on deposits or valid bets, or a formula redemption code — records in `bonus_base_uses` the part
 * of the base its amount was computed on, deposit by deposit (oldest first) or platform day by day; every ratio grant
 * counts only what is left (`free`). The player's base lock serialises the grants of one player between reading what
 * is free and recording what was used, so parallel redemptions and applications pay on a deposit once.
 */

export type BaseKind = 'deposit' | 'validBet';

/** The window a base is counted in: completed deposits of [from, to), valid bets of the platform days [fromDay, toDay]. */
export interface BaseWindow {
  userId: number;
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
}

/**
 * The player's completed deposits of the window with what is left of each (credited amount minus what grants used),
 * oldest first; with `firstOnly`, the player's first completed deposit whatever its time (a first-deposit offer
 * judges that time itself). Columns: unit (deposit order id), free.
 */
export function depositUnits(w: Pick<BaseWindow, 'userId' | 'from' | 'to'>, firstOnly = false): SQL {
  const where = firstOnly
    ? sql`d.id = (SELECT f.id FROM deposit_orders f WHERE f.user_id = ${w.userId} AND f.status = 'completed' ORDER BY f.completed_at, f.id LIMIT 1)`
    : sql`d.user_id = ${w.userId} AND d.status = 'completed' AND d.completed_at >= ${w.from.toISOString()}::timestamptz AND d.completed_at < ${w.to.toISOString()}::timestamptz`;
  return sql`SELECT d.id AS unit, greatest(d.credit_amount - coalesce((SELECT sum(u.amount) FROM bonus_base_uses u WHERE u.deposit_order_id = d.id), 0), 0) AS free
    FROM deposit_orders d WHERE ${where} ORDER BY d.completed_at, d.id`;
}

/** The player's valid bets per platform day of the window (all game types) with what is left of each, oldest first. */
export function dayUnits(w: Pick<BaseWindow, 'userId' | 'fromDay' | 'toDay'>): SQL {
  return sql`SELECT b.day::text AS unit,
      greatest(sum(b.valid_bet) - coalesce((SELECT sum(u.amount) FROM bonus_base_uses u WHERE u.user_id = ${w.userId} AND u.day = b.day), 0), 0) AS free
    FROM player_daily_bets b WHERE b.user_id = ${w.userId} AND b.day >= ${w.fromDay}::date AND b.day <= ${w.toDay}::date
    GROUP BY b.day ORDER BY b.day`;
}

/** Serialises the base reads and uses of one player until the caller's transaction ends. */
export async function lockBases(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bonus-base:${userId}`}))`);
}

/**
 * The part of a base a ratio bonus of `amount` was computed on: the least base that gives it,
 * ceil(amount × 10 000 / ratioBp), at most the base (a capped bonus uses only what the cap needed; the rest stays free).
 */
export function baseUsedFor(amount: bigint, ratioBp: number, base: bigint): bigint {
  const needed = (amount * 10_000n + BigInt(ratioBp) - 1n) / BigInt(ratioBp);
  return needed < base ? needed : base;
}

/**
 * Records that the grant `grantKey` used `amount` of the player's free base in the window, oldest deposit (or day)
 * first. Call under lockBases, in the grant's transaction, after reading the base under the same lock.
 */
export async function useBase(
  tx: DbOrTx,
  p: { window: BaseWindow; kind: BaseKind; firstDepositOnly?: boolean; amount: bigint; grantKey: string; at: Date },
): Promise<void> {
  let left = p.amount;
  if (left <= 0n) return;
  const units = rowsOf<{ unit: string | number; free: string | number }>(
    await tx.execute(p.kind === 'deposit' ? depositUnits(p.window, p.firstDepositOnly) : dayUnits(p.window)),
  );
  for (const u of units) {
    if (left === 0n) break;
    const free = BigInt(u.free);
    if (free <= 0n) continue;
    const take = free < left ? free : left;
    left -= take;
    const deposit = p.kind === 'deposit' ? Number(u.unit) : null;
    const day = p.kind === 'validBet' ? String(u.unit) : null;
    await tx.execute(sql`INSERT INTO bonus_base_uses (user_id, deposit_order_id, day, amount, grant_key, created_at)
      VALUES (${p.window.userId}, ${deposit}, ${day}::date, ${take}, ${p.grantKey}, ${p.at.toISOString()}::timestamptz)`);
  }
  // What was judged free a moment ago under the same lock is there; anything else is a bug, not a player's doing.
  if (left > 0n) throw new Error(`bonus base of user ${p.window.userId}: ${left} more used than free (${p.grantKey})`);
}

/** Frees what a grant used (a rejected application): its base counts for the next grant again. */
export async function freeBase(tx: DbOrTx, grantKey: string): Promise<void> {
  await tx.execute(sql`DELETE FROM bonus_base_uses WHERE grant_key = ${grantKey}`);
}
