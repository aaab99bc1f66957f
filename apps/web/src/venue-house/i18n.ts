/**
 * i18next for the house client: the language comes from the `lang` query parameter (the lobby passes it) or the
 * main app's stored `lang` (same origin), as in the main app (spec.md §1); only feature `house` texts are loaded.
 */
import { LANGUAGES, parseLang, type LangCode } from '@app/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;
const TEXTS = import.meta.glob<Messages>('../i18n/locales/house/*.json', { import: 'default' });

export function houseLang(search = window.location.search): LangCode {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery) return parseLang(fromQuery);
  try {
    return parseLang(localStorage.getItem('lang'));
  } catch {
    return parseLang(null);
  }
}

export async function initHouseI18n(lang: LangCode = houseLang()): Promise<typeof i18next> {
  const load = TEXTS[`../i18n/locales/house/${lang}.json`] ?? TEXTS['../i18n/locales/house/zh.json'];
  const messages = load ? await load() : {};
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  document.documentElement.lang = LANGUAGES.find((l) => l.code === lang)?.locale ?? 'zh-CN';
  return i18next;
}
