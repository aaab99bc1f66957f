import { platformToday } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityApplications, operatorAudit, venueLocks, welfareItems } from '../../db/schema/index.js';
import { activityScene } from '../../../test/activity-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';
import { recordTurnover } from '../wallet/service.js';
import type { ActivityRow, Facts } from './repo.js';
import { judge } from './service.js';

/**
 * Offers (issue 16): eligibility boundaries of every condition (the pure rule, judge), the seeded deposit-rebate
 * offer end to end (499 vs 500 transferred, 168 into the slots venue with a 12× lock on bonus plus transfer, the
 * lock released at turnover − 0.01 vs turnover and at balance 5.00 vs 4.99 by a transfer), review, messages, audit
 * and the cost report. Ledger invariants after every money test.
 */
const DAY = 86_400_000;
const NOW = new Date('2026-06-15T04:00:00Z');

function offer(over: Partial<ActivityRow> & { e?: Partial<ActivityRow['eligibility']>; f?: Partial<ActivityRow['formula']> } = {}): ActivityRow {
  const { e, f, ...rest } = over;
  return {
    id: 1,
    classification: 'daily',
    title: { en: 'x' },
    content: { en: 'x' },
    cover: '/x.svg',
    startAt: new Date('2026-06-01T00:00:00Z'),
    endAt: new Date('2026-07-01T00:00:00Z'),
    limitedTime: false,
    applyMode: 'auto',
    published: true,
    sort: 0,
    createdAt: NOW,
    updatedAt: NOW,
    ...rest,
    eligibility: { window: 'offer', limit: 'once', ...e },
    formula: { kind: 'fixed', amount: '1000', base: 'deposit', turnoverHundredths: 100, turnoverIncludesBase: false, destination: 'welfare', validDays: 7, ...f },
  };
}
function facts(over: Partial<Facts> = {}): Facts {
  const promo = { minTransfer: 10000n, ppm: 50000, max: 18800n, turnoverHundredths: 1000, days: 7, platType: 'house_slots' };
  const base = { registeredAt: new Date('2025-01-01T00:00:00Z'), vipLevel: 1, firstDepositAt: null, firstDepositAmount: 0n, deposits: 0n, validBet: 0n, transferred: 0n, promo, ...over };
  // Unless a test says otherwise, no earlier grant has used any of the bases.
  return { ...base, free: over.free ?? { deposits: base.deposits, firstDeposit: base.firstDepositAmount, validBet: base.validBet } };
}
const reasonOf = (a: ActivityRow, fa: Facts, now = NOW, applied = false) => judge(a, fa, applied, now).reason;

