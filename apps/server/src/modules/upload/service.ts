import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_IMAGE_PREFIX } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { userUploads } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { audit, type Actor } from '../../platform/index.js';
import * as settings from '../settings/service.js';
import { reencodeImage, sniffImage, type ImageKind } from './image-reencode.js';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Namespace of the per-player upload lock (pg_advisory_xact_lock(namespace, player)). */
const UPLOAD_LOCK = 0x75706c64; // 'upld'
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The player's quota (sys_config `upload_daily_limit` per rolling 24 hours, `upload_max_total_mb` in all): throws
 * when one more file of `adding` bytes does not fit. Called before the file is read (adding 1) and again, under the
 * player's lock, with the real size.
 */
export async function checkQuota(db: DbOrTx, userId: number, now: Date, adding = 1): Promise<void> {
  const [used] = await db
    .select({
      today: sql<number>`count(*) filter (where ${userUploads.createdAt} > ${new Date(now.getTime() - DAY_MS).toISOString()})`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${userUploads.size}), 0)`.mapWith(Number),
    })
    .from(userUploads)
    .where(eq(userUploads.userId, userId));
  const daily = await settings.get(db, 'upload_daily_limit');
  const maxBytes = (await settings.get(db, 'upload_max_total_mb')) * 1024 * 1024;
  if ((used?.today ?? 0) + 1 > daily) throw new AppError('uploadDailyLimit');
  if ((used?.bytes ?? 0) + adding > maxBytes) throw new AppError('uploadQuotaFull');
}

/** A checked image in a temporary file of its folder, to be renamed into place or removed by the caller. */
interface ReceivedImage {
  temp: string;
  kind: ImageKind;
  /** Bytes stored (the re-encoded image). */
  size: number;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
}

/** Passes a stream on unchanged once its first bytes announce a PNG or a JPEG (sniffImage); anything else stops at once. */
class ImageHead extends Transform {
  kind: ImageKind | null = null;
  private head = Buffer.alloc(0);
  override _transform(chunk: Buffer, _enc: BufferEncoding, callback: TransformCallback): void {
    if (this.kind) return callback(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < 8) return callback();
    this.kind = sniffImage(this.head);
    if (!this.kind) return callback(new AppError('fileTypeInvalid'));
    callback(null, this.head);
  }
  override _flush(callback: TransformCallback): void {
    if (!this.kind) this.kind = sniffImage(this.head);
    callback(this.kind ? null : new AppError('fileTypeInvalid'), this.kind ? this.head : undefined);
  }
}

/**
 * The one way an uploaded file reaches the disk (players' and operators' uploads): streamed into a temporary file of
 * `dir` (never held whole in memory; refused at its first bytes when they announce no png/jpeg), then decoded and
 * encoded again by reencodeImage, which drops every byte that is not the picture. Past the multipart size limit
 * (MAX_IMAGE_BYTES) busboy cuts the file short and marks it truncated: payloadTooLarge. On any refusal the temporary
 * files are gone.
 */
async function receiveImage(dir: string, file: Readable & { truncated?: boolean }): Promise<ReceivedImage> {
  await fs.mkdir(dir, { recursive: true });
  const part = path.join(dir, `.part-${randomBytes(12).toString('hex')}`);
  const temp = `${part}.image`;
  const head = new ImageHead();
  try {
    await pipeline(file, head, createWriteStream(part, { flags: 'wx' })).catch((err: unknown) => {
      throw file.truncated ? new AppError('payloadTooLarge') : err;
    });
    if (file.truncated) throw new AppError('payloadTooLarge');
    const image = await reencodeImage(part, head.kind!);
    await fs.writeFile(temp, image, { flag: 'wx' });
    return { temp, kind: head.kind!, size: image.length, sha256: createHash('sha256').update(image).digest('hex') };
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  } finally {
    await fs.rm(part, { force: true });
  }
}

/**
 * Streams one image to $DATA_DIR/uploads (outside the web root) under a random name (receiveImage), then counts it
 * against the player's quota under a per-player lock and renames it into place, or removes it. Returns its URL.
 */
export async function saveUpload(db: Db, dataDir: string, userId: number, file: Readable & { truncated?: boolean }, now: Date): Promise<{ url: string }> {
  const dir = uploadsDir(dataDir);
  const image = await receiveImage(dir, file);
  try {
    const name = `${randomBytes(16).toString('hex')}.${image.kind}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK}::int, ${userId % 2_147_483_647}::int)`);
      await checkQuota(tx, userId, now, image.size);
      await tx.insert(userUploads).values({ name, userId, size: image.size, createdAt: now });
      await fs.rename(image.temp, path.join(dir, name));
    });
    return { url: `/uploads/${name}` };
  } finally {
    await fs.rm(image.temp, { force: true });
  }
}

/** Operators' public images (banners, payment QR codes): $DATA_DIR/media, served to anyone under /media/. */
export function publicImagesDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

const CONTENT_TYPE: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg' };

/**
 * An operator's image for players to see without a session (a banner, a deposit method's QR code): checked and
 * stored exactly as a player's upload (receiveImage), named by the server from its content (SHA-256 + extension of
 * the detected kind: the same picture twice is one file, a client's name never reaches the disk), audited as
 * `action` with the client's file name, the stored size and the detected type. Returns the public URL.
 */
export async function savePublicImage(
  db: Db,
  dataDir: string,
  actor: Actor,
  action: string,
  upload: { file: Readable & { truncated?: boolean }; filename: string },
): Promise<{ url: string }> {
  const dir = publicImagesDir(dataDir);
  const image = await receiveImage(dir, upload.file);
  try {
    const name = `${image.sha256}.${image.kind}`;
    const url = `${PUBLIC_IMAGE_PREFIX}${name}`;
    await db.transaction(async (tx) => {
      await audit(tx, { operator: actor, action, target: url, detail: { name: upload.filename.slice(0, 255), size: image.size, type: CONTENT_TYPE[image.kind] } });
      await fs.rename(image.temp, path.join(dir, name));
    });
    return { url };
  } finally {
    await fs.rm(image.temp, { force: true });
  }
}

/** The uploader of a stored file (its name under /uploads/), or null when it is not a recorded upload. */
export async function uploadOwner(db: DbOrTx, name: string): Promise<number | null> {
  const [row] = await db.select({ userId: userUploads.userId }).from(userUploads).where(eq(userUploads.name, name));
  return row?.userId ?? null;
}

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** Exactly the shape saveUpload returns: anything else (another host, another folder) is not an upload. */
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/;

/** True when every URL names a file this player uploaded. */
export async function ownsUploads(db: DbOrTx, userId: number, urls: string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  if (!urls.every((u) => UPLOAD_URL.test(u))) return false;
  const names = [...new Set(urls.map(fileName))];
  const rows = await db
    .select({ name: userUploads.name })
    .from(userUploads)
    .where(and(eq(userUploads.userId, userId), inArray(userUploads.name, names)));
  return rows.length === names.length;
}
