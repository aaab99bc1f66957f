// @postgres: parallel requests on a pool of connections (lock contention PGlite's one connection cannot show)
import { ERROR_CODES } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashboxIncome, jobRuns } from '../../db/schema/index.js';
import { cashboxInterestJob } from './interest-job.js';
import { runJob } from '../../platform/index.js';
import { balancesOf } from '../../ledger/ledger.js';
import { atHour } from '../../lib/platform-time.js';
import * as settings from '../settings/service.js';
import { testClock } from '../../../test/account-helpers.js';
import { createTestApp, TEST_DB, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund } from '../../../test/wallet-helpers.js';

/**
 * Races on the cashbox (PGlite has one connection and cannot show them), so these run on PostgreSQL only: twenty
 * parallel switches never overdraw either side; the accrual started four times at once for one day pays once.
 */
const onPg = TEST_DB === 'pg';
if (!onPg) console.log('[cashbox-concurrency.test] skipped on PGlite: one connection cannot show lock contention; runs in the server-pg project');

describe.skipIf(!onPg)('concurrent cashbox on PostgreSQL', () => {
  const clock = testClock('2026-11-10T04:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: clock.now });
    await settings.set(t.database.db, 'cashbox_min_amount', 10);
    await settings.set(t.database.db, 'cashbox_annual_rate', '36.50');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('20 parallel switches in and then 20 out never overdraw: exactly as many succeed as the balance covers', async () => {
    const p = await createPlayer(t, 'cc');
    await fund(t, p, '95');
    const call = as(t, p);
    const ins = await Promise.all(Array.from({ length: 20 }, () => call('/web/cashbox/switchToCashbox', { direction: 'in', amount: '10' })));
    expect(ins.filter((r) => r.body.code === 0)).toHaveLength(9);
    expect(ins.filter((r) => r.body.code !== 0).map((r) => r.body.code)).toEqual(Array(11).fill(ERROR_CODES.insufficientBalance));
    let b = await balancesOf(t.database.db, p.userId, ['central', 'cashbox']);
    expect([b.get('central'), b.get('cashbox')]).toEqual([500n, 9000n]);
    const outs = await Promise.all(Array.from({ length: 20 }, () => call('/web/cashbox/switchToCashbox', { direction: 'out', amount: '20' })));
    expect(outs.filter((r) => r.body.code === 0)).toHaveLength(4);
    expect(outs.filter((r) => r.body.code !== 0).map((r) => r.body.code)).toEqual(Array(16).fill(ERROR_CODES.cashboxInsufficient));
    b = await balancesOf(t.database.db, p.userId, ['central', 'cashbox']);
    expect([b.get('central'), b.get('cashbox')]).toEqual([8500n, 1000n]);
    await expectLedgerOk(t);
  });

  it('20 parallel switches with one Idempotency-Key move once and all answer the same', async () => {
    const p = await createPlayer(t, 'ck');
    await fund(t, p, '100');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => as(t, p)('/web/cashbox/switchToCashbox', { direction: 'in', amount: '30' }, { 'Idempotency-Key': 'one-tap' })),
    );
    expect(answers.map((r) => r.body)).toEqual(Array(20).fill({ code: 0, msg: expect.any(String), data: { central: '70.00', cashbox: '30.00' } }));
    const b = await balancesOf(t.database.db, p.userId, ['central', 'cashbox']);
    expect([b.get('central'), b.get('cashbox')]).toEqual([7000n, 3000n]);
    await expectLedgerOk(t);
  });

  it('the accrual triggered four times at once for one day pays once, beside parallel switches', async () => {
    const p = await createPlayer(t, 'cj');
    await fund(t, p, '200');
    await as(t, p)('/web/cashbox/switchToCashbox', { direction: 'in', amount: '100' });
    const at = atHour('2026-11-12', 0, 10); // pays 2026-11-11: the 100.00 was in before it began
    const work = [
      ...Array.from({ length: 4 }, () => runJob(t.database.db, cashboxInterestJob, at)),
      ...Array.from({ length: 5 }, () => as(t, p)('/web/cashbox/switchToCashbox', { direction: 'in', amount: '10' })),
    ];
    const done = await Promise.all(work);
    const outcomes = done.slice(0, 4).flat() as { ran: boolean; period: string }[];
    expect(outcomes.filter((o) => o.ran && o.period === '2026-11-11')).toHaveLength(1);
    expect(await t.database.db.select().from(jobRuns).where(eq(jobRuns.job, 'cashbox-interest'))).toHaveLength(1);
    const rows = await t.database.db.select().from(cashboxIncome).where(eq(cashboxIncome.userId, p.userId));
    expect(rows.map((r) => [r.day, r.income])).toEqual([['2026-11-11', 10n]]);
    await expectLedgerOk(t);
  });
});
