import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let logs = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  t = await createTestApp({ LOG_LEVEL: 'info' }, stream);
});
afterAll(async () => {
  await t.close();
});

it('request logs never contain the token header, query strings or body secrets (design.md §6)', async () => {
  await t.app.inject({
    method: 'POST',
    url: '/web/guest/user/login?username=alice01&password=Secret123',
    headers: { token: 'tok-very-secret', 'content-type': 'application/json' },
    payload: JSON.stringify({ password: 'BodySecret9' }),
  });
  await t.app.inject({ method: 'POST', url: '/web/user/getUserInfo', headers: { token: 'tok-very-secret' } });
  await new Promise((r) => setTimeout(r, 50));
  expect(logs).toContain('/web/guest/user/login?[redacted]');
  expect(logs).toContain('request completed');
  for (const secret of ['tok-very-secret', 'Secret123', 'BodySecret9', 'alice01']) expect(logs).not.toContain(secret);
});
