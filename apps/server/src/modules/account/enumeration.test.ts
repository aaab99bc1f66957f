import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { callFrom, outbox, registerPlayer, testClock } from '../../../test/account-helpers.js';
import { createTestApp, useTestApp } from '../../../test/helpers.js';

/**
 * Issue 12 item 9: forgetPasswordFirstStep, the forgot-password code senders and getPhoneCodeByRegister answer alike
 * whether or not an account (or a phone) exists, and are limited per subject (username, phone) whatever the IP.
 */
const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const pastCountdown = () => clock.advance(61_000);
const ip = () => `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
const mobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function withPhone(username: string, phone: string) {
  const p = await registerPlayer(t, username);
  await t.database.db.update(users).set({ phone }).where(eq(users.id, p.userId));
  return p;
}

describe('answers alike', () => {
  it('forgetPasswordFirstStep: an unknown name answers exactly like an account with nothing bound', async () => {
    await registerPlayer(t, 'bare0001');
    const known = await t.call('/web/guest/user/forgetPasswordFirstStep', { username: 'bare0001' }, { lang: 'en' });
    const unknown = await t.call('/web/guest/user/forgetPasswordFirstStep', { username: 'nosuch0001' }, { lang: 'en' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ code: 0, msg: 'success', data: { hasPhone: false, hasEmail: false, phone: null, email: null } });
  });

  it('forgot-password codes: an unknown name answers like an account without that contact (phone and e-mail)', async () => {
    await registerPlayer(t, 'bare0002');
    for (const path of ['/web/guest/user/getPhoneCodeByForgetPwd', '/web/guest/user/getEmailCodeByForgetPwd']) {
      const known = await t.call(path, { username: 'bare0002' }, { lang: 'en' });
      const unknown = await t.call(path, { username: 'nosuch0002' }, { lang: 'en' });
      expect(unknown.body, path).toEqual(known.body);
      expect(known.body.code).not.toBe(0);
    }
    const check = { code: '123456' };
    expect((await t.call('/web/guest/user/checkPhoneCodeByForgetPwd', { username: 'nosuch0002', ...check })).body).toEqual(
      (await t.call('/web/guest/user/checkPhoneCodeByForgetPwd', { username: 'bare0002', ...check })).body,
    );
  });

  it('getPhoneCodeByRegister: a number with an account and a free one get the same answers; only the free one gets a code', async () => {
    const taken = mobile();
    const free = mobile();
    await withPhone('taken001', taken);
    const a = await t.call('/web/guest/user/getPhoneCodeByRegister', { mobile: taken }, { lang: 'en' });
    const b = await t.call('/web/guest/user/getPhoneCodeByRegister', { mobile: free }, { lang: 'en' });
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ code: 0, msg: 'success', data: { countdown: 60 } });
    // The countdown holds alike too.
    const a2 = await t.call('/web/guest/user/getPhoneCodeByRegister', { mobile: taken }, { lang: 'en' });
    const b2 = await t.call('/web/guest/user/getPhoneCodeByRegister', { mobile: free }, { lang: 'en' });
    expect(a2.body).toEqual(b2.body);
    expect(a2.body.code).toBe(429);
    const sent = outbox(t);
    expect(sent.filter((m) => m.to === free).map((m) => m.code)).toEqual([expect.stringMatching(/^\d{6}$/)]);
    // The owner of the taken number is told someone tried, and gets no code.
    expect(sent.filter((m) => m.to === taken)).toEqual([expect.objectContaining({ code: '' })]);
    expect(sent.find((m) => m.to === taken)!.text).not.toMatch(/\d{6}/);
    // Registering with the taken number and a guessed code: the same "wrong code" as for a free number.
    const reg = (phone: string) =>
      t.call('/web/guest/user/register', { username: `reg${randomInt(100_000, 1_000_000)}`, password: 'pass1234', confirmPassword: 'pass1234', agree: true, phone, smsCode: '000000' });
    expect((await reg(taken)).body).toEqual((await reg(free)).body);
    expect((await reg(taken)).body.code).toBe(1111);
  });

  it('getSmsCode forgetPassword / getEmailCode forgetPassword: unknown number or address answer like a known one, nothing sent', async () => {
    const phone = mobile();
    await withPhone('known003', phone);
    pastCountdown();
    const known = await t.call('/web/sms/getSmsCode', { smsType: 'forgetPassword', mobile: phone });
    const unknownPhone = mobile();
    const unknown = await t.call('/web/sms/getSmsCode', { smsType: 'forgetPassword', mobile: unknownPhone });
    expect(unknown.body).toEqual(known.body);
    expect(outbox(t).filter((m) => m.to === unknownPhone)).toEqual([]);
    expect(outbox(t).filter((m) => m.to === phone)).toHaveLength(1);
  });
});

describe('limited per subject, whatever the IP (code_requests_per_subject_hour = 10)', () => {
  it('forgetPasswordFirstStep: the 11th look-up of one name within the hour is refused from any IP; another name is not', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await callFrom(limited, ip(), '/web/guest/user/forgetPasswordFirstStep', { username: 'victim01' })).body.code);
      expect(statuses).toEqual([...Array<number>(10).fill(0), 429, 429]);
      const refused = await callFrom<{ countdown: number }>(limited, ip(), '/web/guest/user/forgetPasswordFirstStep', { username: 'VICTIM01' });
      expect(refused.body.code).toBe(429);
      expect(refused.body.data.countdown).toBeGreaterThan(3000);
      expect((await callFrom(limited, ip(), '/web/guest/user/forgetPasswordFirstStep', { username: 'someone02' })).body.code).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('a parallel burst of 60 from 60 IPs against one name or one number gets at most 10 through', async () => {
    const limited = await createTestApp();
    try {
      const names = await Promise.all(
        Array.from({ length: 60 }, () => callFrom(limited, ip(), '/web/guest/user/forgetPasswordFirstStep', { username: 'burst001' })),
      );
      expect(names.filter((r) => r.body.code === 0).length).toBeLessThanOrEqual(10);
      expect(names.every((r) => r.body.code === 0 || r.body.code === 429)).toBe(true);
      const target = mobile();
      const codes = await Promise.all(Array.from({ length: 60 }, () => callFrom(limited, ip(), '/web/guest/user/getPhoneCodeByRegister', { mobile: target })));
      // The per-number countdown lets one through at most; the subject limit counts every try.
      expect(codes.filter((r) => r.body.code === 0).length).toBeLessThanOrEqual(1);
      expect(outbox(limited).filter((m) => m.to === target).length).toBeLessThanOrEqual(1);
      // Afterwards the subject is spent for the hour, whatever the IP.
      expect((await callFrom(limited, ip(), '/web/guest/user/forgetPasswordFirstStep', { username: 'burst001' })).body.code).toBe(429);
      expect((await callFrom(limited, ip(), '/web/guest/user/getPhoneCodeByRegister', { mobile: target })).body.code).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
