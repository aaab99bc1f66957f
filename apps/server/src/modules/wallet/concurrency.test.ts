// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund } from '../../../test/wallet-helpers.js';

/**
 * Lock contention only exists on a real server (design.md §2: PGlite has one connection), so
 * these run on PostgreSQL only.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent money calls on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('N parallel convertMoney from one wallet never overdraw: exactly ⌊balance/amount⌋ succeed', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '1000');
    const n = 40;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: i % 2 ? 'house_live' : 'house_chess', amount: 70 })),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(Math.floor(1000 / 70));
    expect(codes.filter((c) => c !== 0).every((c) => c === 2000)).toBe(true);
    const bal = await as(t, p)<{ userBalanceMap: { central: string; venue: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap).toMatchObject({ central: '20.00', venue: '980.00' });
    await expectLedgerOk(t);
  });

  it('transfers both ways, recoveries and adjustments at once: no deadlock, no 500, invariants hold', async () => {
    const players = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t)]);
    for (const p of players) await fund(t, p, '500');
    const calls: Promise<{ body: { code: number } }>[] = [];
    let adjusted = 0;
    for (let i = 0; i < 60; i++) {
      const p = players[i % players.length]!;
      const venue = ['house_live', 'house_chess', 'house_slots'][i % 3]!;
      if (i % 10 === 4) {
        adjusted += 5;
        calls.push(fund(t, p, '5').then(() => ({ body: { code: 0 } })));
      } else if (i % 10 === 9) calls.push(as(t, p)('/web/user/oneTouchTransfer'));
      else if (i % 2) calls.push(as(t, p)('/web/apiCode/convertMoney', { from: venue, to: 'central', amount: 20 }));
      else calls.push(as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: venue, amount: 30 }));
    }
    const results = await Promise.all(calls);
    for (const r of results) expect([0, 2000]).toContain(r.body.code);
    let total = 0;
    for (const p of players) {
      const bal = await as(t, p)<{ userBalanceMap: { total: string } }>('/web/user/getUserBalance');
      total += Number(bal.body.data.userBalanceMap.total);
    }
    expect(total).toBe(1500 + adjusted);
    await expectLedgerOk(t);
  });

  it('the same Idempotency-Key sent 10 times at once moves money once and answers alike', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: 10 }, { 'idempotency-key': 'same' })),
    );
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(results[0]!.body.code).toBe(0);
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('90.00');
    await expectLedgerOk(t);
  });
});
