import { csvLine } from '@app/shared';

/**
 * CSV documents for spreadsheets (RFC 4180, UTF-8 with a byte-order mark so Excel reads Chinese right). Every cell goes
 * through the one `csvCell` of packages/shared (its formula guard: player-chosen text never becomes a formula on an
 * operator's machine); every export reaches here through `csvExport` (platform/csv-export.ts).
 */

/** The rows as a CSV document: the first row's keys are the header; each yielded chunk is one batch of lines. */
export async function* csvDocument(batches: AsyncIterable<Record<string, unknown>[]>): AsyncGenerator<string> {
  let columns: string[] | null = null;
  yield '\uFEFF';
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) {
      if (!columns) {
        columns = Object.keys(row);
        chunk += csvLine(columns);
      }
      chunk += csvLine(columns.map((c) => row[c]));
    }
    if (chunk) yield chunk;
  }
}
