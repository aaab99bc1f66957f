import { describe, expect, it } from 'vitest';
import { expectDocumentedEdges } from '../test/exactness.js';
import {
  baccarat,
  bankerDraws,
  CUT_CARD_FROM_END,
  dealBaccarat,
  dealCoup,
  enumerateBaccarat,
  handTotal,
  playerDraws,
  SHOE_SIZE,
  type BaccaratShoe,
} from './baccarat.js';
import { canonicalShoe } from './cards.js';
import { toSignificant } from './exact.js';
import { createRng, hashSeed } from './rng.js';

const bet = (type: string, amount = 2000n) => ({ type, amount });
const seed = { serverSeed: 'server-seed-1', clientSeed: 'client', nonce: 0 };

describe('baccarat exactness (full 8-deck enumeration)', () => {
  it('banker ≈ 1.0579%, player ≈ 1.2351%, tie ≈ 14.3596%, pairs 10.3614% — as documented', () => {
    let total = 0n;
    for (const { weight } of enumerateBaccarat()) total += weight;
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    const returns = expectDocumentedEdges(baccarat, 'baccarat.md');
    // The pair bet is also a one-line formula: P(pair) = 31/415, so RTP = 12 × 31 / 415.
    const pair = returns.get('playerPair')!;
    expect(pair.num * 415n).toBe(pair.den * 12n * 31n);
    expect(toSignificant({ num: 100n * (returns.get('banker')!.den - returns.get('banker')!.num), den: returns.get('banker')!.den }, 5)).toBe('1.0579');
  });
});

describe('baccarat rules', () => {
  const deal = (cards: string[]) => {
    let i = 0;
    return dealCoup(() => cards[i++]!);
  };

  it('third-card rules', () => {
    // Naturals stand.
    expect(deal(['9S', '2H', 'KS', '3H', '5D'])).toEqual({ playerCards: ['9S', 'KS'], bankerCards: ['2H', '3H'] });
    // Player 6 stands, banker 5 draws.
    expect(deal(['3S', '2H', '3D', '3H', '4C'])).toEqual({ playerCards: ['3S', '3D'], bankerCards: ['2H', '3H', '4C'] });
    // Player draws an 8, banker on 3 stands.
    expect(deal(['2S', 'AH', '2D', '2H', '8C', '4D'])).toEqual({ playerCards: ['2S', '2D', '8C'], bankerCards: ['AH', '2H'] });
    // The banker table, cell by cell.
    expect(bankerDraws(0, 3, 7)).toBe(true);
    expect(bankerDraws(0, 4, 1)).toBe(false);
    expect(bankerDraws(0, 4, 2)).toBe(true);
    expect(bankerDraws(0, 5, 3)).toBe(false);
    expect(bankerDraws(0, 5, 4)).toBe(true);
    expect(bankerDraws(0, 6, 5)).toBe(false);
    expect(bankerDraws(0, 6, 6)).toBe(true);
    expect(bankerDraws(0, 7, 6)).toBe(false);
    expect(bankerDraws(0, 2, 8)).toBe(true);
    expect(bankerDraws(6, 6, null)).toBe(false);
    expect(playerDraws(5, 7)).toBe(true);
    expect(playerDraws(5, 8)).toBe(false);
    expect(handTotal(['KS', 'QH', '7D'])).toBe(7);
    expect(handTotal(['9S', '9H'])).toBe(8);
  });

  it('banker pays 0.95:1, player/banker push on a tie, pairs need the same rank', () => {
    const banker = { playerCards: ['2S', '3D', 'KC'], bankerCards: ['4S', '3H', 'QC'] }; // 5 vs 7
    const s = baccarat.settle([bet('banker'), bet('player'), bet('tie'), bet('bankerPair')], banker);
    expect(s.ok && s.value.bets.map((b) => b.payout)).toEqual([3900n, 0n, 0n, 0n]);
    const tie = { playerCards: ['QS', 'QD', '7C'], bankerCards: ['KS', 'QH', '7H'] };
    const t = baccarat.settle([bet('banker'), bet('player'), bet('tie'), bet('playerPair'), bet('bankerPair')], tie);
    expect(t.ok && t.value.bets.map((b) => [b.result, b.payout, b.validBet])).toEqual([
      ['push', 2000n, 0n],
      ['push', 2000n, 0n],
      ['win', 18000n, 2000n],
      ['win', 24000n, 2000n],
      ['lose', 0n, 2000n],
    ]);
    // Floor rounding of the commission: 1.01 on banker returns 1.96 (196.95 minor floored).
    const odd = baccarat.settle([{ type: 'banker', amount: 101n }], banker);
    expect(odd.ok && odd.value.payout).toBe(196n);
  });

  it('banker + player in one coup: the matched stake is not turnover', () => {
    const coup = { playerCards: ['9S', 'KD'], bankerCards: ['2S', '3H'] };
    const s = baccarat.settle([bet('banker', 10000n), bet('player', 3000n)], coup);
    expect(s.ok && s.value.bets.map((b) => b.validBet)).toEqual([7000n, 0n]);
  });

  it('unknown types are error values', () => {
    expect(baccarat.settle([bet('dragon')], { playerCards: ['AS', 'AH'], bankerCards: ['2S', '2H'] })).toEqual({
      ok: false,
      error: 'unknownBetType',
      index: 0,
    });
    expect(baccarat.parseBet('toString').ok).toBe(false);
  });
});

