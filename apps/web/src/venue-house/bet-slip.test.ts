import { describe, expect, it } from 'vitest';
import { chipMinor, emptySlip, shortAmount, slipReducer, toBets, totalStake, type Slip, type SlipAction } from './bet-slip';
import { paysOf } from './labels';

const run = (actions: SlipAction[], from: Slip = emptySlip) => actions.reduce(slipReducer, from);

describe('bet slip', () => {
  it('sums chips per bet type in the order first placed, as decimal strings', () => {
    const slip = run([
      { kind: 'place', type: 'banker', amount: chipMinor(100) },
      { kind: 'place', type: 'tie', amount: chipMinor(5) },
      { kind: 'place', type: 'banker', amount: chipMinor(1) },
    ]);
    expect(toBets(slip.chips)).toEqual([
      { type: 'banker', amount: '101.00' },
      { type: 'tie', amount: '5.00' },
    ]);
    expect(totalStake(slip.chips)).toBe(10600n);
  });

  it('undo takes back the last chip only; repeat restores the last submitted round', () => {
    let slip = run([
      { kind: 'place', type: 'red', amount: chipMinor(10) },
      { kind: 'place', type: 'red', amount: chipMinor(50) },
      { kind: 'undo' },
    ]);
    expect(toBets(slip.chips)).toEqual([{ type: 'red', amount: '10.00' }]);
    slip = run([{ kind: 'submitted' }, { kind: 'repeat' }, { kind: 'repeat' }], slip);
    expect(toBets(slip.chips)).toEqual([{ type: 'red', amount: '10.00' }]);
    expect(run([{ kind: 'repeat' }]).chips).toEqual([]);
  });

  it('labels chips and shows the engines pay tables', () => {
    expect(shortAmount(chipMinor(500))).toBe('500');
    expect(shortAmount(chipMinor(1500))).toBe('1.5K');
    expect(shortAmount(12345n)).toBe('123.45');
    expect(paysOf('baccarat', 'banker')).toBe('0.95:1');
    expect(paysOf('roulette', 'split:1-2')).toBe('17:1');
    expect(paysOf('sicbo', 'total:4')).toBe('60:1');
    expect(paysOf('happy8', 'metal')).toBe('8.2:1');
    expect(paysOf('scheduledLottery', 'exact:007')).toBe('950:1');
  });
});
