import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatMinor } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { messages, users, vipLevels } from '../../db/schema/index.js';
import { runJob } from '../../platform/index.js';
import { vipReviewJob } from '../vip/review-job.js';
import { addDays, atHour } from '../../lib/platform-time.js';
import { placeBet, settleBet } from '../bets/service.js';
import { testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, type Player } from '../../../test/wallet-helpers.js';

/**
 * Event messages of jobs (issue 17): the daily VIP review tells every promoted player of their new level (private)
 * and of the upgrade gift waiting in the welfare centre (activity), set-wise, in the review's transaction.
 */
const clock = testClock('2026-03-01T00:00:00Z');
const t = useTestApp({}, { now: clock.now });
const db = () => t.database.db;
const sh = (local: string) => new Date(`${local}+08:00`);

async function bet(p: Player, at: Date, stake: bigint) {
  const sourceRef = `msg-${randomBytes(6).toString('hex')}`;
  await db().transaction(async (tx) => {
    await placeBet(tx, { platType: 'house_live', gameType: 'live', gameCode: 'roulette', userId: p.userId, sourceRef, stake, placedAt: at });
    await settleBet(tx, { platType: 'house_live', sourceRef, payout: 0n, validBet: stake, settledAt: at });
  });
}

type Item = { id: number; category: string; title: string; summary: string };

describe('event messages of the VIP review', () => {
  it('a promotion writes a private message and an upgrade-gift message, in the reader’s language; a player not promoted gets none', async () => {
    const [level2] = await db().select().from(vipLevels).where(eq(vipLevels.level, 2));
    const promoted = await createPlayer(t, 'up');
    const idle = await createPlayer(t, 'idle');
    for (const p of [promoted, idle]) await db().update(users).set({ createdAt: sh('2026-02-01T09:00:00') }).where(eq(users.id, p.userId));
    await bet(promoted, sh('2026-03-02T12:00:00'), level2!.requiredBet);
    const at = atHour(addDays('2026-03-02', 1), 0, 10);
    clock.advance(at.getTime() - clock.now().getTime());
    await runJob(db(), vipReviewJob, at);

    const en = await as(t, promoted)<{ list: Item[] }>('/web/message/list', { page: 1, size: 20 }, { lang: 'en' });
    const byCategory = Object.fromEntries(en.body.data.list.map((m) => [m.category, m]));
    expect(byCategory.private).toMatchObject({ title: 'VIP promotion', summary: 'Congratulations! You are now VIP2.' });
    expect(byCategory.activity).toMatchObject({ title: 'A reward is waiting' });
    expect(byCategory.activity!.summary).toContain(formatMinor(level2!.upgradeGift));
    const vn = await as(t, promoted)<{ list: Item[] }>('/web/message/list', { category: 'private', page: 1, size: 20 }, { lang: 'vn' });
    expect(vn.body.data.list[0]!.summary).toBe('Chúc mừng! Bạn đã lên VIP2.');
    const counts = await as(t, promoted)<{ private: number; activity: number }>('/web/message/getUnReadMessageCount');
    expect(counts.body.data).toMatchObject({ private: 1, activity: 1 });
    expect((await as(t, idle)<{ total: number }>('/web/message/list', { page: 1, size: 20 })).body.data.total).toBe(0);
    // written at the review's time, one row per message
    const rows = await db().select().from(messages).where(eq(messages.userId, promoted.userId));
    expect(rows.map((r) => r.createdAt.toISOString())).toEqual([at.toISOString(), at.toISOString()]);
    // a second run of the same period writes nothing more
    await runJob(db(), vipReviewJob, at);
    expect(await db().select().from(messages).where(eq(messages.userId, promoted.userId))).toHaveLength(2);
  });
});
