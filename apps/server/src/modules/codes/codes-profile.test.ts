import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { birthdayYearsAgo, lastCodeTo, outbox, registerPlayer, testClock } from '../../../test/account-helpers.js';
import * as settings from '../settings/service.js';
import { useTestApp } from '../../../test/helpers.js';
import { pngBytes, uploadFile } from '../../../test/upload-helpers.js';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });

const user = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
/** Moves past any resend countdown. */
const pastCountdown = () => clock.advance(61_000);

async function withPhone(name: string, phone: string) {
  const p = await registerPlayer(t, name);
  pastCountdown();
  expect((await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile: phone }, { token: p.token })).body.code).toBe(0);
  const res = await t.call('/web/user/bindPhone', { mobile: phone, code: lastCodeTo(t, phone) }, { token: p.token });
  expect(res.body.code).toBe(0);
  return p;
}

describe('SMS codes (spec §4: 60 s then 30 s countdown; 5 minutes; 5 wrong tries)', () => {
  it('the outbox gets one JSON line per message; countdown 60 s, then 30 s; a repeat inside it is 429', async () => {
    const mobile = '13800000001';
    const first = await t.call<{ countdown: number }>('/web/guest/user/getPhoneCodeByRegister', { mobile });
    expect(first.body).toMatchObject({ code: 0, data: { countdown: 60 } });
    const line = outbox(t).at(-1)!;
    expect(line).toMatchObject({ channel: 'sms', to: mobile, at: clock.now().toISOString() });
    expect(line.code).toMatch(/^\d{6}$/);
    expect(line.text).toContain(line.code);
    clock.advance(59_000);
    const early = await t.call<{ countdown: number }>('/web/sms/getSmsCode', { smsType: 'register', mobile });
    expect(early.status).toBe(429);
    // The message names the real wait (issue 12), the same number as the countdown.
    expect(early.body).toEqual({ code: 429, msg: '操作过于频繁，请1秒后重试', data: { countdown: 1, retryAfterSeconds: 1 } });
    clock.advance(1000);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.data).toEqual({ countdown: 30 });
    clock.advance(29_000);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.code).toBe(429);
    clock.advance(1000);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.data).toEqual({ countdown: 30 });
    expect(outbox(t).filter((m) => m.to === mobile)).toHaveLength(3);
  });

  it('getSmsCountdown tells a player the countdown of their own bound phone only (issue 24), and needs a session', async () => {
    const mobile = '13800000021';
    const p = await withPhone('cdphone1', mobile);
    // The binding's code was sent just now: 60 s to wait, as a send would answer.
    const left = await t.call<{ countdown: number }>('/web/sms/getSmsCountdown', {}, { token: p.token });
    expect(left.body).toEqual({ code: 0, msg: expect.any(String), data: { countdown: 60 } });
    clock.advance(59_500);
    expect((await t.call<{ countdown: number }>('/web/sms/getSmsCountdown', {}, { token: p.token })).body.data).toEqual({ countdown: 1 });
    const refused = await t.call<{ countdown: number }>('/web/sms/getSmsCode', { smsType: 'withdrawPassword', mobile }, { token: p.token });
    expect(refused.body.data).toMatchObject({ countdown: 1 });
    clock.advance(500);
    expect((await t.call<{ countdown: number }>('/web/sms/getSmsCountdown', {}, { token: p.token })).body.data).toEqual({ countdown: 0 });
    // Without a phone: nothing to wait for; another player's phone is never asked about.
    const other = await registerPlayer(t, 'cdnophone');
    expect((await t.call<{ countdown: number }>('/web/sms/getSmsCountdown', { mobile }, { token: other.token })).body.data).toEqual({ countdown: 0 });
    const guest = await t.call('/web/sms/getSmsCountdown', {});
    expect(guest.body.code).toBe(401);
  });

  it('the countdowns are settings (code_first_countdown_seconds, code_resend_countdown_seconds): a set value holds to the second', async () => {
    const db = t.database.db;
    const mobile = '13800000010';
    const email = 'countdown@example.com';
    await settings.set(db, 'code_first_countdown_seconds', 3);
    await settings.set(db, 'code_resend_countdown_seconds', 2);
    try {
      expect((await t.call('/web/guest/user/getPhoneCodeByRegister', { mobile })).body).toMatchObject({ code: 0, data: { countdown: 3 } });
      clock.advance(2000);
      const early = await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile });
      expect(early.body).toMatchObject({ code: 429, data: { countdown: 1, retryAfterSeconds: 1 } });
      clock.advance(1000);
      expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.data).toEqual({ countdown: 2 });
      clock.advance(1999);
      expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.code).toBe(429);
      clock.advance(1);
      expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.data).toEqual({ countdown: 2 });
      // E-mail codes follow the same settings.
      const p = await registerPlayer(t, 'cdown01');
      expect((await t.call('/web/email/getEmailCode', { emailType: 'bindEmail', email }, { token: p.token })).body).toMatchObject({ code: 0, data: { countdown: 3 } });
      // Zero would switch the countdown off: it reads as 1 s.
      await settings.set(db, 'code_resend_countdown_seconds', 0);
      clock.advance(2000);
      expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.data).toEqual({ countdown: 1 });
      expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.code).toBe(429);
    } finally {
      await settings.set(db, 'code_first_countdown_seconds', 60);
      await settings.set(db, 'code_resend_countdown_seconds', 30);
    }
    expect(outbox(t).filter((m) => m.to === mobile)).toHaveLength(4);
  });

  it('simultaneous requests for one number send exactly one code', async () => {
    const mobile = '13800000009';
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })));
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 429, 429, 429, 429]);
    expect(outbox(t).filter((m) => m.to === mobile)).toHaveLength(1);
  });

  it('the message is in the caller language and reminds that staff never ask for codes', async () => {
    await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: '13800000008' }, { lang: 'en' });
    expect(outbox(t).at(-1)!.text).toMatch(/^Your verification code is \d{6}, valid for 5 minutes\. Our staff will never ask/);
  });

  it('phone 10/11/12 digits', async () => {
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: '1380000000' })).body.code).toBe(1104);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: '138000000021' })).body.code).toBe(1104);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: '13800000002' })).body.code).toBe(0);
  });

  it('check does not consume; register with the code consumes it; a used code fails', async () => {
    const mobile = '13800000003';
    await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile });
    const code = lastCodeTo(t, mobile);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(0);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(0);
    // A code of another purpose does not fit.
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'bindPhone', mobile, code })).body.code).toBe(1111);
    const body = { username: 'phone01', password: 'pass1234', confirmPassword: 'pass1234', agree: true, phone: mobile, smsCode: code };
    const reg = await t.call<{ userInfo: { phone: string; phoneBound: boolean } }>('/web/guest/user/register', body);
    expect(reg.body.code).toBe(0);
    expect(reg.body.data.userInfo).toMatchObject({ phone: '138****0003', phoneBound: true });
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(1111);
    // The number is taken now: answered alike (issue 12 item 9), its owner gets a notice and no code.
    pastCountdown();
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile })).body.code).toBe(0);
    expect(outbox(t).filter((m) => m.to === mobile).at(-1)).toMatchObject({ code: '' });
  });

  it('a code expires after 5 minutes', async () => {
    const mobile = '13800000004';
    await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile });
    const code = lastCodeTo(t, mobile);
    clock.advance(5 * 60_000 - 1000);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(0);
    clock.advance(1000);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(1111);
  });

  it('5 wrong tries burn the code; 4 do not', async () => {
    const mobile = '13800000005';
    await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile });
    const code = lastCodeTo(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: wrong })).body.code).toBe(1111);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(0);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code: wrong })).body.code).toBe(1111);
    expect((await t.call('/web/sms/checkSmsCode', { smsType: 'register', mobile, code })).body.code).toBe(1111);
  });

  it("sms_switch 'off' refuses SMS features with 3002", async () => {
    await settings.set(t.database.db, 'sms_switch', false);
    try {
      const res = await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: '13800000006' }, { lang: 'en' });
      expect(res.body).toMatchObject({ code: 3002, msg: 'SMS features are turned off' });
      expect((await t.call('/web/guest/user/getPhoneCodeByRegister', { mobile: '13800000006' })).body.code).toBe(3002);
      expect(outbox(t).some((m) => m.to === '13800000006')).toBe(false);
    } finally {
      await settings.set(t.database.db, 'sms_switch', true);
    }
  });

  it('bindPhone and withdrawPassword codes need a session', async () => {
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile: '13800000007' })).status).toBe(401);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'withdrawPassword', mobile: '13800000007' })).status).toBe(401);
  });
});

