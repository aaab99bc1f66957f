import type { DbOrTx, Tx } from '../../db/client.js';
import { lockAccount } from '../../ledger/ledger.js';
import { adapterFor } from '../../venues/registry.js';
import * as repo from './repo.js';
import { requireVenue } from './venue-of.js';

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
