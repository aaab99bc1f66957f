import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, operatorAudit, operators } from '../../db/schema/index.js';
import * as settings from '../settings/service.js';
import { chatClient, listenLocal } from '../../../test/chat-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';
import { as, createPlayer, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';

/** Customer-service chat (issue 17; docs/chat-protocol.md): the rules through the real app and database, and the sockets. */
const t = useTestApp();

type Msg = { id: number; from: string; text: string | null; image: string | null; read: boolean };
type Conv = { conversationId: number; username: string; lastText: string | null; unread: number; status: string; assignedTo?: string | null };
const send = (p: Player, body: Record<string, unknown>, lang = 'zh') => as(t, p)<{ id: number; at: string }>('/web/chat/send', body, { lang });
const history = async (p: Player) => (await as(t, p)<{ list: Msg[]; total: number }>('/web/chat/history', { page: 1, size: 50 })).body.data;
const op = (token: string) => <T = unknown>(path: string, body?: unknown) => t.call<T>(`/admin/api/chat${path}`, body, { token });

let owner: ReturnType<typeof op>;
let ownerToken: string;
beforeAll(async () => {
  ownerToken = await operatorToken(t);
  owner = op(ownerToken);
});

async function conversationOf(p: Player): Promise<Conv> {
  const list = (await owner<{ list: Conv[] }>('/conversations', { page: 1, size: 100 })).body.data.list;
  return list.find((c) => c.username === p.username)!;
}

describe('player messages over HTTP', () => {
  it('send opens one queued conversation; history newest first; the operator sees the same conversation', async () => {
    const p = await createPlayer(t, 'ch');
    const a = await send(p, { text: '  hello  ' });
    const b = await send(p, { text: 'second' });
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    expect(b.body.data.id).toBeGreaterThan(a.body.data.id);
    const h = await history(p);
    expect(h.list.map((m) => [m.from, m.text])).toEqual([
      ['player', 'second'],
      ['player', 'hello'],
    ]);
    const conv = await conversationOf(p);
    expect(conv).toMatchObject({ status: 'queued', lastText: 'second', unread: 2 });
    const opHistory = await owner<{ list: Msg[] }>('/history', { conversationId: conv.conversationId, page: 1, size: 10 });
    expect(opHistory.body.data.list.map((m) => m.id)).toEqual([b.body.data.id, a.body.data.id]);
    const state = await as(t, p)<{ conversationId: number; status: string }>('/web/chat/state');
    expect(state.body.data).toMatchObject({ conversationId: conv.conversationId, status: 'queued' });
  });

  it('empty, too long (1001 characters) and foreign images refused; 1000 characters and an own upload kept', async () => {
    const p = await createPlayer(t, 'ch');
    expect((await send(p, { text: '   ' }, 'en')).body).toMatchObject({ code: 1902, msg: 'Please write a message' });
    expect((await send(p, { text: '字'.repeat(1001) })).body.code).toBe(1900);
    expect((await send(p, { text: '😀'.repeat(1000) })).body.code).toBe(0);
    expect((await send(p, { image: 'https://evil.example/x.png' })).body.code).toBe(1901);
    const other = await createPlayer(t, 'ch');
    const foreign = (await uploadFile(t, pngBytes('theirs'), 'a.png', { token: other.token })).json().data.url as string;
    expect((await send(p, { image: foreign })).body.code).toBe(1901);
    const own = (await uploadFile(t, pngBytes('mine'), 'b.png', { token: p.token })).json().data.url as string;
    expect((await send(p, { image: own })).body.code).toBe(0);
    expect((await history(p)).list[0]).toMatchObject({ image: own, text: null });
  });

  it('a resend with the same clientId is stored once and answers the same id', async () => {
    const p = await createPlayer(t, 'ch');
    const first = await send(p, { text: 'once', clientId: 'c-1' });
    const again = await send(p, { text: 'once', clientId: 'c-1' });
    expect(again.body.data.id).toBe(first.body.data.id);
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, 'c-1'));
    expect(rows.filter((r) => r.id === first.body.data.id)).toHaveLength(1);
    expect((await history(p)).total).toBe(1);
  });

  it('another player’s conversation is not reachable: histories are separate, replies reach their player only', async () => {
    const a = await createPlayer(t, 'ch');
    const b = await createPlayer(t, 'ch');
    await send(a, { text: 'from a' });
    const conv = await conversationOf(a);
    expect((await owner('/reply', { conversationId: conv.conversationId, text: 'to a' })).body.code).toBe(0);
    expect((await history(b)).total).toBe(0);
    expect((await history(a)).list.map((m) => m.text)).toEqual(['to a', 'from a']);
    expect((await owner('/history', { conversationId: 999_999, page: 1, size: 10 })).body.code).toBe(1005);
  });
});

