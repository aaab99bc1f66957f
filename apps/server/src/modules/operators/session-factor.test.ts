import { eq, sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { operators, operatorSessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { callFrom, testClock } from '../../../test/account-helpers.js';
import { createTestApp, useTestApp } from '../../../test/helpers.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';
import { createPlayer } from '../../../test/wallet-helpers.js';
import { createOperator } from './service.js';

/**
 * Issue 23 item 1: a session records whether it proved the second factor. With OPERATOR_2FA=required, sessions X and
 * Y opened with the password alone; the operator enrols through Y: X never proved a factor and is no session from then
 * on (every operator route, `me` included, answers 401, and it reads no upload), while Y goes on. A password-only
 * session reads no player upload either (enrolment only).
 */
const clock = testClock('2026-07-01T08:00:10Z');
const t = useTestApp({ OPERATOR_2FA: 'required' }, { now: clock.now });
const PASSWORD = 'operator-secret-23';

let ipSeq = 0;
const nextIp = () => `10.23.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const login = (username: string, otp?: string) =>
  callFrom<{ token: string }>(t, nextIp(), '/admin/api/login', { username, password: PASSWORD, ...(otp === undefined ? {} : { otp }) });
const call = <T = unknown>(url: string, token: string, body: unknown = {}) => callFrom<T>(t, nextIp(), url, body, { token, lang: 'en' });
const codeAt = (secret: string, offsetMs = 0) => generateSync({ secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });
/** A fixed batch of one code: an owner's or marketing operator's way to mint money (the route the attack used). */
const generate = (token: string) => call<{ codes: string[] }>('/admin/api/redeem/generate', token, { amount: '5.00', count: 1 });

async function passwordSession(username: string): Promise<string> {
  const res = await login(username);
  expect(res.body.code).toBe(0);
  return res.body.data.token;
}

async function enrolThrough(token: string): Promise<string> {
  const setup = await call<{ secret: string }>('/admin/api/totp/setup', token);
  expect(setup.body.code).toBe(0);
  const enable = await call('/admin/api/totp/enable', token, { otp: codeAt(setup.body.data.secret) });
  expect(enable.body.code).toBe(0);
  return setup.body.data.secret;
}

async function playerUpload() {
  const p = await createPlayer(t, 'upl');
  const res = await uploadFile(t, pngBytes(`factor-${p.userId}`), 'voucher.png', { token: p.token });
  expect(res.json().code).toBe(0);
  return res.json().data.url as string;
}
const readUpload = async (url: string, token: string) => (await t.app.inject({ method: 'GET', url, headers: { token } })).statusCode;

describe('a session opened before the second factor (issue 23 item 1)', () => {
  it('X and Y by password; enrolment through Y: X answers 401 everywhere (me, redeem/generate, uploads), Y goes on', async () => {
    await createOperator(t.database.db, { username: 'op-xy', password: PASSWORD, role: 'owner' });
    const x = await passwordSession('op-xy');
    const y = await passwordSession('op-xy');
    const upload = await playerUpload();
    // Before: both may only enrol; polling me says so; neither mints codes nor reads a player's upload.
    expect((await call('/admin/api/me', x)).body.data).toMatchObject({ totpEnabled: false, mustEnrol: true });
    expect((await generate(x)).body.code).toBe(3104);
    expect(await readUpload(upload, x)).toBe(404);

    await enrolThrough(y);

    for (const route of ['/admin/api/me', '/admin/api/redeem/generate', '/admin/api/totp/setup', '/admin/api/deposit/list']) {
      const res = await call(route, x, { amount: '5.00', count: 1, page: 1, size: 10 });
      expect([res.status, res.body.code], route).toEqual([401, 401]);
    }
    expect(await readUpload(upload, x)).toBe(404);
    // Y proved password + code: full access, the same session.
    expect((await call('/admin/api/me', y)).body.data).toMatchObject({ totpEnabled: true, mustEnrol: false });
    const minted = await generate(y);
    expect(minted.body.code).toBe(0);
    expect(minted.body.data.codes).toHaveLength(1);
    expect(await readUpload(upload, y)).toBe(200);

    // X's row is ended, and the audit says how many sessions the enrolment ended.
    const rows = await t.database.db.select({ revokedAt: operatorSessions.revokedAt, secondFactorAt: operatorSessions.secondFactorAt }).from(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(x)));
    expect(rows[0]!.revokedAt).not.toBeNull();
    const audit = await t.database.db.execute(sql`select detail from operator_audit where target = 'op-xy' and action = 'operator.totpEnable'`);
    expect((audit as unknown as { rows: { detail: unknown }[] }).rows.map((r) => r.detail)).toEqual([{ recoveryCodes: 10, sessionsEnded: 1 }]);
    // X logging out is refused like any ended token; a new login needs the code.
    expect((await call('/admin/api/logout', x)).status).toBe(401);
    expect((await login('op-xy')).body.code).toBe(3101);
  });

  it('a password-only session of an enrolled operator is no session even if its row was never ended (a login racing the enrolment)', async () => {
    await createOperator(t.database.db, { username: 'op-race-row', password: PASSWORD, role: 'owner' });
    const y = await passwordSession('op-race-row');
    await enrolThrough(y);
    // The row a password-only login writes when it read the operator just before the enrolment committed.
    const [op] = await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'op-race-row'));
    const late = newToken();
    await t.database.db.insert(operatorSessions).values({ operatorId: op!.id, tokenHash: hashToken(late), expiresAt: new Date(clock.now().getTime() + 3600_000), lastSeenAt: clock.now() });
    expect((await call('/admin/api/me', late)).status).toBe(401);
    expect((await generate(late)).status).toBe(401);
    expect(await readUpload(await playerUpload(), late)).toBe(404);
  });

  it('a burst of password-only logins racing the enrolment: afterwards only the enrolling session (and code logins) mint codes', async () => {
    await createOperator(t.database.db, { username: 'op-burst-enrol', password: PASSWORD, role: 'owner' });
    const y = await passwordSession('op-burst-enrol');
    const setup = await call<{ secret: string }>('/admin/api/totp/setup', y);
    const [enable, ...others] = await Promise.all([
      call('/admin/api/totp/enable', y, { otp: codeAt(setup.body.data.secret) }),
      ...Array.from({ length: 4 }, () => login('op-burst-enrol')),
    ]);
    expect(enable!.body.code).toBe(0);
    // Logins of the burst either came before the enrolment (a token) or after it (a code is needed); the throttle
    // (5 per window) may refuse the last ones.
    for (const o of others) expect([0, 3101, 3100]).toContain(o.body.code);
    const tokens = others.filter((o) => o.body.code === 0).map((o) => (o.body.data as { token: string }).token);
    const results = await Promise.all(tokens.map((token) => generate(token)));
    for (const r of results) expect(r.status).toBe(401);
    expect((await generate(y)).body.code).toBe(0);
    clock.advance(15 * 60_000);
    const withCode = await login('op-burst-enrol', codeAt(setup.body.data.secret));
    expect(withCode.body.code).toBe(0);
    expect((await generate(withCode.body.data.token)).body.code).toBe(0);
    // Replaying the enrolment from the dead session changes nothing.
    for (const token of tokens) expect((await call('/admin/api/totp/enable', token, { otp: codeAt(setup.body.data.secret) })).status).toBe(401);
  });

  it('with OPERATOR_2FA=optional too, enrolling ends the password-only sessions; a session that did not enrol still works for an operator without a factor', async () => {
    const app = await createTestApp({ OPERATOR_2FA: 'optional' }, undefined, { now: clock.now });
    try {
      const as = (url: string, token: string, body: unknown = {}) => callFrom(app, nextIp(), url, body, { token });
      await createOperator(app.database.db, { username: 'op-opt', password: PASSWORD, role: 'owner' });
      const tokenOf = async () => ((await callFrom<{ token: string }>(app, nextIp(), '/admin/api/login', { username: 'op-opt', password: PASSWORD })).body.data.token);
      const x = await tokenOf();
      const y = await tokenOf();
      expect((await as('/admin/api/redeem/generate', x, { amount: '5.00', count: 1 })).body.code).toBe(0);
      const setup = (await as('/admin/api/totp/setup', y)).body.data as { secret: string };
      expect((await as('/admin/api/totp/enable', y, { otp: codeAt(setup.secret) })).body.code).toBe(0);
      expect((await as('/admin/api/redeem/generate', x, { amount: '5.00', count: 1 })).status).toBe(401);
      expect((await as('/admin/api/redeem/generate', y, { amount: '5.00', count: 1 })).body.code).toBe(0);
    } finally {
      await app.close();
    }
  });
});
