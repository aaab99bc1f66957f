// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/index.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { balances, bindCard, cardNo, firstBankId, houseBalance, readyPlayer, WITHDRAW_PASSWORD } from '../../../test/payout-helpers.js';
import { as, expectLedgerOk, fund, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Withdrawals racing for one balance, one daily limit or one order (design.md §2: PGlite has one
 * connection and cannot show lock contention), so these run on PostgreSQL only.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[withdraw-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent withdrawals on PostgreSQL', () => {
  let t: TestApp;
  let bankId: number;
  let opToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    bankId = await firstBankId(t);
    opToken = await operatorToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function player(amount: string, vipLevel = 10) {
    const p = await readyPlayer(t, { vipLevel });
    await fund(t, p, amount);
    return { p, cardId: await bindCard(t, p, bankId) };
  }
  const withdraw = (p: Player, cardId: number, amount: number, headers: Record<string, string> = {}) =>
    as(t, p)<{ orderNo: string; status: string }>(
      '/web/withdraw/withdraw',
      { method: 'bankCard', accountId: cardId, amount, withdrawPassword: WITHDRAW_PASSWORD, type: 'instant' },
      headers,
    );

  it('bank cards bound at once stop at 10; one number bound by two players at once is bound once', async () => {
    const p = await readyPlayer(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, () => as(t, p)('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: cardNo(), address: 'x' })),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c !== 0).every((c) => c === 2204)).toBe(true);
    const shared = cardNo();
    const [a, b] = [await readyPlayer(t), await readyPlayer(t)];
    const both = await Promise.all([a, b].map((q) => as(t, q)('/web/userBankCard/bind', { cardholder: '张三', cardType: 'debit', bankId, cardNo: shared, address: 'x' })));
    expect(both.map((r) => r.body.code).sort()).toEqual([0, 2205]);
  });

  it('two withdrawals of the whole balance at once: exactly one succeeds', async () => {
    const { p, cardId } = await player('100');
    const results = await Promise.all([withdraw(p, cardId, 100), withdraw(p, cardId, 100)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 2228]);
    expect(await balances(t, p)).toMatchObject({ central: '0.00', locked: '100.00' });
    await expectLedgerOk(t);
  });

  it('many withdrawals racing for one balance: exactly ⌊balance/amount⌋ succeed, no overdraft', async () => {
    const { p, cardId } = await player('1000');
    const results = await Promise.all(Array.from({ length: 24 }, () => withdraw(p, cardId, 150)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(6);
    expect(codes.filter((c) => c !== 0).every((c) => c === 2228)).toBe(true);
    expect(await balances(t, p)).toMatchObject({ central: '100.00', locked: '900.00' });
    const orders = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, p.userId));
    expect(orders).toHaveLength(6);
    await expectLedgerOk(t);
  });

  it('the daily count limit holds under a burst (VIP1 of the VIP table: 5 a day)', async () => {
    const { p, cardId } = await player('5000', 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(p, cardId, 100)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c !== 0).every((c) => c === 2224)).toBe(true);
    expect(await balances(t, p)).toMatchObject({ central: '4500.00', locked: '500.00' });
    await expectLedgerOk(t);
  });

  it('the same Idempotency-Key sent at once makes one order', async () => {
    const { p, cardId } = await player('1000');
    const results = await Promise.all(Array.from({ length: 6 }, () => withdraw(p, cardId, 300, { 'idempotency-key': 'burst-1' })));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(results[0]!.body.code).toBe(0);
    expect(await balances(t, p)).toMatchObject({ central: '700.00', locked: '300.00' });
    await expectLedgerOk(t);
  });

  it('approvals and rejections of one order at once: it ends paid or rejected, its money moves once', async () => {
    const { p, cardId } = await player('1000');
    const { orderNo } = (await withdraw(p, cardId, 500)).body.data;
    const paidBefore = await houseBalance(t, 'house:withdrawals');
    const calls = Array.from({ length: 10 }, (_, i) =>
      t.call(i % 2 ? '/admin/api/withdraw/approve' : '/admin/api/withdraw/reject', i % 2 ? { orderNo } : { orderNo, reason: 'race' }, { token: opToken }),
    );
    const results = await Promise.all(calls);
    for (const r of results) expect([0, 2231]).toContain(r.body.code);
    const [order] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
    const paidDelta = (await houseBalance(t, 'house:withdrawals')) - paidBefore;
    if (order!.status === 'paid') {
      expect(paidDelta).toBe(50_000n);
      expect(await balances(t, p)).toMatchObject({ central: '500.00', locked: '0.00' });
    } else {
      expect(order!.status).toBe('rejected');
      expect(paidDelta).toBe(0n);
      expect(await balances(t, p)).toMatchObject({ central: '1000.00', locked: '0.00' });
    }
    await expectLedgerOk(t);
  });

  it('withdrawals, transfers, approvals and rejections of several players at once: no deadlock, no 500, totals hold', async () => {
    const players = await Promise.all([player('2000'), player('2000'), player('2000')]);
    const paidBefore = await houseBalance(t, 'house:withdrawals');
    const first = await Promise.all(players.map(({ p, cardId }) => withdraw(p, cardId, 200)));
    const calls: Promise<{ body: { code: number } }>[] = [];
    for (let i = 0; i < 36; i++) {
      const { p, cardId } = players[i % 3]!;
      if (i % 6 === 0) calls.push(t.call('/admin/api/withdraw/approve', { orderNo: first[i % 3]!.body.data.orderNo }, { token: opToken }));
      else if (i % 6 === 3) calls.push(t.call('/admin/api/withdraw/reject', { orderNo: first[(i + 1) % 3]!.body.data.orderNo, reason: 'mixed' }, { token: opToken }));
      else if (i % 3 === 1) calls.push(as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: 'house_slots', amount: 50 }));
      else calls.push(withdraw(p, cardId, 150));
    }
    const results = await Promise.all(calls);
    for (const r of results) expect([0, 2000, 2222, 2228, 2231]).toContain(r.body.code);
    let total = 0;
    for (const { p } of players) {
      const bal = await as(t, p)<{ userBalanceMap: { total: string } }>('/web/user/getUserBalance');
      total += Number(bal.body.data.userBalanceMap.total);
    }
    // Money only left these players' wallets as paid withdrawals.
    const paidOut = Number((await houseBalance(t, 'house:withdrawals')) - paidBefore) / 100;
    expect(total + paidOut).toBe(6000);
    await expectLedgerOk(t);
  });
});
