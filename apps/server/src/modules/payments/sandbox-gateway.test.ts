import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '@app/shared';
import { loadConfig } from '../../config.js';
import { depositOrders, ledgerJournals, paymentMethods } from '../../db/schema/index.js';
import { balanceOf, depositor, gatewayPay, methodOf, payTokenOf } from '../../../test/deposit-helpers.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helpers.js';
import { as, expectLedgerOk, type Player } from '../../../test/wallet-helpers.js';
import { SANDBOX_LABEL } from './sandbox.js';

/**
 * The sandbox gateway pays only the order's owner (issue 12 item 2; api-contract.md "Deposit"): the owner's session
 * (`token` header) or the one-time payToken of the pay URL handed to the owner; the sandbox is off in production
 * unless switched on; the gateway is rate-limited; the method says "sandbox".
 */
const t = useTestApp();

async function sandboxOrder(app: TestApp, p: Player, amount: unknown = 200) {
  const method = await methodOf(app, p, 'thirdParty');
  const res = await as(app, p)<{ orderNo: string; payUrl: string }>('/web/sandbox/createOrder', { methodId: method.id, amount });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

async function journals(orderNo: string) {
  return t.database.db.select({ id: ledgerJournals.id }).from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, `deposit:${orderNo}`));
}

async function status(orderNo: string) {
  const [row] = await t.database.db.select({ status: depositOrders.status }).from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row?.status;
}

describe('who may pay a sandbox order', () => {
  it('refuses a missing session, another player, a wrong payToken and another order’s payToken; nothing moves', async () => {
    const owner = await depositor(t);
    const other = await depositor(t);
    const { orderNo, payUrl } = await sandboxOrder(t, owner, 300);
    const otherOrder = await sandboxOrder(t, other, 100);

    // Neither a session nor a payToken: "please log in" (JSON), "cannot be paid" (page).
    const anonymous = await gatewayPay(t, orderNo);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 401 });
    const form = await t.app.inject({
      method: 'POST',
      url: '/sandbox/gateway/pay?lang=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `orderNo=${orderNo}`,
    });
    expect(form.statusCode).toBe(404);
    expect(form.body).toContain('This order cannot be paid');
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/gateway/${orderNo}?lang=en` })).statusCode).toBe(404);

    // Another player's session, a dead session, a forged token, the token of another order: as if no such order.
    expect((await gatewayPay(t, orderNo, undefined, { token: other.token })).body).toMatchObject({ code: 2105 });
    expect((await gatewayPay(t, orderNo, undefined, { token: 'not-a-session' })).body).toMatchObject({ code: 401 });
    const forged = payTokenOf(payUrl).replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await gatewayPay(t, orderNo, undefined, { payToken: forged })).body).toMatchObject({ code: 2105 });
    expect((await gatewayPay(t, orderNo, undefined, { payToken: 'short' })).body).toMatchObject({ code: 2105 });
    expect((await gatewayPay(t, orderNo, undefined, { payToken: payTokenOf(otherOrder.payUrl) })).body).toMatchObject({ code: 2105 });
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/gateway/${orderNo}?payToken=${forged}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/gateway/${orderNo}`, headers: { token: other.token } })).statusCode).toBe(404);
    // Another player's session wins over a right payToken: a session is who the caller is.
    expect((await gatewayPay(t, orderNo, undefined, { token: other.token, payToken: payTokenOf(payUrl) })).body).toMatchObject({ code: 2105 });

    expect(await status(orderNo)).toBe('awaiting_payment');
    expect(await balanceOf(t, owner)).toBe('0.00');
    expect(await balanceOf(t, other)).toBe('0.00');
    expect(await journals(orderNo)).toHaveLength(0);

    // The owner's page (by session) carries the payToken for its form; the payToken pays.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/gateway/${orderNo}?lang=en`, headers: { token: owner.token } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`name="payToken" value="${payTokenOf(payUrl)}"`);
    expect((await gatewayPay(t, orderNo, undefined, { payToken: payTokenOf(payUrl) })).body).toMatchObject({ code: 0, data: { result: 'completed' } });
    expect(await balanceOf(t, owner)).toBe('300.00');
    await expectLedgerOk(t);
  });

  it('a payToken pays once: used (even by a payment of the wrong amount), it is refused', async () => {
    const p = await depositor(t);
    const { orderNo, payUrl } = await sandboxOrder(t, p, 400);
    const payToken = payTokenOf(payUrl);
    expect((await gatewayPay(t, orderNo, '399.00', { payToken })).body).toMatchObject({ code: 2113 });
    expect(await status(orderNo)).toBe('awaiting_payment');
    // The order is still open, but its token is spent.
    expect((await gatewayPay(t, orderNo, undefined, { payToken })).body).toMatchObject({ code: 2106 });
    expect((await t.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(404);
    expect(await balanceOf(t, p)).toBe('0.00');
    // The owner's session still can.
    expect((await gatewayPay(t, orderNo, undefined, { token: p.token })).body).toMatchObject({ code: 0, data: { result: 'completed' } });
    expect((await gatewayPay(t, orderNo, undefined, { token: p.token })).body).toMatchObject({ code: 2106 });
    expect(await balanceOf(t, p)).toBe('400.00');
    await expectLedgerOk(t);
  });

  it('20 parallel pays by the owner’s session credit once', async () => {
    const p = await depositor(t);
    const { orderNo } = await sandboxOrder(t, p, 250);
    const results = await Promise.all(Array.from({ length: 20 }, () => gatewayPay(t, orderNo, undefined, { token: p.token })));
    const codes = results.map((r) => r.body?.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2106)).toHaveLength(19);
    expect(results.find((r) => r.body?.code === 0)?.body?.data.result).toBe('completed');
    expect(await balanceOf(t, p)).toBe('250.00');
    expect(await journals(orderNo)).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('20 parallel pays with the payToken credit once', async () => {
    const p = await depositor(t);
    const { orderNo, payUrl } = await sandboxOrder(t, p, 150);
    const payToken = payTokenOf(payUrl);
    const results = await Promise.all(Array.from({ length: 20 }, () => gatewayPay(t, orderNo, undefined, { payToken })));
    const codes = results.map((r) => r.body?.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 2106)).toHaveLength(19);
    expect(await balanceOf(t, p)).toBe('150.00');
    expect(await journals(orderNo)).toHaveLength(1);
    await expectLedgerOk(t);
  });
});

