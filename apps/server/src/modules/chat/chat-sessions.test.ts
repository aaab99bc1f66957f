import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, operators, userSessions } from '../../db/schema/index.js';
import * as settings from '../settings/service.js';
import { chatClient, closesWithin, helloed, listenLocal, type ChatClient } from '../../../test/chat-helpers.js';
import { testClock } from '../../../test/account-helpers.js';
import { useTestApp, type TestApp } from '../../../test/helpers.js';
import { createPlayer, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Issue 23 finding 2: every chat socket is bound to its session. It closes with 4401 (after error 1908) within 5 s of
 * the session ending or the operator losing the support permission, and each frame re-checks before it does anything.
 * Real `ws` clients against the listening app.
 */
const FIVE_SECONDS = 5000;

async function operatorIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select().from(operators).where(eq(operators.username, username));
  return row!.id;
}

async function storedTexts(t: TestApp, text: string): Promise<number> {
  return (await t.database.db.select().from(chatMessages).where(eq(chatMessages.text, text))).length;
}

/** Closed with 4401 after the 1908 error frame, within 5 s. */
async function expectEnded(c: ChatClient) {
  const { code, afterMs } = await closesWithin(c, FIVE_SECONDS);
  expect(code).toBe(4401);
  expect(afterMs).toBeLessThan(FIVE_SECONDS);
  expect(c.frames.at(-1)).toMatchObject({ type: 'error', code: 1908 });
}

describe('news on the bus closes the socket (periodic check off: CHAT_SESSION_CHECK_SECONDS=3600)', () => {
  const t = useTestApp({ CHAT_SESSION_CHECK_SECONDS: '3600' });
  let base = '';
  let owner: string;
  const call = (token: string) => (path: string, body?: unknown) => t.call(path, body, { token });
  beforeAll(async () => {
    base = await listenLocal(t.app);
    owner = await operatorToken(t);
  });
  const playerSocket = (p: Player) => helloed(`${base}/web/chat/socket`, p.token);
  const operatorSocket = (token: string) => helloed(`${base}/admin/api/chat/socket`, token);

  it('player logout: the open socket closes with 4401; other players’ sockets stay', async () => {
    const p = await createPlayer(t, 'cs');
    const other = await createPlayer(t, 'cs');
    const socket = await playerSocket(p);
    const bystander = await playerSocket(other);
    expect((await call(p.token)('/web/user/logout')).body.code).toBe(0);
    await expectEnded(socket);
    bystander.send({ type: 'ping' });
    await bystander.waitFor((f) => f.type === 'pong');
    await bystander.close();
  });

  it('player frozen by an operator: the socket closes with 4401', async () => {
    const p = await createPlayer(t, 'cs');
    const socket = await playerSocket(p);
    expect((await call(owner)('/admin/api/player/freeze', { username: p.username, reason: 'test' })).body.code).toBe(0);
    await expectEnded(socket);
  });

  it('player forced out by an operator (player/logout): the socket closes with 4401', async () => {
    const p = await createPlayer(t, 'cs');
    const socket = await playerSocket(p);
    expect((await call(owner)('/admin/api/player/logout', { username: p.username })).body.code).toBe(0);
    await expectEnded(socket);
  });

  it('operator logout: the operator socket closes with 4401 and hears nothing more', async () => {
    const token = await roleToken(t, 'support', 'cs_out');
    const socket = await operatorSocket(token);
    expect((await call(token)('/admin/api/logout')).body.code).toBe(0);
    await expectEnded(socket);
  });

  it('operator disabled by the owner: the socket closes with 4401', async () => {
    const token = await roleToken(t, 'support', 'cs_off');
    const socket = await operatorSocket(token);
    const res = await call(owner)('/admin/api/operator/update', { operatorId: await operatorIdOf(t, 'cs_off'), status: 'disabled' });
    expect(res.body.code).toBe(0);
    await expectEnded(socket);
  });

  it('operator moved from support to marketing: closes; support made owner: stays open', async () => {
    const token = await roleToken(t, 'support', 'cs_role');
    const stays = await roleToken(t, 'support', 'cs_up');
    const socket = await operatorSocket(token);
    const promoted = await operatorSocket(stays);
    expect((await call(owner)('/admin/api/operator/update', { operatorId: await operatorIdOf(t, 'cs_up'), role: 'owner' })).body.code).toBe(0);
    expect((await call(owner)('/admin/api/operator/update', { operatorId: await operatorIdOf(t, 'cs_role'), role: 'marketing' })).body.code).toBe(0);
    await expectEnded(socket);
    promoted.send({ type: 'ping' });
    await promoted.waitFor((f) => f.type === 'pong');
    await promoted.close();
  });

  it('a hello with an ended session is refused (logged out before the socket opened)', async () => {
    const p = await createPlayer(t, 'cs');
    await call(p.token)('/web/user/logout');
    const c = await chatClient(`${base}/web/chat/socket`);
    c.send({ type: 'hello', token: p.token });
    expect((await closesWithin(c, FIVE_SECONDS)).code).toBe(4401);
  });
});

