import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { audit, type Actor } from '../../platform/index.js';
import { SETTINGS, type SettingKey } from './keys.js';
import * as repo from './repo.js';
import { clearSettingsCache } from './service.js';

/**
 * The operator page of system settings (issue 14 "Content": area_code, the SMS switch, limits…): every key of
 * keys.ts with its stored text, its default and what it does. Only known keys are listed and set, and a value the
 * key's parser refuses is refused here, so an operator cannot store a value that would silently read as the default.
 * Private values that are not settings (signing secrets created by textOrCreate) are never listed.
 */
export async function listSettings(db: Db) {
  const rows = await repo.allRows(db);
  return {
    list: (Object.keys(SETTINGS) as SettingKey[]).map((key) => {
      const def = SETTINGS[key] as (typeof SETTINGS)[SettingKey];
      const defaultValue = (def.text as (v: unknown) => string)(def.default);
      return { key, value: rows.get(key)?.value ?? defaultValue, defaultValue, remark: def.remark, isPublic: def.isPublic };
    }),
  };
}

export async function setSetting(db: Db, actor: Actor, input: { key: string; value: string }) {
  if (!Object.hasOwn(SETTINGS, input.key)) throw new AppError('invalidParams', { fields: [{ field: 'key', message: 'unknown setting' }] });
  const key = input.key as SettingKey;
  const def = SETTINGS[key] as (typeof SETTINGS)[SettingKey];
  if (!def.parse.safeParse(input.value).success) throw new AppError('invalidParams', { fields: [{ field: 'value', message: 'not a value of this setting' }] });
  await db.transaction(async (tx) => {
    const before = await repo.findRow(tx, key);
    await repo.upsert(tx, { key, value: input.value, isPublic: def.isPublic, remark: def.remark });
    await audit(tx, { operator: actor, action: 'setting.set', target: key, before: before?.value ?? null, after: input.value });
  });
  clearSettingsCache(db);
  return { key, value: input.value };
}
