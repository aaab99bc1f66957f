// @postgres: set-wise SQL (day boundaries, aggregates, numeric and timestamp types as the pg driver returns them)
import { ERROR_CODES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashboxIncome, cashboxState, jobRuns, ledgerAccounts, walletRecords } from '../../db/schema/index.js';
import { cashboxInterestJob } from './interest-job.js';
import { runJob } from '../../platform/index.js';
import { balancesOf } from '../../ledger/ledger.js';
import { addDays, atHour, daySpan } from '../../lib/platform-time.js';
import * as settings from '../settings/service.js';
import { testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, type Player } from '../../../test/wallet-helpers.js';
import { interestFor, switchCashbox } from './service.js';

// In the past of real time (member sessions are checked against the real clock); the accrual runs at chosen times.
const clock = testClock('2026-11-10T04:00:00Z');
const t = useTestApp({}, { now: clock.now });
const db = () => t.database.db;

async function terms(rate: string, minAmount: number, minHoldHours: number) {
  await settings.set(db(), 'cashbox_annual_rate', rate);
  await settings.set(db(), 'cashbox_min_amount', minAmount);
  await settings.set(db(), 'cashbox_min_hold_hours', minHoldHours);
}

async function holder(amount: string, at: Date, fundWith = amount): Promise<Player> {
  const p = await createPlayer(t, 'cb');
  await fund(t, p, fundWith);
  await switchCashbox(db(), { userId: p.userId, idempotencyKey: null }, { direction: 'in', amount }, at);
  return p;
}

const incomeOf = async (p: Player, day: string) =>
  (await db().select().from(cashboxIncome).where(and(eq(cashboxIncome.userId, p.userId), eq(cashboxIncome.day, day))))[0]?.income ?? 0n;
const accrue = (day: string) => runJob(db(), cashboxInterestJob, atHour(addDays(day, 1), 0, 10));

