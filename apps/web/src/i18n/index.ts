/**
 * i18next setup (spec.md §1): nine languages, default zh, current language from storage `lang`. Only the current
 * language's JSON is loaded (one chunk per language) to keep the home bundle small; a language change reloads the
 * page, so no other language is ever needed at run time.
 */
import { DEFAULT_LANG, LANGUAGES, parseLang, type LangCode } from '@app/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PATHS } from '../app/paths';
import { relaunchAndReload } from '../app/navigation';
import { getItem, setItem } from '../storage';

type Messages = Record<string, unknown>;

const LOCALES = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });
/**
 * Texts of a feature's screens (`locales/<feature>/<lang>.json`), loaded with those screens (app/routes.ts
 * `withTexts`) rather than with home: the home page stays small whatever later screens add.
 */
const FEATURE_LOCALES = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });
const loadedFeatures = new Map<string, Promise<void>>();

/** Merges a feature's texts into the one translation namespace (keys stay `feature.key`); once per feature. */
export function loadTexts(feature: string): Promise<void> {
  let loading = loadedFeatures.get(feature);
  if (!loading) {
    const lang = i18next.language || currentLang();
    const load = FEATURE_LOCALES[`./locales/${feature}/${lang}.json`] ?? FEATURE_LOCALES[`./locales/${feature}/${DEFAULT_LANG}.json`];
    if (!load) return Promise.reject(new Error(`no texts for feature ${feature}`));
    loading = load().then((messages) => {
      i18next.addResourceBundle(lang, 'translation', messages, true, false);
    });
    // A failed load (network) is retried by the next navigation, like a failed page chunk.
    loading.catch(() => loadedFeatures.delete(feature));
    loadedFeatures.set(feature, loading);
  }
  return loading;
}

export function currentLang(): LangCode {
  return parseLang(getItem('lang'));
}

export async function initI18n(lang: LangCode = currentLang()): Promise<typeof i18next> {
  const load = LOCALES[`./locales/${lang}.json`] ?? LOCALES[`./locales/${DEFAULT_LANG}.json`];
  const messages = load ? await load() : {};
  await i18next.use(initReactI18next).init({
    lng: lang,
    // No fallback language: it would need a second locale chunk, and a missing key is a bug the handler reports.
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // End-to-end tests fail on this exact console line (conventions.md, web: every file has every key).
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      console.error('i18n missing key', lang, key);
    },
  });
  const locale = LANGUAGES.find((l) => l.code === lang)?.locale ?? 'zh-CN';
  document.documentElement.lang = locale;
  return i18next;
}

/**
 * spec.md §1, §3: store the code (`lang`, sent as a header) and its numeric value (`language`), flag `refreshLang`
 * so home refetches once, then relaunch home with a reload so every screen renders in the new language.
 */
export function changeLanguage(code: LangCode): void {
  const entry = LANGUAGES.find((l) => l.code === code);
  if (!entry) return;
  setItem('lang', entry.code);
  setItem('language', String(entry.value));
  setItem('refreshLang', '1');
  relaunchAndReload(PATHS.home);
}
