import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositOrders, ledgerJournals, operatorAudit, paymentMethods, paymentProviders, walletRecords } from '../../db/schema/index.js';
import { approveDeposit, rejectDeposit } from './service.js';
import { balanceOf, depositor, gatewayPay, methodOf, orderOf, payTokenOf, sendNotify, uploadVoucher } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, expectLedgerOk, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/** Providers, notify callbacks and operator review (api-contract.md "Deposit", "Operator API"; design.md §6). */
const t = useTestApp();

async function sandboxOrder(p: Player, amount: unknown = 500) {
  const method = await methodOf(t, p, 'thirdParty');
  const res = await as(t, p)<{ orderNo: string; payUrl: string }>('/web/sandbox/createOrder', { methodId: method.id, amount });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

async function bankOrder(p: Player, amount: unknown = 300) {
  const bank = await methodOf(t, p, 'bankTransfer');
  const res = await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount, depositorName: '李四' });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

async function journalsFor(orderNo: string) {
  return t.database.db.select({ id: ledgerJournals.id }).from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, `deposit:${orderNo}`));
}

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row!;
}

const notifyBody = (orderNo: string, amount: string, notifyId = randomBytes(12).toString('hex')) => ({
  notifyId,
  orderNo,
  amount,
  currency: 'CNY',
  status: 'paid',
  paidAt: new Date().toISOString(),
});

