/**
 * Player-care screens (issue 17): the sponsor tab shows the seeded `sponsor` page (our own club, our own art) in nine
 * languages; payment information shows the deposit and withdrawal guides and leads to both screens; the
 * open-in-browser guide tells an in-app browser's player what to do and copies the address; the My page's
 * customer-service shortcut sheet names the steps of the platform and opens customer service. Every UI text in
 * nine languages (a missing key throws).
 */
import { LANG_CODES, LANGUAGES, type HelpBlock, type LangCode } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi } from '../../test/app';
import { inAppBrowser } from '../../lib/in-app-browser';
import { InstallCard } from '../about/install-card';
import BrowserPage from '../borwser/borwser';
import InformationPage from '../finance/information';
import { ServiceShortcut } from '../my/service-shortcut';
import SponsorPage from './sponsor';

const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, '../../i18n/locales');
const SEED_DIR = join(here, '../../../../server/src/db/seed/data');
const read = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Record<string, unknown>;

async function instance(lang: LangCode): Promise<i18n> {
  const inst = i18next.createInstance();
  await inst.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: {} } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_l, _n, key) => {
      throw new Error(`missing key ${lang} ${key}`);
    },
  });
  for (const file of [`${lang}.json`, `help/${lang}.json`, `account/${lang}.json`]) inst.addResourceBundle(lang, 'translation', read(file), true, false);
  document.documentElement.lang = LANGUAGES.find((l) => l.code === lang)!.locale;
  return inst;
}

type Article = { key: string; title: Record<string, string>; body: Record<string, HelpBlock[]> };
const seeded = (key: string): Article =>
  readdirSync(SEED_DIR)
    .filter((f) => /^\d{4}-[\w-]+\.json$/.test(f))
    .flatMap((f) => (JSON.parse(readFileSync(join(SEED_DIR, f), 'utf8')) as { helpArticles?: Article[] }).helpArticles ?? [])
    .find((a) => a.key === key)!;

/** help/get as the server answers it in `lang`: the seeded page, or a stand-in article for the guides. */
function stubArticles(lang: LangCode) {
  return stubApi({
    '/web/guest/help/get': (call) => {
      const key = call.query.get('key') ?? '';
      const page = key === 'sponsor' ? seeded(key) : null;
      return page
        ? { key, title: page.title[lang], body: page.body[lang] }
        : { key, title: `Title of ${key}`, body: [{ type: 'list', items: [`Limits of ${key}: 100-50,000`] }] };
    },
  });
}

const UA = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgent')!;
function setUserAgent(ua: string): void {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'userAgent', UA);
  delete (navigator as { userAgent?: string }).userAgent;
  useSession.setState({ token: null });
});

describe('sponsor tab', () => {
  it.each(LANG_CODES)('shows our club with its crest and shirts in %s', async (lang) => {
    const calls = stubArticles(lang);
    renderMemberScreen(await instance(lang), <SponsorPage />, PATHS.sponsor);
    const page = await screen.findByTestId('help-article-sponsor');
    const seed = seeded('sponsor');
    expect(within(page).getByRole('heading', { level: 2 }).textContent).toBe(seed.title[lang]);
    expect([...page.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/static/seed/care/crest.svg', '/static/seed/care/kit.svg']);
    expect(page.querySelectorAll('figcaption')).toHaveLength(2);
    expect(calls.map((c) => c.query.get('key'))).toEqual(['sponsor']);
  });
});

describe('payment information', () => {
  it.each(LANG_CODES)('shows the deposit and withdrawal guides and opens both screens (%s)', async (lang) => {
    stubArticles(lang);
    useSession.setState({ token: 'tok' });
    renderMemberScreen(await instance(lang), <InformationPage />, PATHS.information);
    expect((await screen.findByTestId('help-article-deposit')).textContent).toContain('Limits of deposit: 100-50,000');
    expect((await screen.findByTestId('help-article-withdraw')).textContent).toContain('Limits of withdraw');
    fireEvent.click(screen.getByTestId('information-deposit'));
    expect(window.location.hash).toBe(`#${PATHS.myDeposit}`);
    fireEvent.click(screen.getByTestId('information-withdraw'));
    expect(window.location.hash).toBe(`#${PATHS.withDraw}`);
  });
});

describe('open in the browser', () => {
  it('knows the built-in browsers of common apps, and not ordinary browsers', () => {
    expect(inAppBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40')).toBe(true);
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 [FBAN/EMA;FBAV/400.0]')).toBe(true);
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Zalo android/12')).toBe(true);
    expect(inAppBrowser('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe(false);
    expect(inAppBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });

  it.each(LANG_CODES)('inside WeChat on an iPhone: the steps and the address to copy (%s)', async (lang) => {
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40');
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, userAgent: navigator.userAgent, clipboard: { writeText } });
    const t = await instance(lang);
    renderMemberScreen(t, <BrowserPage />, PATHS.borwser);
    const page = await screen.findByTestId('browser');
    expect(page.dataset.inApp).toBe('yes');
    expect(within(page).getByTestId('browser-steps').textContent).toContain(t.t('help.browser.step2ios'));
    fireEvent.click(within(page).getByTestId('browser-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}`));
  });

  it("About's install button leads there from an in-app browser", async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Zalo android/12');
    stubApi({});
    renderMemberScreen(await instance('vn'), <InstallCard />, PATHS.about);
    fireEvent.click(await screen.findByTestId('install-app'));
    expect(window.location.hash).toBe(`#${PATHS.borwser}`);
    expect(screen.queryByTestId('install-steps')).toBeNull();
  });

  it('in an ordinary browser it says so and leads home', async () => {
    stubApi({});
    renderMemberScreen(await instance('en'), <BrowserPage />, PATHS.borwser);
    const page = await screen.findByTestId('browser');
    expect(page.dataset.inApp).toBe('no');
    expect(screen.queryByTestId('browser-steps')).toBeNull();
    fireEvent.click(screen.getByTestId('browser-home'));
    expect(window.location.hash).toBe('#/');
  });
});

describe('My page: customer-service shortcut', () => {
  it.each(LANG_CODES)('names the steps of the platform and opens customer service (%s)', async (lang) => {
    setUserAgent('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36');
    stubApi({});
    const onClose = vi.fn();
    const t = await instance(lang);
    renderMemberScreen(t, <ServiceShortcut visible onClose={onClose} />, PATHS.my);
    const sheet = await screen.findByTestId('service-shortcut');
    expect(sheet.dataset.platform).toBe('android');
    expect(within(sheet).getByTestId('service-shortcut-steps').querySelectorAll('li')).toHaveLength(3);
    expect(sheet.textContent).toContain(t.t('my.shortcut.android.3'));
    fireEvent.click(within(sheet).getByTestId('service-shortcut-open'));
    expect(onClose).toHaveBeenCalled();
    expect(window.location.hash).toBe(`#${PATHS.connect}`);
  });
});
