import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityApplications, authThrottle, bonusBaseUses, redeemBatches, redeemRedemptions } from '../../db/schema/index.js';
import { activityScene } from '../../../test/activity-helpers.js';
import { balanceOf } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { createPlayer, expectLedgerOk, operatorToken, type Player } from '../../../test/wallet-helpers.js';
import { settableClock } from '../../../test/welfare-helpers.js';
import { remainingTurnover } from '../turnover/service.js';

/**
 * Formula batches of redemption codes (issue 16; docs/decisions.md "Redemption codes: a bonus formula"): the offers'
 * ratio formula on the player's completed deposits (or valid bets) of the last `baseHours` before the redemption,
 * at most `max`. Boundaries of the amount (0.00 / 0.01, the cap), of the window, a refusal that leaves the code
 * unused, the generate input. Every money test ends with the ledger invariants. The race is in
 * redeem-concurrency.test.ts (PostgreSQL).
 */
const NOW = '2026-11-20T10:00:00Z';
const clock = settableClock(NOW);
const t = useTestApp({ TRUST_PROXY: '1' }, { now: clock.now });
let ipSeq = 0;
const freshIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

type Use = { amount: string; central: string; turnover: string };
const scene = activityScene(t, () => token!);
const use = (p: Player, code: string) => t.call<Use>('/web/user/redeemCode/use', { code }, { token: p.token, 'x-forwarded-for': freshIp(), lang: 'en' });

