import type { VenueAdapter, VenueAnswer, VenueTransfer } from '../src/venues/adapter.js';

/** How the fake third-party venue treats the next transfer. */
export type FakeMode = 'confirmed' | 'failed' | 'lostAfterApply' | 'lostBeforeApply';

/**
 * A third-party venue in memory: it keeps its own balances, may refuse, or may lose its answer
 * (after or before applying the transfer), so pending → confirmed | reversed and reconciliation
 * can be exercised. checkTransfer tells the truth about what it applied.
 */
export class FakeVenue implements VenueAdapter {
  readonly sameDatabase = false;
  balances = new Map<string, bigint>();
  applied = new Map<string, boolean>();
  nextMode: FakeMode = 'confirmed';

  private key(userId: number, platType: string) {
    return `${userId}:${platType}`;
  }
  private move(t: VenueTransfer, sign: 1n | -1n): Promise<VenueAnswer> {
    const mode = this.nextMode;
    const k = this.key(t.userId, t.platType);
    const bal = this.balances.get(k) ?? 0n;
    const possible = sign > 0n || bal >= t.amount;
    if (mode === 'failed' || mode === 'lostBeforeApply' || !possible) {
      this.applied.set(t.orderNo, false);
      return mode.startsWith('lost') ? Promise.reject(new Error('timeout')) : Promise.resolve('failed');
    }
    this.balances.set(k, bal + sign * t.amount);
    this.applied.set(t.orderNo, true);
    return mode === 'lostAfterApply' ? Promise.reject(new Error('timeout')) : Promise.resolve('confirmed');
  }
  createPlayer = () => Promise.resolve();
  transferIn = (_db: unknown, t: VenueTransfer) => this.move(t, 1n);
  transferOut = (_db: unknown, t: VenueTransfer) => this.move(t, -1n);
  checkTransfer = (_db: unknown, t: VenueTransfer): Promise<VenueAnswer | 'unknown'> => {
    const a = this.applied.get(t.orderNo);
    return Promise.resolve(a === undefined ? 'unknown' : a ? 'confirmed' : 'failed');
  };
  balance = (_db: unknown, p: { userId: number; platType: string }) => Promise.resolve(this.balances.get(this.key(p.userId, p.platType)) ?? 0n);
  launchUrl = () => Promise.resolve('https://fake.example/launch');
  pullBets = () => Promise.resolve([]);
  recoverAll = (db: unknown, p: { userId: number; platType: string }) => this.balance(db, p);
}
