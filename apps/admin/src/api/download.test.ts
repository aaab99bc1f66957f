import { ERROR_CODES, errorMessage } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardDailyExport, depositExport, playerListExport, reconciliationExport, withdrawExport } from './admin';
import { attachmentName, configureRequest, download, getToken, setToken } from './request';

const onUnauthorized = vi.fn();
const onError = vi.fn();
let restore: () => void;
let clicked: { href: string; download: string }[];
let blobs: Blob[];
beforeEach(() => {
  onUnauthorized.mockReset();
  onError.mockReset();
  restore = configureRequest({ lang: () => 'en', onUnauthorized, onError, onCode: () => false });
  // Calls need a session (without one they are not sent, issue 22).
  setToken('tok-0');
  clicked = [];
  blobs = [];
  vi.stubGlobal('URL', Object.assign(Object.create(URL) as object, { createObjectURL: (b: Blob) => (blobs.push(b), `blob:test/${blobs.length}`), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFile(body: string, headers: Record<string, string>, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { status, headers });
    }),
  );
  return calls;
}

describe('CSV export (one download helper)', () => {
  it('POSTs the list filter with the token and saves the streamed file under the server’s name', async () => {
    setToken('tok-csv');
    const calls = stubFile('\uFEFForderNo,amount\r\nD1,100.00\r\n', { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="deposits-20261124.csv"' });
    const name = await depositExport({ status: 'under_review' });
    expect(name).toBe('deposits-20261124.csv');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/admin/api/deposit/export');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ token: 'tok-csv', lang: 'en', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ status: 'under_review' });
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'deposits-20261124.csv' }]);
    expect(await blobs[0]!.text()).toContain('D1,100.00');
    // The link is not left in the page.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('without a file name from the server, the caller’s name', async () => {
    const calls = stubFile('a,b\r\n', { 'content-type': 'text/csv' });
    expect(await withdrawExport({})).toBe('withdrawals.csv');
    expect(calls[0]!.url).toBe('/admin/api/withdraw/export');
    expect(clicked[0]!.download).toBe('withdrawals.csv');
  });

  it('the player 360 lists, the dashboard days and the reconciliation export to their own routes with their filter', async () => {
    const calls = stubFile('a\r\n', { 'content-type': 'text/csv' });
    expect(await playerListExport('bets', { userId: 42 })).toBe('player-42-bets.csv');
    expect(await dashboardDailyExport({ from: '2026-11-01', to: '2026-11-24' })).toBe('dashboard-daily.csv');
    expect(await reconciliationExport({ from: '2026-11-20', to: '2026-11-24' })).toBe('reconciliation.csv');
    expect(calls.map((c) => [c.url, JSON.parse(String(c.init.body))])).toEqual([
      ['/admin/api/player/bets/export', { userId: 42 }],
      ['/admin/api/dashboard/daily/export', { from: '2026-11-01', to: '2026-11-24' }],
      ['/admin/api/ledger/reconciliation/export', { from: '2026-11-20', to: '2026-11-24' }],
    ]);
  });

  it('a refusal comes as the envelope: shown in the console language, nothing saved; 401 ends the session', async () => {
    stubFile(JSON.stringify({ code: ERROR_CODES.permissionDenied, msg: 'x', data: null }), { 'content-type': 'application/json' }, 403);
    await expect(download('deposit/export', {})).rejects.toMatchObject({ code: ERROR_CODES.permissionDenied, message: errorMessage('permissionDenied', 'en') });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([]);

    setToken('tok-old');
    stubFile(JSON.stringify({ code: ERROR_CODES.notLoggedIn, msg: 'x', data: null }), { 'content-type': 'application/json' }, 401);
    await expect(download('withdraw/export', {})).rejects.toMatchObject({ code: ERROR_CODES.notLoggedIn });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(clicked).toEqual([]);
  });

  it('reads quoted, bare and RFC 5987 file names', () => {
    expect(attachmentName('attachment; filename="a b.csv"', 'x.csv')).toBe('a b.csv');
    expect(attachmentName('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(attachmentName("attachment; filename*=UTF-8''%E5%85%85%E5%80%BC.csv", 'x.csv')).toBe('充值.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
