import { formatMinor, isWholeUnits, toMinor, VENUE_UNLOCK_BELOW_MINOR, WALLET_CENTRAL, type LangCode } from '@app/shared';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { requestHashOf, withIdempotency } from '../http/idempotency.js';
import {
  balancesOf,
  ensureAccount,
  knownAccountId,
  lockPlayerAccounts,
  playerAccounts,
  postJournal,
  rememberAccountIds,
  type AccountRef,
} from '../ledger/ledger.js';
import { houseTransfer } from '../ledger/house-transfers.js';
import { TtlCache } from '../lib/ttl-cache.js';
import { pickLang } from '../lib/i18n-text.js';
import { newOrderNo } from '../lib/order-no.js';
import { recordStatement, setRecordStatus } from '../modules/records/service.js';
import type { VenueAdapter, VenueAnswer } from './adapter.js';
import { adapterFor } from './registry.js';
import * as repo from './repo.js';

type Direction = 'in' | 'out';

/** A caller of a money call: the player, and the Idempotency-Key header if any. */
export interface MoneyCaller {
  userId: number;
  idempotencyKey: string | null;
}

/**
 * The venue side of a transfer in the ledger. House venues: the player's own `venue:<platType>`
 * account (the venue wallet itself). Third-party venues hold the money outside our books, so the
 * counterpart is the house account `house:venue:<platType>` (it may go negative with winnings).
 */
function venueAccount(userId: number, venue: repo.VenueRow): AccountRef {
  return adapterFor(venue.provider).sameDatabase
    ? { userId, kind: `venue:${venue.platType}` }
    : { userId: null, kind: `house:venue:${venue.platType}` };
}

/** spec.md §5: a positive amount not above the source balance, whole yuan only (help text). */
function transferAmount(raw: unknown): bigint {
  const amount = toMinor(raw);
  if (amount === null || amount <= 0n) throw new AppError('invalidAmount');
  if (!isWholeUnits(amount)) throw new AppError('amountNotWhole');
  return amount;
}

async function requireVenue(db: DbOrTx, platType: string): Promise<repo.VenueRow> {
  const venue = await repo.findVenue(db, platType);
  if (!venue) throw new AppError('venueNotFound');
  return venue;
}

/** spec.md §4: a lock holds until its turnover is met or the venue balance is below 5 yuan. */
function lockSatisfied(lock: repo.LockRow, venueBalance: bigint): boolean {
  return lock.accumulatedTurnover >= lock.requiredTurnover || venueBalance < VENUE_UNLOCK_BELOW_MINOR;
}

