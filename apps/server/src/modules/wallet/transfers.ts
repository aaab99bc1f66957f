import { formatMinor, isWholeUnits, toMinor, WALLET_CENTRAL } from '@app/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { requestHashOf, withIdempotency } from '../../platform/index.js';
import { balancesOf, ensureAccount, knownAccountId, postJournal, rememberAccountIds, type AccountRef } from '../../ledger/ledger.js';
import { houseTransfer } from '../../ledger/house-transfers.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { newOrderNo } from '../../lib/order-no.js';
import { recordStatement, setRecordStatus } from '../records/service.js';
import type { VenueAnswer } from '../../venues/adapter.js';
import { adapterFor } from '../../venues/registry.js';
import { findVenue, type VenueRow } from '../../venues/repo.js';
import { locksAt } from './locks.js';
import * as repo from './repo.js';
import { requireVenue, venueAccount } from './venue-of.js';

/**
 * Transfers between the central wallet and a venue wallet (spec.md §4-5), on two paths that state
 * the same outcomes: house venues go through the batched SQL function (ledger/house-transfers.ts),
 * everything else one by one here (startTransfer); test/house-transfers-parity.test.ts holds the two equal.
 */

export type Direction = 'in' | 'out';

/** A caller of a money call: the player, and the Idempotency-Key header if any. */
export interface MoneyCaller {
  userId: number;
  idempotencyKey: string | null;
}

/** One checked transfer request: whole yuan, positive, central ↔ one venue. */
export interface TransferRequest {
  platType: string;
  direction: Direction;
  amount: bigint;
}

/** spec.md §5: a positive amount not above the source balance, whole yuan only (help text). */
function transferAmount(raw: unknown): bigint {
  const amount = toMinor(raw);
  if (amount === null || amount <= 0n) throw new AppError('invalidAmount');
  if (!isWholeUnits(amount)) throw new AppError('amountNotWhole');
  return amount;
}

/** What an Idempotency-Key is checked against, on both paths: the request as the player sent it. */
function claimOf(t: TransferRequest) {
  const amount = t.amount.toString();
  return t.direction === 'in' ? { from: WALLET_CENTRAL, to: t.platType, amount } : { from: t.platType, to: WALLET_CENTRAL, amount };
}

const modeOf = (t: { direction: Direction; platType: string }) =>
  t.direction === 'in' ? `${WALLET_CENTRAL}→${t.platType}` : `${t.platType}→${WALLET_CENTRAL}`;

interface Started {
  transfer: { orderNo: string; status: string };
  /** The two accounts of the journal, to remember once the transaction has committed. */
  accounts: [AccountRef, number][];
  central: bigint;
  /** Known at once for the house venue; for others after the venue answers. */
  venueBalance: bigint | null;
  /** Work after commit: ask a third-party venue and settle the transfer (none for the house). */
  followUp: (() => Promise<void>) | null;
}

/**
 * First phase of a transfer, inside the caller's transaction: lock rules, the transfer row, the
 * journal and the player's record. For the house venue this is the whole transfer. For a
 * third-party venue money leaves the central wallet now (in) or only after the venue confirms (out).
 */
export async function startTransfer(tx: Tx, db: Db, userId: number, venue: VenueRow, direction: Direction, amount: bigint): Promise<Started> {
  const adapter = adapterFor(venue.provider);
  // Locking the open lock rows serialises transfers of this player at this venue (spec.md §4).
  const locked = await repo.openLocks(tx, userId, venue.platType, true);
  const before = locked.length || !adapter.sameDatabase ? await adapter.balance(tx, { userId, platType: venue.platType }) : 0n;
  if (locked.length) {
    const locks = await locksAt(tx, userId, venue.platType, before);
    if (direction === 'out' && locks.some((l) => !l.satisfied)) throw new AppError('venueLocked');
    // spec.md §4: once the condition holds, the next transfer (either way) releases the lock.
    await repo.releaseLocks(tx, locks.filter((l) => l.satisfied).map((l) => l.id), 'transfer');
  }
  if (direction === 'out' && !adapter.sameDatabase && amount > before) throw new AppError('insufficientBalance');

  const centralRef: AccountRef = { userId, kind: 'central' };
  const venueRef = venueAccount(userId, venue);
  const centralId = knownAccountId(db, centralRef) ?? (await ensureAccount(tx, centralRef));
  const venueId = knownAccountId(db, venueRef) ?? (await ensureAccount(tx, venueRef));
  const orderNo = newOrderNo('T');
  const toVenue = direction === 'in' ? amount : -amount;
  const moveNow = adapter.sameDatabase || direction === 'in';
  const posted = moveNow
    ? await postJournal(tx, {
        type: 'transfer',
        idempotencyKey: `transfer:${orderNo}`,
        reference: orderNo,
        actor: `user:${userId}`,
        postings: [
          { accountId: centralId, amount: -toVenue },
          { accountId: venueId, amount: toVenue },
        ],
      })
    : null;
  const status = adapter.sameDatabase ? 'confirmed' : 'pending';
  const transfer = { orderNo, status };
  await repo.insertTransfer(
    tx,
    { orderNo, userId, platType: venue.platType, direction, amount, status, journalId: posted?.journalId ?? null },
    recordStatement(tx, {
      orderNo,
      userId,
      type: 'transfer',
      mode: modeOf({ direction, platType: venue.platType }),
      amount: -toVenue,
      status: adapter.sameDatabase ? 'success' : 'pending',
    }),
  );
  const central = posted?.balances.get(centralId) ?? (await balancesOf(tx, userId, ['central'])).get('central')!;
  const followUp = adapter.sameDatabase
    ? null
    : async () => {
        const t = { orderNo, userId, platType: venue.platType, amount };
        const answer = await (direction === 'in' ? adapter.transferIn(db, t) : adapter.transferOut(db, t)).catch(() => null);
        // No answer: the transfer stays pending and reconcileTransfers asks again later.
        if (answer) await settleTransfer(db, orderNo, answer);
      };
  const accounts: [AccountRef, number][] = [
    [centralRef, centralId],
    [venueRef, venueId],
  ];
  return { transfer, accounts, central, venueBalance: posted ? posted.balances.get(venueId)! : null, followUp };
}

