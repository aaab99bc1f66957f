import { csvCell, MAX_PAGE_SIZE, platformToday } from '@app/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from './service.js';
import { registerPlayer } from '../../../test/account-helpers.js';
import { createPlayer, expectLedgerOk, fund, operatorToken } from '../../../test/wallet-helpers.js';
import { useTestApp } from '../../../test/helpers.js';

/**
 * CSV export of operator lists (issue 14 "Reports"): streamed in keyset batches, every row once, oldest first,
 * spreadsheet-safe cells; the same permission as the list.
 */
const t = useTestApp();
let token = '';
const roles = { finance: '', support: '' };
beforeAll(async () => {
  token = await operatorToken(t);
  for (const role of ['finance', 'support'] as const) {
    await createOperator(t.database.db, { username: `csv-${role}`, password: 'operator-secret-5', role });
    roles[role] = (await t.call<{ token: string }>('/admin/api/login', { username: `csv-${role}`, password: 'operator-secret-5' })).body.data.token;
  }
});

/** An export as the console asks it: the file's name and its rows (header first), the byte-order mark checked. */
async function exportOf(path: string, body: object, as = token) {
  const res = await t.app.inject({ method: 'POST', url: `/admin/api/${path}`, headers: { token: as, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  expect(res.statusCode, path).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
  const [header = [], ...rows] = parseCsv(res.body.slice(1));
  return { name, header, rows };
}

/** A list's rows as its CSV holds them (the same cell rules: null empty, numbers and booleans as text). */
const asCells = (header: string[], item: Record<string, unknown>) => header.map((k) => csvCell(item[k]).replace(/^"(.*)"$/s, '$1').replace(/""/g, '"'));

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('CSV export (issue 14)', () => {
  it('exports 2,500 deposit orders across batches, each once, oldest first, with the list’s columns', async () => {
    const p = await createPlayer(t, 'csv');
    await t.database.db.execute(sql`
      INSERT INTO deposit_orders (order_no, user_id, method_id, method_type, currency, amount, credit_amount, status, expires_at)
      SELECT 'CSV' || lpad(g::text, 6, '0'), ${p.userId}, m.id, m.type, 'CNY', 10000 + g, 10000 + g, 'cancelled', now() + interval '1 day'
      FROM generate_series(1, 2500) g, (SELECT id, type FROM payment_methods ORDER BY id LIMIT 1) m`);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/deposit/export', headers: { token, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="deposits-\d{8}T\d{6}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toContain('orderNo');
    const orderNos = rows.map((r) => r[header!.indexOf('orderNo')]);
    const ours = orderNos.filter((n) => n!.startsWith('CSV'));
    expect(ours).toHaveLength(2500);
    expect(new Set(ours).size).toBe(2500);
    expect(ours).toEqual([...ours].sort());
    expect(rows[0]![header!.indexOf('username')]).toBe(p.username);
  });

  it('needs the list’s permission and a valid filter; the withdrawal export answers the same way', async () => {
    expect((await t.call('/admin/api/deposit/export', {})).status).toBe(401);
    expect((await t.call('/admin/api/deposit/export', { status: 'nonsense' }, { token })).body.code).toBe(1000);
    const w = await t.app.inject({ method: 'POST', url: '/admin/api/withdraw/export', headers: { token, 'content-type': 'application/json' }, payload: '{"status":"paid"}' });
    expect(w.statusCode).toBe(200);
    expect(w.body).toBe('\uFEFF');
  });

  it('cells that a spreadsheet would run as formulas are defused; quotes and commas survive', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-cmd')).toBe("'-cmd");
    // OWASP's rule whatever follows (issue 23 item 5): "-1+cmd…" starts like a number and is a formula.
    expect(csvCell("-1+cmd|' /C calc'!A0")).toBe("'-1+cmd|' /C calc'!A0");
    expect(csvCell('-12.50')).toBe("'-12.50");
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell(null)).toBe('');
  });
});

describe('formula guard in the real exports (issue 23 item 5)', () => {
  const ATTACK = "-1+cmd|' /C calc'!A0";

  it('a User-Agent in the player logins export and a login name in the audit export land as text', async () => {
    const p = { username: 'fml23csv', ...(await registerPlayer(t, 'fml23csv')) };
    const login = await t.app.inject({
      method: 'POST',
      url: '/web/guest/user/login',
      headers: { 'content-type': 'application/json', 'user-agent': ATTACK },
      payload: JSON.stringify({ username: p.username, password: 'pass1234' }),
    });
    expect(login.json().code).toBe(0);
    const logins = await exportOf('player/logins/export', { userId: p.userId }, roles.support);
    const devices = logins.rows.map((r) => r[logins.header.indexOf('device')]);
    expect(devices).toContain(`'${ATTACK}`);
    for (const d of devices) expect(d).not.toMatch(/^[=+\-@\t\r]/);

    for (const name of [ATTACK, '=1+1', '+1', '@SUM(1)', '-2+3']) {
      const res = await t.call('/admin/api/login', { username: name, password: 'wrong-password-1' });
      expect(res.body.code).toBe(1113);
      const audit = await exportOf('audit/export', { target: name });
      expect(audit.rows.length, JSON.stringify(name)).toBeGreaterThan(0);
      for (const row of audit.rows) {
        expect(row[audit.header.indexOf('target')]).toBe(`'${name}`);
        expect(row[audit.header.indexOf('operatorName')]).toBe(`'${name}`);
      }
    }
  });

  it('the one CSV writer: every export goes through csvExport, the console writes its codes file with csvLine', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(full);
        return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
      });
    const files = ['apps/server/src', 'apps/admin/src', 'apps/web/src'].flatMap((d) => sources(path.join(root, d)));
    const writers = files.filter((f) => /text\/csv/.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(root, f));
    expect(writers.sort()).toEqual(['apps/admin/src/pages/RedeemCodesPage.tsx', 'apps/server/src/platform/csv-export.ts']);
    expect(fs.readFileSync(path.join(root, writers[0]!), 'utf8')).toMatch(/csvLine\(/);
    expect(fs.readFileSync(path.join(root, 'apps/server/src/lib/csv.ts'), 'utf8')).toMatch(/import \{ csvLine \} from '@app\/shared'/);
    // Every `/export` route answers through csvExport (the Download it returns is the only CSV answer).
    const exporters = files.filter((f) => /\/export['`]/.test(fs.readFileSync(f, 'utf8')) && f.includes('apps/server/src'));
    for (const f of exporters) expect(fs.readFileSync(f, 'utf8'), f).not.toMatch(/new Download\(/);
  });
});

describe('audit log export (issue 14)', () => {
  it('exports the filtered audit log, owner only', async () => {
    const p = await createPlayer(t, 'aud');
    for (let i = 0; i < 3; i++) {
      const res = await t.call('/admin/api/wallet/adjust', { username: p.username, amount: '1.00', reason: `r${i}` }, { token });
      expect(res.body.code).toBe(0);
    }
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/audit/export', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ target: p.username }) });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['id', 'operatorName', 'action', 'target', 'detail', 'before', 'after', 'ip', 'createdAt']);
    expect(rows.map((r) => [r[2], r[3], JSON.parse(r[4]!).reason])).toEqual([
      ['wallet.adjust', p.username, 'r0'],
      ['wallet.adjust', p.username, 'r1'],
      ['wallet.adjust', p.username, 'r2'],
    ]);
  });
});

describe('player export (issue 14)', () => {
  it('lists every player once with the search columns', async () => {
    const p = await createPlayer(t, 'exp');
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/player/export', headers: { token, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['userId', 'username', 'vipLevel', 'status', 'registeredAt', 'central']);
    expect(rows.filter((r) => r[1] === p.username)).toHaveLength(1);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
  });
});

describe('player 360 list exports (issue 14 "Reports")', () => {
  it('postings, transfers, bets and logins: every row once, oldest first, the list’s columns and values; support only', async () => {
    const p = await createPlayer(t, 'p360x');
    await fund(t, p, '250');
    await fund(t, p, '-50');
    // 1,205 bets (two keyset batches) and 3 transfers, written set-wise, in time order as a live table grows.
    await t.database.db.execute(sql`
      INSERT INTO bets (plat_type, game_type, game_code, user_id, source_ref, stake, valid_bet, payout, win_loss, status, placed_at, settled_at)
      SELECT v.plat_type, 'slots', 'g' || (g % 7), ${p.userId}, 'x360-' || g, 100 + g, 100 + g, g % 3 * 150, g % 3 * 150 - 100 - g, 'settled',
             now() - interval '2 days' + g * interval '1 second', now() - interval '2 days' + g * interval '1 second'
      FROM generate_series(1, 1205) g, (SELECT plat_type FROM venues ORDER BY plat_type LIMIT 1) v`);
    await t.database.db.execute(sql`
      INSERT INTO wallet_records (order_no, user_id, type, mode, amount, status, created_at)
      SELECT 'TX360-' || g, ${p.userId}, 'transfer', 'central→house_live', -1000 * g, 'success', now() - interval '1 day' + g * interval '1 minute'
      FROM generate_series(1, 3) g`);

    const listed = async (list: string) => {
      const items: Record<string, unknown>[] = [];
      for (let page = 1; ; page++) {
        const res = await t.call<{ list: Record<string, unknown>[]; total: number }>(`/admin/api/player/${list}`, { userId: p.userId, page, size: MAX_PAGE_SIZE }, { token: roles.support });
        items.push(...res.body.data.list);
        if (items.length >= res.body.data.total) return items.reverse(); // newest first → oldest first
      }
    };
    const counts: Record<string, number> = {};
    for (const list of ['postings', 'transfers', 'bets', 'logins', 'deposits', 'withdrawals']) {
      const file = await exportOf(`player/${list}/export`, { userId: p.userId }, roles.support);
      expect(file.name).toMatch(new RegExp(`^player-${p.userId}-${list}-\\d{8}T\\d{6}\\.csv$`));
      const items = await listed(list);
      if (items.length) expect(file.header, list).toEqual(Object.keys(items[0]!));
      expect(file.rows, list).toEqual(items.map((item) => asCells(file.header, item)));
      counts[list] = file.rows.length;
    }
    expect(counts).toEqual({ postings: 2, transfers: 3, bets: 1205, logins: 1, deposits: 0, withdrawals: 0 });

    // The list's permission (support; owner holds all): finance is refused, and a bad id is a validation error.
    const refused = await t.call('/admin/api/player/bets/export', { userId: p.userId }, { token: roles.finance, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    expect((await t.call('/admin/api/player/bets/export', { userId: 'x' }, { token: roles.support })).body.code).toBe(1000);
    await expectLedgerOk(t);
  });
});

describe('dashboard and reconciliation exports (issue 14 "Reports")', () => {
  const DAY_MS = 86_400_000;
  const today = () => platformToday(new Date());
  const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

  it('dashboard/daily/export holds the daily list’s rows; finance only', async () => {
    // From three days before the day the test starts on to the day it reads on (the same day, or the next one when
    // the run crosses midnight: issue 22).
    const startDay = today();
    const p = await createPlayer(t, 'dash');
    await fund(t, p, '75');
    const range = { from: daysBefore(startDay, 3), to: today() };
    const daily = await t.call<{ list: Record<string, unknown>[] }>('/admin/api/dashboard/daily', range, { token: roles.finance });
    const file = await exportOf('dashboard/daily/export', range, roles.finance);
    expect(file.name).toMatch(/^dashboard-daily-\d{8}T\d{6}\.csv$/);
    expect(file.header).toEqual(['day', 'deposits', 'withdrawals', 'netCash', 'bets', 'payouts', 'ggr', 'registrations', 'activePlayers', 'firstDepositors']);
    expect(daily.body.data.list).toHaveLength(4 + (range.to === startDay ? 0 : 1));
    expect(file.rows).toEqual(daily.body.data.list.map((row) => asCells(file.header, row)));
    expect(file.rows.slice(-2).some((row) => row[file.header.indexOf('registrations')] !== '0')).toBe(true);

    const refused = await t.call('/admin/api/dashboard/daily/export', range, { token: roles.support, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    expect((await t.call('/admin/api/dashboard/daily/export', { from: range.to, to: range.from }, { token: roles.finance })).body.code).toBe(1000);
  });

  it('ledger/reconciliation/export holds the report’s rows and its currency; finance only', async () => {
    const startDay = today();
    const p = await createPlayer(t, 'recx');
    await fund(t, p, '120');
    const range = { from: daysBefore(startDay, 2), to: today() };
    const report = await t.call<{ currency: string; list: Record<string, unknown>[] }>('/admin/api/ledger/reconciliation', range, { token: roles.finance });
    const file = await exportOf('ledger/reconciliation/export', range, roles.finance);
    expect(file.name).toMatch(/^reconciliation-\d{8}T\d{6}\.csv$/);
    expect(file.header).toEqual(['day', 'opening', 'deposits', 'withdrawals', 'adjustments', 'gameResults', 'transfers', 'other', 'closing', 'transfersNetZero', 'currency']);
    expect(file.rows).toEqual(report.body.data.list.map((row) => asCells(file.header, { ...row, currency: report.body.data.currency })));
    expect(file.rows.map((r) => r[0])).toEqual([daysBefore(startDay, 2), daysBefore(startDay, 1), startDay, ...(range.to === startDay ? [] : [range.to])]);
    expect(file.rows.at(-1)!.at(-2)).toBe('true');

    const refused = await t.call('/admin/api/ledger/reconciliation/export', range, { token: roles.support, lang: 'en' });
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    await expectLedgerOk(t);
  });
});
