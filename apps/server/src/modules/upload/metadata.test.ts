import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../../test/account-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { canvasJpeg, canvasPng, GPS_LATITUDE, uploadFile, withPhoneMetadata, withPngMetadata } from '../../../test/upload-helpers.js';
import { checkImage, exifOrientation, ImageGuard } from './image-check.js';

/** Runs bytes through the guard in pieces of `step` bytes (1 = every state change split across writes). */
async function guarded(bytes: Buffer, step: number): Promise<Buffer> {
  const guard = new ImageGuard();
  const parts: Buffer[] = [];
  guard.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    guard.on('end', resolve);
    guard.on('error', reject);
  });
  for (let i = 0; i < bytes.length; i += step) guard.write(bytes.subarray(i, i + step));
  guard.end();
  await ended;
  return Buffer.concat(parts);
}

/** The APP segments of a JPEG, in order: marker code and first bytes of their data. */
function appSegments(jpeg: Buffer): { code: number; data: Buffer }[] {
  const out: { code: number; data: Buffer }[] = [];
  let i = 2;
  while (i + 4 <= jpeg.length && jpeg[i] === 0xff) {
    const code = jpeg[i + 1]!;
    if (code === 0xda) break;
    const len = jpeg.readUInt16BE(i + 2);
    if ((code >= 0xe0 && code <= 0xef) || code === 0xfe) out.push({ code, data: jpeg.subarray(i + 4, i + 2 + len) });
    i += 2 + len;
  }
  return out;
}

const pngChunkTypes = (png: Buffer): string[] => {
  const types: string[] = [];
  for (let i = 8; i + 8 <= png.length; i += 12 + png.readUInt32BE(i)) types.push(png.toString('latin1', i + 4, i + 8));
  return types;
};

const PHOTO = withPhoneMetadata(canvasJpeg());
const SCREENSHOT = withPngMetadata(canvasPng());

describe('metadata is dropped as the image streams (issue 12)', () => {
  it('the fixtures carry what a phone writes: EXIF with GPS, XMP, a comment; PNG text, eXIf and tIME chunks', () => {
    expect(PHOTO.includes(GPS_LATITUDE)).toBe(true);
    expect(appSegments(PHOTO).map((s) => s.code)).toEqual([0xe0, 0xe1, 0xe1, 0xfe, 0xe2]);
    expect(exifOrientation(appSegments(PHOTO)[1]!.data)).toBe(6);
    expect(pngChunkTypes(SCREENSHOT)).toEqual(['IHDR', 'tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', ...pngChunkTypes(canvasPng()).slice(1)]);
  });

  it('JPEG: EXIF (GPS, camera), XMP and the comment go; JFIF, the ICC profile and the orientation stay; the same at any write size', async () => {
    const whole = await guarded(PHOTO, PHOTO.length);
    for (const step of [1, 2, 3, 7, 64]) expect(await guarded(PHOTO, step)).toEqual(whole);
    expect(whole.includes(GPS_LATITUDE)).toBe(false);
    for (const text of ['PhoneCo', 'Pocket7', 'xap/1.0', 'GPSLatitude', 'taken at home']) expect(whole.includes(Buffer.from(text))).toBe(false);
    const apps = appSegments(whole);
    expect(apps.map((s) => s.code)).toEqual([0xe0, 0xe1, 0xe2]);
    expect(apps[0]!.data.subarray(0, 5).toString('latin1')).toBe('JFIF\0');
    expect(apps[2]!.data.subarray(0, 12).toString('latin1')).toBe('ICC_PROFILE\0');
    // The new APP1 holds the Orientation and nothing else (8 + 2 + 12 + 4 bytes of TIFF after "Exif\0\0").
    expect(exifOrientation(apps[1]!.data)).toBe(6);
    expect(apps[1]!.data.length).toBe(6 + 26);
    // Everything from the ICC profile on (tables, frame, scan) is the encoder's bytes unchanged.
    const icc = canvasJpeg().indexOf(Buffer.from('ICC_PROFILE')) - 4;
    expect(whole.subarray(whole.indexOf(Buffer.from('ICC_PROFILE')) - 4)).toEqual(canvasJpeg().subarray(icc));
    expect(await checkImage(whole)).toBe('jpg');
  });

  it('JPEG without EXIF orientation: no APP1 at all is written', async () => {
    const plain = await guarded(canvasJpeg(), 5);
    expect(plain).toEqual(canvasJpeg());
  });

  it('PNG: tEXt, zTXt, iTXt, eXIf and tIME go; the rest is byte for byte the encoder’s', async () => {
    const whole = await guarded(SCREENSHOT, SCREENSHOT.length);
    for (const step of [1, 5, 13]) expect(await guarded(SCREENSHOT, step)).toEqual(whole);
    expect(whole).toEqual(canvasPng());
    expect(whole.includes(Buffer.from('GPS 14.5965'))).toBe(false);
    expect(await checkImage(whole)).toBe('png');
  });
});

const skipBrowser = fs.existsSync('/usr/bin/chromium') ? null : 'no /usr/bin/chromium';

describe('uploaded photos are stored without metadata and still decode (Chromium)', () => {
  let t: TestApp;
  let token: string;
  let browser: Browser | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerPlayer(t, 'exif01')).token;
    if (!skipBrowser) browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await t.close();
  });

  /** Width, height and the colour of the top-left pixel as Chromium draws the image (EXIF orientation applied). */
  async function decode(bytes: Buffer, type: string) {
    const page = await browser!.newPage();
    try {
      return await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const [r, gr, b] = g.getImageData(1, 1, 1, 1).data;
        return { width: img.naturalWidth, height: img.naturalHeight, topLeft: r! > 150 && b! < 100 ? 'red' : b! > 150 && r! < 100 ? 'blue' : `${r},${gr},${b}` };
      }, `data:${type};base64,${bytes.toString('base64')}`);
    } finally {
      await page.close();
    }
  }

  it.skipIf(skipBrowser)('a phone photo: stored without GPS, still a JPEG, shown upright (rotated 90° as its EXIF said)', { timeout: 60_000 }, async () => {
    const res = await uploadFile(t, PHOTO, 'IMG_0001.jpg', { token });
    expect(res.json()).toMatchObject({ code: 0 });
    const storedFile = fs.readFileSync(path.join(t.config.DATA_DIR, res.json().data.url as string));
    expect(storedFile.includes(GPS_LATITUDE)).toBe(false);
    expect(storedFile.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(await decode(canvasJpeg(), 'image/jpeg')).toEqual({ width: 24, height: 16, topLeft: 'red' });
    // Orientation 6: the picture turns 90° clockwise, so the red left half ends up on top, the blue one below.
    expect(await decode(storedFile, 'image/jpeg')).toEqual({ width: 16, height: 24, topLeft: 'red' });
    expect(await decode(PHOTO, 'image/jpeg')).toEqual({ width: 16, height: 24, topLeft: 'red' });
  });

  it.skipIf(skipBrowser)('a PNG with text chunks: stored without them, decodes to the same picture', { timeout: 60_000 }, async () => {
    const res = await uploadFile(t, SCREENSHOT, 'shot.png', { token });
    expect(res.json()).toMatchObject({ code: 0 });
    const storedFile = fs.readFileSync(path.join(t.config.DATA_DIR, res.json().data.url as string));
    expect(storedFile).toEqual(canvasPng());
    expect(await decode(storedFile, 'image/png')).toEqual({ width: 24, height: 16, topLeft: 'red' });
  });
});
