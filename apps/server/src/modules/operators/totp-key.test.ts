import { createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { operators, sysConfig } from '../../db/schema/index.js';
import { callFrom, testClock } from '../../../test/account-helpers.js';
import { createTestApp, useTestApp, type TestApp } from '../../../test/helpers.js';
import { createOperator } from './service.js';
import { openSecret } from './totp.js';

/**
 * The key of operators' TOTP secrets (issue 14 follow-up): OPERATOR_TOTP_KEY from the environment when set, so a copy
 * of the database alone does not give the second factors away; unset, the key kept in the database (existing
 * installs, development). A secret enrolled under the database key keeps working once the variable is set.
 */
const ENV_KEY = randomBytes(32).toString('hex');
const clock = testClock('2026-07-01T08:00:10Z');
// This file's app runs without the variable (the fallback); a second app on the same database sets it.
const t = useTestApp({ OPERATOR_2FA: 'required' }, { now: clock.now });
const PASSWORD = 'operator-secret-7';

let ipSeq = 0;
const nextIp = () => `10.8.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
const codeAt = (secret: string, offsetMs = 0) => generateSync({ secret, epoch: Math.floor((clock.now().getTime() + offsetMs) / 1000) });
const login = (app: TestApp, username: string, otp?: string) =>
  callFrom<{ token: string }>(app, nextIp(), '/admin/api/login', { username, password: PASSWORD, ...(otp === undefined ? {} : { otp }) });

/** Enrols a new operator through `app`; answers its secret and the secret as stored. */
async function enrol(app: TestApp, username: string) {
  await createOperator(app.database.db, { username, password: PASSWORD, role: 'finance' });
  const token = (await login(app, username)).body.data.token;
  const setup = await callFrom<{ secret: string }>(app, nextIp(), '/admin/api/totp/setup', {}, { token });
  const enable = await callFrom(app, nextIp(), '/admin/api/totp/enable', { otp: codeAt(setup.body.data.secret) }, { token });
  expect(enable.body.code).toBe(0);
  const [row] = await app.database.db.select({ sealed: operators.totpSecret }).from(operators).where(eq(operators.username, username));
  return { secret: setup.body.data.secret, sealed: row!.sealed! };
}

const databaseKey = async () => (await t.database.db.select().from(sysConfig).where(eq(sysConfig.key, 'operator_totp_key')))[0]?.value;

/** Opens a `<version>.<iv>.<tag>.<data>` secret by hand with a key (hex): what a holder of only that key could do. */
function openWith(sealed: string, hex: string): string {
  const [, iv, tag, data] = sealed.split('.');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(hex, 'hex'), Buffer.from(iv!, 'base64url'));
  d.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([d.update(Buffer.from(data!, 'base64url')), d.final()]).toString('utf8');
}

describe('OPERATOR_TOTP_KEY', () => {
  it('unset: secrets are sealed with the key kept in the database (v1), as before', async () => {
    const { secret, sealed } = await enrol(t, 'op-dbkey');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openWith(sealed, (await databaseKey())!)).toBe(secret);
    clock.advance(60_000);
    expect((await login(t, 'op-dbkey', codeAt(secret))).body.code).toBe(0);
  });

  it('set: new secrets are sealed with it (v2), the database key cannot open them; older secrets still log in', async () => {
    const withKey = await createTestApp({ OPERATOR_2FA: 'required', OPERATOR_TOTP_KEY: ENV_KEY }, undefined, { now: clock.now }, t.database);
    try {
      const { secret, sealed } = await enrol(withKey, 'op-envkey');
      expect(sealed.startsWith('v2.')).toBe(true);
      expect(openWith(sealed, ENV_KEY)).toBe(secret);
      const dbKey = (await databaseKey())!;
      expect(() => openWith(sealed, dbKey)).toThrow();
      clock.advance(60_000);
      expect((await login(withKey, 'op-envkey', codeAt(secret))).body.code).toBe(0);
      expect((await login(withKey, 'op-envkey', '000000')).body.code).not.toBe(0);

      // The operator enrolled before the variable was set logs in with the same app.
      const [old] = await t.database.db.select({ sealed: operators.totpSecret }).from(operators).where(eq(operators.username, 'op-dbkey'));
      const oldSecret = openWith(old!.sealed!, (await databaseKey())!);
      clock.advance(60_000);
      expect((await login(withKey, 'op-dbkey', codeAt(oldSecret))).body.code).toBe(0);

      // Without the variable, a secret sealed with it is refused with the reason named (the server's log).
      await expect(openSecret(t.database.db, sealed, undefined)).rejects.toThrow(/OPERATOR_TOTP_KEY/);
      // A different key does not open it.
      await expect(openSecret(t.database.db, sealed, randomBytes(32).toString('hex'))).rejects.toThrow();
    } finally {
      await withKey.app.close();
    }
  });

  it('set on a fresh install: no key is written to the database', async () => {
    const fresh = await createTestApp({ OPERATOR_2FA: 'required', OPERATOR_TOTP_KEY: ENV_KEY }, undefined, { now: clock.now });
    try {
      await enrol(fresh, 'op-fresh');
      expect(await fresh.database.db.select().from(sysConfig).where(eq(sysConfig.key, 'operator_totp_key'))).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('must be 64 hex digits', () => {
    expect(() => loadConfig({ OPERATOR_TOTP_KEY: 'secret' })).toThrow(/OPERATOR_TOTP_KEY must be 64 hex digits/);
    expect(loadConfig({ OPERATOR_TOTP_KEY: ENV_KEY }).OPERATOR_TOTP_KEY).toBe(ENV_KEY);
    expect(loadConfig({ OPERATOR_TOTP_KEY: '' }).OPERATOR_TOTP_KEY).toBeUndefined();
  });
});
