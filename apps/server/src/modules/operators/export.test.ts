import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../lib/csv.js';
import { createPlayer, operatorToken } from '../../../test/wallet-helpers.js';
import { useTestApp } from '../../../test/helpers.js';

/**
 * CSV export of operator lists (issue 14 "Reports"): streamed in keyset batches, every row once, oldest first,
 * spreadsheet-safe cells; the same permission as the list.
 */
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});

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
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell(null)).toBe('');
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
