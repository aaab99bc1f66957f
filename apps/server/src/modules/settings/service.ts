import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { SETTINGS, type SettingKey, type SettingValue } from './keys.js';
import * as repo from './repo.js';

/**
 * The one reader of sys_config (spec.md §7) and of the rules kept there. Outside a transaction the
 * table is cached per database handle for SETTINGS_TTL_MS and `set` clears this server's copy at
 * once; other servers of an install see a change within the TTL (there is no cross-server
 * invalidation, like the content caches). Inside a transaction the row itself is read, so a money
 * write applies the committed value and sees the transaction's own `set`.
 * Use as `import * as settings from './service.js'; await settings.get(db, key)`.
 */
export const SETTINGS_TTL_MS = 5_000;

const caches = new WeakMap<object, TtlCache<Map<string, repo.SettingRow>>>();

function cacheOf(db: DbOrTx): TtlCache<Map<string, repo.SettingRow>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache(SETTINGS_TTL_MS)));
  return cache;
}

async function readRow(db: DbOrTx, key: string): Promise<repo.SettingRow | null> {
  if (db instanceof PgTransaction) return repo.findRow(db, key);
  return (await cacheOf(db).get('all', () => repo.allRows(db))).get(key) ?? null;
}

/** A known setting, parsed; its default when the row is missing or does not parse. */
export async function get<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingValue<K>> {
  const def = SETTINGS[key];
  const row = await readRow(db, key);
  if (!row) return def.default as SettingValue<K>;
  const parsed = def.parse.safeParse(row.value);
  return (parsed.success ? parsed.data : def.default) as SettingValue<K>;
}

/**
 * Writes a known setting (creating its row if missing) and clears this server's cache. Called with a
 * transaction, the cache of the app's handle cannot be reached: other readers see the value within the TTL.
 */
export async function set<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValue<K>): Promise<void> {
  const def = SETTINGS[key] as (typeof SETTINGS)[SettingKey];
  const text = (def.text as (v: SettingValue<K>) => string)(value);
  // A value the reader would refuse is a bug in the caller, not a setting.
  def.parse.parse(text);
  await repo.upsert(db, { key, value: text, isPublic: def.isPublic, remark: def.remark });
  caches.get(db)?.clear();
}

/** Drops this server's copy of the table (an operator's change applies here at once). */
export function clearSettingsCache(db: DbOrTx): void {
  caches.get(db)?.clear();
}

/** The raw text of a public key for players (getSysConfigValue); unknown and private keys both read as null. */
export async function publicText(db: DbOrTx, key: string): Promise<string | null> {
  const row = await readRow(db, key);
  return row?.isPublic ? row.value : null;
}

/**
 * A private value created once per install (e.g. a development signing secret): the first server to
 * ask stores `create()`; every server then reads the stored one.
 */
export async function textOrCreate(db: DbOrTx, key: string, create: () => string, remark: string): Promise<string> {
  const known = await readRow(db, key);
  if (known) return known.value;
  await repo.insertIfAbsent(db, { key, value: create(), isPublic: false, remark });
  caches.get(db)?.clear();
  return (await repo.findRow(db, key))!.value;
}
