import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from '@app/shared';
import { ledgerJournals } from '../db/schema/index.js';
import { depositor, gatewayPay, methodOf } from '../../test/deposit-helpers.js';
import { fundVenue, openHouse, play } from '../../test/house-helpers.js';
import { useTestApp } from '../../test/helpers.js';
import { as, expectLedgerOk, fund, operatorToken } from '../../test/wallet-helpers.js';

/**
 * Ledger tools of the operator console (issue 14): a journal looked up by order number, and the daily cash
 * reconciliation (opening + deposits + withdrawals + adjustments + game results = closing) with business-day
 * boundaries (Asia/Shanghai): 23:59:59 belongs to the day, 00:00:00 to the next.
 */
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});
const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/ledger/${path}`, body, { token, lang: 'en' });
const minor = (s: string) => toMinor(s)!;

type Day = { day: string; opening: string; deposits: string; withdrawals: string; adjustments: string; gameResults: string; transfers: string; other: string; closing: string; transfersNetZero: boolean };

async function journalsOf(type: string) {
  return t.database.db.select({ id: ledgerJournals.id, reference: ledgerJournals.reference }).from(ledgerJournals).where(eq(ledgerJournals.type, type));
}
async function moveJournals(ids: number[], at: string) {
  await t.database.db.update(ledgerJournals).set({ createdAt: new Date(at) }).where(inArray(ledgerJournals.id, ids));
}

describe('ledger tools (issue 14)', () => {
  it('reconciles each business day: the day ends at 23:59:59 Shanghai time, closings chain into openings, sums match the money moved', async () => {
    const p = await depositor(t, 'rc');
    await fund(t, p, '1000');
    const method = await methodOf(t, p, 'thirdParty');
    const order = await as(t, p)<{ orderNo: string }>('/web/sandbox/createOrder', { methodId: method.id, amount: 200 });
    expect(order.body.code).toBe(0);
    expect((await gatewayPay(t, order.body.data.orderNo, undefined, { token: p.token })).body?.code).toBe(0);
    // The adjustment at 23:59:59 of 1 August (Shanghai), the deposit at 00:00:00 of 2 August.
    await moveJournals((await journalsOf('adjust')).map((j) => j.id), '2026-08-01T15:59:59Z');
    await moveJournals((await journalsOf('deposit')).map((j) => j.id), '2026-08-01T16:00:00Z');

    const past = await op<{ list: Day[] }>('reconciliation', { from: '2026-07-31', to: '2026-08-02' });
    expect(past.body.code, past.body.msg).toBe(0);
    expect(past.body.data.list.map((d) => [d.day, d.opening, d.adjustments, d.deposits, d.closing])).toEqual([
      ['2026-07-31', '0.00', '0.00', '0.00', '0.00'],
      ['2026-08-01', '0.00', '1000.00', '0.00', '1000.00'],
      ['2026-08-02', '1000.00', '0.00', '200.00', '1200.00'],
    ]);

    // Today: 300 into the house venue (a transfer between the player's own wallets), one baccarat round.
    await fundVenue(t, p, 'house_live', 300);
    const session = await openHouse(t, p, 'house_live', 'baccarat');
    const round = await play(t, session.session, 'baccarat', [{ type: 'banker', amount: '10.00' }]);
    expect(round.body.code).toBe(0);
    const gameResult = minor(round.body.data.payout) - minor('10.00');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const now = await op<{ list: Day[] }>('reconciliation', { from: today, to: today });
    const [d] = now.body.data.list;
    // fundVenue funds 300 more by adjustment first (test helper), then transfers it.
    expect([d!.opening, d!.adjustments, d!.transfers, d!.gameResults, d!.transfersNetZero]).toEqual(['1200.00', '300.00', '0.00', formatMinor(gameResult), true]);
    // The only player of this file: what the platform owes at the end of today is what the player holds.
    const balances = await as(t, p)<{ userBalanceMap: { total: string } }>('/web/user/getUserBalance');
    expect(d!.closing).toBe(balances.body.data.userBalanceMap.total);
    await expectLedgerOk(t);
  });

  it('finds the journal of an order number with its postings; an unknown number finds nothing', async () => {
    const [deposit] = await journalsOf('deposit');
    const found = await op<{ list: { type: string; postings: { account: string; amount: string }[] }[] }>('journal', { orderNo: deposit!.reference });
    expect(found.body.code).toBe(0);
    expect(found.body.data.list).toHaveLength(1);
    expect(found.body.data.list[0]!.type).toBe('deposit');
    expect(found.body.data.list[0]!.postings.map((p) => p.amount).sort()).toEqual(['-200.00', '200.00']);
    expect(found.body.data.list[0]!.postings.some((p) => /^rc.* · central$/.test(p.account))).toBe(true);
    expect((await op<{ list: unknown[] }>('journal', { orderNo: 'NO-SUCH-ORDER' })).body.data.list).toEqual([]);
  });

  it('refuses a reversed or too long period and malformed days', async () => {
    for (const body of [{ from: '2026-08-02', to: '2026-08-01' }, { from: '2026-01-01', to: '2026-06-01' }, { from: '2026-13-01', to: '2026-13-02' }, { from: 'yesterday', to: 'today' }, {}]) {
      const res = await op('reconciliation', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([200, 1000]);
    }
    expect((await op('journal', { orderNo: '' })).body.code).toBe(1000);
  });
});
