import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageStates, operatorAudit, users } from '../../db/schema/index.js';
import { testClock } from '../../../test/account-helpers.js';
import { depositor, methodOf } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { bindCard, firstBankId, readyPlayer, WITHDRAW_PASSWORD } from '../../../test/payout-helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * The message centre (issue 17): operators send to one player, a list, a VIP range or everyone; players read, read
 * all and delete only their own; event messages arrive in the player's language with the event.
 */
const clock = testClock('2026-09-01T04:00:00Z');
const t = useTestApp({}, { now: clock.now });
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});

type Item = { id: number; category: string; title: string; summary: string; read: boolean; createdAt: string };
type Counts = Record<'total' | 'private' | 'notice' | 'activity' | 'announcement' | 'finance', number>;
const op = <T = unknown>(path: string, body: unknown, tok = token) => t.call<T>(`/admin/api/message/${path}`, body, { token: tok, lang: 'en' });

async function send(body: Record<string, unknown>) {
  const res = await op<{ id: number; recipients: number }>('send', { category: 'notice', title: { zh: '标题', en: 'Title' }, content: { zh: '内容', en: 'Body text' }, ...body });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}
async function listOf(p: Player, body: Record<string, unknown> = {}, lang = 'zh') {
  const res = await as(t, p)<{ list: Item[]; total: number }>('/web/message/list', { page: 1, size: 100, ...body }, { lang });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}
const ids = async (p: Player, body: Record<string, unknown> = {}) => (await listOf(p, body)).list.map((m) => m.id);
async function counts(p: Player) {
  const res = await as(t, p)<Counts>('/web/message/getUnReadMessageCount');
  expect(res.body.code).toBe(0);
  return res.body.data;
}
async function registeredAt(p: Player, at: Date) {
  await t.database.db.update(users).set({ createdAt: at }).where(eq(users.id, p.userId));
}
const later = (ms: number) => new Date(clock.now().getTime() + ms);

