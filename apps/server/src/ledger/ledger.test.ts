// @postgres: the ledger's SQL functions and batched transfers on a pool of connections
import { ERRORS, type ErrorKey } from '@app/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../db/schema/index.js';
import { checkLedger } from './invariants.js';
import { ensureAccount, postJournal } from './ledger.js';
import { registerAdapter } from '../venues/registry.js';
import { reconcileTransfers } from '../modules/wallet/service.js';
import { FakeVenue, type FakeMode } from '../../test/fake-venue.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/helpers.js';
import { as, createPlayer, expectLedgerOk, fund, type Player } from '../../test/wallet-helpers.js';

let t: TestApp;
const fake = new FakeVenue();

beforeAll(async () => {
  registerAdapter('fake', fake);
  t = await createTestApp();
  await t.database.db.insert(venues).values({ platType: 'fake_sports', name: { zh: '测试体育', en: 'Fake Sports' }, gameType: 'sports', provider: 'fake', sort: 99 });
});
afterAll(async () => {
  await t?.close();
});

describe('postJournal (design.md §5)', () => {
  it('refuses unbalanced journals; replays by idempotency key; rolls back wholly on overdraw', async () => {
    const db = t.database.db;
    const p = await createPlayer(t);
    const central = await ensureAccount(db, { userId: p.userId, kind: 'central' });
    const house = await ensureAccount(db, { userId: null, kind: 'house:test' });
    await expect(postJournal(db, { type: 't', idempotencyKey: 'u1', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: 5n }] })).rejects.toThrow(/not balanced/);
    await expect(
      postJournal(db, { type: 't', idempotencyKey: 'u2', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: 5n }, { accountId: house, amount: -4n }] }),
    ).rejects.toThrow(/not balanced/);
    const first = await postJournal(db, { type: 't', idempotencyKey: 'j1', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: 500n }, { accountId: house, amount: -500n }] });
    const again = await postJournal(db, { type: 't', idempotencyKey: 'j1', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: 500n }, { accountId: house, amount: -500n }] });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(
      postJournal(db, { type: 't', idempotencyKey: 'j2', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: -501n }, { accountId: house, amount: 501n }] }),
    ).rejects.toMatchObject({ key: 'insufficientBalance' });
    // inside a caller's transaction that fails later, nothing stays
    await expect(
      db.transaction(async (tx) => {
        await postJournal(tx, { type: 't', idempotencyKey: 'j3', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: -100n }, { accountId: house, amount: 100n }] });
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    // a caller that catches the refusal and commits is not left with half a journal
    await db.transaction(async (tx) => {
      await expect(
        postJournal(tx, { type: 't', idempotencyKey: 'j4', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: -9999n }, { accountId: house, amount: 9999n }] }),
      ).rejects.toMatchObject({ key: 'insufficientBalance' });
    });
    // a replay is answered even when the balance no longer allows the movement
    const drain = await postJournal(db, { type: 't', idempotencyKey: 'j5', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: -300n }, { accountId: house, amount: 300n }] });
    await postJournal(db, { type: 't', idempotencyKey: 'j6', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: -200n }, { accountId: house, amount: 200n }] });
    const replayed = await postJournal(db, { type: 't', idempotencyKey: 'j5', reference: 'r', actor: 'test', postings: [{ accountId: central, amount: -300n }, { accountId: house, amount: 300n }] });
    expect(replayed).toEqual({ ...drain, replayed: true });
    const report = await checkLedger(db);
    expect(report.violations).toEqual([]);
    expect(report.journals).toBeGreaterThan(0);
    const { ledgerJournals } = await import('../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    expect(await db.select().from(ledgerJournals).where(eq(ledgerJournals.idempotencyKey, 'j4'))).toEqual([]);
    const bal = await as(t, p)<{ userBalanceMap: { central: string } }>('/web/user/getUserBalance');
    expect(bal.body.data.userBalanceMap.central).toBe('0.00');
  });

  it('the checker finds a tampered balance, a negative player and an unbalanced journal', async () => {
    const db = t.database.db;
    const p = await createPlayer(t);
    const central = await ensureAccount(db, { userId: p.userId, kind: 'central' });
    const { ledgerAccounts, ledgerPostings } = await import('../db/schema/index.js');
    const { eq, sql } = await import('drizzle-orm');
    await db.transaction(async (tx) => {
      await tx.update(ledgerAccounts).set({ balance: sql`${ledgerAccounts.balance} + 7` }).where(eq(ledgerAccounts.id, central));
      const r1 = await checkLedger(tx);
      expect(r1.violations.join('\n')).toMatch(/balance 7 but postings sum 0/);
      await tx.execute(sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_non_negative`);
      await tx.update(ledgerAccounts).set({ balance: -1n }).where(eq(ledgerAccounts.id, central));
      const [any] = await tx.select({ id: ledgerPostings.id }).from(ledgerPostings).limit(1);
      await tx.update(ledgerPostings).set({ amount: sql`${ledgerPostings.amount} + 1` }).where(eq(ledgerPostings.id, any!.id));
      const r2 = await checkLedger(tx);
      expect(r2.violations.join('\n')).toMatch(/is negative: -1/);
      expect(r2.violations.join('\n')).toMatch(/journal \d+ sums to 1/);
      expect(r2.violations.join('\n')).toMatch(/postings in CNY sum to 1/);
      tx.rollback();
    }).catch((e: Error) => expect(e.message).toMatch(/Rollback/i));
    await expectLedgerOk(t);
  });
});

const VENUES = ['house_live', 'house_chess', 'fake_sports'] as const;
type Op =
  | { kind: 'adjust'; who: number; amount: number }
  | { kind: 'convert'; who: number; venue: number; dir: 'in' | 'out'; amount: number; mode: FakeMode }
  | { kind: 'bad'; who: number; refusal: { body: Record<string, unknown>; error: ErrorKey } }
  | { kind: 'round'; who: number; venue: number; delta: number }
  | { kind: 'aborted'; who: number; amount: number }
  | { kind: 'replay'; who: number }
  | { kind: 'recoverAll'; who: number }
  | { kind: 'reconcile' };

const who = fc.integer({ min: 0, max: 2 });
const venue = fc.integer({ min: 0, max: VENUES.length - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('adjust' as const), who, amount: fc.integer({ min: -300, max: 500 }).filter((n) => n !== 0) }),
  fc.record({
    kind: fc.constant('convert' as const),
    who,
    venue,
    dir: fc.constantFrom('in' as const, 'out' as const),
    amount: fc.integer({ min: 1, max: 400 }),
    mode: fc.constantFrom<FakeMode>('confirmed', 'confirmed', 'failed', 'lostAfterApply', 'lostBeforeApply'),
  }),
  fc.record({
    kind: fc.constant('bad' as const),
    who,
    refusal: fc.constantFrom<{ body: Record<string, unknown>; error: ErrorKey }>(
      { body: { from: 'house_live', to: 'house_chess', amount: 1 }, error: 'venueToVenue' },
      { body: { from: 'central', to: 'house_live', amount: '1.5' }, error: 'amountNotWhole' },
      { body: { from: 'central', to: 'house_live', amount: 0 }, error: 'invalidAmount' },
      { body: { from: 'central', to: 'house_live', amount: -3 }, error: 'invalidAmount' },
      { body: { from: 'central', to: 'nowhere', amount: 1 }, error: 'venueNotFound' },
    ),
  }),
  fc.record({ kind: fc.constant('round' as const), who, venue: fc.integer({ min: 0, max: 1 }), delta: fc.integer({ min: -200, max: 200 }) }),
  fc.record({ kind: fc.constant('aborted' as const), who, amount: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ kind: fc.constant('replay' as const), who }),
  fc.record({ kind: fc.constant('recoverAll' as const), who }),
  fc.constant({ kind: 'reconcile' as const }),
);

describe('ledger property: random transfers, adjustments and failures keep every invariant', () => {
  it(`holds on ${TEST_DB}`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        run += 1;
        const players: Player[] = [];
        for (let i = 0; i < 3; i++) players.push(await createPlayer(t, `r${run}x`));
        // The model, in yuan: what each wallet must hold once every transfer is settled.
        const central = [0, 0, 0];
        const venueBal = players.map(() => new Map<string, number>(VENUES.map((v) => [v, 0])));
        let lastKey: { who: number; key: string; body: unknown; answer: unknown } | null = null;
        const db = t.database.db;

        for (const o of ops) {
          if (o.kind === 'reconcile') {
            await reconcileTransfers(db, { olderThanMs: -1000, now: new Date() });
            continue;
          }
          const p = players[o.who]!;
          const call = as(t, p);
          if (o.kind === 'adjust') {
            const res = await t.call('/admin/api/wallet/adjust', { username: p.username, amount: o.amount, reason: 'prop' }, { token: await opToken() });
            if (central[o.who]! + o.amount >= 0) {
              expect(res.body.code).toBe(0);
              central[o.who]! += o.amount;
            } else expect(res.body.code).toBe(2000);
          } else if (o.kind === 'convert') {
            const v = VENUES[o.venue]!;
            fake.nextMode = o.mode;
            const body = o.dir === 'in' ? { from: 'central', to: v, amount: o.amount } : { from: v, to: 'central', amount: o.amount };
            const key = `k${run}-${Math.random().toString(36).slice(2)}`;
            const res = await call('/web/apiCode/convertMoney', body, { 'idempotency-key': key });
            const source = o.dir === 'in' ? central[o.who]! : venueBal[o.who]!.get(v)!;
            if (o.amount > source) {
              expect(res.body.code).toBe(2000);
              continue;
            }
            if (v !== 'fake_sports') {
              expect(res.body.code).toBe(0);
              central[o.who]! += o.dir === 'in' ? -o.amount : o.amount;
              venueBal[o.who]!.set(v, venueBal[o.who]!.get(v)! + (o.dir === 'in' ? o.amount : -o.amount));
              lastKey = { who: o.who, key, body, answer: res.body };
            } else {
              // third-party: ends applied (confirmed / lost after apply) or not (failed / lost before)
              const applied = o.mode === 'confirmed' || o.mode === 'lostAfterApply';
              if (o.mode === 'failed') expect(res.body.code).toBe(2010);
              else expect(res.body.code).toBe(0);
              if (applied) {
                central[o.who]! += o.dir === 'in' ? -o.amount : o.amount;
                venueBal[o.who]!.set(v, venueBal[o.who]!.get(v)! + (o.dir === 'in' ? o.amount : -o.amount));
              }
              // settle whatever the venue never answered before the next step looks at balances
              await reconcileTransfers(db, { olderThanMs: -1000, now: new Date() });
            }
          } else if (o.kind === 'bad') {
            const res = await call('/web/apiCode/convertMoney', o.refusal.body);
            expect(res.body.code).toBe(ERRORS[o.refusal.error].code);
          } else if (o.kind === 'round') {
            // a house game round: the venue wallet against the venue pool, never below zero
            const v = VENUES[o.venue]!;
            const bal = venueBal[o.who]!.get(v)!;
            const delta = Math.max(o.delta, -bal);
            if (delta === 0) continue;
            const vid = await ensureAccount(db, { userId: p.userId, kind: `venue:${v}` });
            const pool = await ensureAccount(db, { userId: null, kind: `house:venue_pool:${v}` });
            await postJournal(db, {
              type: 'round',
              idempotencyKey: `round-${run}-${Math.random()}`,
              reference: 'R',
              actor: 'test',
              postings: [
                { accountId: vid, amount: BigInt(delta * 100) },
                { accountId: pool, amount: BigInt(-delta * 100) },
              ],
            });
            venueBal[o.who]!.set(v, bal + delta);
          } else if (o.kind === 'aborted') {
            // a crash after posting inside a transaction leaves nothing behind
            const cid = await ensureAccount(db, { userId: p.userId, kind: 'central' });
            const hid = await ensureAccount(db, { userId: null, kind: 'house:test' });
            await db
              .transaction(async (tx) => {
                await postJournal(tx, { type: 'x', idempotencyKey: `ab-${run}-${Math.random()}`, reference: 'x', actor: 'test', postings: [{ accountId: cid, amount: BigInt(o.amount) }, { accountId: hid, amount: BigInt(-o.amount) }] });
                throw new Error('abort');
              })
              .catch(() => undefined);
          } else if (o.kind === 'replay') {
            if (lastKey && lastKey.who === o.who) {
              const res = await call('/web/apiCode/convertMoney', lastKey.body, { 'idempotency-key': lastKey.key });
              expect(res.body).toEqual(lastKey.answer);
            }
          } else {
            fake.nextMode = 'confirmed';
            const res = await call<{ list: { platType: string; status: string }[] }>('/web/user/oneTouchTransfer');
            expect(res.body.code).toBe(0);
            for (const item of res.body.data.list) expect(item.status, item.platType).toBe('recovered');
            for (const v of VENUES) {
              central[o.who]! += venueBal[o.who]!.get(v)!;
              venueBal[o.who]!.set(v, 0);
            }
          }
        }

        const report = await checkLedger(db);
        expect(report.violations).toEqual([]);
        for (let i = 0; i < players.length; i++) {
          const info = await as(t, players[i]!)<{ central: string; list: { platType: string; balance: string }[] }>('/web/user/getTransWalletBalanceInfo');
          expect(info.body.data.central).toBe(`${central[i]}.00`);
          for (const v of VENUES) expect(info.body.data.list.find((x) => x.platType === v)!.balance, v).toBe(`${venueBal[i]!.get(v)}.00`);
        }
      }),
      { numRuns: TEST_DB === 'pg' ? 25 : 15, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
    await expectLedgerOk(t);
  }, 240_000);
});

let operator: string | null = null;
async function opToken(): Promise<string> {
  if (operator) return operator;
  const { operatorToken } = await import('../../test/wallet-helpers.js');
  operator = await operatorToken(t);
  return operator;
}

describe('third-party venue transfers (design.md §5 transfer-wallet model)', () => {
  it('a lost answer stays pending, then the reconcile job confirms or reverses it', async () => {
    const p = await createPlayer(t);
    await fund(t, p, '100');
    fake.nextMode = 'lostBeforeApply';
    const res = await as(t, p)<{ status: string; central: string; orderNo: string }>('/web/apiCode/convertMoney', { from: 'central', to: 'fake_sports', amount: 40 });
    expect(res.body.data).toMatchObject({ status: 'pending', central: '60.00' });
    const rec = await as(t, p)<{ status: string }>('/web/transactionRecord/getTransactionRecordInfo', { orderNo: res.body.data.orderNo });
    expect(rec.body.data.status).toBe('pending');
    await expectLedgerOk(t);
    expect(await reconcileTransfers(t.database.db, { olderThanMs: -1000, now: new Date() })).toMatchObject({ settled: 1 });
    const after = await as(t, p)<{ status: string }>('/web/transactionRecord/getTransactionRecordInfo', { orderNo: res.body.data.orderNo });
    expect(after.body.data.status).toBe('failed');
    fake.nextMode = 'lostAfterApply';
    const second = await as(t, p)<{ status: string; orderNo: string }>('/web/apiCode/convertMoney', { from: 'central', to: 'fake_sports', amount: 30 });
    expect(second.body.data.status).toBe('pending');
    await reconcileTransfers(t.database.db, { olderThanMs: -1000, now: new Date() });
    const info = await as(t, p)<{ central: string; list: { platType: string; balance: string }[] }>('/web/user/getTransWalletBalanceInfo');
    expect(info.body.data.central).toBe('70.00');
    expect(info.body.data.list.find((v) => v.platType === 'fake_sports')!.balance).toBe('30.00');
    // settling twice changes nothing
    expect(await reconcileTransfers(t.database.db, { olderThanMs: -1000, now: new Date() })).toEqual({ settled: 0, stillPending: 0 });
    await expectLedgerOk(t);
  });

  it('one-key recovery reports a third-party venue as it ended: recovered when it confirms, skipped when it refuses', async () => {
    type Recovery = { central: string; recovered: string; list: { platType: string; status: string; reason?: string }[] };
    const p = await createPlayer(t);
    await fund(t, p, '100');
    fake.nextMode = 'confirmed';
    expect((await as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: 'fake_sports', amount: 40 })).body.code).toBe(0);
    expect((await as(t, p)('/web/apiCode/convertMoney', { from: 'central', to: 'house_live', amount: 10 })).body.code).toBe(0);
    fake.nextMode = 'failed';
    const refused = await as(t, p)<Recovery>('/web/user/oneTouchTransfer');
    expect(refused.body.data.list.find((v) => v.platType === 'fake_sports')).toMatchObject({ status: 'skipped', reason: 'unavailable' });
    expect(refused.body.data.list.find((v) => v.platType === 'house_live')).toMatchObject({ status: 'recovered' });
    expect(refused.body.data).toMatchObject({ central: '60.00', recovered: '10.00' });
    fake.nextMode = 'confirmed';
    const done = await as(t, p)<Recovery>('/web/user/oneTouchTransfer');
    expect(done.body.data.list).toEqual([expect.objectContaining({ platType: 'fake_sports', status: 'recovered' })]);
    expect(done.body.data).toMatchObject({ central: '100.00', recovered: '40.00' });
    await expectLedgerOk(t);
  });
});
