import { createRng, games, hashSeed, nextDrawTimes, type Bet } from '@app/games';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { formatMinor, toMinor } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseRounds, jobRuns } from '../../db/schema/index.js';
import { lotteryDrawJob } from './lottery-job.js';
import { runJob } from '../../platform/index.js';
import { startScheduler } from '../../jobs/scheduler.js';
import { runDraw } from './lottery.js';
import { testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { fundVenue, openHouse, play, venueBalance } from '../../../test/house-helpers.js';
import { as, createPlayer, expectLedgerOk } from '../../../test/wallet-helpers.js';

// Saturday 2026-11-21 20:00 in Shanghai (in the past: the players' sessions are real-time); that day's draw is at 21:30 (13:30Z), closing a minute before.
const clock = testClock('2026-11-21T12:00:00Z');
const t = useTestApp({}, { now: clock.now });
const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const minor = (s: string): bigint => toMinor(s)!;

describe('scheduled lottery', () => {
  it('takes bets until the draw closes, draws once when triggered twice, settles the pending bets', async () => {
    at('2026-11-21T12:00:00Z');
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    await fundVenue(t, a, 'house_lottery', 1000);
    await fundVenue(t, b, 'house_lottery', 1000);
    const sa = await openHouse(t, a, 'house_lottery', 'scheduledLottery', clock.now());
    const sb = await openHouse(t, b, 'house_lottery', 'scheduledLottery', clock.now());
    const betsA = [{ type: 'big', amount: '100' }, { type: 'exact:123', amount: '2' }, { type: 'small', amount: '20' }];
    const betsB = [{ type: 'odd', amount: '50' }];
    const ra = await play(t, sa.session, 'scheduledLottery', betsA);
    expect(ra.body.code).toBe(0);
    expect(ra.body.data).toMatchObject({ status: 'pending', outcome: null, payout: '0.00', balance: '878.00', drawNo: '2026-11-21', clientSeed: '2026-11-21', nonce: 0 });
    // The stakes left the wallet at once.
    expect(await venueBalance(t, a, 'house_lottery')).toBe('878.00');
    at('2026-11-21T13:28:59Z');
    const rb = await play(t, sb.session, 'scheduledLottery', betsB);
    expect(rb.body.code).toBe(0);
    expect(rb.body.data.serverSeedHash).toBe(ra.body.data.serverSeedHash);

    // Closed from one minute before the draw: refused, nothing moves.
    at('2026-11-21T13:29:00Z');
    const late = await play(t, sb.session, 'scheduledLottery', betsB, {}, { lang: 'en' });
    expect(late.body.code).toBe(2310);
    expect(await venueBalance(t, b, 'house_lottery')).toBe('950.00');

    // Until the draw the bet record is pending, with its stake and no win or loss yet.
    const pending = await as(t, a)<{ list: { betId: string; status: string; betAmount: string; winLoss: string; gameName: string }[] }>('/web/user/getBetRecord', { page: 1, size: 5 }, { lang: 'en' });
    expect(pending.body.data.list).toEqual([expect.objectContaining({ betId: ra.body.data.roundId, status: 'pending', betAmount: '122.00', winLoss: '0.00', gameName: '3D Lottery' })]);

    // Not due yet: nothing runs.
    expect((await runDraw(t.database.db, '2026-11-21', new Date('2026-11-21T13:29:59Z'))).ran).toBe(false);
    at('2026-11-21T13:30:00Z');
    const runs = await Promise.all([runDraw(t.database.db, '2026-11-21', clock.now()), runDraw(t.database.db, '2026-11-21', clock.now())]);
    expect(runs.filter((r) => r.ran)).toEqual([{ ran: true, settled: 2 }]);
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.period, '2026-11-21'))).toHaveLength(1);

    // The seed is published with the result; recompute the digits and every payout with the engine.
    const h = await t.call<{ list: { roundId: string; status: string; outcome: unknown; payout: string; validBet: string; serverSeed: string | null }[] }>(
      '/venue/house/api/history',
      { session: sa.session, page: 1, size: 10 },
    );
    const round = h.body.data.list[0]!;
    expect(round.status).toBe('settled');
    expect(hashSeed(round.serverSeed!)).toBe(ra.body.data.serverSeedHash);
    const { outcome } = games.scheduledLottery.draw(createRng({ serverSeed: round.serverSeed!, clientSeed: '2026-11-21', nonce: 0 }));
    expect(round.outcome).toEqual(outcome);
    const settle = (bets: { type: string; amount: string }[]) => {
      const s = games.scheduledLottery.settle(bets.map((x): Bet => ({ type: x.type, amount: minor(x.amount) })), outcome);
      if (!s.ok) throw new Error(s.error);
      return s.value;
    };
    const sA = settle(betsA);
    const sB = settle(betsB);
    expect(round.payout).toBe(formatMinor(sA.payout));
    // big 100 vs small 20: 20 is hedged on each side; the exact bet counts in full.
    expect(round.validBet).toBe('82.00');
    expect(await venueBalance(t, a, 'house_lottery')).toBe(formatMinor(minor('878') + sA.payout));
    expect(await venueBalance(t, b, 'house_lottery')).toBe(formatMinor(minor('950') + sB.payout));

    // A later run of the same draw changes nothing.
    expect((await runDraw(t.database.db, '2026-11-21', clock.now())).ran).toBe(false);
    expect(await venueBalance(t, a, 'house_lottery')).toBe(formatMinor(minor('878') + sA.payout));
    await expectLedgerOk(t);
  });

  it('after a draw, bets go to the next one; a draw missed while no server ran is caught up on start', async () => {
    at('2026-11-21T13:31:00Z');
    const p = await createPlayer(t);
    await fundVenue(t, p, 'house_lottery', 100);
    const s = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
    const r = await play(t, s.session, 'scheduledLottery', [{ type: 'even', amount: '10' }]);
    expect(r.body.data).toMatchObject({ status: 'pending', drawNo: '2026-11-24' });
    // Tuesday's draw time passes with no server up; the next start runs the job's catch-up.
    const job = lotteryDrawJob;
    expect(job.runOnStart).toBe(true);
    const db = t.database.db;
    // Before Tuesday's draw a run stands for Saturday's, already drawn: nothing is done.
    expect(await runJob(db, job, new Date('2026-11-24T13:29:00Z'))).toEqual([
      { job: 'lottery-draw', period: '2026-11-21', ran: false, note: expect.stringMatching(/^already ran for 2026-11-21 at .*: nothing done$/) },
    ]);
    expect(await runJob(db, job, new Date('2026-11-25T08:00:00Z'))).toEqual([
      { job: 'lottery-draw', period: '2026-11-24', ran: true, result: { drawNo: '2026-11-24', result: { digits: expect.any(Array) }, settled: 1 } },
    ]);
    const [row] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.roundId, r.body.data.roundId));
    expect(row!.status).toBe('settled');
    expect((await runJob(db, job, new Date('2026-11-25T08:00:01Z'))).map((o) => o.ran)).toEqual([false]);
    // A draw missed for a week: each open draw is owed and drawn, oldest first, then the current one.
    at('2026-11-25T09:00:00Z');
    const s2 = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
    expect((await play(t, s2.session, 'scheduledLottery', [{ type: 'odd', amount: '5' }])).body.data.drawNo).toBe('2026-11-26');
    at('2026-11-27T09:00:00Z');
    const s3 = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
    expect((await play(t, s3.session, 'scheduledLottery', [{ type: 'odd', amount: '5' }])).body.data.drawNo).toBe('2026-11-28');
    const caughtUp = await runJob(db, job, new Date('2026-12-02T00:00:00Z'));
    expect(caughtUp.map((o) => [o.period, o.ran, (o.result as { settled: number }).settled])).toEqual([
      ['2026-11-26', true, 1],
      ['2026-11-28', true, 1],
      ['2026-12-01', true, 0],
    ]);
    await expectLedgerOk(t);
  });

  it('the cron pattern fires exactly at the engine’s draw times, and the scheduler runs catch-up jobs on start', async () => {
    const job = lotteryDrawJob;
    const cron = new Cron(job.pattern, { timezone: job.timezone, paused: true });
    let from = new Date('2026-11-20T00:00:00Z');
    for (const expected of nextDrawTimes(from, 6)) {
      const next = cron.nextRun(from)!;
      expect(next.toISOString()).toBe(expected.toISOString());
      from = next;
    }
    cron.stop();
    const ran: Date[] = [];
    const log = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
    const probe = { name: 'probe', description: 'probe', pattern: job.pattern, timezone: job.timezone, runOnStart: true, run: async (_db: unknown, at: Date) => void ran.push(at) };
    const stop = startScheduler(t.database.db, [probe], log, clock.now);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(ran).toEqual([clock.now()]);
  });
});