describe('secondary password (spec §5: 6 digits twice, bound phone first)', () => {
  it('without a bound phone: 3001 and nothing set; msg no/yes from checkIsSetWidthPassword', async () => {
    const p = await registerPlayer(t, 'nophone1');
    const h = { token: p.token };
    expect((await t.call('/web/user/checkIsSetWidthPassword', undefined, h)).body).toEqual({ code: 0, msg: 'no', data: { set: false } });
    expect((await t.call('/web/user/setWithdrawPassword', { password: '123456', confirmPassword: '123456', code: '123456' }, h)).body.code).toBe(3001);
    expect((await t.call('/web/user/checkWithdrawPwd', { withdrawPassword: '123456' }, h)).body.code).toBe(3000);
    expect((await user(p.userId)).withdrawPasswordHash).toBeNull();
  });

  it('5/7 digits and mismatch refused; 6 digits with the code set it; check right and wrong', async () => {
    const phone = '13800000010';
    const p = await withPhone('wpw01', phone);
    const h = { token: p.token };
    pastCountdown();
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'withdrawPassword', mobile: '13800000011' }, h)).body.code).toBe(1104);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'withdrawPassword', mobile: phone }, h)).body.code).toBe(0);
    const code = lastCodeTo(t, phone);
    for (const [password, confirmPassword, key] of [
      ['12345', '12345', 1107],
      ['1234567', '1234567', 1107],
      ['123456', '123457', 1102],
    ] as const) {
      expect((await t.call('/web/user/setWithdrawPassword', { password, confirmPassword, code }, h)).body.code).toBe(key);
    }
    expect((await user(p.userId)).withdrawPasswordHash).toBeNull();
    expect((await t.call('/web/user/setWithdrawPassword', { password: '246810', confirmPassword: '246810', code }, h)).body.code).toBe(0);
    expect((await t.call('/web/user/checkIsSetWidthPassword', undefined, h)).body).toEqual({ code: 0, msg: 'yes', data: { set: true } });
    expect((await t.call('/web/user/checkWithdrawPwd', { withdrawPassword: '246811' }, h)).body.code).toBe(1120);
    expect((await t.call('/web/user/checkWithdrawPwd', { withdrawPassword: '246810' }, h)).body.code).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, p.userId));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['phoneBind', 'withdrawPasswordSet']));
    expect(JSON.stringify(audit)).not.toContain('246810');
    expect(JSON.stringify(audit)).not.toContain(phone);
  });

  it('a bound phone cannot be replaced by the player; another account cannot take it', async () => {
    const p = await withPhone('bound01', '13800000020');
    pastCountdown();
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile: '13800000021' }, { token: p.token })).body.code).toBe(3006);
    const q = await registerPlayer(t, 'bound02');
    const r = await registerPlayer(t, 'bound03');
    // Asking for a code answers alike for a taken and a free number (issue 12 item 9): same envelope, same countdown.
    pastCountdown();
    const taken = await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile: '13800000020' }, { token: q.token });
    const free = await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile: '13800000022' }, { token: r.token });
    // (The countdown follows the number's own sending history, 60 s or 30 s, not whether it has an account.)
    expect({ ...taken.body, data: null }).toEqual({ ...free.body, data: null });
    expect(taken.body).toEqual({ code: 0, msg: expect.any(String), data: { countdown: expect.any(Number) } });
    // The owner of the taken number gets a notice, no code; the free number gets a code.
    const notice = outbox(t).filter((m) => m.to === '13800000020').at(-1)!;
    expect(notice.code).toBe('');
    expect(notice.text).toContain('已绑定您的账户');
    expect(lastCodeTo(t, '13800000022')).toMatch(/^\d{6}$/);
    // Without the code nobody can bind the taken number: a guess is a wrong code (1111), the number stays the owner's.
    for (const guess of ['000000', '123456']) {
      expect((await t.call('/web/user/bindPhone', { mobile: '13800000020', code: guess }, { token: q.token })).body.code).toBe(1111);
    }
    expect((await user(q.userId)).phone).toBeNull();
    expect((await user(p.userId)).phone).toBe('13800000020');
  });

  it('two accounts binding one free number at once: one gets it, the other is told it is in use only after a right code', async () => {
    const a = await registerPlayer(t, 'race01');
    const b = await registerPlayer(t, 'race02');
    const mobile = '13800000097';
    pastCountdown();
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile }, { token: a.token })).body.code).toBe(0);
    const codeA = lastCodeTo(t, mobile);
    expect((await t.call('/web/user/bindPhone', { mobile, code: codeA }, { token: a.token })).body.code).toBe(0);
    // b asks after a bound it: a notice to a's phone, and b's attempt with a's old code is refused without binding.
    pastCountdown();
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile }, { token: b.token })).body.code).toBe(0);
    expect(outbox(t).filter((m) => m.to === mobile).at(-1)!.code).toBe('');
    const again = await t.call('/web/user/bindPhone', { mobile, code: codeA }, { token: b.token });
    expect([1111, 1117]).toContain(again.body.code);
    expect((await user(b.userId)).phone).toBeNull();
  });
});

