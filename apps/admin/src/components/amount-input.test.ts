import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { amountRule } from './AmountInput';

/** The console's amount rule (issue 24): what is typed passes as typed, or the field says why not; never rounded. */
const check = async (rule: Parameters<typeof amountRule>[0], value: unknown): Promise<string | null> => {
  const { validator } = amountRule(rule) as { validator: (r: unknown, v: unknown) => Promise<void> };
  return validator({}, value).then(
    () => null,
    (e: Error) => e.message,
  );
};

describe('console amount rule', () => {
  it('passes what it can send as typed, and names what it cannot', async () => {
    await i18n.changeLanguage('en');
    expect(await check({ signed: true }, '12.5')).toBeNull();
    expect(await check({ signed: true }, '-1')).toBeNull();
    expect(await check({ signed: true }, '1234567890')).toBeNull();
    expect(await check({ signed: true }, '0.001')).toBe('At most 2 decimal places');
    expect(await check({}, '-1')).toBe('The amount cannot be negative');
    expect(await check({}, '12.5.1')).toBe('Enter digits only, for example 100 or 50.25');
    expect(await check({}, '')).toBe('Please enter an amount');
    expect(await check({}, '0')).toBe('The amount cannot be 0');
    expect(await check({ currency: 'USDT' }, '0.0000001')).toBe('At most 6 decimal places');
    expect(await check({ whole: true }, '12.5')).toBe('Whole yuan only here: remove the decimal part');
  });

  it('an optional field may stay empty; a minimum may be 0', async () => {
    await i18n.changeLanguage('en');
    expect(await check({ optional: true }, '')).toBeNull();
    expect(await check({ optional: true }, undefined)).toBeNull();
    expect(await check({ optional: true }, '30.')).toBe('Type the digits after the decimal point');
    expect(await check({ whole: true, zeroAllowed: true }, '0')).toBeNull();
  });
});
