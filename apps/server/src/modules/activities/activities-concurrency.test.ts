// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityApplications, ledgerJournals, venueLocks, welfareItems } from '../../db/schema/index.js';
import { activityScene } from '../../../test/activity-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken } from '../../../test/wallet-helpers.js';

/**
 * Races on offers (PGlite has one connection and cannot show them), PostgreSQL only: twenty parallel applications
 * for a once-per-player offer grant once; twenty parallel approvals of one application grant once; twenty parallel
 * receives of a venue bonus pay the venue and lock it once.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[activities-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent offers on PostgreSQL', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = await operatorToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('20 parallel applications for a once-per-player auto offer grant once', async () => {
    const scene = activityScene(t, () => token);
    const id = await scene.offer({ formula: { amount: '12' } });
    const p = await createPlayer(t, 'cc');
    const answers = await Promise.all(Array.from({ length: 20 }, () => scene.apply(p, id)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0)).toEqual(Array.from({ length: 19 }, () => 2810));
    expect(await t.database.db.select().from(activityApplications).where(eq(activityApplications.userId, p.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(welfareItems).where(eq(welfareItems.userId, p.userId))).toEqual([expect.objectContaining({ amount: 1200n })]);
    await expectLedgerOk(t);
  });

  it('20 parallel approvals of one application grant once; 20 parallel receives of its venue bonus pay and lock once', async () => {
    const scene = activityScene(t, () => token);
    const id = await scene.offer({ applyMode: 'review', eligibility: { minTransfer: '500' }, formula: { amount: '168', base: 'transfer', platType: 'house_slots', turnoverMultiple: '12', turnoverIncludesBase: true } });
    const p = await createPlayer(t, 'cc');
    await fund(t, p, '500');
    expect((await scene.convert(p, 'central', 'house_slots', 500)).body.code).toBe(0);
    const applied = await scene.apply(p, id);
    expect(applied.body.data.status).toBe('pending');
    const approvals = await Promise.all(Array.from({ length: 20 }, () => scene.op('apply/approve', { id: applied.body.data.applyId })));
    expect(approvals.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(approvals.filter((a) => a.body.code !== 0).map((a) => a.body.code)).toEqual(Array.from({ length: 19 }, () => 2821));
    const items = await t.database.db.select().from(welfareItems).where(eq(welfareItems.userId, p.userId));
    expect(items).toEqual([expect.objectContaining({ amount: 16800n, lockTurnover: 801600n })]);
    const receives = await Promise.all(Array.from({ length: 20 }, () => as(t, p)('/web/welfareCenter/receiveWelfare', { id: items[0]!.id })));
    expect(receives.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await t.database.db.select().from(venueLocks).where(eq(venueLocks.userId, p.userId))).toHaveLength(1);
    const [journals] = await t.database.db.select({ n: count() }).from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, `welfare:${items[0]!.id}`));
    expect(journals!.n).toBe(1);
    await expectLedgerOk(t);
  });
});
