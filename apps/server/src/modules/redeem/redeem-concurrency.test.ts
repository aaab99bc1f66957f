// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityApplications, authThrottle, bonusBaseUses, ledgerJournals, redeemRedemptions } from '../../db/schema/index.js';
import { activityScene } from '../../../test/activity-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { createPlayer, expectLedgerOk, operatorToken } from '../../../test/wallet-helpers.js';
import { balanceOf } from '../../../test/deposit-helpers.js';

/**
 * Races on redemption codes (PGlite has one connection and cannot show them), so these run on PostgreSQL only:
 * twenty parallel redemptions of one code (fixed, or a formula) credit once; twenty parallel redemptions of different codes of a
 * one-per-player batch by one player credit once; twenty parallel wrong guesses of one player get exactly the
 * allowed number of answers, the rest wait. A deposit base pays once (issue 23 finding 4): twenty codes of a
 * many-per-player 100 % batch at once on one deposit, and codes racing the first-deposit offer.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[redeem-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent redemptions on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  /** The waits the throttle asked for (recorded instead of waited). */
  const pauses: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, undefined, { pause: async (ms) => void pauses.push(ms) });
    token = await operatorToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  const generate = async (input: Record<string, unknown>) => {
    const res = await t.call<{ batch: { id: number }; codes: string[] }>('/admin/api/redeem/generate', input, { token });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data;
  };
  const use = (p: { token: string }, code: string, i: number) =>
    t.call('/web/user/redeemCode/use', { code }, { token: p.token, 'x-forwarded-for': `10.20.0.${i + 1}` });
  const useFrom = (p: { token: string }, code: string, ip: string) => t.call('/web/user/redeemCode/use', { code }, { token: p.token, 'x-forwarded-for': ip });

  it('twenty players redeeming one code at once: one credit, nineteen "used"', async () => {
    const { codes } = await generate({ amount: '50', count: 1 });
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(t, 'race')));
    const results = await Promise.all(players.map((p, i) => use(p, codes[0]!, i)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 2852)).toHaveLength(19);
    const balances = await Promise.all(players.map((p) => balanceOf(t, p)));
    expect(balances.filter((b) => b === '50.00')).toHaveLength(1);
    expect(balances.filter((b) => b === '0.00')).toHaveLength(19);
    const [journals] = await t.database.db.select({ n: count() }).from(ledgerJournals).where(eq(ledgerJournals.type, 'redeemCode'));
    expect(journals!.n).toBe(1);
    await expectLedgerOk(t);
  });

  it('one player redeeming twenty codes of a one-per-player batch at once: one credit', async () => {
    const { batch, codes } = await generate({ amount: '7', count: 20, onePerPlayer: true });
    const p = await createPlayer(t, 'race');
    const results = await Promise.all(codes.map((c, i) => use(p, c, 100 + i)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    // The others: "already redeemed one of this batch", or — past the player's allowed failures — told to wait.
    const others = results.map((r) => r.body.code).filter((c) => c !== 0);
    expect(others.every((c) => c === 2855 || c === 429)).toBe(true);
    expect(others.filter((c) => c === 2855).length).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, p)).toBe('7.00');
    expect(await t.database.db.select().from(redeemRedemptions).where(eq(redeemRedemptions.batchId, batch.id))).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('twenty players redeeming one formula code at once: one credit of its computed amount, nineteen "used"', async () => {
    const { batch, codes } = await generate({ ratioPercent: '10', max: '100', count: 1, turnoverMultiple: 2 });
    const players = await Promise.all(Array.from({ length: 20 }, () => createPlayer(t, 'racef')));
    // Each has deposited 123.45 within the last 24 h: 10 % is 12.34 (rounded down).
    await t.database.db.execute(sql`
      INSERT INTO deposit_orders (order_no, user_id, method_id, method_type, currency, amount, credit_amount, status, expires_at, completed_at)
      SELECT 'RACEF' || u.id, u.id, m.id, m.type, 'CNY', 12345, 12345, 'completed', now() + interval '1 hour', now() - interval '1 hour'
      FROM users u, (SELECT id, type FROM payment_methods ORDER BY id LIMIT 1) m
      WHERE u.id IN (${sql.join(players.map((p) => sql`${p.userId}`), sql`, `)})`);
    const results = await Promise.all(players.map((p, i) => use(p, codes[0]!, 50 + i)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 2852)).toHaveLength(19);
    expect(results.find((r) => r.body.code === 0)!.body.data).toMatchObject({ amount: '12.34', turnover: '24.68' });
    const balances = await Promise.all(players.map((p) => balanceOf(t, p)));
    expect(balances.filter((b) => b === '12.34')).toHaveLength(1);
    expect(balances.filter((b) => b === '0.00')).toHaveLength(19);
    expect(await t.database.db.select().from(redeemRedemptions).where(eq(redeemRedemptions.batchId, batch.id))).toHaveLength(1);
    await expectLedgerOk(t);
  });

  /** Completed deposits of `minor` an hour ago, one per player. */
  async function deposited(players: { userId: number }[], minor: bigint) {
    await t.database.db.execute(sql`
      INSERT INTO deposit_orders (order_no, user_id, method_id, method_type, currency, amount, credit_amount, status, expires_at, completed_at)
      SELECT 'RB' || u.id || '-' || ${minor}::text, u.id, m.id, m.type, 'CNY', ${minor}, ${minor}, 'completed', now() + interval '1 hour', now() - interval '1 hour'
      FROM users u, (SELECT id, type FROM payment_methods ORDER BY id LIMIT 1) m
      WHERE u.id IN (${sql.join(players.map((p) => sql`${p.userId}`), sql`, `)})`);
  }
  const usedBy = async (userId: number) =>
    (await t.database.db.select().from(bonusBaseUses).where(eq(bonusBaseUses.userId, userId))).reduce((sum, u) => sum + u.amount, 0n);

  it('one player redeeming twenty codes of a many-per-player 100 % batch at once on one deposit of 100: paid 100 once', async () => {
    const { batch, codes } = await generate({ ratioPercent: '100', max: '1000', count: 20, onePerPlayer: false });
    const p = await createPlayer(t, 'raceb');
    await deposited([p], 10_000n);
    const results = await Promise.all(codes.map((c, i) => use(p, c, 300 + i)));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    // The others: nothing due (the deposit is used), or — past the player's attempts in flight — told to wait.
    expect(results.map((r) => r.body.code).filter((c) => c !== 0 && c !== 2856 && c !== 429)).toEqual([]);
    expect(await balanceOf(t, p)).toBe('100.00');
    expect(await t.database.db.select().from(redeemRedemptions).where(eq(redeemRedemptions.batchId, batch.id))).toHaveLength(1);
    expect(await usedBy(p.userId)).toBe(10_000n);
    await expectLedgerOk(t);
  });

  it('ten codes and ten applications for the first-deposit offer at once on a first deposit of 100: 100 % of it is granted once in all', async () => {
    const scene = activityScene(t, () => token);
    const offer = await scene.seededOffer('New members: 100% first deposit bonus');
    const { codes } = await generate({ ratioPercent: '100', max: '1000', count: 10, onePerPlayer: false });
    const p = await createPlayer(t, 'raceb');
    await deposited([p], 10_000n);
    const results = await Promise.all([
      ...codes.map((c, i) => use(p, c, 400 + i)),
      ...Array.from({ length: 10 }, () => scene.apply(p, offer)),
    ]);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    // Codes: nothing due or wait; applications: already applied, or the deposit earned another bonus.
    expect(results.map((r) => r.body.code).filter((c) => ![0, 2856, 429, 2810, 2812].includes(c))).toEqual([]);
    const credited = await balanceOf(t, p);
    const applications = await t.database.db.select().from(activityApplications).where(eq(activityApplications.userId, p.userId));
    expect([credited, applications.map((a) => a.amount)]).toEqual(credited === '100.00' ? ['100.00', []] : ['0.00', [10_000n]]);
    expect(await usedBy(p.userId)).toBe(10_000n);
    await expectLedgerOk(t);
  });

  it('twenty parallel wrong guesses of one player: the allowed failures are answered, the rest wait (429)', async () => {
    const p = await createPlayer(t, 'race');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => use(p, `WRONG-GUESS-${String(i).padStart(4, '0')}`, 200 + i)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 2850)).toHaveLength(5); // redeem_player_max_failures
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    const [row] = await t.database.db.select().from(authThrottle).where(and(eq(authThrottle.scope, 'redeem:user'), eq(authThrottle.subject, String(p.userId))));
    expect(row!.failures).toBe(5);
  });

  it('thirty players failing at once from one address are each answered, none refused for it; then a player new to it redeems at once, one who failed there is slowed (issue 23 finding 12)', async () => {
    const { codes } = await generate({ amount: '3', count: 2 });
    const ip = '10.30.0.1';
    const players = await Promise.all(Array.from({ length: 30 }, () => createPlayer(t, 'nat')));
    pauses.length = 0;
    const results = await Promise.all(players.map((p, i) => useFrom(p, `WRONG-NAT-${String(i).padStart(6, '0')}`, ip)));
    expect(results.map((r) => r.body.code)).toEqual(Array.from({ length: 30 }, () => 2850));
    expect(pauses).toEqual([]); // each one's first failure there
    expect((await useFrom(await createPlayer(t, 'nat'), codes[0]!, ip)).body.code).toBe(0);
    expect(pauses).toEqual([]);
    expect((await useFrom(players[0]!, codes[1]!, ip)).body.code).toBe(0);
    expect(pauses).toEqual([8000]); // 31 past a bar of 20: 500 ms doubled ten times, at most 8 s
    const [row] = await t.database.db.select().from(authThrottle).where(and(eq(authThrottle.scope, 'redeem:ip'), eq(authThrottle.subject, ip)));
    expect(row!.failures).toBe(30);
    await expectLedgerOk(t);
  });

  it("one player's twenty parallel wrong guesses from one address: five answered, fifteen wait; another player there redeems at once", async () => {
    const { codes } = await generate({ amount: '4', count: 1 });
    const ip = '10.31.0.1';
    const p = await createPlayer(t, 'nat');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => useFrom(p, `WRONG-ONE-${String(i).padStart(6, '0')}`, ip)));
    expect(results.filter((r) => r.body.code === 2850)).toHaveLength(5);
    expect(results.filter((r) => r.body.code === 429)).toHaveLength(15);
    pauses.length = 0;
    expect((await useFrom(await createPlayer(t, 'nat'), codes[0]!, ip)).body.code).toBe(0);
    expect(pauses).toEqual([]);
    await expectLedgerOk(t);
  });
});
