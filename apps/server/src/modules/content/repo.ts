import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { banks, banners, dictionary, notices, registerItems, websiteConfig } from '../../db/schema/index.js';

export function listWebsiteConfig(db: DbOrTx) {
  return db
    .select({ configKey: websiteConfig.configKey, configValue: websiteConfig.configValue })
    .from(websiteConfig)
    .orderBy(asc(websiteConfig.sort), asc(websiteConfig.configKey));
}

/** Switched on and inside its publication window at `now` (an open end on either side). */
function published(t: typeof banners | typeof notices, now: Date): SQL | undefined {
  return and(eq(t.active, true), or(isNull(t.startsAt), lte(t.startsAt, now)), or(isNull(t.endsAt), gt(t.endsAt, now)));
}

export function listActiveBanners(db: DbOrTx, now: Date) {
  return db.select().from(banners).where(published(banners, now)).orderBy(asc(banners.sort), asc(banners.id));
}

export async function pageActiveNotices(db: DbOrTx, params: { type?: string; page: number; size: number }, now: Date) {
  const where = and(published(notices, now), params.type ? eq(notices.type, params.type) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(asc(notices.sort), desc(notices.createdAt))
      .limit(params.size)
      .offset((params.page - 1) * params.size),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function listDictionary(db: DbOrTx, type?: string) {
  return db
    .select()
    .from(dictionary)
    .where(type ? eq(dictionary.type, type) : undefined)
    .orderBy(asc(dictionary.type), asc(dictionary.sort));
}

export function listRegisterItems(db: DbOrTx) {
  return db.select().from(registerItems).orderBy(asc(registerItems.sort));
}

export function listBanks(db: DbOrTx) {
  return db.select().from(banks).where(eq(banks.enabled, true)).orderBy(asc(banks.sort));
}

/** Every notice for operators (switched off and out-of-window ones too), newest first. */
export async function pageAllNotices(db: DbOrTx, params: { type?: string; page: number; size: number }) {
  const where = params.type ? eq(notices.type, params.type) : undefined;
  const [rows, totals] = await Promise.all([
    db.select().from(notices).where(where).orderBy(desc(notices.id)).limit(params.size).offset((params.page - 1) * params.size),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function pageAllBanners(db: DbOrTx, params: { page: number; size: number }) {
  const [rows, totals] = await Promise.all([
    db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)).limit(params.size).offset((params.page - 1) * params.size),
    db.select({ total: count() }).from(banners),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findNotice(db: DbOrTx, id: number) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).for('update');
  return row ?? null;
}

export async function findBanner(db: DbOrTx, id: number) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
  return row ?? null;
}

export type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'createdAt'>;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id'>;

export async function insertNotice(db: DbOrTx, values: NoticeValues) {
  const [row] = await db.insert(notices).values(values).returning();
  return row!;
}

export async function updateNotice(db: DbOrTx, id: number, values: NoticeValues) {
  const [row] = await db.update(notices).set(values).where(eq(notices.id, id)).returning();
  return row!;
}

export async function deleteNotice(db: DbOrTx, id: number) {
  await db.delete(notices).where(eq(notices.id, id));
}

export async function insertBanner(db: DbOrTx, values: BannerValues) {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(db: DbOrTx, id: number, values: BannerValues) {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function deleteBanner(db: DbOrTx, id: number) {
  await db.delete(banners).where(eq(banners.id, id));
}

export async function findWebsiteConfig(db: DbOrTx, key: string) {
  const [row] = await db.select().from(websiteConfig).where(eq(websiteConfig.configKey, key)).for('update');
  return row ?? null;
}

export async function upsertWebsiteConfig(db: DbOrTx, key: string, value: string) {
  await db
    .insert(websiteConfig)
    .values({ configKey: key, configValue: value })
    .onConflictDoUpdate({ target: websiteConfig.configKey, set: { configValue: value } });
}
