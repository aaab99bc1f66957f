// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageStates } from '../../db/schema/index.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, operatorToken } from '../../../test/wallet-helpers.js';

/**
 * Races on a player's message states (PostgreSQL only: PGlite has one connection): read-all, single reads and a
 * delete of the same broadcast at once all succeed, leave one state row per message, and the message stays deleted.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[messages-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent message reads on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = await operatorToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('twenty parallel read-alls, reads and a delete: every call answers 0, one state row per message, read and deleted kept', async () => {
    const p = await createPlayer(t, 'race');
    const sent: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.call<{ id: number }>('/admin/api/message/send', { audience: 'all', includeLater: true, category: 'notice', title: { zh: `广播${i}` }, content: { zh: '内容' } }, { token });
      expect(res.body.code).toBe(0);
      sent.push(res.body.data.id);
    }
    const me = as(t, p);
    const calls = Array.from({ length: 20 }, (_v, i) =>
      i % 4 === 0 ? me('/web/message/modifyReadAllMessage', {}) : i === 7 ? me('/web/message/deleteMessage', { id: sent[0] }) : me('/web/message/doReadMessage', { id: sent[1 + (i % 2)] }),
    );
    // (a read of the message being deleted may rightly answer not found once the delete is in: reads go to the other two)
    const answers = await Promise.all(calls);
    expect(answers.map((a) => [a.body.code, a.body.msg])).toEqual(answers.map(() => [0, expect.any(String)]));
    const rows = await t.database.db.select().from(messageStates).where(eq(messageStates.userId, p.userId));
    expect(rows.filter((r) => sent.includes(r.messageId))).toHaveLength(3);
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
    const [deleted] = await t.database.db.select().from(messageStates).where(and(eq(messageStates.userId, p.userId), eq(messageStates.messageId, sent[0]!)));
    expect(deleted!.deletedAt).not.toBeNull();
    const counts = await me<{ notice: number }>('/web/message/getUnReadMessageCount');
    expect(counts.body.data.notice).toBe(0);
  });
});