describe('e-mail binding', () => {
  it('code by e-mail; masked in userInfo; wrong code changes nothing', async () => {
    const p = await registerPlayer(t, 'mail01');
    const h = { token: p.token };
    const email = 'mailbox@example.com';
    expect((await t.call('/web/email/getEmailCode', { emailType: 'bindEmail', email: 'bad@' }, h)).body.code).toBe(1105);
    expect((await t.call('/web/email/getEmailCode', { emailType: 'bindEmail', email }, h)).body).toMatchObject({ code: 0, data: { countdown: 60 } });
    expect(outbox(t).at(-1)).toMatchObject({ channel: 'email', to: email });
    const code = lastCodeTo(t, email);
    expect((await t.call('/web/email/checkEmailCode', { emailType: 'bindEmail', email, code })).body.code).toBe(0);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.call('/web/user/bindEmail', { email, code: wrong }, h)).body.code).toBe(1111);
    expect((await user(p.userId)).email).toBeNull();
    const res = await t.call<{ userInfo: { email: string } }>('/web/user/bindEmail', { email, code }, h);
    expect(res.body.data.userInfo).toMatchObject({ email: 'mai****@example.com', emailBound: true });
  });
});

describe('profile (spec §5: real name charset, 18+, set once)', () => {
  it('17 years 364 days is under age; exactly 18 today is allowed', async () => {
    const p = await registerPlayer(t, 'age01');
    const h = { token: p.token };
    const young = await t.call('/web/user/modifyUserInfo', { birthday: birthdayYearsAgo(18, 1) }, h);
    expect(young.body.code).toBe(1106);
    expect((await user(p.userId)).birthday).toBeNull();
    const exact = birthdayYearsAgo(18);
    const ok = await t.call<{ userInfo: { birthday: string } }>('/web/user/modifyUserInfo', { birthday: exact }, h);
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.userInfo.birthday).toBe(exact);
  });

  it('real name charset; sex values; set once; profileConfirmed after all three; avatar stays changeable', async () => {
    const p = await registerPlayer(t, 'profile01');
    const h = { token: p.token };
    expect((await t.call('/web/user/modifyUserInfo', { realName: 'John Smith' }, h)).body.code).toBe(1108);
    expect((await t.call('/web/user/modifyUserInfo', { realName: '张三3' }, h)).body.code).toBe(1108);
    expect((await t.call('/web/user/modifyUserInfo', { sex: 'other' }, h)).body.code).toBe(1123);
    expect((await t.call('/web/user/modifyUserInfo', { avatar: 'javascript:alert(1)' }, h)).body.code).toBe(1116);
    expect((await user(p.userId)).realName).toBeNull();
    expect((await t.call('/web/user/modifyUserInfo', { realName: '约翰·Smith', sex: 'male' }, h)).body.code).toBe(0);
    expect((await t.call('/web/user/modifyUserInfo', { realName: '李四' }, h)).body.code).toBe(1115);
    expect((await t.call('/web/user/modifyUserInfo', { realName: '约翰·Smith' }, h)).body.code).toBe(0);
    expect((await user(p.userId)).profileConfirmed).toBe(false);
    const first = (await uploadFile(t, pngBytes('avatar 1'), 'a.png', h)).json() as { data: { url: string } };
    const done = await t.call<{ userInfo: Record<string, unknown> }>('/web/user/modifyUserInfo', { birthday: '1990-01-31', avatar: first.data.url }, h);
    expect(done.body.data.userInfo).toMatchObject({ realName: '约翰·Smith', sex: 'male', birthday: '1990-01-31', profileConfirmed: true, avatar: first.data.url });
    expect((await t.call('/web/user/modifyUserInfo', { sex: 'female' }, h)).body.code).toBe(1115);
    expect((await t.call('/web/user/modifyUserInfo', { birthday: '1991-01-31' }, h)).body.code).toBe(1115);
    const second = (await uploadFile(t, pngBytes('avatar 2'), 'b.png', h)).json() as { data: { url: string } };
    expect((await t.call('/web/user/modifyUserInfo', { avatar: second.data.url }, h)).body.code).toBe(0);
    const row = await user(p.userId);
    expect([row.sex, row.birthday, row.avatar]).toEqual(['male', '1990-01-31', second.data.url]);
  });

  it('getUserInfo shows every change at once, though it answers from the cached session row', async () => {
    const phone = '13800000077';
    const p = await registerPlayer(t, 'fresh01');
    const h = { token: p.token };
    const info = async () => (await t.call<{ userInfo: Record<string, unknown> }>('/web/user/getUserInfo', undefined, h)).body.data.userInfo;
    expect(await info()).toMatchObject({ phoneBound: false, realName: null, language: 'zh', hasWithdrawPassword: false });
    pastCountdown();
    await t.call('/web/sms/getSmsCode', { smsType: 'bindPhone', mobile: phone }, h);
    expect((await t.call('/web/user/bindPhone', { mobile: phone, code: lastCodeTo(t, phone) }, h)).body.code).toBe(0);
    expect(await info()).toMatchObject({ phoneBound: true, phone: '138****0077' });
    expect((await t.call('/web/user/modifyUserInfo', { realName: '王五' }, h)).body.code).toBe(0);
    expect(await info()).toMatchObject({ realName: '王五' });
    expect((await t.call('/web/user/changeLanguageAndCurrency', { language: 'en' }, h)).body.code).toBe(0);
    expect(await info()).toMatchObject({ language: 'en' });
    pastCountdown();
    await t.call('/web/sms/getSmsCode', { smsType: 'withdrawPassword', mobile: phone }, h);
    const set = await t.call('/web/user/setWithdrawPassword', { password: '246810', confirmPassword: '246810', code: lastCodeTo(t, phone) }, h);
    expect(set.body.code).toBe(0);
    expect(await info()).toMatchObject({ hasWithdrawPassword: true });
  });

  it('language is stored', async () => {
    const p = await registerPlayer(t, 'lang01');
    expect((await t.call('/web/user/changeLanguageAndCurrency', { language: 'th' }, { token: p.token })).body.data).toEqual({ language: 'th' });
    expect((await t.call('/web/user/changeLanguageAndCurrency', { language: 'xx' }, { token: p.token })).body.code).toBe(1000);
    expect((await user(p.userId)).language).toBe('th');
  });
});