describe('eligibility boundaries (judge)', () => {
  it('schedule: [startAt, endAt)', () => {
    const a = offer();
    expect(reasonOf(a, facts(), new Date(a.startAt.getTime() - 1))).toBe('activityNotStarted');
    expect(reasonOf(a, facts(), a.startAt)).toBeNull();
    expect(reasonOf(a, facts(), new Date(a.endAt!.getTime() - 1))).toBeNull();
    expect(reasonOf(a, facts(), a.endAt!)).toBe('activityEnded');
    expect(reasonOf(offer({ endAt: null }), facts(), new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });
  it('an information-only offer cannot be applied for', () => {
    expect(reasonOf(offer({ applyMode: 'none' }), facts())).toBe('activityNotApplicable');
  });
  it('once per player / once per day', () => {
    expect(reasonOf(offer(), facts(), NOW, true)).toBe('activityAlreadyApplied');
    expect(reasonOf(offer({ e: { limit: 'daily' } }), facts(), NOW, true)).toBe('activityAppliedToday');
  });
  it('new users: registered less than N days ago', () => {
    const a = offer({ e: { newUserDays: 7 } });
    expect(reasonOf(a, facts({ registeredAt: new Date(NOW.getTime() - 7 * DAY + 1) }))).toBeNull();
    expect(reasonOf(a, facts({ registeredAt: new Date(NOW.getTime() - 7 * DAY) }))).toBe('activityNewUsersOnly');
  });
  it('VIP levels: vipMin and vipMax inclusive', () => {
    const a = offer({ e: { vipMin: 5, vipMax: 6 } });
    expect(reasonOf(a, facts({ vipLevel: 4 }))).toBe('activityVipLevel');
    expect(reasonOf(a, facts({ vipLevel: 5 }))).toBeNull();
    expect(reasonOf(a, facts({ vipLevel: 6 }))).toBeNull();
    expect(reasonOf(a, facts({ vipLevel: 7 }))).toBe('activityVipLevel');
  });
  it('first deposit inside the window (from its start, before its end)', () => {
    const a = offer({ e: { firstDeposit: true } });
    expect(reasonOf(a, facts())).toBe('activityFirstDepositOnly');
    expect(reasonOf(a, facts({ firstDepositAt: new Date(a.startAt.getTime() - 1), firstDepositAmount: 100n }))).toBe('activityFirstDepositOnly');
    expect(reasonOf(a, facts({ firstDepositAt: a.startAt, firstDepositAmount: 100n }))).toBeNull();
  });
  it('minimum deposit in the window (the first deposit itself for a first-deposit offer)', () => {
    const a = offer({ e: { minDeposit: '10000' } });
    expect(reasonOf(a, facts({ deposits: 9999n }))).toBe('activityDepositTooLow');
    expect(reasonOf(a, facts({ deposits: 10000n }))).toBeNull();
    const first = offer({ e: { firstDeposit: true, minDeposit: '10000' } });
    expect(reasonOf(first, facts({ firstDepositAt: NOW, firstDepositAmount: 9999n, deposits: 50000n }))).toBe('activityDepositTooLow');
    expect(reasonOf(first, facts({ firstDepositAt: NOW, firstDepositAmount: 10000n, deposits: 10000n }))).toBeNull();
  });
  it('minimum valid bet in the window', () => {
    const a = offer({ e: { minValidBet: '100000' } });
    expect(reasonOf(a, facts({ validBet: 99999n }))).toBe('activityValidBetTooLow');
    expect(reasonOf(a, facts({ validBet: 100000n }))).toBeNull();
  });
  it('the deposit-rebate offer: 499.99 vs 500.00 transferred; 168 with 12× turnover on bonus plus transfer', () => {
    const a = offer({ e: { minTransfer: '50000' }, f: { amount: '16800', base: 'transfer', turnoverHundredths: 1200, turnoverIncludesBase: true, platType: 'house_slots' } });
    expect(reasonOf(a, facts({ transferred: 49999n }))).toBe('activityTransferTooLow');
    expect(judge(a, facts({ transferred: 50000n }), false, NOW)).toEqual({ reason: null, amount: 16800n, base: 50000n, requiredTurnover: 801600n, platType: 'house_slots', validDays: 7, uses: null });
  });
  it('ratio bonus: floor, capped at its maximum; nothing to grant reads as the base too low', () => {
    const a = offer({ f: { kind: 'ratio', amount: undefined, ratioBp: 150, max: '58800', base: 'validBet' } });
    expect(judge(a, facts({ validBet: 100_001n }), false, NOW).amount).toBe(1500n); // 1.5% of 1000.01 = 15.00015
    expect(judge(a, facts({ validBet: 10_000_000n }), false, NOW).amount).toBe(58800n);
    expect(reasonOf(a, facts({ validBet: 66n }))).toBe('activityValidBetTooLow');
  });
  it('a ratio bonus counts only what earlier grants left of its base, and records the part it was computed on (issue 23 finding 4)', () => {
    const a = offer({ e: { firstDeposit: true, minDeposit: '10000' }, f: { kind: 'ratio', amount: undefined, ratioBp: 10000, max: '88800', base: 'deposit' } });
    const first = { firstDepositAt: NOW, firstDepositAmount: 20000n, deposits: 20000n };
    expect(reasonOf(a, facts({ ...first, free: { deposits: 0n, firstDeposit: 0n, validBet: 0n } }))).toBe('activityBaseUsed');
    expect(judge(a, facts({ ...first, free: { deposits: 5000n, firstDeposit: 15000n, validBet: 0n } }), false, NOW)).toMatchObject({
      reason: null,
      amount: 15000n,
      base: 15000n,
      uses: { kind: 'deposit', firstDepositOnly: true, amount: 15000n },
    });
    // Capped: 10 % of 1,000.00 at most 5.00 is computed on 50.00 of it (the rest stays free); floored: 10 % of 1.05 on 1.00.
    const capped = offer({ f: { kind: 'ratio', amount: undefined, ratioBp: 1000, max: '500', base: 'validBet' } });
    expect(judge(capped, facts({ validBet: 100000n }), false, NOW)).toMatchObject({ amount: 500n, uses: { kind: 'validBet', firstDepositOnly: false, amount: 5000n } });
    expect(judge(capped, facts({ validBet: 105n }), false, NOW)).toMatchObject({ amount: 10n, uses: { amount: 100n } });
    // Too little of the whole base is still "too low", and a fixed bonus uses nothing.
    expect(reasonOf(capped, facts({ validBet: 9n }))).toBe('activityValidBetTooLow');
    expect(judge(offer({ e: { minDeposit: '100' } }), facts({ deposits: 100n, free: { deposits: 0n, firstDeposit: 0n, validBet: 0n } }), false, NOW)).toMatchObject({ reason: null, uses: null });
  });
  it("VIP promotion discount: the level's terms (VIP1: 5% of a transfer of at least 100.00, up to 188, 10× on bonus + transfer, 7 days)", () => {
    const a = offer({ f: { kind: 'vipPromo', amount: undefined, base: 'transfer', platType: 'house_live', validDays: 30 } });
    expect(reasonOf(a, facts({ transferred: 9999n }))).toBe('activityTransferTooLow');
    expect(judge(a, facts({ transferred: 10000n }), false, NOW)).toEqual({ reason: null, amount: 500n, base: 10000n, requiredTurnover: 105000n, platType: 'house_slots', validDays: 7, uses: null });
    expect(judge(a, facts({ transferred: 1_000_000n }), false, NOW).amount).toBe(18800n);
  });
  it('a daily window counts the platform day of now', () => {
    const a = offer({ e: { window: 'day', limit: 'daily', firstDeposit: true } });
    // 2026-06-15 12:00 Shanghai; the day started at 2026-06-14T16:00Z
    expect(reasonOf(a, facts({ firstDepositAt: new Date('2026-06-14T16:00:00Z'), firstDepositAmount: 1n }))).toBeNull();
    expect(reasonOf(a, facts({ firstDepositAt: new Date('2026-06-14T15:59:59.999Z'), firstDepositAmount: 1n }))).toBe('activityFirstDepositOnly');
  });
});

const t = useTestApp();
let token = '';
const scene = activityScene(t, () => token);
beforeAll(async () => {
  token = await operatorToken(t);
});
const db = () => t.database.db;

async function venueBalance(p: Player, platType: string) {
  const info = await as(t, p)<{ list: { platType: string; balance: string; locked: boolean }[] }>('/web/user/getTransWalletBalanceInfo');
  return info.body.data.list.find((v) => v.platType === platType)!;
}
async function openLocks(p: Player) {
  return db().select().from(venueLocks).where(eq(venueLocks.userId, p.userId));
}
/** The seeded deposit-rebate offer, applied and received: 668 in house_slots, locked for 8016. */
async function rebateReceived(): Promise<Player> {
  const id = await scene.seededOffer('Transfer 500, get 168');
  const p = await createPlayer(t, 'rb');
  await fund(t, p, '1000');
  expect((await scene.convert(p, 'central', 'house_slots', 500)).body.code).toBe(0);
  const applied = await scene.apply(p, id);
  expect(applied.body).toMatchObject({ code: 0, data: { status: 'approved', amount: '168.00' } });
  const [item] = await db().select().from(welfareItems).where(eq(welfareItems.userId, p.userId));
  expect((await as(t, p)('/web/welfareCenter/receiveWelfare', { id: item!.id })).body.code).toBe(0);
  return p;
}

describe('offers for players', () => {
  it('tabs with their badge counts, the list by tab, detail for guests and players (reason as key and text)', async () => {
    const tabs = await t.call<{ key: string; name: string; count: number }[]>('/web/guest/activity/getActivityClassification', undefined, { lang: 'en' });
    expect(tabs.body.data.map((c) => c.key)).toEqual(['all', 'limited', 'firstDeposit', 'daily', 'sports', 'highRebate', 'vip']);
    const all = tabs.body.data[0]!.count;
    expect(all).toBeGreaterThanOrEqual(5);
    expect(tabs.body.data.find((c) => c.key === 'highRebate')!.count).toBeGreaterThanOrEqual(1);
    const list = await t.call<{ list: { id: number; title: string; classification: string; cover: string }[]; total: number }>('/web/guest/activity/list', { classification: 'highRebate' }, { lang: 'en' });
    expect(list.body.data.list.map((o) => o.title)).toContain('Transfer 500, get 168');
    expect(list.body.data.list.every((o) => o.classification === 'highRebate')).toBe(true);
    const id = await scene.seededOffer('Transfer 500, get 168');
    const guest = await t.call<Record<string, unknown>>('/web/guest/activity/getActivityDetail', { id }, { lang: 'th' });
    expect(guest.body.data).toMatchObject({ id, title: 'โอน 500 รับ 168', applyMode: 'auto', cover: '/static/seed/activities/deposit-rebate.svg' });
    expect(guest.body.data).not.toHaveProperty('eligible');
    const p = await createPlayer(t, 'dt');
    const mine = await t.call<Record<string, unknown>>('/web/guest/activity/getActivityDetail', { id }, { lang: 'en', token: p.token });
    expect(mine.body.data).toMatchObject({ eligible: false, applied: false, reason: 'activityTransferTooLow', reasonText: "The money you moved into the offer's venue during the offer (in less out, and still there) has not reached the required amount" });
    const cover = await t.app.inject({ method: 'GET', url: '/static/seed/activities/deposit-rebate.svg' });
    expect(cover.statusCode).toBe(200);
    expect((await t.call('/web/guest/activity/getActivityDetail', { id: 999_999 })).body.code).toBe(2800);
  });

  it('the limited-time tab lists every offer that ends or is flagged limited-time, whatever tab it is filed under (issue 24)', async () => {
    type Item = { id: number; classification: string; endAt: string | null; limitedTime: boolean };
    const list = async (classification?: string) =>
      (await t.call<{ list: Item[]; total: number }>('/web/guest/activity/list', { ...(classification ? { classification } : {}), page: 1, size: 100 }, { lang: 'en' })).body.data;
    const soon = new Date(Date.now() + 3 * DAY).toISOString();
    const countingDown = await scene.offer({ classification: 'sports', endAt: soon, limitedTime: true });
    const dated = await scene.offer({ classification: 'daily', endAt: soon });
    const open = await scene.offer({ classification: 'daily' });
    const all = await list();
    const ending = all.list.filter((o) => o.endAt !== null || o.limitedTime || o.classification === 'limited');
    expect(ending.map((o) => o.id)).toEqual(expect.arrayContaining([countingDown, dated]));
    const limited = await list('limited');
    expect(limited.list.map((o) => o.id).sort()).toEqual(ending.map((o) => o.id).sort());
    expect(limited.total).toBe(ending.length);
    const tabs = await t.call<{ key: string; count: number }[]>('/web/guest/activity/getActivityClassification', undefined, { lang: 'en' });
    expect(tabs.body.data.find((c) => c.key === 'limited')!.count).toBe(ending.length);
    // Its own tab still lists it too; an offer without an end is not limited.
    expect((await list('sports')).list.map((o) => o.id)).toEqual(expect.arrayContaining(ending.filter((o) => o.classification === 'sports').map((o) => o.id)));
    expect(limited.list.map((o) => o.id)).not.toContain(open);
    for (const id of [countingDown, dated, open]) await scene.op('publish', { id, published: false });
  });

  it('the deposit-rebate offer: 499 transferred is refused, 500 grants 168 into the welfare centre for 7 days; receiving pays the slots venue and locks it for 12 × (168 + 500)', async () => {
    const id = await scene.seededOffer('Transfer 500, get 168');
    const p = await createPlayer(t, 'rb');
    await fund(t, p, '1000');
    await scene.convert(p, 'central', 'house_slots', 499);
    // Issue 24: the detail says how far the player is, and (once eligible) what applying gives and locks.
    const detail = async () => (await t.call<Record<string, unknown>>('/web/guest/activity/getActivityDetail', { id }, { lang: 'en', token: p.token })).body.data;
    const short = await detail();
    expect(short).toMatchObject({ eligible: false, progress: { measure: 'transfer', done: '499.00', required: '500.00' } });
    expect(short).not.toHaveProperty('bonus');
    expect((await scene.apply(p, id)).body.code).toBe(2809);
    await scene.convert(p, 'central', 'house_slots', 1);
    expect(await detail()).toMatchObject({
      eligible: true,
      progress: { measure: 'transfer', done: '500.00', required: '500.00' },
      bonus: { amount: '168.00', turnover: '8016.00', venue: { platType: 'house_slots', name: 'Royal Slots' }, destination: 'welfare' },
    });
    const applied = await scene.apply(p, id);
    expect(applied.body).toMatchObject({ code: 0, data: { status: 'approved', amount: '168.00' } });
    expect((await scene.apply(p, id)).body.code).toBe(2810);
    const [item] = await db().select().from(welfareItems).where(eq(welfareItems.userId, p.userId));
    expect(item).toMatchObject({ kind: 'activityBonus', amount: 16800n, platType: 'house_slots', lockTurnover: 801600n, status: 'success' });
    expect(item!.expiresAt.getTime() - item!.createdAt.getTime()).toBe(7 * DAY);
    const records = await as(t, p)<{ list: Record<string, unknown>[] }>('/web/activity/activityApply/queryApplyActivityList', {}, { lang: 'en' });
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ applyId: applied.body.data.applyId, activityId: id, title: 'Transfer 500, get 168', amount: '168.00', status: 'approved', validUntil: item!.expiresAt.toISOString() }),
    ]);
    // The welfare centre says where it goes and what it locks before it is received (issue 24).
    const centre = await as(t, p)<{ list: Record<string, unknown>[] }>('/web/welfareCenter/queryWelfareCenterList', {}, { lang: 'en' });
    expect(centre.body.data.list[0]).toMatchObject({ id: item!.id, amount: '168.00', turnover: '8016.00', venue: { platType: 'house_slots', name: 'Royal Slots' } });
    const received = await as(t, p)<{ central: string }>('/web/welfareCenter/receiveWelfare', { id: item!.id });
    expect(received.body).toMatchObject({ code: 0, data: { amount: '168.00', central: '500.00' } });
    expect(await venueBalance(p, 'house_slots')).toMatchObject({ balance: '668.00', locked: true });
    expect(await openLocks(p)).toEqual([expect.objectContaining({ platType: 'house_slots', requiredTurnover: 801600n, releasedAt: null })]);
    await expectLedgerOk(t);
  });

  it('the lock holds at turnover − 0.01 and a transfer releases it at the turnover', async () => {
    const p = await rebateReceived();
    await recordTurnover(db(), p.userId, 'house_slots', 801599n);
    expect((await scene.convert(p, 'house_slots', 'central', 1)).body.code).toBe(2006);
    await recordTurnover(db(), p.userId, 'house_slots', 1n);
    expect((await openLocks(p))[0]!.releasedAt).toBeNull(); // met, but only a transfer releases it
    expect((await scene.convert(p, 'house_slots', 'central', 1)).body.code).toBe(0);
    expect((await openLocks(p))[0]).toMatchObject({ releaseReason: 'transfer' });
    expect(await venueBalance(p, 'house_slots')).toMatchObject({ balance: '667.00', locked: false });
    await expectLedgerOk(t);
  });

  it('the lock holds at venue balance 5.00; at 4.99 a transfer (even into the venue) releases it', async () => {
    const p = await rebateReceived();
    await scene.venueLoses(p, 'house_slots', 66300n, `loss-a-${p.userId}`);
    expect(await venueBalance(p, 'house_slots')).toMatchObject({ balance: '5.00', locked: true });
    expect((await scene.convert(p, 'house_slots', 'central', 1)).body.code).toBe(2006);
    await scene.convert(p, 'central', 'house_slots', 1); // in is allowed and does not release at 5.00
    expect((await openLocks(p))[0]!.releasedAt).toBeNull();
    await scene.venueLoses(p, 'house_slots', 101n, `loss-b-${p.userId}`);
    expect(await venueBalance(p, 'house_slots')).toMatchObject({ balance: '4.99', locked: false });
    expect((await openLocks(p))[0]!.releasedAt).toBeNull();
    expect((await scene.convert(p, 'central', 'house_slots', 1)).body.code).toBe(0);
    expect((await openLocks(p))[0]).toMatchObject({ releaseReason: 'transfer' });
    expect((await scene.convert(p, 'house_slots', 'central', 5)).body.code).toBe(0);
    await expectLedgerOk(t);
  });

  it('apply-time errors through the API: not started, ended, none, new users, VIP, first deposit, deposit, valid bet, daily limit', async () => {
    const p = await createPlayer(t, 'el');
    const cases: [Record<string, unknown>, number][] = [
      [{ startAt: '2099-01-01T00:00:00Z' }, 2801],
      [{ startAt: '2026-01-01T00:00:00Z', endAt: '2026-02-01T00:00:00Z' }, 2802],
      [{ applyMode: 'none' }, 2803],
      [{ eligibility: { vipMin: 3 } }, 2805],
      [{ eligibility: { firstDeposit: true } }, 2806],
      [{ eligibility: { minDeposit: '0.01' } }, 2807],
      [{ eligibility: { minValidBet: '0.01' } }, 2808],
    ];
    for (const [over, code] of cases) expect((await scene.apply(p, await scene.offer(over))).body.code, JSON.stringify(over)).toBe(code);
    const fresh = await scene.offer({ eligibility: { newUserDays: 1 } });
    expect((await scene.apply(p, fresh)).body.code).toBe(0);
    await scene.setPlayer(p, { createdAt: new Date(Date.now() - 2 * DAY) });
    const old = await scene.offer({ eligibility: { newUserDays: 1 } });
    expect((await scene.apply(p, old)).body).toMatchObject({ code: 2804, msg: '该活动仅限新用户参与' });
    const daily = await scene.offer({ eligibility: { window: 'day', limit: 'daily' } });
    expect((await scene.apply(p, daily)).body.code).toBe(0);
    expect((await scene.apply(p, daily)).body.code).toBe(2811);
    await expectLedgerOk(t);
  });
});