let token: string | null = null;
async function generate(input: Record<string, unknown>) {
  token ??= await operatorToken(t);
  return t.call<{ batch: { id: number; amount: string | null; formula: unknown }; codes: string[] }>('/admin/api/redeem/generate', { count: 1, ...input }, { token });
}
async function formulaCodes(input: Record<string, unknown> = {}) {
  const res = await generate({ ratioPercent: '10', max: '100', ...input });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

/** A completed deposit of `minor` credited at `at` (only completed deposits count). */
async function deposited(p: Player, minor: bigint, at: string, status = 'completed') {
  await t.database.db.execute(sql`
    INSERT INTO deposit_orders (order_no, user_id, method_id, method_type, currency, amount, credit_amount, status, expires_at, completed_at)
    SELECT ${`RF${p.userId}-${Math.random().toString(36).slice(2, 10)}`}, ${p.userId}, m.id, m.type, 'CNY', ${minor}, ${minor}, ${status},
      ${at}::timestamptz + interval '1 hour', ${status === 'completed' ? at : null}::timestamptz
    FROM (SELECT id, type FROM payment_methods ORDER BY id LIMIT 1) m`);
}

describe('redemption codes with a bonus formula', () => {
  it('10 % of the deposits, at most 100: 0.09 deposited pays nothing and leaves the code unused; 0.10 pays 0.01', async () => {
    clock.set(NOW);
    const { batch, codes } = await formulaCodes({ turnoverMultiple: 3 });
    expect(batch).toMatchObject({ amount: null, formula: { ratioPercent: '10', max: '100.00', base: 'deposit', baseHours: 24 } });
    const p = await createPlayer(t, 'rf');
    expect((await use(p, codes[0]!)).body.code).toBe(2856); // no deposit at all
    await deposited(p, 9n, '2026-11-20T09:00:00Z');
    const refused = await use(p, codes[0]!);
    expect([refused.body.code, refused.body.msg]).toEqual([2856, 'This code pays a share of your recent deposits or bets, which comes to 0.00 for now; the code has not been used']);
    // Nothing written: no redemption, no journal, no failure counted against the player (a real code, not a guess).
    expect(await t.database.db.select().from(redeemRedemptions).where(eq(redeemRedemptions.batchId, batch.id))).toHaveLength(0);
    const [throttle] = await t.database.db.select().from(authThrottle).where(eq(authThrottle.subject, String(p.userId)));
    expect(throttle?.failures ?? 0).toBe(0);
    expect(await balanceOf(t, p)).toBe('0.00');
    const listed = await t.call<{ list: { id: number; redeemed: number }[] }>('/admin/api/redeem/batches', { page: 1, size: 50 }, { token: token! });
    expect(listed.body.data.list.find((b) => b.id === batch.id)).toMatchObject({ redeemed: 0, amount: null });
    await deposited(p, 1n, '2026-11-20T09:30:00Z');
    const paid = await use(p, codes[0]!);
    expect(paid.body).toMatchObject({ code: 0, data: { amount: '0.01', central: '0.01', turnover: '0.03' } });
    expect(await remainingTurnover(t.database.db, p.userId)).toBe(3n);
    expect((await use(p, codes[0]!)).body.code).toBe(2852); // now it is used
    const [redemption] = await t.database.db.select().from(redeemRedemptions).where(eq(redeemRedemptions.batchId, batch.id));
    expect(redemption!.amount).toBe(1n);
    await expectLedgerOk(t);
  });

  it('the maximum caps the bonus: 999.90 → 99.99, 1000.00 → 100.00, 1000.10 and 5000 → 100.00', async () => {
    clock.set(NOW);
    const { codes } = await formulaCodes({ count: 4 });
    const paid: string[] = [];
    for (const [i, minor] of [99_990n, 100_000n, 100_010n, 500_000n].entries()) {
      const p = await createPlayer(t, 'rf');
      await deposited(p, minor, '2026-11-20T08:00:00Z');
      const res = await use(p, codes[i]!);
      expect(res.body.code, res.body.msg).toBe(0);
      paid.push(res.body.data.amount);
    }
    expect(paid).toEqual(['99.99', '100.00', '100.00', '100.00']);
    // Each batch counts its own redemptions (a fresh batch shows 0 whatever other batches hold).
    const fresh = await formulaCodes();
    const listed = await t.call<{ list: { id: number; redeemed: number }[] }>('/admin/api/redeem/batches', { page: 1, size: 50 }, { token: token! });
    expect(listed.body.data.list.find((b) => b.id === fresh.batch.id)).toMatchObject({ redeemed: 0 });
    expect(listed.body.data.list.find((b) => b.id === fresh.batch.id - 1)).toMatchObject({ redeemed: 4 });
    await expectLedgerOk(t);
  });

  it('the base window is the baseHours up to the redemption: a deposit exactly 24 h before counts, 1 ms earlier not; pending ones never', async () => {
    clock.set(NOW);
    const { codes } = await formulaCodes({ count: 2, ratioPercent: '50' });
    const p = await createPlayer(t, 'rf');
    await deposited(p, 10_000n, '2026-11-19T09:59:59.999Z');
    await deposited(p, 50_000n, '2026-11-20T09:00:00Z', 'pending');
    expect((await use(p, codes[0]!)).body.code).toBe(2856);
    await deposited(p, 2_000n, '2026-11-19T10:00:00Z');
    expect((await use(p, codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '10.00' } });
    // A batch of 48 hours sees the older deposit too.
    const long = await formulaCodes({ ratioPercent: '50', baseHours: 48 });
    const q = await createPlayer(t, 'rf');
    await deposited(q, 10_000n, '2026-11-18T10:00:00Z');
    expect((await use(q, long.codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '50.00' } });
    await expectLedgerOk(t);
  });

  it('a valid-bet base counts the platform days the window touches', async () => {
    clock.set(NOW); // 18:00 in Asia/Shanghai: the last 24 h touch 2026-11-19 and 2026-11-20
    const { codes } = await formulaCodes({ base: 'validBet', ratioPercent: '1', max: '5' });
    const p = await createPlayer(t, 'rf');
    await t.database.db.execute(sql`INSERT INTO player_daily_bets (day, user_id, game_type, valid_bet, bet_count) VALUES
      ('2026-11-18', ${p.userId}, 'slots', 900000, 1), ('2026-11-19', ${p.userId}, 'slots', 10000, 1), ('2026-11-20', ${p.userId}, 'live', 20000, 1)`);
    expect((await use(p, codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '3.00' } });
    await expectLedgerOk(t);
  });

  it('generate takes an amount or a formula, never both, never half of one', async () => {
    clock.set(NOW);
    const refused = [
      { amount: '10', ratioPercent: '10', max: '100' },
      { ratioPercent: '10' },
      { max: '100' },
      {},
      { ratioPercent: '0', max: '100' },
      { ratioPercent: '100.01', max: '100' },
      { ratioPercent: '10', max: '0' },
      { ratioPercent: '10', max: '100', base: 'transfer' },
      { ratioPercent: '10', max: '100', baseHours: 0 },
    ];
    for (const input of refused) expect((await generate(input)).body.code, JSON.stringify(input)).toBe(1000);
    const fixed = await generate({ amount: '5' });
    expect(fixed.body.data.batch).toMatchObject({ amount: '5.00', formula: null });
    const [row] = await t.database.db.select().from(redeemBatches).where(eq(redeemBatches.id, fixed.body.data.batch.id));
    expect([row!.amount, row!.formula]).toEqual([500n, null]);
  });
});

describe('a deposit or valid-bet base pays once, across codes and offers (issue 23 finding 4)', () => {
  const usesOf = (p: Player) => t.database.db.select().from(bonusBaseUses).where(eq(bonusBaseUses.userId, p.userId));
  /** A player registered a day ago (the first-deposit offer is for players of less than 7 days). */
  async function newPlayer() {
    const p = await createPlayer(t, 'rb');
    await scene.setPlayer(p, { createdAt: new Date(Date.parse(NOW) - 86_400_000) });
    return p;
  }

  it('three codes of a 100 % batch (many per player) pay 100 on one deposit of 100, not 300; a later deposit of 50 pays 50', async () => {
    clock.set(NOW);
    const { batch, codes } = await formulaCodes({ count: 3, ratioPercent: '100', max: '1000', onePerPlayer: false });
    expect(batch).toMatchObject({ onePerPlayer: false });
    const p = await createPlayer(t, 'rb');
    await deposited(p, 10_000n, '2026-11-20T09:00:00Z');
    expect((await use(p, codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '100.00' } });
    expect((await use(p, codes[1]!)).body.code).toBe(2856);
    expect((await use(p, codes[2]!)).body.code).toBe(2856);
    expect(await balanceOf(t, p)).toBe('100.00');
    await deposited(p, 5_000n, '2026-11-20T09:30:00Z');
    expect((await use(p, codes[1]!)).body).toMatchObject({ code: 0, data: { amount: '50.00' } });
    expect((await use(p, codes[2]!)).body.code).toBe(2856);
    expect((await usesOf(p)).sort((x, y) => x.id - y.id).map((u) => u.amount)).toEqual([10_000n, 5_000n]);
    await expectLedgerOk(t);
  });

  it('a capped code uses only the part of the deposit its cap needed: 10 % at most 5 of 200 leaves 150 for the next', async () => {
    clock.set(NOW);
    const capped = await formulaCodes({ ratioPercent: '10', max: '5' });
    const full = await formulaCodes({ ratioPercent: '100', max: '1000' });
    const p = await createPlayer(t, 'rb');
    await deposited(p, 20_000n, '2026-11-20T09:00:00Z');
    expect((await use(p, capped.codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '5.00' } });
    expect((await use(p, full.codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '150.00' } });
    await expectLedgerOk(t);
  });

  it('formula batches are one per player unless the operator says otherwise; fixed batches are not', async () => {
    clock.set(NOW);
    const formula = await formulaCodes({ count: 2 });
    expect(formula.batch).toMatchObject({ onePerPlayer: true });
    expect((await generate({ amount: '1' })).body.data.batch).toMatchObject({ onePerPlayer: false });
    expect((await generate({ amount: '1', onePerPlayer: true })).body.data.batch).toMatchObject({ onePerPlayer: true });
    const p = await createPlayer(t, 'rb');
    await deposited(p, 10_000n, '2026-11-20T09:00:00Z');
    expect((await use(p, formula.codes[0]!)).body.code).toBe(0);
    await deposited(p, 10_000n, '2026-11-20T09:10:00Z');
    expect((await use(p, formula.codes[1]!)).body.code).toBe(2855);
    await expectLedgerOk(t);
  });

  it('a code and the first-deposit offer do not stack on one deposit, whichever comes first; a rejected application frees it', async () => {
    clock.set(NOW);
    const offer = await scene.seededOffer('New members: 100% first deposit bonus');
    const { codes } = await formulaCodes({ count: 3, ratioPercent: '100', max: '1000', onePerPlayer: false });
    // The code first: the offer finds the first deposit used, and says so.
    const a = await newPlayer();
    await deposited(a, 10_000n, '2026-11-20T09:00:00Z');
    expect((await use(a, codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '100.00' } });
    const detail = await t.call<{ eligible: boolean; reason?: string; reasonText?: string }>('/web/guest/activity/getActivityDetail', { id: offer }, { token: a.token, lang: 'en' });
    expect(detail.body.data).toMatchObject({
      eligible: false,
      reason: 'activityBaseUsed',
      reasonText: 'The deposits or bets this offer counts have already earned you another bonus',
      progress: { measure: 'deposit', done: '100.00', required: '100.00' }, // the minimum is met; the base is used
    });
    expect((await scene.apply(a, offer)).body.code).toBe(2812);
    // The offer first (review: pending uses the deposit already); the code then pays nothing, until the application is rejected.
    const b = await newPlayer();
    await deposited(b, 10_000n, '2026-11-20T09:00:00Z');
    const applied = await scene.apply(b, offer);
    expect(applied.body.data).toMatchObject({ status: 'pending', amount: '100.00' });
    expect((await use(b, codes[1]!)).body.code).toBe(2856);
    expect((await scene.op('apply/reject', { id: applied.body.data.applyId, reason: 'test' })).body.code).toBe(0);
    expect((await use(b, codes[1]!)).body).toMatchObject({ code: 0, data: { amount: '100.00' } });
    // Part of the deposit used by a capped code: the offer pays on the rest.
    const c = await newPlayer();
    await deposited(c, 20_000n, '2026-11-20T09:00:00Z');
    const capped = await formulaCodes({ ratioPercent: '100', max: '50' });
    expect((await use(c, capped.codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '50.00' } });
    expect((await scene.apply(c, offer)).body.data).toMatchObject({ status: 'pending', amount: '150.00' });
    const [app] = await t.database.db.select().from(activityApplications).where(eq(activityApplications.userId, c.userId));
    expect(app!.baseAmount).toBe(15_000n);
    await expectLedgerOk(t);
  });

  it('a valid-bet base: a second code on the same bets pays only on bets placed since; the sports 1 % offer counts what codes left', async () => {
    clock.set(NOW); // the last 24 h touch the platform days 2026-11-19 and 2026-11-20
    const one = await formulaCodes({ base: 'validBet', ratioPercent: '1', max: '10', count: 2, onePerPlayer: false });
    const p = await createPlayer(t, 'rb');
    await t.database.db.execute(sql`INSERT INTO player_daily_bets (day, user_id, game_type, valid_bet, bet_count) VALUES
      ('2026-11-19', ${p.userId}, 'sports', 600000, 1)`);
    expect((await use(p, one.codes[0]!)).body).toMatchObject({ code: 0, data: { amount: '10.00' } }); // 1 % of 1,000.00 of the 6,000.00
    const sports = await scene.seededOffer('Winter sports: 1% back');
    // 6,000.00 bet (at least 5,000.00: the minimum counts every bet), 1 % of the 5,000.00 left: 50.00.
    expect((await scene.apply(p, sports)).body.data).toMatchObject({ status: 'pending', amount: '50.00' });
    expect((await use(p, one.codes[1]!)).body.code).toBe(2856);
    await t.database.db.execute(sql`INSERT INTO player_daily_bets (day, user_id, game_type, valid_bet, bet_count) VALUES
      ('2026-11-20', ${p.userId}, 'live', 30000, 1)`);
    expect((await use(p, one.codes[1]!)).body).toMatchObject({ code: 0, data: { amount: '3.00' } });
    await expectLedgerOk(t);
  });
});
