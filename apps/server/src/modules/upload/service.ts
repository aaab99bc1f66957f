import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

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

/** Remembers who uploaded a file, so features that take an upload URL accept only the player's own. */
export async function recordUpload(db: DbOrTx, userId: number, url: string): Promise<void> {
  await db.insert(uploadedFiles).values({ url, userId }).onConflictDoNothing();
}

/** True when `url` is a file this player uploaded (e.g. an Alipay/WeChat QR image). */
export async function isOwnUpload(db: DbOrTx, userId: number, url: string): Promise<boolean> {
  const rows = await db
    .select({ url: uploadedFiles.url })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.url, url), eq(uploadedFiles.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