describe('forgot password', () => {
  it('masked channels; phone code checked without use; reset revokes sessions and the new password works', async () => {
    const phone = '13800000030';
    const p = await withPhone('forgot01', phone);
    // An unknown name answers like an account with nothing bound (issue 12 item 9).
    expect((await t.call('/web/guest/user/forgetPasswordFirstStep', { username: 'nosuch01' })).body.data).toEqual({ hasPhone: false, hasEmail: false, phone: null, email: null });
    const first = await t.call('/web/guest/user/forgetPasswordFirstStep', { username: 'Forgot01' });
    expect(first.body.data).toEqual({ hasPhone: true, hasEmail: false, phone: '138****0030', email: null });
    expect((await t.call('/web/guest/user/getEmailCodeByForgetPwd', { username: 'forgot01' })).body.code).toBe(3005);
    pastCountdown();
    expect((await t.call('/web/guest/user/getPhoneCodeByForgetPwd', { username: 'forgot01' })).body.code).toBe(0);
    const code = lastCodeTo(t, phone);
    expect((await t.call('/web/guest/user/checkPhoneCodeByForgetPwd', { username: 'forgot01', code })).body.code).toBe(0);
    const reset = { username: 'forgot01', type: 'phone', code, password: 'fresh1234', confirmPassword: 'fresh1234' };
    expect((await t.call('/web/guest/user/modifyPasswordByForget', { ...reset, password: 'forgot01', confirmPassword: 'forgot01' })).body.code).toBe(1103);
    expect((await t.call('/web/guest/user/modifyPasswordByForget', reset)).body.code).toBe(0);
    expect((await t.call('/web/guest/user/modifyPasswordByForget', reset)).body.code).toBe(1111);
    expect((await t.call('/web/user/getUserInfo', undefined, { token: p.token })).status).toBe(401);
    expect((await t.call('/web/guest/user/login', { username: 'forgot01', password: 'fresh1234' })).body.code).toBe(0);
  });

  it('by e-mail: code to the bound address; a code for another purpose does not reset the password', async () => {
    const p = await registerPlayer(t, 'forgot02');
    const email = 'forgot02@example.com';
    await t.call('/web/email/getEmailCode', { emailType: 'bindEmail', email }, { token: p.token });
    const bindCode = lastCodeTo(t, email);
    expect((await t.call('/web/user/bindEmail', { email, code: bindCode }, { token: p.token })).body.code).toBe(0);
    // No account has them: answered alike, nothing sent (issue 12 item 9).
    expect((await t.call('/web/email/getEmailCode', { emailType: 'forgetPassword', email: 'nobody@example.com' })).body.code).toBe(0);
    expect((await t.call('/web/sms/getSmsCode', { smsType: 'forgetPassword', mobile: '13899999999' })).body.code).toBe(0);
    expect(outbox(t).filter((m) => m.to === 'nobody@example.com' || m.to === '13899999999')).toEqual([]);
    const reset = { username: 'forgot02', type: 'email', password: 'fresh5678', confirmPassword: 'fresh5678' };
    expect((await t.call('/web/guest/user/modifyPasswordByForget', { ...reset, code: bindCode })).body.code).toBe(1111);
    pastCountdown();
    expect((await t.call('/web/guest/user/getEmailCodeByForgetPwd', { username: 'forgot02' })).body).toMatchObject({ code: 0, data: { countdown: 30 } });
    const code = lastCodeTo(t, email);
    expect((await t.call('/web/guest/user/modifyPasswordByForget', { ...reset, code })).body.code).toBe(0);
    expect((await t.call('/web/guest/user/login', { username: 'forgot02', password: 'fresh5678' })).body.code).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.userId, p.userId));
    expect(audit.find((a) => a.action === 'passwordReset')?.detail).toEqual({ via: 'email' });
  });
});

