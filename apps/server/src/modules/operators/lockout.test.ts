import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { callFrom, testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { createOperator } from './service.js';

/**
 * Issue 23 item 6: anyone could lock any operator out (failed logins counted per name only). The name's lock still
 * holds back a password alone, but the right password with a valid code goes through it; codes keep their own count
 * (taken only when the password was right), so a flood of wrong passwords cannot keep the real operator out. The
 * attempt that locks a name alerts the owner (audit `operator.loginUnderAttack`, dashboard `operator/loginAttacks`).
 * Defaults: 5 attempts per name per 15-minute window.
 */
const clock = testClock('2026-07-01T08:00:10Z');
const t = useTestApp({ OPERATOR_2FA: 'required' }, { now: clock.now });
const STEP_MS = 30_000;
const LOCK_MS = 15 * 60_000;
const PASSWORD = 'operator-secret-66';

let ipSeq = 0;
/** A new client address per request: the attack comes from many clients (the per-IP route limit is not tested here). */
const nextIp = () => `10.66.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const login = (username: string, password: string, otp?: string) =>
  callFrom<{ token: string } | { retryAfterSeconds: number } | null>(t, nextIp(), '/admin/api/login', { username, password, ...(otp === undefined ? {} : { otp }) }, { lang: 'en' });
const call = <T = unknown>(url: string, token: string, body: unknown = {}) => callFrom<T>(t, nextIp(), url, body, { token, lang: 'en' });
const codeAt = (secret: string, offsetMs = 0) => generateSync({ secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });
/** The codes the server would take now (±1 step). */
const validCodes = (secret: string) => [-STEP_MS, 0, STEP_MS].map((o) => codeAt(secret, o));
/** Wrong codes: six digits the server would not take now. */
const wrongCodes = (secret: string, n: number, from = 100000) => {
  const valid = validCodes(secret);
  const out: string[] = [];
  for (let c = from; out.length < n; c++) if (!valid.includes(String(c))) out.push(String(c));
  return out;
};
const wrongCode = (secret: string) => wrongCodes(secret, 1)[0]!;
/** To the start of the next time step plus 10 s: a fresh code that no login has used. */
function nextStep() {
  clock.advance(STEP_MS - (clock.now().getTime() % STEP_MS) + 10_000);
}

function tally(codes: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const c of codes) out[c] = (out[c] ?? 0) + 1;
  return out;
}
async function auditOf(target: string) {
  const res = await t.database.db.execute(sql`select action, detail from operator_audit where target = ${target} order by id`);
  return (res as unknown as { rows: { action: string; detail: Record<string, unknown> }[] }).rows;
}
const reasons = async (target: string) => (await auditOf(target)).filter((r) => r.action === 'operator.loginFailed').map((r) => r.detail.reason as string);

/** An operator with a second factor, enrolled through the API (the enrolment logs in by password once). */
async function enrolled(username: string, role: 'owner' | 'finance' = 'finance') {
  await createOperator(t.database.db, { username, password: PASSWORD, role });
  const token = ((await login(username, PASSWORD)).body.data as { token: string }).token;
  const setup = await call<{ secret: string }>('/admin/api/totp/setup', token);
  expect((await call('/admin/api/totp/enable', token, { otp: codeAt(setup.body.data.secret) })).body.code).toBe(0);
  nextStep();
  return setup.body.data.secret;
}

describe('a flood of wrong passwords cannot keep the real operator out (issue 23 item 6)', () => {
  it('8 parallel wrong passwords lock the name; a password alone stays refused, the password with a valid code logs in; the owner is alerted once', async () => {
    const secret = await enrolled('op-flooded');
    const flood = await Promise.all(Array.from({ length: 8 }, (_, i) => login('op-flooded', `wrong-secret-${i}`)));
    // 5 verified (1113), the rest refused unverified.
    expect(tally(flood.map((r) => r.body.code))).toEqual({ 1113: 5, 3100: 3 });
    const alone = await login('op-flooded', PASSWORD);
    expect(alone.body).toMatchObject({ code: 3100, msg: expect.stringContaining('authenticator') });

    const through = await login('op-flooded', PASSWORD, codeAt(secret));
    expect(through.body.code).toBe(0);
    const token = (through.body.data as { token: string }).token;
    expect((await call('/admin/api/deposit/list', token, { page: 1, size: 10 })).body.code).toBe(0);
    // The name stays locked for the flood: a password alone is still held back.
    expect((await login('op-flooded', PASSWORD)).body.code).toBe(3100);

    const rows = await auditOf('op-flooded');
    const alerts = rows.filter((r) => r.action === 'operator.loginUnderAttack');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.detail).toMatchObject({ attempts: 6 });
    expect(rows.filter((r) => r.action === 'operator.login').at(-1)!.detail).toEqual({ secondFactor: 'totp', throughLock: true });

    // The owner's dashboard lists the name with the running lock; other roles may not read it.
    const ownerSecret = await enrolled('op-owner-66', 'owner');
    const owner = ((await login('op-owner-66', PASSWORD, codeAt(ownerSecret))).body.data as { token: string }).token;
    const attacks = await call<{ list: { username: string; locks: number; lockedUntil: string | null; attempts: number | null }[] }>('/admin/api/operator/loginAttacks', owner);
    expect(attacks.body.data.list.find((a) => a.username === 'op-flooded')).toEqual({
      username: 'op-flooded',
      locks: 1,
      lastAt: expect.any(String),
      lockedUntil: expect.any(String),
      attempts: 11,
    });
    expect((await call('/admin/api/operator/loginAttacks', token)).status).toBe(403);
    clock.advance(LOCK_MS);
    // The window over: no lock runs, the alert stays listed (last 24 hours).
    const later = await call<{ list: { username: string; lockedUntil: string | null }[] }>('/admin/api/operator/loginAttacks', owner);
    expect(later.body.data.list.find((a) => a.username === 'op-flooded')).toMatchObject({ lockedUntil: null, attempts: null });
  });

  it('the right password and code at a random place in a burst of 50 wrong passwords gets in', async () => {
    const secret = await enrolled('op-burst-through');
    const right = 10 + Math.floor(Math.random() * 40);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i === right ? login('op-burst-through', PASSWORD, codeAt(secret)) : login('op-burst-through', `wrong-secret-${i}`, i % 2 ? '123456' : undefined))),
    );
    expect(burst[right]!.body.code).toBe(0);
    const others = burst.filter((_, i) => i !== right).map((r) => r.body.code);
    for (const c of others) expect([1113, 3100]).toContain(c);
    // At most 5 passwords were verified outside the lock (the right one may have been among the first five).
    expect(others.filter((c) => c === 1113).length).toBeLessThanOrEqual(5);
    clock.advance(LOCK_MS);
  });

  it('while locked every refusal is the same answer, no sooner than 400 ms: a right password with a wrong code looks like a wrong password', async () => {
    const secret = await enrolled('op-oracle');
    for (let i = 0; i < 6; i++) await login('op-oracle', `wrong-secret-${i}`);
    const cases: [string, string][] = [
      [PASSWORD, wrongCode(secret)],
      ['wrong-secret-x', codeAt(secret)],
      ['wrong-secret-y', wrongCode(secret)],
      ['wrong-secret-z', 'abcd-efgh'],
    ];
    const answers = [];
    for (const [password, otp] of cases) {
      const t0 = Date.now();
      const res = await login('op-oracle', password, otp);
      answers.push({ ms: Date.now() - t0, body: res.body });
    }
    for (const a of answers) {
      expect(a.ms).toBeGreaterThanOrEqual(400);
      expect(a.body).toEqual({ code: 3100, msg: answers[0]!.body.msg, data: { retryAfterSeconds: expect.any(Number) } });
    }
    // Only the right password spent a code attempt; wrong passwords never reach the code count.
    const count = await t.database.db.execute(sql`select c.attempts from operator_code_throttle c join operators o on o.id = c.operator_id where o.username = 'op-oracle'`);
    expect((count as unknown as { rows: { attempts: number }[] }).rows.map((r) => Number(r.attempts))).toEqual([1]);
    expect((await reasons('op-oracle')).slice(-4)).toEqual(['otpWrong', 'wrongPassword', 'wrongPassword', 'wrongPassword']);
    expect((await login('op-oracle', PASSWORD, codeAt(secret))).body.code).toBe(0);
    clock.advance(LOCK_MS);
  });

  it('wrong codes keep their own throttle: knowing the password, a burst of 20 codes checks at most 5; then even the right code waits for the window', async () => {
    const secret = await enrolled('op-codes');
    for (let i = 0; i < 6; i++) await login('op-codes', `wrong-secret-${i}`);
    const guesses = wrongCodes(secret, 20);
    const burst = await Promise.all(guesses.map((code) => login('op-codes', PASSWORD, code)));
    expect(burst.map((r) => r.body.code)).toEqual(Array(20).fill(3100));
    const r = await reasons('op-codes');
    expect(r.filter((x) => x === 'otpWrong').length).toBeLessThanOrEqual(5);
    expect(r.filter((x) => x === 'otpWrong').length + r.filter((x) => x === 'codesLocked').length).toBe(20);
    expect((await login('op-codes', PASSWORD, codeAt(secret))).body.code).toBe(3100);
    clock.advance(LOCK_MS);
    expect((await login('op-codes', PASSWORD, codeAt(secret))).body.code).toBe(0);
  });

  it('a flood of wrong passwords carrying codes never uses up the code count: the real operator still gets in', async () => {
    const secret = await enrolled('op-code-flood');
    const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => login('op-code-flood', `wrong-secret-${i}`, String(200000 + i))));
    for (const res of flood) expect([1113, 3100]).toContain(res.body.code);
    expect((await login('op-code-flood', PASSWORD, codeAt(secret))).body.code).toBe(0);
    clock.advance(LOCK_MS);
  });

  it('a code used to pass the lock cannot pass it again (replay); an operator without a second factor cannot pass a lock', async () => {
    const secret = await enrolled('op-replay');
    for (let i = 0; i < 6; i++) await login('op-replay', `wrong-secret-${i}`);
    const code = codeAt(secret);
    expect((await login('op-replay', PASSWORD, code)).body.code).toBe(0);
    expect((await login('op-replay', PASSWORD, code)).body.code).toBe(3100);
    expect((await reasons('op-replay')).at(-1)).toBe('otpReplayed');

    await createOperator(t.database.db, { username: 'op-no-factor', password: PASSWORD, role: 'finance' });
    for (let i = 0; i < 6; i++) await login('op-no-factor', `wrong-secret-${i}`);
    expect((await login('op-no-factor', PASSWORD, '123456')).body.code).toBe(3100);
    expect((await login('op-no-factor', PASSWORD)).body.code).toBe(3100);
    clock.advance(LOCK_MS);
    expect((await login('op-no-factor', PASSWORD)).body.code).toBe(0);
  });
});