describe('cashbox', () => {
  it('answers its terms and estimates to guests; a new player holds nothing', async () => {
    await terms('0.80', 10, 24);
    const cfg = await t.call('/web/guest/user/queryBusCashboxConfig');
    expect(cfg.body).toMatchObject({ code: 0, data: { annualRate: '0.80', minAmount: '10.00', minHoldHours: 24 } });
    // 10 000.00 for 365 days at 0.80 % = 80.00; for 1 day 0.2191… → 0.21.
    expect((await t.call('/web/guest/user/getCashboxIncome', { amount: '10000', days: 365 })).body.data).toEqual({ income: '80.00' });
    expect((await t.call('/web/guest/user/getCashboxIncome', { amount: '10000', days: 1 })).body.data).toEqual({ income: '0.21' });
    expect((await t.call('/web/guest/user/getCashboxIncome', { amount: '10000', days: 0 })).body.code).not.toBe(0);
    const p = await createPlayer(t);
    expect((await as(t, p)('/web/user/getCashboxInfo')).body.data).toEqual({ balance: '0.00', annualRate: '0.80', yesterdayIncome: '0.00', totalIncome: '0.00' });
    const list = await as(t, p)('/web/user/getCashboxIncomeList', { days: 3 });
    expect(list.body.data).toEqual([
      { day: '2026-11-07', income: '0.00' },
      { day: '2026-11-08', income: '0.00' },
      { day: '2026-11-09', income: '0.00' },
    ]);
  });

  it('switch boundaries: the minimum in, no more than central in, no more than the cashbox out', async () => {
    await terms('0.80', 10, 24);
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const call = as(t, p);
    const sw = (direction: 'in' | 'out', amount: string) => call<{ central: string; cashbox: string }>('/web/cashbox/switchToCashbox', { direction, amount });
    expect((await sw('in', '9.99')).body).toMatchObject({ code: ERROR_CODES.cashboxBelowMinimum, data: { minAmount: '10.00' } });
    expect((await sw('in', '0')).body.code).toBe(ERROR_CODES.invalidAmount);
    expect((await sw('in', '10.001')).body.code).toBe(ERROR_CODES.invalidAmount);
    expect((await sw('in', '100.01')).body.code).toBe(ERROR_CODES.insufficientBalance);
    expect((await sw('in', '10')).body).toMatchObject({ code: 0, data: { central: '90.00', cashbox: '10.00' } });
    expect((await sw('in', '90')).body).toMatchObject({ code: 0, data: { central: '0.00', cashbox: '100.00' } });
    expect((await sw('out', '100.01')).body.code).toBe(ERROR_CODES.cashboxInsufficient);
    // Out has no minimum: any amount up to the balance.
    expect((await sw('out', '0.01')).body).toMatchObject({ code: 0, data: { central: '0.01', cashbox: '99.99' } });
    expect((await sw('out', '99.99')).body).toMatchObject({ code: 0, data: { central: '100.00', cashbox: '0.00' } });
    // An Idempotency-Key: the retry answers the first result and moves nothing; the key with another amount is refused.
    const keyed = (amount: string) => call<{ central: string; cashbox: string }>('/web/cashbox/switchToCashbox', { direction: 'in', amount }, { 'Idempotency-Key': 'cb-key-1' });
    expect((await keyed('10')).body).toMatchObject({ code: 0, data: { central: '90.00', cashbox: '10.00' } });
    expect((await keyed('10')).body).toMatchObject({ code: 0, data: { central: '90.00', cashbox: '10.00' } });
    expect((await keyed('20')).body.code).toBe(ERROR_CODES.idempotencyKeyReused);
    expect((await sw('out', '10')).body).toMatchObject({ code: 0, data: { central: '100.00', cashbox: '0.00' } });
    const records = await db().select().from(walletRecords).where(eq(walletRecords.userId, p.userId));
    expect(records.filter((r) => r.mode === 'central→cashbox').map((r) => r.amount)).toEqual([-1000n, -9000n, -1000n]);
    expect(records.filter((r) => r.mode === 'cashbox→central').map((r) => r.amount)).toEqual([1n, 9999n, 1000n]);
    await expectLedgerOk(t);
  });

  it('the job pays once per day, catches up missed days, and the player sees yesterday, the total and the history', async () => {
    await terms('36.50', 1, 24);
    const day = '2026-11-05';
    const p = await holder('100', new Date(daySpan(day).start.getTime() - 3_600_000));
    const at = atHour(addDays(day, 1), 0, 10);
    const runs = (await Promise.all([runJob(db(), cashboxInterestJob, at), runJob(db(), cashboxInterestJob, at)])).flat();
    expect(runs.filter((o) => o.ran)).toHaveLength(1);
    expect(await runJob(db(), cashboxInterestJob, atHour(addDays(day, 1), 23))).toEqual([expect.objectContaining({ period: day, ran: false })]);
    expect(await incomeOf(p, day)).toBe(10n);
    // The first test of the file that runs the job. No run on 11-07 and 11-08: the run at 11-10 00:10 pays 11-06, 11-07, 11-08 (owed) and 11-09.
    const later = await runJob(db(), cashboxInterestJob, atHour('2026-11-10', 0, 10));
    expect(later.map((o) => [o.period, o.ran])).toEqual([
      ['2026-11-06', true],
      ['2026-11-07', true],
      ['2026-11-08', true],
      ['2026-11-09', true],
    ]);
    expect(await db().select().from(jobRuns).where(eq(jobRuns.job, 'cashbox-interest'))).toHaveLength(5);
    // The clock reads 2026-11-10: yesterday is 11-09.
    expect((await as(t, p)('/web/user/getCashboxInfo')).body.data).toEqual({ balance: '100.00', annualRate: '36.50', yesterdayIncome: '0.10', totalIncome: '0.50' });
    expect((await as(t, p)('/web/user/getCashboxIncomeList', { days: 6 })).body.data).toEqual([
      { day: '2026-11-04', income: '0.00' },
      ...['05', '06', '07', '08', '09'].map((d) => ({ day: `2026-11-${d}`, income: '0.10' })),
    ]);
    const records = await db().select().from(walletRecords).where(and(eq(walletRecords.userId, p.userId), eq(walletRecords.mode, 'cashboxInterest')));
    expect(records).toHaveLength(5);
    await expectLedgerOk(t);
  });

  it('365 simulated days of accrual equal the closed form to the fen (remainders carried)', { timeout: 120_000 }, async () => {
    await terms('0.80', 1, 24);
    const first = '2027-01-01';
    const before = new Date(daySpan(first).start.getTime() - 3_600_000);
    const amounts = ['1234.57', '7777.77', '1.00', '99999.99'];
    const players = [];
    for (const a of amounts) players.push(await holder(a, before));
    for (let i = 0; i < 365; i++) {
      // (the first run also pays days owed since the previous test's runs)
      expect((await accrue(addDays(first, i))).at(-1)).toMatchObject({ ran: true, period: addDays(first, i) });
    }
    let paid = 0n;
    for (const [i, p] of players.entries()) {
      const held = BigInt(Math.round(Number(amounts[i]) * 100));
      // Closed form: held × 0.80 % over a whole year, rounded down once: floor(held × 80 / 10 000).
      const closed = (held * 80n) / 10_000n;
      const [row] = await db()
        .select({ sum: sql<string>`sum(${cashboxIncome.income})::text`, days: sql<number>`count(*)::int` })
        .from(cashboxIncome)
        .where(eq(cashboxIncome.userId, p.userId));
      expect({ player: i, sum: BigInt(row!.sum), days: row!.days }).toEqual({ player: i, sum: closed, days: 365 });
      expect(interestFor(held, 80, 365)).toBe(closed);
      const [state] = await db().select().from(cashboxState).where(eq(cashboxState.userId, p.userId));
      expect(state!.totalIncome).toBe(closed);
      const b = await balancesOf(db(), p.userId, ['central', 'cashbox']);
      expect([b.get('central'), b.get('cashbox')]).toEqual([closed, held]);
      paid += closed;
    }
    // 1234.57 earns 2 or 3 fen a day (2.7059… exact): the carried remainders make up 987 = floor(987.656).
    expect(paid).toBe((123457n * 80n) / 10_000n + (777777n * 80n) / 10_000n + (100n * 80n) / 10_000n + (9999999n * 80n) / 10_000n);
    // The house paid exactly every income row (this file's other holders included).
    const [house] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'house:interest'));
    const [all] = await db().select({ sum: sql<string>`sum(${cashboxIncome.income})::text` }).from(cashboxIncome);
    expect(house!.balance).toBe(-BigInt(all!.sum));
    await expectLedgerOk(t);
  });

  it('minimum holding time: money in exactly max(24, hold) hours before the day ends earns, a millisecond later does not; a dip lowers the day', async () => {
    await terms('36.50', 1, 48); // 3650 bp: 1 fen a day per 10.00 exactly
    const day = '2028-03-10';
    const end = daySpan(day).end.getTime();
    const onTime = await holder('100', new Date(end - 48 * 3_600_000), '150');
    const late = await holder('100', new Date(end - 48 * 3_600_000 + 1));
    const dipper = await holder('100', new Date(end - 72 * 3_600_000));
    await switchCashbox(db(), { userId: dipper.userId, idempotencyKey: null }, { direction: 'out', amount: '40' }, new Date(end - 10 * 3_600_000));
    await switchCashbox(db(), { userId: dipper.userId, idempotencyKey: null }, { direction: 'in', amount: '40' }, new Date(end - 9 * 3_600_000));
    // Money switched in exactly at the day's end counts for the next day only.
    await switchCashbox(db(), { userId: onTime.userId, idempotencyKey: null }, { direction: 'in', amount: '50' }, new Date(end));
    expect((await accrue(day)).at(-1)).toMatchObject({ period: day, ran: true });
    expect([await incomeOf(onTime, day), await incomeOf(late, day), await incomeOf(dipper, day)]).toEqual([10n, 0n, 6n]);
    // The next day: `late` has held 48 hours now; the dipper's dip left the window; onTime's 50 has not held 48 hours.
    await accrue(addDays(day, 1));
    expect([await incomeOf(onTime, addDays(day, 1)), await incomeOf(late, addDays(day, 1)), await incomeOf(dipper, addDays(day, 1))]).toEqual([10n, 10n, 6n]);
    await accrue(addDays(day, 2));
    expect([await incomeOf(onTime, addDays(day, 2)), await incomeOf(dipper, addDays(day, 2))]).toEqual([15n, 10n]);
    await expectLedgerOk(t);
  });


});
