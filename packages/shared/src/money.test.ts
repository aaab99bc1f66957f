import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, isWholeUnits, toMinor, toSignedMinor } from './money.js';

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

describe('toSignedMinor / isWholeUnits (wallet/adjust, spec.md §5 whole-yuan transfers)', () => {
  it('parses a sign and then the rules of toMinor', () => {
    expect(toSignedMinor('-12.5')).toBe(-1250n);
    expect(toSignedMinor('+3')).toBe(300n);
    expect(toSignedMinor(-0.01)).toBe(-1n);
    expect(toSignedMinor(7)).toBe(700n);
    for (const bad of ['--1', '-', '+-1', '1e2', '-1.001', '', null, NaN, -Infinity]) expect(toSignedMinor(bad), String(bad)).toBeNull();
  });

  it('round-trips any signed amount through formatMinor', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (v) => {
        expect(toSignedMinor(formatMinor(v))).toBe(v);
        expect(isWholeUnits(v)).toBe(v % 100n === 0n);
      }),
    );
  });
});
