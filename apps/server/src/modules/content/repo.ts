import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activityClassifications, banks, banners, dictionary, notices, registerItems, websiteConfig } from '../../db/schema/index.js';

export function listWebsiteConfig(db: DbOrTx) {
  return db
    .select({ configKey: websiteConfig.configKey, configValue: websiteConfig.configValue })
    .from(websiteConfig)
    .orderBy(asc(websiteConfig.sort), asc(websiteConfig.configKey));
}

export function listActiveBanners(db: DbOrTx) {
  return db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sort), asc(banners.id));
}

export async function pageActiveNotices(db: DbOrTx, params: { type?: string; page: number; size: number }) {
  const where = and(eq(notices.active, true), params.type ? eq(notices.type, params.type) : undefined);
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

export function listActivityClassifications(db: DbOrTx) {
  return db.select().from(activityClassifications).orderBy(asc(activityClassifications.sort));
}
