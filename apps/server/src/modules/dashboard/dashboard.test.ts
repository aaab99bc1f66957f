// @postgres: set-wise SQL (day boundaries, aggregates, numeric and timestamp types as the pg driver returns them)
import { and, eq, gte, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinor } from '@app/shared';
import { ledgerAccounts, ledgerJournals, ledgerPostings, statsDaily, statsHourly } from '../../db/schema/index.js';
import { runJob } from '../../platform/index.js';
import { statsDailyJob } from './stats-job.js';
import { registerPlayer, testClock } from '../../../test/account-helpers.js';
import { depositor, methodOf, uploadVoucher } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { fundVenue, openHouse, play } from '../../../test/house-helpers.js';
import { bindCard, firstBankId, readyPlayer, WITHDRAW_PASSWORD } from '../../../test/payout-helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Dashboard figures equal sums recomputed from the ledger (issue 14 "Must show"). Money is moved through the
 * real services (deposit approval, withdrawal payment, house rounds) on both sides of a platform midnight:
 * 23:59:59 and 00:00:00 Asia/Shanghai. The test keeps each day's order numbers and round ids and sums the
 * ledger postings of those journals itself; the dashboard reads its own tables (rollup for a closed day).
 */
const DAY_A = '2026-11-20';
const DAY_B = '2026-11-21';
// 23:59:59 of DAY_A in Asia/Shanghai (UTC+8), in the past of real time (member sessions use the real clock).
const clock = testClock('2026-11-20T15:59:59Z');
const t = useTestApp({}, { now: clock.now });
let op = '';
let bankId = 0;

interface DayRefs {
  deposits: string[];
  paid: string[];
  rounds: string[];
}
const refs: Record<string, DayRefs> = { [DAY_A]: { deposits: [], paid: [], rounds: [] }, [DAY_B]: { deposits: [], paid: [], rounds: [] } };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(clock.now());

const admin = <T = unknown>(path: string, body: unknown) => t.call<T>(path, body, { token: op });

async function deposit(p: Player, amount: string): Promise<string> {
  const bank = await methodOf(t, p, 'bankTransfer');
  const order = await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount, depositorName: '张三' });
  expect(order.body.code).toBe(0);
  const orderNo = order.body.data.orderNo;
  const voucher = await uploadVoucher(t, p);
  expect((await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo, vouchers: [voucher] })).body.code).toBe(0);
  expect((await admin('/admin/api/deposit/approve', { orderNo })).body.code).toBe(0);
  refs[today()]!.deposits.push(orderNo);
  return orderNo;
}

async function requestWithdrawal(amount: number): Promise<{ p: Player; orderNo: string }> {
  const p = await readyPlayer(t);
  await fund(t, p, '1000');
  const cardId = await bindCard(t, p, bankId);
  const res = await as(t, p)<{ orderNo: string }>('/web/withdraw/withdraw', { method: 'bankCard', accountId: cardId, amount, withdrawPassword: WITHDRAW_PASSWORD, type: 'instant' });
  expect(res.body.code).toBe(0);
  return { p, orderNo: res.body.data.orderNo };
}

async function pay(orderNo: string) {
  expect((await admin('/admin/api/withdraw/approve', { orderNo })).body.code).toBe(0);
  refs[today()]!.paid.push(orderNo);
}

async function rounds(p: Player, platType: string, gameCode: string, bet: { type: string; amount: string }, n: number) {
  const s = await openHouse(t, p, platType, gameCode, clock.now());
  for (let i = 0; i < n; i++) {
    const r = await play(t, s.session, gameCode, [bet]);
    expect(r.body.code).toBe(0);
    refs[today()]!.rounds.push(r.body.data.roundId);
  }
}

/** Sum of the postings of the given journals on accounts matching `accounts`, signed as given. */
async function ledgerSum(references: string[], journal: { type: string; keySuffix?: string }, accounts: 'player' | string): Promise<bigint> {
  if (!references.length) return 0n;
  const [row] = await t.database.db
    .select({ s: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        inArray(ledgerJournals.reference, references),
        eq(ledgerJournals.type, journal.type),
        journal.keySuffix ? like(ledgerJournals.idempotencyKey, `%${journal.keySuffix}`) : undefined,
        accounts === 'player' ? isNotNull(ledgerAccounts.userId) : eq(ledgerAccounts.kind, accounts),
      ),
    );
  return BigInt(row!.s);
}

