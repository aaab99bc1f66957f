// @postgres: settled bets fanned out once across connections
import fs from 'node:fs';
import path from 'node:path';
import { platformToday } from '@app/shared';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { bets, houseLotteryDraws, houseRounds, jobRuns, users } from '../../db/schema/index.js';
import * as betsRepo from './repo.js';
import { betConsumers, dailyTotals, onBetSettled, placeBet, settleBet, type BetRow } from './service.js';
import { addRequirement, remainingTurnover } from '../turnover/service.js';
import { runDraw } from '../../venues/house/lottery.js';
import { testClock } from '../../../test/account-helpers.js';
import { TEST_DB, useTestApp } from '../../../test/helpers.js';
import { fundVenue, openHouse, play, venueBalance, type PlayAnswer } from '../../../test/house-helpers.js';
import { createPlayer, expectLedgerOk } from '../../../test/wallet-helpers.js';

// Saturday 2026-11-21 20:00 in Shanghai; that day's lottery draw is at 13:30Z. In the past of real time:
// the players' member sessions are created on the real clock.
const clock = testClock('2026-11-21T12:00:00Z');
const t = useTestApp({}, { now: clock.now });
const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const onPg = TEST_DB === 'pg';

/** Rows of `execute` (pg and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The probe consumer writes here, in the bet's transaction: a row exists only if that transaction committed.
beforeAll(async () => {
  await t.database.db.execute(sql`CREATE TABLE bet_probe (bet_id bigint NOT NULL, status_in_tx text, round_status_in_tx text)`);
});

/**
 * A consumer like VIP progress would be: it reads the bet and its round through the transaction it is
 * given and writes a row there. With `outside`, it also reads the bet through another connection (PostgreSQL).
 */
function probe(opts: { outside?: boolean } = {}) {
  const seen: (BetRow & { outsideStatus?: string | null })[] = [];
  const off = onBetSettled('probe', async (tx, bet) => {
    const [inTx] = await tx.select({ status: bets.status }).from(bets).where(eq(bets.id, bet.id));
    const [round] = await tx.select({ status: houseRounds.status }).from(houseRounds).where(eq(houseRounds.roundId, bet.sourceRef));
    await tx.execute(sql`INSERT INTO bet_probe VALUES (${bet.id}, ${inTx?.status ?? null}, ${round?.status ?? null})`);
    let outsideStatus: string | null | undefined;
    if (opts.outside) outsideStatus = (await t.database.db.select({ status: bets.status }).from(bets).where(eq(bets.id, bet.id)))[0]?.status ?? null;
    seen.push({ ...bet, outsideStatus });
  });
  return { seen, off };
}

async function probeRows(ids: number[]) {
  if (!ids.length) return [];
  return rowsOf<{ bet_id: string; status_in_tx: string; round_status_in_tx: string | null }>(
    t.database.db,
    sql`SELECT bet_id::text AS bet_id, status_in_tx, round_status_in_tx FROM bet_probe WHERE bet_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY bet_id`,
  );
}

const betsOf = (userId: number) => t.database.db.select().from(bets).where(eq(bets.userId, userId)).orderBy(bets.id);
const minor = (s: string) => BigInt(Math.round(Number(s) * 100));

