import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerJournals, operatorAudit, turnoverRequirements, users, withdrawals } from '../../db/schema/index.js';
import { addRequirement, addValidBet, depositTurnoverMultiple, remainingTurnover } from '../turnover/service.js';
import { extraFor, nextSlotStart } from './service.js';
import { callFrom, testClock } from '../../../test/account-helpers.js';
import * as settings from '../settings/service.js';
import { useTestApp, type TestApp } from '../../../test/helpers.js';
import { balances, bindCard, firstBankId, houseBalance, readyPlayer, WITHDRAW_PASSWORD } from '../../../test/payout-helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken, type Player } from '../../../test/wallet-helpers.js';

// 2026-06-01 12:00 in Asia/Shanghai.
const clock = testClock('2026-06-01T04:00:00Z');
const t: TestApp = useTestApp({}, { now: clock.now });

let bankId: number;
let opToken: string;
beforeAll(async () => {
  bankId = await firstBankId(t);
  opToken = await operatorToken(t);
});

type Order = { orderNo: string; status: string };
const admin = <T = unknown>(path: string, body: unknown) => t.call<T>(path, body, { token: opToken });

/** A funded player with one bank card in their own name. */
async function withCard(amount = '1000', opts: Parameters<typeof readyPlayer>[1] = {}) {
  const p = await readyPlayer(t, opts);
  if (amount !== '0') await fund(t, p, amount);
  const cardId = await bindCard(t, p, bankId);
  return { p, cardId };
}

function withdraw(p: Player, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return as(t, p)<Order>('/web/withdraw/withdraw', { method: 'bankCard', withdrawPassword: WITHDRAW_PASSWORD, type: 'instant', ...body }, headers);
}

async function journalsOf(orderNo: string) {
  return t.database.db.select({ key: ledgerJournals.idempotencyKey }).from(ledgerJournals).where(eq(ledgerJournals.reference, orderNo));
}

describe('turnover requirements (spec §9: withdrawal turnover 1x of deposits)', () => {
  it('valid bets fill the oldest requirement first; remaining is what is left; a reference counts once', async () => {
    const p = await createPlayer(t);
    const db = t.database.db;
    await db.transaction(async (tx) => {
      expect(await addRequirement(tx, { userId: p.userId, source: 'deposit', reference: 'D1', amount: 10_000n, multiple: 1 })).toBe(10_000n);
      expect(await addRequirement(tx, { userId: p.userId, source: 'deposit', reference: 'D2', amount: 5_000n, multiple: 1.5 })).toBe(7_500n);
      // The same deposit again (a retried completion) adds nothing.
      await addRequirement(tx, { userId: p.userId, source: 'deposit', reference: 'D1', amount: 10_000n, multiple: 1 });
    });
    expect(await remainingTurnover(db, p.userId)).toBe(17_500n);
    expect(await db.transaction((tx) => addValidBet(tx, p.userId, 12_000n))).toBe(12_000n);
    const rows = await db.select().from(turnoverRequirements).where(eq(turnoverRequirements.userId, p.userId)).orderBy(turnoverRequirements.id);
    expect(rows.map((r) => [r.reference, r.accumulated, r.metAt !== null])).toEqual([
      ['D1', 10_000n, true],
      ['D2', 2_000n, false],
    ]);
    expect(await remainingTurnover(db, p.userId)).toBe(5_500n);
    // More than needed: only what the requirements still need is used.
    expect(await db.transaction((tx) => addValidBet(tx, p.userId, 9_000n))).toBe(5_500n);
    expect(await remainingTurnover(db, p.userId)).toBe(0n);
    expect(await db.transaction((tx) => addValidBet(tx, p.userId, 100n))).toBe(0n);
    expect(await db.transaction((tx) => addValidBet(tx, p.userId, 0n))).toBe(0n);
  });

  it('the deposit multiple is configuration (sys_config withdraw_turnover_multiple, 1 by default)', async () => {
    expect(await depositTurnoverMultiple(t.database.db)).toBe(1);
    await settings.set(t.database.db, 'withdraw_turnover_multiple', 2);
    expect(await depositTurnoverMultiple(t.database.db)).toBe(2);
    await settings.set(t.database.db, 'withdraw_turnover_multiple', 1);
  });
});

