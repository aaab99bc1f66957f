import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sysConfig } from '../../db/schema/index.js';

export interface SettingRow {
  value: string;
  isPublic: boolean;
}

/** The whole table (a few dozen rows at most): one query fills the cache for every key. */
export async function allRows(db: DbOrTx): Promise<Map<string, SettingRow>> {
  const rows = await db.select({ key: sysConfig.key, value: sysConfig.value, isPublic: sysConfig.isPublic }).from(sysConfig);
  return new Map(rows.map((r) => [r.key, { value: r.value, isPublic: r.isPublic }]));
}

export async function findRow(db: DbOrTx, key: string): Promise<SettingRow | null> {
  const [row] = await db.select({ value: sysConfig.value, isPublic: sysConfig.isPublic }).from(sysConfig).where(eq(sysConfig.key, key));
  return row ?? null;
}

export async function upsert(db: DbOrTx, row: { key: string; value: string; isPublic: boolean; remark: string }): Promise<void> {
  await db.insert(sysConfig).values(row).onConflictDoUpdate({ target: sysConfig.key, set: { value: row.value } });
}

export async function insertIfAbsent(db: DbOrTx, row: { key: string; value: string; isPublic: boolean; remark: string }): Promise<void> {
  await db.insert(sysConfig).values(row).onConflictDoNothing();
}
