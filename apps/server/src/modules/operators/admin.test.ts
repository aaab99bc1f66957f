import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminOperator } from './service.js';
import { operatorAudit, operators } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, operatorToken } from '../../../test/wallet-helpers.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await operatorToken(t, 'operator-secret-1');
});
afterAll(async () => {
  await t?.close();
});

function adjust(body: unknown, headers: Record<string, string> = {}) {
  return t.call<{ orderNo: string; central: string; amount: string }>('/admin/api/wallet/adjust', body, { token, ...headers });
}

describe('operator API (api-contract.md Operator API)', () => {
  it('first start creates admin once; a generated password is returned only when none is configured', async () => {
    expect(await ensureAdminOperator(t.database.db, 'another-password')).toBeNull();
    const rows = await t.database.db.select({ hash: operators.passwordHash }).from(operators).where(eq(operators.username, 'admin'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.hash).not.toContain('operator-secret-1');
  });

  it('login refuses wrong passwords and unknown operators alike; every other path needs an operator token', async () => {
    const wrong = await t.call('/admin/api/login', { username: 'admin', password: 'nope' }, { lang: 'en' });
    expect(wrong.body).toMatchObject({ code: 1113, msg: 'Wrong username or password' });
    expect((await t.call('/admin/api/login', { username: 'ghost', password: 'nope' })).body.code).toBe(1113);
    expect((await t.call('/admin/api/wallet/adjust', { username: 'x', amount: 1, reason: 'r' })).status).toBe(401);
    const p = await createPlayer(t);
    // a player's token is not an operator's
    expect((await t.call('/admin/api/wallet/adjust', { username: p.username, amount: 1, reason: 'r' }, { token: p.token })).status).toBe(401);
  });

  it('wallet/adjust credits and debits, never below zero, records and audits each', async () => {
    const p = await createPlayer(t);
    const credit = await adjust({ username: p.username, amount: '150.50', reason: 'goodwill' });
    expect(credit.body).toMatchObject({ code: 0, data: { amount: '150.50', central: '150.50' } });
    const debit = await adjust({ username: p.username, amount: '-50.5', reason: 'correction' });
    expect(debit.body.data).toMatchObject({ amount: '-50.50', central: '100.00' });
    expect((await adjust({ username: p.username, amount: '-100.01', reason: 'too much' })).body.code).toBe(2000);
    for (const amount of [0, '0.00', 'abc', '1.001', '--1', null]) {
      expect((await adjust({ username: p.username, amount, reason: 'x' })).body.code, String(amount)).toBeOneOf([1000, 2001]);
    }
    expect((await adjust({ username: 'nobody', amount: 1, reason: 'x' })).body.code).toBe(2091);
    expect((await adjust({ username: p.username, amount: 1, reason: '' })).body.code).toBe(1000);
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('100.00');
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, p.username));
    expect(audit.map((a) => [a.operatorName, a.action, a.detail.amount, a.detail.reason])).toEqual([
      ['admin', 'wallet.adjust', '150.50', 'goodwill'],
      ['admin', 'wallet.adjust', '-50.50', 'correction'],
    ]);
    const records = await as(t, p)<{ list: { type: string; amount: string; mode: string }[] }>('/web/transactionRecord/queryTransactionRecordList', { type: 'adjust' });
    expect(records.body.data.list.map((r) => r.amount)).toEqual(['-50.50', '150.50']);
    await expectLedgerOk(t);
  });

  it('wallet/adjust honours Idempotency-Key', async () => {
    const p = await createPlayer(t);
    const h = { 'idempotency-key': 'adj-1' };
    const first = await adjust({ username: p.username, amount: 10, reason: 'bonus' }, h);
    const again = await adjust({ username: p.username, amount: '10.00', reason: 'bonus' }, h);
    expect(again.body).toEqual(first.body);
    expect((await adjust({ username: p.username, amount: 11, reason: 'bonus' }, h)).body.code).toBe(2007);
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, p.username));
    expect(audit).toHaveLength(1);
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('10.00');
    await expectLedgerOk(t);
  });
});
