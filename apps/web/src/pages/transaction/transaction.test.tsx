import { act, fireEvent, screen, waitFor, cleanup } from '@testing-library/react';
import type { i18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../app/paths';
import { END_HINT_MS } from '../../components/paged-list';
import { initI18n, loadTexts } from '../../i18n';
import { oneVenue, renderMemberScreen, stubApi } from '../../test/app';
import Transaction from './transaction';

let i18next: i18n;
beforeAll(async () => {
  i18next = await initI18n('en');
  await loadTexts('wallet');
});

const TOTAL = 25;
let queries: URLSearchParams[];

function record(i: number) {
  return {
    orderNo: `T${String(i).padStart(4, '0')}`,
    type: i % 2 ? 'transfer' : 'adjust',
    mode: i % 2 ? 'central→house_live' : 'welcome credit',
    amount: i % 2 ? '-10.00' : '25.50',
    currency: 'CNY',
    status: 'success',
    time: '2026-11-20T08:30:00.000Z',
  };
}

beforeEach(() => {
  // jsdom lays nothing out: InfiniteScroll skips an element without offsetParent (hidden); say it is shown.
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  queries = [];
  stubApi({
    '/web/transactionRecord/queryTransactionRecordList': (call) => {
      queries.push(call.query);
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      const type = call.query.get('type');
      const all = Array.from({ length: TOTAL }, (_, i) => record(i)).filter((r) => !type || r.type === type);
      return { list: all.slice((page - 1) * size, page * size), total: all.length, page, size };
    },
    '/web/user/getTransWalletBalanceInfo': oneVenue,
  });
});

afterEach(() => {
  // Unmount before the body is emptied, or React finds its container gone.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function renderRecords(): void {
  renderMemberScreen(i18next, <Transaction />, PATHS.transaction);
}

describe('transaction records', () => {
  it('pages through the list, signs and names each row, then shows "no more" for 2 s', async () => {
    renderRecords();
    await waitFor(() => expect(screen.getAllByTestId('record-row').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByTestId('record-row')).toHaveLength(TOTAL));
    expect(queries.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(queries.every((q) => !q.has('type'))).toBe(true);
    const rows = screen.getAllByTestId('record-row');
    expect(rows[1]!.textContent).toContain('Central wallet → Live');
    expect(rows[1]!.textContent).toContain('-10.00');
    expect(rows[0]!.textContent).toContain('+25.50');
    expect(rows[0]!.textContent).toContain('welcome credit');

    const hint = screen.getByTestId('list-end');
    await waitFor(() => expect(hint.className).not.toContain('hidden'));
    await act(async () => new Promise((r) => setTimeout(r, END_HINT_MS + 200)));
    expect(screen.getByTestId('list-end').className).toContain('hidden');
  }, 15_000);

  it('filters by the chosen type tab and opens a row in the detail route', async () => {
    renderRecords();
    await screen.findAllByTestId('record-row');
    const tab = [...document.querySelectorAll<HTMLElement>('.adm-tabs-tab')].find((el) => el.textContent === 'Adjustment');
    fireEvent.click(tab!);
    await waitFor(() => expect(queries.at(-1)?.get('type')).toBe('adjust'));
    await waitFor(() => expect(screen.getAllByTestId('record-row').every((r) => r.textContent?.includes('Adjustment'))).toBe(true));
    fireEvent.click(screen.getAllByTestId('record-row')[0]!);
    expect(window.location.hash).toBe(`#${PATHS.transactionDetail}?orderNo=T0000`);
  });
});