describe('player message centre (issue 17)', () => {
  it('reads, reads all, deletes only their own; another player’s private id is not found and changes nothing', async () => {
    const a = await createPlayer(t, 'ma');
    const b = await createPlayer(t, 'mb');
    const toA = await send({ audience: 'user', usernames: [a.username], category: 'private', title: { zh: '你好', en: 'Hello' }, content: { zh: '第一行\n第二行', en: 'Line one\nline two' } });
    expect(toA.recipients).toBe(1);
    const toBoth = await send({ audience: 'users', usernames: [a.username, b.username.toUpperCase()], category: 'activity' });
    expect(toBoth.recipients).toBe(2);

    expect(await ids(a)).toEqual([toBoth.id, toA.id]);
    expect(await ids(b)).toEqual([toBoth.id]);
    const en = await listOf(a, {}, 'en');
    expect(en.list[1]).toMatchObject({ title: 'Hello', summary: 'Line one line two', read: false, category: 'private' });
    const full = await as(t, a)<{ content: string }>('/web/message/getMessage', { id: toA.id }, { lang: 'en' });
    expect(full.body.data).toMatchObject({ id: toA.id, title: 'Hello', content: 'Line one\nline two', read: false });
    expect(await counts(a)).toEqual({ total: 2, private: 1, notice: 0, activity: 1, announcement: 0, finance: 0 });

    // b tries a's private message: not found, nothing written.
    for (const path of ['getMessage', 'doReadMessage', 'deleteMessage']) {
      expect((await as(t, b)(`/web/message/${path}`, { id: toA.id })).body.code).toBe(1005);
    }
    expect(await t.database.db.select().from(messageStates).where(eq(messageStates.messageId, toA.id))).toEqual([]);
    expect((await counts(a)).private).toBe(1);

    expect((await as(t, a)('/web/message/doReadMessage', { id: toA.id })).body).toMatchObject({ code: 0, data: null });
    expect(await counts(a)).toMatchObject({ total: 1, private: 0, activity: 1 });
    expect((await listOf(a)).list.find((m) => m.id === toA.id)?.read).toBe(true);
    // b's reading of the shared message is b's only.
    expect((await as(t, b)('/web/message/modifyReadAllMessage', {})).body.code).toBe(0);
    expect((await counts(b)).total).toBe(0);
    expect(await counts(a)).toMatchObject({ total: 1, activity: 1 });
    // read all of one category
    expect((await as(t, a)('/web/message/modifyReadAllMessage', { category: 'notice' })).body.code).toBe(0);
    expect((await counts(a)).activity).toBe(1);
    expect((await as(t, a)('/web/message/modifyReadAllMessage', { category: 'activity' })).body.code).toBe(0);
    expect((await counts(a)).total).toBe(0);

    expect((await as(t, a)('/web/message/deleteMessage', { id: toBoth.id })).body.code).toBe(0);
    expect(await ids(a)).toEqual([toA.id]);
    expect(await ids(b)).toEqual([toBoth.id]);
    expect((await as(t, a)('/web/message/getMessage', { id: toBoth.id })).body.code).toBe(1005);
    const top = await as(t, a)<Item[]>('/web/message/getTop50MessageList');
    expect(top.body.data.map((m) => m.id)).toEqual([toA.id]);
  });

  it('a broadcast to everyone reaches players registered after it only with includeLater; both sides', async () => {
    const before = await createPlayer(t, 'mo');
    await registeredAt(before, later(-1000));
    const without = await send({ audience: 'all', includeLater: false, category: 'announcement' });
    const withLater = await send({ audience: 'all', includeLater: true, category: 'announcement' });
    expect(without.recipients).toBeGreaterThan(0);
    const after = await createPlayer(t, 'mn');
    await registeredAt(after, later(1000));
    expect(await ids(before, { category: 'announcement' })).toEqual(expect.arrayContaining([without.id, withLater.id]));
    const seen = await ids(after, { category: 'announcement' });
    expect(seen).toContain(withLater.id);
    expect(seen).not.toContain(without.id);
    expect((await as(t, after)('/web/message/getMessage', { id: without.id })).body.code).toBe(1005);
    // read-all on a broadcast writes this player's read row only
    await as(t, before)('/web/message/modifyReadAllMessage', { category: 'announcement' });
    expect((await counts(before)).announcement).toBe(0);
    expect((await counts(after)).announcement).toBeGreaterThan(0);
  });

  it('a VIP range reaches its two edges and nobody outside; withdrawing hides it from everyone', async () => {
    const players: Player[] = [];
    for (const level of [2, 3, 5, 6]) {
      const p = await createPlayer(t, `v${level}`);
      await t.database.db.update(users).set({ vipLevel: level, createdAt: later(-1000) }).where(eq(users.id, p.userId));
      players.push(p);
    }
    const msg = await send({ audience: 'vip', vipFrom: 3, vipTo: 5, includeLater: false, category: 'notice' });
    const sees = async (p: Player) => (await ids(p, { category: 'notice' })).includes(msg.id);
    expect(await Promise.all(players.map(sees))).toEqual([false, true, true, false]);
    expect((await op('withdraw', { id: msg.id })).body.code).toBe(0);
    expect(await Promise.all(players.map(sees))).toEqual([false, false, false, false]);
    expect((await op('withdraw', { id: msg.id })).body.code).toBe(1005);
    const list = await op<{ list: { id: number; withdrawn: boolean; audience: string; vipFrom: number; vipTo: number }[] }>('list', { category: 'notice', page: 1, size: 100 });
    expect(list.body.data.list.find((m) => m.id === msg.id)).toMatchObject({ withdrawn: true, audience: 'vip', vipFrom: 3, vipTo: 5 });
  });
});

