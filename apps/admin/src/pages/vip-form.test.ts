/** The VIP level form's rules and the vip/level/update body it builds (issue 15). */
import { describe, expect, it } from 'vitest';
import { VIP_TABLE } from '../test/rewards-fixtures';
import { changesOf, formValuesOf, levelBody, normalCount, normalMoney, normalMultiple, normalPercent, requiredBetProblem } from './vip-form';

describe('VIP form values', () => {
  it('money: yuan with at most two decimals, never negative', () => {
    expect(normalMoney('1234.5')).toBe('1234.50');
    expect(normalMoney(' 0 ')).toBe('0.00');
    expect(normalMoney('1.234')).toBeNull();
    expect(normalMoney('-1')).toBeNull();
    expect(normalMoney('1e3')).toBeNull();
    expect(normalMoney('')).toBeNull();
  });

  it('percent: 0..max with at most four decimals, shown with at least two', () => {
    expect(normalPercent('0.4', 10)).toBe('0.40');
    expect(normalPercent('1', 10)).toBe('1.00');
    expect(normalPercent('0.125', 10)).toBe('0.125');
    expect(normalPercent('0.0001', 10)).toBe('0.0001');
    expect(normalPercent('10', 10)).toBe('10.00');
    expect(normalPercent('10.0001', 10)).toBeNull();
    expect(normalPercent('0.00001', 10)).toBeNull();
    expect(normalPercent('-1', 10)).toBeNull();
    expect(normalPercent('abc', 10)).toBeNull();
  });

  it('multiples with at most two decimals; whole numbers up to the server’s bound', () => {
    expect(normalMultiple('10')).toBe('10');
    expect(normalMultiple('1.5')).toBe('1.5');
    expect(normalMultiple('1.555')).toBeNull();
    expect(normalMultiple('-1')).toBeNull();
    expect(normalCount('1000', 1000)).toBe(1000);
    expect(normalCount('1001', 1000)).toBeNull();
    expect(normalCount('1.5', 1000)).toBeNull();
    expect(normalCount('', 1000)).toBeNull();
  });

  it('required bet: VIP1 at 0, the others strictly between their neighbours', () => {
    expect(requiredBetProblem(1, '0', VIP_TABLE)).toBeNull();
    expect(requiredBetProblem(1, '1', VIP_TABLE)).toEqual({ rule: 'first' });
    // VIP2 10 000, VIP3 40 000, VIP4 90 000.
    expect(requiredBetProblem(3, '10000', VIP_TABLE)).toEqual({ rule: 'above', bound: '10000.00' });
    expect(requiredBetProblem(3, '10000.01', VIP_TABLE)).toBeNull();
    expect(requiredBetProblem(3, '90000', VIP_TABLE)).toEqual({ rule: 'below', bound: '90000.00' });
    expect(requiredBetProblem(10, '99999999', VIP_TABLE)).toBeNull();
  });

  it('builds the update body from what was typed, and lists what changes', () => {
    const row = VIP_TABLE[2]!;
    const values = { ...formValuesOf(row), requiredBet: '45000', rebate: { ...row.rebate, sports: '0.6' }, promoVenue: '  ', dailyWithdrawCount: '9' };
    const body = levelBody(3, values);
    expect(body).toEqual({
      level: 3,
      requiredBet: '45000.00',
      keepBet: '12000.00',
      upgradeGift: '54.00',
      birthdayGift: '54.00',
      weeklyRedPacket: '24.00',
      dailyWithdrawCount: 9,
      dailyWithdrawLimit: '150000.00',
      rebate: { sports: '0.60', esports: '0.50', basketball: '0.50', live: '0.50', chess: '0.50', slots: '0.50', lottery: '0.50' },
      promoMinTransfer: '100.00',
      promoBonusPercent: '7.00',
      promoMaxBonus: '264.00',
      promoTurnoverMultiple: '10',
      promoDays: 7,
      promoVenue: null,
    });
    expect(changesOf(row, body)).toEqual([
      ['requiredBet', '40000.00', '45000.00'],
      ['dailyWithdrawCount', '8', '9'],
      ['rebate.sports', '0.50', '0.60'],
    ]);
    expect(changesOf(row, levelBody(3, formValuesOf(row)))).toEqual([]);
  });
});
