import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import { canonicalShoe } from './cards.js';
import { dragonTiger } from './dragonTiger.js';
import { createRng } from './rng.js';

const bet = (type: string, amount = 1000n) => ({ type, amount });

describe('dragon tiger', () => {
  it('matches the documented edges (enumeration over 416 × 415 card pairs)', () => {
    const returns = expectDocumentedEdges(dragonTiger, 'dragon-tiger.md');
    const dragon = returns.get('dragon')!;
    // (2 × 192 + ½ × 31) / 415
    expect(dragon.num * 830n).toBe(dragon.den * 799n);
  });

  it('higher rank wins, A lowest; a tie returns half of dragon/tiger and that half is the turnover', () => {
    const win = dragonTiger.settle([bet('dragon'), bet('tiger'), bet('tie')], { dragon: 'KS', tiger: 'AH' });
    expect(win.ok && win.value.bets.map((b) => b.payout)).toEqual([2000n, 0n, 0n]);
    const tie = dragonTiger.settle([bet('dragon', 1001n), bet('tie')], { dragon: '10S', tiger: '10D' });
    expect(tie.ok && tie.value.bets.map((b) => [b.result, b.payout, b.validBet])).toEqual([
      ['half', 500n, 501n],
      ['win', 9000n, 1000n],
    ]);
  });

  it('dragon + tiger together are hedged', () => {
    const s = dragonTiger.settle([bet('dragon', 1000n), bet('tiger', 400n)], { dragon: '2S', tiger: '3S' });
    expect(s.ok && s.value.bets.map((b) => b.validBet)).toEqual([600n, 0n]);
  });

  it('each round is two distinct cards of a fresh canonical 8-deck shoe', () => {
    const s = { serverSeed: 'x', clientSeed: 'y', nonce: 4 };
    const { outcome } = dragonTiger.draw(createRng(s));
    expect(createRng(s).sample(canonicalShoe(8), 2)).toEqual([outcome.dragon, outcome.tiger]);
    expect(dragonTiger.parseBet('Dragon').ok).toBe(false);
  });
});
