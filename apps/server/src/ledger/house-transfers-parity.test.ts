// @postgres: the ledger's SQL functions and batched transfers on a pool of connections
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustWallet } from '../modules/wallet/service.js';
import type { Database, Db } from '../db/client.js';
import { idempotencyKeys, ledgerAccounts, ledgerJournals, ledgerPostings, users, venueLocks, venues, venueTransfers, walletRecords } from '../db/schema/index.js';
import { AppError } from '../core/errors.js';
import { checkLedger } from './invariants.js';
import { ensureAccount, rememberAccountIds, type AccountRef } from './ledger.js';
import { addVenueLock, convertMoney, recordTurnover } from '../modules/wallet/service.js';
import { convertOneByOne } from '../modules/wallet/transfers.js';
import { houseVenue } from '../venues/house/adapter.js';
import { registerAdapter } from '../venues/registry.js';
import { freshDatabase, TEST_DB } from '../../test/helpers.js';

/**
 * The two house-transfer paths state the same money rules (spec.md §4 locks, §5 balance,
 * api-contract.md Idempotency-Key): the batched SQL function (ledger/sql/house_transfers.sql, what
 * convertMoney uses for house venues) and the one-by-one TypeScript path (convertOneByOne). The same
 * random history — funding, venue locks and turnover, maintenance, transfers both ways with amounts
 * often too large and keys repeated — runs on two fresh databases, batched (each group of transfers
 * sent together, so it shares one batch) and one by one; the answers, postings, balances, transfer
 * rows, records, locks and keys must be the same, and both ledgers clean.
 */
const VENUES = ['house_live', 'house_slots'] as const;

type TransferStep = { venue: 0 | 1; dir: 'in' | 'out'; yuan: number; key: string | null };
type SetupStep =
  | { kind: 'lock'; venue: 0 | 1; required: number }
  | { kind: 'turnover'; venue: 0 | 1; yuan: number }
  | { kind: 'maintenance'; venue: 0 | 1; on: boolean };
interface Group {
  setup: SetupStep[];
  transfers: TransferStep[];
}

const venueIx = fc.constantFrom<0 | 1>(0, 1);
const yuan = fc.oneof(fc.constantFrom(1, 4, 5, 20, 60, 150), fc.integer({ min: 1, max: 400 }));
const transferStep: fc.Arbitrary<TransferStep> = fc.record({
  venue: venueIx,
  dir: fc.constantFrom('in' as const, 'out' as const),
  yuan,
  key: fc.option(fc.constantFrom('k0', 'k1', 'k2'), { nil: null, freq: 2 }),
});
const setupStep: fc.Arbitrary<SetupStep> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('lock' as const), venue: venueIx, required: fc.integer({ min: 0, max: 80 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('turnover' as const), venue: venueIx, yuan: fc.integer({ min: 1, max: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('maintenance' as const), venue: venueIx, on: fc.boolean() }) },
);
const history = fc.record({
  funding: fc.integer({ min: 0, max: 300 }),
  groups: fc.array(
    fc.record({ setup: fc.array(setupStep, { maxLength: 2 }), transfers: fc.array(transferStep, { minLength: 1, maxLength: 5 }) }),
    { minLength: 1, maxLength: 8 },
  ),
});

type Outcome = { code: string } | { answer: Record<string, unknown> };
type Path = 'batched' | 'oneByOne';

async function newPlayer(db: Db): Promise<{ userId: number; username: string }> {
  const username = `parity${randomBytes(5).toString('hex')}`;
  const [row] = await db.insert(users).values({ username, passwordHash: 'x' }).returning({ id: users.id });
  // The accounts exist beforehand on both sides (the batched path creates them before its batch,
  // the one-by-one path inside its transaction) and are known, so a group's transfers reach the
  // batcher in one turn of the event loop and share one batch.
  const refs: AccountRef[] = [{ userId: row!.id, kind: 'central' }, ...VENUES.map((v): AccountRef => ({ userId: row!.id, kind: `venue:${v}` }))];
  const ids: [AccountRef, number][] = [];
  for (const ref of refs) ids.push([ref, await ensureAccount(db, ref)]);
  rememberAccountIds(db, ids);
  return { userId: row!.id, username };
}

async function attempt(run: () => Promise<Record<string, unknown>>): Promise<Outcome> {
  try {
    return { answer: await run() };
  } catch (err) {
    if (err instanceof AppError) return { code: err.key };
    throw err;
  }
}