describe('security verification: middle four digits of the phone (spec §5)', () => {
  it('needs a bound phone, accepts digits 4-7 only, refuses other shapes, and is throttled after 5 misses', async () => {
    const bare = await registerPlayer(t, 'verify01');
    expect((await t.call('/web/user/checkPhoneMiddle', { digits: '1234' }, { token: bare.token })).body.code).toBe(3001);

    const p = await withPhone('verify02', '13912345678');
    const check = (digits: unknown) => t.call('/web/user/checkPhoneMiddle', { digits }, { token: p.token });
    expect((await check('1234')).body).toEqual({ code: 0, msg: 'success', data: { verified: true } });
    for (const bad of ['123', '12345', 'abcd', 1234]) expect((await check(bad)).body.code, String(bad)).toBe(3008);
    // The first four and the last four are not the middle four.
    expect((await check('1391')).body.code).toBe(3008);
    expect((await check('5678')).body.code).toBe(3008);
    for (let i = 0; i < 3; i++) expect((await check('0000')).body.code).toBe(3008);
    // Five misses: the right answer is refused too, until the delay (30 s, doubling with each further miss) ends.
    expect((await check('1234')).body.code).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await check('1234')).body.code).toBe(0);
  });

  it('another player cannot use my digits: the check is against the caller phone', async () => {
    await withPhone('verify03', '13700001111');
    const other = await withPhone('verify04', '13722223333');
    expect((await t.call('/web/user/checkPhoneMiddle', { digits: '0000' }, { token: other.token })).body.code).toBe(3008);
    expect((await t.call('/web/user/checkPhoneMiddle', { digits: '2222' }, { token: other.token })).body.code).toBe(0);
  });
});
