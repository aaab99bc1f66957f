import { asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { venues } from '../db/schema/index.js';

/** The venue catalogue (design.md §5). Transfers, locks and wallet settings are the wallet's (modules/wallet/repo.ts). */
export type VenueRow = typeof venues.$inferSelect;

export function listVenues(db: DbOrTx): Promise<VenueRow[]> {
  return db.select().from(venues).orderBy(asc(venues.sort), asc(venues.platType));
}

const findVenueQuery = (db: DbOrTx) =>
  db
    .select()
    .from(venues)
    .where(eq(venues.platType, sql.placeholder('platType')))
    .limit(1);
/** Per database handle: built once, and a named statement on each PostgreSQL connection (hot path of every transfer). */
const findVenuePrepared = new WeakMap<object, ReturnType<ReturnType<typeof findVenueQuery>['prepare']>>();

export async function findVenue(db: DbOrTx, platType: string): Promise<VenueRow | null> {
  // A statement prepared on the pool runs outside any transaction: inside one, build it on the spot.
  if (db instanceof PgTransaction) return (await findVenueQuery(db).execute({ platType }))[0] ?? null;
  let prepared = findVenuePrepared.get(db);
  if (!prepared) findVenuePrepared.set(db, (prepared = findVenueQuery(db).prepare('find_venue')));
  return (await prepared.execute({ platType }))[0] ?? null;
}
