import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index.js';
import { birthdayGiftJob } from './birthday-gift-job.js';
import { runJob } from '../../platform/index.js';
import { rebateDailyJob } from './rebate-daily-job.js';
import { atHour } from '../../lib/platform-time.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, operatorToken } from '../../../test/wallet-helpers.js';
import { rewardsScene, settableClock } from '../../../test/welfare-helpers.js';

/** Operator welfare tools and the job runner (issue 15): welfare/list, export, summary; jobs/list, jobs/run. */
const clock = settableClock('2026-11-01T00:00:00Z');
const t = useTestApp({}, { now: clock.now });
const scene = rewardsScene(t);

describe('operator welfare and jobs', () => {
  it('lists, exports and sums the items; jobs/run runs a job as of a past time once, audited', async () => {
    const p = await createPlayer(t, 'adm');
    await scene.player(p, { level: 2, birthday: '1990-11-03', registeredAt: '2025-01-01T00:00:00Z' });
    await scene.dailyBet(p, '2026-11-02', 'sports', 200_000); // × 0.45% = 900
    await runJob(t.database.db, rebateDailyJob, atHour('2026-11-03', 0, 30));
    await runJob(t.database.db, birthdayGiftJob, atHour('2026-11-03', 0, 20));
    const [rebate, gift] = await scene.items(p);
    expect(gift).toMatchObject({ kind: 'birthdayGift', amount: 1800n });
    expect(rebate).toMatchObject({ kind: 'dailyRebate', amount: 900n });
    clock.set(atHour('2026-11-04', 10));
    expect((await as(t, p)('/web/welfareCenter/receiveWelfare', { id: rebate!.id })).body.code).toBe(0);
    // The gift lapses unreceived (three days), the expiry job has not run: it still reads expired.
    clock.set(atHour('2026-11-07', 12));
    const token = await operatorToken(t);
    const op = <T>(path: string, body: unknown) => t.call<T>(`/admin/api/${path}`, body, { token });

    const list = await op<{ list: Record<string, unknown>[]; total: number }>('welfare/list', { username: p.username.toUpperCase(), page: 1, size: 10 });
    expect(list.body.data).toMatchObject({ total: 2, page: 1, size: 10 });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id: gift!.id, kind: 'birthdayGift', amount: '18.00', status: 'expired', periodKey: '2026', receivedAt: null }),
      expect.objectContaining({ id: rebate!.id, userId: p.userId, username: p.username, kind: 'dailyRebate', amount: '9.00', status: 'received', periodKey: '2026-11-02', turnoverMultiple: '1', receivedAt: atHour('2026-11-04', 10).toISOString() }),
    ]);
    const expired = await op<{ list: { id: number }[] }>('welfare/list', { username: p.username, status: 'expired' });
    expect(expired.body.data.list.map((i) => i.id)).toEqual([gift!.id]);
    expect((await op<{ total: number }>('welfare/list', { username: p.username, kind: 'weeklyRedPacket' })).body.data.total).toBe(0);
    expect((await op<{ total: number }>('welfare/list', { username: p.username, from: '2026-11-04', to: '2026-11-05' })).body.data.total).toBe(0);
    expect((await op<{ total: number }>('welfare/list', { username: p.username, from: '2026-11-03', to: '2026-11-03' })).body.data.total).toBe(2);

    const csv = await t.app.inject({ method: 'POST', url: '/admin/api/welfare/export', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ username: p.username }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="welfare-\d{8}T\d{6}\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('id,userId,username,kind,type,amount,turnoverMultiple,status,periodKey,opensAt,expiresAt,createdAt,receivedAt');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([String(rebate!.id), String(gift!.id)]);

    const summary = await op<{ list: Record<string, unknown>[] }>('welfare/summary', { from: '2026-11-03', to: '2026-11-06' });
    expect(summary.body.data.list).toHaveLength(9);
    expect(summary.body.data.list.find((r) => r.kind === 'dailyRebate')).toMatchObject({ offeredCount: expect.any(Number), receivedCount: 1, received: '9.00' });
    expect(summary.body.data.list.find((r) => r.kind === 'birthdayGift')).toMatchObject({ offeredCount: 1, offered: '18.00', receivedCount: 0, expiredCount: 1, expired: '18.00' });
    expect((await op('welfare/summary', { from: '2026-11-06', to: '2026-11-03' })).body.code).toBe(1000);

    // jobs/run: not as of the future, not an unknown job; a run is audited; the second run of a period does nothing.
    expect((await op('jobs/run', { name: 'rebate-daily', at: atHour('2026-11-07', 12, 0, 1).toISOString() })).body.code).toBe(2591);
    expect((await op('jobs/run', { name: 'nope', at: atHour('2026-11-05', 1).toISOString() })).body.code).toBe(2590);
    const run = await op<{ outcomes: Record<string, unknown>[] }>('jobs/run', { name: 'rebate-daily', at: atHour('2026-11-06', 1).toISOString() });
    expect(run.body).toMatchObject({ code: 0, data: { outcomes: [{ job: 'rebate-daily', period: '2026-11-05', ran: true, result: { day: '2026-11-05', offered: 0 } }] } });
    const again = await op<{ outcomes: Record<string, unknown>[] }>('jobs/run', { name: 'rebate-daily', at: atHour('2026-11-06', 2).toISOString() });
    expect(again.body.data.outcomes).toEqual([expect.objectContaining({ period: '2026-11-05', ran: false, note: expect.stringMatching(/^already ran for 2026-11-05/) })]);
    const audits = await t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, 'jobs.run'), eq(operatorAudit.target, 'rebate-daily')));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ operatorName: 'admin', detail: { at: atHour('2026-11-06', 1).toISOString(), outcomes: [expect.objectContaining({ ran: true })] } });

    const jobs = await op<{ list: { name: string; periodic: boolean; lastRuns: { period: string }[] }[] }>('jobs/list', {});
    const byName = new Map(jobs.body.data.list.map((j) => [j.name, j]));
    for (const name of ['rebate-daily', 'birthday-gift', 'weekly-red-packet', 'welfare-expiry']) expect(byName.has(name), name).toBe(true);
    expect(byName.get('rebate-daily')).toMatchObject({ periodic: true, lastRuns: [{ period: '2026-11-05' }, { period: '2026-11-02' }] });
    expect(byName.get('welfare-expiry')).toMatchObject({ periodic: false, lastRuns: [] });
    // A job that runs on every trigger shows its latest run once it ran (issue 24: not "never ran").
    expect((await op('jobs/run', { name: 'welfare-expiry', at: atHour('2026-11-06', 3).toISOString() })).body.code).toBe(0);
    expect((await op('jobs/run', { name: 'welfare-expiry', at: atHour('2026-11-06', 4).toISOString() })).body.code).toBe(0);
    const after = await op<{ list: { name: string; lastRuns: { period: string; ranAt: string }[] }[] }>('jobs/list', {});
    const expiry = after.body.data.list.find((j) => j.name === 'welfare-expiry')!;
    expect(expiry.lastRuns).toEqual([{ period: 'latest', ranAt: expect.any(String) }]);
    expect(after.body.data.list.find((j) => j.name === 'rebate-daily')!.lastRuns.map((r) => r.period)).toEqual(['2026-11-05', '2026-11-02']);
    await expectLedgerOk(t);
  });
});
