/**
 * About (issue 13, 17): a fresh install claims no licence or sponsorship. The website config and the `about` content
 * page the test serves are the ones the server's seed files write (apps/server/src/db/seed/data/*.json), so a seed
 * that starts claiming one fails here; the page shows the operator's text and images (our own art) as stored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANG_CODES, type HelpBlock } from '@app/shared';
import { PATHS } from '../../app/paths';
import { initI18n } from '../../i18n';
import { renderAppAt } from '../../test/render-app';

const SEED_DIR = path.resolve(import.meta.dirname, '../../../../server/src/db/seed/data');
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../i18n/locales');

/** The app switches language by reloading; here each language's common and account texts are added by hand. */
async function useLang(lang: string): Promise<void> {
  for (const file of [`${lang}.json`, `account/${lang}.json`, `help/${lang}.json`]) {
    i18next.addResourceBundle(lang, 'translation', JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')), true, true);
  }
  await i18next.changeLanguage(lang);
}
/** Names a default install must never show. */
const CLAIMS = /PAGCOR|Gambling Commission|博彩委员会|博彩委員會|BMM|licen[cs]ed|持牌|Official partner|sponsor of|合作伙伴|赞助商/i;
/** The Malta Gaming Authority's initials, matched in capitals: Filipino writes the plural word "mga". */
const MGA = /\bMGA\b/;

type Item = { configKey: string; configValue: string };
type Article = { key: string; title: Record<string, string>; body: Record<string, HelpBlock[]> };
function seededArticle(key: string): Article {
  const files = fs.readdirSync(SEED_DIR).filter((f) => /^\d{4}-[\w-]+\.json$/.test(f));
  const rows = files.flatMap((f) => (JSON.parse(fs.readFileSync(path.join(SEED_DIR, f), 'utf8')) as { helpArticles?: Article[] }).helpArticles ?? []);
  return rows.find((r) => r.key === key)!;
}
function seededWebsiteConfig(): Item[] {
  const byKey = new Map<string, string>();
  for (const file of fs.readdirSync(SEED_DIR).filter((f) => /^\d{4}-[\w-]+\.json$/.test(f)).sort()) {
    const data = JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), 'utf8')) as { websiteConfig?: Item[] };
    for (const item of data.websiteConfig ?? []) byKey.set(item.configKey, item.configValue);
  }
  return [...byKey].map(([configKey, configValue]) => ({ configKey, configValue }));
}

let i18next: i18n;
const fetchMock = vi.fn<typeof fetch>();

/** The website config, and the content page as the server answers it in the app's language. */
function serveWebsiteConfig(list: Item[], about: Article = seededArticle('about')): void {
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input), 'http://x').pathname;
    const lang = i18next.language;
    const page = { key: 'about', title: about.title[lang] ?? about.title.zh, body: about.body[lang] ?? about.body.zh };
    const data = url === '/web/guest/index/getWebsiteBasicInfo' ? { websiteBasicList: list } : url === '/web/guest/help/get' ? page : null;
    const envelope = data ? { code: 0, msg: 'ok', data } : { code: 1002, msg: `interface does not exist: ${url}`, data: null };
    return Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 }));
  });
}

beforeAll(async () => {
  i18next = await initI18n('en');
});

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('About on a fresh install (issue 13, 17)', () => {
  it.each(LANG_CODES)('claims no licence or sponsorship in %s, and shows the seeded commitments with their badges', async (lang) => {
    await useLang(lang);
    serveWebsiteConfig(seededWebsiteConfig());
    await renderAppAt(i18next, PATHS.about);
    const about = await screen.findByTestId('about');
    await screen.findByTestId('app-version');
    const body = await screen.findByTestId('help-body');
    expect(about.textContent ?? '').not.toMatch(CLAIMS);
    expect(about.textContent ?? '').not.toMatch(MGA);
    expect(about.textContent).toContain(i18next.t('about.intro'));
    const images = [...body.querySelectorAll('figure img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/static/seed/care/badge-fair.svg', '/static/seed/care/badge-secure.svg', '/static/seed/care/badge-responsible.svg']);
    // Each badge has its words under it (and as the image's alt text).
    for (const fig of body.querySelectorAll('figure')) expect(fig.querySelector('figcaption')?.textContent).toBe(fig.querySelector('img')?.getAttribute('alt'));
  });

  it('shows what the operator wrote, text as text', async () => {
    await useLang('en');
    const media = `/media/${'cd'.repeat(32)}.png`;
    serveWebsiteConfig(seededWebsiteConfig(), {
      key: 'about',
      title: { en: 'About' },
      body: { en: [{ type: 'heading', text: 'Certificates' }, { type: 'image', src: media, caption: 'Our <b>seal</b>' }] },
    });
    await renderAppAt(i18next, PATHS.about);
    const body = await screen.findByTestId('help-body');
    expect(body.querySelector('h3')?.textContent).toBe('Certificates');
    expect(body.querySelector('img')?.getAttribute('src')).toBe(media);
    expect(body.querySelector('figcaption')?.textContent).toBe('Our <b>seal</b>');
    expect(body.querySelector('b')).toBeNull();
  });
});
