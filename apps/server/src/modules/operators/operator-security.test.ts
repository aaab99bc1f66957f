import { randomBytes, scryptSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operators, operatorSessions } from '../../db/schema/index.js';
import { callFrom, testClock } from '../../../test/account-helpers.js';
import { useTestApp, type TestApp } from '../../../test/helpers.js';
import { createOperator } from './service.js';

/**
 * Operator account protection (issue 12 item 6, docs/decisions.md "Operator login"): the failure
 * throttle counted before verifying, the login audit, logout, the idle timeout and argon2id.
 * Defaults: 5 attempts per name per 15-minute window, sessions end after 30 idle minutes.
 */
const clock = testClock('2026-07-01T08:00:00Z');
const t = useTestApp({}, { now: clock.now });
const LOCK_MS = 15 * 60_000;

let ipSeq = 0;
/** A new client address per request: the route's per-IP rate limit (10/min) is not what is tested here. */
const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const login = (username: string, password: string, ip = nextIp()) =>
  callFrom<{ token: string } | { retryAfterSeconds: number } | null>(t, ip, '/admin/api/login', { username, password });
const list = (token: string) => callFrom(t, nextIp(), '/admin/api/deposit/list', { page: 1, size: 10 }, { token });

interface AuditRow {
  operator_id: number | null;
  operator_name: string;
  action: string;
  target: string;
  detail: Record<string, unknown>;
  ip: string | null;
}
async function auditRows(target: string): Promise<AuditRow[]> {
  const res = await t.database.db.execute(sql`select operator_id::int as operator_id, operator_name, action, target, detail, ip from operator_audit where target = ${target} order by id`);
  return (res as unknown as { rows: AuditRow[] }).rows;
}
const reasons = (rows: AuditRow[]) => rows.filter((r) => r.action === 'operator.loginFailed').map((r) => r.detail.reason);

function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}

describe('operator login throttle (counted before the password is verified)', () => {
  it('a burst of 50 wrong passwords verifies exactly 5; then the right one at a random place in a burst never passes; the window ends and it does', async () => {
    await createOperator(t.database.db, { username: 'op-burst', password: 'right-secret-1', role: 'finance' });
    const wrong = await Promise.all(Array.from({ length: 50 }, (_, i) => login('op-burst', `wrong-secret-${i}`)));
    // 1113 wrong password (verified), 3100 refused unverified
    expect(tally(wrong.map((r) => r.body.code))).toEqual({ 1113: 5, 3100: 45 });
    const rows = await auditRows('op-burst');
    expect(tally(reasons(rows).map((r) => (r === 'wrongPassword' ? 1 : r === 'locked' ? 2 : 0)))).toEqual({ 1: 5, 2: 45 });

    const right = Math.floor(Math.random() * 50);
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => login('op-burst', i === right ? 'right-secret-1' : `wrong-again-${i}`)));
    expect(burst.map((r) => r.body.code)).toEqual(Array(50).fill(3100));
    // The real wait, counted from the window's first attempt.
    const locked = await login('op-burst', 'right-secret-1', '198.51.100.7');
    expect(locked.body).toMatchObject({ code: 3100, data: { retryAfterSeconds: LOCK_MS / 1000 } });
    clock.advance(LOCK_MS - 1000);
    expect((await login('op-burst', 'right-secret-1')).body).toMatchObject({ code: 3100, data: { retryAfterSeconds: 1 } });

    clock.advance(1000);
    const ok = await login('op-burst', 'right-secret-1', '198.51.100.8');
    expect(ok.body.code).toBe(0);
    expect((await list((ok.body.data as { token: string }).token)).body.code).toBe(0);
    // A success starts the count again: five more verified failures before the next lock.
    const after = [];
    for (let i = 0; i < 6; i++) after.push((await login('op-burst', `wrong-later-${i}`)).body.code);
    expect(after).toEqual([1113, 1113, 1113, 1113, 1113, 3100]);
    clock.advance(LOCK_MS);
  });

  it('an unknown name is counted and answered like a known one (no probing of operator names)', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await login('no-such-operator', `wrong-secret-${i}`)).body.code);
    expect(codes).toEqual([1113, 1113, 1113, 1113, 1113, 3100]);
    expect(reasons(await auditRows('no-such-operator'))).toEqual([...Array(5).fill('unknownName'), 'locked']);
    clock.advance(LOCK_MS);
  });

  it('every login leaves an audit row: success and failure, with the client address and the operator when the name is one', async () => {
    const id = await createOperator(t.database.db, { username: 'op-audit', password: 'right-secret-2', role: 'support' });
    expect((await login('op-audit', 'bad-secret', '203.0.113.20')).body.code).toBe(1113);
    expect((await login('op-audit', 'right-secret-2', '203.0.113.21')).body.code).toBe(0);
    await t.database.db.update(operators).set({ status: 'disabled' }).where(eq(operators.id, id));
    expect((await login('op-audit', 'right-secret-2', '203.0.113.22')).body.code).toBe(1113);
    expect(await auditRows('op-audit')).toEqual([
      expect.objectContaining({ operator_id: id, operator_name: 'op-audit', action: 'operator.loginFailed', ip: '203.0.113.20', detail: { reason: 'wrongPassword', attempts: 1 } }),
      expect.objectContaining({ operator_id: id, operator_name: 'op-audit', action: 'operator.login', ip: '203.0.113.21', detail: {} }),
      expect.objectContaining({ operator_id: id, action: 'operator.loginFailed', ip: '203.0.113.22', detail: { reason: 'disabled', attempts: 1 } }),
    ]);
  });
});

