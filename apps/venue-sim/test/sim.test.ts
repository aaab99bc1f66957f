import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, HEADER, signRequest, venueClient, type FeedPage, type TransferResult, type VenueCall } from '@app/venue-protocol';
import { startSim, type SimProcess } from '../src/spawn.js';

/** The simulator as a real process on its own port: protocol, signatures, idempotency, faults, feed, storage. */
let sim: SimProcess;
let call: VenueCall;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-sim-test-'));

beforeAll(async () => {
  sim = await startSim({ dataDir });
  call = venueClient({ baseUrl: sim.url, agent: sim.agent, secret: sim.secret, timeoutMs: 2000 });
});
afterAll(async () => {
  await sim.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function ok<T>(p: string, body: unknown): Promise<T> {
  const out = await call<T>(p, body);
  if (out.kind !== 'answered') throw new Error(`${p}: ${out.kind}`);
  expect(out.envelope.code, out.envelope.message).toBe(0);
  return out.envelope.data as T;
}
const balance = async (playerId: string) => (await ok<{ balance: string }>('/api/balance', { playerId })).balance;
let orderSeq = 0;
const orderNo = () => `T${Date.now()}${++orderSeq}`;

describe('wallet calls', () => {
  it('creates a player once, moves money in and out by our order number, idempotently', async () => {
    expect(await ok('/api/player/create', { playerId: 'p1', currency: 'CNY' })).toEqual({ playerId: 'p1', created: true });
    expect(await ok('/api/player/create', { playerId: 'p1', currency: 'CNY' })).toEqual({ playerId: 'p1', created: false });
    const t = { orderNo: orderNo(), playerId: 'p1', direction: 'in', amount: '12550', currency: 'CNY' };
    const first = await ok<TransferResult>('/api/transfer', t);
    expect(first).toMatchObject({ status: 'succeeded', balance: '12550' });
    // The same order again: the first outcome, nothing moved twice.
    expect(await ok<TransferResult>('/api/transfer', t)).toEqual(first);
    expect(await balance('p1')).toBe('12550');
    const out = await call('/api/transfer', { ...t, amount: '1' });
    expect(out.kind === 'answered' && out.envelope.code).toBe(CODE.orderConflict);
    expect(await ok('/api/transfer/check', { orderNo: t.orderNo })).toEqual(first);
  });

  it('refuses to move out more than the player holds, and remembers the refusal', async () => {
    const t = { orderNo: orderNo(), playerId: 'p1', direction: 'out', amount: '12551', currency: 'CNY' };
    const out = await call<TransferResult>('/api/transfer', t);
    expect(out.kind === 'answered' && out.envelope.code).toBe(CODE.insufficientBalance);
    expect(await ok<TransferResult>('/api/transfer/check', { orderNo: t.orderNo })).toMatchObject({ status: 'failed' });
    expect(await ok<TransferResult>('/api/transfer', { ...t, orderNo: orderNo(), amount: '12550' })).toMatchObject({ status: 'succeeded', balance: '0' });
  });

  it('answers "not found" for an order it never saw, refuses unknown players, bad amounts and other currencies', async () => {
    const none = await call('/api/transfer/check', { orderNo: 'never' });
    expect(none.kind === 'answered' && none.envelope.code).toBe(CODE.transferNotFound);
    for (const [body, code] of [
      [{ orderNo: orderNo(), playerId: 'nobody', direction: 'in', amount: '1', currency: 'CNY' }, CODE.playerNotFound],
      [{ orderNo: orderNo(), playerId: 'p1', direction: 'in', amount: '1.5', currency: 'CNY' }, CODE.badRequest],
      [{ orderNo: orderNo(), playerId: 'p1', direction: 'in', amount: '0', currency: 'CNY' }, CODE.badRequest],
      [{ orderNo: orderNo(), playerId: 'p1', direction: 'in', amount: '100', currency: 'THB' }, CODE.currencyMismatch],
    ] as const) {
      const out = await call('/api/transfer', body);
      expect(out.kind === 'answered' && out.envelope.code, JSON.stringify(body)).toBe(code);
    }
  });
});

describe('signatures', () => {
  const raw = async (headers: Record<string, string>, body: string) => {
    const res = await fetch(`${sim.url}/api/balance`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return (await res.json()) as { code: number };
  };
  const body = JSON.stringify({ playerId: 'p1' });

  it('refuses a wrong secret, another agent, an old time and a replayed nonce', async () => {
    const good = () => signRequest({ secret: sim.secret, agent: sim.agent, method: 'POST', path: '/api/balance', body, now: Date.now() });
    expect((await raw(signRequest({ secret: 'x'.repeat(32), agent: sim.agent, method: 'POST', path: '/api/balance', body, now: Date.now() }), body)).code).toBe(CODE.badSignature);
    expect((await raw({ ...good(), [HEADER.agent]: 'someone' }, body)).code).toBe(CODE.unknownAgent);
    expect((await raw(good(), JSON.stringify({ playerId: 'p2' }))).code).toBe(CODE.badSignature);
    expect((await raw(signRequest({ secret: sim.secret, agent: sim.agent, method: 'POST', path: '/api/balance', body, now: Date.now() - 61_000 }), body)).code).toBe(CODE.staleTime);
    const once = good();
    expect((await raw(once, body)).code).toBe(0);
    expect((await raw(once, body)).code).toBe(CODE.replayed);
  });

  it('signs its answers: a client with another secret calls them forged', async () => {
    const other = venueClient({ baseUrl: sim.url, agent: sim.agent, secret: sim.secret, timeoutMs: 2000 });
    expect((await other('/api/balance', { playerId: 'p1' })).kind).toBe('answered');
    const tamper = await fetch(`${sim.url}/api/balance`, { method: 'POST', headers: { 'content-type': 'application/json', ...signRequest({ secret: sim.secret, agent: sim.agent, method: 'POST', path: '/api/balance', body, now: Date.now() }) }, body });
    expect(tamper.headers.get(HEADER.sign)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('faults', () => {
  const transferIn = async (playerId: string, amount: string) => {
    const t = { orderNo: orderNo(), playerId, direction: 'in', amount, currency: 'CNY' };
    return { t, out: await call<TransferResult>('/api/transfer', t) };
  };
  const checked = async (no: string) => {
    const out = await call<TransferResult>('/api/transfer/check', { orderNo: no });
    return out.kind === 'answered' ? out.envelope.code : out.kind;
  };

  it('lost answers are applied, timeouts and errors are not, slow answers arrive after the caller gave up, duplicates say so', async () => {
    await ok('/api/player/create', { playerId: 'f1', currency: 'CNY' });
    await sim.control('/control/faults', { lost: 1 });
    const lost = await transferIn('f1', '100');
    expect(lost.out.kind).toBe('network-error');
    await sim.control('/control/faults', { error: 1 });
    const error = await transferIn('f1', '200');
    expect(error.out).toEqual({ kind: 'http-error', status: 503 });
    await sim.control('/control/faults', { timeout: 1, hangMs: 5000 });
    const timeout = await transferIn('f1', '400');
    expect(timeout.out.kind).toBe('timeout');
    await sim.control('/control/faults', { slow: 1, slowMs: 2500 });
    const slow = await transferIn('f1', '800');
    expect(slow.out.kind).toBe('timeout');
    await sim.control('/control/faults', { duplicate: 1 });
    const dup = await transferIn('f1', '1600');
    expect(dup.out.kind === 'answered' && dup.out.envelope.code).toBe(CODE.duplicateOrder);
    await sim.control('/control/faults', {});
    // Wait for the slow one to land before reading the books (it is applied before its delayed answer).
    await expect.poll(() => checked(slow.t.orderNo), { timeout: 5000 }).toBe(0);
    expect(await checked(lost.t.orderNo)).toBe(0);
    expect(await checked(error.t.orderNo)).toBe(CODE.transferNotFound);
    expect(await checked(timeout.t.orderNo)).toBe(CODE.transferNotFound);
    expect(await checked(dup.t.orderNo)).toBe(0);
    expect(await balance('f1')).toBe(String(100 + 800 + 1600));
    const state = await sim.control<{ faults: Record<string, number> }>('/control/state');
    expect(state.faults).toMatchObject({ lost: 1, error: 1, timeout: 1, slow: 1, duplicate: 1 });
  });

  it('a seed gives the same faults in the same order', async () => {
    const draw = async () => {
      await sim.control('/control/faults', { error: 0.5, seed: 42 });
      const kinds: string[] = [];
      for (let i = 0; i < 12; i++) kinds.push((await transferIn('f1', '1')).out.kind);
      return kinds;
    };
    const a = await draw();
    expect(a).toContain('http-error');
    expect(a).toContain('answered');
    expect(await draw()).toEqual(a);
    await sim.control('/control/faults', {});
  });
});

describe('game and bet feed', () => {
  it('a launched game plays from the venue balance; bets, repeats and later changes appear in the feed in order', async () => {
    await ok('/api/player/create', { playerId: 'g1', currency: 'CNY' });
    await ok('/api/transfer', { orderNo: orderNo(), playerId: 'g1', direction: 'in', amount: '100000', currency: 'CNY' });
    const { url } = await ok<{ url: string }>('/api/launch', { playerId: 'g1', gameCode: 'dice', lang: 'zh' });
    const page = await fetch(url);
    expect(await page.text()).toContain('幸运骰子');
    const token = new URL(url).searchParams.get('token');
    const start = (await ok<FeedPage>('/api/bets', { cursor: '0', limit: 500 })).cursor;
    const rolls: { betId: string; payout: string; balance: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${sim.url}/game/roll`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, stake: '1000', pick: 'over' }) });
      const r = (await res.json()) as { code: number; data: { betId: string; payout: string; balance: string } };
      expect(r.code).toBe(0);
      rolls.push(r.data);
    }
    const net = rolls.reduce((s, r) => s + BigInt(r.payout) - 1000n, 0n);
    expect(await balance('g1')).toBe(String(100000n + net));

    await sim.control('/control/bets/repeat', { betId: rolls[0]!.betId });
    const changed = await sim.control<{ version: number; payout: string } | null>('/control/bets/change', { betId: rolls[1]!.betId, to: 'void' });
    expect(changed).toMatchObject({ version: 2, payout: '1000' });
    expect(await balance('g1')).toBe(String(100000n + net - BigInt(rolls[1]!.payout) + 1000n));

    // Read the feed in pages of 2 from where it stood: 5 bets, the repeat, the change.
    const seen: FeedPage['bets'] = [];
    let cursor = start;
    for (;;) {
      const pageOf = await ok<FeedPage>('/api/bets', { cursor, limit: 2 });
      seen.push(...pageOf.bets);
      cursor = pageOf.cursor;
      if (!pageOf.more) break;
    }
    expect(seen.map((b) => b.betId)).toEqual([...rolls.map((r) => r.betId), rolls[0]!.betId, rolls[1]!.betId]);
    expect(seen.at(-1)).toMatchObject({ version: 2, status: 'voided', validBet: '0' });
    expect((await ok<FeedPage>('/api/bets', { cursor, limit: 2 })).bets).toEqual([]);
  });

  it('a bad or ended session cannot play', async () => {
    const res = await fetch(`${sim.url}/game/roll`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'x'.repeat(32), stake: '1000', pick: 'over' }) });
    expect(res.status).toBe(401);
  });
});

describe('storage', () => {
  it('keeps players, balances, transfers and the feed across a restart', async () => {
    const before = await sim.control<{ players: unknown[]; transfers: unknown[]; feed: number }>('/control/state');
    await sim.restart();
    call = venueClient({ baseUrl: sim.url, agent: sim.agent, secret: sim.secret, timeoutMs: 2000 });
    const after = await sim.control<{ players: unknown[]; transfers: unknown[]; feed: number }>('/control/state');
    expect({ ...after, faults: undefined }).toEqual({ ...before, faults: undefined });
  });
});
