import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../../test/account-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { canvasJpeg, canvasPng, jpegBytes, multipartBody, noisePng, pngBytes, pngChunk, storedBytes, uploadFile } from '../../../test/upload-helpers.js';
import { operatorToken } from '../../../test/wallet-helpers.js';
import * as settings from '../settings/service.js';
import { checkImage, MAX_IMAGE_PIXELS } from './image-reencode.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('images are decoded and encoded again (reencodeImage)', () => {
  it('accepts whole PNGs and JPEGs, and stores them as what their first bytes announce', async () => {
    expect((await checkImage(pngBytes('x')))?.kind).toBe('png');
    expect((await checkImage(jpegBytes('x')))?.kind).toBe('jpg');
    expect((await checkImage(canvasJpeg()))?.kind).toBe('jpg');
  });

  it('refuses a PNG signature followed by HTML, a bad CRC, a truncated PNG or JPEG, a JPEG start followed by HTML, an SVG, a GIF', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    expect(await checkImage(Buffer.concat([PNG_SIGNATURE, html]))).toBeNull();
    const good = canvasPng();
    const badCrc = Buffer.from(good);
    badCrc.writeUInt8(badCrc[29]! ^ 1, 29); // first byte of IHDR's CRC
    expect(await checkImage(badCrc)).toBeNull();
    expect(await checkImage(good.subarray(0, good.length - 40))).toBeNull();
    const jpg = canvasJpeg();
    expect(await checkImage(jpg.subarray(0, jpg.length - 2))).toBeNull();
    expect(await checkImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]))).toBeNull();
    expect(await checkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'))).toBeNull();
    expect(await checkImage(Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64'))).toBeNull();
  });

  it('a polyglot (a PNG that is also a ZIP, HTML after the image) keeps only its picture', async () => {
    const image = canvasPng();
    const polyglot = Buffer.concat([image, Buffer.from('PK\x03\x04 a zip entry <html><script>alert(1)</script></html>', 'latin1')]);
    const kept = (await checkImage(polyglot))!.data;
    expect(kept.includes(Buffer.from('PK'))).toBe(false);
    expect(kept.includes(Buffer.from('<html>'))).toBe(false);
    expect(await sharp(kept).raw().toBuffer()).toEqual(await sharp(image).raw().toBuffer());
  });

  it('a decompression bomb (a small file of more than MAX_IMAGE_PIXELS pixels) is refused; the same kind of file under it is not', async () => {
    // One bit per pixel, all black: a few kilobytes of file for any number of pixels.
    const bomb = (side: number) => {
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(side, 0);
      ihdr.writeUInt32BE(side, 4);
      ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
      const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
      return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
    };
    const big = bomb(Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1);
    expect(big.length).toBeLessThan(64 * 1024);
    expect(await checkImage(big)).toBeNull();
    expect((await checkImage(bomb(1000)))?.kind).toBe('png');
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
    expect(fs.readFileSync(path.join(t.config.DATA_DIR, url))).toEqual(await storedBytes(image));
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
      // About 300 KB stored each (noise does not compress): three fit in 1 MB, a fourth does not.
      const images = Array.from({ length: 20 }, () => noisePng(300 * 1024));
      const answers = await Promise.all(images.map((image) => uploadFile(t, image, 'q.png', { token: dave })));
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
    // Just under 15 MB of file (the limit), most of it a chunk the re-encoding drops.
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
