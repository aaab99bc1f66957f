import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

// The captcha is on by default; the text is fixed so the test can answer it.
const t = useTestApp({ CAPTCHA: 'on', CODE_RATE_LIMIT_MAX: '3' }, { captchaText: () => '4721' });

const captcha = async () => (await t.call<{ captchaId: string; image: string }>('/web/guest/user/getCaptcha')).body.data;
const account = { username: 'capt01', password: 'pass1234', confirmPassword: 'pass1234', agree: true };

it('getCaptcha answers an SVG data URL drawn with paths, without the answer as text', async () => {
  const { captchaId, image } = await captcha();
  expect(captchaId).toMatch(/^[0-9a-f]{32}$/);
  expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
  expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(svg).not.toContain('<text');
  expect(svg).not.toContain('4721');
});

it('register and login require a captcha; a wrong answer burns it; each captcha works once', async () => {
  expect((await t.call('/web/guest/user/register', account)).body.code).toBe(3003);
  const wrong = await captcha();
  expect((await t.call('/web/guest/user/register', { ...account, captchaId: wrong.captchaId, captcha: '0000' })).body.code).toBe(1110);
  expect((await t.call('/web/guest/user/register', { ...account, captchaId: wrong.captchaId, captcha: '4721' })).body.code).toBe(1110);
  const good = await captcha();
  expect((await t.call('/web/guest/user/register', { ...account, captchaId: good.captchaId, captcha: '4721' })).body.code).toBe(0);
  const login = { username: 'capt01', password: 'pass1234' };
  expect((await t.call('/web/guest/user/login', login)).body.code).toBe(3003);
  expect((await t.call('/web/guest/user/login', { ...login, captchaId: good.captchaId, captcha: '4721' })).body.code).toBe(1110);
  const fresh = await captcha();
  expect((await t.call('/web/guest/user/login', { ...login, captchaId: fresh.captchaId, captcha: ' 4721 ' })).body.code).toBe(0);
});

it('after failed logins the captcha is still required (CAPTCHA=on makes it required from the first try)', async () => {
  for (let i = 0; i < 3; i++) {
    const c = await captcha();
    expect((await t.call('/web/guest/user/login', { username: 'capt01', password: 'bad1pass', captchaId: c.captchaId, captcha: '4721' })).body.code).toBe(1113);
  }
  expect((await t.call('/web/guest/user/login', { username: 'capt01', password: 'pass1234' })).body.code).toBe(3003);
});

it('code-sending requests are limited per IP (CODE_RATE_LIMIT_MAX per 10 minutes)', async () => {
  for (let i = 0; i < 3; i++) expect((await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: `1390000000${i}` })).body.code).toBe(0);
  const res = await t.call('/web/sms/getSmsCode', { smsType: 'register', mobile: '13900000009' });
  expect(res.status).toBe(429);
  expect(res.body.code).toBe(429);
});

it('getCaptcha says whether the form must show it: required with CAPTCHA=on', async () => {
  expect((await t.call<{ required: boolean }>('/web/guest/user/getCaptcha')).body.data.required).toBe(true);
});
