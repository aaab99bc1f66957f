import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import { createRng } from './rng.js';
import { evaluateSlot, SLOT_PAYLINES, SLOT_REELS, slot, slotWindow } from './slot.js';

describe('slot', () => {
  it('RTP 95.9412% over all 16^5 stop combinations, through settle', () => {
    const returns = expectDocumentedEdges(slot, 'slot.md', ['spin'], 20n);
    expect(returns.get('spin')).toEqual({ num: 20n * 20_120_320n / 20n, den: 20n * 1_048_576n });
  });

  it('has 20 distinct paylines and one wild and one scatter per reel', () => {
    expect(new Set(SLOT_PAYLINES.map((l) => l.join())).size).toBe(20);
    for (const strip of SLOT_REELS) {
      expect(strip).toHaveLength(16);
      expect(strip.filter((s) => s === 'WILD')).toHaveLength(1);
      expect(strip.filter((s) => s === 'SCATTER')).toHaveLength(1);
    }
  });

  it('evaluates wilds, runs from reel 1 and scatters', () => {
    // Find stops putting a chosen symbol on the middle row of each reel.
    const stopFor = (reel: number, symbol: string) => (SLOT_REELS[reel]!.indexOf(symbol as never) + 15) % 16;
    const stops = [stopFor(0, 'SEVEN'), stopFor(1, 'WILD'), stopFor(2, 'SEVEN'), stopFor(3, 'CHERRY'), stopFor(4, 'SEVEN')];
    expect(slotWindow(stops).map((col) => col[1])).toEqual(['SEVEN', 'WILD', 'SEVEN', 'CHERRY', 'SEVEN']);
    const line1 = evaluateSlot(stops).lines.find((l) => l.line === 1);
    expect(line1).toEqual({ line: 1, symbol: 'SEVEN', count: 3, multiplier: 30 });

    const scatters = [0, 1, 2, 3, 4].map((r) => stopFor(r, 'SCATTER'));
    const e = evaluateSlot(scatters);
    expect(e.scatters).toBe(5);
    expect(e.scatterMultiplier).toBe(50);
    const s = slot.settle([{ type: 'spin', amount: 2000n }], { stops: scatters, window: [] });
    expect(s.ok && s.value.payout).toBe(2000n * 50n + (2000n * BigInt(e.lineTotal)) / 20n);
  });

  it('spins deterministically and only accepts `spin`', () => {
    const seed = { serverSeed: 'a', clientSeed: 'b', nonce: 2 };
    const { outcome } = slot.draw(createRng(seed));
    expect(outcome).toEqual(slot.draw(createRng(seed)).outcome);
    expect(outcome.window).toEqual(slotWindow(outcome.stops));
    expect(slot.parseBet('bet').ok).toBe(false);
    expect(slot.settle([{ type: 'spin', amount: 100n }], outcome).ok).toBe(true);
  });
});
