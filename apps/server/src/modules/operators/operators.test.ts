import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operatorAudit, operators, users } from '../../db/schema/index.js';
import { post, useRouteCompilers } from '../../http/route.js';
import { audit, OPERATOR_ROLES, operatorPost, OPERATOR_PERMISSION_DOC } from '../../platform/index.js';
import { operatorApi } from './routes.js';
import { createOperator } from './service.js';
import { callFrom } from '../../../test/account-helpers.js';
import { methodOf } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { bindCard, firstBankId, readyPlayer, WITHDRAW_PASSWORD } from '../../../test/payout-helpers.js';
import { as, createPlayer, expectLedgerOk, operatorToken } from '../../../test/wallet-helpers.js';

const t = useTestApp();
const tokens: Record<'owner' | 'finance' | 'support' | 'marketing', string> = { owner: '', finance: '', support: '', marketing: '' };

async function loginAs(username: string, password: string): Promise<string> {
  const res = await t.call<{ token: string }>('/admin/api/login', { username, password });
  expect(res.body.code).toBe(0);
  return res.body.data.token;
}

beforeAll(async () => {
  tokens.owner = await operatorToken(t);
  for (const role of ['finance', 'support', 'marketing'] as const) {
    await createOperator(t.database.db, { username: `op-${role}`, password: 'operator-secret-2', role });
    tokens[role] = await loginAs(`op-${role}`, 'operator-secret-2');
  }
});

/**
 * Every operator route of the app with its permission, from its OpenAPI document (operatorPost writes the permission
 * there), so a new route is covered without editing this list.
 */
function operatorRoutes(): { url: string; permission: string }[] {
  const doc = t.app.swagger() as { paths: Record<string, { post: { description?: string } }> };
  return Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/admin/api/') && p !== '/admin/api/login' && p !== '/admin/api/logout')
    .map(([url, item]) => ({ url, permission: (item.post.description ?? '').replace(OPERATOR_PERMISSION_DOC, '') }));
}

