import { z } from 'zod';

/**
 * Switchable faults (issue 26 item 5): what a real venue does to a wallet integration on a bad day. Each money call
 * draws one number from a seeded generator, so a test with a seed sees the same faults in the same order.
 * - timeout: the call is not applied and never answered (the connection closes after `hangMs`)
 * - error: answered 503 without being applied
 * - lost: applied, then the connection is dropped without an answer
 * - slow: applied, answered after `slowMs` (longer than the caller's timeout)
 * - duplicate: applied, but answered "duplicate order" (code 2004) as if it had been seen before
 * Bet feed faults, drawn per new bet: betDuplicate reports the bet twice; betChange changes it later (a corrected
 * result or a void), as a new version further down the feed.
 */
const rate = z.number().min(0).max(1);
export const faultPlan = z
  .object({
    timeout: rate.default(0),
    error: rate.default(0),
    lost: rate.default(0),
    slow: rate.default(0),
    duplicate: rate.default(0),
    betDuplicate: rate.default(0),
    betChange: rate.default(0),
    hangMs: z.number().int().min(0).max(600_000).default(30_000),
    slowMs: z.number().int().min(0).max(600_000).default(10_000),
    /** Which calls the transfer faults hit: transfer by default; check and balance may be added. */
    routes: z.array(z.enum(['transfer', 'check', 'balance', 'create', 'bets'])).default(['transfer']),
    seed: z.number().int().default(1),
  })
  .refine((p) => p.timeout + p.error + p.lost + p.slow + p.duplicate <= 1, { message: 'call fault rates add up to more than 1' });
export type FaultPlan = z.infer<typeof faultPlan>;
export type CallFault = 'timeout' | 'error' | 'lost' | 'slow' | 'duplicate';
export type FaultRoute = FaultPlan['routes'][number];

/** mulberry32: a small seeded generator; faults need repeatability, not secrecy. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Faults {
  plan: FaultPlan;
  private next: () => number;
  /** How many of each fault were injected, for a test to see that its faults really happened. */
  readonly counts: Record<CallFault | 'betDuplicate' | 'betChange', number> = { timeout: 0, error: 0, lost: 0, slow: 0, duplicate: 0, betDuplicate: 0, betChange: 0 };

  constructor(plan: unknown = {}) {
    this.plan = faultPlan.parse(plan);
    this.next = generator(this.plan.seed);
  }

  set(plan: unknown) {
    this.plan = faultPlan.parse(plan);
    this.next = generator(this.plan.seed);
  }

  call(route: FaultRoute): CallFault | undefined {
    if (!this.plan.routes.includes(route)) return undefined;
    let x = this.next();
    for (const kind of ['timeout', 'error', 'lost', 'slow', 'duplicate'] as const) {
      if (x < this.plan[kind]) {
        this.counts[kind] += 1;
        return kind;
      }
      x -= this.plan[kind];
    }
    return undefined;
  }

  bet(kind: 'betDuplicate' | 'betChange'): boolean {
    const hit = this.next() < this.plan[kind];
    if (hit) this.counts[kind] += 1;
    return hit;
  }
}
