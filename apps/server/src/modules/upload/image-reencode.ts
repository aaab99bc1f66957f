import sharp from 'sharp';
import { AppError } from '../../core/errors.js';

export type ImageKind = 'png' | 'jpg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The kind a file's first bytes announce: a PNG signature, or a JPEG start of image followed by a marker. */
export function sniffImage(head: Uint8Array): ImageKind | null {
  if (head.length >= 8 && PNG_SIGNATURE.equals(head.subarray(0, 8))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** The largest picture decoded: a 50-megapixel phone photo fits, a decompression bomb (a small file, huge pixels) does not. */
export const MAX_IMAGE_PIXELS = 64_000_000;
/** Decoding is CPU and memory heavy: this many images are re-encoded at once per process, the rest wait their turn. */
const AT_ONCE = 2;

sharp.cache(false); // no decoded image is kept between uploads

let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const SHARP_FORMAT: Record<ImageKind, string> = { png: 'png', jpg: 'jpeg' };

/**
 * Decodes an uploaded image and encodes its pixels again with sharp (libvips), in the kind its first bytes announce
 * (design.md §6: the name and the declared type are not trusted; issue 25 item 5). What is stored is only what the
 * encoder writes from the pixels: no EXIF, XMP, comment or text chunk (issue 12: a phone photo says where it was taken),
 * no bytes after the image, nothing of a polyglot file's second meaning. EXIF orientation is applied to the pixels
 * first, so a portrait photo stays upright without it; colours are converted to sRGB. A file that does not decode as
 * the kind it announces (HTML behind a PNG signature, a bad checksum, a truncated JPEG, an SVG, a GIF) is
 * `fileTypeInvalid`, and so is a picture of more than MAX_IMAGE_PIXELS.
 */
export async function reencodeImage(input: Buffer | string, kind: ImageKind): Promise<Buffer> {
  return inTurn(async () => {
    try {
      const image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, sequentialRead: true });
      const { format } = await image.metadata();
      if (format !== SHARP_FORMAT[kind]) throw new AppError('fileTypeInvalid');
      const upright = image.rotate();
      return await (kind === 'png' ? upright.png({ compressionLevel: 6 }) : upright.jpeg({ quality: 90 })).toBuffer();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('fileTypeInvalid');
    }
  });
}

/** A whole image in memory (tests, small files): its stored bytes and kind, or null when it is refused. */
export async function checkImage(bytes: Buffer): Promise<{ kind: ImageKind; data: Buffer } | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  return reencodeImage(bytes, kind).then(
    (data) => ({ kind, data }),
    () => null,
  );
}
