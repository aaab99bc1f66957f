import { crc32, deflateSync } from 'node:zlib';
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
 * A valid 1×1 PNG (the server checks the whole structure) carrying `label` in a tEXt chunk, so each test file
 * uploads its own bytes; `idat` adds a raw IDAT chunk of that many bytes (large uploads).
 */
export function pngBytes(label = 'an image', idat = 0): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('tEXt', Buffer.from(`Comment\0${label}`, 'latin1')),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    ...(idat > 0 ? [pngChunk('IDAT', Buffer.alloc(idat, 7))] : []),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal structurally valid baseline JPEG (SOI, APP0, DQT, SOF0, DHT, SOS, scan data, EOI). */
export function jpegBytes(label = 'a jpeg'): Buffer {
  const seg = (code: number, data: Buffer) => {
    const len = Buffer.alloc(2);
    len.writeUInt16BE(data.length + 2, 0);
    return Buffer.concat([Buffer.from([0xff, code]), len, data]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    seg(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    seg(0xfe, Buffer.from(label)),
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
  const boundary = '----test-boundary';
  return t.app.inject({
    method: 'POST',
    url: '/web/upload/uploadFile',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: multipartBody(content, filename, boundary),
  });
}
