import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, isWholeUnits, readAmountText, toMinor, toSignedMinor } from './money.js';

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

describe('readAmountText (issue 24: an amount field sends what is typed or says why not)', () => {
  const problem = (text: string, rule = {}) => readAmountText(text, rule).problem;

  it('reads what is typed, never another number', () => {
    expect(readAmountText('12.5')).toEqual({ minor: 1250n, problem: null });
    expect(readAmountText(' 120 ')).toEqual({ minor: 12000n, problem: null });
    expect(readAmountText('1234567890')).toEqual({ minor: 123456789000n, problem: null });
    expect(readAmountText('0.01')).toEqual({ minor: 1n, problem: null });
    expect(readAmountText('1.234567', { currency: 'USDT' })).toEqual({ minor: 1234567n, problem: null });
    expect(readAmountText('12.00', { whole: true })).toEqual({ minor: 1200n, problem: null });
    expect(readAmountText('-50.5', { signed: true })).toEqual({ minor: -5050n, problem: null });
  });

  it('names each problem, on both sides of its boundary', () => {
    expect(problem('')).toBe('required');
    expect(problem('  ')).toBe('required');
    expect(problem('30.')).toBe('incomplete');
    expect(problem('.')).toBe('incomplete');
    expect(problem('-1')).toBe('negative');
    expect(problem('-1', { signed: true })).toBeNull();
    for (const bad of ['abc', '1e3', '1,000', '1 000', '1.2.3', '012', '.5', '--1', '-', '+-1']) expect(problem(bad, { signed: true }), bad).toBe('notNumber');
    expect(problem('12.5', { whole: true })).toBe('notWhole');
    expect(problem('120.5', { whole: true })).toBe('notWhole');
    expect(problem('0.001', { whole: true })).toBe('notWhole');
    expect(problem('0.001')).toBe('tooManyPlaces');
    expect(problem('0.01')).toBeNull();
    expect(problem('0.0000001', { currency: 'USDT' })).toBe('tooManyPlaces');
    expect(problem('0.000001', { currency: 'USDT' })).toBeNull();
    expect(problem('9'.repeat(15))).toBeNull();
    expect(problem('9'.repeat(16))).toBe('tooLarge');
    expect(problem('0')).toBe('zero');
    expect(problem('0.00')).toBe('zero');
    expect(problem('-0', { signed: true })).toBe('zero');
  });

  it('agrees with toMinor on every amount it accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', '-', 'e', ' ') }), (text) => {
        const read = readAmountText(text);
        if (read.problem === null) expect(read.minor).toBe(toMinor(text.trim()));
        else if (read.problem !== 'incomplete' && read.problem !== 'zero') expect(toMinor(text.trim())).toBeNull();
      }),
    );
  });
});
