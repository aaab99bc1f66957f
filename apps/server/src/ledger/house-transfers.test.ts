// @postgres: the ledger's SQL functions and batched transfers on a pool of connections
import { ERRORS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues, venueTransfers, walletRecords } from '../db/schema/index.js';
import { houseTransfer, type HouseTransfer } from './house-transfers.js';
import { ensureAccount } from './ledger.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, type Player } from '../../test/wallet-helpers.js';

/**
 * The batched house-venue transfer path (ledger/house-transfers.ts): requests arriving together
 * share one SQL call; each is still checked, written and answered on its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function convert(p: Player, from: string, to: string, amount: unknown, headers: Record<string, string> = {}) {
  return as(t, p)<{ orderNo: string; status: string; central: string; venueBalance: string }>('/web/apiCode/convertMoney', { from, to, amount }, headers);
}

describe('batched house transfers', () => {
  it('requests sent together: each gets its own outcome, refused ones write nothing', async () => {
    const rich = await createPlayer(t);
    const poor = await createPlayer(t);
    const leaving = await createPlayer(t);
    await fund(t, rich, '100');
    await fund(t, poor, '10');
    await fund(t, leaving, '50');
    await convert(leaving, 'central', 'house_slots', 20);

    const [a, b, c, d] = await Promise.all([
      convert(rich, 'central', 'house_live', 60),
      convert(poor, 'central', 'house_live', 11), // 0.01 yuan… 1 yuan above the balance
      convert(poor, 'central', 'house_chess', 10), // exactly the balance
      convert(leaving, 'house_slots', 'central', 20),
    ]);
    expect(a.body).toMatchObject({ code: 0, data: { status: 'confirmed', central: '40.00', venueBalance: '60.00' } });
    expect(b.body.code).toBe(2000);
    expect(c.body).toMatchObject({ code: 0, data: { central: '0.00', venueBalance: '10.00' } });
    expect(d.body).toMatchObject({ code: 0, data: { central: '50.00', venueBalance: '0.00' } });

    // The player's record and the transfer row exist for each accepted transfer only.
    const poorRecords = await t.database.db.select().from(walletRecords).where(eq(walletRecords.userId, poor.userId));
    expect(poorRecords.filter((r) => r.type === 'transfer').map((r) => r.amount)).toEqual([-1000n]);
    const poorTransfers = await t.database.db.select().from(venueTransfers).where(eq(venueTransfers.userId, poor.userId));
    expect(poorTransfers.map((r) => [r.platType, r.direction, r.amount, r.status])).toEqual([['house_chess', 'in', 1000n, 'confirmed']]);
    await expectLedgerOk(t);
  });

  it('one player, many transfers at once both ways: balances follow item order, nothing overdrawn', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '30');
    const calls = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? convert(p, 'house_live', 'central', 10) : convert(p, 'central', 'house_live', 10)));
    const results = await Promise.all(calls);
    const ok = results.filter((r) => r.body.code === 0).length;
    expect(results.every((r) => r.body.code === 0 || r.body.code === 2000)).toBe(true);
    expect(ok).toBeGreaterThanOrEqual(3);
    const bal = await as(t, p)<{ userBalanceMap: { central: string; venue: string; total: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.total).toBe('30.00');
    await expectLedgerOk(t);
  });

  it('the same Idempotency-Key twice at once: money moves once and both get the first answer', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const key = { 'idempotency-key': `dup-${p.userId}` };
    const [first, second] = await Promise.all([convert(p, 'central', 'house_lottery', 25, key), convert(p, 'central', 'house_lottery', 25, key)]);
    expect(first.body.code).toBe(0);
    expect(second.body).toEqual(first.body);
    const other = await convert(p, 'central', 'house_lottery', 26, key);
    expect(other.body.code).toBe(2007);
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('75.00');
    await expectLedgerOk(t);
  });

  it('calls made in the same tick share one batch; a key repeated inside it is answered from the first', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '10');
    const db = t.database.db;
    const centralId = await ensureAccount(db, { userId: p.userId, kind: 'central' });
    const venueId = await ensureAccount(db, { userId: p.userId, kind: 'venue:house_live' });
    const base = { userId: p.userId, platType: 'house_live', direction: 'in' as const, centralId, venueId, mode: 'central→house_live' };
    const idempotency = { scope: `u:${p.userId}`, key: 'same-tick', hash: 'h1' };
    const results = await Promise.all([
      houseTransfer(db, { ...base, amount: 300n, orderNo: `TA${p.userId}`, idempotency }),
      houseTransfer(db, { ...base, amount: 300n, orderNo: `TB${p.userId}`, idempotency }),
      houseTransfer(db, { ...base, amount: 300n, orderNo: `TC${p.userId}`, idempotency: { ...idempotency, hash: 'h2' } }),
      houseTransfer(db, { ...base, amount: 800n, orderNo: `TD${p.userId}`, idempotency: null }),
      houseTransfer(db, { ...base, amount: 700n, orderNo: `TE${p.userId}`, idempotency: null }),
    ]);
    expect(results).toEqual([
      { outcome: 'ok', central: 700n, venue: 300n },
      { outcome: 'replay', response: { orderNo: `TA${p.userId}`, central: '700', venueBalance: '300' } },
      { outcome: 'keyReused' },
      { outcome: 'insufficient' },
      { outcome: 'ok', central: 0n, venue: 1000n },
    ]);
    await expectLedgerOk(t);
  });

  it('a venue put in maintenance is refused at once (the provider cache does not hide it)', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '10');
    expect((await convert(p, 'central', 'house_live', 1)).body.code).toBe(0);
    await t.database.db.update(venues).set({ status: 'maintenance' }).where(eq(venues.platType, 'house_live'));
    try {
      const r = await convert(p, 'central', 'house_live', 1);
      expect(r.body.code).toBe(ERRORS.venueMaintenance.code);
      expect(r.body.msg).toBeTruthy();
    } finally {
      await t.database.db.update(venues).set({ status: 'normal' }).where(eq(venues.platType, 'house_live'));
    }
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('9.00');
    await expectLedgerOk(t);
  });

  it('an item that cannot be written fails alone: its batch neighbours still go through', async () => {
    const good = await createPlayer(t);
    const other = await createPlayer(t);
    await fund(t, good, '10');
    const db = t.database.db;
    const item = async (p: Player, venueOf: Player): Promise<HouseTransfer> => ({
      userId: p.userId,
      platType: 'house_live',
      direction: 'in',
      amount: 100n,
      orderNo: `TTEST${p.userId}${Date.now()}`,
      centralId: await ensureAccount(db, { userId: p.userId, kind: 'central' }),
      // Another player's venue account: the SQL function refuses the whole call.
      venueId: await ensureAccount(db, { userId: venueOf.userId, kind: 'venue:house_live' }),
      mode: 'central→house_live',
      idempotency: null,
    });
    const [okItem, badItem] = await Promise.all([item(good, good), item(good, other)]);
    badItem.orderNo += 'X';
    const [ok, bad] = await Promise.allSettled([houseTransfer(db, okItem), houseTransfer(db, badItem)]);
    expect(ok).toMatchObject({ status: 'fulfilled', value: { outcome: 'ok', central: 900n, venue: 100n } });
    expect(bad.status).toBe('rejected');
    await expectLedgerOk(t);
  });
});