async function runHistory(db: Db, path: Path, h: { funding: number; groups: Group[] }) {
  const player = await newPlayer(db);
  const { userId } = player;
  if (h.funding > 0)
    await adjustWallet(db, { operator: null, operatorName: 'parity', idempotencyKey: null, username: player.username, amount: String(h.funding), reason: 'parity' });
  const outcomes: Outcome[] = [];
  for (const g of h.groups) {
    for (const s of g.setup) {
      const platType = VENUES[s.venue];
      if (s.kind === 'lock') await addVenueLock(db, { userId, platType, requiredTurnover: BigInt(s.required * 100), reason: 'parity' });
      else if (s.kind === 'turnover') await recordTurnover(db, userId, platType, BigInt(s.yuan * 100));
      else await db.update(venues).set({ status: s.on ? 'maintenance' : 'normal' }).where(eq(venues.platType, platType));
    }
    const calls = g.transfers.map((t) => {
      const platType = VENUES[t.venue];
      const caller = { userId, idempotencyKey: t.key };
      return path === 'batched'
        ? () => attempt(() => convertMoney(db, caller, t.dir === 'in' ? { from: 'central', to: platType, amount: t.yuan } : { from: platType, to: 'central', amount: t.yuan }))
        : () => attempt(() => convertOneByOne(db, caller, { platType, direction: t.dir, amount: BigInt(t.yuan * 100) }));
    });
    // One after the other on both paths: requests sent at once reach the batch in no defined order (one may wait for
    // an account or venue lookup the other skips), and every transfer of a player moves the same central wallet, so
    // the answers of concurrent requests depend on that order on a correct server. What several requests in one batch
    // do to each other (mixed outcomes, refusals, a key repeated inside a batch) is held by house-transfers.test.ts.
    for (const c of calls) outcomes.push(await c());
  }
  await db.update(venues).set({ status: 'normal' }).where(inArray(venues.platType, [...VENUES]));
  return { userId, outcomes };
}

/** Everything the two paths wrote for a player, with order numbers and ids replaced by their rank. */
async function stateOf(db: Db, userId: number, outcomes: Outcome[]) {
  const transfers = await db.select().from(venueTransfers).where(eq(venueTransfers.userId, userId)).orderBy(asc(venueTransfers.id));
  const rank = new Map(transfers.map((t, i) => [t.orderNo, `T${i}`]));
  const norm = (orderNo: string) => rank.get(orderNo) ?? 'other';
  const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).orderBy(asc(ledgerAccounts.kind));
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind]));
  const postings = await db
    .select({ journalId: ledgerJournals.id, type: ledgerJournals.type, reference: ledgerJournals.reference, key: ledgerJournals.idempotencyKey, actor: ledgerJournals.actor, accountId: ledgerPostings.accountId, amount: ledgerPostings.amount, after: ledgerPostings.balanceAfter })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(inArray(ledgerPostings.accountId, [...kindOf.keys()]))
    .orderBy(asc(ledgerJournals.id), asc(ledgerPostings.accountId));
  const records = await db.select().from(walletRecords).where(eq(walletRecords.userId, userId)).orderBy(asc(walletRecords.id));
  const locks = await db.select().from(venueLocks).where(eq(venueLocks.userId, userId)).orderBy(asc(venueLocks.id));
  const keys = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, `u:${userId}`), like(idempotencyKeys.route, 'convertMoney'))).orderBy(asc(idempotencyKeys.key));
  return {
    outcomes: outcomes.map((o) => ('code' in o ? o : { answer: { ...o.answer, orderNo: norm(String(o.answer.orderNo)) } })),
    balances: accounts.map((a) => [a.kind, a.balance]),
    postings: postings.map((p) => [
      p.type,
      norm(p.reference),
      p.key.startsWith('transfer:') ? `transfer:${norm(p.key.slice('transfer:'.length))}` : 'other',
      p.actor === `user:${userId}` ? 'player' : p.actor,
      kindOf.get(p.accountId),
      p.amount,
      p.after,
    ]),
    transfers: transfers.map((t) => [norm(t.orderNo), t.platType, t.direction, t.amount, t.status, t.journalId !== null]),
    records: records.map((r) => [norm(r.orderNo), r.type, r.mode, r.amount, r.status]),
    locks: locks.map((l) => [l.platType, l.requiredTurnover, l.accumulatedTurnover, l.releasedAt !== null, l.releaseReason]),
    // The stored answer's format differs by path (minor units / formatted); what a repeat gets back is in outcomes.
    keys: keys.map((k) => [k.key, k.route, k.requestHash]),
  };
}

let batchedDb: Database;
let oneByOneDb: Database;
beforeAll(async () => {
  registerAdapter('house', houseVenue);
  [batchedDb, oneByOneDb] = await Promise.all([freshDatabase(), freshDatabase()]);
});
afterAll(async () => {
  await Promise.all([batchedDb?.close(), oneByOneDb?.close()]);
});

describe('house transfers: batched and one by one agree', () => {
  it(
    'same answers, postings, balances, records, locks and keys for random histories; both ledgers clean',
    async () => {
      let accepted = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(history, async (h) => {
          const a = await runHistory(batchedDb.db, 'batched', h);
          const b = await runHistory(oneByOneDb.db, 'oneByOne', h);
          const batched = await stateOf(batchedDb.db, a.userId, a.outcomes);
          const oneByOne = await stateOf(oneByOneDb.db, b.userId, b.outcomes);
          expect(batched).toEqual(oneByOne);
          for (const o of a.outcomes) if ('code' in o) refused += 1; else accepted += 1;
        }),
        { numRuns: TEST_DB === 'pg' ? 60 : 25 },
      );
      // The histories exercised both sides of the rules, not only refusals (or only successes).
      expect(accepted).toBeGreaterThan(20);
      expect(refused).toBeGreaterThan(20);
      expect((await checkLedger(batchedDb.db)).violations).toEqual([]);
      expect((await checkLedger(oneByOneDb.db)).violations).toEqual([]);
    },
    240_000,
  );
});
