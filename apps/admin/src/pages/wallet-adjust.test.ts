import { describe, expect, it } from 'vitest';
import { DOUBLE_CONFIRM_THRESHOLD, needsDoubleConfirm, parseAdjustment } from './wallet-adjust';

describe('wallet adjustment amounts', () => {
  it('reads signed amounts with at most two decimals; zero and junk are not adjustments', () => {
    expect(parseAdjustment('100')).toEqual({ minor: 10000n, text: '100.00' });
    expect(parseAdjustment('-50.5')).toEqual({ minor: -5050n, text: '-50.50' });
    for (const bad of ['0', '0.00', '', 'abc', '1.001', '1e3', '--1']) expect(parseAdjustment(bad), bad).toBeNull();
  });
  it(`asks twice from ${DOUBLE_CONFIRM_THRESHOLD} on, either sign; once just below`, () => {
    expect(needsDoubleConfirm(parseAdjustment('9999.99')!.minor)).toBe(false);
    expect(needsDoubleConfirm(parseAdjustment('-9999.99')!.minor)).toBe(false);
    expect(needsDoubleConfirm(parseAdjustment('10000.00')!.minor)).toBe(true);
    expect(needsDoubleConfirm(parseAdjustment('-10000')!.minor)).toBe(true);
  });
});
