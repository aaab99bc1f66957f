/**
 * CSV for spreadsheets (RFC 4180, UTF-8 with a byte-order mark so Excel reads Chinese right). A cell that a
 * spreadsheet would run as a formula (starting with = + @, a tab or CR, or - not followed by a digit) gets a leading
 * apostrophe: player-chosen text (names, reasons) must not become a formula on an operator's machine.
 */
const FORMULA_START = /^([=+@\t\r]|-(?!\d))/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

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
