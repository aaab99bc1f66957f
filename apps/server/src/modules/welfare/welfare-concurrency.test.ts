// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, ledgerJournals, turnoverRequirements, walletRecords } from '../../db/schema/index.js';
import { birthdayGiftJob } from './birthday-gift-job.js';
import { runJob, type PeriodJob } from '../../platform/index.js';
import { rebateDailyJob } from './rebate-daily-job.js';
import { weeklyRedPacketJob } from './weekly-red-packet-job.js';
import { addDays, atHour } from '../../lib/platform-time.js';
import { balanceOf } from '../../../test/deposit-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk } from '../../../test/wallet-helpers.js';
import { rewardsScene, settableClock } from '../../../test/welfare-helpers.js';

/**
 * Races on rewards (PGlite has one connection and cannot show them), so these run on PostgreSQL only: each period
 * job started four times at once for one period offers once; twenty parallel receives of one item credit once.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[welfare-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent rewards on PostgreSQL', () => {
  const clock = settableClock('2026-11-01T00:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('each period job triggered four times at once for one period offers once', async () => {
    const scene = rewardsScene(t);
    const players = await Promise.all(Array.from({ length: 5 }, () => createPlayer(t, 'cc')));
    const day = '2026-11-12'; // Thursday; the rebate of 11-11, the red packet of Saturday 11-14
    for (const [i, p] of players.entries()) {
      await scene.player(p, { level: 2 + i, birthday: '1990-11-12', registeredAt: '2025-01-01T00:00:00Z' });
      await scene.dailyBet(p, addDays(day, -1), 'sports', 100_000 * (i + 1));
    }
    const cases: [PeriodJob, Date, string, string][] = [
      [rebateDailyJob, atHour(day, 0, 30), addDays(day, -1), 'dailyRebate'],
      [birthdayGiftJob, atHour(day, 0, 20), day, 'birthdayGift'],
      [weeklyRedPacketJob, atHour('2026-11-14', 0, 5), '2026-11-14', 'weeklyRedPacket'],
    ];
    for (const [job, at, period, kind] of cases) {
      const outcomes = (await Promise.all(Array.from({ length: 4 }, () => runJob(t.database.db, job, at)))).flat();
      expect(outcomes.filter((o) => o.ran), job.name).toEqual([expect.objectContaining({ job: job.name, period, ran: true, result: expect.objectContaining({ offered: players.length }) })]);
      expect(outcomes.filter((o) => !o.ran), job.name).toHaveLength(3);
      expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, job.name))).toHaveLength(1);
      for (const p of players) expect(await scene.items(p, kind), `${job.name} ${p.username}`).toHaveLength(1);
    }
  });

  it('twenty parallel receives of one item credit it once', async () => {
    const scene = rewardsScene(t);
    const p = await createPlayer(t, 'cc');
    const day = '2026-11-15';
    await scene.dailyBet(p, day, 'sports', 777_777); // × 0.40% = 3111.108 → 3111
    const at = atHour(addDays(day, 1), 0, 30);
    await runJob(t.database.db, rebateDailyJob, at);
    const [item] = await scene.items(p);
    expect(item!.amount).toBe(3111n);
    clock.set(new Date(at.getTime() + 60_000));
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(t, p)<{ amount: string }>('/web/welfareCenter/receiveWelfare', { id: item!.id })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0)).toEqual(Array.from({ length: 19 }, () => 2503));
    expect(await balanceOf(t, p)).toBe('31.11');
    const [journals] = await t.database.db.select({ n: count() }).from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, `welfare:${item!.id}`));
    expect(journals!.n).toBe(1);
    expect(await t.database.db.select().from(walletRecords).where(eq(walletRecords.userId, p.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.userId, p.userId))).toHaveLength(1);
    await expectLedgerOk(t);
  });
});
