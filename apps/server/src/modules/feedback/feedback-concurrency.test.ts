// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema/index.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer } from '../../../test/wallet-helpers.js';

/** The daily feedback allowance under a parallel burst (PGlite has one connection and cannot race): PostgreSQL only. */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[feedback-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('feedback on PostgreSQL: concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('20 parallel saves keep exactly feedback_daily_limit (10); the rest are refused with 1805', async () => {
    const p = await createPlayer(t, 'fbc');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => as(t, p)('/web/feedback/save', { type: 'other', content: `parallel feedback number ${i} here` })),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === 1805)).toHaveLength(10);
    expect(await t.database.db.select().from(feedback).where(eq(feedback.userId, p.userId))).toHaveLength(10);
  });
});
