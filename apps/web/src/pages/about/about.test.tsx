/**
 * About (issue 13): a fresh install claims no licence or sponsorship. The website config the test serves is the one
 * the server's seed files write (apps/server/src/db/seed/data/*.json), so a seed that starts claiming one fails here;
 * the sections appear only with names the operator configured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANG_CODES } from '@app/shared';
import { PATHS } from '../../app/paths';
import { initI18n } from '../../i18n';
import { renderAppAt } from '../../test/render-app';

const SEED_DIR = path.resolve(import.meta.dirname, '../../../../server/src/db/seed/data');
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../i18n/locales');

/** The app switches language by reloading; here each language's common and account texts are added by hand. */
async function useLang(lang: string): Promise<void> {
  for (const file of [`${lang}.json`, `account/${lang}.json`]) {
    i18next.addResourceBundle(lang, 'translation', JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')), true, true);
  }
  await i18next.changeLanguage(lang);
}
/** Names a default install must never show. */
const CLAIMS = /PAGCOR|\bMGA\b|Gambling Commission|博彩委员会|博彩委員會|BMM|licen[cs]ed|持牌|Official partner|sponsor of|合作伙伴|赞助商/i;

type Item = { configKey: string; configValue: string };
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

function serveWebsiteConfig(list: Item[]): void {
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input), 'http://x').pathname;
    const data = url === '/web/guest/index/getWebsiteBasicInfo' ? { websiteBasicList: list } : null;
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

describe('About on a fresh install (issue 13)', () => {
  it.each(LANG_CODES)('claims no licence or sponsorship in %s', async (lang) => {
    await useLang(lang);
    serveWebsiteConfig(seededWebsiteConfig());
    await renderAppAt(i18next, PATHS.about);
    const about = await screen.findByTestId('about');
    await screen.findByTestId('app-version');
    expect(about.textContent ?? '').not.toMatch(CLAIMS);
    expect(screen.queryByTestId('about-licences')).toBeNull();
    expect(screen.queryByTestId('about-sponsors')).toBeNull();
    expect(about.textContent).toContain(i18next.t('about.intro'));
    expect(about.textContent).not.toContain(i18next.t('about.certificates'));
  });

  it('shows the licences and sponsorships the operator configured, one per line', async () => {
    await useLang('en');
    serveWebsiteConfig([...seededWebsiteConfig(), { configKey: 'licences', configValue: 'Licence A\n\n Licence B ' }, { configKey: 'sponsors', configValue: 'City FC' }]);
    await renderAppAt(i18next, PATHS.about);
    const licences = await screen.findByTestId('about-licences');
    expect([...licences.querySelectorAll('.about-card')].map((c) => c.textContent)).toEqual(['Licence A', 'Licence B']);
    expect((await screen.findByTestId('about-sponsors')).textContent).toBe('City FC');
    expect(document.querySelector('.about-title')?.textContent).toBe(i18next.t('about.certificates'));
  });
});