describe('withdraw methods and rules view', () => {
  it('USDT, EBpay and KOIpay are unavailable until one paid withdrawal; a method without an account says so', async () => {
    const p = await readyPlayer(t);
    type M = { type: string; name: string; minAmount: string; maxAmount: string; available: boolean; reason?: string };
    const before = (await as(t, p)<M[]>('/web/withdraw/withdrawMethod/getWithdrawMethod', undefined, { lang: 'en' })).body.data;
    expect(before).toEqual([
      { type: 'bankCard', name: 'Bank card', minAmount: '100.00', maxAmount: '50000.00', available: false, reason: 'noAccount' },
      { type: 'usdt', name: 'USDT', minAmount: '100.00', maxAmount: '1000000.00', available: false, reason: 'firstWithdrawalRequired' },
      { type: 'ebpay', name: 'EBpay', minAmount: '100.00', maxAmount: '50000.00', available: false, reason: 'firstWithdrawalRequired' },
      { type: 'koipay', name: 'KOIpay', minAmount: '100.00', maxAmount: '50000.00', available: false, reason: 'firstWithdrawalRequired' },
    ]);
    await bindCard(t, p, bankId);
    const after = (await as(t, p)<M[]>('/web/withdraw/withdrawMethod/getWithdrawMethod')).body.data;
    expect(after[0]).toMatchObject({ type: 'bankCard', available: true });
    expect(after[0]!.reason).toBeUndefined();
  });

  it('extra rule: slots with their rates, today’s usage and limits by VIP level, turnover left', async () => {
    // VIP3 of the VIP table (seed 0011-vip.json): 6 withdrawals and 200,000.00 a day.
    const { p } = await withCard('1000', { vipLevel: 3 });
    const rule = async () =>
      (await as(t, p)<{ slots: unknown[]; todayCount: number; todayCountLimit: number; todayAmountLimit: string; todayRemaining: string; turnoverRemaining: string }>(
        '/web/withdraw/withdrawExtraRule/getWithdrawExtraRule',
      )).body.data;
    expect(await rule()).toEqual({
      slots: [
        { slot: '0-6', extraRate: '0.0060' },
        { slot: '6-12', extraRate: '0.0040' },
        { slot: '12-18', extraRate: '0.0020' },
        { slot: '18-24', extraRate: '0.0010' },
      ],
      todayCount: 0,
      todayCountLimit: 6,
      todayAmountLimit: '200000.00',
      todayRemaining: '200000.00',
      turnoverRemaining: '0.00',
    });
    await t.database.db.transaction((tx) => addRequirement(tx, { userId: p.userId, source: 'deposit', reference: `R${p.userId}`, amount: 1234n, multiple: 1 }));
    expect((await rule()).turnoverRemaining).toBe('12.34');
    expect((await as(t, p)('/web/withdraw/checkIsQuickWithdraw')).body.data).toEqual({ instant: true });
  });
});