/**
 * Second phase for third-party venues: confirmed or reversed from the venue's answer, once
 * (the row is locked and must still be pending; journal keys are derived from the order).
 */
export async function settleTransfer(db: Db, orderNo: string, answer: VenueAnswer): Promise<void> {
  await db.transaction(async (tx) => {
    const t = await repo.findTransfer(tx, orderNo, true);
    if (!t || t.status !== 'pending') return;
    const venue = await requireVenue(tx, t.platType);
    const centralId = await ensureAccount(tx, { userId: t.userId, kind: 'central' });
    const venueId = await ensureAccount(tx, venueAccount(t.userId, venue));
    // Money comes back to central when an outgoing transfer is confirmed or an incoming one failed.
    const credit = (answer === 'confirmed') === (t.direction === 'out');
    let settleJournalId: number | null = null;
    if (credit) {
      const posted = await postJournal(tx, {
        type: answer === 'confirmed' ? 'transfer' : 'reversal',
        idempotencyKey: `transfer:${orderNo}:settle`,
        reference: orderNo,
        actor: `venue:${t.platType}`,
        postings: [
          { accountId: venueId, amount: -t.amount },
          { accountId: centralId, amount: t.amount },
        ],
      });
      settleJournalId = posted.journalId;
    }
    await repo.updateTransfer(tx, t.id, { status: answer === 'confirmed' ? 'confirmed' : 'reversed', settleJournalId });
    await setRecordStatus(tx, orderNo, answer === 'confirmed' ? 'success' : 'failed');
  });
}

/** Job: asks venues about transfers whose answer never came (design.md §5). */
export async function reconcileTransfers(db: Db, opts: { olderThanMs: number; limit?: number; now: Date }): Promise<{ settled: number; stillPending: number }> {
  const pending = await repo.pendingTransfers(db, new Date(opts.now.getTime() - opts.olderThanMs), opts.limit ?? 100);
  let settled = 0;
  for (const t of pending) {
    const venue = await requireVenue(db, t.platType);
    const answer = await adapterFor(venue.provider)
      .checkTransfer(db, { orderNo: t.orderNo, userId: t.userId, platType: t.platType, amount: t.amount, direction: t.direction as Direction })
      .catch(() => 'unknown' as const);
    if (answer === 'unknown') {
      await repo.updateTransfer(db, t.id, { attempts: t.attempts + 1 });
      continue;
    }
    await settleTransfer(db, t.orderNo, answer);
    settled += 1;
  }
  return { settled, stillPending: pending.length - settled };
}

/** Provider of each venue per database handle, for choosing the transfer path without a query. */
const providerCaches = new WeakMap<object, TtlCache<string | null>>();

function venueProvider(db: Db, platType: string): Promise<string | null> {
  let cache = providerCaches.get(db);
  if (!cache) providerCaches.set(db, (cache = new TtlCache(5_000)));
  return cache.get(platType, async () => (await findVenue(db, platType))?.provider ?? null);
}

