import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRng, games, type Bet } from '@app/games';
import { formatMinor, toMinor } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { authThrottle, captchas, houseLotteryDraws, houseRounds, jobRuns, ledgerAccounts, loginAttempts, operatorAudit, statsDaily, users, userSessions, verificationCodes } from '../db/schema/index.js';
import { seed } from '../db/seed/seed.js';
import { checkLedger } from '../ledger/invariants.js';
import { createSession } from '../modules/session/service.js';
import { JOBS } from './registry.js';
import { testClock } from '../../test/account-helpers.js';
import { createTestApp, TEST_DB } from '../../test/helpers.js';
import { fundVenue, openHouse, play } from '../../test/house-helpers.js';

/**
 * `npm run admin -- jobs:…` as an operator runs it: the real shell command in its own process on an
 * embedded data directory (no server running), then the data directory read back. The shell opens
 * PGlite whatever TEST_DB says, so this file runs in the PGlite project only.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Opens the data directory in this process (the shell must not be running meanwhile). */
async function withData<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, role: 'test' });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe.skipIf(TEST_DB !== 'pglite')('npm run admin -- jobs:… (real shell, embedded data directory)', () => {
  it('jobs:run lottery-draw --at 2026-12-01T13:30:00Z draws once and settles the bet; a second run of the period does nothing', { timeout: 120_000 }, async () => {
    // A player bets on Tuesday 2026-12-01's draw the day before (the app's clock; sessions on that clock too).
    const clock = testClock('2026-11-30T12:00:00Z');
    const database = await openDatabase({ dataDir, role: 'test' });
    await database.migrate();
    await seed(database.db);
    const t = await createTestApp({}, undefined, { now: clock.now }, database);
    const [user] = await database.db.insert(users).values({ username: `jobs${Date.now()}`, passwordHash: 'x' }).returning({ id: users.id, username: users.username });
    const { token } = await createSession(database.db, { userId: user!.id, ttlMs: 3600_000, now: clock.now() });
    const p = { userId: user!.id, username: user!.username, token };
    await fundVenue(t, p, 'house_lottery', 100);
    const s = await openHouse(t, p, 'house_lottery', 'scheduledLottery', clock.now());
    const bets = [{ type: 'big', amount: '10' }, { type: 'exact:000', amount: '1' }];
    const placed = await play(t, s.session, 'scheduledLottery', bets);
    expect(placed.body.data).toMatchObject({ status: 'pending', drawNo: '2026-12-01', balance: '89.00' });
    await t.close();

    const first = await admin('jobs:run', 'lottery-draw', '--at', '2026-12-01T13:30:00Z');
    expect(first.code).toBe(0);
    const [done] = JSON.parse(first.stdout) as { job: string; period: string; ran: boolean; result: { drawNo: string; result: { digits: number[] }; settled: number } }[];
    expect(done).toEqual({ job: 'lottery-draw', period: '2026-12-01', ran: true, result: { drawNo: '2026-12-01', result: { digits: expect.any(Array) }, settled: 1 } });

    const second = await admin('jobs:run', 'lottery-draw', '--at', '2026-12-01T13:30:00Z');
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toEqual([
      { job: 'lottery-draw', period: '2026-12-01', ran: false, note: expect.stringMatching(/^already ran for 2026-12-01 at .*: nothing done$/) },
    ]);

    // Read back: one draw, with the digits its committed seed gives; the bet paid exactly once.
    await withData(async (db) => {
      const [draw] = await db.select().from(houseLotteryDraws).where(eq(houseLotteryDraws.drawNo, '2026-12-01'));
      expect(draw).toMatchObject({ status: 'drawn', result: done!.result.result });
      const { outcome } = games.scheduledLottery.draw(createRng({ serverSeed: draw!.serverSeed, clientSeed: '2026-12-01', nonce: 0 }));
      expect(outcome).toEqual(done!.result.result);
      const settled = games.scheduledLottery.settle(bets.map((b): Bet => ({ type: b.type, amount: toMinor(b.amount)! })), outcome);
      if (!settled.ok) throw new Error(settled.error);
      const [round] = await db.select().from(houseRounds).where(eq(houseRounds.roundId, placed.body.data.roundId));
      expect(round).toMatchObject({ status: 'settled', payout: settled.value.payout });
      expect(await db.select().from(jobRuns).where(eq(jobRuns.job, 'lottery-draw'))).toEqual([expect.objectContaining({ period: '2026-12-01', finishedAt: expect.any(Date) })]);
      const [wallet] = await db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.userId, p.userId), eq(ledgerAccounts.kind, 'venue:house_lottery')));
      expect(formatMinor(wallet!.balance)).toBe(formatMinor(toMinor('89')! + settled.value.payout));
      expect((await checkLedger(db)).violations).toEqual([]);
    });
  });

  it('jobs:list names every job; an unknown job or a bad time is refused', { timeout: 120_000 }, async () => {
    const list = await admin('jobs:list');
    expect(list.code).toBe(0);
    const jobs = JSON.parse(list.stdout) as { job: string; schedule: string; runs: string; next: string }[];
    // The registry's own test (jobs.test.ts) names every job; the shell lists exactly the registry.
    expect(jobs.map((j) => j.job)).toEqual(JOBS.map((j) => j.name));
    expect(jobs.find((j) => j.job === 'lottery-draw')).toMatchObject({ schedule: '30 21 * * 2,4,6 (Asia/Shanghai)', runs: 'once per period' });
    const unknown = await admin('jobs:run', 'no-such-job');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`unknown job "no-such-job"; jobs: ${JOBS.map((j) => j.name).join(', ')}`);
    const badTime = await admin('jobs:run', 'lottery-draw', '--at', 'tomorrow');
    expect(badTime.code).toBe(1);
    expect(badTime.stderr).toContain('usage: jobs:run <job> [--at <ISO time');
  });

  it('jobs:run security-prune --at deletes exactly the rows past their keeping time, once per day', { timeout: 120_000 }, async () => {
    // The run is at 2026-12-10T00:00Z; each table gets one row just past its limit and one just inside it.
    const at = new Date('2026-12-10T00:00:00Z');
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const MIN = 60_000;
    const DAY = 24 * 60 * MIN;
    const tag = `prune${Date.now()}`;
    await withData(async (db) => {
      const [user] = await db.insert(users).values({ username: tag, passwordHash: 'x' }).returning({ id: users.id });
      // auth_failure_memory_minutes is 1440 by default: a counter untouched for a day is already forgotten.
      await db.insert(authThrottle).values([
        { scope: 'login', subject: `${tag}-old`, failures: 3, lastAt: ago(DAY + MIN), blockedUntil: null },
        { scope: 'login', subject: `${tag}-live`, failures: 3, lastAt: ago(DAY - MIN), blockedUntil: ago(-MIN) },
      ]);
      await db.insert(loginAttempts).values([
        { kind: 'login', subject: `${tag}-old`, ip: '1.2.3.4', success: false, at: ago(90 * DAY + MIN) },
        { kind: 'login', subject: `${tag}-kept`, ip: '1.2.3.4', success: false, at: ago(90 * DAY - MIN) },
      ]);
      const code = (target: string, expiresAt: Date) => ({ channel: 'sms', purpose: 'register', target, codeHash: 'h', expiresAt, countdownSeconds: 60, createdAt: ago(2 * DAY) });
      await db.insert(verificationCodes).values([code(`${tag}-old`, ago(DAY + MIN)), code(`${tag}-kept`, ago(DAY - MIN))]);
      await db.insert(captchas).values([
        { id: `${tag}-old`, answerHash: 'h', expiresAt: ago(DAY + MIN) },
        { id: `${tag}-kept`, answerHash: 'h', expiresAt: ago(DAY - MIN) },
      ]);
      const session = (name: string, expiresAt: Date, revokedAt: Date | null) => ({ userId: user!.id, tokenHash: `${tag}-${name}`, expiresAt, revokedAt });
      await db.insert(userSessions).values([
        session('expired-old', ago(30 * DAY + MIN), null),
        session('revoked-old', ago(-DAY), ago(30 * DAY + MIN)),
        session('expired-kept', ago(30 * DAY - MIN), null),
        session('revoked-kept', ago(-DAY), ago(30 * DAY - MIN)),
        session('live', ago(-DAY), null),
      ]);
    });

    const first = await admin('jobs:run', 'security-prune', '--at', at.toISOString());
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual([
      { job: 'security-prune', period: '2026-12-10', ran: true, result: { throttle: 1, attempts: 1, captchas: 1, codes: 1, sessions: 2 } },
    ]);
    const second = await admin('jobs:run', 'security-prune', '--at', '2026-12-10T20:00:00Z');
    expect(JSON.parse(second.stdout)).toEqual([{ job: 'security-prune', period: '2026-12-10', ran: false, note: expect.stringMatching(/^already ran for 2026-12-10/) }]);

    await withData(async (db) => {
      const mine = (rows: string[]) => rows.filter((r) => r.startsWith(tag)).sort();
      expect(mine((await db.select().from(authThrottle)).map((r) => r.subject))).toEqual([`${tag}-live`]);
      expect(mine((await db.select().from(loginAttempts)).map((r) => r.subject))).toEqual([`${tag}-kept`]);
      expect(mine((await db.select().from(verificationCodes)).map((r) => r.target))).toEqual([`${tag}-kept`]);
      expect(mine((await db.select().from(captchas)).map((r) => r.id))).toEqual([`${tag}-kept`]);
      expect(mine((await db.select().from(userSessions)).map((r) => r.tokenHash))).toEqual([`${tag}-expired-kept`, `${tag}-live`, `${tag}-revoked-kept`]);
    });
  });

  it('player:freeze / player:unfreeze (audited as cli:<user>) and jobs:run stats-daily --at (re-runnable)', { timeout: 120_000 }, async () => {
    const username = `clifrz${Date.now() % 100000}`;
    const database = await openDatabase({ dataDir, role: 'test' });
    await database.migrate(); // this test may run alone
    await database.db.insert(users).values({ username, passwordHash: 'x' });
    await database.close();
    const frozen = await admin('player:freeze', username, 'suspected', 'fraud');
    expect(frozen.code).toBe(0);
    expect(JSON.parse(frozen.stdout)).toEqual({ username, before: { status: 'active' }, after: { status: 'frozen' } });
    expect((await admin('player:freeze', 'no-such-player', 'x')).stderr).toContain('error 2091');
    const unfrozen = await admin('player:unfreeze', username);
    expect(JSON.parse(unfrozen.stdout)).toMatchObject({ after: { status: 'active' } });
    const stats = await admin('jobs:run', 'stats-daily', '--at', '2026-12-02T16:10:00Z');
    expect(stats.code).toBe(0);
    expect(JSON.parse(stats.stdout)[0]).toMatchObject({ job: 'stats-daily', ran: true, result: { days: expect.arrayContaining(['2026-12-02']) } });
    await withData(async (db) => {
      const audit = await db.select().from(operatorAudit).where(eq(operatorAudit.target, username)).orderBy(operatorAudit.id);
      expect(audit.map((a) => [a.operatorName.startsWith('cli:'), a.operatorId, a.action, a.detail])).toEqual([
        [true, null, 'player.freeze', { reason: 'suspected fraud' }],
        [true, null, 'player.unfreeze', {}],
      ]);
      expect((await db.select({ day: statsDaily.day }).from(statsDaily).where(eq(statsDaily.day, '2026-12-02'))).length).toBe(1);
    });
  });

  it('vip:set-level <username> <level> --reason (audited as cli:<user>, history row) and jobs:run vip-review --at', { timeout: 120_000 }, async () => {
    const username = `clivip${Date.now() % 100000}`;
    const database = await openDatabase({ dataDir, role: 'test' });
    await database.migrate(); // this test may run alone
    await seed(database.db);
    await database.db.insert(users).values({ username, passwordHash: 'x' });
    await database.close();
    const set = await admin('vip:set-level', username, '4', '--reason', 'migrated', 'account');
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toMatchObject({ fromLevel: 1, level: 4 });
    expect((await admin('vip:set-level', username, '4', '--reason', 'again')).stderr).toContain('error 2601');
    expect((await admin('vip:set-level', 'no-such-player', '2', '--reason', 'x')).stderr).toContain('error 1005');
    expect((await admin('vip:set-level', username, '11', '--reason', 'x')).stderr).toContain('error 1000');
    const review = await admin('jobs:run', 'vip-review', '--at', '2026-12-03T16:10:00Z');
    expect(JSON.parse(review.stdout)).toEqual([{ job: 'vip-review', period: '2026-12-03', ran: true, result: expect.objectContaining({ day: '2026-12-03' }) }]);
    await withData(async (db) => {
      const [audit] = await db.select().from(operatorAudit).where(and(eq(operatorAudit.target, username), eq(operatorAudit.action, 'vip.setLevel')));
      expect(audit).toMatchObject({ operatorId: null, before: { level: 1 }, after: { level: 4 }, detail: expect.objectContaining({ reason: 'migrated account' }) });
      expect(audit!.operatorName.startsWith('cli:')).toBe(true);
      expect((await db.select({ l: users.vipLevel }).from(users).where(eq(users.username, username)))[0]!.l).toBe(4);
    });
  });
});
