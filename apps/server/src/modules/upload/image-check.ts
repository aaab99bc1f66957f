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
 * IEND / EOI are not passed on: the stored file is the image and nothing else.
 * Metadata is dropped on the way (issue 12: a phone photo's EXIF carries where it was taken):
 * - PNG: the text and metadata chunks tEXt, zTXt, iTXt, eXIf and tIME;
 * - JPEG: comments (COM) and every APPn segment except APP0 (JFIF), APP2 holding an ICC colour profile and APP14
 *   (Adobe: tells the decoder the colour transform, without it some CMYK files decode with wrong colours). APP1
 *   (EXIF, XMP) goes; when its EXIF says the picture is rotated, a minimal EXIF with only that Orientation takes its
 *   place, so a portrait photo still shows upright. Only one segment (at most 64 KB) is held at a time: the file
 *   itself still streams.
 * It decodes no pixels (no native
 * dependency); the file is served as image/png or image/jpeg with `nosniff`, so a browser never reads it as
 * anything but an image.
 */
export class ImageGuard extends Transform {
  kind: ImageKind | null = null;
  /** Bytes passed on (the stored size). */
  size = 0;
  private done = false;
  private head = Buffer.alloc(0);
  /** Where consumed bytes go: out (pass), held until the segment is judged (hold), or nowhere (drop). */
  private mode: 'pass' | 'hold' | 'drop' = 'pass';
  private held: Buffer[] = [];
  // PNG state
  private png: { stage: 'header' | 'data' | 'crc'; need: number; type: string; crc: number; chunks: number; idat: boolean; header: Buffer; keep: boolean } = {
    stage: 'header',
    need: 8,
    type: '',
    crc: 0,
    chunks: 0,
    idat: false,
    header: Buffer.alloc(0),
    keep: true,
  };
  // JPEG state
  private jpg: {
    stage: 'marker' | 'markerCode' | 'length' | 'ident' | 'exif' | 'skip' | 'entropy' | 'entropyFF';
    need: number;
    code: number;
    len: Buffer;
    /** The first bytes of an APP2 segment (its identifier) or a whole APP1 segment (EXIF), while being judged. */
    body: Buffer;
    sof: boolean;
    sos: boolean;
  } = {
    stage: 'marker',
    need: 0,
    code: 0,
    len: Buffer.alloc(0),
    body: Buffer.alloc(0),
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
      if (this.kind === 'png') this.pngBytes(data);
      else this.jpgBytes(data);
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

  /** Consumed bytes of the image, sent where the current mode says. */
  private route(bytes: Buffer) {
    if (bytes.length === 0) return;
    if (this.mode === 'pass') this.out(bytes);
    else if (this.mode === 'hold') this.held.push(Buffer.from(bytes));
  }

  /** The held segment start is kept (pass it on) or dropped; what follows goes the same way. */
  private judge(keep: boolean) {
    if (keep) for (const b of this.held.splice(0)) this.out(b);
    this.held = [];
    this.mode = keep ? 'pass' : 'drop';
  }

  /** Consumes PNG bytes, passing on the image's (until IEND's CRC) except the metadata chunks. */
  private pngBytes(data: Buffer): void {
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
        s.keep = !PNG_METADATA.has(type);
        if (s.keep) this.out(s.header);
        s.header = Buffer.alloc(0);
        s.stage = length > 0 ? 'data' : 'crc';
        if (s.stage === 'crc') s.need = 4;
      } else if (s.stage === 'data') {
        const take = Math.min(s.need, data.length - i);
        s.crc = crc32(data.subarray(i, i + take), s.crc);
        if (s.keep) this.out(data.subarray(i, i + take));
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
        if (s.keep) this.out(s.header);
        s.header = Buffer.alloc(0);
        s.chunks += 1;
        s.stage = 'header';
        if (s.type === 'IEND') this.done = true;
      }
    }
  }

  /** Consumes JPEG bytes after SOI, passing on the image's (until EOI) except the metadata segments. */
  private jpgBytes(data: Buffer): void {
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
          if (code === 0xff) break; // fill byte (dropped: padding only)
          this.marker(code);
          break;
        }
        case 'length': {
          const take = Math.min(2 - s.len.length, data.length - i);
          s.len = Buffer.concat([s.len, data.subarray(i, i + take)]);
          i += take;
          if (s.len.length < 2) break;
          const length = s.len.readUInt16BE(0);
          if (length < 2) this.fail();
          this.route(s.len);
          s.len = Buffer.alloc(0);
          s.need = length - 2;
          s.body = Buffer.alloc(0);
          if (this.mode === 'hold') {
            // An APP or COM segment: judged by its marker, APP2 by its identifier, APP1 by its EXIF orientation.
            if (s.code === APP1) s.stage = 'exif';
            else if (s.code === APP2 && s.need >= ICC_ID.length) s.stage = 'ident';
            else this.judge(s.code === APP0 || s.code === APP14);
          }
          if (s.stage === 'length') s.stage = 'skip';
          if (s.need === 0 && s.stage === 'skip') this.segmentEnd();
          break;
        }
        case 'ident':
        case 'exif': {
          const want = s.stage === 'ident' ? ICC_ID.length : s.need;
          const take = Math.min(want - s.body.length, data.length - i);
          s.body = Buffer.concat([s.body, data.subarray(i, i + take)]);
          i += take;
          if (s.body.length < want) break;
          if (s.stage === 'ident') {
            s.need -= s.body.length;
            this.route(s.body);
            this.judge(s.body.equals(ICC_ID));
            s.stage = 'skip';
            if (s.need === 0) this.segmentEnd();
          } else {
            this.judge(false);
            const orientation = exifOrientation(s.body);
            if (orientation > 1) this.out(orientationSegment(orientation));
            s.need = 0;
            this.segmentEnd();
          }
          break;
        }
        case 'skip': {
          const take = Math.min(s.need, data.length - i);
          this.route(data.subarray(i, i + take));
          s.need -= take;
          i += take;
          if (s.need === 0) this.segmentEnd();
          break;
        }
        case 'entropy': {
          const ff = data.indexOf(0xff, i);
          const end = ff === -1 ? data.length : ff;
          this.out(data.subarray(i, end));
          i = ff === -1 ? data.length : ff + 1;
          if (ff !== -1) s.stage = 'entropyFF';
          break;
        }
        case 'entropyFF': {
          const code = data[i]!;
          i += 1;
          if (code === 0x00 || (code >= 0xd0 && code <= 0xd7)) {
            this.out(Buffer.from([0xff, code]));
            s.stage = 'entropy';
          } else if (code === 0xff) s.stage = 'entropyFF';
          else this.marker(code);
          break;
        }
      }
    }
  }

  /** The end of a marker segment's data: a scan's entropy-coded data follows SOS, else the next marker. */
  private segmentEnd() {
    const s = this.jpg;
    this.mode = 'pass';
    s.body = Buffer.alloc(0);
    s.stage = s.code === 0xda ? 'entropy' : 'marker';
  }

  private marker(code: number) {
    const s = this.jpg;
    if (code === 0x00 || code === 0xd8) this.fail();
    // APPn and COM are held until judged (kept or dropped with their data); every other marker passes.
    this.mode = (code >= APP0 && code <= APP15) || code === COM ? 'hold' : 'pass';
    this.route(Buffer.from([0xff, code]));
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

/** PNG chunks that carry text, EXIF or a timestamp rather than pixels (dropped). */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
/** The identifier that opens an APP2 segment holding an ICC colour profile (kept). */
const ICC_ID = Buffer.from('ICC_PROFILE\0', 'latin1');
const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');

/** The Orientation (tag 0x0112, 1-8) in an APP1 segment's EXIF, or 0 when it has none or is not EXIF. */
export function exifOrientation(app1: Buffer): number {
  if (app1.length < 14 || !app1.subarray(0, 6).equals(EXIF_ID)) return 0;
  const tiff = app1.subarray(6);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  if (!le && tiff.toString('latin1', 0, 2) !== 'MM') return 0;
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 0;
  const count = u16(ifd);
  for (let n = 0; n < count; n++) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > tiff.length) return 0;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 0;
    }
  }
  return 0;
}

/** An APP1 segment whose EXIF holds only an Orientation (big-endian TIFF, one IFD with one entry, no next IFD). */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + EXIF_ID.length + tiff.length, 0);
  return Buffer.concat([Buffer.from([0xff, APP1]), length, EXIF_ID, tiff]);
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