/** convertMoney (api-contract.md Wallet): central ↔ one venue; venue to venue is refused (spec.md §4). */
export async function convertMoney(db: Db, caller: MoneyCaller, input: { from: string; to: string; amount: unknown }) {
  const { from, to } = input;
  if (from === to) throw new AppError('sameWallet');
  if (from !== WALLET_CENTRAL && to !== WALLET_CENTRAL) throw new AppError('venueToVenue');
  const amount = transferAmount(input.amount);
  const direction: Direction = from === WALLET_CENTRAL ? 'in' : 'out';
  const request: TransferRequest = { platType: direction === 'in' ? to : from, direction, amount };
  const provider = await venueProvider(db, request.platType);
  if (provider !== null && adapterFor(provider).sameDatabase) return houseConvert(db, caller, request);
  return convertOneByOne(db, caller, request);
}

/**
 * The one-by-one path: the transfer in a transaction of its own (Idempotency-Key claim, then
 * startTransfer). Every third-party venue takes it; for a house venue it is the reference the
 * batched path is held to (the parity test).
 */
export async function convertOneByOne(db: Db, caller: MoneyCaller, request: TransferRequest) {
  const venue = await requireVenue(db, request.platType);
  let followUp: Started['followUp'] = null;
  let accounts: Started['accounts'] = [];
  const answer = await withIdempotency(
    db,
    { scope: `u:${caller.userId}`, key: caller.idempotencyKey, route: 'convertMoney', input: claimOf(request) },
    async (tx) => {
      // After the claim: a repeat of an accepted transfer gets its first answer even once the venue
      // is in maintenance (as on the batched path); a refusal rolls the claim back.
      if (venue.status !== 'normal') throw new AppError('venueMaintenance');
      const started = await startTransfer(tx, db, caller.userId, venue, request.direction, request.amount);
      followUp = started.followUp;
      accounts = started.accounts;
      return {
        orderNo: started.transfer.orderNo,
        status: started.transfer.status,
        central: formatMinor(started.central),
        venueBalance: started.venueBalance === null ? null : formatMinor(started.venueBalance),
      };
    },
  );
  // Committed: the next transfer of this player skips the two account lookups.
  rememberAccountIds(db, accounts);
  if (!followUp) return answer;
  await (followUp as () => Promise<void>)();
  return thirdPartyAnswer(db, caller.userId, venue, answer.orderNo);
}

const HOUSE_REFUSALS = {
  insufficient: 'insufficientBalance',
  venueLocked: 'venueLocked',
  venueMaintenance: 'venueMaintenance',
  venueNotFound: 'venueNotFound',
  keyReused: 'idempotencyKeyReused',
} as const;

/**
 * A house venue transfer: one batched SQL call (ledger/house-transfers.ts) that checks the lock
 * and balance rules, moves the money and writes the transfer, the record and the idempotency answer.
 */
async function houseConvert(db: Db, caller: MoneyCaller, request: TransferRequest) {
  const { userId } = caller;
  const { platType, direction, amount } = request;
  const centralRef: AccountRef = { userId, kind: 'central' };
  const venueRef: AccountRef = { userId, kind: `venue:${platType}` };
  // Created outside the transfer (an empty account is harmless), so the batch only locks rows that exist.
  const centralId = knownAccountId(db, centralRef) ?? (await ensureAccount(db, centralRef));
  const venueId = knownAccountId(db, venueRef) ?? (await ensureAccount(db, venueRef));
  rememberAccountIds(db, [
    [centralRef, centralId],
    [venueRef, venueId],
  ]);
  const orderNo = newOrderNo('T');
  const result = await houseTransfer(db, {
    userId,
    platType,
    direction,
    amount,
    orderNo,
    centralId,
    venueId,
    mode: modeOf(request),
    idempotency: caller.idempotencyKey
      ? { scope: `u:${userId}`, key: caller.idempotencyKey, hash: requestHashOf('convertMoney', claimOf(request)) }
      : null,
  });
  if (result.outcome === 'ok')
    return { orderNo, status: 'confirmed', central: formatMinor(result.central), venueBalance: formatMinor(result.venue) };
  if (result.outcome === 'replay') {
    const first = result.response;
    return { orderNo: first.orderNo, status: 'confirmed', central: formatMinor(BigInt(first.central)), venueBalance: formatMinor(BigInt(first.venueBalance)) };
  }
  throw new AppError(HOUSE_REFUSALS[result.outcome]);
}

async function thirdPartyAnswer(db: Db, userId: number, venue: VenueRow, orderNo: string) {
  const t = (await repo.findTransfer(db, orderNo))!;
  if (t.status === 'reversed') throw new AppError('venueTransferFailed');
  const central = (await balancesOf(db, userId, ['central'])).get('central')!;
  const venueBalance = await adapterFor(venue.provider).balance(db, { userId, platType: venue.platType }).catch(() => null);
  return { orderNo, status: t.status, central: formatMinor(central), venueBalance: venueBalance === null ? null : formatMinor(venueBalance) };
}
