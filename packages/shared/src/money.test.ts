import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, toMinor } from './money.js';

describe('money parsing (design.md §5)', () => {
  it('parses decimal strings and numbers into minor units', () => {
    expect(toMinor('100')).toBe(10000n);
    expect(toMinor('100.5')).toBe(10050n);
    expect(toMinor('0.01')).toBe(1n);
    expect(toMinor(99.99)).toBe(9999n);
    expect(toMinor('1.234567', 'USDT')).toBe(1234567n);
  });

  it('refuses NaN, exponents, signs, too many places and non-numbers', () => {
    for (const bad of ['', ' ', 'abc', '1e3', '-1', '+1', '1.234', '01', '1.', '.5', NaN, Infinity, -5, 1e21, null, {}, [], true]) {
      expect(toMinor(bad), String(bad)).toBeNull();
    }
    expect(toMinor('1.2345678', 'USDT')).toBeNull();
  });

  it('format and parse are inverse for every amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.constantFrom('CNY' as const, 'USDT' as const), (v, cur) => {
        expect(toMinor(formatMinor(v, cur), cur)).toBe(v);
      }),
    );
  });

  it('formats negatives with a sign and fixed places', () => {
    expect(formatMinor(-1n)).toBe('-0.01');
    expect(formatMinor(0n, 'USDT')).toBe('0.000000');
  });
});
