import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_IMAGE_PREFIX } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { userUploads } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { audit, type Actor } from '../../platform/index.js';
import * as settings from '../settings/service.js';
import { ImageGuard, type ImageKind } from './image-check.js';

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
  /** Bytes stored (metadata dropped). */
  size: number;
  /** SHA-256 (hex) of the stored bytes. */
  sha256: string;
}

/**
 * The one way an uploaded file reaches the disk (players' and operators' uploads): streamed into a temporary file of
 * `dir` through ImageGuard (magic bytes and whole structure of a png/jpeg, metadata dropped, nothing after the image)
 * and a SHA-256 of what is stored, without holding it in memory. Past the multipart size limit (MAX_IMAGE_BYTES)
 * busboy cuts the file short and marks it truncated: payloadTooLarge. On any refusal the temporary file is gone.
 */
async function receiveImage(dir: string, file: Readable & { truncated?: boolean }): Promise<ReceivedImage> {
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.part-${randomBytes(12).toString('hex')}`);
  const guard = new ImageGuard();
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file, guard, hashing, createWriteStream(temp, { flags: 'wx' })).catch((err: unknown) => {
      throw file.truncated ? new AppError('payloadTooLarge') : err;
    });
    if (file.truncated) throw new AppError('payloadTooLarge');
    return { temp, kind: guard.kind!, size: guard.size, sha256: hash.digest('hex') };
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
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