interface Started {
  transfer: { orderNo: string; status: string };
  /** The two accounts of the journal, to remember once the transaction has committed. */
  accounts: [AccountRef, number][];
  centralId: number;
  venueId: number;
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
async function startTransfer(tx: Tx, db: Db, userId: number, venue: repo.VenueRow, direction: Direction, amount: bigint): Promise<Started> {
  const adapter = adapterFor(venue.provider);
  // Locking the open lock rows serialises transfers of this player at this venue (spec.md §4).
  const locks = await repo.openLocks(tx, userId, venue.platType, true);
  const before = locks.length || !adapter.sameDatabase ? await adapter.balance(tx, { userId, platType: venue.platType }) : 0n;
  if (locks.length) {
    const blocking = locks.filter((l) => !lockSatisfied(l, before));
    if (direction === 'out' && blocking.length) throw new AppError('venueLocked');
    // spec.md §4: once the condition holds, the next transfer (either way) releases the lock.
    await repo.releaseLocks(tx, locks.filter((l) => lockSatisfied(l, before)).map((l) => l.id), 'transfer');
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
      mode: direction === 'in' ? `${WALLET_CENTRAL}→${venue.platType}` : `${venue.platType}→${WALLET_CENTRAL}`,
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
  return { transfer, accounts, centralId, venueId, central, venueBalance: posted ? posted.balances.get(venueId)! : null, followUp };
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
  return cache.get(platType, async () => (await repo.findVenue(db, platType))?.provider ?? null);
}

/** convertMoney (api-contract.md Wallet): central ↔ one venue; venue to venue is refused (spec.md §4). */
export async function convertMoney(db: Db, caller: MoneyCaller, input: { from: string; to: string; amount: unknown }) {
  const { from, to } = input;
  if (from === to) throw new AppError('sameWallet');
  if (from !== WALLET_CENTRAL && to !== WALLET_CENTRAL) throw new AppError('venueToVenue');
  const amount = transferAmount(input.amount);
  const direction: Direction = from === WALLET_CENTRAL ? 'in' : 'out';
  const platType = direction === 'in' ? to : from;
  const claimInput = { from, to, amount: amount.toString() };
  const provider = await venueProvider(db, platType);
  if (provider !== null && adapterFor(provider).sameDatabase) return houseConvert(db, caller, platType, direction, amount, claimInput);

  const venue = await requireVenue(db, platType);
  if (venue.status !== 'normal') throw new AppError('venueMaintenance');
  let followUp: Started['followUp'] = null;
  let accounts: Started['accounts'] = [];
  const answer = await withIdempotency(
    db,
    { scope: `u:${caller.userId}`, key: caller.idempotencyKey, route: 'convertMoney', input: claimInput },
    async (tx) => {
      const started = await startTransfer(tx, db, caller.userId, venue, direction, amount);
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
async function houseConvert(db: Db, caller: MoneyCaller, platType: string, direction: Direction, amount: bigint, claimInput: object) {
  const { userId } = caller;
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
    mode: direction === 'in' ? `${WALLET_CENTRAL}→${platType}` : `${platType}→${WALLET_CENTRAL}`,
    idempotency: caller.idempotencyKey
      ? { scope: `u:${userId}`, key: caller.idempotencyKey, hash: requestHashOf('convertMoney', claimInput) }
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

async function thirdPartyAnswer(db: Db, userId: number, venue: repo.VenueRow, orderNo: string) {
  const t = (await repo.findTransfer(db, orderNo))!;
  if (t.status === 'reversed') throw new AppError('venueTransferFailed');
  const central = (await balancesOf(db, userId, ['central'])).get('central')!;
  const venueBalance = await adapterFor(venue.provider).balance(db, { userId, platType: venue.platType }).catch(() => null);
  return { orderNo, status: t.status, central: formatMinor(central), venueBalance: venueBalance === null ? null : formatMinor(venueBalance) };
}

interface RecoveredVenue {
  platType: string;
  name: string;
  amount: string;
  status: 'recovered' | 'pending' | 'skipped';
  reason?: 'maintenance' | 'locked' | 'unavailable';
}

/**
 * oneTouchTransfer (spec.md §4 one-key recovery): every venue balance back to central. A venue in
 * maintenance, locked, or not answering is skipped and reported; the rest move in one transaction.
 */
export async function oneTouchTransfer(db: Db, caller: MoneyCaller, lang: LangCode) {
  const venues = await repo.listVenues(db);
  // Third-party recoveries finish after the transaction, when the venue answers.
  const followUps: { platType: string; orderNo: string; amount: bigint; run: () => Promise<void> }[] = [];
  const result = await withIdempotency(
    db,
    { scope: `u:${caller.userId}`, key: caller.idempotencyKey, route: 'oneTouchTransfer', input: {} },
    async (tx) => {
      // Lock order everywhere: venue locks, then accounts, each by id (no deadlock with convertMoney).
      await repo.openLocks(tx, caller.userId, undefined, true);
      await lockPlayerAccounts(tx, caller.userId);
      const list: RecoveredVenue[] = [];
      let recovered = 0n;
      for (const venue of venues) {
        const adapter = adapterFor(venue.provider);
        const name = pickLang(venue.name, lang);
        const balance = await adapter.recoverAll(tx, { userId: caller.userId, platType: venue.platType }).catch(() => null);
        if (balance === null) {
          list.push({ platType: venue.platType, name, amount: formatMinor(0n), status: 'skipped', reason: 'unavailable' });
          continue;
        }
        if (balance <= 0n) continue;
        if (venue.status !== 'normal') {
          list.push({ platType: venue.platType, name, amount: formatMinor(balance), status: 'skipped', reason: 'maintenance' });
          continue;
        }
        const locks = await repo.openLocks(tx, caller.userId, venue.platType);
        if (locks.some((l) => !lockSatisfied(l, balance))) {
          list.push({ platType: venue.platType, name, amount: formatMinor(balance), status: 'skipped', reason: 'locked' });
          continue;
        }
        const started = await startTransfer(tx, db, caller.userId, venue, 'out', balance);
        if (started.followUp) followUps.push({ platType: venue.platType, orderNo: started.transfer.orderNo, amount: balance, run: started.followUp });
        else recovered += balance;
        list.push({ platType: venue.platType, name, amount: formatMinor(balance), status: started.followUp ? 'pending' : 'recovered' });
      }
      const central = (await balancesOf(tx, caller.userId, ['central'])).get('central')!;
      return { central: formatMinor(central), recovered: formatMinor(recovered), list };
    },
  );
  if (!followUps.length) return result;
  // Report each third-party venue as it ended: confirmed → recovered; refused → skipped (the money
  // stayed at the venue); no answer yet → pending (the reconciliation job settles it later).
  let recovered: bigint = toMinor(result.recovered)!;
  const list = [...result.list];
  for (const f of followUps) {
    await f.run();
    const settled = await repo.findTransfer(db, f.orderNo);
    const i = list.findIndex((item) => item.platType === f.platType);
    if (!settled || i === -1 || settled.status === 'pending') continue;
    if (settled.status === 'confirmed') {
      recovered += f.amount;
      list[i] = { ...list[i]!, status: 'recovered' };
    } else list[i] = { ...list[i]!, status: 'skipped', reason: 'unavailable' };
  }
  const central = (await balancesOf(db, caller.userId, ['central'])).get('central')!;
  return { central: formatMinor(central), recovered: formatMinor(recovered), list };
}

async function venueBalances(db: DbOrTx, userId: number, venues: repo.VenueRow[]): Promise<Map<string, bigint | null>> {
  const own = new Map((await playerAccounts(db, userId)).filter((a) => a.currency === 'CNY').map((a) => [a.kind, a.balance]));
  const out = new Map<string, bigint | null>();
  for (const v of venues) {
    const adapter = adapterFor(v.provider);
    if (adapter.sameDatabase) out.set(v.platType, own.get(`venue:${v.platType}`) ?? 0n);
    else out.set(v.platType, await adapter.balance(db, { userId, platType: v.platType }).catch(() => null));
  }
  return out;
}

/** getUserBalance: `venue` is the sum of every venue wallet (a venue not answering counts 0). */
export async function userBalance(db: DbOrTx, userId: number) {
  const kinds = ['central', 'locked', 'welfare', 'cashbox'] as const;
  const own = await balancesOf(db, userId, [...kinds]);
  const venues = await venueBalances(db, userId, await repo.listVenues(db));
  const venue = [...venues.values()].reduce<bigint>((s, b) => s + (b ?? 0n), 0n);
  const total = kinds.reduce((s, k) => s + own.get(k)!, venue);
  return {
    userBalanceMap: {
      central: formatMinor(own.get('central')!),
      locked: formatMinor(own.get('locked')!),
      welfare: formatMinor(own.get('welfare')!),
      cashbox: formatMinor(own.get('cashbox')!),
      venue: formatMinor(venue),
      total: formatMinor(total),
    },
  };
}

/** getTransWalletBalanceInfo: central plus every venue wallet with its lock state (spec.md §4). */
export async function transWalletBalanceInfo(db: DbOrTx, userId: number, lang: LangCode) {
  const venues = await repo.listVenues(db);
  const balances = await venueBalances(db, userId, venues);
  const locks = await repo.openLocks(db, userId);
  const central = (await balancesOf(db, userId, ['central'])).get('central')!;
  return {
    central: formatMinor(central),
    list: venues.map((v) => {
      const balance = balances.get(v.platType) ?? null;
      const blocking = locks.find((l) => l.platType === v.platType && !lockSatisfied(l, balance ?? 0n));
      return {
        platType: v.platType,
        name: pickLang(v.name, lang),
        gameType: v.gameType,
        status: v.status,
        balance: balance === null ? null : formatMinor(balance),
        locked: Boolean(blocking),
        ...(blocking ? { lockReason: blocking.reason } : {}),
      };
    }),
  };
}

export async function platBalance(db: DbOrTx, userId: number, platType: string) {
  const venue = await requireVenue(db, platType);
  const balance = await adapterFor(venue.provider).balance(db, { userId, platType });
  return { platType, balance: formatMinor(balance) };
}

export async function transInfo(db: DbOrTx, userId: number) {
  return repo.getSettings(db, userId);
}

export async function changeWalletType(db: DbOrTx, userId: number, input: { type: 'auto' | 'manual'; walletFree?: boolean }) {
  await repo.saveSettings(db, userId, { autoTransfer: input.type === 'auto', ...(input.walletFree === undefined ? {} : { walletFree: input.walletFree }) });
  return repo.getSettings(db, userId);
}

/** For promotions, invitations and codes (spec.md §4): lock a venue until a turnover is met. */
export function addVenueLock(db: DbOrTx, lock: { userId: number; platType: string; requiredTurnover: bigint; reason: string }): Promise<number> {
  return repo.insertLock(db, lock);
}

/** For bet settlement: valid turnover counts towards every open lock of that venue. */
export function recordTurnover(db: DbOrTx, userId: number, platType: string, validBet: bigint): Promise<void> {
  return repo.addTurnover(db, userId, platType, validBet);
}

/**
 * For game entry (spec.md §4): in free-transfer mode, re-entering a venue releases its locks whose
 * condition holds. Returns how many were released.
 */
export async function onVenueEntry(db: DbOrTx, userId: number, platType: string): Promise<number> {
  const { walletFree } = await repo.getSettings(db, userId);
  if (!walletFree) return 0;
  const venue = await requireVenue(db, platType);
  const balance = await adapterFor(venue.provider).balance(db, { userId, platType });
  const releasable = (await repo.openLocks(db, userId, platType)).filter((l) => lockSatisfied(l, balance));
  await repo.releaseLocks(db, releasable.map((l) => l.id), 'reentry');
  return releasable.length;
}

export type { VenueAdapter };
