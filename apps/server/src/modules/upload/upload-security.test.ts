import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../../test/account-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { jpegBytes, multipartBody, pngBytes, pngChunk, uploadFile } from '../../../test/upload-helpers.js';
import { operatorToken } from '../../../test/wallet-helpers.js';
import * as settings from '../settings/service.js';
import { checkImage } from './image-check.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('image structure (ImageGuard)', () => {
  it('accepts whole PNGs and JPEGs', async () => {
    expect(await checkImage(pngBytes('x'))).toBe('png');
    expect(await checkImage(jpegBytes('x'))).toBe('jpg');
  });

  it('refuses a PNG signature followed by HTML, a bad CRC, IHDR not first, a missing IEND, trailing-less JPEG', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    expect(await checkImage(Buffer.concat([PNG_SIGNATURE, html]))).toBeNull();
    const good = pngBytes('x');
    const badCrc = Buffer.from(good);
    badCrc.writeUInt8(badCrc[21]! ^ 1, 21); // first byte of IHDR's CRC
    expect(await checkImage(badCrc)).toBeNull();
    expect(await checkImage(Buffer.concat([PNG_SIGNATURE, pngChunk('tEXt', Buffer.from('a\0b')), good.subarray(8)]))).toBeNull();
    expect(await checkImage(good.subarray(0, good.length - 12))).toBeNull();
    const jpg = jpegBytes('x');
    expect(await checkImage(jpg.subarray(0, jpg.length - 2))).toBeNull();
    expect(await checkImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]))).toBeNull();
  });
});

describe('uploads: storage, quota, privacy', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = (await registerPlayer(t, 'upsec01')).token;
    bob = (await registerPlayer(t, 'upsec02')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const stored = () => fs.readdirSync(path.join(t.config.DATA_DIR, 'uploads'));

  it('a PNG signature followed by HTML is refused (1124) and leaves no file, not even a temporary one', async () => {
    const before = stored().length;
    const res = await uploadFile(t, Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><body>hi</body></html>')]), 'x.png', { token: alice });
    expect(res.json()).toMatchObject({ code: 1124 });
    expect(stored()).toHaveLength(before);
  });

  it('bytes after IEND are not stored; the file is served with nosniff and a sandboxing CSP', async () => {
    const image = pngBytes('trailer');
    const res = await uploadFile(t, Buffer.concat([image, Buffer.from('<html>after the image</html>')]), 'x.png', { token: alice });
    expect(res.json()).toMatchObject({ code: 0 });
    const url = res.json().data.url as string;
    expect(fs.readFileSync(path.join(t.config.DATA_DIR, url))).toEqual(image);
    const served = await t.app.inject({ method: 'GET', url, headers: { token: alice } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('a voucher URL is refused to another player and to guests (404), served to its owner and to operators', async () => {
    const url = (await uploadFile(t, pngBytes('voucher'), 'v.png', { token: alice })).json().data.url as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { token: bob } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { token: 'forged' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/../uploads/x.png', headers: { token: alice } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { token: alice } })).statusCode).toBe(200);
    const operator = await operatorToken(t);
    expect((await t.app.inject({ method: 'GET', url, headers: { token: operator } })).statusCode).toBe(200);
  });

  it('daily count: a parallel burst stores exactly the configured number, the rest get 1125', async () => {
    const carol = (await registerPlayer(t, 'upsec03')).token;
    await settings.set(t.database.db, 'upload_daily_limit', 5);
    try {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => uploadFile(t, pngBytes(`burst ${i}`), 'b.png', { token: carol })));
      const codes = answers.map((r) => r.json().code as number);
      expect(codes.filter((c) => c === 0)).toHaveLength(5);
      expect(codes.filter((c) => c === 1125)).toHaveLength(35);
      expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    } finally {
      await settings.set(t.database.db, 'upload_daily_limit', 50);
    }
  });

  it('total quota: a parallel burst never stores more than the configured megabytes (1126)', async () => {
    const dave = (await registerPlayer(t, 'upsec04')).token;
    await settings.set(t.database.db, 'upload_max_total_mb', 1);
    try {
      // 300 KB each: three fit in 1 MB, a fourth does not.
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadFile(t, pngBytes(`q ${i}`, 300 * 1024), 'q.png', { token: dave })));
      const codes = answers.map((r) => r.json().code as number);
      expect(codes.filter((c) => c === 0)).toHaveLength(3);
      expect(codes.filter((c) => c === 1126)).toHaveLength(17);
      expect(stored().filter((n) => n.startsWith('.part-'))).toEqual([]);
    } finally {
      await settings.set(t.database.db, 'upload_max_total_mb', 200);
    }
  });
});

describe('uploads stream to disk', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerPlayer(t, 'upmem01')).token;
    await settings.set(t.database.db, 'upload_max_total_mb', 1000);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  /** One upload over real HTTP from a shared body (the client holds no copy per request). */
  function send(body: Buffer, boundary: string): Promise<{ code: number }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/web/upload/uploadFile',
          headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as { code: number }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('20 concurrent 15 MB uploads keep RSS under +100 MB', async () => {
    const boundary = '----mem-boundary';
    // Just under 15 MB of image (the limit is 15 MB of file).
    const body = multipartBody(pngBytes('big', 15 * 1024 * 1024 - 200), 'big.png', boundary);
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(body, boundary)));
      expect(answers.map((a) => a.code)).toEqual(Array(20).fill(0));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(peak - base).toBeLessThan(100 * 1024 * 1024);
    const files = fs.readdirSync(path.join(t.config.DATA_DIR, 'uploads')).filter((n) => n.endsWith('.png'));
    expect(files).toHaveLength(20);
  }, 120_000);
});
