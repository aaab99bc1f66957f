import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, operatorAudit, operators } from '../../db/schema/index.js';
import { helloed, listenLocal, type ChatClient } from '../../../test/chat-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { createOperator } from '../operators/service.js';
import { as, createPlayer, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Issue 23 finding 7: giving a conversation to another operator is the owner's call; only an operator who can answer
 * (support permission: support or owner) may get one; a conversation held by an operator who can no longer answer
 * goes back to the queue. The periodic session check is off (an hour), so the release comes from the news of the change.
 */
const t = useTestApp({ CHAT_SESSION_CHECK_SECONDS: '3600' });
type Conv = { conversationId: number; status: string; assignedTo?: string | null };
const op = (token: string) => <T = unknown>(path: string, body?: unknown) => t.call<T>(path, body, { token });

let owner: ReturnType<typeof op>;
let ownerSocket: ChatClient;
let base = '';
beforeAll(async () => {
  const token = await operatorToken(t);
  owner = op(token);
  base = await listenLocal(t.app);
  ownerSocket = await helloed(`${base}/admin/api/chat/socket`, token);
});

async function idOf(username: string): Promise<number> {
  const [row] = await t.database.db.select().from(operators).where(eq(operators.username, username));
  return row!.id;
}

async function conversationOf(p: Player): Promise<number> {
  expect((await as(t, p)('/web/chat/send', { text: 'help please' })).body.code).toBe(0);
  const [row] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.userId, p.userId));
  return row!.id;
}

async function rowOf(conversationId: number) {
  const [row] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  return row!;
}

describe('chat/assign', () => {
  it('is an owner action: a support operator is refused (403) and the conversation stays where it was', async () => {
    const amy = op(await roleToken(t, 'support', 'as_amy'));
    const bob = op(await roleToken(t, 'support', 'as_bob'));
    const conversationId = await conversationOf(await createPlayer(t, 'as'));
    expect((await amy('/admin/api/chat/claim', { conversationId })).body.code).toBe(0);
    // Bob takes Amy's conversation for himself, or parks it with Amy again: both refused.
    expect((await bob('/admin/api/chat/assign', { conversationId, operatorId: await idOf('as_bob') })).body.code).toBe(403);
    expect((await amy('/admin/api/chat/assign', { conversationId, operatorId: await idOf('as_bob') })).body.code).toBe(403);
    expect(await rowOf(conversationId)).toMatchObject({ status: 'assigned', assignedTo: await idOf('as_amy') });
    // The owner may.
    const given = await owner<Conv>('/admin/api/chat/assign', { conversationId, operatorId: await idOf('as_bob') });
    expect(given.body.data).toMatchObject({ status: 'assigned', assignedTo: 'as_bob' });
  });

  it('only an operator who can answer may get it: marketing and finance 1909, disabled and unknown 1005, support and owner 0', async () => {
    const conversationId = await conversationOf(await createPlayer(t, 'as'));
    // Assigned, never logged in (the login route's own limit is 10 a minute).
    const add = (username: string, role: 'marketing' | 'finance' | 'support') => createOperator(t.database.db, { username, password: 'operator-secret-7', role });
    await add('as_mkt', 'marketing');
    await add('as_fin', 'finance');
    await add('as_gone', 'support');
    await add('as_cs', 'support');
    await t.database.db.update(operators).set({ status: 'disabled' }).where(eq(operators.username, 'as_gone'));
    const assign = async (operatorId: number) => (await owner('/admin/api/chat/assign', { conversationId, operatorId })).body.code;
    expect(await assign(await idOf('as_mkt'))).toBe(1909);
    expect(await assign(await idOf('as_fin'))).toBe(1909);
    expect(await assign(await idOf('as_gone'))).toBe(1005);
    expect(await assign(999_999)).toBe(1005);
    expect(await rowOf(conversationId)).toMatchObject({ status: 'queued', assignedTo: null });
    expect(await assign(await idOf('as_cs'))).toBe(0);
    expect(await assign(await idOf('admin'))).toBe(0);
    const refused = await owner<unknown>('/admin/api/chat/assign', { conversationId, operatorId: await idOf('as_mkt') });
    expect(refused.body.msg).toBe('该操作员不能接待客服会话');
  });
});

describe('a parked conversation returns to the queue', () => {
  for (const change of [
    { name: 'disabled', patch: { status: 'disabled' } },
    { name: 'moved to marketing', patch: { role: 'marketing' } },
  ] as const) {
    it(`assignee ${change.name}: queued again, no one holds it, audited chat.release, told to the sockets; another support operator takes it`, async () => {
      const user = `as_p${change.name.length}`;
      const holder = op(await roleToken(t, 'support', user));
      const p = await createPlayer(t, 'as');
      const conversationId = await conversationOf(p);
      expect((await holder('/admin/api/chat/reply', { conversationId, text: 'I am on it' })).body.code).toBe(0);
      const player = await helloed(`${base}/web/chat/socket`, p.token);
      const from = ownerSocket.frames.length;
      expect((await owner('/admin/api/operator/update', { operatorId: await idOf(user), ...change.patch })).body.code).toBe(0);
      expect(await ownerSocket.waitFor((f) => f.type === 'status' && f.conversationId === conversationId, 5000, from)).toMatchObject({ status: 'queued', operatorName: null });
      expect(await player.waitFor((f) => f.type === 'status')).toMatchObject({ status: 'queued', operatorName: null });
      expect(await rowOf(conversationId)).toMatchObject({ status: 'queued', assignedTo: null });
      const audits = await t.database.db.select().from(operatorAudit).where(like(operatorAudit.target, `conversation:${conversationId}`));
      expect(audits.filter((a) => a.action === 'chat.release')).toEqual([
        expect.objectContaining({ operatorName: 'system', before: { status: 'assigned', assignedTo: await idOf(user) }, after: { status: 'queued', assignedTo: null } }),
      ]);
      const next = op(await roleToken(t, 'support', `${user}n`));
      expect((await next('/admin/api/chat/reply', { conversationId, text: 'Taking over' })).body.code).toBe(0);
      await player.close();
    });
  }
});
