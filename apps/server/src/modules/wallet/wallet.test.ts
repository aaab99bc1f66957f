import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues, walletRecords } from '../../db/schema/index.js';
import { addVenueLock, onVenueEntry, recordTurnover } from './service.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, type Player } from '../../../test/wallet-helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Balances {
  userBalanceMap: Record<'central' | 'locked' | 'welfare' | 'cashbox' | 'venue' | 'total', string>;
}
interface WalletInfo {
  central: string;
  list: { platType: string; name: string; balance: string; locked: boolean; lockReason?: string; status: string }[];
}

async function balances(p: Player) {
  return (await as(t, p)<Balances>('/web/user/getUserBalance')).body.data.userBalanceMap;
}
async function platBalance(p: Player, platType: string) {
  return (await as(t, p)<{ balance: string }>(`/web/apiCode/getUserPlatBalance/${platType}`)).body.data.balance;
}
function convert(p: Player, from: string, to: string, amount: unknown, headers: Record<string, string> = {}) {
  return as(t, p)<{ central: string; venueBalance: string; orderNo: string }>('/web/apiCode/convertMoney', { from, to, amount }, headers);
}

describe('balances (api-contract.md getUserBalance, getTransWalletBalanceInfo)', () => {
  it('a new player has zero everywhere; the four house venues are listed in the caller language', async () => {
    const p = await createPlayer(t);
    expect(await balances(p)).toEqual({ central: '0.00', locked: '0.00', welfare: '0.00', cashbox: '0.00', venue: '0.00', total: '0.00' });
    const info = await as(t, p)<WalletInfo>('/web/user/getTransWalletBalanceInfo', undefined, { lang: 'en' });
    expect(info.body.data.central).toBe('0.00');
    expect(info.body.data.list.map((v) => v.platType)).toEqual(['house_live', 'house_chess', 'house_lottery', 'house_slots']);
    expect(info.body.data.list[0]).toMatchObject({ name: 'Royal Live Casino', balance: '0.00', locked: false, status: 'normal' });
    await expectLedgerOk(t);
  });

  it('every wallet call needs a session', async () => {
    for (const path of [
      '/web/user/getUserBalance',
      '/web/user/getTransWalletBalanceInfo',
      '/web/apiCode/convertMoney',
      '/web/apiCode/getUserPlatBalance/house_live',
      '/web/user/oneTouchTransfer',
      '/web/user/getUserTransInfo',
      '/web/user/changeWalletType',
      '/web/transactionRecord/queryTransactionRecordList',
    ]) {
      const res = await t.call(path, {});
      expect(res.status, path).toBe(401);
    }
  });
});