describe('withdraw request rules (spec §5)', () => {
  it('secondary password: not set (3000), wrong (1120), nothing moves', async () => {
    const noPwd = await readyPlayer(t, { withdrawPassword: false });
    await fund(t, noPwd, '500');
    expect((await withdraw(noPwd, { accountId: 1, amount: 100 })).body.code).toBe(3000);
    const { p, cardId } = await withCard('500');
    const res = await withdraw(p, { accountId: cardId, amount: 100, withdrawPassword: '000000' }, { lang: 'en' });
    expect(res.body).toMatchObject({ code: 1120 });
    expect(await balances(t, p)).toMatchObject({ central: '500.00', locked: '0.00' });
    await expectLedgerOk(t);
  });

  it('the secondary password check is throttled like checkWithdrawPwd: 5 wrong lock it (429), even for the right one', async () => {
    const { p, cardId } = await withCard('1000');
    // Its own client IP: the throttle also counts per IP, and the other tests share the default one.
    const ip = '10.9.8.7';
    const send = (withdrawPassword: string) =>
      callFrom(t, ip, '/web/withdraw/withdraw', { method: 'bankCard', accountId: cardId, amount: 100, withdrawPassword, type: 'instant' }, { token: p.token });
    for (let i = 0; i < 5; i++) expect((await send('111111')).body.code).toBe(1120);
    const locked = await send(WITHDRAW_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, data: { retryAfterSeconds: expect.any(Number) } });
    // The same counter as checkWithdrawPwd.
    expect((await callFrom(t, ip, '/web/user/checkWithdrawPwd', { withdrawPassword: WITHDRAW_PASSWORD }, { token: p.token })).body.code).toBe(429);
    clock.advance(16 * 60_000);
    try {
      expect((await send(WITHDRAW_PASSWORD)).body.code).toBe(0);
    } finally {
      clock.advance(-16 * 60_000);
    }
    expect(await balances(t, p)).toMatchObject({ central: '900.00', locked: '100.00' });
    await expectLedgerOk(t);
  });

  it('amount: positive, whole yuan, within the method bounds, not above the central balance (= balance passes, one more yuan does not)', async () => {
    const { p, cardId } = await withCard('500');
    const code = async (amount: unknown) => (await withdraw(p, { accountId: cardId, amount })).body.code;
    expect(await code(0)).toBe(2001);
    expect(await code('-100')).toBe(2001);
    expect(await code('1e3')).toBe(2001);
    expect(await code('100.50')).toBe(2002);
    expect(await code('500.01')).toBe(2002);
    expect(await code(99)).toBe(2226);
    expect(await code(501)).toBe(2228);
    expect(await balances(t, p)).toMatchObject({ central: '500.00', locked: '0.00' });
    const ok = await withdraw(p, { accountId: cardId, amount: '500' });
    expect(ok.body).toMatchObject({ code: 0, data: { orderNo: expect.stringMatching(/^W\d+/), status: 'under_review' } });
    expect(await balances(t, p)).toMatchObject({ central: '0.00', locked: '500.00' });
    // The method maximum (50,000) at its edge and one above.
    const rich = await withCard('60000', { vipLevel: 10 });
    expect((await withdraw(rich.p, { accountId: rich.cardId, amount: 50_001 })).body).toMatchObject({ code: 2226, data: { minAmount: '100.00', maxAmount: '50000.00' } });
    expect((await withdraw(rich.p, { accountId: rich.cardId, amount: 50_000 })).body.code).toBe(0);
    expect(await balances(t, rich.p)).toMatchObject({ central: '10000.00', locked: '50000.00' });
    await expectLedgerOk(t);
  });

  it('the account must be the player’s own, of the chosen method, in the player’s name', async () => {
    const { p } = await withCard('1000');
    const other = await withCard('1000');
    expect((await withdraw(p, { accountId: other.cardId, amount: 100 })).body.code).toBe(2221);
    expect((await withdraw(p, { accountId: 987_654, amount: 100 })).body.code).toBe(2221);
    // A card whose holder no longer matches (written around the rules) is refused.
    const { p: q, cardId } = await withCard('1000');
    await t.database.db.update(users).set({ realName: '王五' }).where(eq(users.id, q.userId));
    expect((await withdraw(q, { accountId: cardId, amount: 100 })).body.code).toBe(2203);
    expect(await balances(t, q)).toMatchObject({ central: '1000.00', locked: '0.00' });
    await expectLedgerOk(t);
  });

  it('USDT/EBpay/KOIpay only after one paid withdrawal; then they work', async () => {
    const { p, cardId } = await withCard('1000');
    const bound = await as(t, p)<{ id: number }>('/web/userBlockchain/bind', { alias: 'u', address: `T${'q'.repeat(30)}`, protocol: 'TRC20' });
    const usdtId = bound.body.data.id;
    const usdt = () => withdraw(p, { method: 'usdt', accountId: usdtId, amount: 100 });
    expect((await usdt()).body.code).toBe(2220);
    // The USDT account id under the bank-card method is not a bank card.
    expect((await withdraw(p, { accountId: usdtId, amount: 100 })).body.code).toBe(2221);
    const first = await withdraw(p, { accountId: cardId, amount: 100 });
    expect((await usdt()).body.code).toBe(2220); // under review is not yet successful
    expect((await admin('/admin/api/withdraw/approve', { orderNo: first.body.data.orderNo })).body.code).toBe(0);
    const second = await usdt();
    expect(second.body).toMatchObject({ code: 0, data: { status: 'under_review' } });
    const order = await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderNo, second.body.data.orderNo));
    expect(order[0]!.account).toMatchObject({ kind: 'blockchain', account: `T${'q'.repeat(30)}`, protocol: 'TRC20' });
    await expectLedgerOk(t);
  });

  it('turnover: 0.01 left blocks with the amount in the error data; 0 left passes', async () => {
    const { p, cardId } = await withCard('1000');
    await t.database.db.transaction((tx) => addRequirement(tx, { userId: p.userId, source: 'deposit', reference: `T${p.userId}`, amount: 100_000n, multiple: 1 }));
    await t.database.db.transaction((tx) => addValidBet(tx, p.userId, 99_999n));
    const blocked = await withdraw(p, { accountId: cardId, amount: 100 }, { lang: 'en' });
    expect(blocked.body).toMatchObject({ code: 2223, data: { turnoverRemaining: '0.01' } });
    expect(await balances(t, p)).toMatchObject({ central: '1000.00', locked: '0.00' });
    await t.database.db.transaction((tx) => addValidBet(tx, p.userId, 1n));
    expect((await withdraw(p, { accountId: cardId, amount: 100 })).body.code).toBe(0);
    await expectLedgerOk(t);
  });

  it('daily limits by VIP level: count and amount at the edge; rejected ones do not count; a new platform day starts over', async () => {
    // VIP1 of the VIP table (vip_levels, seed 0011-vip.json): 5 withdrawals and 50,000.00 a day.
    const { p, cardId } = await withCard('60000', { vipLevel: 1 });
    const orders: string[] = [];
    for (const amount of [20_000, 19_700, 10_000, 100, 100]) {
      const res = await withdraw(p, { accountId: cardId, amount });
      expect(res.body.code).toBe(0);
      orders.push(res.body.data.orderNo);
    }
    expect((await withdraw(p, { accountId: cardId, amount: 100 })).body).toMatchObject({ code: 2224, data: { todayCountLimit: 5 } });
    expect((await admin('/admin/api/withdraw/reject', { orderNo: orders[4], reason: 'test' })).body.code).toBe(0);
    // Count is free again; amount used 49,800: 201 would pass 50,000, 200 reaches it exactly.
    expect((await withdraw(p, { accountId: cardId, amount: 201 })).body).toMatchObject({ code: 2225, data: { todayRemaining: '200.00' } });
    expect((await withdraw(p, { accountId: cardId, amount: 200 })).body.code).toBe(0);
    expect((await withdraw(p, { accountId: cardId, amount: 100 })).body.code).toBe(2224);
    // 16:00 UTC is midnight in Asia/Shanghai: a new day.
    clock.advance(12 * 3600_000);
    try {
      expect((await withdraw(p, { accountId: cardId, amount: 100 })).body.code).toBe(0);
    } finally {
      clock.advance(-12 * 3600_000);
    }
    await expectLedgerOk(t);
  });

  it('venue money: refused while a venue holds money and auto-transfer is off; recovered automatically when on', async () => {
    const { p, cardId } = await withCard('1000');
    expect((await as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: 300 })).body.code).toBe(0);
    const refused = await withdraw(p, { accountId: cardId, amount: 100 }, { lang: 'en' });
    expect(refused.body).toMatchObject({ code: 2222, msg: 'Please recover every venue wallet to the central wallet first', data: { venues: ['house_live'] } });
    expect(await balances(t, p)).toMatchObject({ central: '700.00', venue: '300.00', locked: '0.00' });
    expect((await as(t, p)('/web/user/changeWalletType', { type: 'auto' })).body.code).toBe(0);
    const ok = await withdraw(p, { accountId: cardId, amount: 1000 });
    expect(ok.body.code).toBe(0);
    expect(await balances(t, p)).toMatchObject({ central: '0.00', venue: '0.00', locked: '1000.00' });
    await expectLedgerOk(t);
  });

  it('instant withdrawals can be switched off (2229); reservations still work', async () => {
    const { p, cardId } = await withCard('1000');
    await settings.set(t.database.db, 'withdraw_instant', false);
    try {
      expect((await as(t, p)('/web/withdraw/checkIsQuickWithdraw')).body.data).toEqual({ instant: false });
      expect((await withdraw(p, { accountId: cardId, amount: 100 })).body.code).toBe(2229);
      expect((await withdraw(p, { accountId: cardId, amount: 100, type: 'reservation', slot: '18-24' })).body.code).toBe(0);
    } finally {
      await settings.set(t.database.db, 'withdraw_instant', true);
    }
    expect(await balances(t, p)).toMatchObject({ central: '900.00', locked: '100.00' });
    await expectLedgerOk(t);
  });

  it('Idempotency-Key: a repeat answers the first order and moves nothing; another payload under it is refused', async () => {
    const { p, cardId } = await withCard('1000');
    const key = { 'idempotency-key': `wd-${p.userId}` };
    const first = await withdraw(p, { accountId: cardId, amount: 300 }, key);
    const again = await withdraw(p, { accountId: cardId, amount: '300.00' }, key);
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(await balances(t, p)).toMatchObject({ central: '700.00', locked: '300.00' });
    expect((await withdraw(p, { accountId: cardId, amount: 200 }, key)).body.code).toBe(2007);
    // The repeat answers the first result even after the state it was checked against changed.
    expect((await as(t, p)('/web/userBankCard/delete', { id: cardId })).body.code).toBe(0);
    expect((await withdraw(p, { accountId: cardId, amount: 300 }, key)).body).toEqual(first.body);
    expect((await withdraw(p, { accountId: cardId, amount: 300 })).body.code).toBe(2221);
    expect((await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, p.userId))).length).toBe(1);
    await expectLedgerOk(t);
  });
});

