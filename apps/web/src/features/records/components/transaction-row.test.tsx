/**
 * Every code a transaction record may hold reads in words in every language (issue 24 defect 3): the bonus and rebate
 * sources the server writes (BONUS_RECORD_MODES: welfare kinds, a redemption code, an offer bonus, the cashbox
 * interest), the cashbox as a transfer side, and a failed order's amount that moved no money.
 */
import { BONUS_RECORD_MODES, LANG_CODES, TRANSACTION_TYPES, type LangCode } from '@app/shared';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { TransactionRecord } from '../../../api/records';
import { TransactionRow } from './transaction-row';

const walletTexts = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/wallet/*.json', { eager: true, import: 'default' });
const rootTexts = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/*.json', { eager: true, import: 'default' });

async function use(lang: LangCode): Promise<void> {
  await i18next.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: { ...rootTexts[`../../../i18n/locales/${lang}.json`], ...walletTexts[`../../../i18n/locales/wallet/${lang}.json`] } } },
    interpolation: { escapeValue: false },
  });
}

function record(over: Partial<TransactionRecord>): TransactionRecord {
  return { orderNo: 'T1', type: 'bonus', mode: 'redeemCode', amount: '8.00', currency: 'CNY', status: 'success', time: '2026-11-20T08:30:00.000Z', ...over };
}

/** Each text of the row on its own (textContent would glue "Bonus" to "Cashback" into a false camelCase). */
function texts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('strong, small, time, [data-testid="record-amount"], .adm-tag')].map((el) => el.textContent ?? '');
}

function show(r: TransactionRecord): HTMLElement {
  const client = new QueryClient();
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={client}>
        <TransactionRow record={r} onOpen={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('record-row');
}

afterEach(() => cleanup());

/** A code as it is stored: camelCase, snake_case or an arrow of ids. */
const CODE = /\b[a-z]{2,}[A-Z]\w*\b|\b[a-z]+_[a-z_]+\b|→(central|cashbox)\b|\b(central|cashbox)→/;

describe('transaction records in words (issue 24)', () => {
  for (const lang of LANG_CODES) {
    it(`every bonus and rebate source, the cashbox and every type read in words (${lang})`, async () => {
      await use(lang);
      for (const type of ['bonus', 'rebate'] as const) {
        for (const mode of BONUS_RECORD_MODES) {
          const row = show(record({ type, mode }));
          for (const text of texts(row)) expect(text, `${type} ${mode}`).not.toMatch(CODE);
          expect(row.textContent).toContain(i18next.t(`records.source.${mode}`));
          cleanup();
        }
      }
      for (const mode of ['central→cashbox', 'cashbox→central']) {
        const row = show(record({ type: 'transfer', mode, amount: mode.startsWith('central') ? '-30.00' : '10.00' }));
        expect(row.textContent).toContain(i18next.t('records.cashbox'));
        expect(row.textContent).not.toContain(i18next.t('records.venueWallet'));
        cleanup();
      }
      // A source or a method added after these texts reads as its type, never as its code.
      for (const type of TRANSACTION_TYPES.filter((t) => t !== 'adjust')) {
        const row = show(record({ type, mode: 'brandNewCode' }));
        expect(row.textContent).not.toContain('brandNewCode');
        cleanup();
      }
    });
  }

  it('a failed deposit moved nothing: unsigned, struck through, not the credit colour; a pending one is grey', async () => {
    await use('en');
    const failed = show(record({ type: 'deposit', mode: 'bankTransfer', amount: '100.00', status: 'failed' }));
    const amount = failed.querySelector('[data-testid="record-amount"]')!;
    expect(amount.textContent).toBe('100.00');
    expect(amount.className).toContain('tone-void');
    cleanup();
    const pending = show(record({ type: 'deposit', mode: 'bankTransfer', amount: '100.00', status: 'pending' }));
    expect(pending.querySelector('[data-testid="record-amount"]')!.className).toContain('tone-pending');
    cleanup();
    const done = show(record({ type: 'deposit', mode: 'bankTransfer', amount: '100.00', status: 'success' }));
    expect(done.querySelector('[data-testid="record-amount"]')!.textContent).toBe('+100.00');
    expect(done.querySelector('[data-testid="record-amount"]')!.className).toContain('tone-in');
  });
});
