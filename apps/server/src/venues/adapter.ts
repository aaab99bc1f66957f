import type { DbOrTx } from '../db/client.js';

/**
 * A game venue in the transfer-wallet model (design.md §5): the player's money at the venue is
 * moved in and out by transfers identified by our order number, so a lost answer can be asked
 * again (checkTransfer) and every transfer ends confirmed or reversed.
 */
export interface VenueTransfer {
  orderNo: string;
  userId: number;
  platType: string;
  amount: bigint;
}

/** A venue's answer to a transfer; a thrown error or timeout means no answer (left pending). */
export type VenueAnswer = 'confirmed' | 'failed';

export interface VenueBet {
  betId: string;
  userId: number;
  platType: string;
  gameCode: string;
  betAmount: bigint;
  validBet: bigint;
  winLoss: bigint;
  betTime: Date;
}

export interface VenueAdapter {
  /**
   * True for the house venue: its wallet is a ledger account in our own database, so a transfer
   * is one transaction and transferIn/transferOut only confirm what the ledger already did.
   */
  readonly sameDatabase: boolean;
  createPlayer(db: DbOrTx, p: { userId: number; platType: string }): Promise<void>;
  transferIn(db: DbOrTx, t: VenueTransfer): Promise<VenueAnswer>;
  transferOut(db: DbOrTx, t: VenueTransfer): Promise<VenueAnswer>;
  /** The outcome of an earlier transfer by our order number; 'unknown' when the venue has none yet. */
  checkTransfer(db: DbOrTx, t: VenueTransfer & { direction: 'in' | 'out' }): Promise<VenueAnswer | 'unknown'>;
  balance(db: DbOrTx, p: { userId: number; platType: string }): Promise<bigint>;
  launchUrl(db: DbOrTx, p: { userId: number; platType: string; gameCode: string; now: Date }): Promise<string>;
  /** Bets settled since a time, for turnover, rebates and bet records. */
  pullBets(db: DbOrTx, p: { platType: string; since: Date }): Promise<VenueBet[]>;
  /** What recovering everything from this venue would move now (the whole balance). */
  recoverAll(db: DbOrTx, p: { userId: number; platType: string }): Promise<bigint>;
}