/** What the ledger says of a day's money (the counts come from the test's own bookkeeping). */
async function fromLedger(days: string[]) {
  const all = (k: keyof DayRefs) => days.flatMap((d) => refs[d]![k]);
  const deposits = await ledgerSum(all('deposits'), { type: 'deposit' }, 'player');
  const withdrawals = await ledgerSum(all('paid'), { type: 'withdraw', keySuffix: ':pay' }, 'house:withdrawals');
  const bets = -(await ledgerSum(all('rounds'), { type: 'bet' }, 'player'));
  const payouts = await ledgerSum(all('rounds'), { type: 'payout' }, 'player');
  return {
    deposits: formatMinor(deposits),
    withdrawals: formatMinor(withdrawals),
    netCash: formatMinor(deposits - withdrawals),
    bets: formatMinor(bets),
    payouts: formatMinor(payouts),
    ggr: formatMinor(bets - payouts),
  };
}

type Figures = Awaited<ReturnType<typeof fromLedger>> & { registrations: number; activePlayers: number; firstDepositors: number };
const summary = async (from: string, to: string) => {
  const res = await admin<Figures>('/admin/api/dashboard/summary', { from, to });
  expect(res.body.code).toBe(0);
  return res.body.data;
};

let x: Player, y: Player, p1: Player, p2: Player, p3: Player;
let liveA: Figures;

beforeAll(async () => {
  op = await operatorToken(t);
  bankId = await firstBankId(t);
  [x, y, p1, p2, p3] = [await depositor(t), await depositor(t), await createPlayer(t), await createPlayer(t), await createPlayer(t)];
  for (const p of [p1, p3]) await fundVenue(t, p, 'house_live', 500);
  await fundVenue(t, p2, 'house_chess', 500);

  // ——— DAY_A 23:59:59 ———
  expect(today()).toBe(DAY_A);
  await deposit(x, '100'); // x's first deposit
  const w1 = await requestWithdrawal(100);
  await pay(w1.orderNo);
  const w3 = await requestWithdrawal(200); // requested on A, paid on B
  await rounds(p1, 'house_live', 'roulette', { type: 'red', amount: '10' }, 3);
  await rounds(p2, 'house_chess', 'dragonTiger', { type: 'dragon', amount: '7' }, 2);
  await registerPlayer(t, 'dashreg1');
  liveA = await summary(DAY_A, DAY_A); // today, live

  // ——— DAY_B 00:00:00 ———
  clock.advance(1000);
  op = await operatorToken(t);
  expect(today()).toBe(DAY_B);
  await deposit(x, '200'); // not a first deposit
  await deposit(y, '150'); // y's first
  await pay(w3.orderNo);
  const w2 = await requestWithdrawal(300);
  await pay(w2.orderNo);
  await rounds(p1, 'house_live', 'roulette', { type: 'black', amount: '5' }, 2);
  await rounds(p3, 'house_live', 'roulette', { type: 'even', amount: '3' }, 2);
  await registerPlayer(t, 'dashreg2');
  await registerPlayer(t, 'dashreg3');
  clock.advance(12 * 3600_000); // midday of DAY_B
  op = await operatorToken(t); // the earlier operator session idled out
});