describe('read state', () => {
  it('read means the other side read it; marks only move forward', async () => {
    const p = await createPlayer(t, 'ch');
    const mine = await send(p, { text: 'question' });
    const conv = await conversationOf(p);
    const reply = await owner<{ id: number }>('/reply', { conversationId: conv.conversationId, text: 'answer' });
    let h = await history(p);
    // The operator's reply marks what they saw as read; the player has not read the answer yet.
    expect(h.list.map((m) => [m.text, m.read])).toEqual([
      ['answer', false],
      ['question', true],
    ]);
    expect((await as(t, p)<{ unread: number }>('/web/chat/state')).body.data.unread).toBe(1);
    expect((await as(t, p)('/web/chat/read', { upTo: reply.body.data.id })).body.code).toBe(0);
    await as(t, p)('/web/chat/read', { upTo: mine.body.data.id });
    h = await history(p);
    expect(h.list.map((m) => m.read)).toEqual([true, true]);
    expect((await as(t, p)<{ unread: number }>('/web/chat/state')).body.data.unread).toBe(0);
  });
});

describe('duty and the offline form', () => {
  it('nobody on duty: state says so; the offline form becomes the first message, queued; duty switches audited', async () => {
    const p = await createPlayer(t, 'ch');
    expect((await as(t, p)<{ onDuty: boolean }>('/web/chat/state')).body.data.onDuty).toBe(false);
    expect((await as(t, p)('/web/chat/offline', { contact: '', question: 'x' })).body.code).toBe(1904);
    const off = await as(t, p)<{ id: number }>('/web/chat/offline', { contact: 'tel 555-0100', question: 'My deposit did not arrive' });
    expect(off.body.code).toBe(0);
    expect((await history(p)).list[0]!.text).toBe('📞 tel 555-0100\nMy deposit did not arrive');
    expect(await conversationOf(p)).toMatchObject({ status: 'queued' });
    const on = await owner<{ onDuty: boolean; operatorsOnDuty: number }>('/duty', { onDuty: true });
    expect(on.body.data).toEqual({ onDuty: true, operatorsOnDuty: 1 });
    expect((await as(t, p)<{ onDuty: boolean }>('/web/chat/state')).body.data.onDuty).toBe(true);
    await owner('/duty', { onDuty: false });
    const audits = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'chat.duty')).orderBy(operatorAudit.id);
    expect(audits.map((a) => a.after)).toEqual([true, false]);
  });
});

