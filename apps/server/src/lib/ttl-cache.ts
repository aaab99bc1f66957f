/**
 * A small read-through cache for public content that operators change rarely (website info,
 * banners). Each server keeps its own copy for `ttlMs`, so a change shows everywhere within that
 * time without cross-server invalidation; concurrent misses share one load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = performance.now(); // elapsed time only
    const hit = this.entries.get(key);
    // An entry from "the future" (a clock set back, as fake timers do in tests) has expired too.
    if (hit && now >= hit.at && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.set(key, { at: now, value });
    // A failed load must not be served for the whole TTL.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
