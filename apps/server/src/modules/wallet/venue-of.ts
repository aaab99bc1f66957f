import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { AccountRef } from '../../ledger/ledger.js';
import { adapterFor } from '../../venues/registry.js';
import { findVenue, type VenueRow } from '../../venues/repo.js';

export async function requireVenue(db: DbOrTx, platType: string): Promise<VenueRow> {
  const venue = await findVenue(db, platType);
  if (!venue) throw new AppError('venueNotFound');
  return venue;
}

/**
 * The venue side of a transfer in the ledger. House venues: the player's own `venue:<platType>`
 * account (the venue wallet itself). Third-party venues hold the money outside our books, so the
 * counterpart is the house account `house:venue:<platType>` (it may go negative with winnings).
 */
export function venueAccount(userId: number, venue: VenueRow): AccountRef {
  return adapterFor(venue.provider).sameDatabase
    ? { userId, kind: `venue:${venue.platType}` }
    : { userId: null, kind: `house:venue:${venue.platType}` };
}