describe('sandbox provider, end to end through the app', () => {
  it('createOrder → gateway page → Pay → signed notify → completed; balance credited once', async () => {
    const p = await depositor(t);
    const { orderNo, payUrl } = await sandboxOrder(p, '500.50');
    expect(payUrl).toMatch(new RegExp(`^/sandbox/gateway/${orderNo}\\?payToken=[A-Za-z0-9_-]{43}$`));
    const pageRes = await t.app.inject({ method: 'GET', url: `${payUrl}&lang=en` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toMatch(/text\/html/);
    expect(pageRes.body).toContain('<title>Sandbox payment</title>');
    expect(pageRes.body).toContain('500.50 CNY');
    expect(pageRes.body).toContain('action="/sandbox/gateway/pay"');
    expect((await t.app.inject({ method: 'GET', url: payUrl, headers: { lang: 'th' } })).body).toContain('การชำระเงินแซนด์บ็อกซ์');

    const paid = await gatewayPay(t, orderNo, undefined, { token: p.token });
    expect(paid.body).toMatchObject({ code: 0, data: { result: 'completed' } });
    expect((await orderOf(t, p, orderNo)).status).toBe('completed');
    expect(await balanceOf(t, p)).toBe('500.50');
    const [record] = await t.database.db.select().from(walletRecords).where(eq(walletRecords.orderNo, orderNo));
    expect(record).toMatchObject({ type: 'deposit', status: 'success', amount: 50050n });

    // Paying again: the gateway no longer offers it, and nothing moves.
    const again = await gatewayPay(t, orderNo, undefined, { token: p.token });
    expect(again.body).toMatchObject({ code: 2106 });
    expect((await t.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(404);
    expect(await balanceOf(t, p)).toBe('500.50');
    expect(await journalsFor(orderNo)).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('a completed deposit must be turned over 1x before withdrawing (spec.md §9); approving again adds nothing', async () => {
    const p = await depositor(t);
    const before = await as(t, p)<{ turnoverRemaining: string }>('/web/withdraw/withdrawExtraRule/getWithdrawExtraRule');
    expect(before.body.data.turnoverRemaining).toBe('0.00');
    const { orderNo } = await sandboxOrder(p, '500.50');
    await gatewayPay(t, orderNo, undefined, { token: p.token });
    const after = await as(t, p)<{ turnoverRemaining: string }>('/web/withdraw/withdrawExtraRule/getWithdrawExtraRule');
    expect(after.body.data.turnoverRemaining).toBe('500.50');
    await approveDeposit(t.database.db, { operatorId: null, operatorName: 'test' }, orderNo, new Date()).catch(() => null);
    const again = await as(t, p)<{ turnoverRemaining: string }>('/web/withdraw/withdrawExtraRule/getWithdrawExtraRule');
    expect(again.body.data.turnoverRemaining).toBe('500.50');
    await expectLedgerOk(t);
  });

  it('the browser form post answers an HTML page', async () => {
    const p = await depositor(t);
    const { orderNo, payUrl } = await sandboxOrder(p, 100);
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/pay?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}&payToken=${payTokenOf(payUrl)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Payment result');
    expect(await balanceOf(t, p)).toBe('100.00');
    await expectLedgerOk(t);
  });

  it('recharge on an online method returns the pay page too; the same rules apply to createOrder', async () => {
    const p = await depositor(t);
    const method = await methodOf(t, p, 'thirdParty');
    const res = await as(t, p)<{ payUrl: string; orderNo: string }>('/web/recharge/recharge', { methodId: method.id, amount: 200 });
    expect(res.body.data.payUrl).toMatch(new RegExp(`^/sandbox/gateway/${res.body.data.orderNo}\\?payToken=`));
    expect((await as(t, p)('/web/sandbox/createOrder', { methodId: method.id, amount: 200 })).body.code).toBe(2100);
    const q = await depositor(t);
    expect((await as(t, q)('/web/sandbox/createOrder', { methodId: method.id, amount: '99.99' })).body.code).toBe(2102);
    expect((await as(t, q)('/web/sandbox/createOrder', { methodId: method.id, amount: '3000.01' })).body.code).toBe(2103);
  });

  it('other providers are listed but not available; a method of another provider is refused', async () => {
    const p = await depositor(t);
    const providers = await t.database.db.select({ code: paymentProviders.code }).from(paymentProviders);
    expect(providers.length).toBeGreaterThanOrEqual(25);
    const bank = await methodOf(t, p, 'bankTransfer');
    const thirdParty = await methodOf(t, p, 'thirdParty');
    for (const code of ['ebpay', 'astropay', 'nosuchpay']) {
      const res = await as(t, p)(`/web/${code}/createOrder`, { methodId: thirdParty.id, amount: 100 }, { lang: 'en' });
      expect(res.body).toMatchObject({ code: 2109, msg: 'This payment channel is not available yet' });
    }
    expect((await as(t, p)('/web/sandbox/createOrder', { methodId: bank.id, amount: 100 })).body.code).toBe(2104);
    expect((await t.call('/web/sandbox/createOrder', { methodId: thirdParty.id, amount: 100 })).status).toBe(401);
    // Switched off by an operator: no orders, and its methods are no longer offered.
    await t.database.db.update(paymentProviders).set({ enabled: false }).where(eq(paymentProviders.code, 'sandbox'));
    try {
      expect((await as(t, p)('/web/sandbox/createOrder', { methodId: thirdParty.id, amount: 100 })).body.code).toBe(2109);
      expect((await as(t, p)('/web/recharge/recharge', { methodId: thirdParty.id, amount: 100 })).body.code).toBe(2104);
      const methods = await as(t, p)<{ type: string }[]>('/web/pay/paymentMethod/getPaymentMethod');
      expect(methods.body.data.map((m) => m.type)).not.toContain('thirdParty');
    } finally {
      await t.database.db.update(paymentProviders).set({ enabled: true }).where(eq(paymentProviders.code, 'sandbox'));
    }
    const open = await as(t, p)<{ order: null }>('/web/recharge/getRechargeOrderInfo');
    expect(open.body.data.order).toBeNull();
  });
});

it('PAYMENT_SANDBOX=off turns the sandbox off whatever the database says', async () => {
  const { createTestApp } = await import('../../../test/helpers.js');
  const off = await createTestApp({ PAYMENT_SANDBOX: 'off' });
  try {
    const p = await depositor(off);
    // Not offered any more; its id from the table.
    expect((await as(off, p)<unknown[]>('/web/pay/paymentMethod/getPaymentMethodByType', { type: 'thirdParty' })).body.data).toEqual([]);
    const [method] = await off.database.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.provider, 'sandbox'));
    if (!method) throw new Error('no sandbox method');
    expect((await as(off, p)('/web/sandbox/createOrder', { methodId: method.id, amount: 100 })).body.code).toBe(2109);
    expect((await as(off, p)('/web/recharge/recharge', { methodId: method.id, amount: 100 })).body.code).toBe(2109);
    const notify = await off.app.inject({ method: 'POST', url: '/web/sandbox/notify', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(notify.json()).toMatchObject({ code: 2112 });
    expect((await off.app.inject({ method: 'GET', url: '/sandbox/gateway/D1' })).statusCode).toBe(404);
  } finally {
    await off.close();
  }
});

describe('notify callbacks that must change nothing', () => {
  it('unsigned, mis-signed, tampered, stale and future notifies are refused', async () => {
    const p = await depositor(t);
    const { orderNo } = await sandboxOrder(p, 300);
    const body = notifyBody(orderNo, '300.00');
    expect((await sendNotify(t, body, { unsigned: true })).code).toBe(2112);
    expect((await sendNotify(t, body, { secret: 'not-the-secret-at-all' })).code).toBe(2112);
    const now = Date.now();
    expect((await sendNotify(t, body, { timestamp: Math.floor((now - 6 * 60_000) / 1000) })).code).toBe(2112);
    expect((await sendNotify(t, body, { timestamp: Math.floor((now + 6 * 60_000) / 1000) })).code).toBe(2112);
    // A signature over one body does not carry another.
    const { providerSecret, signNotify } = await import('../payments/provider.js');
    const ts = Math.floor(now / 1000);
    const sig = signNotify(await providerSecret(t.database.db, t.config, 'sandbox'), ts, JSON.stringify(notifyBody(orderNo, '1.00')));
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/web/sandbox/notify',
      headers: { 'content-type': 'application/json', 'x-pay-timestamp': String(ts), 'x-pay-signature': sig },
      payload: JSON.stringify(body),
    });
    expect(tampered.json()).toMatchObject({ code: 2112 });
    // An unconfigured provider's notify path is refused the same way.
    const other = await t.app.inject({ method: 'POST', url: '/web/ebpay/notify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(other.json()).toMatchObject({ code: 2112 });
    expect((await orderOf(t, p, orderNo)).status).toBe('awaiting_payment');
    expect(await balanceOf(t, p)).toBe('0.00');
    // Within the window it goes through.
    expect(await sendNotify(t, body, { timestamp: Math.floor((now - 4 * 60_000) / 1000) })).toMatchObject({ code: 0, data: { result: 'completed' } });
    expect(await balanceOf(t, p)).toBe('300.00');
    await expectLedgerOk(t);
  });

  it('a replayed notify (same id) and a second notify for a completed order credit nothing more', async () => {
    const p = await depositor(t);
    const { orderNo } = await sandboxOrder(p, 400);
    const body = notifyBody(orderNo, '400.00');
    expect(await sendNotify(t, body)).toMatchObject({ code: 0, data: { result: 'completed' } });
    expect(await sendNotify(t, body)).toMatchObject({ code: 0, data: { result: 'duplicate' } });
    expect(await sendNotify(t, notifyBody(orderNo, '400.00'))).toMatchObject({ code: 0, data: { result: 'ignored' } });
    expect(await balanceOf(t, p)).toBe('400.00');
    expect(await journalsFor(orderNo)).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('a paid amount different from the order amount credits nothing and flags the order (spec.md §5)', async () => {
    const p = await depositor(t);
    const { orderNo } = await sandboxOrder(p, 500);
    const viaGateway = await gatewayPay(t, orderNo, '499.99', { token: p.token });
    expect(viaGateway.body).toMatchObject({ code: 2113 });
    expect(await sendNotify(t, notifyBody(orderNo, '500.01'))).toMatchObject({ code: 2113 });
    expect(await sendNotify(t, notifyBody(orderNo, 'lots'))).toMatchObject({ code: 2113 });
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ status: 'awaiting_payment', flag: 'amountMismatch', journalId: null });
    expect(await balanceOf(t, p)).toBe('0.00');
    // The exact amount still completes it.
    expect(await sendNotify(t, notifyBody(orderNo, '500'))).toMatchObject({ code: 0, data: { result: 'completed' } });
    expect(await balanceOf(t, p)).toBe('500.00');
    await expectLedgerOk(t);
  });

  it('a notify for an order of another method (no provider) or an unknown order changes nothing', async () => {
    const p = await depositor(t);
    const { orderNo } = await bankOrder(p);
    expect(await sendNotify(t, notifyBody(orderNo, '300.00'))).toMatchObject({ code: 2105 });
    expect(await sendNotify(t, notifyBody('D123', '300.00'))).toMatchObject({ code: 2105 });
    expect((await orderOf(t, p, orderNo)).status).toBe('awaiting_payment');
    expect(await balanceOf(t, p)).toBe('0.00');
  });

  it('paid after the player cancelled: nothing credited, flagged for an operator', async () => {
    const p = await depositor(t);
    const { orderNo } = await sandboxOrder(p, 100);
    await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo, reason: 'noLongerWant' });
    expect(await sendNotify(t, notifyBody(orderNo, '100.00'))).toMatchObject({ code: 0, data: { result: 'ignored' } });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'cancelled', flag: 'paidAfterClose' });
    expect(await balanceOf(t, p)).toBe('0.00');
    await expectLedgerOk(t);
  });
});

describe('operator review (api-contract.md Operator API)', () => {
  it('approve credits once and is audited with the operator’s name; a second approve credits nothing', async () => {
    const token = await operatorToken(t);
    const p = await depositor(t);
    const { orderNo } = await bankOrder(p, '1234.56');
    const v = await uploadVoucher(t, p);
    await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo, vouchers: [v] });

    const list = await t.call<{ list: { orderNo: string; status: string; username: string; vouchers: string[] }[]; total: number }>(
      '/admin/api/deposit/list',
      { status: 'under_review', page: 1, size: 100 },
      { token },
    );
    expect(list.body.data.list.find((o) => o.orderNo === orderNo)).toMatchObject({ status: 'under_review', username: p.username, vouchers: [v] });
    expect(list.body.data.list.every((o) => o.status === 'under_review')).toBe(true);

    const first = await t.call('/admin/api/deposit/approve', { orderNo }, { token });
    expect(first.body).toMatchObject({ code: 0, data: { orderNo, status: 'completed', creditAmount: '1234.56', central: '1234.56' } });
    const second = await t.call('/admin/api/deposit/approve', { orderNo }, { token, lang: 'en' });
    expect(second.body.code).toBe(2106);
    expect(await balanceOf(t, p)).toBe('1234.56');
    expect(await journalsFor(orderNo)).toHaveLength(1);
    expect(await orderRow(orderNo)).toMatchObject({ status: 'completed', reviewedBy: 'admin' });
    const audit = await t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.target, orderNo), eq(operatorAudit.action, 'deposit.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorName: 'admin' });
    // A notify arriving afterwards changes nothing either.
    const sandboxP = await depositor(t);
    const online = await sandboxOrder(sandboxP, 150);
    expect((await t.call('/admin/api/deposit/approve', { orderNo: online.orderNo }, { token })).body.code).toBe(0);
    expect(await sendNotify(t, notifyBody(online.orderNo, '150.00'))).toMatchObject({ code: 0, data: { result: 'ignored' } });
    expect(await balanceOf(t, sandboxP)).toBe('150.00');
    await expectLedgerOk(t);
  });

  it('approve honours Idempotency-Key: the retry answers the first result', async () => {
    const token = await operatorToken(t);
    const p = await depositor(t);
    const { orderNo } = await bankOrder(p, 200);
    const a = await t.call('/admin/api/deposit/approve', { orderNo }, { token, 'Idempotency-Key': `approve-${orderNo}` });
    const b = await t.call('/admin/api/deposit/approve', { orderNo }, { token, 'Idempotency-Key': `approve-${orderNo}` });
    expect(a.body.code).toBe(0);
    expect(b.body).toEqual(a.body);
    expect(await balanceOf(t, p)).toBe('200.00');
    await expectLedgerOk(t);
  });

  it('a virtual-currency deposit credits the central wallet in CNY at the method’s rate', async () => {
    const token = await operatorToken(t);
    const p = await depositor(t);
    const coin = await methodOf(t, p, 'virtualCoin');
    const res = await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: coin.id, amount: '100.5', protocol: 'TRC20' });
    expect(res.body.code).toBe(0);
    const approved = await t.call('/admin/api/deposit/approve', { orderNo: res.body.data.orderNo }, { token });
    expect(approved.body).toMatchObject({ code: 0, data: { creditAmount: '723.60' } });
    expect(await balanceOf(t, p)).toBe('723.60');
    await expectLedgerOk(t);
  });

  it('an expired order can still be approved when the money did arrive', async () => {
    const token = await operatorToken(t);
    const p = await depositor(t);
    const { orderNo } = await bankOrder(p, 100);
    await t.database.db.update(depositOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(depositOrders.orderNo, orderNo));
    expect((await orderOf(t, p, orderNo)).status).toBe('expired');
    expect((await t.call('/admin/api/deposit/approve', { orderNo }, { token })).body.code).toBe(0);
    expect(await balanceOf(t, p)).toBe('100.00');
    await expectLedgerOk(t);
  });

  it('reject closes an open order without money, audited; a rejected or completed order cannot be rejected or approved', async () => {
    const token = await operatorToken(t);
    const p = await depositor(t);
    const { orderNo } = await bankOrder(p, 300);
    expect((await t.call('/admin/api/deposit/reject', { orderNo }, { token })).body.code).toBe(1000);
    const res = await t.call('/admin/api/deposit/reject', { orderNo, reason: 'no money received' }, { token });
    expect(res.body).toMatchObject({ code: 0, data: { orderNo, status: 'rejected' } });
    expect(await orderOf(t, p, orderNo)).toMatchObject({ status: 'rejected', rejectReason: 'no money received' });
    expect((await t.call('/admin/api/deposit/approve', { orderNo }, { token })).body.code).toBe(2106);
    expect((await t.call('/admin/api/deposit/reject', { orderNo, reason: 'again' }, { token })).body.code).toBe(2106);
    expect((await t.call('/admin/api/deposit/approve', { orderNo: 'D404' }, { token })).body.code).toBe(2105);
    const [record] = await t.database.db.select().from(walletRecords).where(eq(walletRecords.orderNo, orderNo));
    expect(record!.status).toBe('failed');
    const audit = await t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.target, orderNo), eq(operatorAudit.action, 'deposit.reject')));
    expect(audit[0]).toMatchObject({ operatorName: 'admin', detail: expect.objectContaining({ reason: 'no money received' }) });
    expect(await balanceOf(t, p)).toBe('0.00');
    // The player may open a new order afterwards.
    await bankOrder(p, 100);
    await expectLedgerOk(t);
  });

  it('operator calls need an operator session; a player token is not one', async () => {
    const p = await depositor(t);
    expect((await t.call('/admin/api/deposit/list', {}, { token: p.token })).status).toBe(401);
    expect((await t.call('/admin/api/deposit/approve', { orderNo: 'D1' })).status).toBe(401);
  });

  it('the shell path (npm run admin -- deposit:approve|reject) uses the same services, audited as cli:<user>', async () => {
    const p = await depositor(t);
    const { orderNo } = await bankOrder(p, 250);
    const op = { operatorId: null, operatorName: 'cli:tester' };
    await approveDeposit(t.database.db, op, orderNo, new Date());
    await expect(approveDeposit(t.database.db, op, orderNo, new Date())).rejects.toMatchObject({ key: 'depositOrderClosed' });
    const q = await depositor(t);
    const other = await bankOrder(q, 250);
    await rejectDeposit(t.database.db, op, other.orderNo, 'duplicate', new Date());
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.operatorName, 'cli:tester'));
    expect(audit.map((a) => a.action).sort()).toEqual(['deposit.approve', 'deposit.reject']);
    expect(await balanceOf(t, p)).toBe('250.00');
    await expectLedgerOk(t);
  });
});
