/**
 * The console speaks every language of its catalogues (catalogues.ts; zh and en, issue 14: the player app's nine
 * are not needed here). A test compares every t('…') key used in src/ with each. The choice is kept in
 * localStorage; antd's and dayjs's locales follow it (app/App.tsx).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUES, CONSOLE_LANGS, isConsoleLang, type ConsoleLang } from './catalogues';

export { CONSOLE_LANGS, type ConsoleLang };
const LANG_KEY = 'admin.lang';

export function storedLang(): ConsoleLang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  return isConsoleLang(saved) ? saved : 'zh';
}

export function currentLang(): ConsoleLang {
  return isConsoleLang(i18next.language) ? i18next.language : 'zh';
}

export async function changeLang(lang: ConsoleLang): Promise<void> {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export const i18n = i18next;

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(CONSOLE_LANGS.map((lang) => [lang, { translation: CATALOGUES[lang].texts }])),
  lng: storedLang(),
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
