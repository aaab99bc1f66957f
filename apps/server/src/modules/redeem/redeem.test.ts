import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { normalizeRedeemCode } from '@app/shared';
import { operatorAudit, redeemBatches, redeemCodes, redeemRedemptions, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { balanceOf } from '../../../test/deposit-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { createPlayer, expectLedgerOk, operatorToken, roleToken, type Player } from '../../../test/wallet-helpers.js';
import { settableClock } from '../../../test/welfare-helpers.js';
import * as settings from '../settings/service.js';
import { remainingTurnover } from '../turnover/service.js';
import { newRedeemCode } from './service.js';

/**
 * Redemption codes (issue 16): generation through the operator API (hashes only stored), normalisation, each
 * refusal at its boundary, the per-player and per-IP failure throttle, the operator routes. Every test ends with
 * the ledger invariants. The race of 20 parallel redemptions is in redeem-concurrency.test.ts (PostgreSQL).
 */
const clock = settableClock('2026-11-20T10:00:00Z');
/** The waits the throttle asked for (recorded instead of waited). */
const pauses: number[] = [];
const t = useTestApp({ TRUST_PROXY: '1' }, { now: clock.now, pause: async (ms) => void pauses.push(ms) });
let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

type Use = { amount: string; central: string; turnover: string };
/** A redemption as the player, from `ip` (a fresh address unless given: the IP throttle stays out of the way). */
function use(p: Player, code: string, ip = freshIp()) {
  return t.call<Use & { retryAfterSeconds?: number }>('/web/user/redeemCode/use', { code }, { token: p.token, 'x-forwarded-for': ip, lang: 'en' });
}

let token: string | null = null;
async function op<T>(path: string, body: unknown) {
  token ??= await operatorToken(t);
  return t.call<T>(`/admin/api/redeem/${path}`, body, { token });
}
type Generated = { batch: { id: number; amount: string; count: number; redeemed: number; disabled: boolean }; codes: string[] };
async function generate(input: Record<string, unknown>) {
  const res = await op<Generated>('generate', { amount: '10', count: 2, ...input });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

describe('redemption codes', () => {
  beforeEach(() => clock.set('2026-11-20T10:00:00Z'));

  it('generates 80-bit codes stored only as hashes; a code redeems once, typed any readable way, with its turnover', async () => {
    const { batch, codes } = await generate({ amount: '88.50', count: 5, turnoverMultiple: 2, remark: 'launch' });
    expect(batch).toMatchObject({ amount: '88.50', count: 5, redeemed: 0, disabled: false });
    expect(codes).toHaveLength(5);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Nothing of a plain code in the tables: only SHA-256 of the canonical form.
    const stored = await t.database.db.select().from(redeemCodes).where(eq(redeemCodes.batchId, batch.id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((c) => createHash('sha256').update(c.replace(/-/g, '')).digest('hex')).sort());
    const dump = JSON.stringify([stored, await t.database.db.select().from(redeemBatches), await t.database.db.select().from(operatorAudit)], (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    for (const c of codes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace(/-/g, ''));
    }
    // Typed in lower case, with spaces, O for 0, I or L for 1: the same code.
    const typed = codes[0]!.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    const p = await createPlayer(t, 'rd');
    const first = await use(p, ` ${typed} `);
    expect(first.body).toMatchObject({ code: 0, data: { amount: '88.50', central: '88.50', turnover: '177.00' } });
    expect(await balanceOf(t, p)).toBe('88.50');
    expect(await remainingTurnover(t.database.db, p.userId)).toBe(177_00n);
    // Again, by the same or another player: used, nothing moves.
    expect((await use(p, codes[0]!)).body.code).toBe(2852);
    const q = await createPlayer(t, 'rd');
    const again = await use(q, codes[0]!, freshIp());
    expect([again.body.code, again.body.msg]).toEqual([2852, 'This redemption code has already been used']);
    expect(await balanceOf(t, q)).toBe('0.00');
    const list = await op<{ list: Generated['batch'][] }>('batches', { page: 1, size: 10 });
    expect(list.body.data.list.find((b) => b.id === batch.id)).toMatchObject({ redeemed: 1, count: 5 });
    await expectLedgerOk(t);
  });

  it('normalises what a player types and refuses anything else', () => {
    const code = newRedeemCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(normalizeRedeemCode(`${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8).toLowerCase()}`)).toBe(code);
    expect(normalizeRedeemCode('oooo-iiii-llll-0000')).toBe('0000111111110000');
    expect(normalizeRedeemCode(code.slice(1))).toBeNull();
    expect(normalizeRedeemCode(`${code}0`)).toBeNull();
    expect(normalizeRedeemCode(`${code.slice(1)}U`)).toBeNull(); // U is not in Crockford's alphabet
  });

  it('an unknown or malformed code is invalid', async () => {
    await generate({});
    const p = await createPlayer(t, 'rd');
    expect((await use(p, 'ABCD-EFGH-JKMN-PQRS')).body.code).toBe(2850);
    expect((await use(p, 'not a code')).body.code).toBe(2850);
    await expectLedgerOk(t);
  });

  it('expires at the second: redeemable one second before expires_at, not at it', async () => {
    const expiresAt = '2026-11-20T12:00:00.000Z';
    const { codes } = await generate({ expiresAt });
    const p = await createPlayer(t, 'rd');
    clock.set(new Date(Date.parse(expiresAt) - 1000));
    expect((await use(p, codes[0]!)).body.code).toBe(0);
    clock.set(expiresAt);
    expect((await use(p, codes[1]!)).body).toMatchObject({ code: 2851, msg: 'This redemption code has expired' });
    clock.set('2026-11-20T10:00:00Z');
    // A batch may not be generated already expired.
    expect((await op('generate', { amount: '1', count: 1, expiresAt: '2026-11-20T09:59:59Z' })).body.code).toBe(1000);
    await expectLedgerOk(t);
  });

  it('VIP minimum: level − 1 is refused, the level itself redeems', async () => {
    const { codes } = await generate({ vipMin: 3 });
    const p = await createPlayer(t, 'rd');
    await t.database.db.update(users).set({ vipLevel: 2 }).where(eq(users.id, p.userId));
    expect((await use(p, codes[0]!)).body.code).toBe(2854);
    await t.database.db.update(users).set({ vipLevel: 3 }).where(eq(users.id, p.userId));
    expect((await use(p, codes[0]!)).body.code).toBe(0);
    await expectLedgerOk(t);
  });

  it('one per player: a second code of the batch is refused for that player, not for another', async () => {
    const { codes } = await generate({ count: 3, onePerPlayer: true });
    const [p, q] = [await createPlayer(t, 'rd'), await createPlayer(t, 'rd')];
    expect((await use(p, codes[0]!)).body.code).toBe(0);
    expect((await use(p, codes[1]!)).body.code).toBe(2855);
    expect((await use(q, codes[1]!)).body.code).toBe(0);
    expect(await balanceOf(t, p)).toBe('10.00');
    // Without the flag, one player may redeem several codes of a batch.
    const many = await generate({});
    expect((await use(p, many.codes[0]!)).body.code).toBe(0);
    expect((await use(p, many.codes[1]!)).body.code).toBe(0);
    await expectLedgerOk(t);
  });

  it('a disabled batch refuses its codes; disabling is audited once and needs the marketing permission', async () => {
    const { batch, codes } = await generate({});
    const p = await createPlayer(t, 'rd');
    expect((await use(p, codes[0]!)).body.code).toBe(0);
    const support = await roleToken(t, 'support', 'rdsupport');
    expect((await t.call('/admin/api/redeem/disable', { id: batch.id }, { token: support })).body.code).toBe(403);
    expect((await t.call('/admin/api/redeem/generate', { amount: '1', count: 1 }, { token: support })).body.code).toBe(403);
    expect((await t.call('/admin/api/redeem/batches', {})).body.code).toBe(401);
    const marketing = await roleToken(t, 'marketing', 'rdmarketing');
    const off = await t.call<{ batch: { disabled: boolean } }>('/admin/api/redeem/disable', { id: batch.id }, { token: marketing });
    expect(off.body.data.batch.disabled).toBe(true);
    await t.call('/admin/api/redeem/disable', { id: batch.id }, { token: marketing });
    expect((await use(p, codes[1]!)).body.code).toBe(2853);
    // A used code of a disabled batch still reads used.
    expect((await use(p, codes[0]!)).body.code).toBe(2852);
    const audits = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `batch:${batch.id}`));
    expect(audits.map((a) => a.action).sort()).toEqual(['redeem.disable', 'redeem.generate']);
    expect((await op('disable', { id: 999_999 })).body.code).toBe(1005);
    await expectLedgerOk(t);
  });

  it('exports a batch as CSV: which code id was redeemed by whom, never the codes', async () => {
    const { batch, codes } = await generate({ count: 3 });
    const p = await createPlayer(t, 'rd');
    await use(p, codes[1]!);
    token ??= await operatorToken(t);
    const csv = await t.app.inject({ method: 'POST', url: '/admin/api/redeem/export', headers: { token, 'content-type': 'application/json' }, payload: JSON.stringify({ id: batch.id }) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="redeem-batch-${batch.id}-\\d{8}T\\d{6}\\.csv"$`));
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split(/\r\n/);
    expect(lines[0]).toBe('codeId,batchId,redeemed,userId,username,redeemedAt');
    expect(lines).toHaveLength(4);
    expect(lines.filter((l) => l.includes(p.username))).toHaveLength(1);
    for (const c of codes) expect(csv.body).not.toContain(c);
  });

  it('throttles failures per player: max − 1 failures leave a right code working, max block even a right code for the window', async () => {
    const { codes } = await generate({ count: 3 });
    const p = await createPlayer(t, 'rd');
    const max = await settings.get(t.database.db, 'redeem_player_max_failures');
    for (let i = 0; i < max - 1; i++) expect((await use(p, 'WRONG-CODE')).body.code).toBe(2850);
    expect((await use(p, codes[0]!)).body.code).toBe(0);
    expect((await use(p, 'WRONG-CODE')).body.code).toBe(2850); // the max-th failure
    const blocked = await use(p, codes[1]!);
    expect(blocked.body).toMatchObject({ code: 429, data: { retryAfterSeconds: 900 } });
    expect(await t.database.db.select().from(redeemRedemptions).where(eq(redeemRedemptions.userId, p.userId))).toHaveLength(1);
    // One second before the window ends: still waiting; at its end: a right code works.
    clock.set(new Date(Date.parse('2026-11-20T10:15:00Z') - 1000));
    expect((await use(p, codes[1]!)).body).toMatchObject({ code: 429, data: { retryAfterSeconds: 1 } });
    clock.set('2026-11-20T10:15:00Z');
    expect((await use(p, codes[1]!)).body.code).toBe(0);
    clock.set('2026-11-20T10:00:00Z');
    await expectLedgerOk(t);
  });

  it('an address locks nobody out (issue 23 finding 12): past its bar it slows only players who failed there, doubling up to the maximum', async () => {
    await settings.set(t.database.db, 'redeem_ip_max_failures', 6);
    try {
      const { codes } = await generate({ count: 4 });
      const ip = freshIp();
      const failed: Player[] = [];
      for (let i = 0; i < 3; i++) {
        const p = await createPlayer(t, 'rd');
        failed.push(p);
        expect((await use(p, 'WRONG-CODE', ip)).body.code).toBe(2850);
        expect((await use(p, 'WRONG-CODE', ip)).body.code).toBe(2850);
      }
      pauses.length = 0;
      // Six failures from the address: a player who has not failed there redeems at once.
      const late = await createPlayer(t, 'rd');
      expect((await use(late, codes[0]!, ip)).body.code).toBe(0);
      expect(pauses).toEqual([]);
      // One who has failed there waits (redeem_ip_delay_ms), then is answered as usual.
      expect((await use(failed[0]!, codes[1]!, ip)).body.code).toBe(0);
      expect(pauses).toEqual([500]);
      // Each further failure there doubles the wait, up to redeem_ip_delay_max_ms; an answer every time, never a 429 for the address.
      for (const p of [failed[1]!, failed[1]!, failed[1]!, failed[2]!, failed[2]!, failed[2]!]) expect((await use(p, 'WRONG-CODE', ip)).body.code).toBe(2850);
      expect(pauses).toEqual([500, 500, 1000, 2000, 4000, 8000, 8000]);
      // A player who used up his own failures is refused, for himself only: the next player redeems at once.
      expect((await use(failed[2]!, codes[2]!, ip)).body).toMatchObject({ code: 429, data: { retryAfterSeconds: 900 } });
      expect((await use(await createPlayer(t, 'rd'), codes[2]!, ip)).body.code).toBe(0);
      expect(pauses).toHaveLength(7);
      const counted = rowsOf<{ scope: string; subject: string; failures: number }>(
        await t.database.db.execute(sql`SELECT scope, subject, failures FROM auth_throttle WHERE subject IN (${ip}, ${`${ip}#${failed[2]!.userId}`}, ${String(failed[2]!.userId)})`),
      );
      expect(counted.map((r) => [r.scope, Number(r.failures)]).sort()).toEqual([['redeem:ip', 12], ['redeem:pair', 5], ['redeem:user', 5]]);
    } finally {
      await settings.set(t.database.db, 'redeem_ip_max_failures', 20);
    }
    await expectLedgerOk(t);
  });
});
