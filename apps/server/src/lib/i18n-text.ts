import type { LangCode } from '@app/shared';

/** Languages to fall back on when a text lacks the caller's: Chinese variants first, then English. */
const FALLBACK: Record<LangCode, LangCode[]> = {
  zh: ['cny', 'hk', 'en'],
  cny: ['zh', 'hk', 'en'],
  hk: ['zh', 'en'],
  en: ['zh'],
  th: ['en', 'zh'],
  vn: ['en', 'zh'],
  pg: ['en', 'zh'],
  fp: ['en', 'zh'],
  md: ['en', 'zh'],
};

/** Picks the caller's language from content kept in several languages ({ zh, en, … }). */
export function pickLang(text: Partial<Record<string, string>> | null | undefined, lang: LangCode): string {
  if (!text) return '';
  const own = text[lang];
  if (own) return own;
  for (const other of FALLBACK[lang]) {
    const value = text[other];
    if (value) return value;
  }
  return '';
}

/** The languages pickLang tries for a caller, in order (the caller's own first); for SQL that must match what pickLang shows. */
export function langChain(lang: LangCode): LangCode[] {
  return [lang, ...FALLBACK[lang]];
}
