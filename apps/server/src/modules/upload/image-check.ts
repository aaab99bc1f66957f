import { Transform, type TransformCallback } from 'node:stream';
import { crc32 } from 'node:zlib';
import { AppError } from '../../core/errors.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The largest PNG chunk length the format allows (2^31 - 1). */
const PNG_MAX_CHUNK = 0x7fffffff;

export type ImageKind = 'png' | 'jpg';

/**
 * Checks an image's whole structure while it streams through (design.md §6: the name and the declared type
 * are not trusted), passing on exactly the image's bytes:
 * - PNG: the signature, IHDR first (13 bytes), every chunk's type letters, length and CRC, at least one IDAT,
 *   IEND last;
 * - JPEG: SOI, then marker segments with their lengths, a frame header (SOFn) and a scan (SOS) whose
 *   entropy-coded data ends at a marker, up to EOI.
 * Anything else fails with `fileTypeInvalid` (a PNG signature followed by HTML, a truncated file). Bytes after
 * IEND / EOI are not passed on: the stored file is the image and nothing else. It decodes no pixels (no native
 * dependency); the file is served as image/png or image/jpeg with `nosniff`, so a browser never reads it as
 * anything but an image.
 */
export class ImageGuard extends Transform {
  kind: ImageKind | null = null;
  /** Bytes passed on (the stored size). */
  size = 0;
  private done = false;
  private head = Buffer.alloc(0);
  // PNG state
  private png: { stage: 'header' | 'data' | 'crc'; need: number; type: string; crc: number; chunks: number; idat: boolean; header: Buffer } = {
    stage: 'header',
    need: 8,
    type: '',
    crc: 0,
    chunks: 0,
    idat: false,
    header: Buffer.alloc(0),
  };
  // JPEG state
  private jpg: { stage: 'marker' | 'markerCode' | 'length' | 'skip' | 'entropy' | 'entropyFF'; need: number; code: number; len: Buffer; sof: boolean; sos: boolean } = {
    stage: 'marker',
    need: 0,
    code: 0,
    len: Buffer.alloc(0),
    sof: false,
    sos: false,
  };

