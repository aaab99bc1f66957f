// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerDailyBets, users, vipLevelChanges, welfareItems } from '../../db/schema/index.js';
import { runJob } from '../../platform/index.js';
import { vipReviewJob } from './review-job.js';
import { atHour } from '../../lib/platform-time.js';
import { placeBet, settleBet } from '../bets/service.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { createPlayer, expectLedgerOk, type Player } from '../../../test/wallet-helpers.js';

/**
 * The VIP review and the settleBet consumer racing themselves (design.md §2: PGlite has one connection and cannot show
 * lock contention), so these run on PostgreSQL only.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[vip-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('VIP on PostgreSQL: concurrency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function bet(p: Player, at: Date, minor: bigint) {
    const sourceRef = `vipc-${randomBytes(6).toString('hex')}`;
    await t.database.db.transaction(async (tx) => {
      await placeBet(tx, { platType: 'house_live', gameType: 'live', gameCode: 'roulette', userId: p.userId, sourceRef, stake: minor, placedAt: at });
      await settleBet(tx, { platType: 'house_live', sourceRef, payout: 0n, validBet: minor, settledAt: at });
    });
  }

  it('twenty bets of one player, day and game type settled at once: one row with every bet counted', async () => {
    const p = await createPlayer(t);
    const at = new Date('2026-04-01T04:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => bet(p, at, 12_345n)));
    const rows = await t.database.db.select().from(playerDailyBets).where(eq(playerDailyBets.userId, p.userId));
    expect(rows).toEqual([{ day: '2026-04-01', userId: p.userId, gameType: 'live', validBet: 246_900n, betCount: 20 }]);
  });

  it('vip-review triggered four times at once for the same day: one run, one level, one history row, one gift', async () => {
    const p = await createPlayer(t);
    // Two levels' worth (VIP3 needs 50,000.00): still one level for the day, however many runs race.
    await bet(p, new Date('2026-04-02T08:00:00Z'), 5_000_000n);
    const at = atHour('2026-04-03', 0, 10);
    const outcomes = (await Promise.all(Array.from({ length: 4 }, () => runJob(t.database.db, vipReviewJob, at)))).flat();
    const mine = outcomes.filter((o) => o.period === '2026-04-02');
    expect(mine.filter((o) => o.ran)).toHaveLength(1);
    expect(mine.filter((o) => !o.ran)).toHaveLength(3);
    expect((await t.database.db.select({ l: users.vipLevel }).from(users).where(eq(users.id, p.userId)))[0]!.l).toBe(2);
    expect(await t.database.db.select().from(vipLevelChanges).where(eq(vipLevelChanges.userId, p.userId))).toHaveLength(1);
    const gifts = await t.database.db.select().from(welfareItems).where(and(eq(welfareItems.userId, p.userId), eq(welfareItems.kind, 'upgradeGift')));
    expect(gifts.map((g) => [g.periodKey, g.amount])).toEqual([['level:2', 1_800n]]);
    await expectLedgerOk(t);
  });
});