describe('canned replies', () => {
  it('create, edit, list in order, delete; each audited; a support operator may, a finance one may not', async () => {
    const a = await owner<{ id: number }>('/canned/save', { title: 'Hi', text: 'Hello, how can I help?', sort: 2 });
    const b = await owner<{ id: number }>('/canned/save', { title: 'Wait', text: 'One moment please', sort: 1 });
    expect((await owner('/canned/save', { id: a.body.data.id, title: 'Hello', text: 'Hello! How can I help?', sort: 2 })).body.code).toBe(0);
    const support = op(await roleToken(t, 'support', 'cs_canned'));
    const list = await support<Array<{ title: string }>>('/canned/list');
    expect(list.body.data.map((c) => c.title)).toEqual(['Wait', 'Hello']);
    expect((await support('/canned/delete', { id: b.body.data.id })).body.code).toBe(0);
    expect((await support('/canned/delete', { id: b.body.data.id })).body.code).toBe(1005);
    const finance = op(await roleToken(t, 'finance', 'fin_canned'));
    expect((await finance('/canned/list')).body.code).toBe(403);
    const audits = await t.database.db.select().from(operatorAudit).where(like(operatorAudit.action, 'chat.canned.%')).orderBy(operatorAudit.id);
    expect(audits.map((x) => x.action)).toEqual(['chat.canned.create', 'chat.canned.create', 'chat.canned.update', 'chat.canned.delete']);
  });
});

describe('assignment', () => {
  it('a reply claims a queued conversation; another support operator is refused; an owner reassigns; close ends it', async () => {
    const p = await createPlayer(t, 'ch');
    await send(p, { text: 'help' });
    const { conversationId } = await conversationOf(p);
    const amy = op(await roleToken(t, 'support', 'cs_amy'));
    const bob = op(await roleToken(t, 'support', 'cs_bob'));
    expect((await amy('/reply', { conversationId, text: 'Amy here' })).body.code).toBe(0);
    expect(await conversationOf(p)).toMatchObject({ status: 'assigned', assignedTo: 'cs_amy' });
    expect((await amy<{ list: Conv[] }>('/conversations', { status: 'mine', page: 1, size: 10 })).body.data.list.map((c) => c.conversationId)).toEqual([conversationId]);
    expect((await bob('/reply', { conversationId, text: 'Bob here' })).body.code).toBe(1907);
    expect((await bob('/claim', { conversationId })).body.code).toBe(1907);
    const assigned = await owner<Conv>('/assign', { conversationId, operatorId: await operatorIdOf('cs_bob') });
    expect(assigned.body.data).toMatchObject({ status: 'assigned', assignedTo: 'cs_bob' });
    expect((await bob('/reply', { conversationId, text: 'Bob here' })).body.code).toBe(0);
    expect((await bob<Conv>('/close', { conversationId })).body.data.status).toBe('closed');
    expect((await bob('/reply', { conversationId, text: 'late' })).body.code).toBe(1906);
    // The player's next message opens a new conversation; the history shows both.
    await send(p, { text: 'again' });
    const next = await conversationOf(p);
    expect(next.conversationId).not.toBe(conversationId);
    expect((await history(p)).list.map((m) => m.text)).toEqual(['again', 'Bob here', 'Amy here', 'help']);
    const actions = (await t.database.db.select().from(operatorAudit).where(like(operatorAudit.target, `conversation:${conversationId}`)).orderBy(operatorAudit.id)).map((a) => a.action);
    expect(actions).toEqual(['chat.reply', 'chat.assign', 'chat.reply', 'chat.close']);
  });
});

async function operatorIdOf(username: string): Promise<number> {
  const [row] = await t.database.db.select().from(operators).where(eq(operators.username, username));
  return row!.id;
}

