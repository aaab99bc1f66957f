import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

/** One cell as a spreadsheet reads it back (RFC 4180): quotes removed, doubled quotes single. */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
}
const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('CSV formula guard (OWASP, issue 23 item 5)', () => {
  it('any text: read back it is the text, or an apostrophe and the text when it starts with = + - @ tab or CR', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.tuple(fc.constantFrom(...DANGEROUS), fc.string({ unit: 'grapheme-ascii' })).map(([head, rest]) => head + rest),
      fc.tuple(fc.constantFrom(...DANGEROUS), fc.stringMatching(/^\d+([.,]\d+)?([+*/&|!'" ].*)?$/)).map(([head, rest]) => head + rest),
    );
    fc.assert(
      fc.property(text, (s) => {
        const cell = csvCell(s);
        const read = readCell(cell);
        const guarded = DANGEROUS.some((d) => s.startsWith(d));
        expect(read).toBe(guarded ? `'${s}` : s);
        expect(DANGEROUS.some((d) => read.startsWith(d))).toBe(false);
        // A cell holding a separator, quote or line break is quoted, so it stays one cell.
        if (/[",\r\n]/.test(read)) expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        else expect(cell).toBe(read);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('numbers stay numbers; objects are JSON; null and undefined are empty; a line ends in CRLF', () => {
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(12n)).toBe('12');
    expect(csvCell('-12.50')).toBe("'-12.50");
    expect(csvCell({ a: '=1' })).toBe('"{""a"":""=1""}"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvLine(['a,b', '-1+1', 3])).toBe(`"a,b",'-1+1,3\r\n`);
  });
});
