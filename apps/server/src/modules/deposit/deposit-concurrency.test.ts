// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, ledgerJournals, operators } from '../../db/schema/index.js';
import { expireDeposits } from './service.js';
import { hashPassword } from '../../lib/password.js';
import { balanceOf, depositor, methodOf, sendNotify } from '../../../test/deposit-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, expectLedgerOk, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Races on one deposit (design.md §2: PGlite has one connection and cannot show them), so these
 * run on PostgreSQL only: two operators approving at once, an approval racing the provider's
 * notify, the expiry job racing a payment, and parallel recharges of one player.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[deposit-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent deposit crediting on PostgreSQL', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokenA = await operatorToken(t);
    await t.database.db.insert(operators).values({ username: 'second', passwordHash: await hashPassword('operator-secret-2') });
    const login = await t.call<{ token: string }>('/admin/api/login', { username: 'second', password: 'operator-secret-2' });
    tokenB = login.body.data.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function bankOrder(p: Player, amount = 100) {
    const bank = await methodOf(t, p, 'bankTransfer');
    const res = await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount, depositorName: '王五' });
    expect(res.body.code).toBe(0);
    return res.body.data.orderNo;
  }

  async function sandboxOrder(p: Player, amount = 100) {
    const method = await methodOf(t, p, 'thirdParty');
    const res = await as(t, p)<{ orderNo: string }>('/web/sandbox/createOrder', { methodId: method.id, amount });
    expect(res.body.code).toBe(0);
    return res.body.data.orderNo;
  }

  const journals = async (orderNo: string) =>
    (await t.database.db.select({ id: ledgerJournals.id }).from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, `deposit:${orderNo}`))).length;

  it('two operators approving the same deposit at once: exactly one credit', async () => {
    for (let round = 0; round < 8; round++) {
      const p = await depositor(t);
      const orderNo = await bankOrder(p, 100 + round);
      const [a, b] = await Promise.all([
        t.call('/admin/api/deposit/approve', { orderNo }, { token: tokenA }),
        t.call('/admin/api/deposit/approve', { orderNo }, { token: tokenB }),
      ]);
      const codes = [a.body.code, b.body.code].sort();
      expect(codes).toEqual([0, 2106]);
      expect(await balanceOf(t, p)).toBe(`${100 + round}.00`);
      expect(await journals(orderNo)).toBe(1);
    }
    await expectLedgerOk(t);
  });

  it('an approval racing the provider notify: exactly one credit', async () => {
    for (let round = 0; round < 8; round++) {
      const p = await depositor(t);
      const orderNo = await sandboxOrder(p, 200);
      const body = { notifyId: randomBytes(12).toString('hex'), orderNo, amount: '200.00', currency: 'CNY', status: 'paid', paidAt: new Date().toISOString() };
      const [approve, notify] = await Promise.all([t.call('/admin/api/deposit/approve', { orderNo }, { token: round % 2 ? tokenA : tokenB }), sendNotify(t, body)]);
      const credited = (approve.body.code === 0 ? 1 : 0) + (notify.data?.result === 'completed' ? 1 : 0);
      expect(credited, JSON.stringify([approve.body, notify])).toBe(1);
      expect(await balanceOf(t, p)).toBe('200.00');
      expect(await journals(orderNo)).toBe(1);
    }
    await expectLedgerOk(t);
  });

  it('the same notify delivered several times at once credits once', async () => {
    const p = await depositor(t);
    const orderNo = await sandboxOrder(p, 300);
    const body = { notifyId: randomBytes(12).toString('hex'), orderNo, amount: '300.00', currency: 'CNY', status: 'paid', paidAt: new Date().toISOString() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendNotify(t, body)));
    expect(answers.map((a) => a.data?.result).sort()).toEqual(['completed', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await balanceOf(t, p)).toBe('300.00');
    await expectLedgerOk(t);
  });

  it('parallel recharges of one player open exactly one order', async () => {
    const p = await depositor(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => as(t, p)('/web/recharge/recharge', { methodId: bank.id, amount: 100, depositorName: '王五' })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === 2100)).toBe(true);
    expect(await t.database.db.select({ id: depositOrders.id }).from(depositOrders).where(eq(depositOrders.userId, p.userId))).toHaveLength(1);
  });

  it('the expiry job racing a payment: the order ends completed (a late payment still counts), credited once', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await depositor(t);
      const orderNo = await sandboxOrder(p, 100);
      await t.database.db.update(depositOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(depositOrders.orderNo, orderNo));
      const body = { notifyId: randomBytes(12).toString('hex'), orderNo, amount: '100.00', currency: 'CNY', status: 'paid', paidAt: new Date().toISOString() };
      await Promise.all([expireDeposits(t.database.db, new Date()), expireDeposits(t.database.db, new Date()), sendNotify(t, body)]);
      const [row] = await t.database.db.select({ status: depositOrders.status }).from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
      // A late payment is still a payment (creditable from expired).
      expect(row!.status).toBe('completed');
      expect(await balanceOf(t, p)).toBe('100.00');
      expect(await journals(orderNo)).toBe(1);
    }
    await expectLedgerOk(t);
  });
});
