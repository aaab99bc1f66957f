/**
 * No internal value reaches a player (issue 13 "Raw values shown to players"): every transaction record type and
 * method, every house game's bet record and the house client's history, in each of the nine languages, rendered
 * from stubbed answers; the visible text must hold no method key, wallet id or card code.
 */
import { LANG_CODES, LANGUAGES, PAYMENT_METHOD_TYPES, WITHDRAW_METHODS, type LangCode } from '@app/shared';
import { GAME_CODES, gameName } from '@app/games';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initReactI18next } from 'react-i18next';
import { PATHS } from '../../app/paths';
import BetRecords from '../../pages/record/bet';
import Transaction from '../../pages/transaction/transaction';
import { oneVenue, renderMemberScreen, stubApi } from '../../test/app';
import { HistoryPanel } from '../../venue-house/panels';
import { BetDetail } from './components/bet-row';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../i18n/locales');
const read = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, path), 'utf8')) as Record<string, unknown>;

/** The language's home texts plus the feature texts these screens load (wallet, lobby; house for the history). */
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
  for (const file of [`${lang}.json`, `wallet/${lang}.json`, `lobby/${lang}.json`, `house/${lang}.json`]) {
    inst.addResourceBundle(lang, 'translation', read(file), true, false);
  }
  // As initI18n and initHouseI18n set it (the history formats times with it).
  document.documentElement.lang = LANGUAGES.find((l) => l.code === lang)!.locale;
  return inst;
}

const ORDER = { currency: 'CNY', status: 'success', time: '2026-11-20T08:30:00.000Z' } as const;
/** Every type the records module writes, with every method a deposit or withdrawal record can carry. */
const RECORDS = [
  ...PAYMENT_METHOD_TYPES.map((mode) => ({ type: 'deposit', mode, amount: '100.00' })),
  ...WITHDRAW_METHODS.map((mode) => ({ type: 'withdraw', mode, amount: '-100.00' })),
  { type: 'transfer', mode: 'central→house_live', amount: '-10.00' },
  { type: 'transfer', mode: 'house_live→central', amount: '10.00' },
  // A venue the wallet list does not (or no longer) name.
  { type: 'transfer', mode: 'central→house_chess', amount: '-10.00' },
  { type: 'bonus', mode: 'VIP', amount: '8.00' },
  { type: 'rebate', mode: 'VIP', amount: '1.00' },
  { type: 'adjust', mode: 'welcome credit', amount: '25.50' },
].map((r, i) => ({ ...ORDER, ...r, orderNo: `T${String(i).padStart(4, '0')}` }));

/** One bet per house game with its outcome as api-contract.md "House venue" shapes it, and one still pending. */
const OUTCOMES: [string, unknown][] = [
  ['baccarat', { playerCards: ['AH', '8H'], bankerCards: ['6S', '6C', '10D'] }],
  ['dragonTiger', { dragon: 'KD', tiger: 'QS' }],
  ['roulette', { number: 32 }],
  ['sicbo', { dice: [2, 5, 6] }],
  ['happy8', { numbers: Array.from({ length: 20 }, (_, i) => i * 4 + 1) }],
  ['scheduledLottery', { digits: [3, 0, 7] }],
  ['slot', { stops: [1, 2, 3, 4, 5] }],
  ['scheduledLottery', null],
];
const BETS = OUTCOMES.map(([gameCode, outcome], i) => ({
  betId: `B${i}`,
  platType: 'house_live',
  gameCode,
  gameName: `Game ${i}`,
  betAmount: '10.00',
  validBet: '10.00',
  winLoss: '-10.00',
  status: outcome ? 'settled' : 'pending',
  betTime: '2026-11-20T08:30:00.000Z',
  outcome,
}));
const ROUNDS = OUTCOMES.map(([gameCode, outcome], i) => ({
  roundId: `R${i}`,
  gameCode,
  status: outcome ? 'settled' : 'pending',
  bets: [],
  outcome,
  betAmount: '10.00',
  validBet: '10.00',
  payout: '0.00',
  winLoss: '-10.00',
  serverSeedHash: 'h',
  serverSeed: null,
  clientSeed: 'c',
  nonce: i,
  time: '2026-11-20T08:30:00.000Z',
}));