describe('operator login attempts per address (OPERATOR_LOGIN_RATE_LIMIT_MAX, default 10 a minute)', () => {
  it('the 11th attempt from one address within the minute is refused with 429 before any check; another address goes on', async () => {
    const ip = '10.250.0.1';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await login(`nobody${i}`, 'wrong-password-x', ip));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]).toMatchObject({ status: 429, body: { code: 429 } });
    // The refused attempt was never counted against its name: no audit row for it.
    expect(await auditRows('nobody10')).toEqual([]);
    expect((await login('nobody-else', 'wrong-password-x', '10.250.0.2')).status).toBe(200);
  });
});

describe('operator logout and idle timeout', () => {
  async function session(t: TestApp, username: string): Promise<string> {
    const res = await callFrom<{ token: string }>(t, nextIp(), '/admin/api/login', { username, password: 'right-secret-3' });
    expect(res.body.code).toBe(0);
    return res.body.data.token;
  }

  it('logout ends that session (401 afterwards, also for a second logout); the operator’s other sessions go on', async () => {
    await createOperator(t.database.db, { username: 'op-leave', password: 'right-secret-3', role: 'finance' });
    const a = await session(t, 'op-leave');
    const b = await session(t, 'op-leave');
    expect((await list(a)).body.code).toBe(0);
    const out = await callFrom(t, '203.0.113.30', '/admin/api/logout', {}, { token: a });
    expect([out.status, out.body.code]).toEqual([200, 0]);
    expect([(await list(a)).status, (await list(a)).body.code]).toEqual([401, 401]);
    const again = await callFrom(t, nextIp(), '/admin/api/logout', {}, { token: a });
    expect([again.status, again.body.code]).toEqual([401, 401]);
    expect((await callFrom(t, nextIp(), '/admin/api/logout', {})).status).toBe(401);
    expect((await list(b)).body.code).toBe(0);
    expect((await auditRows('op-leave')).filter((r) => r.action === 'operator.logout')).toEqual([
      expect.objectContaining({ operator_name: 'op-leave', ip: '203.0.113.30' }),
    ]);
  });

  it('a session without a request for 30 minutes ends; requests keep it alive, written at most once a minute', async () => {
    await createOperator(t.database.db, { username: 'op-idle', password: 'right-secret-3', role: 'finance' });
    const token = await session(t, 'op-idle');
    const lastSeen = async () =>
      (await t.database.db.select({ at: operatorSessions.lastSeenAt }).from(operatorSessions).innerJoin(operators, eq(operators.id, operatorSessions.operatorId)).where(eq(operators.username, 'op-idle')))[0]!.at.getTime();
    const loggedInAt = clock.now().getTime();
    expect(await lastSeen()).toBe(loggedInAt);
    clock.advance(30_000);
    expect((await list(token)).body.code).toBe(0);
    expect(await lastSeen()).toBe(loggedInAt); // within the minute: no write
    clock.advance(29 * 60_000);
    expect((await list(token)).body.code).toBe(0); // 29.5 min idle: still alive, and touched
    expect(await lastSeen()).toBe(clock.now().getTime());
    clock.advance(29 * 60_000 + 59_000);
    expect((await list(token)).body.code).toBe(0);
    clock.advance(30 * 60_000);
    const ended = await list(token);
    expect([ended.status, ended.body.code]).toEqual([401, 401]);
    clock.advance(1000);
    expect((await list(token)).status).toBe(401); // ended stays ended
  });
});

describe('operator passwords: argon2id, older scrypt hashes upgraded at login', () => {
  it('a scrypt hash of an older install still logs in and is replaced by argon2id; a wrong password leaves it', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('legacy-secret-1', salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    const [row] = await t.database.db.insert(operators).values({ username: 'op-legacy', passwordHash: legacy, role: 'finance' }).returning({ id: operators.id });
    const hashOf = async () => (await t.database.db.select({ h: operators.passwordHash }).from(operators).where(eq(operators.id, row!.id)))[0]!.h;

    expect((await login('op-legacy', 'legacy-secret-2')).body.code).toBe(1113);
    expect(await hashOf()).toBe(legacy);
    const ok = await login('op-legacy', 'legacy-secret-1');
    expect(ok.body.code).toBe(0);
    expect(await hashOf()).toMatch(/^\$argon2id\$/);
    expect((await auditRows('op-legacy')).find((r) => r.action === 'operator.login')?.detail).toEqual({ passwordHash: 'upgraded to argon2id' });
    // The same password again, now against argon2id.
    expect((await login('op-legacy', 'legacy-secret-1')).body.code).toBe(0);
    expect((await login('op-legacy', 'legacy-secret-2')).body.code).toBe(1113);
  });

  it('new operators get argon2id', async () => {
    await createOperator(t.database.db, { username: 'op-new', password: 'new-secret-1', role: 'support' });
    const [op] = await t.database.db.select({ h: operators.passwordHash }).from(operators).where(eq(operators.username, 'op-new'));
    expect(op!.h).toMatch(/^\$argon2id\$v=19\$/);
  });
});
