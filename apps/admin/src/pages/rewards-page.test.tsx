/** The rewards page (issue 15): welfare/list rows with filters, statuses in words, CSV export, bonus cost by kind. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../api/request';
import { ok, stubApi } from '../test/fetch-stub';
import { inEnglish, meAs, renderRoutes, SLOW } from '../test/render';
import { welfareItem, WELFARE_SUMMARY } from '../test/rewards-fixtures';
import RewardsPage from './RewardsPage';

let restore: () => void;
beforeEach(async () => {
  await inEnglish();
  restore = configureRequest({ lang: () => 'en', onError: () => undefined, onUnauthorized: () => undefined, onCode: () => false });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ITEMS = [
  welfareItem(),
  welfareItem({ id: 502, kind: 'weeklyRedPacket', amount: '38.00', status: 'received', periodKey: '2026-11-21', receivedAt: '2026-11-21T06:00:00.000Z' }),
  welfareItem({ id: 503, userId: 8, username: 'player8', kind: 'upgradeGift', amount: '18.00', status: 'expired', periodKey: 'level:2' }),
];

function stub() {
  return stubApi({
    me: meAs('marketing'),
    'welfare/list': (body) => {
      const list = ITEMS.filter((i) => (!body.kind || i.kind === body.kind) && (!body.status || i.status === body.status) && (!body.username || i.username === body.username));
      return ok({ list, total: list.length, page: body.page, size: body.size });
    },
    'welfare/summary': ok({ list: WELFARE_SUMMARY }),
    'welfare/export': () => new Response('\uFEFFid,username\r\n501,player7\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="welfare-20261124.csv"' } }),
  });
}

const rowsOf = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent ?? '');

describe('rewards page', () => {
  it('lists welfare items with kinds and statuses in words, the player linked to player 360', async () => {
    const calls = stub();
    renderRoutes([{ path: '/rewards', element: <RewardsPage /> }], '/rewards');
    const table = await screen.findByTestId('welfare-table', {}, SLOW);
    await within(table).findByText('player8', {}, SLOW);
    const rows = rowsOf('welfare-table');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Daily rebate');
    expect(rows[0]).toContain('12.34');
    expect(rows[0]).toContain('Ready to claim');
    expect(rows[0]).toContain('Virtual');
    expect(rows[1]).toContain('Weekly red packet');
    expect(rows[1]).toContain('Received');
    expect(rows[2]).toContain('Upgrade gift');
    expect(rows[2]).toContain('Expired');
    expect(rows[2]).toContain('level:2');
    expect(within(table).getByText('player8').closest('a')!.getAttribute('href')).toBe('/players/8');
    expect(calls.find((c) => c.url.endsWith('welfare/list'))!.body).toEqual({ page: 1, size: 20 });
  });

  it('filters by player, kind and status, and exports the CSV of the same filter', async () => {
    const calls = stub();
    const clicked: string[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as object, { createObjectURL: () => 'blob:test/1', revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderRoutes([{ path: '/rewards', element: <RewardsPage /> }], '/rewards');
    await screen.findByText('player8', {}, SLOW);

    const kind = screen.getByTestId('rewards-kind');
    fireEvent.mouseDown(kind.querySelector('.ant-select-content') ?? kind);
    fireEvent.click(await screen.findByTitle('Weekly red packet', {}, SLOW));
    await waitFor(() => expect(rowsOf('welfare-table')).toHaveLength(1), SLOW);
    const status = screen.getByTestId('rewards-status');
    fireEvent.mouseDown(status.querySelector('.ant-select-content') ?? status);
    fireEvent.click(await screen.findByTitle('Received', {}, SLOW));
    const search = screen.getByTestId('rewards-username').querySelector('input') ?? screen.getByTestId('rewards-username');
    fireEvent.change(search, { target: { value: ' player7 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('welfare/list')).at(-1)!.body).toEqual({ kind: 'weeklyRedPacket', status: 'received', username: 'player7', page: 1, size: 20 }), SLOW);

    fireEvent.click(screen.getByTestId('welfare-export'));
    await waitFor(() => expect(clicked).toEqual(['welfare-20261124.csv']), SLOW);
    expect(calls.find((c) => c.url.endsWith('welfare/export'))!.body).toEqual({ kind: 'weeklyRedPacket', status: 'received', username: 'player7' });
  });

  it('filters by the days the items were offered', async () => {
    const calls = stub();
    renderRoutes([{ path: '/rewards', element: <RewardsPage /> }], '/rewards');
    await screen.findByText('player8', {}, SLOW);
    const [from, to] = screen.getAllByTestId('rewards-range');
    fireEvent.mouseDown(from!);
    fireEvent.change(from!, { target: { value: '2026-11-20' } });
    fireEvent.keyDown(from!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(to!, { target: { value: '2026-11-23' } });
    fireEvent.keyDown(to!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('welfare/list')).at(-1)!.body).toEqual({ from: '2026-11-20', to: '2026-11-23', page: 1, size: 20 }), SLOW);
  });

  it('shows the bonus cost by kind for the last seven platform days, with the total', async () => {
    const calls = stub();
    renderRoutes([{ path: '/rewards', element: <RewardsPage /> }], '/rewards');
    const summary = await screen.findByTestId('welfare-summary', {}, SLOW);
    await within(summary).findByText('Total', {}, SLOW);
    const rows = rowsOf('welfare-summary');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Daily rebate');
    expect(rows[0]).toContain('1520.40');
    expect(rows[0]).toContain('(120 items)');
    expect(rows[0]).toContain('1100.10');
    expect(rows[1]).toContain('Weekly red packet');
    // 1520.40 + 480.00, 1100.10 + 320.00, 80.00 + 60.00.
    expect(rows[2]).toContain('2000.40');
    expect(rows[2]).toContain('(150 items)');
    expect(rows[2]).toContain('1420.10');
    expect(rows[2]).toContain('140.00');
    const body = calls.find((c) => c.url.endsWith('welfare/summary'))!.body as { from: string; to: string };
    expect(body.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000).toBe(6);
  });
});
