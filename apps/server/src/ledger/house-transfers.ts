import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Central ↔ house venue transfers, the hottest money path (design.md §5: the house venue lives in
 * the same database, so its transfers are one transaction). Concurrent requests are grouped into
 * batches; each batch is one call of the SQL function `ledger_house_transfers` (sql/house_transfers.sql,
 * applied at start by sql-functions.ts): one round trip and one commit for many transfers, each checked and
 * written completely (journal, postings, balances, transfer row, record, idempotency answer) or
 * refused without a trace. A transfer is answered only after its batch committed.
 */

export interface HouseTransfer {
  userId: number;
  platType: string;
  /** in: central → venue; out: venue → central */
  direction: 'in' | 'out';
  amount: bigint;
  orderNo: string;
  /** The player's committed `central` and `venue:<platType>` accounts (ensureAccount). */
  centralId: number;
  venueId: number;
  /** The player's record: `central→house_live` … */
  mode: string;
  idempotency: { scope: string; key: string; hash: string } | null;
}

export type HouseTransferResult =
  | { outcome: 'ok'; central: bigint; venue: bigint }
  /** The Idempotency-Key was used for the same request: the first answer, in minor units. */
  | { outcome: 'replay'; response: { orderNo: string; central: string; venueBalance: string } }
  | { outcome: 'insufficient' | 'venueLocked' | 'venueMaintenance' | 'venueNotFound' | 'keyReused' };

interface Pending {
  transfer: HouseTransfer;
  resolve: (r: HouseTransferResult) => void;
  reject: (e: unknown) => void;
}

/**
 * Batches in flight at once per database. Measured with bench/transfer on 2 CPUs: 1-2 in flight
 * give the largest batches and the least PostgreSQL CPU per transfer (≈ 200-300 µs against ≈ 570 µs
 * with 4 and ≈ 900 µs with 8: concurrent batches contend on the same index pages and WAL); 2 keeps
 * one slow batch (waiting on a player's locks) from holding every other player up.
 */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 64;

class Batcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Db) {}

  add(transfer: HouseTransfer): Promise<HouseTransferResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ transfer, resolve, reject });
      // Requests read in the same turn of the event loop (sockets that were ready together) share
      // the first batch: the flush waits for that turn's other I/O callbacks.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      const results = await runBatch(this.db, batch.map((p) => p.transfer));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (err) {
      // One bad item (or a rare conflict) must not fail its neighbours: each goes again alone.
      if (batch.length === 1) return batch[0]!.reject(err);
      await Promise.all(batch.map((p) => this.run([p])));
    }
  }
}

async function runBatch(db: Db, transfers: HouseTransfer[]): Promise<HouseTransferResult[]> {
  // Parallel arrays, one element per item (the function's signature); bigints as text.
  const col = <T>(f: (t: HouseTransfer) => T) => sql.param(transfers.map(f));
  const result = await db.execute(
    sql`SELECT idx, outcome, central::text AS central, venue::text AS venue, response FROM ledger_house_transfers(
      ${col((t) => String(t.userId))}::bigint[], ${col((t) => t.platType)}::text[], ${col((t) => t.direction)}::text[],
      ${col((t) => t.amount.toString())}::bigint[], ${col((t) => t.orderNo)}::text[],
      ${col((t) => String(t.centralId))}::bigint[], ${col((t) => String(t.venueId))}::bigint[], ${col((t) => t.mode)}::text[],
      ${col((t) => t.idempotency?.scope ?? null)}::text[], ${col((t) => t.idempotency?.key ?? null)}::text[],
      ${col((t) => t.idempotency?.hash ?? null)}::text[])`,
  );
  const rows = (result as unknown as { rows: { idx: number; outcome: string; central: string | null; venue: string | null; response: string | null }[] }).rows;
  if (rows.length !== transfers.length) throw new Error(`house transfers: ${rows.length} answers for ${transfers.length} items`);
  return rows.map((r): HouseTransferResult => {
    if (r.outcome === 'ok') return { outcome: 'ok', central: BigInt(r.central!), venue: BigInt(r.venue!) };
    if (r.outcome === 'replay') return { outcome: 'replay', response: JSON.parse(r.response!) as { orderNo: string; central: string; venueBalance: string } };
    return { outcome: r.outcome as 'insufficient' };
  });
}

const batchers = new WeakMap<object, Batcher>();

/** One central ↔ house venue transfer, batched with concurrent ones (see the top of this file). */
export function houseTransfer(db: Db, transfer: HouseTransfer): Promise<HouseTransferResult> {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = new Batcher(db)));
  return b.add(transfer);
}
