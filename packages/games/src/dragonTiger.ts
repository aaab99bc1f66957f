/**
 * Dragon tiger: one card to Dragon, one to Tiger, higher rank wins (A lowest … K highest; suits do not rank).
 * Each round deals from a freshly shuffled 8-deck shoe (two draws without replacement from the canonical 416 cards), so
 * every round is verifiable on its own and the odds never depend on earlier rounds (docs/games/dragon-tiger.md).
 */
import { canonicalShoe, perRank, RANKS, rankIndex } from './cards.js';
import { defineEngine, HALF, LOSE, WIN } from './engine.js';
import type { Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export const DRAGON_TIGER_DECKS = 8;

export interface DragonTigerOutcome {
  dragon: string;
  tiger: string;
}

/** Exact pay table (X:1); dragon and tiger return half the stake on a tie. */
export const DRAGON_TIGER_PAYS = { dragon: 1n, tiger: 1n, tie: 8n } as const;

type DragonTigerBet = { type: 'dragon' | 'tiger' | 'tie' };

export function parseDragonTigerBet(type: string): DragonTigerBet | null {
  return type === 'dragon' || type === 'tiger' || type === 'tie' ? { type } : null;
}

export function gradeDragonTiger(bet: DragonTigerBet, outcome: DragonTigerOutcome): Grade {
  const d = rankIndex(outcome.dragon);
  const t = rankIndex(outcome.tiger);
  if (d === t) return bet.type === 'tie' ? WIN(DRAGON_TIGER_PAYS.tie) : HALF;
  if (bet.type === 'tie') return LOSE;
  return (bet.type === 'dragon') === d > t ? WIN(1n) : LOSE;
}

export const DRAGON_TIGER_HEDGES = [['dragon', 'tiger']] as const;

const SHOE = canonicalShoe(DRAGON_TIGER_DECKS);

export function drawDragonTiger(rng: Rng): DragonTigerOutcome {
  const [dragon, tiger] = rng.sample(SHOE, 2);
  return { dragon: dragon!, tiger: tiger! };
}

export const dragonTiger = defineEngine<DragonTigerBet, DragonTigerOutcome, never>({
  code: 'dragonTiger',
  parse: parseDragonTigerBet,
  grade: gradeDragonTiger,
  hedges: DRAGON_TIGER_HEDGES,
  draw: (rng) => ({ outcome: drawDragonTiger(rng), state: null }),
  betTypes: () => ['dragon', 'tiger', 'tie'],
  // Ordered pairs of ranks, weighted by the number of (dragon, tiger) card pairs: 32·32, or 32·31 for the same rank.
  *enumerate(): Iterable<Weighted<DragonTigerOutcome>> {
    const n = BigInt(perRank(DRAGON_TIGER_DECKS));
    for (const d of RANKS)
      for (const t of RANKS) yield { outcome: { dragon: `${d}S`, tiger: `${t}H` }, weight: d === t ? n * (n - 1n) : n * n };
  },
});