describe('operator review (api-contract.md Operator API)', () => {
  it('approve pays once: locked → house:withdrawals; approving again moves nothing; a paid order cannot be rejected', async () => {
    const { p, cardId } = await withCard('1000');
    const { orderNo } = (await withdraw(p, { accountId: cardId, amount: 400 })).body.data;
    const paidBefore = await houseBalance(t, 'house:withdrawals');
    const first = await admin('/admin/api/withdraw/approve', { orderNo });
    const second = await admin('/admin/api/withdraw/approve', { orderNo });
    expect(first.body).toMatchObject({ code: 0, data: { orderNo, status: 'paid' } });
    expect(second.body).toMatchObject({ code: 0, data: { orderNo, status: 'paid' } });
    expect((await houseBalance(t, 'house:withdrawals')) - paidBefore).toBe(40_000n);
    expect(await balances(t, p)).toMatchObject({ central: '600.00', locked: '0.00' });
    expect((await journalsOf(orderNo)).map((j) => j.key).sort()).toEqual([`withdraw:${orderNo}:pay`, `withdraw:${orderNo}:request`]);
    expect((await admin('/admin/api/withdraw/reject', { orderNo, reason: 'late' })).body.code).toBe(2231);
    const audit = await t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.target, orderNo), eq(operatorAudit.action, 'withdraw.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operatorName).toBe('admin');
    const records = await as(t, p)<{ list: { orderNo: string; type: string; amount: string; status: string }[] }>('/web/transactionRecord/queryTransactionRecordList', {
      type: 'withdraw',
    });
    expect(records.body.data.list).toEqual([expect.objectContaining({ orderNo, type: 'withdraw', mode: 'bankCard', amount: '-400.00', status: 'success' })]);
    await expectLedgerOk(t);
  });

  it('reject refunds locked → central with the reason; rejecting again answers the same; approving it is refused', async () => {
    const { p, cardId } = await withCard('1000');
    const { orderNo } = (await withdraw(p, { accountId: cardId, amount: 250 })).body.data;
    expect(await balances(t, p)).toMatchObject({ central: '750.00', locked: '250.00' });
    expect((await admin('/admin/api/withdraw/reject', { orderNo, reason: 'card frozen' })).body).toMatchObject({ code: 0, data: { status: 'rejected' } });
    expect((await admin('/admin/api/withdraw/reject', { orderNo, reason: 'card frozen' })).body).toMatchObject({ code: 0, data: { status: 'rejected' } });
    expect((await admin('/admin/api/withdraw/approve', { orderNo })).body.code).toBe(2231);
    expect(await balances(t, p)).toMatchObject({ central: '1000.00', locked: '0.00' });
    expect((await admin('/admin/api/withdraw/reject', { orderNo: 'W404', reason: 'x' })).body.code).toBe(1005);
    type Row = { orderNo: string; status: string; rejectReason: string | null; reviewedBy: string | null; username: string; account: { cardNo: string } };
    const list = await admin<{ list: Row[]; total: number }>('/admin/api/withdraw/list', { status: 'rejected', page: 1, size: 100 });
    const row = list.body.data.list.find((r) => r.orderNo === orderNo)!;
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'card frozen', reviewedBy: 'admin', username: p.username, userId: p.userId, turnoverRemaining: '0.00' });
    expect(row.account.cardNo).toMatch(/^\d{16}$/); // the operator sees the full number to pay
    expect(list.body.data.list.every((r) => r.status === 'rejected')).toBe(true);
    const records = await as(t, p)<{ list: { orderNo: string; status: string }[] }>('/web/transactionRecord/queryTransactionRecordList', { type: 'withdraw' });
    expect(records.body.data.list).toEqual([expect.objectContaining({ orderNo, status: 'failed' })]);
    // A requirement opened after the request (a later deposit) shows beside the order in the queue.
    await addRequirement(t.database.db, { userId: p.userId, source: 'test', reference: `T-${orderNo}`, amount: 12345n, multiple: 1 });
    const again = await admin<{ list: Row[] }>('/admin/api/withdraw/list', { status: 'rejected', page: 1, size: 100 });
    expect(again.body.data.list.find((r) => r.orderNo === orderNo)).toMatchObject({ turnoverRemaining: '123.45' });
    expect((await t.call('/admin/api/withdraw/list', { page: 1, size: 10 })).body.code).toBe(401);
    await expectLedgerOk(t);
  });

  it('reservation: scheduled at the chosen slot’s next start; paid from then with its extra from house:withdraw-bonus', async () => {
    const { p, cardId } = await withCard('10000');
    // Now is 12:00 Shanghai: slot 12-18 is under way, so its next start is tomorrow 12:00; 18-24 is today 18:00.
    const late = await withdraw(p, { accountId: cardId, amount: 1000, type: 'reservation', slot: '12-18' });
    const evening = await withdraw(p, { accountId: cardId, amount: 5000, type: 'reservation', slot: '0-6' });
    expect(late.body.data.status).toBe('scheduled');
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, p.userId)).orderBy(withdrawals.id);
    expect(rows.map((r) => [r.slot, r.scheduledAt?.toISOString(), r.extraAmount])).toEqual([
      ['12-18', '2026-06-02T04:00:00.000Z', 200n], // 1000.00 × 0.2%
      ['0-6', '2026-06-01T16:00:00.000Z', 3_000n], // 5000.00 × 0.6%
    ]);
    expect((await admin('/admin/api/withdraw/approve', { orderNo: evening.body.data.orderNo })).body.code).toBe(2230);
    const bonusBefore = await houseBalance(t, 'house:withdraw-bonus');
    const paidBefore = await houseBalance(t, 'house:withdrawals');
    clock.advance(12 * 3600_000);
    try {
      // The operator's 12-hour session (on the app's clock) has ended by then: log in again.
      opToken = await operatorToken(t);
      expect((await admin('/admin/api/withdraw/approve', { orderNo: evening.body.data.orderNo })).body.code).toBe(0);
    } finally {
      clock.advance(-12 * 3600_000);
    }
    expect((await houseBalance(t, 'house:withdraw-bonus')) - bonusBefore).toBe(-3_000n);
    expect((await houseBalance(t, 'house:withdrawals')) - paidBefore).toBe(503_000n);
    expect(await balances(t, p)).toMatchObject({ central: '4000.00', locked: '1000.00' });
    // A scheduled one may also be rejected before its slot.
    expect((await admin('/admin/api/withdraw/reject', { orderNo: late.body.data.orderNo, reason: 'player asked' })).body.code).toBe(0);
    expect(await balances(t, p)).toMatchObject({ central: '5000.00', locked: '0.00' });
    await expectLedgerOk(t);
  });
});

describe('slot arithmetic', () => {
  it('next slot start in Asia/Shanghai, within (0, 24] hours', () => {
    const at = (iso: string, h: number) => nextSlotStart(new Date(iso), h).toISOString();
    expect(at('2026-06-01T04:00:00Z', 18)).toBe('2026-06-01T10:00:00.000Z');
    expect(at('2026-06-01T04:00:00Z', 12)).toBe('2026-06-02T04:00:00.000Z');
    expect(at('2026-06-01T15:59:59Z', 0)).toBe('2026-06-01T16:00:00.000Z');
    expect(at('2026-06-01T16:00:00Z', 0)).toBe('2026-06-02T16:00:00.000Z');
    expect(extraFor(99_999n, 10)).toBe(99n); // rounded down to the fen
  });
});
