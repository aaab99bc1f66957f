import { formatMinor, toMinor, WALLET_CASHBOX, WALLET_CENTRAL } from '@app/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { withIdempotency } from '../../platform/index.js';
import { balancesOf, creditPlayersFromHouse, ensureAccount, postJournal } from '../../ledger/ledger.js';
import { addDays, daysBetween, daySpan, platformDay } from '../../lib/platform-time.js';
import { newOrderNo } from '../../lib/order-no.js';
import { recordStatement } from '../records/service.js';
import * as settings from '../settings/service.js';
import * as repo from './repo.js';

/**
 * The cashbox (issue 16; api-contract-wave2.md "Cashbox"; docs/decisions.md "Cashbox"): the player moves money
 * between the central wallet and the `cashbox` ledger account; once a day the accrual pays interest on the balance
 * held through the holding window, from house:interest into the central wallet, at the annual rate / 365, exact
 * to the sub-fen with the remainder carried per player.
 */

export const INTEREST_HOUSE = 'house:interest' as const;
const HOUR_MS = 3_600_000;

/** "0.80" (percent a year, two decimals at most: the setting's parser) → 80 basis points. */
export function rateBp(rate: string): number {
  const [whole, frac = ''] = rate.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export async function config(db: DbOrTx) {
  const [annualRate, minAmount, minHoldHours] = await Promise.all([
    settings.get(db, 'cashbox_annual_rate'),
    settings.get(db, 'cashbox_min_amount'),
    settings.get(db, 'cashbox_min_hold_hours'),
  ]);
  return { annualRate, bp: rateBp(annualRate), minAmount: BigInt(minAmount) * 100n, minHoldHours };
}

export async function publicConfig(db: DbOrTx) {
  const c = await config(db);
  return { annualRate: c.annualRate, minAmount: formatMinor(c.minAmount), minHoldHours: c.minHoldHours };
}

/** What `amount` held `days` whole days would earn at `bp`, from no carried remainder (the accrual's own rounding). */
export function interestFor(amount: bigint, bp: number, days: number): bigint {
  return (amount * BigInt(bp) * BigInt(days)) / repo.UNITS_PER_FEN;
}

export async function estimate(db: DbOrTx, input: { amount: string; days: number }) {
  const amount = toMinor(input.amount);
  if (amount === null || amount < 0n) throw new AppError('invalidAmount');
  const { bp } = await config(db);
  return { income: formatMinor(interestFor(amount, bp, input.days)) };
}

export async function info(db: DbOrTx, userId: number, now: Date) {
  const [balances, c, state, yesterday] = await Promise.all([
    balancesOf(db, userId, ['cashbox']),
    config(db),
    repo.stateOf(db, userId),
    repo.incomeOfDay(db, userId, addDays(platformDay(now), -1)),
  ]);
  return { balance: formatMinor(balances.get('cashbox')!), annualRate: c.annualRate, yesterdayIncome: formatMinor(yesterday), totalIncome: formatMinor(state.totalIncome) };
}

/** The last `days` platform days up to yesterday, oldest first, 0.00 where nothing was earned. */
export async function incomeList(db: DbOrTx, userId: number, days: number, now: Date) {
  const last = addDays(platformDay(now), -1);
  const first = addDays(last, -(days - 1));
  const rows = new Map((await repo.incomeSince(db, userId, first)).map((r) => [r.day, r.income]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    return { day, income: formatMinor(rows.get(day) ?? 0n) };
  });
}

/**
 * Central ↔ cashbox. One journal through postJournal, which locks both accounts in id order and refuses an
 * overdraw before writing anything, so parallel switches never take more than there is. The move row (for the
 * holding window), the player's record and the Idempotency-Key's answer are written in the same transaction.
 */
export async function switchCashbox(db: Db, caller: { userId: number; idempotencyKey: string | null }, input: { direction: 'in' | 'out'; amount: string }, now: Date) {
  const { userId } = caller;
  const amount = toMinor(input.amount);
  if (amount === null || amount <= 0n) throw new AppError('invalidAmount');
  if (input.direction === 'in') {
    const { minAmount } = await config(db);
    if (amount < minAmount) throw new AppError('cashboxBelowMinimum', { minAmount: formatMinor(minAmount) });
  }
  const toCashbox = input.direction === 'in' ? amount : -amount;
  // An Idempotency-Key (api-contract.md Wallet) makes a retried request answer the first result and move nothing.
  const claim = { scope: `u:${userId}`, key: caller.idempotencyKey, route: 'switchToCashbox', input: { direction: input.direction, amount: amount.toString() } };
  return withIdempotency(db, claim, async (tx) => {
    const centralId = await ensureAccount(tx, { userId, kind: 'central' });
    const cashboxId = await ensureAccount(tx, { userId, kind: 'cashbox' });
    const orderNo = newOrderNo('C');
    let posted;
    try {
      posted = await postJournal(tx, {
        type: 'cashbox',
        idempotencyKey: `cashbox:${orderNo}`,
        reference: orderNo,
        actor: `user:${userId}`,
        postings: [
          { accountId: centralId, amount: -toCashbox },
          { accountId: cashboxId, amount: toCashbox },
        ],
      });
    } catch (e) {
      if (e instanceof AppError && e.key === 'insufficientBalance' && input.direction === 'out') throw new AppError('cashboxInsufficient');
      throw e;
    }
    const cashbox = posted.balances.get(cashboxId)!;
    await repo.insertMove(tx, { userId, orderNo, amount: toCashbox, balanceAfter: cashbox, at: now });
    await tx.execute(
      recordStatement(tx, {
        orderNo,
        userId,
        type: 'transfer',
        mode: input.direction === 'in' ? `${WALLET_CENTRAL}→${WALLET_CASHBOX}` : `${WALLET_CASHBOX}→${WALLET_CENTRAL}`,
        amount: -toCashbox,
        status: 'success',
      }),
    );
    return { central: formatMinor(posted.balances.get(centralId)!), cashbox: formatMinor(cashbox) };
  });
}

/**
 * The accrual of one platform day (the job cashbox-interest, once per day): every player's eligible balance is
 * the lowest cashbox balance from max(24, cashbox_min_hold_hours) hours before the day's end to its end; interest
 * = eligible × bp / (10 000 × 365) fen, exact in sub-fen units, whole fen paid and the remainder carried. Paid in
 * one journal house:interest → central, with one record per player.
 */
export async function accrueInterest(tx: Tx, day: string, at: Date) {
  const c = await config(tx);
  const { end } = daySpan(day);
  const windowHours = Math.max(24, c.minHoldHours);
  const players = await repo.accrueDay(tx, { day, windowStart: new Date(end.getTime() - windowHours * HOUR_MS), cutoff: end, rateBp: c.bp, at });
  const paid = await creditPlayersFromHouse(tx, {
    type: 'interest',
    idempotencyKey: `cashbox-interest:${day}`,
    reference: `cashbox-interest:${day}`,
    actor: 'job:cashbox-interest',
    house: INTEREST_HOUSE,
    kind: 'central',
    credits: repo.dayCredits(day),
  });
  await repo.recordDay(tx, day);
  return { day, rate: c.annualRate, players, paid: paid.players, total: formatMinor(paid.total) };
}

/** Days owed to the accrual: those after the last accrued day and before `day` (at most a week back). */
export async function owedDays(db: DbOrTx, job: string, day: string): Promise<string[]> {
  const last = await repo.lastAccruedDay(db, job);
  if (!last || last >= day) return [];
  const from = addDays(last, 1);
  const n = Math.min(daysBetween(from, day), 7);
  return Array.from({ length: n }, (_, i) => addDays(day, i - n));
}

export async function summary(db: DbOrTx, now: Date) {
  const yesterday = addDays(platformDay(now), -1);
  const [s, c] = await Promise.all([repo.summary(db, yesterday), publicConfig(db)]);
  return { held: formatMinor(s.held), holders: s.holders, paidTotal: formatMinor(s.paidTotal), paidYesterday: formatMinor(s.paidYesterday), yesterday, ...c };
}
