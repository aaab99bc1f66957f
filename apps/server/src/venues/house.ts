import { balancesOf, ensureAccount } from '../ledger/ledger.js';
import type { VenueAdapter } from './adapter.js';

/**
 * The house venue (design.md §1): its wallet per platType is the player's `venue:<platType>`
 * ledger account, so the transfer journal itself is the venue's side of the transfer.
 */
export const houseVenue: VenueAdapter = {
  sameDatabase: true,
  async createPlayer(db, { userId, platType }) {
    await ensureAccount(db, { userId, kind: `venue:${platType}` });
  },
  transferIn: () => Promise.resolve('confirmed'),
  transferOut: () => Promise.resolve('confirmed'),
  // Written confirmed in the same transaction as the journal: nothing is ever pending here.
  checkTransfer: () => Promise.resolve('confirmed'),
  async balance(db, { userId, platType }) {
    const kind = `venue:${platType}` as const;
    return (await balancesOf(db, userId, [kind])).get(kind)!;
  },
  launchUrl: (_db, { platType, gameCode }) =>
    Promise.resolve(`/venue/house/?platType=${encodeURIComponent(platType)}&gameCode=${encodeURIComponent(gameCode)}`),
  // House rounds are written by the house venue itself; there is nothing to pull.
  pullBets: () => Promise.resolve([]),
  recoverAll(db, p) {
    return this.balance(db, p);
  },
};
