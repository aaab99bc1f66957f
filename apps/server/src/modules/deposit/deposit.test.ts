import fs from 'node:fs';
import { DEPOSIT_CANCEL_REASONS, ERRORS } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionary, walletRecords } from '../../db/schema/index.js';
import { expireDeposits } from './service.js';
import { testClock } from '../../../test/account-helpers.js';
import { depositor, methodOf, orderOf, uploadVoucher, type MethodView } from '../../../test/deposit-helpers.js';
import * as settings from '../settings/service.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, type Player } from '../../../test/wallet-helpers.js';

/** Player rules of the deposit half of the cashier (spec.md §3-5, §8; api-contract.md "Deposit"). */
const clock = testClock('2026-06-01T04:00:00Z');
const t = useTestApp({}, { now: clock.now });

interface Created {
  orderNo: string;
  status: string;
  amount: string;
  expiresAt: string;
  account: Record<string, string>;
  payUrl?: string;
}

function recharge(p: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return as(t, p)<Created>('/web/recharge/recharge', body, headers);
}

async function bankOrder(p: Player, amount: unknown = '100') {
  const bank = await methodOf(t, p, 'bankTransfer');
  const res = await recharge(p, { methodId: bank.id, amount, depositorName: '张三' });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** The values of the system dictionary's depositCancelReason entries, in their order. */
async function dictionaryCancelReasons(): Promise<string[]> {
  const res = await t.call<{ value: string }[]>('/web/common/sysDictionary/getSysDictionary', { type: 'depositCancelReason' });
  expect(res.body.code).toBe(0);
  return res.body.data.map((d) => d.value);
}

async function recordStatus(orderNo: string) {
  const [row] = await t.database.db.select({ status: walletRecords.status, amount: walletRecords.amount }).from(walletRecords).where(eq(walletRecords.orderNo, orderNo));
  return row;
}

describe('payment methods (spec.md §3, §5)', () => {
  it('lists the offered methods with their limits; astroPay waits for its provider', async () => {
    const p = await depositor(t);
    const res = await as(t, p)<MethodView[]>('/web/pay/paymentMethod/getPaymentMethod', undefined, { lang: 'en' });
    expect(res.body.code).toBe(0);
    const types = res.body.data.map((m) => m.type);
    expect(types).toEqual([
      'bankTransfer',
      'bankCardToCard',
      'blockchain',
      'thirdParty',
      'easyPayCoin',
      'virtualCoin',
      'digitalRmb',
      'valet',
      'extremeCard',
      'extremeAlipay',
      'douyinRedPacket',
    ]);
    const bank = res.body.data[0]!;
    expect(bank).toMatchObject({ name: 'Bank transfer', currency: 'CNY', minAmount: '100.00', maxAmount: '3000.00', needVoucher: true });
    const coin = res.body.data.find((m) => m.type === 'virtualCoin')!;
    expect(coin).toMatchObject({ currency: 'USDT', minAmount: '100.000000', maxAmount: '1000000.000000', protocols: ['TRC20', 'ERC20'] });
    expect(res.body.data.find((m) => m.type === 'thirdParty')).toMatchObject({ provider: 'sandbox' });

    const byType = await as(t, p)<MethodView[]>('/web/pay/paymentMethod/getPaymentMethodByType/blockchain');
    expect(byType.body.data.map((m) => m.type)).toEqual(['blockchain']);
    const none = await as(t, p)<MethodView[]>('/web/pay/paymentMethod/getPaymentMethodByType', { type: 'astroPay' });
    expect(none.body).toMatchObject({ code: 0, data: [] });
    const bad = await as(t, p)('/web/pay/paymentMethod/getPaymentMethodByType', { type: 'cash' });
    expect(bad.body.code).toBe(1000);
  });

  it('getRechargeAccountInfo gives the receiving account; unknown or disabled methods are unavailable', async () => {
    const p = await depositor(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    const info = await as(t, p)<Record<string, string>>('/web/recharge/getRechargeAccountInfo', { methodId: bank.id });
    expect(info.body.data).toMatchObject({ bankName: expect.any(String), accountName: expect.any(String), accountNo: expect.any(String), branch: expect.any(String) });
    const coin = await methodOf(t, p, 'blockchain');
    const coinInfo = await as(t, p)<Record<string, string>>('/web/recharge/getRechargeAccountInfo', { methodId: coin.id });
    expect(coinInfo.body.data).toMatchObject({ address: expect.any(String), protocol: 'TRC20' });
    expect((await as(t, p)('/web/recharge/getRechargeAccountInfo', { methodId: 9999 })).body.code).toBe(2104);
    expect((await as(t, p)('/web/recharge/recharge', { methodId: 9999, amount: 100 })).body.code).toBe(2104);
  });

  it('guests get 401', async () => {
    expect((await t.call('/web/pay/paymentMethod/getPaymentMethod')).status).toBe(401);
    expect((await t.call('/web/recharge/recharge', { methodId: 1, amount: 100 })).body.code).toBe(401);
  });
});

describe('recharge rules (spec.md §5)', () => {
  it('needs a bound phone first; nothing is created', async () => {
    const p = await createPlayer(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    const res = await recharge(p, { methodId: bank.id, amount: 100, depositorName: '张三' }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 3001, msg: 'Please bind a phone number first' });
    const open = await as(t, p)<{ order: null }>('/web/recharge/getRechargeOrderInfo');
    expect(open.body.data.order).toBeNull();
  });

  it('bank methods: 99.99 refused, 100 accepted; 3000 accepted, 3000.01 refused', async () => {
    const p = await depositor(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    const low = await recharge(p, { methodId: bank.id, amount: '99.99', depositorName: '张三' }, { lang: 'en' });
    expect(low.body).toMatchObject({ code: 2102, data: { minAmount: '100.00', maxAmount: '3000.00' } });
    expect(low.body.msg).toMatch(/minimum/);
    const high = await recharge(p, { methodId: bank.id, amount: '3000.01', depositorName: '张三' });
    expect(high.body.code).toBe(2103);
    const min = await recharge(p, { methodId: bank.id, amount: 100, depositorName: '张三' });
    expect(min.body).toMatchObject({ code: 0, data: { status: 'awaiting_payment', amount: '100.00' } });
    expect(min.body.data.account.accountNo).toBeTruthy();
    await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: min.body.data.orderNo, reason: 'noLongerWant' });
    const max = await recharge(p, { methodId: bank.id, amount: '3000.00', depositorName: '张三' });
    expect(max.body).toMatchObject({ code: 0, data: { amount: '3000.00' } });
  });

  it('malformed amounts are refused with invalidAmount', async () => {
    const p = await depositor(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    for (const amount of ['abc', '-100', '1e3', '100.001', 0, '', 'NaN']) {
      const res = await recharge(p, { methodId: bank.id, amount, depositorName: '张三' });
      expect([2001, 1000], String(amount)).toContain(res.body.code);
    }
    expect((await recharge(p, { methodId: bank.id, depositorName: '张三' })).body.code).toBe(2001);
  });

  it('virtual currency: 1,000,000 USDT accepted, one millionth more refused; protocol must be offered; credit at the rate', async () => {
    const p = await depositor(t);
    const coin = await methodOf(t, p, 'virtualCoin');
    expect((await recharge(p, { methodId: coin.id, amount: '1000000.000001', protocol: 'TRC20' })).body.code).toBe(2103);
    expect((await recharge(p, { methodId: coin.id, amount: '99.999999', protocol: 'TRC20' })).body.code).toBe(2102);
    expect((await recharge(p, { methodId: coin.id, amount: 1000, protocol: 'BEP20' })).body.code).toBe(2110);
    // Two protocols on offer: the player must choose.
    expect((await recharge(p, { methodId: coin.id, amount: 1000 })).body.code).toBe(2110);
    expect((await recharge(p, { methodId: coin.id, amount: 1000, protocol: 'ERC20', coinType: 'BTC' })).body.code).toBe(2110);
    const ok = await recharge(p, { methodId: coin.id, amount: '1000000', protocol: 'ERC20' });
    expect(ok.body).toMatchObject({ code: 0, data: { amount: '1000000.000000', currency: 'USDT' } });
    const info = await orderOf(t, p, ok.body.data.orderNo);
    expect(info).toMatchObject({ creditAmount: '7200000.00', coinType: 'USDT', protocol: 'ERC20' });
  });

  it('bank methods need a valid depositor name', async () => {
    const p = await depositor(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    expect((await recharge(p, { methodId: bank.id, amount: 100 })).body.code).toBe(2111);
    expect((await recharge(p, { methodId: bank.id, amount: 100, depositorName: 'x1<' })).body.code).toBe(1108);
  });

  it('one open order at a time (awaiting payment or under review); a closed one frees the slot', async () => {
    const p = await depositor(t);
    const order = await bankOrder(p);
    const bank = await methodOf(t, p, 'bankTransfer');
    const second = await recharge(p, { methodId: bank.id, amount: 200, depositorName: '张三' }, { lang: 'en' });
    expect(second.body).toMatchObject({ code: 2100, msg: expect.stringMatching(/not yet verified/) });
    const voucher = await uploadVoucher(t, p);
    expect((await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo: order.orderNo, vouchers: [voucher] })).body.code).toBe(0);
    expect((await recharge(p, { methodId: bank.id, amount: 200, depositorName: '张三' })).body.code).toBe(2100);
    // The open order is what getRechargeOrderInfo answers without an orderNo.
    const open = await as(t, p)<{ orderNo: string; status: string }>('/web/recharge/getRechargeOrderInfo');
    expect(open.body.data).toMatchObject({ orderNo: order.orderNo, status: 'under_review' });
  });

  it('a retried recharge with the same Idempotency-Key answers the first order', async () => {
    const p = await depositor(t);
    const bank = await methodOf(t, p, 'bankTransfer');
    const body = { methodId: bank.id, amount: 150, depositorName: '张三' };
    const first = await recharge(p, body, { 'Idempotency-Key': 'dep-1' });
    const again = await recharge(p, body, { 'Idempotency-Key': 'dep-1' });
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect((await recharge(p, { ...body, amount: 160 }, { 'Idempotency-Key': 'dep-1' })).body.code).toBe(2007);
  });

  it('records the order in the transaction records as a pending deposit', async () => {
    const p = await depositor(t);
    const order = await bankOrder(p, 250);
    const list = await as(t, p)<{ list: { orderNo: string; type: string; status: string; amount: string }[] }>('/web/transactionRecord/queryTransactionRecordList', { type: 'deposit' });
    expect(list.body.data.list).toEqual([expect.objectContaining({ orderNo: order.orderNo, type: 'deposit', status: 'pending', amount: '250.00' })]);
  });
});

describe('confirming payment with vouchers (spec.md §4-5, §8)', () => {
  it('a method that needs a voucher refuses none, a foreign or unknown one; the own upload moves it under review', async () => {
    const p = await depositor(t);
    const other = await depositor(t);
    const order = await bankOrder(p);
    const confirm = (vouchers: unknown) => as(t, p)<{ status: string; vouchers: string[] }>('/web/recharge/confirmRechargeOrder', { orderNo: order.orderNo, vouchers }, { lang: 'en' });
    expect((await confirm([])).body).toMatchObject({ code: 2101, msg: 'Please upload the payment voucher' });
    expect((await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo: order.orderNo })).body.code).toBe(2101);
    const foreign = await uploadVoucher(t, other);
    expect((await confirm([foreign])).body.code).toBe(2108);
    expect((await confirm([`/uploads/${'0'.repeat(32)}.png`])).body.code).toBe(2108);
    expect((await confirm(['https://evil.example/x.png'])).body.code).toBe(2108);
    expect((await orderOf(t, p, order.orderNo)).status).toBe('awaiting_payment');
    const own = await uploadVoucher(t, p);
    const ok = await confirm([own, own]);
    expect(ok.body).toMatchObject({ code: 0, data: { status: 'under_review', vouchers: [own] } });
    // Under review: neither confirmed again nor cancelled.
    expect((await confirm([own])).body.code).toBe(2106);
    expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: 'other' })).body.code).toBe(2106);
  });

  it('a method without a voucher requirement confirms without one', async () => {
    const p = await depositor(t);
    const coin = await methodOf(t, p, 'blockchain');
    const res = await recharge(p, { methodId: coin.id, amount: 200, protocol: 'TRC20' });
    const ok = await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo: res.body.data.orderNo });
    expect(ok.body).toMatchObject({ code: 0, data: { status: 'under_review', vouchers: [] } });
  });
});

