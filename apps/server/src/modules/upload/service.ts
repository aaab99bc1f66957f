import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userUploads } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';

/** The file type by its first bytes (design.md §6): the name and the declared type are not trusted. */
export function imageExtension(head: Buffer): 'png' | 'jpg' | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Stores an image under a random name in $DATA_DIR/uploads (outside the web root) and returns its URL. */
export async function saveImage(dataDir: string, content: Buffer): Promise<{ url: string }> {
  const ext = imageExtension(content);
  if (!ext) throw new AppError('fileTypeInvalid');
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(uploadsDir(dataDir), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(dataDir), name), content, { flag: 'wx' });
  return { url: `/uploads/${name}` };
}

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** Exactly the shape saveImage returns: anything else (another host, another folder) is not an upload. */
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/;

/** Remembers the uploader of a file (its URL as returned by saveImage). */
export async function recordUpload(db: DbOrTx, userId: number, url: string): Promise<void> {
  await db.insert(userUploads).values({ name: fileName(url), userId });
}

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