describe('operator routes (issue 17)', () => {
  it('send, list with recipients and reads, withdraw: audited; refused without the support permission', async () => {
    const a = await createPlayer(t, 'oa');
    const b = await createPlayer(t, 'ob');
    const sent = await send({ audience: 'users', usernames: [a.username, b.username], category: 'notice', title: { zh: '名单消息', en: 'List message' } });
    await as(t, a)('/web/message/doReadMessage', { id: sent.id });
    const list = await op<{ list: { id: number; title: string; recipients: number; reads: number; operator: string }[] }>('list', { page: 1, size: 100 });
    expect(list.body.data.list.find((m) => m.id === sent.id)).toMatchObject({ title: '名单消息', recipients: 2, reads: 1, operator: 'admin' });
    expect((await op('withdraw', { id: sent.id })).body.code).toBe(0);
    const audits = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `message:${sent.id}`)).orderBy(operatorAudit.id);
    expect(audits.map((r) => r.action)).toEqual(['message.send', 'message.withdraw']);

    // unknown username, missing zh, bad VIP range: refused, nothing sent
    const total = (await op<{ total: number }>('list', { page: 1, size: 1 })).body.data.total;
    expect((await op('send', { audience: 'user', usernames: ['nobody-here'], category: 'private', title: { zh: 'x' }, content: { zh: 'y' } })).body.code).not.toBe(0);
    expect((await op('send', { audience: 'all', category: 'notice', title: { en: 'x' }, content: { zh: 'y' } })).body.code).not.toBe(0);
    expect((await op('send', { audience: 'vip', vipFrom: 5, vipTo: 3, category: 'notice', title: { zh: 'x' }, content: { zh: 'y' } })).body.code).not.toBe(0);
    expect((await op<{ total: number }>('list', { page: 1, size: 1 })).body.data.total).toBe(total);

    const finance = await roleToken(t, 'finance', 'msgfinance');
    expect((await op('send', { audience: 'all', category: 'notice', title: { zh: 'x' }, content: { zh: 'y' } }, finance)).body.code).toBe(403);
    expect((await op('list', { page: 1, size: 10 }, finance)).body.code).toBe(403);
    expect((await t.call('/admin/api/message/list', { page: 1, size: 10 })).body.code).toBe(401);
  });
});

describe('event messages (issue 17)', () => {
  it('a deposit approval and rejection write a finance message in the player’s language', async () => {
    const p = await depositor(t, 'me');
    const bank = await methodOf(t, p, 'bankTransfer');
    const order = await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '123.45', depositorName: '张三' });
    expect(order.body.code, order.body.msg).toBe(0);
    expect((await t.call('/admin/api/deposit/approve', { orderNo: order.body.data.orderNo }, { token })).body.code).toBe(0);
    const en = await listOf(p, { category: 'finance' }, 'en');
    expect(en.list).toHaveLength(1);
    expect(en.list[0]).toMatchObject({ title: 'Deposit received', read: false });
    expect(en.list[0]!.summary).toContain('123.45');
    expect((await listOf(p, { category: 'finance' }, 'th')).list[0]!.title).toBe('ได้รับเงินฝากแล้ว');

    const second = await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: '200', depositorName: '张三' });
    expect((await t.call('/admin/api/deposit/reject', { orderNo: second.body.data.orderNo, reason: 'no money arrived' }, { token })).body.code).toBe(0);
    const zh = await listOf(p, { category: 'finance' }, 'zh');
    expect(zh.list[0]!.title).toBe('存款未通过');
    const full = await as(t, p)<{ content: string }>('/web/message/getMessage', { id: zh.list[0]!.id }, { lang: 'zh' });
    expect(full.body.data.content).toBe(`您的存款 200.00（订单 ${second.body.data.orderNo}）未通过审核：no money arrived`);
    expect((await counts(p)).finance).toBe(2);
    await expectLedgerOk(t);
  });

  it('a withdrawal rejection writes a finance message with the amount and reason', async () => {
    const p = await readyPlayer(t);
    await fund(t, p, '1000');
    const cardId = await bindCard(t, p, await firstBankId(t));
    const w = await as(t, p)<{ orderNo: string }>('/web/withdraw/withdraw', { method: 'bankCard', withdrawPassword: WITHDRAW_PASSWORD, type: 'instant', accountId: cardId, amount: 250 });
    expect(w.body.code, w.body.msg).toBe(0);
    expect((await t.call('/admin/api/withdraw/reject', { orderNo: w.body.data.orderNo, reason: 'card frozen' }, { token })).body.code).toBe(0);
    const en = await listOf(p, { category: 'finance' }, 'en');
    expect(en.list.map((m) => m.title)).toEqual(['Withdrawal rejected']);
    const full = await as(t, p)<{ content: string }>('/web/message/getMessage', { id: en.list[0]!.id }, { lang: 'en' });
    expect(full.body.data.content).toBe(`Your withdrawal of 250.00 (order ${w.body.data.orderNo}) was rejected and returned to your central wallet: card frozen`);
    await expectLedgerOk(t);
  });
});
