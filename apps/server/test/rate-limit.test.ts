import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(async () => {
  await t.close();
});

it('past the per-IP limit: HTTP 429, code 429, "operation too frequent" in the caller language', async () => {
  for (let i = 0; i < 3; i++) expect((await t.call('/web/guest/index/getSilde')).body.code).toBe(0);
  const zh = await t.call('/web/guest/index/getSilde');
  expect(zh.status).toBe(429);
  expect(zh.body).toEqual({ code: 429, msg: '操作过于频繁，请十秒后重试', data: null });
  const en = await t.call('/web/guest/index/getSilde', undefined, { lang: 'en' });
  expect(en.body.msg).toBe('Operation too frequent, please retry in ten seconds');
});