describe('convertMoney (spec.md §4, §5)', () => {
  it('central → venue and back; balances, plat balance and total agree', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '1000');
    const res = await convert(p, 'central', 'house_live', 300);
    expect(res.body).toMatchObject({ code: 0, data: { central: '700.00', venueBalance: '300.00', status: 'confirmed' } });
    expect(await platBalance(p, 'house_live')).toBe('300.00');
    expect(await balances(p)).toMatchObject({ central: '700.00', venue: '300.00', total: '1000.00' });
    const back = await convert(p, 'house_live', 'central', '100');
    expect(back.body.data).toMatchObject({ central: '800.00', venueBalance: '200.00' });
    // query-string payload works too (spec.md §7)
    const q = await t.app.inject({ method: 'POST', url: '/web/apiCode/convertMoney?from=central&to=house_slots&amount=50', headers: { token: p.token } });
    expect(q.json().data).toMatchObject({ central: '750.00', venueBalance: '50.00' });
    await expectLedgerOk(t);
  });

  it('boundaries: 0, negative, fractional, garbage, above balance refused; exactly the balance works', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const cases: [unknown, number][] = [
      [0, 2001],
      ['0', 2001],
      [-5, 2001],
      ['-5', 2001],
      ['10.5', 2002],
      [10.01, 2002],
      ['1e2', 2001],
      ['abc', 2001],
      [100.001, 2001],
      ['100.01', 2002],
      [101, 2000],
      [null, 1000],
    ];
    for (const [amount, code] of cases) {
      const res = await convert(p, 'central', 'house_live', amount);
      expect(res.body.code, `amount ${String(amount)}`).toBe(code);
    }
    expect((await balances(p)).central).toBe('100.00');
    const exact = await convert(p, 'central', 'house_live', 100);
    expect(exact.body.data).toMatchObject({ central: '0.00', venueBalance: '100.00' });
    expect((await convert(p, 'house_live', 'central', 101)).body.code).toBe(2000);
    expect((await convert(p, 'house_live', 'central', 100)).body.data).toMatchObject({ central: '100.00', venueBalance: '0.00' });
    await expectLedgerOk(t);
  });

  it('a refused first transfer to a new venue wallet leaves no remembered account id behind (perf cache)', async () => {
    const p = await createPlayer(t);
    // The venue account is created inside the transaction that the refusal rolls back.
    expect((await convert(p, 'central', 'house_chess', 10)).body.code).toBe(2000);
    await fund(t, p, '30');
    const res = await convert(p, 'central', 'house_chess', 10);
    expect(res.body).toMatchObject({ code: 0, data: { central: '20.00', venueBalance: '10.00' } });
    // Later transfers use the remembered ids (no lookups) and still land on the same accounts.
    expect((await convert(p, 'house_chess', 'central', 4)).body.data).toMatchObject({ central: '24.00', venueBalance: '6.00' });
    expect((await convert(p, 'central', 'house_chess', 24)).body.data).toMatchObject({ central: '0.00', venueBalance: '30.00' });
    expect((await convert(p, 'central', 'house_chess', 1)).body.code).toBe(2000);
    expect(await balances(p)).toMatchObject({ central: '0.00', venue: '30.00', total: '30.00' });
    await expectLedgerOk(t);
  });

  it('venue to venue, same wallet, unknown and maintenance venues are refused and move nothing', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    await convert(p, 'central', 'house_live', 50);
    const en = { lang: 'en' };
    const v2v = await convert(p, 'house_live', 'house_chess', 10, en);
    expect(v2v.body).toMatchObject({ code: 2003, msg: expect.stringMatching(/central wallet/) });
    expect((await convert(p, 'central', 'central', 10)).body.code).toBe(2008);
    expect((await convert(p, 'central', 'nope', 10)).body.code).toBe(2004);
    await t.database.db.update(venues).set({ status: 'maintenance' }).where(eq(venues.platType, 'house_lottery'));
    try {
      expect((await convert(p, 'central', 'house_lottery', 10)).body.code).toBe(2005);
    } finally {
      await t.database.db.update(venues).set({ status: 'normal' }).where(eq(venues.platType, 'house_lottery'));
    }
    expect(await balances(p)).toMatchObject({ central: '50.00', venue: '50.00' });
    await expectLedgerOk(t);
  });
});

describe('Idempotency-Key (api-contract.md Wallet)', () => {
  it('same key and payload: the first answer again, money moves once', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const h = { 'idempotency-key': 'k-1' };
    const first = await convert(p, 'central', 'house_live', 30, h);
    const again = await convert(p, 'central', 'house_live', '30.00', h);
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(await balances(p)).toMatchObject({ central: '70.00', venue: '30.00' });
    // a different payload under the same key is refused and moves nothing
    const other = await convert(p, 'central', 'house_live', 31, h);
    expect(other.body.code).toBe(2007);
    expect((await convert(p, 'central', 'house_chess', 30, h)).body.code).toBe(2007);
    expect((await balances(p)).central).toBe('70.00');
    // another player may use the same key value independently
    const q = await createPlayer(t);
    await fund(t, q, '10');
    expect((await convert(q, 'central', 'house_live', 10, h)).body.data).toMatchObject({ central: '0.00' });
    // a refused request does not burn its key: after funding, the retry goes through once
    const k2 = { 'idempotency-key': 'k-2' };
    expect((await convert(q, 'central', 'house_live', 5, k2)).body.code).toBe(2000);
    await fund(t, q, '5');
    expect((await convert(q, 'central', 'house_live', 5, k2)).body.data).toMatchObject({ central: '0.00', venueBalance: '15.00' });
    expect((await convert(q, 'central', 'house_live', 5, k2)).body.data).toMatchObject({ central: '0.00', venueBalance: '15.00' });
    expect(await balances(q)).toMatchObject({ central: '0.00', venue: '15.00' });
    // oneTouchTransfer honours it too
    const k3 = { 'idempotency-key': 'k-3' };
    const r1 = await as(t, p)('/web/user/oneTouchTransfer', undefined, k3);
    await convert(p, 'central', 'house_live', 10);
    const r2 = await as(t, p)('/web/user/oneTouchTransfer', undefined, k3);
    expect(r2.body).toEqual(r1.body);
    expect(await balances(p)).toMatchObject({ central: '90.00', venue: '10.00' });
    expect((await convert(p, 'central', 'house_live', 1, { 'idempotency-key': 'bad key!' })).body.code).toBe(1000);
    await expectLedgerOk(t);
  });
});