describe('each frame re-checks its session (no news: a change the shell made straight in the database)', () => {
  const t = useTestApp({ CHAT_SESSION_CHECK_SECONDS: '3600' });
  let base = '';
  beforeAll(async () => {
    base = await listenLocal(t.app);
    await operatorToken(t);
  });

  it('player: the session revoked in the database; the next send is not stored and the socket closes 4401', async () => {
    const p = await createPlayer(t, 'cf');
    const socket = await helloed(`${base}/web/chat/socket`, p.token);
    socket.send({ type: 'send', clientId: 'before', text: 'before revocation' });
    await socket.waitFor((f) => f.type === 'message' && f.clientId === 'before');
    await t.database.db.update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.userId, p.userId));
    socket.send({ type: 'send', clientId: 'after', text: 'sent after revocation' });
    socket.send({ type: 'read', upTo: 1 });
    socket.send({ type: 'typing' });
    expect((await closesWithin(socket, FIVE_SECONDS)).code).toBe(4401);
    expect(await storedTexts(t, 'sent after revocation')).toBe(0);
  });

  it('operator: role changed to marketing in the database; the next reply is not stored and the socket closes 4401', async () => {
    const token = await roleToken(t, 'support', 'cf_role');
    const socket = await helloed(`${base}/admin/api/chat/socket`, token);
    const p = await createPlayer(t, 'cf');
    const player = await helloed(`${base}/web/chat/socket`, p.token);
    player.send({ type: 'send', clientId: 'q', text: 'question' });
    const seen = await socket.waitFor((f) => f.type === 'message' && f.clientId === 'q');
    await t.database.db.update(operators).set({ role: 'marketing' }).where(eq(operators.username, 'cf_role'));
    socket.send({ type: 'send', conversationId: seen.conversationId, clientId: 'r', text: 'reply as marketing' });
    expect((await closesWithin(socket, FIVE_SECONDS)).code).toBe(4401);
    expect(await storedTexts(t, 'reply as marketing')).toBe(0);
    await player.close();
  });
});

describe('the periodic check closes sockets whose session ran out (idle or expiry: no news)', () => {
  const clock = testClock(new Date().toISOString());
  const t = useTestApp({ CHAT_SESSION_CHECK_SECONDS: '1' }, { now: clock.now });
  let base = '';
  beforeAll(async () => {
    base = await listenLocal(t.app);
  });

  it('an operator idle past operator_idle_minutes and a player past the session’s expiry: both close 4401 within 5 s', async () => {
    const token = await operatorToken(t);
    const p = await createPlayer(t, 'ci'); // its session lasts one hour from now
    const operator = await helloed(`${base}/admin/api/chat/socket`, token);
    const player = await helloed(`${base}/web/chat/socket`, p.token);
    const idle = await settings.get(t.database.db, 'operator_idle_minutes');
    clock.advance((idle + 1) * 60_000);
    await expectEnded(operator);
    // The same checks left the player's socket open: its session runs one hour.
    player.send({ type: 'ping' });
    await player.waitFor((f) => f.type === 'pong');
    expect(player.frames.some((f) => f.type === 'error')).toBe(false);
    clock.advance(3600_000);
    await expectEnded(player);
  });
});
