import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../../test/account-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { canvasJpeg, canvasPng, GPS_LATITUDE, uploadFile, withPhoneMetadata, withPngMetadata } from '../../../test/upload-helpers.js';
import { checkImage } from './image-reencode.js';

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

/** The Orientation (EXIF tag 0x0112) in an APP1 segment, or 0 (the fixture check). */
function exifOrientation(app1: Buffer): number {
  const tiff = app1.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const ifd = le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let n = 0; n < u16(ifd); n++) if (u16(ifd + 2 + n * 12) === 0x0112) return u16(ifd + 2 + n * 12 + 8);
  return 0;
}

describe('metadata is dropped by encoding the pixels again (issue 12, issue 25)', () => {
  it('the fixtures carry what a phone writes: EXIF with GPS, XMP, a comment; PNG text, eXIf and tIME chunks', () => {
    expect(PHOTO.includes(GPS_LATITUDE)).toBe(true);
    expect(appSegments(PHOTO).map((s) => s.code)).toEqual([0xe0, 0xe1, 0xe1, 0xfe, 0xe2]);
    expect(exifOrientation(appSegments(PHOTO)[1]!.data)).toBe(6);
    expect(pngChunkTypes(SCREENSHOT)).toEqual(['IHDR', 'tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', ...pngChunkTypes(canvasPng()).slice(1)]);
  });

  it('JPEG: EXIF (GPS, camera), XMP and the comment go; the orientation is applied to the pixels', async () => {
    const stored = (await checkImage(PHOTO))!;
    expect(stored.kind).toBe('jpg');
    expect(stored.data.includes(GPS_LATITUDE)).toBe(false);
    for (const text of ['PhoneCo', 'Pocket7', 'xap/1.0', 'GPSLatitude', 'taken at home', 'Exif']) expect(stored.data.includes(Buffer.from(text))).toBe(false);
    expect(appSegments(stored.data).filter((s) => s.code !== 0xe0)).toEqual([]);
    const meta = await sharp(stored.data).metadata();
    // Orientation 6 turned the 24 × 16 picture a quarter: it is stored 16 × 24 and needs no tag to show upright.
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([16, 24, undefined, undefined]);
  });

  it('PNG: tEXt, zTXt, iTXt, eXIf and tIME go; the pixels are the same', async () => {
    const stored = (await checkImage(SCREENSHOT))!;
    expect(stored.kind).toBe('png');
    // Only the picture's chunks (pHYs: its pixel density, which libvips writes) remain.
    expect(pngChunkTypes(stored.data).filter((type) => !['IHDR', 'pHYs', 'IDAT', 'IEND'].includes(type))).toEqual([]);
    expect(stored.data.includes(Buffer.from('GPS 14.5965'))).toBe(false);
    const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();
    expect(await pixels(stored.data)).toEqual(await pixels(canvasPng()));
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
    expect(storedFile).toEqual((await checkImage(canvasPng()))!.data);
    expect(await decode(storedFile, 'image/png')).toEqual({ width: 24, height: 16, topLeft: 'red' });
  });
});