describe('oneTouchTransfer (spec.md §4 one-key recovery)', () => {
  it('recovers every venue; a venue in maintenance is skipped and reported', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    await convert(p, 'central', 'house_live', 30);
    await convert(p, 'central', 'house_chess', 20);
    await convert(p, 'central', 'house_slots', 10);
    await t.database.db.update(venues).set({ status: 'maintenance' }).where(eq(venues.platType, 'house_chess'));
    try {
      const res = await as(t, p)<{ central: string; recovered: string; list: unknown[] }>('/web/user/oneTouchTransfer', undefined, { lang: 'en' });
      expect(res.body.data).toEqual({
        central: '80.00',
        recovered: '40.00',
        list: [
          { platType: 'house_live', name: 'Royal Live Casino', amount: '30.00', status: 'recovered' },
          { platType: 'house_chess', name: 'Royal Cards', amount: '20.00', status: 'skipped', reason: 'maintenance' },
          { platType: 'house_slots', name: 'Royal Slots', amount: '10.00', status: 'recovered' },
        ],
      });
    } finally {
      await t.database.db.update(venues).set({ status: 'normal' }).where(eq(venues.platType, 'house_chess'));
    }
    expect(await balances(p)).toMatchObject({ central: '80.00', venue: '20.00', total: '100.00' });
    const empty = await as(t, p)<{ recovered: string }>('/web/user/oneTouchTransfer');
    expect(empty.body.data).toMatchObject({ central: '100.00', recovered: '20.00' });
    await expectLedgerOk(t);
  });
});

describe('venue lock (spec.md §4)', () => {
  it('locked at 5 yuan or more until turnover is met; transfer in allowed; shown with its reason', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    await convert(p, 'central', 'house_live', 50);
    await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_live', requiredTurnover: 100_00n, reason: 'firstDepositBonus' });
    const info = await as(t, p)<WalletInfo>('/web/user/getTransWalletBalanceInfo');
    expect(info.body.data.list.find((v) => v.platType === 'house_live')).toMatchObject({ locked: true, lockReason: 'firstDepositBonus' });
    expect((await convert(p, 'house_live', 'central', 10)).body.code).toBe(2006);
    // one-key recovery skips it
    const one = await as(t, p)<{ list: unknown[] }>('/web/user/oneTouchTransfer');
    expect(one.body.data.list).toEqual([expect.objectContaining({ platType: 'house_live', status: 'skipped', reason: 'locked' })]);
    // money may still go in; the lock stays
    expect((await convert(p, 'central', 'house_live', 10)).body.code).toBe(0);
    expect((await convert(p, 'house_live', 'central', 10)).body.code).toBe(2006);
    await recordTurnover(t.database.db, p.userId, 'house_live', 99_99n);
    expect((await convert(p, 'house_live', 'central', 10)).body.code).toBe(2006);
    // Issue 24: how far the lock's turnover is, so the player sees it before withdrawing.
    const far = await as(t, p)<WalletInfo & { list: { lockTurnover?: unknown }[] }>('/web/user/getTransWalletBalanceInfo');
    expect(far.body.data.list.find((v) => v.platType === 'house_live')).toMatchObject({ lockTurnover: { required: '100.00', done: '99.99' } });
    await recordTurnover(t.database.db, p.userId, 'house_live', 1n);
    expect((await convert(p, 'house_live', 'central', 10)).body.data).toMatchObject({ venueBalance: '50.00' });
    const after = await as(t, p)<WalletInfo>('/web/user/getTransWalletBalanceInfo');
    expect(after.body.data.list.find((v) => v.platType === 'house_live')).toMatchObject({ locked: false });
    expect(after.body.data.list.find((v) => v.platType === 'house_live')).not.toHaveProperty('lockReason');
    expect(after.body.data.list.find((v) => v.platType === 'house_live')).not.toHaveProperty('lockTurnover');
    await expectLedgerOk(t);
  });

  it('balance below 5 yuan unlocks: 5.00 is locked, 4.00 is not, and the transfer releases the lock', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    await convert(p, 'central', 'house_slots', 5);
    await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_slots', requiredTurnover: 1000_00n, reason: 'inviteRebate' });
    expect((await convert(p, 'house_slots', 'central', 1)).body.code).toBe(2006);
    // 4.00 at the venue (moved out by the house itself, as a lost round would)
    const { ensureAccount, postJournal } = await import('../../ledger/ledger.js');
    const venueId = await ensureAccount(t.database.db, { userId: p.userId, kind: 'venue:house_slots' });
    const houseId = await ensureAccount(t.database.db, { userId: null, kind: 'house:venue_pool:house_slots' });
    await postJournal(t.database.db, { type: 'bet', idempotencyKey: `bet-${p.userId}`, reference: 'R1', actor: 'test', postings: [{ accountId: venueId, amount: -100n }, { accountId: houseId, amount: 100n }] });
    const info = await as(t, p)<WalletInfo>('/web/user/getTransWalletBalanceInfo');
    expect(info.body.data.list.find((v) => v.platType === 'house_slots')).toMatchObject({ balance: '4.00', locked: false });
    expect((await convert(p, 'house_slots', 'central', 4)).body.data).toMatchObject({ venueBalance: '0.00' });
    // released for good: a new deposit of 10 into the venue is not locked again
    await convert(p, 'central', 'house_slots', 10);
    expect((await convert(p, 'house_slots', 'central', 10)).body.code).toBe(0);
    await expectLedgerOk(t);
  });

  it('free-transfer mode: re-entering the venue releases a satisfied lock; otherwise entry changes nothing', async () => {
    const p = await createPlayer(t);
    await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_chess', requiredTurnover: 10_00n, reason: 'bonus' });
    expect(await onVenueEntry(t.database.db, p.userId, 'house_chess')).toBe(0);
    const sw = await as(t, p)('/web/user/changeWalletType', { type: 'auto', walletFree: true });
    expect(sw.body.data).toEqual({ autoTransfer: true, walletFree: true });
    expect((await as(t, p)('/web/user/getUserTransInfo')).body.data).toEqual({ autoTransfer: true, walletFree: true });
    expect(await onVenueEntry(t.database.db, p.userId, 'house_chess')).toBe(1);
    const off = await as(t, p)('/web/user/changeWalletType', { type: 'manual' });
    expect(off.body.data).toEqual({ autoTransfer: false, walletFree: true });
    expect((await as(t, p)('/web/user/changeWalletType', { type: 'sometimes' })).body.code).toBe(1000);
    await expectLedgerOk(t);
  });
});

