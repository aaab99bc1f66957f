import { formatMinor, toMinor, userBalanceMapSchema } from '@app/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserBalanceMap } from '../../api/wallet';
import { BALANCE_PARTS, balanceParts } from './balance-parts';

const sum = (amounts: string[]) => amounts.reduce((s, a) => s + (toMinor(a) ?? 0n), 0n);

describe('balance breakdown (issue 24 defect 5: every breakdown sums to its total)', () => {
  it('knows every part of the getUserBalance answer but the total', () => {
    expect([...BALANCE_PARTS].sort()).toEqual(Object.keys(userBalanceMapSchema.shape).filter((k) => k !== 'total').sort());
  });

  it('the example of the issue: central 55 + venues 437.50 + cashbox 20 = 512.50', () => {
    const map: UserBalanceMap = { central: '55.00', venue: '437.50', cashbox: '20.00', locked: '0.00', welfare: '0.00', total: '512.50' };
    const parts = balanceParts(map);
    expect(parts.map((p) => p.part)).toEqual(['central', 'venue', 'cashbox', 'locked']);
    expect(formatMinor(sum(parts.map((p) => p.amount)))).toBe(map.total);
  });

  it('the parts shown sum to the total for any balances', () => {
    const amount = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(fc.tuple(amount, amount, amount, amount, amount), ([central, venue, cashbox, locked, welfare]) => {
        const map: UserBalanceMap = {
          central: formatMinor(central),
          venue: formatMinor(venue),
          cashbox: formatMinor(cashbox),
          locked: formatMinor(locked),
          welfare: formatMinor(welfare),
          total: formatMinor(central + venue + cashbox + locked + welfare),
        };
        expect(formatMinor(sum(balanceParts(map).map((p) => p.amount)))).toBe(map.total);
      }),
    );
  });
});