describe('settleBet fans out every settled bet once, in its transaction', () => {
  it('a registered consumer sees each house bet once — rounds at settlement, lottery bets at the draw — after turnover', async () => {
    at('2026-11-21T12:00:00Z');
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 500);
    await fundVenue(t, p, 'house_chess', 200);
    await fundVenue(t, p, 'house_slots', 100);
    await fundVenue(t, p, 'house_lottery', 300);
    const { seen, off } = probe({ outside: onPg });
    try {
      expect(betConsumers()).toEqual(['turnover', 'vip', 'probe']);
      const live = await openHouse(t, p, 'house_live', 'roulette', clock.now());
      const chess = await openHouse(t, p, 'house_chess', 'dragonTiger', clock.now());
      const slots = await openHouse(t, p, 'house_slots', 'slot', clock.now());
      const lottery = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
      const answers: (PlayAnswer & { platType: string; gameType: string })[] = [];
      const round = async (session: string, platType: string, gameType: string, gameCode: string, b: { type: string; amount: string }[]) => {
        const res = await play(t, session, gameCode, b);
        expect(res.body.code).toBe(0);
        answers.push({ ...res.body.data, platType, gameType });
      };
      await round(live.session, 'house_live', 'live', 'roulette', [{ type: 'red', amount: '20' }, { type: 'black', amount: '5' }]);
      await round(live.session, 'house_live', 'live', 'sicbo', [{ type: 'big', amount: '10' }]);
      await round(chess.session, 'house_chess', 'chess', 'dragonTiger', [{ type: 'dragon', amount: '7' }]);
      await round(slots.session, 'house_slots', 'slots', 'slot', [{ type: 'spin', amount: '3' }]);
      await round(lottery.session, 'house_lottery', 'lottery', 'scheduledLottery', [{ type: 'big', amount: '10' }]);
      await round(lottery.session, 'house_lottery', 'lottery', 'scheduledLottery', [{ type: 'odd', amount: '4' }, { type: 'exact:123', amount: '1' }]);

      // Rounds settle as they are played; lottery bets are placed and wait for the draw.
      const rows = await betsOf(p.userId);
      expect(rows.map((r) => [r.sourceRef, r.platType, r.gameType, r.stake, r.status])).toEqual(
        answers.map((a) => [a.roundId, a.platType, a.gameType, minor(a.betAmount), a.status === 'pending' ? 'placed' : 'settled']),
      );
      expect(seen.map((b) => b.sourceRef)).toEqual(answers.filter((a) => a.status === 'settled').map((a) => a.roundId));
      for (const b of seen) {
        const a = answers.find((x) => x.roundId === b.sourceRef)!;
        expect(b).toMatchObject({ status: 'settled', validBet: minor(a.validBet), payout: minor(a.payout), winLoss: minor(a.winLoss), settledAt: clock.now() });
        expect(b.winLoss).toBe(b.payout - b.stake);
        // Inside the round's transaction: not committed yet, so another connection does not see the bet.
        if (onPg) expect(b.outsideStatus).toBeNull();
      }

      at('2026-11-21T13:30:00Z');
      expect(await runDraw(t.database.db, '2026-11-21', clock.now())).toMatchObject({ ran: true });
      expect(await runDraw(t.database.db, '2026-11-21', clock.now())).toMatchObject({ ran: false });
      const lotteryRefs = answers.filter((a) => a.status === 'pending').map((a) => a.roundId);
      expect(seen.map((b) => b.sourceRef)).toEqual([...answers.filter((a) => a.status === 'settled').map((a) => a.roundId), ...lotteryRefs]);
      // The draw's transaction: other connections still see the bet placed.
      if (onPg) for (const b of seen.filter((x) => lotteryRefs.includes(x.sourceRef))) expect(b.outsideStatus).toBe('placed');

      // Once each: the probe's own rows were written in the bets' transactions and committed with them.
      const settled = await betsOf(p.userId);
      expect(settled.every((r) => r.status === 'settled')).toBe(true);
      const probed = await probeRows(settled.map((r) => r.id));
      expect(probed).toEqual(settled.map((r) => ({ bet_id: String(r.id), status_in_tx: 'settled', round_status_in_tx: 'settled' })));
      const [drawn] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.roundId, lotteryRefs[0]!));
      expect(settled.find((r) => r.sourceRef === lotteryRefs[0])).toMatchObject({ validBet: drawn!.validBet, payout: drawn!.payout, winLoss: drawn!.winLoss });
    } finally {
      off();
    }
    await expectLedgerOk(t);
  });

  it('a failing consumer rolls the whole bet back: no round, no bet row, no money moved; the draw stays open', async () => {
    at('2026-11-21T13:31:00Z');
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_live', 100);
    await fundVenue(t, p, 'house_lottery', 100);
    const live = await openHouse(t, p, 'house_live', 'roulette', clock.now());
    const lottery = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
    // Placing reaches no consumer: the lottery bet goes through, for Tuesday's draw.
    const placed = await play(t, lottery.session, 'scheduledLottery', [{ type: 'even', amount: '10' }]);
    expect(placed.body.data).toMatchObject({ status: 'pending', drawNo: '2026-11-24' });

    const { off: offProbe } = probe();
    const offFailing = onBetSettled('failing', async (_tx, bet) => {
      if (bet.userId === p.userId) throw new Error('consumer failed');
    });
    const probedBefore = (await rowsOf<{ n: string }>(t.database.db, sql`SELECT count(*)::text AS n FROM bet_probe`))[0]!.n;
    try {
      const res = await play(t, live.session, 'roulette', [{ type: 'red', amount: '30' }]);
      expect(res.body.code).toBe(500);
      expect(await venueBalance(t, p, 'house_live')).toBe('100.00');
      expect(await t.database.db.select().from(houseRounds).where(and(eq(houseRounds.userId, p.userId), eq(houseRounds.platType, 'house_live')))).toEqual([]);
      expect((await betsOf(p.userId)).map((r) => r.sourceRef)).toEqual([placed.body.data.roundId]);

      await expect(runDraw(t.database.db, '2026-11-24', new Date('2026-11-24T13:30:00Z'))).rejects.toThrow('consumer failed');
      const [draw] = await t.database.db.select().from(houseLotteryDraws).where(eq(houseLotteryDraws.drawNo, '2026-11-24'));
      expect(draw!.status).toBe('open');
      expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.period, '2026-11-24'))).toEqual([]);
      expect((await betsOf(p.userId)).map((r) => r.status)).toEqual(['placed']);
      expect(await venueBalance(t, p, 'house_lottery')).toBe('90.00');
      // Even the probe, which ran before the failing consumer, left nothing behind.
      expect((await rowsOf<{ n: string }>(t.database.db, sql`SELECT count(*)::text AS n FROM bet_probe`))[0]!.n).toBe(probedBefore);
      await expectLedgerOk(t);
    } finally {
      offFailing();
      offProbe();
    }

    // Without it the same round and the same draw go through; the seed's nonce never moved.
    const again = await play(t, live.session, 'roulette', [{ type: 'red', amount: '30' }]);
    expect(again.body).toMatchObject({ code: 0, data: { nonce: 0 } });
    expect(await runDraw(t.database.db, '2026-11-24', new Date('2026-11-24T13:30:00Z'))).toEqual({ ran: true, settled: 1 });
    expect((await betsOf(p.userId)).map((r) => r.status)).toEqual(['settled', 'settled']);
    await expectLedgerOk(t);
  });

  it('settleBet settles once: a repeat reaches no consumer; placeBet is idempotent on the source reference', async () => {
    const p = await createPlayer(t);
    await addRequirement(t.database.db, { userId: p.userId, source: 'test', reference: 'bets-1', amount: 100_00n, multiple: 1 });
    const order: string[] = [];
    const offA = onBetSettled('first', async (_tx, bet) => void order.push(`first:${bet.sourceRef}`));
    const offB = onBetSettled('second', async (_tx, bet) => void order.push(`second:${bet.sourceRef}`));
    try {
      expect(betConsumers()).toEqual(['turnover', 'vip', 'first', 'second']);
      const bet = { platType: 'house_slots', gameType: 'slots', gameCode: 'slot', userId: p.userId, sourceRef: `ext-${p.userId}`, stake: 10_00n, placedAt: clock.now() };
      const first = await t.database.db.transaction((tx) => placeBet(tx, bet));
      const repeat = await t.database.db.transaction((tx) => placeBet(tx, bet));
      expect(repeat.id).toBe(first.id);
      expect(first).toMatchObject({ status: 'placed', stake: 10_00n, validBet: 0n, winLoss: 0n, settledAt: null });
      await expect(t.database.db.transaction((tx) => placeBet(tx, { ...bet, stake: 11_00n }))).rejects.toThrow('placed with other values');

      const settle = { platType: bet.platType, sourceRef: bet.sourceRef, payout: 25_00n, validBet: 10_00n, settledAt: clock.now() };
      const settled = await t.database.db.transaction((tx) => settleBet(tx, settle));
      expect(settled).toMatchObject({ id: first.id, status: 'settled', payout: 25_00n, validBet: 10_00n, winLoss: 15_00n });
      expect(await t.database.db.transaction((tx) => settleBet(tx, { ...settle, payout: 0n }))).toBeNull();
      expect(order).toEqual([`first:${bet.sourceRef}`, `second:${bet.sourceRef}`]);
      // The turnover consumer counted it once.
      expect(await remainingTurnover(t.database.db, p.userId)).toBe(90_00n);
      const [row] = await betsOf(p.userId);
      expect(row).toMatchObject({ payout: 25_00n, winLoss: 15_00n });
      await expect(t.database.db.transaction((tx) => settleBet(tx, { ...settle, sourceRef: 'never-placed' }))).rejects.toThrow('never placed');

      if (onPg) {
        // Concurrent settles of one bet: the row lock orders them and only the first matches `placed`.
        const other = await t.database.db.transaction((tx) => placeBet(tx, { ...bet, sourceRef: `ext2-${p.userId}` }));
        const results = await Promise.all(Array.from({ length: 6 }, () => t.database.db.transaction((tx) => settleBet(tx, { ...settle, sourceRef: other.sourceRef }))));
        expect(results.filter((r) => r !== null)).toHaveLength(1);
        expect(order.filter((o) => o === `first:${other.sourceRef}`)).toHaveLength(1);
        expect(await remainingTurnover(t.database.db, p.userId)).toBe(80_00n);
      }
    } finally {
      offA();
      offB();
    }
  });

  it.skipIf(!onPg)('parallel rounds of several players (PostgreSQL): each bet is fanned out exactly once', async () => {
    const players = await Promise.all([createPlayer(t), createPlayer(t), createPlayer(t), createPlayer(t)]);
    for (const p of players) await fundVenue(t, p, 'house_chess', 200);
    const sessions = await Promise.all(players.map((p) => openHouse(t, p, 'house_chess', 'dragonTiger', clock.now())));
    const { seen, off } = probe();
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => play(t, sessions[i % 4]!.session, 'dragonTiger', [{ type: 'dragon', amount: '5' }, { type: 'tie', amount: '1' }])));
      expect(results.map((r) => r.body.code)).toEqual(results.map(() => 0));
      const rows = await t.database.db.select().from(bets).where(inArray(bets.userId, players.map((p) => p.userId))).orderBy(bets.id);
      expect(rows).toHaveLength(20);
      expect(rows.every((r) => r.status === 'settled')).toBe(true);
      expect(seen.map((b) => b.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));
      expect(new Set(results.map((r) => r.body.data.roundId))).toEqual(new Set(rows.map((r) => r.sourceRef)));
      expect(await probeRows(rows.map((r) => r.id))).toHaveLength(20);
    } finally {
      off();
    }
    await expectLedgerOk(t);
  });
});

