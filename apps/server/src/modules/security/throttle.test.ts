import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authThrottle, loginAttempts, users, verificationCodes } from '../../db/schema/index.js';
import { hashSecret } from '../../lib/secrets.js';
import { callFrom, lastCodeTo, registerPlayer, testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';

/**
 * issue 12 items 1 and 5: the outcome of a secret check is used only if the throttle admits it,
 * atomically per account, so a parallel burst gets exactly the allowed number of answers; after the free failures a login needs
 * a captcha (from any IP) and waits a growing delay per (IP, account), not a hard lock of the account.
 * Runs on PGlite and on PostgreSQL (server-pg).
 */
const clock = testClock();
const t = useTestApp({}, { now: clock.now, captchaText: () => '4829' });

const LOGIN = '/web/guest/user/login';
const ip = () => `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const captcha = async () => ({ captchaId: (await t.call<{ captchaId: string }>('/web/guest/user/getCaptcha')).body.data.captchaId, captcha: '4829' });
const counter = async (scope: string, subject: string) =>
  (await t.database.db.select().from(authThrottle).where(and(eq(authThrottle.scope, scope), eq(authThrottle.subject, subject))))[0];
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});

async function failLogins(username: string, from: string, n: number) {
  for (let i = 0; i < n; i++) expect((await callFrom(t, from, LOGIN, { username, password: `wrong${i}pass` })).body.code).toBe(1113);
}

describe('login: counted before verification, a captcha after 5 failures, delays per (IP, account)', () => {
  it('after 5 failures, 200 parallel logins with the right password at a random position never succeed without a captcha', async () => {
    await registerPlayer(t, 'burst01');
    await failLogins('burst01', '10.20.0.1', 5);
    const right = randomInt(0, 200);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => callFrom(t, ip(), LOGIN, { username: 'burst01', password: i === right ? 'pass1234' : `bad${i}pass` })),
    );
    expect(tally(results.map((r) => r.body.code))).toEqual({ 3003: 200 });
    // Refused checks are not counted and not verified.
    expect((await counter('login', 'burst01'))?.failures).toBe(5);
    expect(await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.subject, 'burst01'))).toHaveLength(5);
  });

  it('a parallel burst of 200 wrong passwords on a fresh account: exactly 5 are verified, the others need a captcha', async () => {
    await registerPlayer(t, 'burst02');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => callFrom(t, ip(), LOGIN, { username: 'burst02', password: `bad${i}pass` })));
    expect(tally(results.map((r) => r.body.code))).toEqual({ 1113: 5, 3003: 195 });
    expect((await counter('login', 'burst02'))?.failures).toBe(5);
    expect(await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.subject, 'burst02'))).toHaveLength(5);
  });

  it('the same burst from one IP: 5 verified, then that IP waits on that account (429) or needs the captcha', async () => {
    await registerPlayer(t, 'burst03');
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => callFrom(t, '10.21.0.1', LOGIN, { username: 'burst03', password: `bad${i}pass` })));
    const codes = tally(results.map((r) => r.body.code));
    expect(codes[1113]).toBe(5);
    expect((codes[429] ?? 0) + (codes[3003] ?? 0)).toBe(195);
  });

  it('the victim of 5 failures from another IP logs in after solving a captcha; the attacker IP waits 30 s', async () => {
    await registerPlayer(t, 'victim01');
    await failLogins('victim01', '10.22.0.1', 5);
    expect((await callFrom(t, '10.23.0.1', LOGIN, { username: 'victim01', password: 'pass1234' })).body.code).toBe(3003);
    const wrongCaptcha = { captchaId: (await captcha()).captchaId, captcha: '0000' };
    expect((await callFrom(t, '10.23.0.1', LOGIN, { username: 'victim01', password: 'pass1234', ...wrongCaptcha })).body.code).toBe(1110);
    expect((await callFrom(t, '10.23.0.1', LOGIN, { username: 'victim01', password: 'pass1234', ...(await captcha()) })).body.code).toBe(0);
    // The success forgets the failures: no captcha needed now.
    expect(await counter('login', 'victim01')).toBeUndefined();
    expect((await callFrom(t, '10.23.0.1', LOGIN, { username: 'victim01', password: 'pass1234' })).body.code).toBe(0);
  });

  it('an attacker solving captchas waits a doubling delay on that account; the message says the real wait', async () => {
    await registerPlayer(t, 'victim02');
    const attacker = '10.24.0.1';
    await failLogins('victim02', attacker, 5);
    for (const wait of [30, 60, 120, 240, 480, 900, 900]) {
      const refused = await callFrom(t, attacker, LOGIN, { username: 'victim02', password: 'pass1234', ...(await captcha()) }, { lang: 'en' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, msg: `Too many attempts, please retry in ${wait} seconds`, data: { retryAfterSeconds: wait } });
      clock.advance(wait * 1000 - 1000);
      const zh = await callFrom(t, attacker, LOGIN, { username: 'victim02', password: 'bad1pass', ...(await captcha()) });
      expect(zh.body).toEqual({ code: 429, msg: '操作过于频繁，请1秒后重试', data: { retryAfterSeconds: 1 } });
      clock.advance(1000);
      expect((await callFrom(t, attacker, LOGIN, { username: 'victim02', password: 'bad1pass', ...(await captcha()) })).body.code).toBe(1113);
    }
    // Meanwhile the owner, from another IP, still logs in with a captcha.
    expect((await callFrom(t, '10.25.0.1', LOGIN, { username: 'victim02', password: 'pass1234', ...(await captcha()) })).body.code).toBe(0);
  });

  it('20 failures from as many IPs: every login of the account then waits too (distributed guessing)', async () => {
    await registerPlayer(t, 'victim03');
    for (let i = 0; i < 20; i++) {
      const extra = i >= 5 ? await captcha() : {};
      expect((await callFrom(t, `10.26.0.${i + 1}`, LOGIN, { username: 'victim03', password: 'bad1pass', ...extra })).body.code).toBe(1113);
    }
    const refused = await callFrom(t, '10.27.0.1', LOGIN, { username: 'victim03', password: 'pass1234', ...(await captcha()) });
    expect(refused.body).toMatchObject({ code: 429, data: { retryAfterSeconds: 30 } });
    clock.advance(30_000);
    expect((await callFrom(t, '10.27.0.1', LOGIN, { username: 'victim03', password: 'pass1234', ...(await captcha()) })).body.code).toBe(0);
  });

  it('one IP (a carrier NAT) failing on 5 accounts does not lock the other accounts behind it', async () => {
    await registerPlayer(t, 'natuser1');
    for (let i = 0; i < 5; i++) await failLogins(`natspray${i}`, '10.28.0.1', 1);
    await failLogins('natuser1', '10.28.0.1', 4);
    expect((await callFrom(t, '10.28.0.1', LOGIN, { username: 'natuser1', password: 'pass1234' })).body.code).toBe(0);
  });

  it('failures are forgotten after auth_failure_memory_minutes without a check', async () => {
    await registerPlayer(t, 'forget01');
    await failLogins('forget01', '10.29.0.1', 5);
    expect((await callFrom(t, '10.29.0.2', LOGIN, { username: 'forget01', password: 'pass1234' })).body.code).toBe(3003);
    clock.advance(24 * 3600_000 + 1000);
    expect((await callFrom(t, '10.29.0.1', LOGIN, { username: 'forget01', password: 'pass1234' })).body.code).toBe(0);
  });
});

describe('member checks (no captcha there): exactly 5 verified, then a doubling delay', () => {
  async function withSecrets(username: string) {
    const p = await registerPlayer(t, username);
    await t.database.db
      .update(users)
      .set({ phone: `1391234${String(p.userId).padStart(4, '0')}`, withdrawPasswordHash: await hashSecret('246810') })
      .where(eq(users.id, p.userId));
    return p;
  }

  it('checkWithdrawPwd: after 5 failures, 200 parallel checks with the right password at a random position never succeed', async () => {
    const p = await withSecrets('wpwd01');
    const check = (withdrawPassword: string, headers: Record<string, string> = {}) =>
      callFrom(t, ip(), '/web/user/checkWithdrawPwd', { withdrawPassword }, { token: p.token, ...headers });
    for (let i = 0; i < 5; i++) expect((await check('111111')).body.code).toBe(1120);
    const right = randomInt(0, 200);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => check(i === right ? '246810' : String(100000 + i))));
    expect(tally(results.map((r) => r.body.code))).toEqual({ 429: 200 });
    expect(results.every((r) => (r.body.data as { retryAfterSeconds: number }).retryAfterSeconds === 30)).toBe(true);
    expect((await check('246810', { lang: 'en' })).body.msg).toBe('Too many attempts, please retry in 30 seconds');
    clock.advance(30_000);
    expect((await check('246810')).body.code).toBe(0);
    expect(await counter('withdrawPassword', String(p.userId))).toBeUndefined();
  });

  it('checkWithdrawPwd: a burst of 200 wrong ones on a fresh account verifies exactly 5', async () => {
    const p = await withSecrets('wpwd02');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => callFrom(t, ip(), '/web/user/checkWithdrawPwd', { withdrawPassword: String(100000 + i) }, { token: p.token })),
    );
    expect(tally(results.map((r) => r.body.code))).toEqual({ 1120: 5, 429: 195 });
    expect((await counter('withdrawPassword', String(p.userId)))?.failures).toBe(5);
  });

  it('right answers in parallel all pass: 30 checkWithdrawPwd and 30 logins at once', async () => {
    const p = await withSecrets('wpwd03');
    const checks = await Promise.all(
      Array.from({ length: 30 }, () => callFrom(t, ip(), '/web/user/checkWithdrawPwd', { withdrawPassword: '246810' }, { token: p.token })),
    );
    expect(tally(checks.map((r) => r.body.code))).toEqual({ 0: 30 });
    const logins = await Promise.all(Array.from({ length: 30 }, () => callFrom(t, '10.30.0.1', LOGIN, { username: 'wpwd03', password: 'pass1234' })));
    expect(tally(logins.map((r) => r.body.code))).toEqual({ 0: 30 });
  });

  it('modifyPassword and checkPhoneMiddle: a burst of 200 wrong ones verifies exactly 5 each', async () => {
    const p = await withSecrets('mpwd01');
    const old = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callFrom(t, ip(), '/web/user/modifyPassword', { oldPassword: `nope${i}pass`, password: 'newpass12', confirmPassword: 'newpass12' }, { token: p.token }),
      ),
    );
    expect(tally(old.map((r) => r.body.code))).toEqual({ 1119: 5, 429: 195 });
    const digits = await Promise.all(
      Array.from({ length: 200 }, (_, i) => callFrom(t, ip(), '/web/user/checkPhoneMiddle', { digits: String(5000 + i) }, { token: p.token })),
    );
    expect(tally(digits.map((r) => r.body.code))).toEqual({ 3008: 5, 429: 195 });
  });
});

describe('verification codes: every check counted before the comparison', () => {
  async function freshCode(mobile: string) {
    clock.advance(61_000);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.code).toBe(0);
    return lastCodeTo(t, mobile);
  }
  const attemptsOf = async (mobile: string) =>
    (await t.database.db.select({ attempts: verificationCodes.attempts }).from(verificationCodes).where(eq(verificationCodes.target, mobile)))[0]!.attempts;
  const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('200 wrong checks at once count exactly 5, then the right code is refused', async () => {
    const mobile = '13800000201';
    const code = await freshCode(mobile);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: wrong(code, i) })));
    expect(tally(results.map((r) => r.body.code))).toEqual({ 1111: 200 });
    expect(await attemptsOf(mobile)).toBe(5);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(1111);
  });

  it('after 5 wrong ones, the right code at a random position of a parallel burst is never accepted', async () => {
    const mobile = '13800000202';
    const code = await freshCode(mobile);
    for (let i = 0; i < 5; i++) expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: wrong(code, i) })).body.code).toBe(1111);
    const right = randomInt(0, 60);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: i === right ? code : wrong(code, i) })),
    );
    expect(tally(results.map((r) => r.body.code))).toEqual({ 1111: 60 });
    expect(await attemptsOf(mobile)).toBe(5);
  });

  it('a right check does not count: 4 wrong, the right one checked twice, then used', async () => {
    const mobile = '13800000203';
    const code = await freshCode(mobile);
    for (let i = 0; i < 4; i++) await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: wrong(code, i) });
    for (let i = 0; i < 2; i++) expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(0);
    expect(await attemptsOf(mobile)).toBe(4);
    const reg = { username: 'codeuser1', password: 'pass1234', confirmPassword: 'pass1234', agree: true, phone: mobile, smsCode: code };
    expect((await t.call('/web/guest/user/register', reg)).body.code).toBe(0);
  });
});
