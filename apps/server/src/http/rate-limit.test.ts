import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

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

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limit counters in Redis (REDIS_URL)', () => {
  it('two servers sharing Redis share one budget', async () => {
    const prefix = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_MAX: '4' };
    const a = await createTestApp(prefix);
    const b = await createTestApp(prefix);
    try {
      // A client address of its own, so earlier runs' counters in the same Redis do not count.
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const codes: number[] = [];
      for (const s of [a, b, a, b, a]) {
        const res = await s.app.inject({ method: 'POST', url: '/web/guest/index/getSilde', remoteAddress });
        codes.push(res.json().code);
      }
      // The fifth request overall is over the shared budget of four, whichever server takes it.
      expect(codes.slice(0, 4)).toEqual([0, 0, 0, 0]);
      expect(codes[4]).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

it('static files (web app, seed images) do not spend the API budget', async () => {
  const s = await createTestApp({ RATE_LIMIT_MAX: '2' });
  try {
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < 5; i++) {
      const img = await s.app.inject({ method: 'GET', url: '/static/seed/icon.svg', remoteAddress });
      expect(img.statusCode).toBe(200);
    }
    const api = async () => (await s.app.inject({ method: 'POST', url: '/web/guest/index/getSilde', remoteAddress })).json().code;
    expect([await api(), await api(), await api()]).toEqual([0, 0, 429]);
  } finally {
    await s.close();
  }
});
