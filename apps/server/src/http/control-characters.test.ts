import { ERRORS } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../db/schema/index.js';
import { useTestApp } from '../../test/helpers.js';
import { as, createPlayer, operatorToken } from '../../test/wallet-helpers.js';

const t = useTestApp();
const NUL = 'a\u0000b';
/** A lone high surrogate (JSON `"\ud800"`): not text, and jsonb refuses it (issue 23 item 10). */
const LONE = 'a\ud800b';
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

  it.each([
    ['a NUL', NUL, 'control character'],
    ['a lone surrogate (issue 23 item 10)', LONE, 'ill-formed UTF-16'],
  ])('every field of every POST route refuses %s in the JSON body', async (_name, bad, message) => {
    const routes = routesWithFields();
    expect(routes.length).toBeGreaterThan(60);
    for (const { path, fields } of routes) {
      for (const field of fields) {
        const res = await t.call(path, { [field]: bad }, headers(path));
        expect(res.body, `${path} ${field}`).toEqual({
          code: INVALID_PARAMS,
          msg: 'Invalid parameters',
          data: { fields: [{ field, message }] },
        });
      }
    }
  }, 120_000);

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

describe('ill-formed UTF-16 is a validation error, never 500 (issue 23 item 10)', () => {
  it('the named defects: player/note and feedback/reply with a lone surrogate answer 1000 and store nothing; a real emoji is stored', async () => {
    const p = await createPlayer(t, 'sur');
    const support = await operatorToken(t);
    const op = (path: string, body: unknown) => t.call(`/admin/api/${path}`, body, { token: support, lang: 'en' });
    const notes = async () => Number(((await t.database.db.execute(sql`select count(*)::int as n from player_notes where user_id = ${p.userId}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

    for (const text of ['\ud800', 'called \udc00 back', 'x\ud83d']) {
      const res = await op('player/note', { userId: p.userId, text });
      expect([res.status, res.body], JSON.stringify(text)).toEqual([200, { code: INVALID_PARAMS, msg: 'Invalid parameters', data: { fields: [{ field: 'text', message: 'ill-formed UTF-16' }] } }]);
    }
    expect(await notes()).toBe(0);
    expect((await op('player/note', { userId: p.userId, text: 'called back 😀' })).body.code).toBe(0);
    expect(await notes()).toBe(1);

    const saved = await as(t, p)<{ id: number }>('/web/feedback/save', { type: 'other', content: '反'.repeat(30) });
    expect(saved.body.code).toBe(0);
    const id = saved.body.data.id;
    const reply = await op('feedback/reply', { id, reply: 'fixed \ud800' });
    expect([reply.status, reply.body.code, reply.body.data]).toEqual([200, INVALID_PARAMS, { fields: [{ field: 'reply', message: 'ill-formed UTF-16' }] }]);
    const [row] = await t.database.db.select({ status: feedback.status, reply: feedback.reply }).from(feedback).where(eq(feedback.id, id));
    expect(row).toEqual({ status: 'open', reply: null });
    // In the query string a lone surrogate cannot arrive (percent-decoding makes U+FFFD of a bad UTF-8 sequence): the
    // JSON body is the way in, and a player's own text (feedback) is refused the same way.
    const player = await as(t, p)('/web/feedback/save', { type: 'other', content: `${'反'.repeat(30)}\udfff` });
    expect(player.body).toMatchObject({ code: INVALID_PARAMS, data: { fields: [{ field: 'content', message: 'ill-formed UTF-16' }] } });
  });
});