describe('operator roles and auth (api-contract-wave2.md "Operators")', () => {
  it('the contract routes are all there with their permissions; every route declares a known one', () => {
    const routes = new Map(operatorRoutes().map((r) => [r.url, r.permission]));
    const expected: Record<string, string> = {
      'deposit/approve': 'finance',
      'deposit/list': 'finance',
      'deposit/reject': 'finance',
      'ledger/check': 'finance',
      'wallet/adjust': 'finance',
      'withdraw/approve': 'finance',
      'withdraw/list': 'finance',
      'withdraw/reject': 'finance',
      me: 'any',
      'totp/setup': 'any',
      'totp/enable': 'any',
      'operator/list': 'owner',
      'operator/create': 'owner',
      'operator/update': 'owner',
      'operator/resetPassword': 'owner',
      'operator/resetTotp': 'owner',
      'operator/unlock': 'owner',
      'audit/list': 'owner',
      'content/banner/delete': 'marketing',
      'content/banner/list': 'marketing',
      'content/banner/save': 'marketing',
      'content/uploadImage': 'marketing',
      'content/notice/delete': 'marketing',
      'content/notice/list': 'marketing',
      'content/notice/save': 'marketing',
      'content/website/list': 'owner',
      'content/website/set': 'owner',
      'deposit/export': 'finance',
      'deposit/method/list': 'finance',
      'deposit/method/save': 'finance',
      'deposit/method/uploadImage': 'finance',
      'deposit/provider/list': 'finance',
      'deposit/provider/update': 'finance',
      'ledger/journal': 'finance',
      'ledger/reconciliation': 'finance',
      'help/list': 'marketing',
      'help/update': 'marketing',
      'lobby/game/list': 'marketing',
      'lobby/game/update': 'marketing',
      'lobby/venue/list': 'marketing',
      'lobby/venue/update': 'marketing',
      'settings/list': 'owner',
      'settings/set': 'owner',
      'withdraw/export': 'finance',
      'audit/export': 'owner',
      'player/export': 'support',
      'player/postings/export': 'support',
      'player/transfers/export': 'support',
      'player/deposits/export': 'support',
      'player/withdrawals/export': 'support',
      'player/bets/export': 'support',
      'player/logins/export': 'support',
      'dashboard/daily/export': 'finance',
      'ledger/reconciliation/export': 'finance',
      'welfare/list': 'marketing',
      'welfare/export': 'marketing',
      'welfare/summary': 'marketing',
      'jobs/list': 'any',
      'jobs/run': 'owner',
      'vip/levels': 'any',
      'vip/level/update': 'marketing',
      'vip/history': 'support',
      'vip/setLevel': 'support',
      'feedback/list': 'support',
      'feedback/info': 'support',
      'feedback/reply': 'support',
      'feedback/close': 'support',
      'message/send': 'support',
      'message/list': 'support',
      'message/withdraw': 'support',
      'cashbox/summary': 'finance',
      'player/list': 'support',
      'lobby/names': 'any',
      'report/players': 'finance',
      'report/players/export': 'finance',
      'report/games': 'finance',
      'report/games/export': 'finance',
      'report/venues': 'finance',
      'report/venues/export': 'finance',
    };
    for (const [path, permission] of Object.entries(expected)) expect(routes.get(`/admin/api/${path}`), path).toBe(permission);
    for (const [url, permission] of routes) expect([...OPERATOR_ROLES, 'any'], url).toContain(permission);
  });

  it('every operator route: 401 without a token, 401 for a player’s token, 403 (code 403) for each role without the permission', async () => {
    const player = await createPlayer(t);
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const { url, permission } of routes) {
      const none = await t.call(url, {});
      expect([none.status, none.body.code], url).toEqual([401, 401]);
      const asPlayer = await t.call(url, {}, { token: player.token });
      expect([asPlayer.status, asPlayer.body.code], url).toEqual([401, 401]);
      for (const role of OPERATOR_ROLES) {
        if (role === 'owner' || role === permission || permission === 'any') continue;
        const denied = await t.call(url, {}, { token: tokens[role], lang: 'en' });
        expect([denied.status, denied.body.code, denied.body.msg], `${url} as ${role}`).toEqual([403, 403, 'You do not have permission to do this']);
      }
    }
  });

  it('finance and owner pass the permission check', async () => {
    for (const role of ['owner', 'finance'] as const) {
      expect((await t.call('/admin/api/deposit/list', { page: 1, size: 10 }, { token: tokens[role] })).body.code, role).toBe(0);
      expect((await t.call('/admin/api/withdraw/list', { page: 1, size: 10 }, { token: tokens[role] })).body.code, role).toBe(0);
      // validation runs after the permission check
      expect((await t.call('/admin/api/deposit/approve', {}, { token: tokens[role] })).body.code, role).toBe(1000);
    }
  });

  it('the built-in admin is owner; a disabled operator’s token stops working', async () => {
    expect((await t.database.db.select({ role: operators.role }).from(operators).where(eq(operators.username, 'admin')))[0]).toEqual({ role: 'owner' });
    await createOperator(t.database.db, { username: 'op-gone', password: 'operator-secret-3', role: 'finance' });
    const token = await loginAs('op-gone', 'operator-secret-3');
    await t.database.db.update(operators).set({ status: 'disabled' }).where(eq(operators.username, 'op-gone'));
    expect((await t.call('/admin/api/deposit/list', { page: 1, size: 10 }, { token })).status).toBe(401);
  });

  it('a route without a declared permission fails at registration; operatorPost outside the operator API throws', async () => {
    const app = Fastify();
    useRouteCompilers(app);
    // A bare app: the route helper reads only this of the configuration (the answer check of tests).
    app.decorate('config', { CHECK_ANSWERS: 'off' } as FastifyInstance['config']);
    const unguarded = async (scope: FastifyInstance) => {
      post(scope, { path: '/oops', summary: 'forgot the permission', tags: [], output: z.null(), handler: () => null });
    };
    const start = async () => {
      await app.register(operatorApi, { modules: { bad: unguarded } });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('operator route POST /admin/api/bad/oops declares no permission');
    await app.close().catch(() => undefined);

    const outside = Fastify();
    expect(() => operatorPost(outside, { path: '/x', permission: 'owner', summary: '', tags: [], handler: () => null })).toThrow(/inside the operator API/);
    await outside.close();
  });
});

