/**
 * Frame budgets of the chat sockets (issue 23 finding 9; docs/chat-protocol.md "Budgets"): what a flood of frames
 * may cost. Counted in memory on each server (a player's sockets on one server share theirs); real time, not the
 * app's clock, so a test that moves the clock does not refill them.
 */

/** A token bucket: `burst` frames at once, refilled at `perSecond`. */
export class Bucket {
  private tokens: number;
  private at = performance.now();
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }
  /** Spends one token if there is one. */
  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  /** Whether the bucket is full again (nothing spent lately): a keyed bucket like this can be dropped. */
  full(): boolean {
    return this.tokens + ((performance.now() - this.at) / 1000) * this.perSecond >= this.burst;
  }
}

/** Buckets by key (a player, an operator): kept while in use, dropped once full again. */
export class Buckets {
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {}
  take(key: string): boolean {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      // Bounded memory: before adding, forget the keys that spent nothing lately (a full bucket is a new one).
      if (this.buckets.size >= 10_000) for (const [k, b] of this.buckets) if (b.full()) this.buckets.delete(k);
      this.buckets.set(key, (bucket = new Bucket(this.burst, this.perSecond)));
    }
    return bucket.take();
  }
}

/**
 * At most one run per key per window: the first offer runs at once; later offers inside the window are merged
 * (`merge` of their values; the last offer's `run`) and run once when the window ends, which opens a new window. A
 * typing fan-out or a read mark goes out at most once a second per conversation, and the highest read mark offered
 * is never lost.
 */
export class Coalescer<V> {
  private readonly windows = new Map<string, { next: { value: V; run: (value: V) => void } | null }>();
  constructor(
    private readonly windowMs: number,
    private readonly merge: (earlier: V, later: V) => V,
  ) {}
  offer(key: string, value: V, run: (value: V) => void): void {
    const window = this.windows.get(key);
    if (!window) return this.open(key, value, run);
    window.next = { value: window.next ? this.merge(window.next.value, value) : value, run };
  }
  private open(key: string, value: V, run: (value: V) => void): void {
    const window: { next: { value: V; run: (value: V) => void } | null } = { next: null };
    this.windows.set(key, window);
    run(value);
    setTimeout(() => {
      this.windows.delete(key);
      if (window.next) this.open(key, window.next.value, window.next.run);
    }, this.windowMs).unref();
  }
}
