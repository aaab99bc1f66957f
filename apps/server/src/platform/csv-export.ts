import { Download } from '../http/download.js';
import { csvDocument } from '../lib/csv.js';

/** Rows per query of an export: a few hundred KB of CSV at a time, whatever the list's length. */
export const EXPORT_BATCH = 1000;

/**
 * Every row of a list, oldest first, in batches found by key (`id > last id`), never by OFFSET: each batch is one
 * indexed range read, rows written during the export land after its end instead of shifting the pages, and memory
 * holds one batch at a time (issue 14 "Reports": 100k rows streamed).
 */
export async function* keysetBatches<R>(fetch: (afterId: number, limit: number) => Promise<R[]>, idOf: (row: R) => number): AsyncGenerator<R[]> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = idOf(rows.at(-1)!);
  }
}

/**
 * A list as a CSV download named `<name>-<UTC timestamp>.csv`, each row mapped by the list's own view. A report of
 * a few hundred rows at most (one per day of a bounded range) comes as one batch: `[rows]`.
 */
export function csvExport<R, V extends Record<string, unknown>>(name: string, batches: AsyncIterable<R[]> | Iterable<R[]>, view: (row: R) => V, now: Date): Download {
  async function* views() {
    for await (const rows of batches) yield rows.map(view);
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15);
  return new Download(`${name}-${stamp}.csv`, 'text/csv; charset=utf-8', csvDocument(views()));
}
