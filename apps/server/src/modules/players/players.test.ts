// @postgres: the prefix search's plan on PostgreSQL's index
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, userSessions, users } from '../../db/schema/index.js';
import { createOperator } from '../operators/service.js';
import { callFrom } from '../../../test/account-helpers.js';
import { depositor, methodOf } from '../../../test/deposit-helpers.js';
import { TEST_DB, useTestApp } from '../../../test/helpers.js';
import { bindCard, cardNo, firstBankId, readyPlayer, WITHDRAW_PASSWORD } from '../../../test/payout-helpers.js';
import { as, createPlayer, expectLedgerOk, fund, operatorToken, type Player } from '../../../test/wallet-helpers.js';

/**
 * Operator player tools and dashboard routes (issue 14, COMMON-14 "ops-players builds"): permissions of every
 * route, audit rows of every write, freeze (401 at once, login refused), withdrawal freeze, search by each
 * key, masking, and parallel freezes.
 */
const t = useTestApp();
type Role = 'owner' | 'finance' | 'support' | 'marketing';
const tokens: Record<Role, string> = { owner: '', finance: '', support: '', marketing: '' };
let nextIp = 0;
const ip = () => `10.9.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;
const op = <T = unknown>(path: string, body: unknown, role: Role = 'owner') => t.call<T>(`/admin/api/${path}`, body, { token: tokens[role], lang: 'en' });

/** Every route of this helper with the permission it must declare (owner passes all). */
const ROUTES: Record<string, Role> = {
  'dashboard/summary': 'finance',
  'dashboard/daily': 'finance',
  'dashboard/byGameType': 'finance',
  'player/search': 'support',
  'player/list': 'support',
  'player/detail': 'support',
  'player/reveal': 'owner',
  'player/postings': 'support',
  'player/transfers': 'support',
  'player/deposits': 'support',
  'player/withdrawals': 'support',
  'player/bets': 'support',
  'player/logins': 'support',
  'player/payoutAccounts': 'support',
  'player/freeze': 'support',
  'player/unfreeze': 'support',
  'player/freezeWithdraw': 'support',
  'player/unfreezeWithdraw': 'support',
  'player/resetWithdrawPassword': 'support',
  'player/unbindPhone': 'support',
  'player/logout': 'support',
  'player/markAgent': 'marketing',
  'player/note': 'support',
};

beforeAll(async () => {
  tokens.owner = await operatorToken(t);
  for (const role of ['finance', 'support', 'marketing'] as const) {
    await createOperator(t.database.db, { username: `pl-${role}`, password: 'operator-secret-9', role });
    const res = await t.call<{ token: string }>('/admin/api/login', { username: `pl-${role}`, password: 'operator-secret-9' });
    tokens[role] = res.body.data.token;
  }
});

async function auditOf(target: string) {
  return t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, target)).orderBy(operatorAudit.id);
}

/** A player registered through the app (a real password, so login can be tried). */
async function member(name: string): Promise<Player & { password: string }> {
  const password = 'pass1234';
  const res = await callFrom<{ token: string; userInfo: { userId: number } }>(t, ip(), '/web/guest/user/register', { username: name, password, confirmPassword: password, agree: true }, { 'user-agent': 'TestPhone/1.0 (iOS 18)' });
  expect(res.body.code).toBe(0);
  return { userId: res.body.data.userInfo.userId, username: name, token: res.body.data.token, password };
}
const login = (p: { username: string; password: string }) =>
  callFrom<{ token: string }>(t, ip(), '/web/guest/user/login', { username: p.username, password: p.password }, { 'user-agent': 'Desk/2.0', lang: 'en' });
const me = (token: string) => t.call('/web/user/getUserInfo', undefined, { token });

describe('every route: 401 without or with a player token, 403 for a role without the permission', () => {
  it.each(Object.entries(ROUTES))('%s (%s)', async (route, permission) => {
    const player = await createPlayer(t);
    const url = `/admin/api/${route}`;
    expect([(await t.call(url, {})).status, (await t.call(url, {})).body.code]).toEqual([401, 401]);
    const asPlayer = await t.call(url, {}, { token: player.token });
    expect([asPlayer.status, asPlayer.body.code]).toEqual([401, 401]);
    for (const role of ['finance', 'support', 'marketing'] as const) {
      if (role === permission) continue;
      const denied = await t.call(url, {}, { token: tokens[role], lang: 'en' });
      expect([denied.status, denied.body.code, denied.body.msg], role).toEqual([403, 403, 'You do not have permission to do this']);
    }
    // The permitted role and the owner get past the guard (an empty body is then a clear 1000, never a 5xx).
    for (const role of new Set<Role>([permission, 'owner'])) {
      const res = await t.call(url, {}, { token: tokens[role] });
      expect(res.status, role).toBeLessThan(500);
      expect(res.body.code, role).not.toBe(403);
    }
  });
});

describe('freeze and unfreeze', () => {
  it('frozen: the next player call answers 401, login is refused with accountFrozen; unfrozen: login works again; audited before → after', async () => {
    const p = await member('frosty01');
    const second = await login(p);
    expect((await me(p.token)).body.code).toBe(0);
    const res = await op<{ before: unknown; after: unknown }>('player/freeze', { username: 'FROSTY01', reason: 'chargeback' }, 'support');
    expect(res.body).toMatchObject({ code: 0, data: { username: 'frosty01', before: { status: 'active' }, after: { status: 'frozen' } } });
    for (const token of [p.token, second.body.data.token]) expect([(await me(token)).status, (await me(token)).body.code]).toEqual([401, 401]);
    const refused = await login(p);
    expect(refused.body).toMatchObject({ code: 3004, msg: 'This account is frozen, please contact customer service' });
    expect((await op('player/unfreeze', { username: 'frosty01' }, 'support')).body).toMatchObject({ code: 0, data: { before: { status: 'frozen' }, after: { status: 'active' } } });
    // Ended sessions stay ended; a new login works.
    expect((await me(p.token)).status).toBe(401);
    const again = await login(p);
    expect(again.body.code).toBe(0);
    expect((await me(again.body.data.token)).body.code).toBe(0);
    expect((await auditOf('frosty01')).map((a) => [a.operatorName, a.action, a.before, a.after, a.detail])).toEqual([
      ['pl-support', 'player.freeze', { status: 'active' }, { status: 'frozen' }, { reason: 'chargeback', sessionsEnded: 2 }],
      ['pl-support', 'player.unfreeze', { status: 'frozen' }, { status: 'active' }, {}],
    ]);
    expect((await op('player/freeze', { username: 'nobody-here', reason: 'x' })).body.code).toBe(2091);
    expect((await op('player/freeze', { username: 'frosty01', reason: '' })).body.code).toBe(1000);
  });

  it('10 parallel freezes and unfreezes end consistent: the audit chain links, the final state is the last after, no live session while frozen', async () => {
    const p = await member('racer001');
    for (let i = 0; i < 3; i++) await login(p);
    const calls = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? op('player/freeze', { username: p.username, reason: `r${i}` }, 'support') : op('player/unfreeze', { username: p.username }, 'support'),
    );
    const results = await Promise.all([...calls, login(p), login(p)]);
    for (const r of results.slice(0, 10)) expect(r.body.code).toBe(0);
    const rows = (await auditOf(p.username)).filter((a) => a.action === 'player.freeze' || a.action === 'player.unfreeze');
    expect(rows).toHaveLength(10);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.before).toEqual(rows[i - 1]!.after);
    const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, p.userId));
    expect({ status: row!.status }).toEqual(rows.at(-1)!.after);
    if (row!.status === 'frozen') {
      const live = await t.database.db.select().from(userSessions).where(and(eq(userSessions.userId, p.userId), isNull(userSessions.revokedAt)));
      // A login racing the last freeze may have written a session, but it is never usable (the lookup needs an active user).
      for (const s of live) expect(s.createdAt).toBeDefined();
      expect((await me(p.token)).status).toBe(401);
    }
  });

  it('logout ends every session (401), login still works; audited', async () => {
    const p = await member('leaver01');
    const other = await login(p);
    const res = await op('player/logout', { username: p.username }, 'support');
    expect(res.body).toMatchObject({ code: 0, data: { before: { liveSessions: 2 }, after: { liveSessions: 0 } } });
    expect((await me(p.token)).status).toBe(401);
    expect((await me(other.body.data.token)).status).toBe(401);
    expect((await login(p)).body.code).toBe(0);
    expect((await auditOf(p.username)).map((a) => a.action)).toEqual(['player.logout']);
  });
});

describe('withdrawal freeze, secondary password, phone, agent, note', () => {
  it('freezeWithdraw refuses withdrawals with a clear error (nothing moves); unfreezeWithdraw allows them again', async () => {
    const p = await readyPlayer(t);
    await fund(t, p, '500');
    const cardId = await bindCard(t, p, await firstBankId(t));
    const withdraw = () =>
      as(t, p)('/web/withdraw/withdraw', { method: 'bankCard', accountId: cardId, amount: 100, withdrawPassword: WITHDRAW_PASSWORD, type: 'instant' }, { lang: 'en' });
    expect((await op('player/freezeWithdraw', { username: p.username, reason: 'kyc' }, 'support')).body).toMatchObject({
      code: 0,
      data: { before: { withdrawFrozen: false }, after: { withdrawFrozen: true } },
    });
    const refused = await withdraw();
    expect(refused.body).toMatchObject({ code: 2232, msg: 'Withdrawals are frozen on your account, please contact customer service' });
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('500.00');
    // The player can still use the account.
    expect((await me(p.token)).body.code).toBe(0);
    const detail = await op<{ withdrawFrozen: boolean }>('player/detail', { userId: p.userId }, 'support');
    expect(detail.body.data.withdrawFrozen).toBe(true);
    expect((await op('player/unfreezeWithdraw', { username: p.username }, 'support')).body.code).toBe(0);
    expect((await withdraw()).body.code).toBe(0);
    expect((await auditOf(p.username)).filter((a) => a.action.startsWith('player.')).map((a) => [a.action, a.before, a.after])).toEqual([
      ['player.freezeWithdraw', { withdrawFrozen: false }, { withdrawFrozen: true }],
      ['player.unfreezeWithdraw', { withdrawFrozen: true }, { withdrawFrozen: false }],
    ]);
    await expectLedgerOk(t);
  });

  it('resetWithdrawPassword, unbindPhone, markAgent (marketing) and note: each changes the player and is audited', async () => {
    const p = await readyPlayer(t);
    const [{ phone }] = (await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.id, p.userId))) as [{ phone: string }];
    expect((await op('player/resetWithdrawPassword', { username: p.username }, 'support')).body.data).toMatchObject({ before: { hasWithdrawPassword: true }, after: { hasWithdrawPassword: false } });
    const unbound = await op<{ before: { phone: string } }>('player/unbindPhone', { username: p.username }, 'support');
    expect(unbound.body.data).toMatchObject({ after: { phone: null } });
    expect(unbound.body.data.before.phone).not.toContain(phone);
    expect((await op('player/markAgent', { username: p.username, isAgent: true }, 'marketing')).body.data).toMatchObject({ before: { isAgent: false }, after: { isAgent: true } });
    const note = await op<{ id: number; operatorName: string; text: string }>('player/note', { userId: p.userId, text: 'called about a bonus' }, 'support');
    expect(note.body.data).toMatchObject({ operatorName: 'pl-support', text: 'called about a bonus' });
    const info = await as(t, p)<{ userInfo: { hasWithdrawPassword: boolean; phoneBound: boolean; isAgent: boolean } }>('/web/user/getUserInfo');
    expect(info.body.data.userInfo).toMatchObject({ hasWithdrawPassword: false, phoneBound: false, isAgent: true });
    const detail = await op<{ notes: { text: string }[]; isAgent: boolean; phone: null; hasWithdrawPassword: boolean }>('player/detail', { userId: p.userId }, 'support');
    expect(detail.body.data).toMatchObject({ isAgent: true, phone: null, hasWithdrawPassword: false, notes: [{ text: 'called about a bonus' }] });
    const audit = await auditOf(p.username);
    expect(audit.map((a) => a.action)).toEqual(['player.resetWithdrawPassword', 'player.unbindPhone', 'player.markAgent', 'player.note']);
    for (const a of audit) expect(JSON.stringify(a)).not.toContain(phone);
    expect((await op('player/note', { userId: 999999999, text: 'x' }, 'support')).body.code).toBe(2091);
    expect((await op('player/note', { userId: p.userId, text: '  ' }, 'support')).body.code).toBe(1000);
  });
});

describe('search, the player view, masking and reveal', () => {
  let p: Player;
  let depositOrderNo = '';
  let withdrawOrderNo = '';
  const phone = '13812345678';
  const fullCard = cardNo();
  beforeAll(async () => {
    p = await readyPlayer(t);
    await t.database.db.update(users).set({ username: 'findme_42x', phone, realName: '欧阳娜娜', email: 'nana.ouyang@example.com' }).where(eq(users.id, p.userId));
    p = { ...p, username: 'findme_42x' };
    await createPlayer(t, 'findmeX'); // matches the prefix "findme" but not "findme_"
    await fund(t, p, '300');
    const cardId = await bindCard(t, p, await firstBankId(t), { cardNo: fullCard, cardholder: '欧阳娜娜' });
    const w = await as(t, p)<{ orderNo: string }>('/web/withdraw/withdraw', {
      method: 'bankCard',
      accountId: cardId,
      amount: 100,
      withdrawPassword: WITHDRAW_PASSWORD,
      type: 'instant',
    });
    withdrawOrderNo = w.body.data.orderNo;
    const d = await depositor(t);
    await t.database.db.update(users).set({ phone: null }).where(eq(users.id, d.userId));
    const dp = await readyPlayer(t);
    const bank = await methodOf(t, dp, 'bankTransfer');
    const order = await as(t, dp)<{ orderNo: string }>('/web/recharge/recharge', { methodId: bank.id, amount: 100, depositorName: '张三' });
    depositOrderNo = order.body.data.orderNo;
  });

  const search = (keyword: string) => op<{ list: { username: string; central: string }[]; total: number }>('player/search', { keyword, page: 1, size: 20 }, 'support');

  it('finds a player by username prefix (any case), exact phone, exact real name, deposit and withdrawal order numbers', async () => {
    expect((await search('FINDME_4')).body.data).toMatchObject({ total: 1, list: [{ username: 'findme_42x', central: '200.00' }] });
    expect((await search('findme')).body.data.total).toBe(2);
    expect((await search(phone)).body.data.list.map((r) => r.username)).toEqual(['findme_42x']);
    expect((await search('1381234567')).body.data.total).toBe(0); // phone: exact only
    expect((await search('欧阳娜娜')).body.data.list.map((r) => r.username)).toEqual(['findme_42x']);
    expect((await search(withdrawOrderNo)).body.data.list.map((r) => r.username)).toEqual(['findme_42x']);
    expect((await search(depositOrderNo)).body.data.total).toBe(1);
    // LIKE wildcards are literal: "%" and "_" match nothing by themselves.
    expect((await search('%')).body.data.total).toBe(0);
    expect((await search('findme%42')).body.data.total).toBe(0);
    expect((await search('')).body.code).toBe(1000);
  });

  it('detail masks real name, phone and e-mail; payout accounts are masked; the full values never appear; reveal (owner) is audited', async () => {
    const detail = await op<Record<string, unknown>>('player/detail', { userId: p.userId }, 'support');
    expect(detail.body.data).toMatchObject({ username: 'findme_42x', realName: '欧***', phone: '138****5678', email: 'nana.******@example.com', withdrawFrozen: false });
    expect(detail.body.data.totals).toEqual({ deposits: '0.00', withdrawals: '0.00', bets: '0.00', payouts: '0.00' });
    expect(detail.body.data.wallets).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'central', balance: '200.00' })]));
    const accounts = await op<{ list: { account: string; holder: string }[] }>('player/payoutAccounts', { userId: p.userId, page: 1, size: 10 }, 'support');
    expect(accounts.body.data.list[0]).toMatchObject({ account: `${'*'.repeat(fullCard.length - 4)}${fullCard.slice(-4)}`, holder: '欧***' });
    const withdrawalsList = await op('player/withdrawals', { userId: p.userId, page: 1, size: 10 }, 'support');
    const everything = JSON.stringify([detail.body, accounts.body, withdrawalsList.body]);
    for (const full of [phone, '欧阳娜娜', 'nana.ouyang', fullCard]) expect(everything).not.toContain(full);

    expect((await op('player/reveal', { userId: p.userId, field: 'phone' }, 'support')).body.code).toBe(403);
    expect((await op('player/reveal', { userId: p.userId, field: 'phone' })).body.data).toEqual({ value: phone });
    expect((await op('player/reveal', { userId: p.userId, field: 'email' })).body.data).toEqual({ value: 'nana.ouyang@example.com' });
    expect((await op('player/reveal', { userId: p.userId, field: 'passwordHash' })).body.code).toBe(1000);
    const reveals = (await auditOf('findme_42x')).filter((a) => a.action === 'player.reveal');
    expect(reveals.map((a) => [a.operatorName, a.detail])).toEqual([
      ['admin', { field: 'phone' }],
      ['admin', { field: 'email' }],
    ]);
    for (const a of reveals) expect(JSON.stringify(a)).not.toContain(phone);
  });

  it('the lists page with a total: postings, withdrawals, logins with IP and device', async () => {
    const m = await member('devicer01');
    await login(m);
    const logins = await op<{ list: { ip: string; device: string }[]; total: number }>('player/logins', { userId: m.userId, page: 1, size: 1 }, 'support');
    expect(logins.body.data).toMatchObject({ total: 2, page: 1, size: 1, list: [{ device: 'Desk/2.0' }] });
    const page2 = await op<{ list: { device: string }[] }>('player/logins', { userId: m.userId, page: 2, size: 1 }, 'support');
    expect(page2.body.data.list).toMatchObject([{ device: 'TestPhone/1.0 (iOS 18)' }]);
    const postings = await op<{ list: { accountName: string; amount: string; kind: string; orderNo: string }[]; total: number }>('player/postings', { userId: p.userId, page: 1, size: 20 }, 'support');
    expect(postings.body.data.total).toBe(3); // adjust credit, withdraw request (central − and locked +)
    expect(postings.body.data.list.filter((x) => x.kind === 'withdraw').map((x) => [x.accountName, x.amount]).sort()).toEqual([
      ['central', '-100.00'],
      ['locked', '100.00'],
    ]);
    const ws = await op<{ list: { orderNo: string; status: string }[]; total: number }>('player/withdrawals', { userId: p.userId, page: 1, size: 20 }, 'support');
    expect(ws.body.data).toMatchObject({ total: 1, list: [{ orderNo: withdrawOrderNo, status: 'under_review' }] });
    for (const list of ['transfers', 'deposits', 'bets']) {
      const res = await op<{ total: number }>(`player/${list}`, { userId: p.userId, page: 1, size: 20 }, 'support');
      expect([res.body.code, res.body.data.total], list).toEqual([0, 0]);
    }
  });

  it.skipIf(TEST_DB !== 'pg')('the username prefix search can use the pattern-ops index (PostgreSQL plan)', async () => {
    await t.database.db.execute(sql`SET enable_seqscan = off`);
    const plan = await t.database.db.execute(sql`EXPLAIN SELECT id FROM users WHERE username LIKE 'findme\\_4%'`);
    await t.database.db.execute(sql`SET enable_seqscan = on`);
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain('users_username_prefix');
  });
});

describe('player/list: recent players by filters, no keyword (issue 24)', () => {
  /** Five players with known registration days, logins, VIP levels, statuses and balances (Shanghai days). */
  async function seedList(tag: string) {
    const made: Player[] = [];
    const plan = [
      { registered: '2026-10-01T02:00:00Z', login: '2026-10-02T03:00:00Z', vip: 1, status: 'active', funds: '0' },
      { registered: '2026-10-05T15:30:00Z', login: null, vip: 3, status: 'active', funds: '250.00' }, // 23:30 Shanghai, 5 Oct
      { registered: '2026-10-05T16:30:00Z', login: '2026-11-20T10:00:00Z', vip: 5, status: 'frozen', funds: '1000.00' }, // 00:30 Shanghai, 6 Oct
      { registered: '2026-10-20T01:00:00Z', login: '2026-11-21T10:00:00Z', vip: 8, status: 'active', funds: '99.99' },
      { registered: '2026-11-01T01:00:00Z', login: '2026-11-22T10:00:00Z', vip: 10, status: 'active', funds: '100.00' },
    ];
    for (const [i, p] of plan.entries()) {
      const player = await createPlayer(t, `${tag}${i}`);
      await t.database.db
        .update(users)
        .set({ createdAt: new Date(p.registered), lastLoginAt: p.login ? new Date(p.login) : null, vipLevel: p.vip, status: p.status })
        .where(eq(users.id, player.userId));
      if (p.funds !== '0') await fund(t, player, p.funds);
      made.push(player);
    }
    return made;
  }
  type Row = { userId: number; username: string; vipLevel: number; status: string; registeredAt: string; lastLoginAt: string | null; central: string };
  const names = (rows: Row[], tag: string) => rows.map((r) => r.username).filter((u) => u.startsWith(tag));

  it('lists newest first with the latest login and balance; each filter on both sides of its bound', async () => {
    const tag = 'lst';
    const made = await seedList(tag);
    const list = (body: Record<string, unknown>) => op<{ list: Row[]; total: number }>('player/list', { size: 100, ...body }, 'support');
    const all = await list({});
    expect(all.body.code).toBe(0);
    expect(names(all.body.data.list, tag)).toEqual([4, 3, 2, 1, 0].map((i) => made[i]!.username));
    expect(all.body.data.list.find((r) => r.userId === made[2]!.userId)).toEqual({
      userId: made[2]!.userId, username: made[2]!.username, vipLevel: 5, status: 'frozen', registeredAt: '2026-10-05T16:30:00.000Z', lastLoginAt: '2026-11-20T10:00:00.000Z', central: '1000.00',
    });
    // Status.
    expect(names((await list({ status: 'frozen' })).body.data.list, tag)).toEqual([made[2]!.username]);
    // VIP range, both ends included.
    expect(names((await list({ vipMin: 3, vipMax: 8 })).body.data.list, tag)).toEqual([3, 2, 1].map((i) => made[i]!.username));
    // Registration days are Shanghai days: 23:30 on 5 Oct is the 5th, 00:30 on 6 Oct is the 6th.
    expect(names((await list({ registeredFrom: '2026-10-05', registeredTo: '2026-10-05' })).body.data.list, tag)).toEqual([made[1]!.username]);
    expect(names((await list({ registeredFrom: '2026-10-06', registeredTo: '2026-10-20' })).body.data.list, tag)).toEqual([3, 2].map((i) => made[i]!.username));
    // Latest login days; a player who never logged in is not in any login range.
    expect(names((await list({ lastLoginFrom: '2026-11-21' })).body.data.list, tag)).toEqual([4, 3].map((i) => made[i]!.username));
    expect(names((await list({ lastLoginTo: '2026-11-20' })).body.data.list, tag)).toEqual([2, 0].map((i) => made[i]!.username));
    // Central balance, both ends included, in yuan.
    expect(names((await list({ balanceMin: '100', balanceMax: '250' })).body.data.list, tag)).toEqual([4, 1].map((i) => made[i]!.username));
    expect(names((await list({ balanceMin: '100.01', balanceMax: '249.99' })).body.data.list, tag)).toEqual([]);
    // Sorted by latest login (never last) or balance.
    expect(names((await list({ sort: 'lastLogin' })).body.data.list, tag)).toEqual([4, 3, 2, 0, 1].map((i) => made[i]!.username));
    expect(names((await list({ sort: 'balance' })).body.data.list, tag)).toEqual([2, 1, 4, 3, 0].map((i) => made[i]!.username));
    // Paging with the total of the filter.
    const page = await list({ vipMin: 3, size: 2, page: 2 });
    expect(page.body.data).toMatchObject({ page: 2, size: 2 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(4);
  });

  it('refuses crossed or malformed bounds with a validation error; the login sets the latest login', async () => {
    for (const body of [{ vipMin: 5, vipMax: 3 }, { registeredFrom: '2026-10-10', registeredTo: '2026-10-01' }, { balanceMin: '10', balanceMax: '5' }, { balanceMin: 'abc' }, { lastLoginFrom: '2026-13-01' }, { status: 'gone' }]) {
      const res = await op('player/list', body, 'support');
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([200, 1000]);
    }
    const player = await createPlayer(t, 'lastlogin');
    const [row] = await t.database.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.id, player.userId));
    expect(row!.at).toBeInstanceOf(Date);
  });
});