describe('VIP promotion discount offer', () => {
  it("grants the level's percentage of the transfer into the venue, with its turnover and validity", async () => {
    const id = await scene.offer({ formula: { kind: 'vipPromo', amount: null, base: 'transfer', platType: 'house_chess' } });
    const p = await createPlayer(t, 'vp');
    await fund(t, p, '1000');
    await scene.convert(p, 'central', 'house_chess', 99);
    expect((await scene.apply(p, id)).body.code).toBe(2809);
    await scene.convert(p, 'central', 'house_chess', 101);
    expect((await scene.apply(p, id)).body.data).toMatchObject({ status: 'approved', amount: '10.00' }); // VIP1: 5% of 200
    const [item] = await db().select().from(welfareItems).where(eq(welfareItems.userId, p.userId));
    expect(item).toMatchObject({ amount: 1000n, platType: 'house_chess', lockTurnover: 210000n }); // 10 × (10 + 200)
    expect(item!.expiresAt.getTime() - item!.createdAt.getTime()).toBe(7 * DAY);
    await expectLedgerOk(t);
  });
});

describe('operators: editor, review queue, cost report', () => {
  it('review: reject with a reason (the slot frees), approve grants once; messages, audit, records, cost', async () => {
    const id = await scene.offer({ applyMode: 'review', formula: { amount: '25.50' } });
    // The cost report's range runs from the platform day this test starts on to the one it ends on: the same figures
    // whatever the hour, a run across midnight included (issue 22).
    const startDay = platformToday(new Date());
    const p = await createPlayer(t, 'rv');
    const first = await scene.apply(p, id);
    expect(first.body.data).toMatchObject({ status: 'pending', amount: '25.50' });
    expect((await scene.apply(p, id)).body.code).toBe(2810);
    const queue = await scene.op<{ list: { id: number; username: string; status: string }[] }>('apply/list', { status: 'pending', activityId: id });
    expect(queue.body.data.list).toEqual([expect.objectContaining({ id: first.body.data.applyId, username: p.username, status: 'pending', amount: '25.50' })]);
    expect((await scene.op('apply/reject', { id: first.body.data.applyId, reason: 'duplicate account' })).body.data).toEqual({ id: first.body.data.applyId, status: 'rejected' });
    expect((await scene.op('apply/approve', { id: first.body.data.applyId })).body.code).toBe(2821);
    const second = await scene.apply(p, id);
    expect(second.body.data.status).toBe('pending');
    expect((await scene.op('apply/approve', { id: second.body.data.applyId })).body.data).toEqual({ id: second.body.data.applyId, status: 'approved' });
    expect((await scene.op('apply/approve', { id: second.body.data.applyId })).body.code).toBe(2821);
    const [item] = await db().select().from(welfareItems).where(eq(welfareItems.userId, p.userId));
    expect(item).toMatchObject({ amount: 2550n, platType: null, periodKey: `activity:${second.body.data.applyId}` });
    const records = await as(t, p)<{ list: { status: string; rejectReason: string | null; validUntil: string | null }[] }>('/web/activity/activityApply/queryApplyActivityList', {});
    expect(records.body.data.list).toEqual([
      expect.objectContaining({ status: 'approved', rejectReason: null, validUntil: item!.expiresAt.toISOString() }),
      expect.objectContaining({ status: 'rejected', rejectReason: 'duplicate account', validUntil: null }),
    ]);
    const messages = await as(t, p)<{ list: { title: string }[] }>('/web/message/list', { category: 'activity' }, { lang: 'en' });
    expect(messages.body.data.list.map((m) => m.title)).toEqual(expect.arrayContaining(['Bonus approved', 'Bonus application rejected', 'A reward is waiting']));
    const audits = await db().select().from(operatorAudit).where(and(eq(operatorAudit.target, String(second.body.data.applyId)), eq(operatorAudit.action, 'activities.approve')));
    expect(audits).toHaveLength(1);
    expect(await db().select().from(operatorAudit).where(eq(operatorAudit.action, 'activities.reject'))).not.toHaveLength(0);
    const range = () => ({ from: startDay, to: platformToday(new Date()) });
    const cost = await scene.op<{ list: Record<string, unknown>[] }>('cost', range());
    expect(cost.body.data.list.find((r) => r.activityId === id)).toMatchObject({ grantedCount: 1, granted: '25.50', claimedCount: 0, claimed: '0.00', pendingCount: 0, rejectedCount: 1 });
    expect((await as(t, p)('/web/welfareCenter/receiveWelfare', { id: item!.id })).body.code).toBe(0);
    const after = await scene.op<{ list: Record<string, unknown>[] }>('cost', range());
    expect(after.body.data.list.find((r) => r.activityId === id)).toMatchObject({ claimedCount: 1, claimed: '25.50' });
    const csv = await t.app.inject({ method: 'POST', url: '/admin/api/activities/cost/export', payload: range(), headers: { token } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('25.50');
    const applications = await t.app.inject({ method: 'POST', url: '/admin/api/activities/apply/export', payload: { activityId: id }, headers: { token } });
    expect(applications.body.split('\n').filter((l) => l.includes(p.username))).toHaveLength(2);
    await expectLedgerOk(t);
  });

  it('a bonus paid directly into a venue locks it; the editor refuses a third-party or unknown venue; marketing only', async () => {
    const id = await scene.offer({ formula: { amount: '30', destination: 'venue', platType: 'house_live', turnoverMultiple: '5' } });
    const p = await createPlayer(t, 'dv');
    expect((await scene.apply(p, id)).body.data).toMatchObject({ status: 'approved', amount: '30.00' });
    expect(await venueBalance(p, 'house_live')).toMatchObject({ balance: '30.00', locked: true });
    expect(await openLocks(p)).toEqual([expect.objectContaining({ platType: 'house_live', requiredTurnover: 15000n })]);
    const [app] = await db().select().from(activityApplications).where(eq(activityApplications.userId, p.userId));
    expect(app).toMatchObject({ status: 'approved', welfareItemId: null });
    const bad = await scene.op('save', {
      classification: 'daily', title: { en: 'x' }, content: { en: 'x' }, cover: '/static/seed/activities/daily.svg', startAt: '2026-01-01T00:00:00Z', applyMode: 'auto',
      eligibility: {}, formula: { kind: 'fixed', amount: '1', platType: 'nowhere', destination: 'venue' },
    });
    expect(bad.body.code).toBe(2822);
    const support = await roleToken(t, 'support', 'offers-support');
    expect((await t.call('/admin/api/activities/list', {}, { token: support })).body.code).toBe(403);
    const listed = await scene.op<{ list: { id: number; formula: { platType: string | null; turnoverMultiple: string } }[] }>('list', { size: 100 });
    expect(listed.body.data.list.find((o) => o.id === id)!.formula).toMatchObject({ platType: 'house_live', turnoverMultiple: '5' });
    await scene.op('publish', { id, published: false });
    expect((await scene.apply(await createPlayer(t, 'dv'), id)).body.code).toBe(2800);
    await expectLedgerOk(t);
  });
});
