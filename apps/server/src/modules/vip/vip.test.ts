// @postgres: set-wise SQL (day boundaries, aggregates, numeric and timestamp types as the pg driver returns them)
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, playerDailyBets, users, vipLevelChanges, vipStanding, welfareItems } from '../../db/schema/index.js';
import { runJob } from '../../platform/index.js';
import { vipReviewJob } from './review-job.js';
import { addDays, atHour, dayStart } from '../../lib/platform-time.js';
import { placeBet, settleBet } from '../bets/service.js';
import { createOperator } from '../operators/service.js';
import { testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * The VIP programme (issue 15) with a set clock: the settleBet consumer, the daily review's time rules (REWARDS plan
 * "Rules", docs/decisions.md "VIP table and level changes"), the player routes and the operator routes. The tests
 * follow one calendar in order (2026, Asia/Shanghai days): each review runs at 00:10 of the day after the one it closes.
 */
const clock = testClock('2026-02-01T00:00:00Z');
const t = useTestApp({}, { now: clock.now });
const db = () => t.database.db;
const setClock = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());
/** A Shanghai wall-clock time. */
const sh = (local: string) => new Date(`${local}+08:00`);
const YUAN = 100n;

/** A player registered on 2026-01-01 (the first maintenance window starts on the registration day). */
async function player(): Promise<Player> {
  const p = await createPlayer(t);
  await db().update(users).set({ createdAt: sh('2026-01-01T09:00:00') }).where(eq(users.id, p.userId));
  return p;
}

/** A bet of `yuan` valid stake settled at `at` in the house live venue (no money moves: the VIP counters only). */
async function bet(p: Player, at: Date, yuan: bigint, gameType = 'live') {
  const sourceRef = `vip-${randomBytes(6).toString('hex')}`;
  await db().transaction(async (tx) => {
    await placeBet(tx, { platType: 'house_live', gameType, gameCode: 'roulette', userId: p.userId, sourceRef, stake: yuan * YUAN, placedAt: at });
    await settleBet(tx, { platType: 'house_live', sourceRef, payout: 0n, validBet: yuan * YUAN, settledAt: at });
  });
}

/** The review of platform day `day`, run at 00:10 of the next day. */
async function review(day: string) {
  const at = atHour(addDays(day, 1), 0, 10);
  setClock(at);
  return { at, outcomes: await runJob(db(), vipReviewJob, at) };
}

const levelOf = async (p: Player) => (await db().select({ l: users.vipLevel }).from(users).where(eq(users.id, p.userId)))[0]!.l;
const giftsOf = (p: Player) =>
  db().select().from(welfareItems).where(and(eq(welfareItems.userId, p.userId), eq(welfareItems.kind, 'upgradeGift'))).orderBy(asc(welfareItems.id));
const historyOf = (p: Player) =>
  db()
    .select({ from: vipLevelChanges.fromLevel, to: vipLevelChanges.toLevel, reason: vipLevelChanges.reason, day: vipLevelChanges.day, createdAt: vipLevelChanges.createdAt })
    .from(vipLevelChanges)
    .where(eq(vipLevelChanges.userId, p.userId))
    .orderBy(asc(vipLevelChanges.id));

describe('VIP: valid bets per day (the settleBet consumer `vip`)', () => {
  it('one row per player, platform day and game type; 23:59:59 and 00:00:00 Shanghai are two days', async () => {
    const p = await player();
    await bet(p, sh('2026-02-01T10:00:00'), 100n);
    await bet(p, sh('2026-02-01T23:59:59'), 50n);
    await bet(p, sh('2026-02-01T23:59:59'), 7n, 'slots');
    await bet(p, sh('2026-02-02T00:00:00'), 20n);
    const rows = await db()
      .select({ day: playerDailyBets.day, gameType: playerDailyBets.gameType, validBet: playerDailyBets.validBet, betCount: playerDailyBets.betCount })
      .from(playerDailyBets)
      .where(eq(playerDailyBets.userId, p.userId))
      .orderBy(asc(playerDailyBets.day), asc(playerDailyBets.gameType));
    expect(rows).toEqual([
      { day: '2026-02-01', gameType: 'live', validBet: 15_000n, betCount: 2 },
      { day: '2026-02-01', gameType: 'slots', validBet: 700n, betCount: 1 },
      { day: '2026-02-02', gameType: 'live', validBet: 2_000n, betCount: 1 },
    ]);
  });
});

