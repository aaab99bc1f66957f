import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTransfer, isValidPair, pickWallet, swapPair, wholeAmountOf, type WalletPair } from './transfer';

const toVenue: WalletPair = { from: 'central', to: 'house_live' };
const fromVenue: WalletPair = { from: 'house_live', to: 'central' };

describe('transfer amount rules (spec.md §5, §8)', () => {
  it('requires an amount ("Please enter the amount")', () => {
    expect(checkTransfer(toVenue, '', '100.00')).toBe('required');
    expect(checkTransfer(toVenue, '   ', '100.00')).toBe('required');
  });

  it('refuses 0, fractions of a yuan and junk', () => {
    expect(checkTransfer(toVenue, '0', '100.00')).toBe('positive');
    expect(checkTransfer(toVenue, '0.00', '100.00')).toBe('positive');
    expect(checkTransfer(toVenue, '10.50', '100.00')).toBe('whole');
    expect(checkTransfer(toVenue, '1.5', '100.00')).toBe('whole');
    expect(checkTransfer(toVenue, '10.001', '100.00')).toBe('whole');
    for (const bad of ['-5', '1e3', 'abc', '+3', '0x10', 'NaN']) expect(checkTransfer(toVenue, bad, '100.00'), bad).toBe('invalid');
  });

  it('refuses more than the source balance ("Transfer amount cannot exceed source balance"), compared in minor units', () => {
    expect(checkTransfer(toVenue, '101', '100.99')).toBe('exceed');
    expect(checkTransfer(toVenue, '100', '100.00')).toBeNull();
    expect(checkTransfer(toVenue, '100', '99.99')).toBe('exceed');
    // Beyond double precision in fen (> 2^53): one fen of difference still counts.
    expect(checkTransfer(toVenue, '999999999999999', '999999999999998.99')).toBe('exceed');
    expect(checkTransfer(toVenue, '999999999999999', '999999999999999.00')).toBeNull();
    expect(checkTransfer(fromVenue, '5', '5.00')).toBeNull();
  });

  it('leaves the upper bound to the server when the source balance is unknown', () => {
    expect(checkTransfer(fromVenue, '999999', null)).toBeNull();
  });

  it('"All" takes the whole-yuan part of the balance, without rounding up', () => {
    expect(wholeAmountOf('123.99')).toBe('123');
    expect(wholeAmountOf('0.50')).toBe('0');
    expect(wholeAmountOf('100.00')).toBe('100');
    expect(wholeAmountOf(null)).toBe('');
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (fen) => {
        const balance = `${fen / 100n}.${(fen % 100n).toString().padStart(2, '0')}`;
        const all = wholeAmountOf(balance);
        // What "All" fills is always accepted (or 0, refused as not positive).
        expect(checkTransfer(toVenue, all, balance)).toBe(fen < 100n ? 'positive' : null);
      }),
    );
  });
});

describe('venue-to-venue prevention (spec.md §4)', () => {
  it('refuses a venue-to-venue or same-wallet pair', () => {
    expect(checkTransfer({ from: 'house_live', to: 'house_slots' }, '10', '100.00')).toBe('venueToVenue');
    expect(checkTransfer({ from: 'central', to: 'central' }, '10', '100.00')).toBe('sameWallet');
    expect(isValidPair({ from: 'house_live', to: 'house_slots' })).toBe(false);
  });

  it('picking a venue while the other side is a venue moves the other side to central', () => {
    expect(pickWallet(toVenue, 'from', 'house_slots')).toEqual({ from: 'house_slots', to: 'central' });
    expect(pickWallet(fromVenue, 'to', 'house_slots')).toEqual({ from: 'central', to: 'house_slots' });
  });

  it('picking the wallet of the other side swaps the two', () => {
    expect(pickWallet(toVenue, 'from', 'house_live')).toEqual(fromVenue);
    expect(swapPair(toVenue)).toEqual(fromVenue);
  });

  it('every sequence of picks and swaps keeps the pair valid', () => {
    const wallet = fc.constantFrom('central', 'house_live', 'house_chess', 'house_lottery', 'house_slots');
    const step = fc.oneof(fc.tuple(fc.constantFrom('from' as const, 'to' as const), wallet), fc.constant('swap' as const));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let pair = toVenue;
        for (const s of steps) pair = s === 'swap' ? swapPair(pair) : pickWallet(pair, s[0], s[1]);
        expect(isValidPair(pair)).toBe(true);
      }),
    );
  });
});
