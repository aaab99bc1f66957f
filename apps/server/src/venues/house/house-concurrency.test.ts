// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseRounds, jobRuns } from '../../db/schema/index.js';
import { runDraw } from './lottery.js';
import { testClock } from '../../../test/account-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { fundVenue, openHouse, play, type HouseSession } from '../../../test/house-helpers.js';
import { as, createPlayer, expectLedgerOk } from '../../../test/wallet-helpers.js';

/** Lock contention only exists on a real server (design.md §2): PostgreSQL only, like concurrency.test.ts. */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[house-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

// In the past of real time: member sessions are created on the real clock.
const clock = testClock('2026-11-21T12:00:00Z');

describe.skipIf(!onPg)('house venue under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('parallel rounds of one player never overdraw: each sees the last balance, nonces are consecutive', async () => {
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 100);
    const s = await openHouse(t, p, 'house_live', 'roulette', clock.now());
    // Straight-up bets of 9 mostly lose: more are sent than the balance can carry.
    const results = await Promise.all(Array.from({ length: 30 }, () => play(t, s.session, 'roulette', [{ type: 'straight:0', amount: '9' }])));
    const codes = results.map((r) => r.body.code);
    for (const c of codes) expect([0, 2308]).toContain(c);
    const ok = results.filter((r) => r.body.code === 0).map((r) => r.body.data);
    expect(ok.length).toBeGreaterThanOrEqual(11);
    expect(ok.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(ok.map((_, i) => i));
    const won = ok.reduce((sum, r) => sum + Math.round(Number(r.payout) * 100), 0);
    const expected = ((10000 - ok.length * 900 + won) / 100).toFixed(2);
    const bal = await as(t, p)<{ balance: string }>('/web/apiCode/getUserPlatBalance/house_live');
    expect(bal.body.data.balance).toBe(expected);
    expect(Number(expected)).toBeGreaterThanOrEqual(0);
    for (const r of ok) expect(Number(r.balance)).toBeGreaterThanOrEqual(0);
    await expectLedgerOk(t);
  });

  it('rounds, transfers and reveals of several players at once: no deadlock, no 500, invariants hold', async () => {
    const players = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t)]);
    for (const p of players) await fundVenue(t, p, 'house_chess', 300);
    const sessions = await Promise.all(players.map((p) => openHouse(t, p, 'house_chess', 'dragonTiger', clock.now())));
    const calls: Promise<{ body: { code: number } }>[] = [];
    for (let i = 0; i < 45; i++) {
      const k = i % 3;
      if (i % 9 === 4) calls.push(as(t, players[k]!)('/web/apiCode/convertMoney', { from: 'house_chess', to: 'central', amount: 5 }));
      else if (i % 15 === 7) calls.push(t.call('/venue/house/api/reveal', { session: sessions[k]!.session }));
      else calls.push(play(t, sessions[k]!.session, 'dragonTiger', [{ type: 'dragon', amount: '10' }, { type: 'tie', amount: '1' }]));
    }
    const results = await Promise.all(calls);
    for (const r of results) expect([0, 2000, 2308]).toContain(r.body.code);
    await expectLedgerOk(t);
  });

  it('the draw runs once when triggered concurrently, and settles every pending bet', async () => {
    const players = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t), createPlayer(t)]);
    const bets: string[] = [];
    for (const p of players) {
      await fundVenue(t, p, 'house_lottery', 100);
      const s = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
      const placed = await Promise.all([
        play(t, s.session, 'scheduledLottery', [{ type: 'big', amount: '10' }]),
        play(t, s.session, 'scheduledLottery', [{ type: 'odd', amount: '10' }, { type: 'exact:000', amount: '1' }]),
      ]);
      for (const r of placed) {
        expect(r.body.code).toBe(0);
        bets.push(r.body.data.roundId);
      }
    }
    const drawAt = new Date('2026-11-21T13:30:00Z');
    const runs = await Promise.all(Array.from({ length: 4 }, () => runDraw(t.database.db, '2026-11-21', drawAt)));
    expect(runs.filter((r) => r.ran)).toEqual([{ ran: true, settled: 8 }]);
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.period, '2026-11-21'))).toHaveLength(1);
    const rows = await t.database.db.select().from(houseRounds).where(eq(houseRounds.drawNo, '2026-11-21'));
    expect(rows.map((r) => r.status)).toEqual(bets.map(() => 'settled'));
    await expectLedgerOk(t);
  });

  it('bets racing the draw (a server clock behind) either make the draw and are settled, or are refused; no deadlock', async () => {
    // The app's clock says 12:00 on Wednesday 2026-11-18 (bets open for Thursday's draw) while the
    // job runs that draw once the first bet has created it. (Kept in the past of real time: member
    // sessions are created on the real clock.)
    clock.advance(-3 * 86400_000);
    const players = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t)]);
    const sessions: HouseSession[] = [];
    for (const p of players) {
      await fundVenue(t, p, 'house_lottery', 100);
      sessions.push(await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now()));
    }
    const firstBet = await play(t, sessions[0]!.session, 'scheduledLottery', [{ type: 'big', amount: '5' }]);
    expect(firstBet.body.data.drawNo).toBe('2026-11-19');
    const racing = Array.from({ length: 12 }, (_, i) => play(t, sessions[i % 3]!.session, 'scheduledLottery', [{ type: 'small', amount: '2' }]));
    const draw = runDraw(t.database.db, '2026-11-19', new Date('2026-11-19T13:30:00Z'));
    const results = await Promise.all(racing);
    expect(await draw).toMatchObject({ ran: true });
    for (const r of results) expect([0, 2310]).toContain(r.body.code);
    const rows = await t.database.db.select().from(houseRounds).where(eq(houseRounds.drawNo, '2026-11-19'));
    expect(rows.length).toBe(1 + results.filter((r) => r.body.code === 0).length);
    expect(rows.every((r) => r.status === 'settled')).toBe(true);
    await expectLedgerOk(t);
  });
});