describe('sockets (one server)', () => {
  let base = '';
  beforeAll(async () => {
    base = await listenLocal(t.app);
  });

  it('no hello first, or a bad token: error 1908 and closed 4401', async () => {
    const c = await chatClient(`${base}/web/chat/socket`);
    c.send({ type: 'ping' });
    expect(await c.waitFor((f) => f.type === 'error')).toMatchObject({ code: 1908 });
    expect(await c.closed).toBe(4401);
    const d = await chatClient(`${base}/admin/api/chat/socket`);
    d.send({ type: 'hello', token: 'nope' });
    expect(await d.closed).toBe(4401);
    // A player's token is not an operator's.
    const p = await createPlayer(t, 'ch');
    const e = await chatClient(`${base}/admin/api/chat/socket`);
    e.send({ type: 'hello', token: p.token });
    expect(await e.closed).toBe(4401);
  });

  it('player and operator sockets: ready, messages both ways in order with clientId, typing, read, queue rows', async () => {
    const p = await createPlayer(t, 'ch');
    const player = await chatClient(`${base}/web/chat/socket`);
    const operator = await chatClient(`${base}/admin/api/chat/socket`);
    player.send({ type: 'hello', token: p.token });
    operator.send({ type: 'hello', token: ownerToken });
    expect(await player.waitFor((f) => f.type === 'ready')).toMatchObject({ conversationId: null, status: null });
    await operator.waitFor((f) => f.type === 'ready');
    player.send({ type: 'send', clientId: 'p1', text: 'one' });
    player.send({ type: 'send', clientId: 'p2', text: 'two' });
    const echo = await player.waitFor((f) => f.type === 'message' && f.clientId === 'p2');
    const seen = await operator.waitFor((f) => f.type === 'message' && (f.message as Msg).text === 'two');
    const conversationId = seen.conversationId as number;
    expect(await operator.waitFor((f) => f.type === 'conversation')).toMatchObject({ conversation: { conversationId, status: 'queued' } });
    player.send({ type: 'typing' });
    expect(await operator.waitFor((f) => f.type === 'typing')).toMatchObject({ conversationId, from: 'player' });
    operator.send({ type: 'send', conversationId, clientId: 'o1', text: 'three' });
    operator.send({ type: 'send', conversationId, clientId: 'o2', text: 'four' });
    await player.waitFor((f) => f.type === 'message' && (f.message as Msg).text === 'four');
    await operator.waitFor((f) => f.type === 'message' && f.clientId === 'o2');
    expect(await player.waitFor((f) => f.type === 'status')).toMatchObject({ status: 'assigned', operatorName: 'admin' });
    expect(player.messages().map((m) => m.text)).toEqual(['one', 'two', 'three', 'four']);
    expect(operator.messages().map((m) => m.text)).toEqual(['one', 'two', 'three', 'four']);
    const ids = player.messages().map((m) => m.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect(echo.message).toMatchObject({ from: 'player' });
    player.send({ type: 'read', upTo: ids[3] });
    expect(await operator.waitFor((f) => f.type === 'read')).toMatchObject({ conversationId, from: 'player', upTo: ids[3] });
    // Reconnect with after = the second message: the rest comes again, nothing twice; a resent clientId is not stored again.
    await player.close();
    const again = await chatClient(`${base}/web/chat/socket`);
    again.send({ type: 'hello', token: p.token, after: ids[1] });
    again.send({ type: 'send', clientId: 'p2', text: 'two' });
    again.send({ type: 'send', clientId: 'p5', text: 'five' });
    await again.waitFor((f) => f.type === 'message' && f.clientId === 'p5');
    expect(again.messages().map((m) => m.text)).toEqual(['three', 'four', 'five']);
    expect((await history(p)).total).toBe(5);
    await again.close();
    await operator.close();
  });

  it('sends beyond chat_send_per_minute on one socket are refused with 1905 and not stored', async () => {
    await settings.set(t.database.db, 'chat_send_per_minute', 3);
    try {
      const p = await createPlayer(t, 'ch');
      const c = await chatClient(`${base}/web/chat/socket`);
      c.send({ type: 'hello', token: p.token });
      for (let i = 1; i <= 4; i++) c.send({ type: 'send', clientId: `r${i}`, text: `m${i}` });
      expect(await c.waitFor((f) => f.type === 'error')).toMatchObject({ code: 1905, clientId: 'r4' });
      c.send({ type: 'send', clientId: 'bad', text: 'x'.repeat(1001) });
      expect((await history(p)).total).toBe(3);
      await c.close();
    } finally {
      await settings.set(t.database.db, 'chat_send_per_minute', 30);
    }
  });
});
