// @postgres: set-wise SQL (day boundaries, aggregates, numeric and timestamp types as the pg driver returns them)
import { Cron } from 'croner';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseLotteryDraws, houseRounds, jobRuns } from '../db/schema/index.js';
import { jobTimeZone, LATEST_RUN, runJob, type PeriodJob } from '../platform/index.js';
import { lotteryDrawJob } from '../venues/house/lottery-job.js';
import { findJob, JOBS } from './registry.js';
import { testClock } from '../../test/account-helpers.js';
import { useTestApp } from '../../test/helpers.js';
import { fundVenue, openHouse, play } from '../../test/house-helpers.js';
import { createPlayer, expectLedgerOk } from '../../test/wallet-helpers.js';

// Saturday 2026-11-21 20:00 in Shanghai (in the past of real time: member sessions use the real clock); that day's draw is 13:30Z.
const clock = testClock('2026-11-21T12:00:00Z');
const t = useTestApp({}, { now: clock.now });

describe('jobs', () => {
  it('two runs of one period at once draw once: one settles every bet, the other does nothing and says so', async () => {
    const players = await Promise.all([createPlayer(t), createPlayer(t)]);
    const rounds: string[] = [];
    for (const p of players) {
      await fundVenue(t, p, 'house_lottery', 50);
      const s = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
      const r = await play(t, s.session, 'scheduledLottery', [{ type: 'even', amount: '10' }]);
      expect(r.body.data).toMatchObject({ status: 'pending', drawNo: '2026-11-21' });
      rounds.push(r.body.data.roundId);
    }
    const at = new Date('2026-11-21T13:30:00Z');
    const runs = (await Promise.all([runJob(t.database.db, lotteryDrawJob, at), runJob(t.database.db, lotteryDrawJob, at)])).flat();
    expect(runs.filter((o) => o.ran)).toEqual([{ job: 'lottery-draw', period: '2026-11-21', ran: true, result: { drawNo: '2026-11-21', result: expect.any(Object), settled: 2 } }]);
    expect(runs.filter((o) => !o.ran)).toEqual([{ job: 'lottery-draw', period: '2026-11-21', ran: false, note: expect.stringMatching(/^already ran for 2026-11-21 at /) }]);
    expect(await t.database.db.select().from(jobRuns).where(and(eq(jobRuns.job, 'lottery-draw'), eq(jobRuns.period, '2026-11-21')))).toHaveLength(1);
    for (const roundId of rounds) {
      const [row] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.roundId, roundId));
      expect(row!.status).toBe('settled');
    }
    // Any later time in the same period: still nothing.
    expect(await runJob(t.database.db, lotteryDrawJob, new Date('2026-11-23T10:00:00Z'))).toEqual([expect.objectContaining({ period: '2026-11-21', ran: false })]);
    await expectLedgerOk(t);
  });

  it('a draw nobody bet on is still drawn when its time comes, so the period is settled for good', async () => {
    const [first] = await runJob(t.database.db, lotteryDrawJob, new Date('2026-11-24T13:30:00Z'));
    expect(first).toMatchObject({ period: '2026-11-24', ran: true, result: { drawNo: '2026-11-24', settled: 0 } });
    const [draw] = await t.database.db.select().from(houseLotteryDraws).where(eq(houseLotteryDraws.drawNo, '2026-11-24'));
    expect(draw).toMatchObject({ status: 'drawn', drawAt: new Date('2026-11-24T13:30:00Z') });
  });

  it('a failed run releases its claim: the next run of the period runs', async () => {
    let calls = 0;
    const flaky: PeriodJob = {
      name: 'test-flaky',
      description: 'fails once',
      pattern: '0 0 * * *',
      timezone: 'UTC',
      period: (at) => at.toISOString().slice(0, 10),
      runPeriod: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return { calls };
      },
    };
    const at = new Date('2026-11-21T00:00:00Z');
    await expect(runJob(t.database.db, flaky, at)).rejects.toThrow('boom');
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-flaky'))).toEqual([]);
    expect(await runJob(t.database.db, flaky, at)).toEqual([{ job: 'test-flaky', period: '2026-11-21', ran: true, result: { calls: 2 } }]);
    const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test-flaky'));
    expect(row).toMatchObject({ period: '2026-11-21', result: '{"calls":2}', finishedAt: expect.any(Date) });
    expect((await runJob(t.database.db, flaky, at))[0]).toMatchObject({ ran: false });
    expect(calls).toBe(2);
  });

  it('every-trigger jobs (transfer reconciliation, deposit expiry) run each time, claim no period and keep their latest run', async () => {
    for (const name of ['transfer-reconcile', 'deposit-expiry', 'stats-daily']) {
      const job = findJob(name)!;
      expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, name))).toEqual([]);
      for (let i = 0; i < 2; i++) expect(await runJob(t.database.db, job, clock.now())).toEqual([{ job: name, period: null, ran: true, result: expect.anything() }]);
      // One row, the latest run (issue 24: the Jobs page showed "never ran" for jobs that ran on every trigger).
      const rows = await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, name));
      expect(rows).toEqual([expect.objectContaining({ period: LATEST_RUN, finishedAt: expect.any(Date) })]);
    }
  });

  it('the registry lists every job once, each with a valid schedule', () => {
    expect(JOBS.map((j) => j.name)).toEqual(['birthday-gift', 'cashbox-interest', 'deposit-expiry', 'house-prune', 'lottery-draw', 'rebate-daily', 'security-prune', 'stats-daily', 'transfer-reconcile', 'vip-review', 'weekly-red-packet', 'welfare-expiry']);
    for (const job of JOBS) {
      const cron = new Cron(job.pattern, { timezone: jobTimeZone(job), paused: true });
      expect(cron.nextRun(clock.now())).toBeInstanceOf(Date);
      cron.stop();
    }
    expect(findJob('nope')).toBeUndefined();
  });
});
