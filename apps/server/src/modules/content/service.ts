import type { LangCode } from '@app/shared';
import type { DbOrTx } from '../../db/client.js';
import { pickLang } from '../../lib/i18n-text.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import * as settings from '../settings/service.js';
import * as repo from './repo.js';

/** Public content is read on every page view and changed rarely: 5 s per-server cache (docs/decisions.md). */
const CONTENT_TTL_MS = 5_000;
const websiteCache = new TtlCache<{ websiteBasicList: { configKey: string; configValue: string }[] }>(CONTENT_TTL_MS);
const bannerCache = new TtlCache<{ id: number; title: string; image: string; link: string; sort: number }[]>(CONTENT_TTL_MS);

/** Placeholder in a banner image path for the caller's language code. */
export const LANG_IN_IMAGE = '{lang}';

export function clearContentCaches(): void {
  websiteCache.clear();
  bannerCache.clear();
}

/**
 * A website value the operator keeps in several languages (the brand `title`, `description`, `copyright`; issue 24:
 * ONE brand, shown in the player's language) is stored as a JSON object of texts by language code,
 * `{"zh":"金星体育","en":"Golden Star Sports",…}`; it is answered in the caller's language (pickLang's fallbacks).
 * Any other value (plain text, a path, a URL) is the same for every language.
 */
export function localizedValue(value: string, lang: LangCode): string {
  if (!value.startsWith('{')) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  const texts = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed as Record<string, unknown>) : [];
  if (texts.length === 0 || !texts.every(([, v]) => typeof v === 'string')) return value;
  return pickLang(Object.fromEntries(texts) as Record<string, string>, lang);
}

export function getWebsiteBasicInfo(db: DbOrTx, lang: LangCode) {
  return websiteCache.get(lang, async () => ({
    websiteBasicList: (await repo.listWebsiteConfig(db)).map((c) => ({ ...c, configValue: localizedValue(c.configValue, lang) })),
  }));
}

export function getBanners(db: DbOrTx, lang: LangCode, now: Date) {
  return bannerCache.get(lang, async () =>
    (await repo.listActiveBanners(db, now)).map((b) => ({
      id: b.id,
      title: pickLang(b.title, lang),
      // `{lang}` in a banner's image path names one picture per language (seed banners draw their text into the
      // art, docs/decisions.md "Home banners"); other paths are one picture for every language.
      image: b.image.replaceAll(LANG_IN_IMAGE, lang),
      link: b.link,
      sort: b.sort,
    })),
  );
}

export async function getNotices(db: DbOrTx, lang: LangCode, params: { type?: string; page: number; size: number }, now: Date) {
  const { rows, total } = await repo.pageActiveNotices(db, params, now);
  return {
    list: rows.map((n) => ({
      id: n.id,
      type: n.type,
      title: pickLang(n.title, lang),
      content: pickLang(n.content, lang),
      createdAt: n.createdAt.toISOString(),
    })),
    total,
    page: params.page,
    size: params.size,
  };
}

/** Unknown and private keys both read as null, so players cannot probe which private keys exist. */
export async function getSysConfigValue(db: DbOrTx, key: string) {
  return { sysConfigValue: await settings.publicText(db, key) };
}

export async function getDictionary(db: DbOrTx, lang: LangCode, type?: string) {
  return (await repo.listDictionary(db, type)).map((d) => ({
    type: d.type,
    key: d.key,
    label: pickLang(d.label, lang),
    value: d.value,
    sort: d.sort,
  }));
}

export async function getRegisterItems(db: DbOrTx) {
  return (await repo.listRegisterItems(db)).map((r) => ({ key: r.key, show: r.show, required: r.required }));
}

export async function getBanks(db: DbOrTx, lang: LangCode) {
  return (await repo.listBanks(db)).map((b) => ({ id: b.id, code: b.code, name: pickLang(b.name, lang) }));
}

