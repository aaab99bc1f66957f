import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import { createRng } from './rng.js';
import { drawId, nextDrawTimes, scheduledLottery } from './scheduledLottery.js';

const bet = (type: string, amount = 1000n) => ({ type, amount });
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('scheduled lottery', () => {
  it('every bet matches its documented house edge (1000 results, all 1004 bet types)', () => {
    const returns = expectDocumentedEdges(scheduledLottery, 'scheduled-lottery.md');
    expect(returns.size).toBe(1004);
  });

  it('draws Tuesday, Thursday and Saturday at 21:30 Asia/Shanghai (13:30 UTC), strictly after `from`', () => {
    // 2026-11-22 is a Sunday.
    expect(iso(nextDrawTimes(new Date('2026-11-22T06:00:00Z'), 4))).toEqual([
      '2026-11-24T13:30:00.000Z',
      '2026-11-26T13:30:00.000Z',
      '2026-11-28T13:30:00.000Z',
      '2026-12-01T13:30:00.000Z',
    ]);
    expect(iso(nextDrawTimes(new Date('2026-11-24T13:29:59.999Z'), 1))).toEqual(['2026-11-24T13:30:00.000Z']);
    expect(iso(nextDrawTimes(new Date('2026-11-24T13:30:00.000Z'), 1))).toEqual(['2026-11-26T13:30:00.000Z']);
    // Shanghai midnight boundary: 16:00Z Monday is already Tuesday 00:00 in Shanghai.
    expect(iso(nextDrawTimes(new Date('2026-11-23T16:00:00Z'), 1))).toEqual(['2026-11-24T13:30:00.000Z']);
    // Saturday after the draw → next Tuesday; year end.
    expect(iso(nextDrawTimes(new Date('2026-12-26T14:00:00Z'), 2))).toEqual(['2026-12-29T13:30:00.000Z', '2026-12-31T13:30:00.000Z']);
    expect(nextDrawTimes(new Date('2026-11-22T00:00:00Z'), 0)).toEqual([]);
    expect(drawId(new Date('2026-11-24T13:30:00Z'))).toBe('2026-11-24');
    expect(() => nextDrawTimes(new Date(), Infinity)).toThrow(RangeError);
    expect(() => nextDrawTimes(new Date('nope'), 1)).toThrow(RangeError);
  });

  it('settles exact and sum bets', () => {
    const s = scheduledLottery.settle([bet('exact:007'), bet('small'), bet('odd'), bet('big')], { digits: [0, 0, 7] });
    expect(s.ok && s.value.bets.map((b) => b.payout)).toEqual([951000n, 1950n, 1950n, 0n]);
    for (const bad of ['exact:7', 'exact:0070', 'exact:abc', 'sum:3']) expect(scheduledLottery.parseBet(bad).ok).toBe(false);
  });

  it('draws three digits deterministically from the draw seed', () => {
    const seed = { serverSeed: 'draw-secret', clientSeed: '2026-11-24', nonce: 0 };
    const { outcome } = scheduledLottery.draw(createRng(seed));
    expect(outcome).toEqual(scheduledLottery.draw(createRng(seed)).outcome);
    for (const d of outcome.digits) expect(d >= 0 && d <= 9).toBe(true);
  });
});
