import { describe, expect, it } from 'vitest';
import { controlCharacterPath, hasControlCharacter } from './text.js';

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
