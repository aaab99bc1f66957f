import { inflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { randomCaptchaText } from '../../lib/deps.js';
import { CAPTCHA_ALPHABET, captchaColours, contrastRatio, drawCaptcha } from './captcha-png.js';

/** CRC-32 bit by bit (independent of the encoder's table), as PNG chunks carry it. */
function crc(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG read back: its chunks (CRCs checked) and, for 8-bit RGB without filtering beyond None/Sub/Up, its pixels. */
function decodePng(file: Buffer) {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer; crcOk: boolean }[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    chunks.push({ type, data, crcOk: crc(file.subarray(at + 4, at + 8 + length)) === file.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  const ihdr = chunks[0]!.data;
  const [width, height, bitDepth, colourType] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8]!, ihdr[9]!];
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    expect(filter).toBeLessThanOrEqual(2);
    for (let x = 0; x < stride; x++) {
      const left = filter === 1 && x >= 3 ? pixels[y * stride + x - 3]! : 0;
      const up = filter === 2 && y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + left + up) & 0xff;
    }
  }
  return { width, height, bitDepth, colourType, chunks, pixels };
}

// The captcha is on by default; the text is fixed so the test can answer it.
const t = useTestApp({ CAPTCHA: 'on', CODE_RATE_LIMIT_MAX: '3' }, { captchaText: () => '4829' });

const captcha = async () => (await t.call<{ captchaId: string; image: string }>('/web/guest/user/getCaptcha')).body.data;
const account = { username: 'capt01', password: 'pass1234', confirmPassword: 'pass1234', agree: true };

const pngOf = (image: string) => {
  expect(image.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
};

it('getCaptcha answers a PNG data URL of 320×112 pixels (160×56 at 2×) that decodes, every chunk CRC valid', async () => {
  const { captchaId, image } = await captcha();
  expect(captchaId).toMatch(/^[0-9a-f]{32}$/);
  const png = decodePng(pngOf(image));
  expect(png).toMatchObject({ width: 320, height: 112, bitDepth: 8, colourType: 2 });
  expect(png.chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  expect(png.chunks.every((c) => c.crcOk)).toBe(true);
  // Not a flat picture: many colours, dark glyph pixels on a light ground.
  const colours = new Set<number>();
  let dark = 0;
  for (let i = 0; i < png.pixels.length; i += 3) {
    colours.add((png.pixels[i]! << 16) | (png.pixels[i + 1]! << 8) | png.pixels[i + 2]!);
    if (png.pixels[i]! + png.pixels[i + 1]! + png.pixels[i + 2]! < 300) dark++;
  }
  expect(colours.size).toBeGreaterThan(200);
  expect(dark / (png.width * png.height)).toBeGreaterThan(0.03);
});

it('the same answer never gives the same image: pixels differ across the picture', async () => {
  const images = await Promise.all(Array.from({ length: 6 }, () => captcha()));
  expect(new Set(images.map((c) => c.image)).size).toBe(6);
  const [a, b] = [decodePng(pngOf(images[0]!.image)).pixels, decodePng(pngOf(images[1]!.image)).pixels];
  let differ = 0;
  for (let i = 0; i < a.length; i += 3) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) differ++;
  expect(differ / (a.length / 3)).toBeGreaterThan(0.5);
});

it('machine: the old attack has nothing to read — no SVG, no text, no chunk but pixels, no fixed shape per digit', async () => {
  // The old SVG drew each digit as one fixed path string: collecting `d` attributes solved 20 of 20.
  for (let n = 0; n < 5; n++) {
    const file = pngOf((await captcha()).image);
    const latin = file.toString('latin1');
    for (const marker of ['<svg', '<path', ' d="', '4829', 'tEXt', 'zTXt', 'iTXt']) expect(latin).not.toContain(marker);
  }
  // The same digit drawn alone twice: its pixels differ (points moved, transform, colours, noise, warp), so there
  // is no per-digit byte pattern to map to the digit.
  const one = drawCaptcha('8888');
  const two = drawCaptcha('8888');
  let same = 0;
  for (let i = 0; i < one.rgb.length; i++) if (one.rgb[i] === two.rgb[i]) same++;
  expect(same / one.rgb.length).toBeLessThan(0.5);
});

it('the alphabet has no look-alikes; answers use only it; every glyph draws; glyph colours contrast at least 4.5:1', () => {
  expect(CAPTCHA_ALPHABET).toBe('2345689');
  for (const lookalike of '017') expect(CAPTCHA_ALPHABET).not.toContain(lookalike);
  const seen = new Set<string>();
  for (let i = 0; i < 400; i++) {
    const text = randomCaptchaText();
    expect(text).toMatch(/^[2345689]{4}$/);
    for (const ch of text) seen.add(ch);
  }
  expect([...seen].sort().join('')).toBe(CAPTCHA_ALPHABET);
  expect(() => drawCaptcha(CAPTCHA_ALPHABET)).not.toThrow();
  expect(() => drawCaptcha('1234')).toThrow();
  for (let i = 0; i < 200; i++) {
    const { background, glyphs } = captchaColours(4);
    for (const glyph of glyphs) for (const bg of background) expect(contrastRatio(glyph, bg)).toBeGreaterThanOrEqual(4.5);
  }
});

it('register and login require a captcha; a wrong answer burns it; each captcha works once', async () => {
  expect((await t.call('/web/guest/user/register', account)).body.code).toBe(3003);
  const wrong = await captcha();
  expect((await t.call('/web/guest/user/register', { ...account, captchaId: wrong.captchaId, captcha: '0000' })).body.code).toBe(1110);
  expect((await t.call('/web/guest/user/register', { ...account, captchaId: wrong.captchaId, captcha: '4829' })).body.code).toBe(1110);
  const good = await captcha();
  expect((await t.call('/web/guest/user/register', { ...account, captchaId: good.captchaId, captcha: '4829' })).body.code).toBe(0);
  const login = { username: 'capt01', password: 'pass1234' };
  expect((await t.call('/web/guest/user/login', login)).body.code).toBe(3003);
  expect((await t.call('/web/guest/user/login', { ...login, captchaId: good.captchaId, captcha: '4829' })).body.code).toBe(1110);
  const fresh = await captcha();
  expect((await t.call('/web/guest/user/login', { ...login, captchaId: fresh.captchaId, captcha: ' 4829 ' })).body.code).toBe(0);
});

it('after failed logins the captcha is still required (CAPTCHA=on makes it required from the first try)', async () => {
  for (let i = 0; i < 3; i++) {
    const c = await captcha();
    expect((await t.call('/web/guest/user/login', { username: 'capt01', password: 'bad1pass', captchaId: c.captchaId, captcha: '4829' })).body.code).toBe(1113);
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
