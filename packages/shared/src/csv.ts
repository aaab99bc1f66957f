/**
 * One CSV cell and line for spreadsheets (RFC 4180), for every CSV the platform writes: the server's exports
 * (apps/server/src/lib/csv.ts) and the console's file of new redemption codes.
 *
 * Formula guard (OWASP "CSV Injection", issue 23 item 5): a text cell that begins with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe, whatever follows. `-1+cmd|' /C calc'!A0` in a User-Agent or a login name
 * is a formula to Excel although it starts with "-1", so no "looks like a number" exception is made: a negative amount
 * sent as text ("-12.50") reads as `'-12.50`. Values that are numbers in JavaScript (number, bigint) are written as
 * they are: their text is never a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