describe('dashboard figures equal sums recomputed from the ledger (issue 14)', () => {
  it('a closed day (rollup), today (live) and both: money from the ledger, counts on both sides of midnight', async () => {
    const a = await summary(DAY_A, DAY_A);
    const b = await summary(DAY_B, DAY_B);
    const both = await summary(DAY_A, DAY_B);
    expect(a).toEqual({ ...(await fromLedger([DAY_A])), registrations: 1, activePlayers: 5, firstDepositors: 1 });
    expect(b).toEqual({ ...(await fromLedger([DAY_B])), registrations: 2, activePlayers: 5, firstDepositors: 1 });
    // x and p1 were active on both days: counted once over the range.
    expect(both).toEqual({ ...(await fromLedger([DAY_A, DAY_B])), registrations: 3, activePlayers: 8, firstDepositors: 2 });
    // What DAY_A showed live at 23:59:59 is what its rollup shows once closed.
    expect(a).toEqual(liveA);
    expect(a.deposits).toBe('100.00');
    expect(b.deposits).toBe('350.00');
    expect(a.withdrawals).toBe('100.00');
    expect(b.withdrawals).toBe('500.00');
    expect((await t.database.db.select({ day: statsDaily.day }).from(statsDaily)).map((r) => r.day)).toEqual([DAY_A]);
    // Today's hours that ended (00:00-11:00 of DAY_B) come from the hourly rollup; DAY_B's midnight money is in its first hour.
    const hours = await t.database.db.select().from(statsHourly).where(gte(statsHourly.hour, new Date('2026-11-20T16:00:00Z'))).orderBy(statsHourly.hour);
    expect(hours).toHaveLength(11);
    expect(hours[0]).toMatchObject({ deposits: 35000n, withdrawals: 50000n, registrations: 2, firstDepositors: 1 });
    await expectLedgerOk(t);
  });

  it('daily answers one row per day equal to that day’s summary; byGameType splits stake and payout', async () => {
    const daily = await admin<{ list: (Figures & { day: string })[] }>('/admin/api/dashboard/daily', { from: '2026-11-19', to: '2026-11-25' });
    expect(daily.body.code).toBe(0);
    // Up to today: days before any activity answer zeros, days after today are not listed.
    expect(daily.body.data.list.map((d) => d.day)).toEqual(['2026-11-19', DAY_A, DAY_B]);
    expect(daily.body.data.list[0]).toMatchObject({ deposits: '0.00', bets: '0.00', activePlayers: 0, registrations: 0 });
    expect(daily.body.data.list[1]).toEqual({ day: DAY_A, ...(await summary(DAY_A, DAY_A)) });
    expect(daily.body.data.list[2]).toEqual({ day: DAY_B, ...(await summary(DAY_B, DAY_B)) });

    const games = await admin<{ list: { gameType: string; bets: string; payouts: string; ggr: string }[] }>('/admin/api/dashboard/byGameType', { from: DAY_A, to: DAY_B });
    const both = await fromLedger([DAY_A, DAY_B]);
    expect(games.body.data.list.map((g) => g.gameType)).toEqual(['chess', 'live']);
    const sum = (k: 'bets' | 'payouts' | 'ggr') => formatMinor(games.body.data.list.reduce((s, g) => s + BigInt(g[k].replace('.', '')), 0n));
    expect([sum('bets'), sum('payouts'), sum('ggr')]).toEqual([both.bets, both.payouts, both.ggr]);
    expect(games.body.data.list[0]!.bets).toBe('14.00'); // two dragonTiger rounds of 7 on DAY_A
  });

  it('the stats-daily job writes a closed day once per figures: re-running rewrites the same row', async () => {
    const at = new Date('2026-11-21T16:10:00Z'); // 00:10 of the day after DAY_B
    const first = await runJob(t.database.db, statsDailyJob, at);
    expect(first[0]!.result).toMatchObject({ days: expect.arrayContaining([DAY_B]) });
    const rowOf = async () => (await t.database.db.select().from(statsDaily).where(eq(statsDaily.day, DAY_B)))[0]!;
    const before = await rowOf();
    await runJob(t.database.db, statsDailyJob, at);
    const after = await rowOf();
    expect({ ...after, computedAt: null }).toEqual({ ...before, computedAt: null });
    expect(after.activePlayers).toBe(5);
    // The rollup now answers DAY_B as the live query did.
    expect(await summary(DAY_B, DAY_B)).toMatchObject({ deposits: '350.00', activePlayers: 5, registrations: 2 });
  });

  it('bad ranges are refused with a clear error and change nothing', async () => {
    for (const body of [{ from: DAY_B, to: DAY_A }, { from: '2025-01-01', to: '2026-01-02' }, { from: '2026-02-30', to: DAY_A }, { from: DAY_A }, {}]) {
      const res = await admin('/admin/api/dashboard/summary', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([200, 1000]);
    }
    expect((await admin('/admin/api/dashboard/summary', { from: '2025-01-01', to: '2026-01-01' })).body.code).toBe(0); // 366 days
  });
});