describe('cancelling (spec.md §4)', () => {
  it('needs one of the listed reasons; stores reason and remark; counts down the daily allowance', async () => {
    const p = await depositor(t);
    const order = await bankOrder(p);
    expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: 'bored' })).body.code).toBe(1000);
    expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo })).body.code).toBe(1000);
    const res = await as(t, p)<{ remainingCancellations: number }>('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: 'other', remark: 'changed my mind' });
    expect(res.body).toMatchObject({ code: 0, data: { remainingCancellations: 4 } });
    expect(await orderOf(t, p, order.orderNo)).toMatchObject({ status: 'cancelled', cancelReason: 'other', remark: 'changed my mind', remainingCancellations: 4 });
    expect(await recordStatus(order.orderNo)).toMatchObject({ status: 'failed' });
    expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: 'other' })).body.code).toBe(2106);
  });

  it('every reason of spec.md §4 is accepted; the sixth cancellation of a day is refused; the next day allows again', async () => {
    const p = await depositor(t);
    // As the original app does: the reasons come from the system dictionary (one list: DEPOSIT_CANCEL_REASONS).
    const reasons = await dictionaryCancelReasons();
    expect(reasons).toEqual([...DEPOSIT_CANCEL_REASONS]);
    for (const [i, reason] of reasons.entries()) {
      const order = await bankOrder(p);
      const res = await as(t, p)<{ remainingCancellations: number }>('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason });
      expect(res.body).toMatchObject({ code: 0, data: { remainingCancellations: 4 - i } });
    }
    const sixth = await bankOrder(p);
    const refused = await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: sixth.orderNo, reason: 'other' }, { lang: 'en' });
    expect(refused.body).toMatchObject({ code: 2107, msg: 'You have no order cancellations left today' });
    expect(await orderOf(t, p, sixth.orderNo)).toMatchObject({ status: 'awaiting_payment', remainingCancellations: 0 });
    clock.advance(24 * 3600_000);
    const next = await bankOrder(p);
    const res = await as(t, p)<{ remainingCancellations: number }>('/web/recharge/cancelRechargeOrder', { orderNo: next.orderNo, reason: 'other' });
    expect(res.body).toMatchObject({ code: 0, data: { remainingCancellations: 4 } });
  });

  it('databases seeded with the old dictionary names get the accepted ones (migration deposit_cancel_reasons); the old names are refused', async () => {
    const dir = new URL('../../db/migrations/', import.meta.url);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('_deposit_cancel_reasons.sql'))!;
    const migration = fs.readFileSync(new URL(file, dir), 'utf8');
    const renames = { walletRiskWarning: 'walletRisk', branchNotFound: 'noBranch', noLongerWant: 'noLonger' };
    for (const [now, before] of Object.entries(renames)) {
      await t.database.db.update(dictionary).set({ key: before, value: before }).where(and(eq(dictionary.type, 'depositCancelReason'), eq(dictionary.key, now)));
    }
    const p = await depositor(t);
    const order = await bankOrder(p);
    for (const before of Object.values(renames)) {
      const res = await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: before });
      expect(res.body.code).toBe(ERRORS.invalidParams.code);
    }
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    expect(await dictionaryCancelReasons()).toEqual([...DEPOSIT_CANCEL_REASONS]);
    const res = await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: (await dictionaryCancelReasons())[0] });
    expect(res.body.code).toBe(0);
  });

  it('the allowance is data (sys_config deposit_cancel_daily_limit)', async () => {
    await settings.set(t.database.db, 'deposit_cancel_daily_limit', 1);
    try {
      const p = await depositor(t);
      const a = await bankOrder(p);
      expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: a.orderNo, reason: 'other' })).body).toMatchObject({ code: 0, data: { remainingCancellations: 0 } });
      const b = await bankOrder(p);
      expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: b.orderNo, reason: 'other' })).body.code).toBe(2107);
    } finally {
      await settings.set(t.database.db, 'deposit_cancel_daily_limit', 5);
    }
  });
});

