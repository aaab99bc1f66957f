/**
 * No internal value reaches a player on the rewards screens (issue 15: "no internal key/kind/status code shown
 * raw"): every welfare kind, type and status, the VIP tables, every tab and a level's detail, in each of the nine
 * languages, rendered from stubbed answers; a missing text fails (missingKeyHandler throws) and the visible text
 * holds no kind, status, rebate key or locale key.
 */
import { LANG_CODES, LANGUAGES, VIP_REBATE_KEYS, WELFARE_KINDS, WELFARE_STATUSES, type LangCode } from '@app/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import RewardRecords from '../../pages/record/reward';
import VipDetail from '../../pages/vip/detail';
import VipPrivilege from '../../pages/vip/privilege';
import { useSession } from '../../stores/session';
import { renderMemberScreen, stubApi } from '../../test/app';
import { current, RETURN_WATER, vipInfo, welfareItem } from './test-fixtures';

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
  for (const file of [`${lang}.json`, `rewards/${lang}.json`]) inst.addResourceBundle(lang, 'translation', read(file), true, false);
  document.documentElement.lang = LANGUAGES.find((l) => l.code === lang)!.locale;
  return inst;
}

/** Every kind with every status once (and both types), titled as the server would: by id, not by code. */
const ITEMS = WELFARE_KINDS.flatMap((kind, k) =>
  WELFARE_STATUSES.map((status, s) => welfareItem({ id: k * 10 + s + 1, kind, status, title: `Reward ${k * 10 + s + 1}`, type: s % 2 ? 'physical' : 'virtual' })),
);
const CODES = [...WELFARE_KINDS, ...WELFARE_STATUSES, ...VIP_REBATE_KEYS, 'virtual', 'physical'];
/** A code on its own line (English words such as "received" may appear inside sentences), camelCase codes and keys anywhere. */
const RAW = new RegExp(
  `^(${CODES.join('|')})$|${CODES.filter((c) => /[A-Z]/.test(c)).join('|')}|\\b(vip|welfare|route|common)\\.[a-zA-Z]|\\{\\{|undefined|NaN`,
  'm',
);

function visibleText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text) lines.push(text);
  }
  return lines.join('\n');
}

beforeEach(() => {
  useSession.setState({ token: 'tok' });
  stubApi({
    '/web/guest/user/getVipInfo': () => vipInfo(current()),
    '/web/guest/user/getVipReturnWaterList': () => RETURN_WATER,
    '/web/sys/sysConfig/getSysConfigValue': (call) => ({ sysConfigValue: call.query.get('key') === 'welfare_valid_days' ? '3' : '1' }),
    '/web/welfareCenter/queryWelfareCenterList': () => ({ list: ITEMS, total: ITEMS.length, page: 1, size: 100 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: null });
});

describe.each(LANG_CODES)('rewards screens in %s', (lang) => {
  it('the VIP privilege tabs and a level detail show words, not codes', async () => {
    const inst = await instance(lang);
    renderMemberScreen(inst, <VipPrivilege />, PATHS.vipPrivilege);
    await screen.findByTestId('vip-rebate-table');
    let text = visibleText();
    const tabs = screen.getByTestId('vip-tabs');
    for (const tab of [...tabs.querySelectorAll('.adm-tabs-tab')].slice(1)) {
      fireEvent.click(tab);
      await new Promise((r) => setTimeout(r, 0));
      text += `\n${visibleText()}`;
    }
    cleanup();
    renderMemberScreen(inst, <VipDetail />, `${PATHS.vipDetail}?level=6`);
    await screen.findByTestId('vip-detail');
    text += `\n${visibleText()}`;
    expect(text.match(RAW)?.[0] ?? null, text).toBeNull();
  });

  it('every welfare kind, type and status reads as words', async () => {
    const inst = await instance(lang);
    renderMemberScreen(inst, <RewardRecords />, PATHS.rewardRecord);
    const rows = await screen.findAllByTestId('welfare-row');
    expect(rows).toHaveLength(ITEMS.length);
    expect(within(rows[0]!).getByTestId('welfare-status').textContent).not.toBe('');
    const text = visibleText();
    expect(text.match(RAW)?.[0] ?? null, text).toBeNull();
  });
});
