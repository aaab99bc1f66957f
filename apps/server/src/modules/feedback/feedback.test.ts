import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, operatorAudit, walletRecords } from '../../db/schema/index.js';
import * as settings from '../settings/service.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';
import { settableClock } from '../../../test/welfare-helpers.js';

/** Feedback (issue 17; spec.md §5): both sides of every boundary, through the real app and database. */
const clock = settableClock(new Date().toISOString());
const t = useTestApp({}, { now: clock.now });
const DAY = 24 * 3600 * 1000;

const text = (n: number) => '反'.repeat(n);
const save = (p: Player, body: Record<string, unknown>, lang = 'zh') =>
  as(t, p)<{ id: number }>('/web/feedback/save', { type: 'deposit', content: text(30), ...body }, { lang });
const rows = async () => (await t.database.db.select().from(feedback)).length;

async function upload(p: Player, label: string): Promise<string> {
  const res = await uploadFile(t, pngBytes(label), 'shot.png', { token: p.token });
  expect(res.json().code).toBe(0);
  return res.json().data.url as string;
}

/** One of the player's orders (a transaction record) created `ageMs` before the app's clock. */
async function orderAged(p: Player, ageMs: number): Promise<string> {
  await fund(t, p, '10.00');
  const [rec] = await t.database.db.select().from(walletRecords).where(eq(walletRecords.userId, p.userId)).orderBy(desc(walletRecords.id)).limit(1);
  const orderNo = `${rec!.orderNo}`;
  await t.database.db.update(walletRecords).set({ createdAt: new Date(clock.now().getTime() - ageMs) }).where(eq(walletRecords.orderNo, orderNo));
  return orderNo;
}