describe('notify paths', () => {
  it('an unknown provider’s notify is not found; a listed one without configuration is refused; nothing moves', async () => {
    const body = JSON.stringify({ notifyId: 'abcdefgh', orderNo: 'D1', amount: '1', currency: 'CNY', status: 'paid', paidAt: 'x' });
    for (const code of ['nosuchpay', 'x', 'Sandbox2']) {
      const res = await t.app.inject({ method: 'POST', url: `/web/${code}/notify`, headers: { 'content-type': 'application/json', lang: 'en' }, payload: body });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 1002, msg: 'This interface does not exist', data: null });
    }
    const listed = await t.app.inject({ method: 'POST', url: '/web/ebpay/notify', headers: { 'content-type': 'application/json' }, payload: body });
    expect(listed.json()).toMatchObject({ code: 2112 });
  });
});

describe('the deposit screen says "sandbox"', () => {
  it('the sandbox method’s name carries the label in all nine languages, in the list and on the order', async () => {
    const p = await depositor(t);
    for (const lang of LANG_CODES) {
      const res = await as(t, p)<{ name: string; provider?: string; type: string }[]>('/web/pay/paymentMethod/getPaymentMethod', undefined, { lang });
      const sandbox = res.body.data.filter((m) => m.provider === 'sandbox');
      expect(sandbox.length).toBeGreaterThan(0);
      for (const m of sandbox) expect(m.name).toContain(`(${SANDBOX_LABEL[lang]})`);
      for (const m of res.body.data.filter((x) => x.provider !== 'sandbox')) expect(m.name).not.toContain(`(${SANDBOX_LABEL[lang]})`);
    }
    const en = await as(t, p)<{ name: string; type: string }[]>('/web/pay/paymentMethod/getPaymentMethodByType', { type: 'thirdParty' }, { lang: 'en' });
    expect(en.body.data[0]!.name).toBe('Third-party top-up (sandbox)');
    const { orderNo } = await sandboxOrder(t, p, 100);
    const info = await as(t, p)<{ method: string }>('/web/recharge/getRechargeOrderInfo', { orderNo }, { lang: 'en' });
    expect(info.body.data.method).toBe('Third-party top-up (sandbox)');
  });
});

describe('production mode', () => {
  it('NODE_ENV=production without PAYMENT_SANDBOX: the sandbox is off (no method, no order, no gateway); explicitly on, it is on', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_SANDBOX).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '' }).PAYMENT_SANDBOX).toBe('off');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'on' }).PAYMENT_SANDBOX).toBe('on');
    expect(loadConfig({}).PAYMENT_SANDBOX).toBe('on');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_SANDBOX).toBe('on');
    expect(loadConfig({ PAYMENT_SANDBOX: 'off' }).PAYMENT_SANDBOX).toBe('off');
  });

  it('a server started with NODE_ENV=production offers no sandbox', async () => {
    // An order made while the sandbox was on (same database) cannot be paid once the server runs in production.
    const p = await depositor(t);
    const { orderNo, payUrl } = await sandboxOrder(t, p, 100);
    const prod = await createTestApp({ NODE_ENV: 'production' }, undefined, undefined, t.database);
    try {
      expect(prod.config.PAYMENT_SANDBOX).toBe('off');
      const methods = await as(prod, p)<{ provider?: string }[]>('/web/pay/paymentMethod/getPaymentMethod');
      expect(methods.body.code).toBe(0);
      expect(methods.body.data.some((m) => m.provider === 'sandbox')).toBe(false);
      const [method] = await prod.database.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.provider, 'sandbox'));
      const q = await depositor(prod);
      expect((await as(prod, q)('/web/sandbox/createOrder', { methodId: method!.id, amount: 100 })).body.code).toBe(2109);
      expect((await as(prod, q)('/web/recharge/recharge', { methodId: method!.id, amount: 100 })).body.code).toBe(2109);
      expect((await prod.app.inject({ method: 'GET', url: payUrl })).statusCode).toBe(404);
      expect((await gatewayPay(prod, orderNo, undefined, { token: p.token })).body).toMatchObject({ code: 2105 });
      expect((await gatewayPay(prod, orderNo, undefined, { payToken: payTokenOf(payUrl) })).body).toMatchObject({ code: 2105 });
      const notify = await prod.app.inject({ method: 'POST', url: '/web/sandbox/notify', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(notify.json()).toMatchObject({ code: 2112 });
      expect(await balanceOf(prod, p)).toBe('0.00');
    } finally {
      await prod.app.close();
    }
  });
});

it('the gateway is rate-limited like the API (per client IP)', async () => {
  const limited = await createTestApp({ RATE_LIMIT_MAX: '10' });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/sandbox/gateway/D1' })).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429, 429]);
    const pay = await limited.app.inject({ method: 'POST', url: '/sandbox/gateway/pay', headers: { 'content-type': 'application/json' }, payload: '{"orderNo":"D1"}' });
    expect(pay.statusCode).toBe(429);
    expect(pay.json()).toMatchObject({ code: 429 });
  } finally {
    await limited.close();
  }
});
