/**
 * Help centre screens (issue 17) from stubbed answers checked against the shared schemas: the index lists the
 * sections and opens each sub-page, an article's structured text renders as headings, paragraphs and lists (HTML in a
 * text stays text), the contact page offers the website's customer-service link; every UI text in nine languages.
 */
import { LANG_CODES, LANGUAGES, type HelpBlock, type LangCode } from '@app/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { renderMemberScreen, stubApi } from '../../test/app';
import { AnswerHelp, DepositHelp } from './article';
import ContactHelp from './contact';
import HelpCentrePage from './help';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../i18n/locales');
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
  for (const file of [`${lang}.json`, `help/${lang}.json`]) inst.addResourceBundle(lang, 'translation', read(file), true, false);
  document.documentElement.lang = LANGUAGES.find((l) => l.code === lang)!.locale;
  return inst;
}

const SECTIONS = [
  { key: 'deposit', title: 'Deposit guide', sort: 10 },
  { key: 'withdraw', title: 'Withdrawal guide', sort: 20 },
  { key: 'agent', title: 'Agent partnership', sort: 80 },
] as const;
const DEPOSIT_BODY: HelpBlock[] = [
  { type: 'heading', text: 'How to deposit' },
  { type: 'paragraph', text: 'Open My and tap <b>Deposit</b>.' },
  { type: 'list', items: ['Each deposit: 100.00 to 50000.00 yuan', 'Usually credited within 5-15 minutes'] },
];
const WEBSITE = { websiteBasicList: [{ configKey: 'customerServiceUrl', configValue: 'https://chat.example.com/room' }, { configKey: 'serviceEmail', configValue: 'care@example.com' }] };

function stubHelp(extra: Record<string, () => unknown> = {}) {
  return stubApi({
    '/web/guest/help/list': () => SECTIONS,
    '/web/guest/help/get': (call) => {
      const key = call.query.get('key') ?? '';
      return key === 'deposit'
        ? { key, title: 'Deposit guide', body: DEPOSIT_BODY }
        : { key, title: `Title of ${key}`, body: [{ type: 'paragraph', text: `Body of ${key}` }] };
    },
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('help centre index', () => {
  it('lists the sections and opens a routed sub-page or /answer?key= for the others', async () => {
    stubHelp();
    renderMemberScreen(await instance('en'), <HelpCentrePage />, PATHS.help);
    fireEvent.click(await screen.findByTestId('help-section-deposit'));
    expect(window.location.hash).toBe(`#${PATHS.helpDeposit}`);
    fireEvent.click(screen.getByTestId('help-section-agent'));
    expect(window.location.hash).toBe(`#${PATHS.helpAnswer}?key=agent`);
  });

  it.each(LANG_CODES)('has every UI text in %s', async (lang) => {
    stubHelp();
    renderMemberScreen(await instance(lang), <HelpCentrePage />, PATHS.help);
    expect(await screen.findByTestId('help-section-withdraw')).toBeTruthy();
    expect(screen.getByTestId('help-centre').textContent).not.toMatch(/help\.|undefined/);
  });
});

describe('help article', () => {
  it('renders the structured text as heading, paragraph and list; HTML stays text', async () => {
    const calls = stubHelp();
    renderMemberScreen(await instance('zh'), <DepositHelp />, PATHS.helpDeposit);
    const body = await screen.findByTestId('help-body');
    expect(within(body).getByRole('heading', { name: 'How to deposit' })).toBeTruthy();
    expect(within(body).getByText('Open My and tap <b>Deposit</b>.')).toBeTruthy();
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).getByText('Each deposit: 100.00 to 50000.00 yuan')).toBeTruthy();
    expect(calls.find((c) => c.path === '/web/guest/help/get')?.query.get('key')).toBe('deposit');
  });

  it('/answer opens the article named by ?key=, and the FAQ for anything else', async () => {
    const calls = stubHelp();
    renderMemberScreen(await instance('en'), <AnswerHelp />, `${PATHS.helpAnswer}?key=mailbox`);
    expect((await screen.findByTestId('help-article-mailbox')).textContent).toContain('Body of mailbox');
    cleanup();
    renderMemberScreen(await instance('en'), <AnswerHelp />, `${PATHS.helpAnswer}?key=<x>`);
    expect((await screen.findByTestId('help-article-answer')).textContent).toContain('Body of answer');
    expect(calls.filter((c) => c.path === '/web/guest/help/get').map((c) => c.query.get('key'))).toEqual(['mailbox', 'answer']);
  });
});

describe('contact', () => {
  it.each(LANG_CODES)('shows the article, the service e-mail, hours and opens the customer-service link (%s)', async (lang) => {
    stubHelp({
      '/web/guest/index/getWebsiteBasicInfo': () => WEBSITE,
      '/web/sys/sysConfig/getSysConfigValue': () => ({ sysConfigValue: '24/7' }),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderMemberScreen(await instance(lang), <ContactHelp />, PATHS.helpContact);
    const box = await screen.findByTestId('help-contact');
    expect(await within(box).findByText('care@example.com')).toBeTruthy();
    expect(await within(box).findByText('24/7')).toBeTruthy();
    fireEvent.click(within(box).getByTestId('help-contact-open'));
    expect(open).toHaveBeenCalledWith('https://chat.example.com/room', '_blank', 'noopener');
  });
});
