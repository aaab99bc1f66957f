import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatClient, listenLocal, type ChatClient } from '../../../test/chat-helpers.js';
import { createTestApp, freshDatabase, TEST_DB, type TestApp } from '../../../test/helpers.js';
import type { Database } from '../../db/client.js';
import { createPlayer, operatorToken } from '../../../test/wallet-helpers.js';

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
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
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
});