describe('operator audit (one helper: platform/audit.ts)', () => {
  const auditOf = (action: string, target: string) =>
    t.database.db.select().from(operatorAudit).where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)));

  it('each operator write leaves one audit row with the operator’s name and address', async () => {
    const finance = { token: tokens.finance };
    const ip = '203.0.113.7';
    // wallet/adjust
    const p = await readyPlayer(t);
    expect((await callFrom(t, ip, '/admin/api/wallet/adjust', { username: p.username, amount: '500', reason: 'goodwill' }, finance)).body.code).toBe(0);
    expect(await auditOf('wallet.adjust', p.username)).toEqual([
      expect.objectContaining({ operatorName: 'op-finance', ip, detail: expect.objectContaining({ amount: '500.00', reason: 'goodwill' }) }),
    ]);
    // withdraw/reject and withdraw/approve (before a deposit adds a turnover requirement)
    const cardId = await bindCard(t, p, await firstBankId(t));
    const withdrawal = async () =>
      (await as(t, p)<{ orderNo: string }>('/web/withdraw/withdraw', { method: 'bankCard', withdrawPassword: WITHDRAW_PASSWORD, type: 'instant', accountId: cardId, amount: 100 })).body.data
        .orderNo;
    const refused = await withdrawal();
    expect((await callFrom(t, ip, '/admin/api/withdraw/reject', { orderNo: refused, reason: 'card frozen' }, finance)).body.code).toBe(0);
    expect(await auditOf('withdraw.reject', refused)).toEqual([expect.objectContaining({ operatorName: 'op-finance', ip, detail: expect.objectContaining({ reason: 'card frozen' }) })]);
    const paid = await withdrawal();
    expect((await callFrom(t, ip, '/admin/api/withdraw/approve', { orderNo: paid }, finance)).body.code).toBe(0);
    expect(await auditOf('withdraw.approve', paid)).toEqual([expect.objectContaining({ operatorName: 'op-finance', ip })]);
    // deposit/reject and deposit/approve
    await t.database.db.update(users).set({ phone: '13912345678' }).where(eq(users.id, p.userId));
    const bank = await methodOf(t, p, 'bankTransfer');
    const order = async () => (await as(t, p)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: 100, depositorName: '李四' })).body.data.orderNo;
    const rejected = await order();
    expect((await callFrom(t, ip, '/admin/api/deposit/reject', { orderNo: rejected, reason: 'no money' }, finance)).body.code).toBe(0);
    expect(await auditOf('deposit.reject', rejected)).toEqual([expect.objectContaining({ operatorName: 'op-finance', ip, detail: expect.objectContaining({ reason: 'no money' }) })]);
    const approved = await order();
    expect((await callFrom(t, ip, '/admin/api/deposit/approve', { orderNo: approved }, finance)).body.code).toBe(0);
    expect(await auditOf('deposit.approve', approved)).toEqual([expect.objectContaining({ operatorName: 'op-finance', ip })]);
    // a refused write leaves no audit row
    expect((await callFrom(t, ip, '/admin/api/wallet/adjust', { username: p.username, amount: '1', reason: 'x' }, { token: tokens.support })).status).toBe(403);
    expect(await auditOf('wallet.adjust', p.username)).toHaveLength(1);
    await expectLedgerOk(t);
  });

  it('before and after keep any JSON value as given: bare strings that look like numbers, booleans or JSON stay strings', async () => {
    const values: unknown[] = ['plain', '42', 'true', 'null', '{"a":1}', '[1]', '', 7, false, { status: 'frozen' }, ['x'], null];
    const actor = { operatorId: null, operatorName: 'cli:test' };
    for (const [i, value] of values.entries()) {
      await audit(t.database.db, { operator: actor, action: 'test.value', target: `v${i}`, before: value, after: i === 0 ? undefined : value });
    }
    const rows = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'test.value')).orderBy(operatorAudit.id);
    expect(rows.map((r) => r.before)).toEqual(values);
    expect(rows.map((r) => r.after)).toEqual([null, ...values.slice(1)]);
    const listed = await t.call<{ list: { target: string; before: unknown }[] }>('/admin/api/audit/list', { action: 'test.value', page: 1, size: 100 }, { token: tokens.owner });
    expect(listed.body.data.list.map((r) => r.before).reverse()).toEqual(values);
  });

  it('no code but the helper writes operator_audit', () => {
    const src = path.join(import.meta.dirname, '../..');
    const writers = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`db${path.sep}`))
      .filter((f) => fs.readFileSync(path.join(src, f), 'utf8').includes('operatorAudit'));
    expect(writers).toEqual([path.join('platform', 'audit.ts')]);
  });
});

describe('operator lists page one way ({ list, total, page, size })', () => {
  it('deposit/list and withdraw/list answer the same page shape', async () => {
    for (const url of ['/admin/api/deposit/list', '/admin/api/withdraw/list']) {
      const res = await t.call<{ list: unknown[]; total: number; page: number; size: number }>(url, { page: 2, size: 1 }, { token: tokens.owner });
      expect(res.body.code, url).toBe(0);
      expect(Object.keys(res.body.data).sort(), url).toEqual(['list', 'page', 'size', 'total']);
      expect(res.body.data, url).toMatchObject({ page: 2, size: 1 });
      expect(res.body.data.list.length, url).toBe(res.body.data.total >= 2 ? 1 : 0);
    }
  });
});