describe('expiry of unpaid orders', () => {
  it('an order awaiting payment expires after 30 minutes (lazily on read); it can then neither be confirmed nor cancelled', async () => {
    const p = await depositor(t);
    const order = await bankOrder(p);
    expect(new Date(order.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    clock.advance(30 * 60_000 - 1000);
    expect((await orderOf(t, p, order.orderNo)).status).toBe('awaiting_payment');
    clock.advance(1000);
    expect((await orderOf(t, p, order.orderNo)).status).toBe('expired');
    expect(await recordStatus(order.orderNo)).toMatchObject({ status: 'failed' });
    const voucher = await uploadVoucher(t, p);
    expect((await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo: order.orderNo, vouchers: [voucher] })).body.code).toBe(2106);
    expect((await as(t, p)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: 'other' })).body.code).toBe(2106);
    // Expiring is not a cancellation, and frees the slot.
    expect((await orderOf(t, p, order.orderNo)).remainingCancellations).toBe(5);
    await bankOrder(p);
  });

  it('a new recharge expires the overdue order first; the periodic job expires everyone else’s', async () => {
    const p = await depositor(t);
    const q = await depositor(t);
    const first = await bankOrder(p);
    const other = await bankOrder(q);
    clock.advance(31 * 60_000);
    const second = await bankOrder(p, 120);
    expect(second.orderNo).not.toBe(first.orderNo);
    expect(await expireDeposits(t.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select({ status: walletRecords.status }).from(walletRecords).where(eq(walletRecords.orderNo, other.orderNo));
    expect(row!.status).toBe('failed');
    expect((await orderOf(t, q, other.orderNo)).status).toBe('expired');
    // Running it again changes nothing (safe with several servers).
    expect(await expireDeposits(t.database.db, clock.now())).toBe(0);
    // An order under review does not expire.
    const v = await uploadVoucher(t, p);
    await as(t, p)('/web/recharge/confirmRechargeOrder', { orderNo: second.orderNo, vouchers: [v] });
    clock.advance(3600_000);
    await expireDeposits(t.database.db, clock.now());
    expect((await orderOf(t, p, second.orderNo)).status).toBe('under_review');
  });
});

describe('player isolation', () => {
  it('another player’s order answers exactly like a missing one, and stays untouched', async () => {
    const owner = await depositor(t);
    const intruder = await depositor(t);
    const order = await bankOrder(owner);
    const missing = await as(t, intruder)('/web/recharge/getRechargeOrderInfo', { orderNo: 'D00000000000000000000000' }, { lang: 'en' });
    const foreign = await as(t, intruder)('/web/recharge/getRechargeOrderInfo', { orderNo: order.orderNo }, { lang: 'en' });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(2105);
    const v = await uploadVoucher(t, intruder);
    expect((await as(t, intruder)('/web/recharge/confirmRechargeOrder', { orderNo: order.orderNo, vouchers: [v] })).body.code).toBe(2105);
    expect((await as(t, intruder)('/web/recharge/cancelRechargeOrder', { orderNo: order.orderNo, reason: 'other' })).body.code).toBe(2105);
    expect(await orderOf(t, owner, order.orderNo)).toMatchObject({ status: 'awaiting_payment', vouchers: [] });
    await expectLedgerOk(t);
  });
});