describe('VIP review (job vip-review): promotion', () => {
  it('a bet settled 23:59:59 promotes at that day’s review; one settled 00:00:00 only at the review of the day after next', async () => {
    const [early, late] = [await player(), await player()];
    // VIP2 needs a cumulative valid bet of 10,000.00 (seed 0011-vip.json).
    await bet(early, sh('2026-03-01T23:59:59'), 10_000n);
    await bet(late, sh('2026-03-02T00:00:00'), 10_000n);

    const first = await review('2026-03-01');
    expect(first.outcomes).toEqual([{ job: 'vip-review', period: '2026-03-01', ran: true, result: expect.objectContaining({ promoted: 1 }) }]);
    expect([await levelOf(early), await levelOf(late)]).toEqual([2, 1]);
    expect(await historyOf(early)).toEqual([{ from: 1, to: 2, reason: 'promotion', day: '2026-03-01', createdAt: first.at }]);
    // The upgrade gift of VIP2 (18.00), offered through the welfare centre, valid three days from the review.
    expect(await giftsOf(early)).toEqual([
      expect.objectContaining({ periodKey: 'level:2', amount: 1_800n, status: 'success', turnoverHundredths: 100, opensAt: first.at, expiresAt: new Date(first.at.getTime() + 3 * 86_400_000), params: { level: 2 } }),
    ]);
    expect((await as(t, early)<{ userInfo: { vipLevel: number } }>('/web/user/getUserInfo')).body.data.userInfo.vipLevel).toBe(2);

    const second = await review('2026-03-02');
    expect([await levelOf(early), await levelOf(late)]).toEqual([2, 2]);
    expect(await historyOf(late)).toEqual([{ from: 1, to: 2, reason: 'promotion', day: '2026-03-02', createdAt: second.at }]);
    expect(await giftsOf(early)).toHaveLength(1);
    // The same day again does nothing (job_runs).
    expect((await runJob(db(), vipReviewJob, second.at))[0]).toMatchObject({ period: '2026-03-02', ran: false });
    await expectLedgerOk(t);
  });

  it('two levels’ worth of bets promote one level a day, each level’s gift once', async () => {
    const p = await player();
    // VIP3 needs 50,000.00.
    await bet(p, sh('2026-03-03T12:00:00'), 50_000n);
    await review('2026-03-03');
    expect(await levelOf(p)).toBe(2);
    await review('2026-03-04');
    expect(await levelOf(p)).toBe(3);
    await review('2026-03-05');
    expect(await levelOf(p)).toBe(3);
    expect((await historyOf(p)).map((h) => [h.from, h.to, h.day])).toEqual([
      [1, 2, '2026-03-03'],
      [2, 3, '2026-03-04'],
    ]);
    expect((await giftsOf(p)).map((g) => [g.periodKey, g.amount])).toEqual([
      ['level:2', 1_800n],
      ['level:3', 5_800n],
    ]);
  });
});

describe('VIP review: the 90-day maintenance window', () => {
  it('demotion on day 90, not day 89; a met window keeps the level; missed days are reviewed oldest first; the gift of a level is offered once', async () => {
    const [short, kept, again] = [await player(), await player(), await player()];
    for (const p of [short, kept, again]) await bet(p, sh('2026-03-06T15:00:00'), 10_000n);
    await review('2026-03-06');
    for (const p of [short, kept, again]) expect(await levelOf(p)).toBe(2);
    // The window starts the day after the promotion: day 1 = 2026-03-07, day 90 = 2026-06-04. VIP2 keeps with 3,000.00.
    const day1 = '2026-03-07';
    const [day89, day90] = [addDays(day1, 88), addDays(day1, 89)];
    expect([day89, day90]).toEqual(['2026-06-03', '2026-06-04']);
    await bet(short, sh('2026-04-15T12:00:00'), 2_999n);
    await bet(kept, sh('2026-04-15T12:00:00'), 3_000n);

    // No review ran since 2026-03-06: the last 31 missed days are reviewed first, oldest first, then day 89.
    const { outcomes } = await review(day89);
    expect(outcomes.map((o) => o.period)).toEqual(Array.from({ length: 32 }, (_, i) => addDays(day89, i - 31)));
    expect(outcomes.every((o) => o.ran)).toBe(true);
    for (const p of [short, kept, again]) expect(await levelOf(p)).toBe(2);

    const day90Review = await review(day90);
    expect([await levelOf(short), await levelOf(kept), await levelOf(again)]).toEqual([1, 2, 1]);
    expect((await historyOf(short)).at(-1)).toEqual({ from: 2, to: 1, reason: 'demotion', day: day90, createdAt: day90Review.at });
    const [keptStanding] = await db().select().from(vipStanding).where(eq(vipStanding.userId, kept.userId));
    expect(keptStanding).toMatchObject({ keepWindowStart: addDays(day90, 1), keepValidBet: 0n, validBetTotal: 1_300_000n });

    // Demoted, the player earns VIP2 again with a level’s worth of new bets: promoted, but the VIP2 gift is not offered twice.
    await bet(again, sh('2026-06-05T12:00:00'), 9_999n);
    await review('2026-06-05');
    expect(await levelOf(again)).toBe(1);
    await bet(again, sh('2026-06-06T12:00:00'), 1n);
    await review('2026-06-06');
    expect(await levelOf(again)).toBe(2);
    expect((await historyOf(again)).map((h) => h.reason)).toEqual(['promotion', 'demotion', 'promotion']);
    expect((await giftsOf(again)).map((g) => g.periodKey)).toEqual(['level:2']);
    await expectLedgerOk(t);
  });
});