describe('feedback save: the rules of spec §5', () => {
  it('description 20-200 characters, counted as characters after trimming (19 and 201 refused, 20 and 200 kept)', async () => {
    const p = await createPlayer(t, 'fb');
    const before = await rows();
    const r19 = await save(p, { content: `  ${text(19)}  ` }, 'en');
    expect(r19.body).toMatchObject({ code: 1801, msg: 'The description must be 20-200 characters' });
    expect((await save(p, { content: 'a'.repeat(201) })).body).toMatchObject({ code: 1801, msg: '问题描述需为20-200个字符' });
    // 20 four-byte characters are 80 bytes: still 20 characters.
    expect((await save(p, { content: '😀'.repeat(20) })).body.code).toBe(0);
    expect((await save(p, { content: text(19) + ' ' })).body.code).toBe(1801);
    const r20 = await save(p, { content: `\n ${text(20)} ` });
    const r200 = await save(p, { content: 'b'.repeat(200) });
    expect([r20.body.code, r200.body.code]).toEqual([0, 0]);
    expect(await rows()).toBe(before + 3);
    const info = await as(t, p)<{ content: string }>('/web/feedback/info', { id: r20.body.data.id });
    expect(info.body.data.content).toBe(text(20));
  });

  it('type from the feedbackType dictionary only', async () => {
    const p = await createPlayer(t, 'fb');
    const bad = await save(p, { type: 'lottery' }, 'th');
    expect(bad.body).toMatchObject({ code: 1800, msg: 'กรุณาเลือกประเภทปัญหา' });
    expect((await save(p, { type: 'other' })).body.code).toBe(0);
  });

  it('linked order: own and at most 7 days old; 7 days + 1 s and 8 days refused; another player’s reads as unknown', async () => {
    const p = await createPlayer(t, 'fb');
    const other = await createPlayer(t, 'fb');
    const seven = await orderAged(p, 7 * DAY);
    const justOver = await orderAged(p, 7 * DAY + 1000);
    const eight = await orderAged(p, 8 * DAY);
    const theirs = await orderAged(other, DAY);
    const before = await rows();
    const refusedOld = await save(p, { orderNo: eight }, 'en');
    expect(refusedOld.body).toMatchObject({ code: 1802, msg: 'Order number not valid: only your orders of the last 7 days can be linked' });
    expect((await save(p, { orderNo: justOver })).body.code).toBe(1802);
    const unknown = await save(p, { orderNo: 'NO-SUCH-ORDER' });
    const foreign = await save(p, { orderNo: theirs });
    expect(foreign.body).toEqual(unknown.body);
    expect(foreign.body.code).toBe(1802);
    expect(await rows()).toBe(before);
    const ok = await save(p, { orderNo: seven });
    expect(ok.body.code).toBe(0);
    const info = await as(t, p)<{ orderNo: string | null }>('/web/feedback/info', { id: ok.body.data.id });
    expect(info.body.data.orderNo).toBe(seven);
    // An empty order number is no order.
    const none = await save(p, { orderNo: '' });
    expect((await as(t, p)<{ orderNo: string | null }>('/web/feedback/info', { id: none.body.data.id })).body.data.orderNo).toBeNull();
    await expectLedgerOk(t);
  });

  it('images: the player’s own uploads, at most feedback_max_images (3 kept, 4 refused; the setting moves the bound)', async () => {
    const p = await createPlayer(t, 'fb');
    const other = await createPlayer(t, 'fb');
    const mine = [await upload(p, 'a'), await upload(p, 'b'), await upload(p, 'c'), await upload(p, 'd')];
    const theirs = await upload(other, 'e');
    const before = await rows();
    expect((await save(p, { images: mine }, 'en')).body).toMatchObject({ code: 1803, msg: 'Too many images' });
    expect((await save(p, { images: [mine[0], theirs] }, 'en')).body).toMatchObject({ code: 1804, msg: 'An image is not valid, please upload it again' });
    expect((await save(p, { images: ['https://evil.example/x.png'] })).body.code).toBe(1804);
    expect(await rows()).toBe(before);
    const three = await save(p, { images: mine.slice(0, 3) });
    expect(three.body.code).toBe(0);
    expect((await as(t, p)<{ images: string[] }>('/web/feedback/info', { id: three.body.data.id })).body.data.images).toEqual(mine.slice(0, 3));
    await settings.set(t.database.db, 'feedback_max_images', 4);
    try {
      expect((await save(p, { images: mine })).body.code).toBe(0);
    } finally {
      await settings.set(t.database.db, 'feedback_max_images', 3);
    }
  });

  it('at most feedback_daily_limit saves per 24 hours, deleted ones counted; the next day frees it', async () => {
    const p = await createPlayer(t, 'fb');
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await save(p, {});
      expect(r.body.code).toBe(0);
      ids.push(r.body.data.id);
    }
    expect((await as(t, p)('/web/feedback/delete', { id: ids[0] })).body.code).toBe(0);
    const refused = await save(p, {}, 'en');
    expect(refused.body).toMatchObject({ code: 1805, msg: 'You have sent the most feedback allowed for today, please try again tomorrow' });
    // 24 hours later (the sessions of these tests live an hour, so the saves are moved back instead of the clock on).
    await t.database.db.update(feedback).set({ createdAt: new Date(clock.now().getTime() - DAY) }).where(eq(feedback.userId, p.userId));
    expect((await save(p, {})).body.code).toBe(0);
  });
});

