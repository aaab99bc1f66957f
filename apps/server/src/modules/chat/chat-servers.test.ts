// @postgres: two servers on one PostgreSQL and Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatClient, closesWithin, helloed, listenLocal, type ChatClient } from '../../../test/chat-helpers.js';
import { createTestApp, freshDatabase, TEST_DB, type TestApp } from '../../../test/helpers.js';
import type { Database } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { createPlayer, operatorToken, roleToken } from '../../../test/wallet-helpers.js';

/**
 * Chat on several servers (issue 17 "must show"): two app instances on one PostgreSQL and one Redis, the player's
 * socket on server A, the operator's on server B. Runs where both are given (server-pg project + TEST_REDIS_URL).
 */
describe.skipIf(TEST_DB !== 'pg' || !process.env.TEST_REDIS_URL)('chat across two servers (PostgreSQL + Redis)', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let urlA = '';
  let urlB = '';
  beforeAll(async () => {
    database = await freshDatabase();
    // The periodic session check is off (an hour): only the news on Redis can close a socket within 5 s here.
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, CHAT_SESSION_CHECK_SECONDS: '3600' };
    // One database for both; each app's close must not close it (closed once at the end).
    const shared = { ...database, close: async () => undefined };
    a = await createTestApp(env, undefined, undefined, shared);
    b = await createTestApp(env, undefined, undefined, shared);
    urlA = await listenLocal(a.app);
    urlB = await listenLocal(b.app);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const texts = (c: ChatClient) => c.messages().map((m) => m.text);

  it('player on A, operator on B: both ways in order; a dropped player socket resumes with `after`, no loss, no duplicates', async () => {
    const p = await createPlayer(a, 'ms');
    const token = await operatorToken(b);
    let player = await chatClient(`${urlA}/web/chat/socket`);
    const operator = await chatClient(`${urlB}/admin/api/chat/socket`);
    player.send({ type: 'hello', token: p.token });
    operator.send({ type: 'hello', token });
    await player.waitFor((f) => f.type === 'ready');
    await operator.waitFor((f) => f.type === 'ready');

    const N = 20;
    for (let i = 1; i <= N; i++) player.send({ type: 'send', clientId: `p${i}`, text: `p${i}` });
    await operator.waitFor((f) => f.type === 'message' && f.clientId === `p${N}`, 15_000);
    const conversationId = operator.frames.find((f) => f.type === 'message')!.conversationId as number;
    expect(texts(operator)).toEqual(Array.from({ length: N }, (_, i) => `p${i + 1}`));

    // Operator replies while the player's socket drops halfway: sends of both sides interleave.
    for (let i = 1; i <= N; i++) operator.send({ type: 'send', conversationId, clientId: `o${i}`, text: `o${i}` });
    await player.waitFor((f) => f.type === 'message' && f.clientId === 'o5', 15_000);
    await player.close();
    const seen = player.messages();
    const lastSeen = seen[seen.length - 1]!.id;
    // Sends the player made but whose echo it may not have seen are resent with the same clientId.
    player = await chatClient(`${urlA}/web/chat/socket`);
    player.send({ type: 'hello', token: p.token, after: lastSeen });
    player.send({ type: 'send', clientId: `p${N}`, text: `p${N}` });
    player.send({ type: 'send', clientId: 'p-after', text: 'after reconnect' });
    await player.waitFor((f) => f.type === 'message' && f.clientId === `o${N}`, 15_000);
    await player.waitFor((f) => f.type === 'message' && f.clientId === 'p-after', 15_000);
    await operator.waitFor((f) => f.type === 'message' && f.clientId === 'p-after', 15_000);

    const all = [...seen, ...player.messages()];
    const ids = all.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length); // no duplicates
    expect([...ids].sort((x, y) => x - y)).toEqual(ids); // in order
    const history = await a.call<{ list: Array<{ id: number; text: string }>; total: number }>('/web/chat/history', { page: 1, size: 100 }, { token: p.token });
    const stored = history.body.data.list.reverse();
    expect(stored).toHaveLength(2 * N + 1); // the resent p20 was stored once
    // Both sockets wrote exactly what is stored, in the stored (id) order: no loss, no duplicates, same order both ways.
    expect(all.map((m) => m.id)).toEqual(stored.map((m) => m.id));
    expect(operator.messages().map((m) => m.id)).toEqual(stored.map((m) => m.id));
    const expected = [...Array.from({ length: N }, (_, i) => `p${i + 1}`), ...Array.from({ length: N }, (_, i) => `o${i + 1}`), 'after reconnect'];
    expect(new Set(stored.map((m) => m.text))).toEqual(new Set(expected));
    // Each side's own sends keep their order.
    expect(stored.map((m) => m.text).filter((x) => x.startsWith('o'))).toEqual(expected.filter((x) => x.startsWith('o')));
    await player.close();
    await operator.close();
  });

  it('issue 23: a session ended on server A closes its socket on server B with 4401 within 5 s (operator logout and disable, player logout and freeze)', async () => {
    const owner = await operatorToken(a);
    const outToken = await roleToken(a, 'support', 'ms_out');
    const offToken = await roleToken(a, 'support', 'ms_off');
    const stays = await createPlayer(a, 'ms');
    const loggedOut = await createPlayer(a, 'ms');
    const frozen = await createPlayer(a, 'ms');
    const opSocket = (token: string) => helloed(`${urlB}/admin/api/chat/socket`, token);
    const playerSocket = (token: string) => helloed(`${urlB}/web/chat/socket`, token);
    const sockets = {
      operatorLogout: await opSocket(outToken),
      operatorDisabled: await opSocket(offToken),
      playerLogout: await playerSocket(loggedOut.token),
      playerFrozen: await playerSocket(frozen.token),
    };
    const bystander = await playerSocket(stays.token);
    const [off] = await a.database.db.select().from(operators).where(eq(operators.username, 'ms_off'));
    const ended = async (c: ChatClient) => {
      const { code, afterMs } = await closesWithin(c, 5000);
      expect(code).toBe(4401);
      expect(c.frames.at(-1)).toMatchObject({ type: 'error', code: 1908 });
      return afterMs;
    };
    const figures: Record<string, number> = {};
    expect((await a.call('/admin/api/logout', undefined, { token: outToken })).body.code).toBe(0);
    figures.operatorLogout = await ended(sockets.operatorLogout);
    expect((await a.call('/admin/api/operator/update', { operatorId: off!.id, status: 'disabled' }, { token: owner })).body.code).toBe(0);
    figures.operatorDisabled = await ended(sockets.operatorDisabled);
    expect((await a.call('/web/user/logout', undefined, { token: loggedOut.token })).body.code).toBe(0);
    figures.playerLogout = await ended(sockets.playerLogout);
    expect((await a.call('/admin/api/player/freeze', { username: frozen.username, reason: 'test' }, { token: owner })).body.code).toBe(0);
    figures.playerFrozen = await ended(sockets.playerFrozen);
    console.log(`[chat two servers] ms from the call's answer on A to the close on B: ${JSON.stringify(figures)}`);
    // A socket whose session lives stays open through all of it.
    bystander.send({ type: 'ping' });
    await bystander.waitFor((f) => f.type === 'pong');
    expect(bystander.frames.some((f) => f.type === 'error')).toBe(false);
    await bystander.close();
  });
});
