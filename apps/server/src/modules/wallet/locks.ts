import { AppError } from '../../core/errors.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ensureAccount, lockAccount, postJournal } from '../../ledger/ledger.js';
import { adapterFor } from '../../venues/registry.js';
import * as repo from './repo.js';
import { requireVenue, venueAccount } from './venue-of.js';

/**
 * Venue locks (spec.md §4): a bonus locks a venue until its turnover is met or the venue balance is
 * below the unlock threshold. The rule itself is one SQL function, `venue_lock_satisfied`
 * (ledger/sql/venue_locks.sql), used here through repo.lockStates and by the batched house transfers.
 */

/** For promotions, invitations and codes (spec.md §4): lock a venue until a turnover is met. */
export function addVenueLock(db: DbOrTx, lock: { userId: number; platType: string; requiredTurnover: bigint; reason: string }): Promise<number> {
  return repo.insertLock(db, lock);
}

/** For bet settlement: valid turnover counts towards every open lock of that venue. */
export function recordTurnover(db: DbOrTx, userId: number, platType: string, validBet: bigint): Promise<void> {
  return repo.addTurnover(db, userId, platType, validBet);
}

/** The player's open locks at one venue, each judged at that venue's balance. */
export function locksAt(db: DbOrTx, userId: number, platType: string, venueBalance: bigint): Promise<repo.LockState[]> {
  return repo.lockStates(db, userId, new Map([[platType, venueBalance]]), platType);
}

/**
 * The lock order of every writer of a player's venue wallet (transfers, house rounds, lottery
 * draws, seed reveals): the venue's open locks, then the wallet account (ledger lockAccount).
 * Returns the wallet's balance, which stays put until the transaction ends.
 */
export async function lockVenueWallet(tx: Tx, userId: number, platType: string, walletAccountId: number): Promise<bigint> {
  await repo.openLocks(tx, userId, platType, true);
  return lockAccount(tx, walletAccountId);
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
  const releasable = (await locksAt(db, userId, platType, balance)).filter((l) => l.satisfied);
  await repo.releaseLocks(db, releasable.map((l) => l.id), 'reentry');
  return releasable.length;
}

/** A bonus paid into a venue wallet (issue 16, offers): where it comes from and the turnover that locks the venue. */
export interface VenueGrant {
  userId: number;
  platType: string;
  amount: bigint;
  /** The house account that pays: `house:welfare` for bonuses. */
  from: `house:${string}`;
  /** Unique per grant (ledger idempotency): a second call with it posts nothing and adds no lock. */
  idempotencyKey: string;
  reference: string;
  actor: string;
  requiredTurnover: bigint;
  /** Why the venue is locked (venue_locks.reason), e.g. `activity:12`. */
  reason: string;
}

/**
 * Pays a bonus into a venue wallet and locks the venue until its turnover is met or its balance is below the
 * unlock threshold (spec.md §4; the first production writer of venue locks). Only venues whose wallet is in our
 * books (the house venues): a third-party venue's balance lives at the provider, so a bonus cannot be put there
 * without a transfer call (refused with venueNotFound; the offers editor only accepts house venues).
 * In the caller's transaction, in the lock order of every venue-wallet writer (lockVenueWallet).
 * Returns the venue balance after, or null when the key had been used (nothing done).
 */
export async function grantIntoVenue(tx: Tx, g: VenueGrant): Promise<bigint | null> {
  const venue = await requireVenue(tx, g.platType);
  if (!adapterFor(venue.provider).sameDatabase) throw new AppError('venueNotFound');
  const ref = venueAccount(g.userId, venue);
  const walletId = await ensureAccount(tx, ref);
  const houseId = await ensureAccount(tx, { userId: null, kind: g.from });
  await lockVenueWallet(tx, g.userId, g.platType, walletId);
  const posted = await postJournal(tx, {
    type: 'bonus',
    idempotencyKey: g.idempotencyKey,
    reference: g.reference,
    actor: g.actor,
    postings: [
      { accountId: walletId, amount: g.amount },
      { accountId: houseId, amount: -g.amount },
    ],
  });
  if (posted.replayed) return null;
  await repo.insertLock(tx, { userId: g.userId, platType: g.platType, requiredTurnover: g.requiredTurnover, reason: g.reason });
  return posted.balances.get(walletId)!;
}