describe('VIP player routes', () => {
  it('getVipInfo: the table for a guest (and for a stale token); with a token also the standing, counting the days not reviewed yet', async () => {
    const guest = await t.call<{ levels: { level: number; requiredBet: string; keepBet: string; dailyWithdrawLimit: string; rebate: Record<string, string> }[]; current?: unknown }>(
      '/web/guest/user/getVipInfo',
    );
    expect(guest.body.code).toBe(0);
    expect(guest.body.data.current).toBeUndefined();
    expect(guest.body.data.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(guest.body.data.levels[1]).toMatchObject({ level: 2, requiredBet: '10000.00', keepBet: '3000.00', dailyWithdrawLimit: '100000.00', rebate: { sports: '0.45' } });
    const stale = await t.call<{ current?: unknown }>('/web/guest/user/getVipInfo', {}, { token: 'not-a-session' });
    expect([stale.body.code, stale.body.data.current]).toEqual([0, undefined]);

    const p = await player();
    await bet(p, sh('2026-06-07T20:00:00'), 4_000n); // reviewed at 2026-06-08 00:10
    await review('2026-06-07');
    await bet(p, sh('2026-06-08T09:00:00'), 1_234n); // today: not reviewed yet
    const [s] = await db().select().from(vipStanding).where(eq(vipStanding.userId, p.userId));
    const member = await as(t, p)('/web/guest/user/getVipInfo');
    expect(member.body.data).toMatchObject({
      current: {
        level: 1,
        validBet: '5234.00',
        nextLevel: 2,
        nextRequiredBet: '10000.00',
        keepBet: '0.00',
        keepWindowEnd: dayStart(addDays(s!.keepWindowStart, 90)).toISOString(),
      },
    });
    const top = await player();
    await db().update(users).set({ vipLevel: 10 }).where(eq(users.id, top.userId));
    expect((await as(t, top)<{ current: { nextLevel: number | null; nextRequiredBet: string | null } }>('/web/guest/user/getVipInfo')).body.data.current).toMatchObject({
      nextLevel: null,
      nextRequiredBet: null,
    });
  });

  it('rebate ratios: every level and game type for guests; one game type for members', async () => {
    const list = await t.call<{ level: number; gameType: string; ratio: string }[]>('/web/guest/user/getVipReturnWaterList');
    expect(list.body.data).toHaveLength(70);
    expect(list.body.data[0]).toEqual({ level: 1, gameType: 'sports', ratio: '0.40' });
    expect((await t.call('/web/strategy/queryWaterStrategyByGameType', { gameType: 'live' })).body.code).toBe(401);
    const p = await player();
    const live = await as(t, p)<{ level: number; ratio: string }[]>('/web/strategy/queryWaterStrategyByGameType', { gameType: 'live' });
    expect(live.body.data.map((r) => r.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(live.body.data[0]).toEqual({ level: 1, ratio: '0.30' });
    expect((await as(t, p)('/web/strategy/queryWaterStrategyByGameType', { gameType: 'poker' })).body.code).toBe(1000);
  });
});

describe('VIP operator routes', () => {
  const tokens = { owner: '', support: '', finance: '', marketing: '' };
  beforeAll(async () => {
    tokens.owner = await operatorToken(t);
    for (const role of ['support', 'finance', 'marketing'] as const) {
      await createOperator(db(), { username: `vip-${role}`, password: 'operator-secret-2', role });
      const res = await t.call<{ token: string }>('/admin/api/login', { username: `vip-${role}`, password: 'operator-secret-2' });
      tokens[role] = res.body.data.token;
    }
  });
  const op = (role: keyof typeof tokens) => <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/vip/${path}`, body, { token: tokens[role], lang: 'en' });
  const auditOf = (action: string, target: string) =>
    db().select().from(operatorAudit).where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)));

  it('setLevel: audited with a history row and no upgrade gift; refused for a role without the permission; same level and unknown player refused', async () => {
    const p = await player();
    const refused = await op('finance')('setLevel', { userId: p.userId, level: 5, reason: 'migration' });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    expect(await levelOf(p)).toBe(1);
    expect(await auditOf('vip.setLevel', p.username)).toEqual([]);

    const set = await op('support')('setLevel', { userId: p.userId, level: 5, reason: 'migration from the old site' });
    expect(set.body).toMatchObject({ code: 0, data: { userId: p.userId, fromLevel: 1, level: 5 } });
    expect(await levelOf(p)).toBe(5);
    expect(await auditOf('vip.setLevel', p.username)).toEqual([
      expect.objectContaining({ operatorName: 'vip-support', before: { level: 1 }, after: { level: 5 }, detail: { userId: p.userId, reason: 'migration from the old site' } }),
    ]);
    expect(await giftsOf(p)).toEqual([]);
    expect((await op('support')('setLevel', { userId: p.userId, level: 5, reason: 'again' })).body.code).toBe(2601);
    expect((await op('support')('setLevel', { userId: 999_999_999, level: 2, reason: 'x' })).body.code).toBe(1005);
    expect((await op('support')('setLevel', { userId: p.userId, level: 11, reason: 'x' })).body.code).toBe(1000);

    const history = await op('support')<{ list: { fromLevel: number; toLevel: number; reason: string; operator: string; note: string; createdAt: string }[]; total: number }>('history', {
      userId: p.userId,
      page: 1,
      size: 10,
    });
    expect(history.body.data).toMatchObject({ total: 1, list: [{ fromLevel: 1, toLevel: 5, reason: 'operator', operator: 'vip-support', note: 'migration from the old site', createdAt: clock.now().toISOString() }] });
    expect((await op('marketing')('history', { userId: p.userId })).body.code).toBe(403);
  });

  it('levels for every role; level/update (marketing) audited, keeps the table rising, and the withdrawal limits follow it', async () => {
    const levels = await op('finance')<{ list: Record<string, unknown>[] }>('levels', {});
    expect(levels.body.data.list).toHaveLength(10);
    const vip1 = levels.body.data.list[0]!;
    expect(vip1).toMatchObject({ level: 1, requiredBet: '0.00', dailyWithdrawCount: 5, promoBonusPercent: '5.00', promoTurnoverMultiple: '10', promoVenue: null });
    const { updatedAt: _u, ...edit } = vip1;

    expect((await op('support')('level/update', { ...edit, dailyWithdrawCount: 7 })).body.code).toBe(403);
    const updated = await op('marketing')<Record<string, unknown>>('level/update', { ...edit, dailyWithdrawCount: 7, rebate: { ...(edit.rebate as object), live: '0.55' } });
    expect(updated.body).toMatchObject({ code: 0, data: { level: 1, dailyWithdrawCount: 7, rebate: { live: '0.55' } } });
    const [row] = await auditOf('vip.level.update', 'VIP1');
    expect(row).toMatchObject({ operatorName: 'vip-marketing', before: expect.objectContaining({ dailyWithdrawCount: 5 }), after: expect.objectContaining({ dailyWithdrawCount: 7 }) });

    const p = await player();
    const rule = await as(t, p)<{ todayCountLimit: number; todayAmountLimit: string }>('/web/withdraw/withdrawExtraRule/getWithdrawExtraRule');
    expect(rule.body.data).toMatchObject({ todayCountLimit: 7, todayAmountLimit: '50000.00' });

    const vip3 = levels.body.data.list[2]!;
    const { updatedAt: _v, ...edit3 } = vip3;
    expect((await op('marketing')('level/update', { ...edit3, requiredBet: '10000.00' })).body.code).toBe(2600);
    expect((await op('marketing')('level/update', { ...edit, requiredBet: '1.00' })).body.code).toBe(2600);
    expect((await op('marketing')('level/update', { ...edit, promoBonusPercent: '101' })).body.code).toBe(1000);
  });
});