describe('records and isolation (spec.md §9, design.md §4)', () => {
  it('lists the last 30 days of own records only; another player can neither read nor move them', async () => {
    const a = await createPlayer(t, 'a');
    const b = await createPlayer(t, 'b');
    await fund(t, a, '100');
    const moved = await convert(a, 'central', 'house_live', 40);
    await t.database.db.insert(walletRecords).values({
      orderNo: `OLD${a.userId}`,
      userId: a.userId,
      type: 'deposit',
      mode: 'bank',
      amount: 1n,
      status: 'success',
      createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000),
    });
    const list = await as(t, a)<{ list: { orderNo: string; type: string; amount: string; mode: string; status: string }[]; total: number }>(
      '/web/transactionRecord/queryTransactionRecordList',
      { page: 1, size: 10, startTime: new Date(Date.now() - 90 * 24 * 3600 * 1000).toISOString() },
    );
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((r) => [r.type, r.amount, r.status])).toEqual([
      ['transfer', '-40.00', 'success'],
      ['adjust', '100.00', 'success'],
    ]);
    expect(list.body.data.list[0]!.mode).toBe('central→house_live');
    const onlyAdjust = await as(t, a)<{ total: number }>('/web/transactionRecord/queryTransactionRecordList', { type: 'adjust' });
    expect(onlyAdjust.body.data.total).toBe(1);
    const info = await as(t, a)(`/web/transactionRecord/getTransactionRecordInfo/${moved.body.data.orderNo}`);
    expect(info.body).toMatchObject({ code: 0, data: { orderNo: moved.body.data.orderNo, type: 'transfer' } });

    // b: nothing of a's is visible, and a userId in the payload is ignored
    expect((await as(t, b)(`/web/transactionRecord/getTransactionRecordInfo/${moved.body.data.orderNo}`)).body.code).toBe(1005);
    expect((await as(t, b)<{ total: number }>('/web/transactionRecord/queryTransactionRecordList', { userId: a.userId })).body.data.total).toBe(0);
    expect((await as(t, b)<Balances>('/web/user/getUserBalance', { userId: a.userId })).body.data.userBalanceMap.total).toBe('0.00');
    expect((await as(t, b)('/web/apiCode/convertMoney', { from: 'house_live', to: 'central', amount: 40, userId: a.userId })).body.code).toBe(2000);
    expect(await balances(a)).toMatchObject({ central: '60.00', venue: '40.00' });
    await expectLedgerOk(t);
  });
});
