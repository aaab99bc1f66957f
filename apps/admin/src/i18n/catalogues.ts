/**
 * The console's texts, one i18next JSON catalogue per language (issue 25 item 4: the format the web app uses):
 * locales/<lang>.json for what t('…') shows and locales/codes/<lang>.json for codes in words (components/codes.ts).
 * The console offers every language listed here; adding one is its two files and one line. zh is the reference:
 * every catalogue has exactly its keys (packages/shared/src/catalogues.test.ts checks every catalogue folder).
 */
import codesEn from './locales/codes/en.json';
import codesZh from './locales/codes/zh.json';
import en from './locales/en.json';
import zh from './locales/zh.json';

export type Dictionary = typeof zh;
export type CodeCatalogue = typeof codesZh;

export const CATALOGUES = {
  zh: { texts: zh, codes: codesZh },
  en: { texts: en satisfies Dictionary, codes: codesEn satisfies CodeCatalogue },
} as const;

/** A language the console speaks (its catalogue is here). */
export type ConsoleLang = keyof typeof CATALOGUES;
export const CONSOLE_LANGS = Object.keys(CATALOGUES) as ConsoleLang[];

export function isConsoleLang(value: unknown): value is ConsoleLang {
  return typeof value === 'string' && Object.hasOwn(CATALOGUES, value);
}
