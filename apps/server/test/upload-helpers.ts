import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PNG } from 'pngjs';
import { crc32, deflateSync } from 'node:zlib';
import { checkImage } from '../src/modules/upload/image-reencode.js';
import type { TestApp } from './helpers.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real 1×1 PNG whose pixel colour comes from `label` (the server re-encodes every upload, so only pixels survive:
 * each test file uploads its own picture); `padding` adds a private ancillary chunk of that many bytes, which makes
 * the upload that large while the stored file stays small (streaming and size limits).
 */
export function pngBytes(label = 'an image', padding = 0): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const [r, g, b] = createHash('sha256').update(label).digest();
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...(padding > 0 ? [pngChunk('paDd', Buffer.alloc(padding, 7))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, r!, g!, b!, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of random RGB noise that stays about `bytes` large when the server encodes it again (stored sizes, quotas). */
export function noisePng(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const image = new PNG({ width: side, height: side, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  image.data = randomBytes(side * side * 3);
  return PNG.sync.write(image, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

/**
 * A minimal baseline JPEG that decodes (SOI, APP0 twice, the second with `label`, DQT, SOF0, DHT, SOS, scan data, EOI).
 * The label does not survive the server's re-encoding: every jpegBytes() is stored as the same picture.
 */
export function jpegBytes(label = 'a jpeg'): Buffer {
  const seg = (code: number, data: Buffer) => {
    const len = Buffer.alloc(2);
    len.writeUInt16BE(data.length + 2, 0);
    return Buffer.concat([Buffer.from([0xff, code]), len, data]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xe0, Buffer.from(`LABEL\0${label}`)),
    seg(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    seg(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    seg(0xc4, Buffer.concat([Buffer.from([0]), Buffer.from([0, 1, ...Array(14).fill(0)]), Buffer.from([0])])),
    seg(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    // entropy-coded data with a stuffed 0xFF00 and a restart marker
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The multipart body of one `file` field, as the web app's upload helper sends it. */
export function multipartBody(content: Buffer, filename: string, boundary = '----test-boundary'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** POST /web/upload/uploadFile with one multipart `file` field. */
export function uploadFile(t: TestApp, content: Buffer, filename: string, headers: Record<string, string> = {}) {
  return uploadTo(t, '/web/upload/uploadFile', content, filename, headers);
}

/** POST `url` (an upload route: the player's, an operator's) with one multipart `file` field. */
export function uploadTo(t: TestApp, url: string, content: Buffer, filename: string, headers: Record<string, string> = {}) {
  const boundary = '----test-boundary';
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: multipartBody(content, filename, boundary),
  });
}

const FIXTURES = new URL('./fixtures/', import.meta.url);
/** A real 24×16 JPEG (Chromium's encoder, with its ICC profile): red left half, blue right half. */
export const canvasJpeg = (): Buffer => fs.readFileSync(new URL('canvas-24x16.jpg', FIXTURES));
/** The same picture as a real PNG. */
export const canvasPng = (): Buffer => fs.readFileSync(new URL('canvas-24x16.png', FIXTURES));

/** A TIFF IFD (big-endian) of `entries`; values of more than 4 bytes go after it, from `at` (the IFD's offset). */
function ifd(at: number, entries: { tag: number; type: number; count: number; value: Buffer }[]): Buffer {
  const head = Buffer.alloc(2 + entries.length * 12 + 4);
  head.writeUInt16BE(entries.length, 0);
  const extra: Buffer[] = [];
  let extraAt = at + head.length;
  entries.forEach((e, n) => {
    const o = 2 + n * 12;
    head.writeUInt16BE(e.tag, o);
    head.writeUInt16BE(e.type, o + 2);
    head.writeUInt32BE(e.count, o + 4);
    if (e.value.length <= 4) e.value.copy(head, o + 8);
    else {
      head.writeUInt32BE(extraAt, o + 8);
      extra.push(e.value);
      extraAt += e.value.length;
    }
  });
  return Buffer.concat([head, ...extra]);
}

const ascii = (s: string) => Buffer.from(`${s}\0`, 'latin1');
const short = (n: number) => Buffer.from([n >> 8, n & 0xff, 0, 0]);
const long = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const rationals = (...pairs: [number, number][]) => Buffer.concat(pairs.map(([a, b]) => Buffer.concat([long(a), long(b)])));

/** The place a phone writes into its photos: 14°35'47.5" N 120°58'46.2" E (Manila). */
export const GPS_LATITUDE = rationals([14, 1], [35, 1], [4750, 100]);

/**
 * `jpeg` as a phone would store it: after APP0, an APP1 EXIF block (camera make and model, Orientation 6 = rotate 90°
 * clockwise, a GPS IFD with latitude and longitude), an APP1 XMP packet with the same place, and a comment.
 */
export function withPhoneMetadata(jpeg: Buffer): Buffer {
  const ifd0Entries = (gpsAt: number) => [
    { tag: 0x010f, type: 2, count: 8, value: ascii('PhoneCo') },
    { tag: 0x0110, type: 2, count: 8, value: ascii('Pocket7') },
    { tag: 0x0112, type: 3, count: 1, value: short(6) },
    { tag: 0x8825, type: 4, count: 1, value: long(gpsAt) },
  ];
  const ifd0Size = ifd(8, ifd0Entries(0)).length;
  const gpsAt = 8 + ifd0Size;
  const tiff = Buffer.concat([
    Buffer.from('MM\0\x2a\0\0\0\x08', 'latin1'),
    ifd(8, ifd0Entries(gpsAt)),
    ifd(gpsAt, [
      { tag: 0x0001, type: 2, count: 2, value: ascii('N') },
      { tag: 0x0002, type: 5, count: 3, value: GPS_LATITUDE },
      { tag: 0x0003, type: 2, count: 2, value: ascii('E') },
      { tag: 0x0004, type: 5, count: 3, value: rationals([120, 1], [58, 1], [4620, 100]) },
    ]),
  ]);
  const seg = (code: number, data: Buffer) => {
    const len = Buffer.alloc(2);
    len.writeUInt16BE(data.length + 2, 0);
    return Buffer.concat([Buffer.from([0xff, code]), len, data]);
  };
  const xmp = Buffer.from(
    'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="14,35.79N"/></rdf:RDF></x:xmpmeta>',
    'latin1',
  );
  // SOI and APP0 (JFIF) first, then the metadata, then the rest of the file as the encoder wrote it.
  const app0End = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([
    jpeg.subarray(0, app0End),
    seg(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff])),
    seg(0xe1, xmp),
    seg(0xfe, Buffer.from('taken at home')),
    jpeg.subarray(app0End),
  ]);
}

/** `png` with the text and metadata chunks a phone or an editor adds, after IHDR. */
export function withPngMetadata(png: Buffer): Buffer {
  const ihdrEnd = 8 + 8 + 13 + 4;
  const exif = Buffer.concat([Buffer.from('MM\0\x2a\0\0\0\x08', 'latin1'), Buffer.from([0, 1, 0x01, 0x0f, 0, 2, 0, 0, 0, 4]), ascii('Cam'), long(0)]);
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk('tEXt', Buffer.from('Comment\0GPS 14.5965 120.9795', 'latin1')),
    pngChunk('zTXt', Buffer.concat([Buffer.from('Author\0\0', 'latin1'), deflateSync(Buffer.from('Somebody'))])),
    pngChunk('iTXt', Buffer.from('Location\0\0\0\0\0Manila', 'latin1')),
    pngChunk('eXIf', exif),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 24, 12, 0, 0])),
    png.subarray(ihdrEnd),
  ]);
}

/** The bytes the server stores for an upload of `bytes` (its re-encoding is deterministic). */
export async function storedBytes(bytes: Buffer): Promise<Buffer> {
  const image = await checkImage(bytes);
  if (!image) throw new Error('not an image the server accepts');
  return image.data;
}
