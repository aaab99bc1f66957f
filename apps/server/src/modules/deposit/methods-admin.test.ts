import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, paymentMethods } from '../../db/schema/index.js';
import { depositor } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, operatorToken } from '../../../test/wallet-helpers.js';

/** Payment methods and providers in the operator console (issue 14 "Finance"); players see each change. */
const t = useTestApp();
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});
const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/deposit/${path}`, body, { token, lang: 'en' });
type Method = { id: number; type: string; name: string; minAmount: string; maxAmount: string; provider: string | null };

describe('payment methods admin (issue 14)', () => {
  it('limits, names and the receiving account reach the deposit screen; audited before → after', async () => {
    const p = await depositor(t);
    const all = await op<{ list: (Method & { name: Record<string, string> })[] }>('method/list', {});
    const bank = all.body.data.list.find((m) => m.type === 'bankTransfer')!;
    const saved = await op<Method>('method/save', { id: bank.id, minAmount: '50', maxAmount: '5000.50', name: { zh: '银行转账', en: 'Bank transfer' }, account: { bankName: 'Demo Bank', accountName: 'Demo Ltd', accountNo: '6222 0000 1111' } });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const offered = await as(t, p)<Method[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { lang: 'en' });
    const seen = offered.body.data.find((m) => m.id === bank.id)!;
    expect([seen.name, seen.minAmount, seen.maxAmount]).toEqual(['Bank transfer', '50.00', '5000.50']);
    const account = await as(t, p)<{ accountNo?: string; bankName?: string }>('/web/recharge/getRechargeAccountInfo', { methodId: bank.id });
    expect(account.body.data).toMatchObject({ bankName: 'Demo Bank', accountNo: '6222 0000 1111' });
    const [row] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `method:${bank.id}`));
    expect([(row!.before as Method).maxAmount, (row!.after as Method).maxAmount]).toEqual([bank.maxAmount, '5000.50']);

    expect((await op('method/save', { id: bank.id, enabled: false })).body.code).toBe(0);
    const hidden = await as(t, p)<Method[]>('/web/pay/paymentMethod/getPaymentMethod', {});
    expect(hidden.body.data.some((m) => m.id === bank.id)).toBe(false);
  });

  it('refuses limits out of range or crossed, unknown methods and extra account fields; nothing changes', async () => {
    const [m] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.type, 'thirdParty'));
    for (const body of [
      { id: m!.id, minAmount: '0' },
      { id: m!.id, minAmount: '-5' },
      { id: m!.id, maxAmount: '1000000.01' },
      { id: m!.id, minAmount: '10.001' },
      { id: m!.id, minAmount: '900', maxAmount: '800' },
      { id: m!.id, account: { evil: '<script>' } },
      { id: m!.id, name: {} },
    ]) {
      const res = await op('method/save', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([200, 1000]);
    }
    expect((await op('method/save', { id: 999_999, enabled: true })).body.code).toBe(1005);
    const [same] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, m!.id));
    expect([same!.minAmount, same!.maxAmount]).toEqual([m!.minAmount, m!.maxAmount]);
  });

  it('a provider switched off hides its methods from players; back on shows them', async () => {
    const p = await depositor(t);
    const providers = await op<{ list: { code: string; enabled: boolean }[] }>('provider/list', {});
    expect(providers.body.data.list.find((x) => x.code === 'sandbox')?.enabled).toBe(true);
    const types = async () => (await as(t, p)<Method[]>('/web/pay/paymentMethod/getPaymentMethod', {})).body.data.map((m) => m.provider);
    expect(await types()).toContain('sandbox');
    expect((await op('provider/update', { code: 'sandbox', enabled: false })).body.code).toBe(0);
    expect(await types()).not.toContain('sandbox');
    expect((await op('provider/update', { code: 'sandbox', enabled: true })).body.code).toBe(0);
    expect(await types()).toContain('sandbox');
    expect((await op('provider/update', { code: 'nope', enabled: true })).body.code).toBe(1005);
  });
});