describe('bets: daily totals and the backfill', () => {
  it('daily totals per player, game type and platform day come from one indexed query and equal the rows’ sums', async () => {
    const [a, b] = await Promise.all([createPlayer(t), createPlayer(t)]);
    // June 2026: no other test's bets. 16:00Z is midnight in Shanghai, so 15:59Z and 16:00Z are different days.
    const times = ['2026-06-01T01:00:00Z', '2026-06-01T15:59:59Z', '2026-06-01T16:00:00Z', '2026-06-02T10:00:00Z', '2026-06-03T05:00:00Z', '2026-06-03T23:00:00Z'];
    const kinds = [
      { platType: 'house_live', gameType: 'live', gameCode: 'roulette' },
      { platType: 'house_slots', gameType: 'slots', gameCode: 'slot' },
    ];
    let n = 0;
    for (const p of [a, b])
      for (const time of times)
        for (const kind of kinds) {
          n++;
          const sourceRef = `daily-${p.userId}-${n}`;
          const stake = BigInt(100 + n * 7);
          await t.database.db.transaction(async (tx) => {
            await placeBet(tx, { ...kind, userId: p.userId, sourceRef, stake, placedAt: new Date(new Date(time).getTime() - 60_000) });
            // Every third bet stays open: only settled bets are counted.
            if (n % 3) await settleBet(tx, { platType: kind.platType, sourceRef, payout: BigInt((n * 37) % 300), validBet: stake - BigInt(n % 5), settledAt: new Date(time) });
          });
        }
    const from = new Date('2026-05-31T16:00:00Z');
    const to = new Date('2026-06-03T16:00:00Z');

    const expected = async (userId?: number) => {
      const rows = await t.database.db
        .select()
        .from(bets)
        .where(and(eq(bets.status, 'settled'), gte(bets.settledAt, from), lt(bets.settledAt, to), userId === undefined ? undefined : eq(bets.userId, userId)));
      const groups = new Map<string, betsRepo.DailyTotal>();
      for (const r of rows) {
        const day = platformToday(r.settledAt!);
        const key = `${day}|${String(r.userId).padStart(12, '0')}|${r.gameType}`;
        const g = groups.get(key) ?? { day, userId: r.userId, gameType: r.gameType, betCount: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };
        groups.set(key, { ...g, betCount: g.betCount + 1, stake: g.stake + r.stake, validBet: g.validBet + r.validBet, payout: g.payout + r.payout, winLoss: g.winLoss + r.winLoss });
      }
      return [...groups.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, g]) => g);
    };
    const all = await dailyTotals(t.database.db, { from, to });
    expect(all).toEqual(await expected());
    // Platform days: 15:59:59Z is still the 1st, 16:00Z the 2nd; 23:00Z on the 3rd is the 4th, outside the range.
    expect([...new Set(all.map((g) => g.day))]).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    expect(all.filter((g) => g.userId === a.userId).reduce((s, g) => s + g.betCount, 0)).toBeGreaterThan(0);
    expect(await dailyTotals(t.database.db, { from, to, userId: b.userId })).toEqual(await expected(b.userId));

    // One statement, served by an index of one player or of every player. The planner's choice depends on
    // the table's size: measured on 20 000 bets of 500 players over 200 days, added in a transaction rolled back.
    const plans = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO users (username, password_hash) SELECT 'plan' || g, 'x' FROM generate_series(1, 500) g`);
        await tx.execute(sql`
          INSERT INTO bets (plat_type, game_type, game_code, user_id, source_ref, stake, valid_bet, status, placed_at, settled_at)
          SELECT 'house_live', 'live', 'roulette', u.id, 'plan-' || u.id || '-' || g, 100, 100, 'settled', x.t, x.t
          FROM (SELECT id FROM users WHERE username LIKE 'plan%') u, generate_series(1, 40) g,
               LATERAL (SELECT timestamptz '2025-01-01' + (g * 5 + u.id % 5) * interval '1 day' AS t) x`);
        await tx.execute(sql`ANALYZE bets`);
        const [one] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'plan7'));
        const explain = async (q: { from: Date; to: Date; userId?: number }) =>
          (await rowsOf<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN SELECT * FROM ${betsRepo.dailyTotalsQuery(tx, q)} totals`)).map((l) => l['QUERY PLAN']).join('\n');
        throw Object.assign(new Error('rollback'), {
          plans: {
            player: await explain({ from: new Date('2025-02-01T00:00:00Z'), to: new Date('2025-03-03T00:00:00Z'), userId: one!.id }),
            everyone: await explain({ from: new Date('2025-03-01T16:00:00Z'), to: new Date('2025-03-02T16:00:00Z') }),
          },
        });
      })
      .catch((e: Error & { plans?: { player: string; everyone: string } }) => e.plans ?? Promise.reject(e));
    const scans = (index: string) => new RegExp(`(Index (Only )?Scan using|Bitmap Index Scan on) ${index} `);
    expect(plans.player).toMatch(scans('bets_user_type_settled'));
    expect(plans.everyone).toMatch(scans('bets_settled'));
    for (const plan of Object.values(plans)) expect(plan).not.toContain('Seq Scan');
  });

  it('the migration’s backfill turns house rounds into the same bet rows the venue writes', async () => {
    const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_bets.sql'))!;
    const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const backfill = text.slice(text.indexOf('-- hand-written:'));
    const columns = { sourceRef: bets.sourceRef, platType: bets.platType, gameType: bets.gameType, gameCode: bets.gameCode, userId: bets.userId, stake: bets.stake, validBet: bets.validBet, payout: bets.payout, winLoss: bets.winLoss, status: bets.status, details: bets.details, placedAt: bets.placedAt, settledAt: bets.settledAt };
    // And a lottery bet still waiting for its draw (Wednesday: Thursday's draw, which nothing runs here).
    at('2026-11-18T12:00:00Z');
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_lottery', 50);
    const lottery = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
    expect((await play(t, lottery.session, 'scheduledLottery', [{ type: 'small', amount: '5' }])).body.data).toMatchObject({ status: 'pending', drawNo: '2026-11-19' });
    const houseBets = (db: DbOrTx) =>
      db.select(columns).from(bets).innerJoin(houseRounds, eq(houseRounds.roundId, bets.sourceRef)).orderBy(bets.sourceRef);
    const written = await houseBets(t.database.db);
    // Settled rounds of every category (earlier tests) and lottery bets both settled and placed.
    expect(new Set(written.map((r) => `${r.gameType}:${r.status}`))).toEqual(new Set(['live:settled', 'chess:settled', 'slots:settled', 'lottery:settled', 'lottery:placed']));
    const rebuilt = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM bets WHERE source_ref IN (SELECT round_id FROM house_rounds)`);
        expect(await houseBets(tx)).toEqual([]);
        await tx.execute(sql.raw(backfill));
        const rows = await houseBets(tx);
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((e: Error & { rows?: unknown }) => e.rows ?? Promise.reject(e));
    expect(rebuilt).toEqual(written);
  });
});
