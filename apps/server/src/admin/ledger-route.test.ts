import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { createPlayer, expectLedgerOk, fund, operatorToken } from '../../test/wallet-helpers.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await operatorToken(t);
});
afterAll(async () => {
  await t?.close();
});

type Report = { accounts: number; journals: number; postings: number; violations: string[] };

describe('POST /admin/api/ledger/check (npm run ledger:check asked of the running server, issue 11 item 1)', () => {
  it('needs an operator session', async () => {
    const p = await createPlayer(t);
    expect((await t.call('/admin/api/ledger/check')).body.code).toBe(401);
    expect((await t.call('/admin/api/ledger/check', {}, { token: p.token })).body.code).toBe(401);
  });

  it('answers the invariants report: none violated after a credit, the violation once a balance is forged', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    const clean = await t.call<Report>('/admin/api/ledger/check', {}, { token });
    expect(clean.body.code).toBe(0);
    expect(clean.body.data.violations).toEqual([]);
    expect(clean.body.data.postings).toBeGreaterThanOrEqual(2);

    // A balance written around the ledger (what a forked copy of the books amounts to) is reported.
    const [account] = await t.database.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 1` })
      .where(and(eq(ledgerAccounts.userId, p.userId), eq(ledgerAccounts.kind, 'central')))
      .returning({ id: ledgerAccounts.id });
    const forged = await t.call<Report>('/admin/api/ledger/check', {}, { token });
    expect(forged.body.code).toBe(0);
    expect(forged.body.data.violations.some((v) => v.includes(String(account!.id)))).toBe(true);
    await t.database.db.update(ledgerAccounts).set({ balance: sql`${ledgerAccounts.balance} - 1` }).where(eq(ledgerAccounts.id, account!.id));
    await expectLedgerOk(t);
  });
});
