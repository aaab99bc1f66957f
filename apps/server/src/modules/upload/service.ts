import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { userUploads } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import * as settings from '../settings/service.js';
import { ImageGuard } from './image-check.js';

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

/**
 * Streams one image to $DATA_DIR/uploads (outside the web root) under a random name, checking its whole structure
 * on the way (ImageGuard) without holding it in memory: it is written to a temporary file, then counted against
 * the player's quota under a per-player lock and renamed into place, or removed. Returns its URL.
 */
export async function saveUpload(db: Db, dataDir: string, userId: number, file: Readable & { truncated?: boolean }, now: Date): Promise<{ url: string }> {
  const dir = uploadsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.part-${randomBytes(12).toString('hex')}`);
  const guard = new ImageGuard();
  try {
    // Past the size limit busboy cuts the file short and marks it truncated (whatever the guard saw).
    await pipeline(file, guard, createWriteStream(temp, { flags: 'wx' })).catch((err: unknown) => {
      throw file.truncated ? new AppError('payloadTooLarge') : err;
    });
    if (file.truncated) throw new AppError('payloadTooLarge');
    const name = `${randomBytes(16).toString('hex')}.${guard.kind}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK}::int, ${userId % 2_147_483_647}::int)`);
      await checkQuota(tx, userId, now, guard.size);
      await tx.insert(userUploads).values({ name, userId, size: guard.size, createdAt: now });
      await fs.rename(temp, path.join(dir, name));
    });
    return { url: `/uploads/${name}` };
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
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