describe('feedback list, info, delete: own only', () => {
  it('lists newest first; info and delete of another player’s feedback read as not found and change nothing', async () => {
    const p = await createPlayer(t, 'fb');
    const other = await createPlayer(t, 'fb');
    const a = (await save(p, { type: 'withdraw' })).body.data.id;
    const b = (await save(p, { type: 'game' })).body.data.id;
    const theirs = (await save(other, {})).body.data.id;
    const list = await as(t, p)<{ list: { id: number; type: string; status: string; repliedAt: string | null }[]; total: number }>('/web/feedback/list', { page: 1, size: 10 });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((f) => f.id)).toEqual([b, a]);
    expect(list.body.data.list[0]).toMatchObject({ type: 'game', status: 'open', repliedAt: null });
    const foreignInfo = await as(t, p)('/web/feedback/info', { id: theirs }, { lang: 'en' });
    expect(foreignInfo.body.code).toBe(1005);
    expect((await as(t, p)('/web/feedback/delete', { id: theirs })).body.code).toBe(1005);
    expect((await as(t, other)('/web/feedback/info', { id: theirs })).body.code).toBe(0);
    expect((await as(t, p)('/web/feedback/delete', { id: a })).body.code).toBe(0);
    expect((await as(t, p)('/web/feedback/delete', { id: a })).body.code).toBe(1005);
    expect((await as(t, p)('/web/feedback/info', { id: a })).body.code).toBe(1005);
    const after = await as(t, p)<{ list: { id: number }[]; total: number }>('/web/feedback/list', {});
    expect(after.body.data.list.map((f) => f.id)).toEqual([b]);
    // The operator keeps the deleted case.
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, a));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('operator feedback queue (support)', () => {
  it('lists with filters, replies (status replied, repliedAt), closes; audited; the player sees the reply', async () => {
    const p = await createPlayer(t, 'fq');
    const id = (await save(p, { type: 'login', images: [await upload(p, 'q')] })).body.data.id;
    const token = await operatorToken(t);
    const op = <T>(path: string, body: unknown) => t.call<T>(`/admin/api/feedback/${path}`, body, { token });
    const open = await op<{ list: { id: number; username: string; images: string[] }[]; total: number }>('list', { status: 'open', username: p.username.toUpperCase() });
    expect(open.body.data.total).toBe(1);
    expect(open.body.data.list[0]).toMatchObject({ id, username: p.username, type: 'login' });
    expect((await op<{ total: number }>('list', { username: p.username, type: 'deposit' })).body.data.total).toBe(0);

    const at = new Date(clock.now().getTime() + 60_000);
    clock.set(at);
    const replied = await op<{ status: string; reply: string; repliedAt: string }>('reply', { id, reply: '已为您处理，请查收。' });
    expect(replied.body.data).toMatchObject({ status: 'replied', reply: '已为您处理，请查收。', repliedAt: at.toISOString() });
    const seen = await as(t, p)<{ status: string; reply: string; repliedAt: string }>('/web/feedback/info', { id });
    expect(seen.body.data).toMatchObject({ status: 'replied', reply: '已为您处理，请查收。', repliedAt: at.toISOString() });
    const listed = await as(t, p)<{ list: { status: string; repliedAt: string }[] }>('/web/feedback/list', {});
    expect(listed.body.data.list[0]).toMatchObject({ status: 'replied', repliedAt: at.toISOString() });
    expect((await op<{ total: number }>('list', { username: p.username, status: 'replied' })).body.data.total).toBe(1);
    // The answer reaches the player as an unread private message with the reply in it (issue 17).
    const unread = await as(t, p)<{ total: number; private: number }>('/web/message/getUnReadMessageCount', {});
    expect(unread.body.data).toMatchObject({ total: 1, private: 1 });
    const inbox = await as(t, p)<{ list: { id: number; category: string; read: boolean }[] }>('/web/message/list', { category: 'private' });
    expect(inbox.body.data.list).toHaveLength(1);
    const message = await as(t, p)<{ content: string; read: boolean }>('/web/message/getMessage', { id: inbox.body.data.list[0]!.id });
    expect(message.body.data.content).toContain('已为您处理，请查收。');
    expect(message.body.data.read).toBe(false);

    expect((await op<{ status: string }>('close', { id })).body.data.status).toBe('closed');
    expect((await op('reply', { id, reply: 'again' })).body.code).toBe(1806);
    expect((await op('close', { id })).body.code).toBe(1806);
    expect((await op('info', { id: 99_999_999 })).body.code).toBe(1005);
    expect((await as(t, p)<{ status: string }>('/web/feedback/info', { id })).body.data.status).toBe('closed');

    const audits = await t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.target, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['feedback.close', 'feedback.reply']);
  });

  it('marketing has no access (403); support does', async () => {
    const marketing = await roleToken(t, 'marketing', 'fbmkt');
    const support = await roleToken(t, 'support', 'fbsup');
    const denied = await t.call('/admin/api/feedback/list', {}, { token: marketing });
    expect(denied.body.code).toBe(403);
    expect((await t.call('/admin/api/feedback/list', {}, { token: support })).body.code).toBe(0);
  });
});
