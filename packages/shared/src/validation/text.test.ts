import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter, hasLoneSurrogate, textFault, textFaultAt } from './text.js';

describe('text rule: no control characters (issue 11)', () => {
  it('refuses NUL and the other C0 controls, keeps tab, line feed and carriage return', () => {
    for (let c = 0; c < 0x20; c++) expect(hasControlCharacter(`a${String.fromCharCode(c)}b`), String(c)).toBe(![9, 10, 13].includes(c));
    expect(hasControlCharacter('普通文本 plain text ·')).toBe(false);
  });

  it('finds the first field holding one, at any depth, in values and keys', () => {
    expect(controlCharacterPath({ a: 'ok', b: 1, c: null })).toBeNull();
    expect(controlCharacterPath({ a: 'ok', b: 'x\u0000' })).toBe('b');
    expect(controlCharacterPath({ list: ['ok', { deep: '\u0001' }] })).toBe('list.1.deep');
    expect(controlCharacterPath({ 'k\u0000': 'ok' })).toBe('k\u0000');
    expect(controlCharacterPath('\u0000')).toBe('');
  });
});

describe('text rule: well-formed UTF-16 (issue 23 item 10)', () => {
  it('a lone high or low surrogate anywhere is refused; pairs (emoji) are text', () => {
    for (const bad of ['\ud800', 'a\ud800', '\ud800b', '\udc00', 'x\udfffy', '\ud83d\ud83d\ude00', '\ud83d\ude00\ude00', '\udc00\ud800']) {
      expect(hasLoneSurrogate(bad), JSON.stringify(bad)).toBe(true);
      expect(textFault(bad), JSON.stringify(bad)).toBe('ill-formed UTF-16');
    }
    for (const good of ['', '😀', 'a😀b', '𠀀字', '普通文本', '\ud83d\ude00\ud83d\ude00']) expect(textFault(good), good).toBeNull();
    expect(textFaultAt({ note: 'ok', list: ['fine', { deep: 'x\ud800' }] })).toEqual({ field: 'list.1.deep', message: 'ill-formed UTF-16' });
    expect(textFaultAt({ ['k\udc00']: 'ok' })).toEqual({ field: 'k\udc00', message: 'ill-formed UTF-16' });
    expect(controlCharacterPath({ remark: '\ud800' })).toBe('remark');
  });

  it('agrees with the language: refused exactly when the string is not well-formed (any string, fast-check)', () => {
    // Node 20+ has String.prototype.isWellFormed; the rule itself is a regular expression so browsers without it agree.
    const wellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)), maxLength: 20 }), (a, b) => {
        for (const s of [a, b, a + b]) if (hasLoneSurrogate(s) === wellFormed(s)) return false;
        return true;
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
