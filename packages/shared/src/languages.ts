/**
 * The nine languages of spec.md §1. `value` is the numeric id the spec lists (1-8, md and cny
 * share 8); behaviour always keys on `code`, never on `value` (docs/decisions.md, "Languages").
 */
export const LANGUAGES = [
  { code: 'zh', value: 1, name: '简体中文', locale: 'zh-CN' },
  { code: 'en', value: 2, name: 'English', locale: 'en' },
  { code: 'hk', value: 3, name: '繁體中文', locale: 'zh-HK' },
  { code: 'th', value: 4, name: 'ไทย', locale: 'th' },
  { code: 'vn', value: 5, name: 'Tiếng Việt', locale: 'vi' },
  { code: 'pg', value: 6, name: 'Português', locale: 'pt-BR' },
  { code: 'fp', value: 7, name: 'Filipino', locale: 'fil' },
  { code: 'md', value: 8, name: 'Bahasa Melayu', locale: 'ms' },
  { code: 'cny', value: 8, name: '中文（人民币）', locale: 'zh-CN' },
] as const;

export type LangCode = (typeof LANGUAGES)[number]['code'];
export const LANG_CODES = LANGUAGES.map((l) => l.code) as readonly LangCode[];
export const DEFAULT_LANG: LangCode = 'zh';

/** Reads a `lang` header or stored value; anything unknown falls back to the default (spec.md §1). */
export function parseLang(value: unknown): LangCode {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value)
    ? (value as LangCode)
    : DEFAULT_LANG;
}