const page = <T,>(all: T[], query: URLSearchParams | Record<string, unknown>) => {
  const get = (k: string) => Number(query instanceof URLSearchParams ? query.get(k) : query[k]);
  const [p, size] = [get('page') || 1, get('size') || 20];
  return { list: all.slice((p - 1) * size, p * size), total: all.length, page: p, size };
};

/** Method keys, wallet ids and card codes (rank + suit letter) as they travel between server and client. */
const METHOD_KEYS = [...PAYMENT_METHOD_TYPES, ...WITHDRAW_METHODS].join('|');
const RAW = new RegExp(`\\b(${METHOD_KEYS}|central→|house_[a-z]+|(10|[2-9AJQK])[SHDC])\\b|→central`);

/**
 * The visible text, one line per text node (concatenated nodes would make codes of neighbours), without the games'
 * own names: "3D Lottery" is a name, not the card 3♦.
 */
function visibleText(inst: i18n): string {
  const names = new Set(GAME_CODES.map((code) => gameName(code, inst.language)));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text && !names.has(text)) lines.push(text);
  }
  return lines.join('\n');
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  stubApi({
    '/web/transactionRecord/queryTransactionRecordList': (call) => page(RECORDS, call.query),
    '/web/user/getTransWalletBalanceInfo': oneVenue,
    '/web/guest/apiCode/getBetAllPlatTypes': () => [{ platType: 'house_live', name: 'Live', gameType: 'live' }],
    '/web/user/getBetRecord': (call) => page(BETS, call.query),
    '/web/user/getSumBetRecord': () => ({ betCount: BETS.length, betAmount: '80.00', validBet: '80.00', winLoss: '-80.00' }),
    '/venue/house/api/history': (call) => page(ROUNDS, call.body as Record<string, unknown>),
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe.each(LANG_CODES)('no internal value on the record screens in %s', (lang) => {
  it('transaction records: method names, wallet names', async () => {
    const inst = await instance(lang);
    renderMemberScreen(inst, <Transaction />, PATHS.transaction);
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(RECORDS.length));
    // The venue list has answered: the live venue is named.
    await waitFor(() => expect(screen.getAllByTestId('record-row')[PAYMENT_METHOD_TYPES.length + WITHDRAW_METHODS.length]!.textContent).toContain('Live'));
    const text = visibleText(inst);
    expect(text).not.toMatch(RAW);
    expect(text).toContain(inst.t('records.method.deposit.thirdParty'));
    expect(text).toContain(inst.t('records.method.withdraw.bankCard'));
    expect(text).toContain(inst.t('records.venueWallet'));
  }, 15_000);

  it('bet records, bet details and the house history: cards with suits, numbers, dice', async () => {
    const inst = await instance(lang);
    renderMemberScreen(
      inst,
      <>
        <BetRecords />
        {BETS.map((bet) => (
          <BetDetail key={bet.betId} bet={bet} venue="Live" />
        ))}
        <HistoryPanel session="S1" onError={(e) => { throw e; }} />
      </>,
      PATHS.betRecord,
    );
    await waitFor(() => expect(screen.getAllByTestId('bet-row')).toHaveLength(BETS.length));
    await waitFor(() => expect(screen.getByTestId('history').textContent).toContain('♥'));
    const text = visibleText(inst);
    expect(text).not.toMatch(RAW);
    // Bet rows + details + history rounds: the baccarat coup's 10♦ and the players' words for the sides.
    expect([...document.querySelectorAll('.ob-card')].filter((e) => e.textContent === '10♦')).toHaveLength(3);
    for (const side of ['player', 'banker', 'dragon', 'tiger']) expect(text).toContain(inst.t(`records.outcome.${side}`));
    expect(text).toContain(inst.t('house.bet.player'));
    const red = [...document.querySelectorAll('.ob-card.ob-red')].map((e) => e.textContent);
    expect(red).toEqual(expect.arrayContaining(['A♥', '8♥', '10♦', 'K♦']));
    expect([...document.querySelectorAll('.ob-num.ob-red')].map((e) => e.textContent)).toContain('32');
  }, 15_000);
});
