// @postgres: the ledger's SQL functions and batched transfers on a pool of connections
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig } from '../db/schema/index.js';
import { ledgerSqlFiles } from './sql-functions.js';
import { addVenueLock } from '../modules/wallet/service.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund } from '../../test/wallet-helpers.js';

/**
 * The ledger's SQL functions live in ledger/sql/*.sql and are applied at start when their text
 * changed (ledger/sql-functions.ts); the venue-lock threshold is configuration data (sys_config).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function appliedRows() {
  const result = await t.database.db.execute(sql`SELECT name, hash, applied_at::text AS applied_at FROM ledger_sql ORDER BY name`);
  return (result as unknown as { rows: { name: string; hash: string; applied_at: string }[] }).rows;
}

async function functionExists(name: string): Promise<boolean> {
  const result = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = ${name}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
}

describe('ledger SQL files', () => {
  it('each file is applied once per text: a start with the same files changes nothing, a changed hash applies it again', async () => {
    const files = ledgerSqlFiles();
    expect(files.map((f) => f.name)).toEqual(['house_transfers.sql', 'venue_locks.sql']);
    const before = await appliedRows();
    expect(before.map((r) => [r.name, r.hash])).toEqual(files.map((f) => [f.name, f.hash]));

    await t.database.migrate();
    expect(await appliedRows()).toEqual(before);

    // As after an edit of the file: the recorded hash no longer matches, so the next start applies it.
    await t.database.db.execute(sql`UPDATE ledger_sql SET hash = 'old' WHERE name = 'venue_locks.sql'`);
    await t.database.db.execute(sql`DROP FUNCTION venue_lock_satisfied(bigint, bigint, bigint, bigint)`);
    await t.database.migrate();
    expect(await functionExists('venue_lock_satisfied')).toBe(true);
    const after = await appliedRows();
    expect(after.map((r) => [r.name, r.hash])).toEqual(files.map((f) => [f.name, f.hash]));
    expect(after.find((r) => r.name === 'house_transfers.sql')!.applied_at).toBe(before.find((r) => r.name === 'house_transfers.sql')!.applied_at);
    // 0003's version of the batch function (threshold as an argument) is gone: one function, one rule.
    const overloads = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'ledger_house_transfers'`);
    expect((overloads as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('the unlock threshold is sys_config venue_unlock_below_minor, in a transfer and in the lock state shown', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const move = (from: string, to: string, amount: number) => as(t, p)('/web/apiCode/convertMoney', { from, to, amount });
    expect((await move('central', 'house_live', 8)).body.code).toBe(0);
    await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_live', requiredTurnover: 100_000n, reason: 'bonus' });
    const lockedAt = async () =>
      (await as(t, p)<{ list: { platType: string; locked: boolean }[] }>('/web/user/getTransWalletBalanceInfo')).body.data.list.find(
        (v) => v.platType === 'house_live',
      )!.locked;

    // 8 yuan is not below the seeded 5 yuan: locked.
    expect(await lockedAt()).toBe(true);
    expect((await move('house_live', 'central', 8)).body.code).toBe(2006);

    // An operator raises the threshold to 10 yuan: 8 is below it, the lock no longer holds.
    await t.database.db.update(sysConfig).set({ value: '1000' }).where(eq(sysConfig.key, 'venue_unlock_below_minor'));
    try {
      expect(await lockedAt()).toBe(false);
      expect((await move('house_live', 'central', 8)).body).toMatchObject({ code: 0, data: { central: '100.00', venueBalance: '0.00' } });
    } finally {
      await t.database.db.update(sysConfig).set({ value: '500' }).where(eq(sysConfig.key, 'venue_unlock_below_minor'));
    }
    await expectLedgerOk(t);
  });

  it('a missing threshold refuses a transfer under a lock rather than guessing', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '10');
    expect((await as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: 'house_slots', amount: 3 })).body.code).toBe(0);
    await addVenueLock(t.database.db, { userId: p.userId, platType: 'house_slots', requiredTurnover: 100n, reason: 'bonus' });
    const [row] = await t.database.db.delete(sysConfig).where(eq(sysConfig.key, 'venue_unlock_below_minor')).returning();
    try {
      const res = await as(t, p)('/web/apiCode/convertMoney', { from: 'house_slots', to: 'central', amount: 3 });
      expect(res.status).toBe(500);
    } finally {
      await t.database.db.insert(sysConfig).values(row!);
    }
    await expectLedgerOk(t);
  });
});
