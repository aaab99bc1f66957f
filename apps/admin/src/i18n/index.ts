/**
 * The console speaks zh and en (issue 14: the player app's nine languages are not needed here). Both dictionaries
 * have the same keys (en.ts is typed by zh.ts, and a test compares every t('…') key used in src/ with both).
 * The choice is kept in localStorage; antd's and dayjs's locales follow it (app/App.tsx).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ConsoleLang } from '../api/request';
import { en } from './en';
import { zh } from './zh';

export const CONSOLE_LANGS: readonly ConsoleLang[] = ['zh', 'en'];
const LANG_KEY = 'admin.lang';

export function storedLang(): ConsoleLang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return saved === 'en' || saved === 'zh' ? saved : 'zh';
}

export function currentLang(): ConsoleLang {
  return i18next.language === 'en' ? 'en' : 'zh';
}

export async function changeLang(lang: ConsoleLang): Promise<void> {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export const i18n = i18next;

void i18next.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLang(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
