import { ERRORS } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { createPlayer, operatorToken } from '../../test/wallet-helpers.js';

const t = useTestApp();
const NUL = 'a\u0000b';
const INVALID_PARAMS = ERRORS.invalidParams.code;

interface OpenApi {
  paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } } }>;
}

/** Every POST route of the app with the fields of its payload, from the app's own OpenAPI document. */
function routesWithFields(): { path: string; fields: string[] }[] {
  const doc = t.app.swagger() as unknown as OpenApi;
  return Object.entries(doc.paths)
    .map(([path, ops]) => ({
      path: path.replace('{provider}', 'sandbox'),
      fields: Object.keys(ops.post?.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    }))
    .filter((r) => r.fields.length > 0);
}

describe('a control character in any text field is a validation error, never 500 (issue 11)', () => {
  let headers: (path: string) => Record<string, string>;
  beforeAll(async () => {
    const player = await createPlayer(t);
    const operator = await operatorToken(t);
    headers = (path) => ({ lang: 'en', token: path.startsWith('/admin/') ? operator : player.token });
  });

  it('every field of every POST route, in the JSON body', async () => {
    const routes = routesWithFields();
    expect(routes.length).toBeGreaterThan(60);
    for (const { path, fields } of routes) {
      for (const field of fields) {
        const res = await t.call(path, { [field]: NUL }, headers(path));
        expect(res.body, `${path} ${field}`).toEqual({
          code: INVALID_PARAMS,
          msg: 'Invalid parameters',
          data: { fields: [{ field, message: 'control character' }] },
        });
      }
    }
  });

  it('the named defects: login, forgetPasswordFirstStep, getEmailCodeByForgetPwd, with a valid rest of the payload', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['/web/guest/user/login', { username: `ab${NUL}cd`, password: 'pass1234' }],
      ['/web/guest/user/forgetPasswordFirstStep', { username: `ab${NUL}cd` }],
      ['/web/guest/user/getEmailCodeByForgetPwd', { username: `ab${NUL}cd` }],
      ['/admin/api/login', { username: `ad${NUL}min`, password: 'operator-secret-1' }],
    ];
    for (const [path, body] of calls) {
      const zh = await t.call(path, body);
      expect(zh.status, path).toBe(200);
      expect(zh.body, path).toMatchObject({ code: INVALID_PARAMS, msg: '参数错误', data: { fields: [{ field: 'username' }] } });
    }
  });

  it('in the query string, a path suffix, a nested value and a key', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/web/guest/user/login?username=ab%00cd&password=pass1234' });
    expect(login.json()).toMatchObject({ code: INVALID_PARAMS, data: { fields: [{ field: 'username' }] } });
    const suffix = await t.call('/web/common/sysDictionary/getSysDictionary/a%00b');
    expect(suffix.body).toMatchObject({ code: INVALID_PARAMS, data: { fields: [{ field: 'type' }] } });
    const nested = await t.call('/web/recharge/confirmRechargeOrder', { orderNo: 'D1', vouchers: ['/uploads/x', NUL] }, headers('/web/'));
    expect(nested.body).toMatchObject({ code: INVALID_PARAMS, data: { fields: [{ field: 'vouchers.1' }] } });
    const key = await t.call('/web/guest/user/forgetPasswordFirstStep', { username: 'abcd', [NUL]: 1 });
    expect(key.body).toMatchObject({ code: INVALID_PARAMS, data: { fields: [{ field: NUL }] } });
  });

  it('other control characters are refused too; tab, line feed and carriage return are text', async () => {
    const bell = await t.call('/web/guest/user/forgetPasswordFirstStep', { username: 'ab\u0007cd' });
    expect(bell.body.code).toBe(INVALID_PARAMS);
    const remark = await t.call('/web/recharge/cancelRechargeOrder', { orderNo: 'NOPE1', reason: 'other', remark: 'line 1\r\n\tline 2' }, headers('/web/'));
    expect(remark.body.code).toBe(ERRORS.depositOrderNotFound.code);
  });
});
