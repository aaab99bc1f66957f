import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { lastCodeTo } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';

let logs = '';
const stream = new PassThrough();
stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
const t = useTestApp({ LOG_LEVEL: 'trace' }, undefined, stream);

it('account flows log no password, phone, code, token or secondary password, even at trace level', async () => {
  const phone = '13712345678';
  await t.app.inject({ method: 'POST', url: `/web/guest/user/getPhoneCodeByRegister?mobile=${phone}` });
  const code = lastCodeTo(t, phone);
  const reg = await t.call<{ token: string }>('/web/guest/user/register', {
    username: 'quiet01', password: 'Hush1234x', confirmPassword: 'Hush1234x', agree: true, phone, smsCode: code,
  });
  expect(reg.body.code).toBe(0);
  const token = reg.body.data.token;
  await t.call('/web/guest/user/login', { username: 'quiet01', password: 'Wrong1234x' });
  await t.call('/web/user/checkWithdrawPwd', { withdrawPassword: '975310' }, { token });
  await t.call('/web/user/modifyUserInfo', { realName: '静静', birthday: '1990-05-05' }, { token });
  await new Promise((r) => setTimeout(r, 50));
  expect(logs).toContain('request completed');
  for (const secret of ['Hush1234x', 'Wrong1234x', phone, code, token, '975310', '静静', '1990-05-05']) expect(logs).not.toContain(secret);
});
