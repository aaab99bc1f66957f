// @postgres: the audit filters' plans on PostgreSQL's indexes
import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../db/schema/index.js';
import { callFrom, testClock } from '../../../test/account-helpers.js';
import { TEST_DB, useTestApp } from '../../../test/helpers.js';
import { operatorToken } from '../../../test/wallet-helpers.js';
import { resetOperatorTotp, unlockOperator, updateOperator } from './accounts.js';

/**
 * Operator accounts managed by the owner, `/admin/api/me` and the audit log (issue 14, COMMON-14 "ops-auth builds").
 * OPERATOR_2FA=optional (the test default): the password logs in until the operator enrols.
 */
const clock = testClock('2026-07-02T09:00:10Z');
const t = useTestApp({}, { now: clock.now });
const IP = '203.0.113.50';
let owner = '';
let adminId = 0;

let ipSeq = 0;
const nextIp = () => `10.8.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const call = <T = unknown>(url: string, token: string, body: unknown = {}) => callFrom<T>(t, IP, url, body, { token, lang: 'en' });
const login = (username: string, password: string, otp?: string) =>
  callFrom<{ token: string }>(t, nextIp(), '/admin/api/login', { username, password, ...(otp === undefined ? {} : { otp }) });

interface Item {
  operatorId: number;
  username: string;
  role: string;
  status: string;
  totpEnabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}
interface AuditItem {
  id: number;
  operatorName: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}
const auditList = (body: Record<string, unknown>) => call<{ list: AuditItem[]; total: number; page: number; size: number }>('/admin/api/audit/list', owner, { page: 1, size: 50, ...body });
const lastAudit = async (target: string, action: string) => (await auditList({ target, action })).body.data.list[0];

async function create(username: string, role: string, password = 'operator-secret-5'): Promise<Item> {
  const res = await call<Item>('/admin/api/operator/create', owner, { username, password, role });
  expect(res.body.code, username).toBe(0);
  return res.body.data;
}

beforeAll(async () => {
  owner = await operatorToken(t);
  adminId = (await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'admin')))[0]!.id;
});

describe('/admin/api/me', () => {
  it('answers the operator, its permissions and its second factor (optional mode: no enrolment forced)', async () => {
    expect((await call('/admin/api/me', owner)).body.data).toEqual({
      operatorId: adminId,
      username: 'admin',
      role: 'owner',
      permissions: ['owner', 'finance', 'support', 'marketing'],
      totpEnabled: false,
      mustEnrol: false,
      timeZone: 'Asia/Shanghai',
    });
    await create('op-me', 'marketing');
    const token = (await login('op-me', 'operator-secret-5')).body.data.token;
    expect((await call('/admin/api/me', token)).body.data).toMatchObject({ username: 'op-me', role: 'marketing', permissions: ['marketing'], mustEnrol: false });
  });
});

describe('operator accounts (owner only)', () => {
  it('create: the item, audited with the account after; a taken name, a bad role or a short password change nothing', async () => {
    const item = await create('op-new1', 'support');
    expect(item).toEqual({ operatorId: expect.any(Number), username: 'op-new1', role: 'support', status: 'active', totpEnabled: false, createdAt: expect.any(String), lastLoginAt: null });
    expect(await lastAudit('op-new1', 'operator.create')).toMatchObject({
      operatorName: 'admin',
      ip: IP,
      before: null,
      after: { username: 'op-new1', role: 'support', status: 'active', totpEnabled: false },
    });
    const count = async () => (await t.database.db.select({ id: operators.id }).from(operators)).length;
    const before = await count();
    expect((await call('/admin/api/operator/create', owner, { username: 'op-new1', password: 'operator-secret-5', role: 'finance' })).body.code).toBe(1112);
    expect((await call('/admin/api/operator/create', owner, { username: 'op-new2', password: 'operator-secret-5', role: 'god' })).body.code).toBe(1000);
    expect((await call('/admin/api/operator/create', owner, { username: 'op-new2', password: 'short', role: 'finance' })).body.code).toBe(1000);
    expect((await call('/admin/api/operator/create', owner, { username: 'x', password: 'operator-secret-5', role: 'finance' })).body.code).toBe(1000);
    expect(await count()).toBe(before);
    // The new operator logs in with its password; its password is argon2id, never in the audit.
    expect((await login('op-new1', 'operator-secret-5')).body.code).toBe(0);
    expect(JSON.stringify((await auditList({ target: 'op-new1' })).body.data)).not.toContain('operator-secret-5');
  });

  it('list: every operator with role, status, second factor and last login, paged', async () => {
    await create('op-list', 'finance');
    clock.advance(60_000);
    expect((await login('op-list', 'operator-secret-5')).body.code).toBe(0);
    const all = await call<{ list: Item[]; total: number }>('/admin/api/operator/list', owner, { page: 1, size: 100 });
    expect(all.body.code).toBe(0);
    const mine = all.body.data.list.find((o) => o.username === 'op-list')!;
    expect(mine).toMatchObject({ role: 'finance', status: 'active', totpEnabled: false, lastLoginAt: clock.now().toISOString() });
    expect(all.body.data.list[0]).toMatchObject({ username: 'admin', role: 'owner' });
    expect(all.body.data.total).toBe(all.body.data.list.length);
    const page2 = await call<{ list: Item[]; total: number; page: number; size: number }>('/admin/api/operator/list', owner, { page: 2, size: 1 });
    expect(page2.body.data).toMatchObject({ total: all.body.data.total, page: 2, size: 1, list: [all.body.data.list[1]] });
  });

  it('update: role and status, audited before → after; disabling ends the sessions at once and refuses login; enabling lets it back', async () => {
    const op = await create('op-upd', 'support');
    const token = (await login('op-upd', 'operator-secret-5')).body.data.token;
    const promoted = await call<Item>('/admin/api/operator/update', owner, { operatorId: op.operatorId, role: 'finance' });
    expect(promoted.body.data).toMatchObject({ role: 'finance', status: 'active' });
    // The role applies to the live session at once.
    expect((await call('/admin/api/deposit/list', token, { page: 1, size: 10 })).body.code).toBe(0);
    expect(await lastAudit('op-upd', 'operator.update')).toMatchObject({ before: { role: 'support', status: 'active' }, after: { role: 'finance', status: 'active' } });

    const disabled = await call<Item>('/admin/api/operator/update', owner, { operatorId: op.operatorId, status: 'disabled' });
    expect(disabled.body.data.status).toBe('disabled');
    expect((await call('/admin/api/me', token)).status).toBe(401);
    expect((await login('op-upd', 'operator-secret-5')).body.code).toBe(1113);
    expect(await lastAudit('op-upd', 'operator.update')).toMatchObject({ detail: { sessionsEnded: 1 }, before: { status: 'active' }, after: { status: 'disabled' } });

    await call('/admin/api/operator/update', owner, { operatorId: op.operatorId, status: 'active' });
    // The old session stays ended; a new login works.
    expect((await call('/admin/api/me', token)).status).toBe(401);
    expect((await login('op-upd', 'operator-secret-5')).body.code).toBe(0);

    expect((await call('/admin/api/operator/update', owner, { operatorId: op.operatorId })).body.code).toBe(1000);
    expect((await call('/admin/api/operator/update', owner, { operatorId: 999999, role: 'finance' })).body.code).toBe(1005);
  });

  it('an owner cannot change its own role or status; the last active owner stays one (shell included)', async () => {
    const before = (await auditList({ action: 'operator.update' })).body.data.total;
    expect((await call('/admin/api/operator/update', owner, { operatorId: adminId, role: 'finance' })).body.code).toBe(3108);
    expect((await call('/admin/api/operator/update', owner, { operatorId: adminId, status: 'disabled' })).body.code).toBe(3108);
    // Same values: not a change.
    expect((await call('/admin/api/operator/update', owner, { operatorId: adminId, role: 'owner' })).body.code).toBe(0);
    const shell = { operatorId: null, operatorName: 'cli:test' };
    await expect(updateOperator(t.database.db, shell, { operatorId: adminId, status: 'disabled' }, clock.now())).rejects.toMatchObject({ key: 'operatorLastOwner' });
    await expect(updateOperator(t.database.db, shell, { operatorId: adminId, role: 'support' }, clock.now())).rejects.toMatchObject({ key: 'operatorLastOwner' });
    expect((await auditList({ action: 'operator.update' })).body.data.total).toBe(before + 1);
    expect((await t.database.db.select({ role: operators.role, status: operators.status }).from(operators).where(eq(operators.id, adminId)))[0]).toEqual({ role: 'owner', status: 'active' });
  });

  it('two owners demoting each other at the same moment: one succeeds, the other is refused, an active owner remains', async () => {
    const a = await create('owner-a', 'owner');
    const b = await create('owner-b', 'owner');
    const ta = (await login('owner-a', 'operator-secret-5')).body.data.token;
    const tb = (await login('owner-b', 'operator-secret-5')).body.data.token;
    // admin leaves the owners for this test (by the shell), so a and b are the only two.
    const shell = { operatorId: null, operatorName: 'cli:test' };
    await updateOperator(t.database.db, shell, { operatorId: adminId, role: 'finance' }, clock.now());
    const [ra, rb] = await Promise.all([
      call('/admin/api/operator/update', ta, { operatorId: b.operatorId, status: 'disabled' }),
      call('/admin/api/operator/update', tb, { operatorId: a.operatorId, status: 'disabled' }),
    ]);
    const codes = [ra.body.code, rb.body.code].sort();
    // The loser is refused as the last owner, or (its own account disabled first) its session has ended.
    expect(codes[0]).toBe(0);
    expect([401, 3107]).toContain(codes[1]);
    const active = await t.database.db.execute(sql`select count(*)::int as n from operators where role = 'owner' and status = 'active'`);
    expect((active as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // Back as it was.
    await updateOperator(t.database.db, shell, { operatorId: adminId, role: 'owner' }, clock.now());
    for (const id of [a.operatorId, b.operatorId]) await updateOperator(t.database.db, shell, { operatorId: id, status: 'disabled' }, clock.now());
  });

  it('resetPassword: the new password logs in, the old one not, its sessions end; audited without the password', async () => {
    const op = await create('op-pw', 'support');
    const token = (await login('op-pw', 'operator-secret-5')).body.data.token;
    expect((await call('/admin/api/operator/resetPassword', owner, { operatorId: op.operatorId, password: 'brand-new-secret' })).body.code).toBe(0);
    expect((await call('/admin/api/me', token)).status).toBe(401);
    expect((await login('op-pw', 'operator-secret-5')).body.code).toBe(1113);
    expect((await login('op-pw', 'brand-new-secret')).body.code).toBe(0);
    const row = await lastAudit('op-pw', 'operator.resetPassword');
    expect(row).toMatchObject({ operatorName: 'admin', detail: { sessionsEnded: 1 } });
    expect(JSON.stringify(row)).not.toContain('brand-new-secret');
    expect((await call('/admin/api/operator/resetPassword', owner, { operatorId: op.operatorId, password: 'short' })).body.code).toBe(1000);
  });

  it('an enrolled operator needs its code even in optional mode; resetTotp removes the factor, ends its sessions, and the password alone logs in again', async () => {
    const op = await create('op-totp', 'finance');
    const token = (await login('op-totp', 'operator-secret-5')).body.data.token;
    const secret = (await call<{ secret: string }>('/admin/api/totp/setup', token)).body.data.secret;
    const code = () => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect((await call('/admin/api/totp/enable', token, { otp: code() })).body.code).toBe(0);
    clock.advance(30_000);
    expect((await login('op-totp', 'operator-secret-5')).body.code).toBe(3101);
    expect((await login('op-totp', 'operator-secret-5', code())).body.code).toBe(0);
    const list = await call<{ list: Item[] }>('/admin/api/operator/list', owner, { page: 1, size: 100 });
    expect(list.body.data.list.find((o) => o.username === 'op-totp')!.totpEnabled).toBe(true);

    expect((await call('/admin/api/operator/resetTotp', owner, { operatorId: op.operatorId })).body.code).toBe(0);
    expect((await call('/admin/api/me', token)).status).toBe(401);
    expect(await lastAudit('op-totp', 'operator.resetTotp')).toMatchObject({ detail: { sessionsEnded: 2 }, before: { totpEnabled: true }, after: { totpEnabled: false } });
    const again = await login('op-totp', 'operator-secret-5');
    expect(again.body.code).toBe(0);
    expect((await call('/admin/api/me', again.body.data.token)).body.data).toMatchObject({ totpEnabled: false });
    // Enrolling again gives a new secret.
    expect((await call<{ secret: string }>('/admin/api/totp/setup', again.body.data.token)).body.data.secret).not.toBe(secret);
    // The shell path (operator:reset-2fa) goes through the same function, by name.
    await resetOperatorTotp(t.database.db, { operatorId: null, operatorName: 'cli:test' }, { username: 'op-totp' }, clock.now());
    expect(await lastAudit('op-totp', 'operator.resetTotp')).toMatchObject({ operatorName: 'cli:test', ip: null });
  });

  it('unlock: a locked name logs in again at once; audited', async () => {
    await create('op-locked', 'support');
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login('op-locked', `wrong-secret-${i}`)).body.code);
    expect(codes).toEqual([1113, 1113, 1113, 1113, 1113, 3100]);
    expect((await call('/admin/api/operator/unlock', owner, { username: 'op-locked' })).body.code).toBe(0);
    expect((await login('op-locked', 'operator-secret-5')).body.code).toBe(0);
    expect(await lastAudit('op-locked', 'operator.unlock')).toMatchObject({ operatorName: 'admin', ip: IP, detail: { hadAttempts: true } });
    // The shell's operator:unlock: the same function.
    await unlockOperator(t.database.db, { operatorId: null, operatorName: 'cli:test' }, 'op-locked');
    expect(await lastAudit('op-locked', 'operator.unlock')).toMatchObject({ operatorName: 'cli:test', detail: { hadAttempts: true } });
  });
});

describe('/admin/api/audit/list', () => {
  it('newest first, filtered by operator, action, target and time, paged; bad filters are validation errors', async () => {
    const all = (await auditList({ size: 100 })).body.data;
    expect(all.total).toBeGreaterThan(20);
    const ids = all.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(all.list[0]!).sort()).toEqual(['action', 'after', 'before', 'createdAt', 'detail', 'id', 'ip', 'operatorName', 'target']);

    const byCli = (await auditList({ operator: 'cli:test' })).body.data;
    expect(byCli.total).toBeGreaterThan(0);
    for (const r of byCli.list) expect(r.operatorName).toBe('cli:test');
    const logins = (await auditList({ action: 'operator.login', target: 'op-list' })).body.data;
    expect(logins.list.map((r) => [r.action, r.target])).toEqual([['operator.login', 'op-list']]);
    const combined = (await auditList({ operator: 'admin', action: 'operator.create', target: 'op-pw' })).body.data;
    expect(combined.total).toBe(1);

    const newest = all.list[0]!;
    const inRange = (await auditList({ from: newest.createdAt, to: newest.createdAt })).body.data;
    expect(inRange.list.map((r) => r.id)).toContain(newest.id);
    const future = (await auditList({ from: new Date(Date.now() + 86_400_000).toISOString() })).body.data;
    expect(future).toMatchObject({ total: 0, list: [] });

    const p2 = (await auditList({ page: 2, size: 3 })).body.data;
    expect(p2.list.map((r) => r.id)).toEqual(ids.slice(3, 6));
    expect((await auditList({ from: 'yesterday' })).body.code).toBe(1000);
    expect((await auditList({ size: 1000 })).body.code).toBe(1000);
  });

  it.runIf(TEST_DB === 'pg')('PostgreSQL plans each filtered page on its (column, created_at) index', async () => {
    for (const [column, index] of [
      ['operator_name', 'operator_audit_operator_time'],
      ['action', 'operator_audit_action_time'],
      ['target', 'operator_audit_target_time'],
    ] as const) {
      const plan = await t.database.db.transaction(async (tx) => {
        // A test database is small: without this the planner reads the few rows in a sequential scan.
        await tx.execute(sql`set local enable_seqscan = off`);
        const res = await tx.execute(
          sql.raw(`explain select * from operator_audit where ${column} = 'x' and created_at >= now() - interval '1 day' order by created_at desc, id desc limit 20`),
        );
        return (res as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, column).toContain(index);
    }
  });
});
