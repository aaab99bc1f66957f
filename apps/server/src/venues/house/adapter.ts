import { balancesOf, ensureAccount } from '../../ledger/ledger.js';
import type { VenueAdapter } from '../adapter.js';
import { issueTicket } from './service.js';

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
  // The game page trades the one-time ticket for a game session (`session {ticket}`, api-contract House venue).
  // Its lifetime is in the app's clock, the one openSession checks it against.
  async launchUrl(db, { userId, platType, gameCode, now }) {
    const ticket = await issueTicket(db, { userId, platType, gameCode }, now);
    const q = new URLSearchParams({ platType, gameCode, ticket });
    return `/venue/house/?${q.toString()}`;
  },
  // House rounds are written by the house venue itself; there is nothing to pull.
  pullBets: () => Promise.resolve([]),
  recoverAll(db, p) {
    return this.balance(db, p);
  },
};