  private fail(): never {
    throw new AppError('fileTypeInvalid');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    try {
      if (this.done) return callback();
      let data = chunk;
      if (!this.kind) {
        this.head = Buffer.concat([this.head, data]);
        if (this.head.length < 8) return callback();
        if (this.head.subarray(0, 8).equals(PNG_SIGNATURE)) this.kind = 'png';
        else if (this.head[0] === 0xff && this.head[1] === 0xd8) this.kind = 'jpg';
        else this.fail();
        data = this.head;
        this.head = Buffer.alloc(0);
        const skip = this.kind === 'png' ? 8 : 2;
        this.out(data.subarray(0, skip));
        data = data.subarray(skip);
      }
      const used = this.kind === 'png' ? this.pngBytes(data) : this.jpgBytes(data);
      this.out(data.subarray(0, used));
      callback();
    } catch (err) {
      callback(err as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    callback(this.done ? null : new AppError('fileTypeInvalid'));
  }

  private out(bytes: Buffer) {
    if (bytes.length === 0) return;
    this.size += bytes.length;
    this.push(bytes);
  }

  /** Consumes PNG bytes; returns how many belong to the image (all, until IEND's CRC). */
  private pngBytes(data: Buffer): number {
    const s = this.png;
    let i = 0;
    while (i < data.length && !this.done) {
      if (s.stage === 'header') {
        const take = Math.min(8 - s.header.length, data.length - i);
        s.header = Buffer.concat([s.header, data.subarray(i, i + take)]);
        i += take;
        if (s.header.length < 8) break;
        const length = s.header.readUInt32BE(0);
        const type = s.header.toString('latin1', 4, 8);
        if (length > PNG_MAX_CHUNK || !/^[A-Za-z]{4}$/.test(type)) this.fail();
        if (s.chunks === 0 && (type !== 'IHDR' || length !== 13)) this.fail();
        if (s.chunks > 0 && type === 'IHDR') this.fail();
        if (type === 'IEND' && (length !== 0 || !s.idat)) this.fail();
        if (type === 'IDAT') s.idat = true;
        s.type = type;
        s.crc = crc32(s.header.subarray(4, 8));
        s.need = length;
        s.header = Buffer.alloc(0);
        s.stage = length > 0 ? 'data' : 'crc';
        if (s.stage === 'crc') s.need = 4;
      } else if (s.stage === 'data') {
        const take = Math.min(s.need, data.length - i);
        s.crc = crc32(data.subarray(i, i + take), s.crc);
        s.need -= take;
        i += take;
        if (s.need === 0) {
          s.stage = 'crc';
          s.need = 4;
        }
      } else {
        const take = Math.min(4 - s.header.length, data.length - i);
        s.header = Buffer.concat([s.header, data.subarray(i, i + take)]);
        i += take;
        if (s.header.length < 4) break;
        if (s.header.readUInt32BE(0) !== s.crc) this.fail();
        s.header = Buffer.alloc(0);
        s.chunks += 1;
        s.stage = 'header';
        if (s.type === 'IEND') this.done = true;
      }
    }
    return i;
  }

  /** Consumes JPEG bytes after SOI; returns how many belong to the image (all, until EOI). */
  private jpgBytes(data: Buffer): number {
    const s = this.jpg;
    let i = 0;
    while (i < data.length && !this.done) {
      switch (s.stage) {
        case 'marker':
          if (data[i] !== 0xff) this.fail();
          i += 1;
          s.stage = 'markerCode';
          break;
        case 'markerCode': {
          const code = data[i]!;
          i += 1;
          if (code === 0xff) break; // fill byte
          this.marker(code);
          break;
        }
        case 'length': {
          const take = Math.min(2 - s.len.length, data.length - i);
          s.len = Buffer.concat([s.len, data.subarray(i, i + take)]);
          i += take;
          if (s.len.length < 2) break;
          const length = s.len.readUInt16BE(0);
          s.len = Buffer.alloc(0);
          if (length < 2) this.fail();
          s.need = length - 2;
          s.stage = 'skip';
          if (s.need === 0) s.stage = s.code === 0xda ? 'entropy' : 'marker';
          break;
        }
        case 'skip': {
          const take = Math.min(s.need, data.length - i);
          s.need -= take;
          i += take;
          if (s.need === 0) s.stage = s.code === 0xda ? 'entropy' : 'marker';
          break;
        }
        case 'entropy': {
          const ff = data.indexOf(0xff, i);
          if (ff === -1) {
            i = data.length;
            break;
          }
          i = ff + 1;
          s.stage = 'entropyFF';
          break;
        }
        case 'entropyFF': {
          const code = data[i]!;
          i += 1;
          if (code === 0x00 || (code >= 0xd0 && code <= 0xd7)) s.stage = 'entropy';
          else if (code === 0xff) s.stage = 'entropyFF';
          else this.marker(code);
          break;
        }
      }
    }
    return i;
  }

  private marker(code: number) {
    const s = this.jpg;
    if (code === 0x00 || code === 0xd8) this.fail();
    if (code === 0xd9) {
      if (!s.sof || !s.sos) this.fail();
      this.done = true;
      return;
    }
    if ((code >= 0xd0 && code <= 0xd7) || code === 0x01) {
      s.stage = s.sos ? 'entropy' : 'marker';
      return;
    }
    if (code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc) s.sof = true;
    if (code === 0xda) {
      if (!s.sof) this.fail();
      s.sos = true;
    }
    s.code = code;
    s.stage = 'length';
  }
}

/** Checks a whole image in memory (tests, small files): its kind, or null when the structure is not valid. */
export async function checkImage(bytes: Buffer): Promise<ImageKind | null> {
  const guard = new ImageGuard();
  return new Promise((resolve) => {
    guard.on('data', () => undefined);
    guard.on('error', () => resolve(null));
    guard.on('end', () => resolve(guard.kind));
    guard.end(bytes);
  });
}
