import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sysConfig, verificationCodes } from '../../db/schema/index.js';
import { lastCodeTo } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';

/** Issue 12 item 10: a stored verification code is an HMAC under a server secret, not a bare SHA-256 of the code. */
const t = useTestApp();

it('the stored code is an HMAC under the install’s private secret; the code still checks', async () => {
  const mobile = '13912340001';
  expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.code).toBe(0);
  const code = lastCodeTo(t, mobile);
  const [row] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, mobile));
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  expect(row!.codeHash).not.toBe(sha(`sms:register:${mobile}:${code}`));
  expect(row!.codeHash).not.toBe(sha(code));
  // No candidate code hashes to it without the secret: the million SHA-256 guesses all miss.
  let found = 0;
  for (let i = 0; i < 1_000_000; i++) if (sha(`sms:register:${mobile}:${String(i).padStart(6, '0')}`) === row!.codeHash) found++;
  expect(found).toBe(0);

  const [secret] = await t.database.db.select().from(sysConfig).where(eq(sysConfig.key, 'verification_code_secret'));
  expect(secret!.isPublic).toBe(false);
  expect(secret!.value).toMatch(/^[0-9a-f]{64}$/);
  expect(row!.codeHash).toBe(createHmac('sha256', secret!.value).update(`sms:register:${mobile}:${code}`).digest('hex'));
  // The secret is not readable through the public config endpoint.
  const publicConfig = await t.call('/web/sys/sysConfig/getSysConfigValue', { key: 'verification_code_secret' });
  expect(JSON.stringify(publicConfig.body)).not.toContain(secret!.value);

  expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: code === '000000' ? '000001' : '000000' })).body.code).not.toBe(0);
  expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(0);
}, 60_000);