describe('baccarat shoe', () => {
  it('a new shoe is the canonical shoe shuffled by the opening round, dealt in order', () => {
    const first = dealBaccarat(createRng(seed), null);
    const shoe = first.state;
    expect(shoe.cards).toHaveLength(SHOE_SIZE);
    expect([...shoe.cards].sort()).toEqual(canonicalShoe(8).sort());
    expect(shoe.cards).toEqual(createRng(seed).shuffle(canonicalShoe(8)));
    expect(shoe.origin).toEqual({ serverSeedHash: hashSeed(seed.serverSeed), clientSeed: 'client', nonce: 0 });
    expect(shoe.cutIndex).toBe(SHOE_SIZE - CUT_CARD_FROM_END);
    const used = first.outcome.playerCards.length + first.outcome.bankerCards.length;
    expect(shoe.position).toBe(used);
    expect(shoe.cards.slice(0, 4)).toEqual([
      first.outcome.playerCards[0],
      first.outcome.bankerCards[0],
      first.outcome.playerCards[1],
      first.outcome.bankerCards[1],
    ]);

    // The next round (next nonce) continues the same shoe, and survives a JSON round trip.
    const stored = JSON.parse(JSON.stringify(shoe)) as BaccaratShoe;
    const second = dealBaccarat(createRng({ ...seed, nonce: 1 }), stored);
    expect(second.state.origin.nonce).toBe(0);
    expect(second.outcome.playerCards[0]).toBe(shoe.cards[used]);
  });

  it('plays to the cut card, then opens a new shoe; a new seed or a bad shoe also reshuffles', () => {
    let shoe: BaccaratShoe | null = null;
    let nonce = 0;
    let rounds = 0;
    for (;;) {
      const r = dealBaccarat(createRng({ ...seed, nonce }), shoe);
      if (shoe && r.state.origin.nonce !== shoe.origin.nonce) {
        expect(shoe.position).toBeGreaterThanOrEqual(shoe.cutIndex);
        expect(r.state.origin.nonce).toBe(nonce);
        break;
      }
      shoe = r.state;
      nonce++;
      rounds++;
    }
    expect(rounds).toBeGreaterThan(60);
    const current = dealBaccarat(createRng(seed), null).state;
    expect(dealBaccarat(createRng({ ...seed, clientSeed: 'changed', nonce: 1 }), current).state.origin.clientSeed).toBe('changed');
    expect(dealBaccarat(createRng({ ...seed, serverSeed: 'next', nonce: 0 }), current).state.origin.serverSeedHash).toBe(hashSeed('next'));
    const broken = { ...current, cards: current.cards.slice(1) };
    expect(dealBaccarat(createRng({ ...seed, nonce: 5 }), broken).state.origin.nonce).toBe(5);
  });
});
