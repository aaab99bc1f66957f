/**
 * Baccarat (punto banco), 8 decks (spec.md §9): banker 0.95:1, player 1:1, tie 8:1 (banker and player push on a tie),
 * playerPair / bankerPair 11:1 (the hand's first two cards share a rank). Standard third-card rules (drawThirdCards).
 *
 * The shoe is persisted between rounds (BaccaratShoe): it is shuffled from the round that opens it and dealt in order
 * until the cut card is reached; docs/games/baccarat.md and fairness.md explain how a player verifies it.
 */
import { canonicalShoe, perRank, RANKS, rankIndex } from './cards.js';
import { defineEngine, LOSE, PUSH, WIN } from './engine.js';
import { hashSeed, type Rng } from './rng.js';
import type { Grade, Weighted } from './types.js';

export const BACCARAT_DECKS = 8;
export const SHOE_SIZE = 52 * BACCARAT_DECKS;
/** The cut card sits this many cards from the end: a round starting at or past it opens a new shoe. */
export const CUT_CARD_FROM_END = 52;

export interface BaccaratOutcome {
  playerCards: string[];
  bankerCards: string[];
}

/**
 * Serialisable shoe state (plain JSON) the server stores per player and server seed between rounds.
 * `origin` is the round whose randomness shuffled it; `cards` is the whole shuffled shoe; `position` the next card.
 */
export interface BaccaratShoe {
  version: 1;
  origin: { serverSeedHash: string; clientSeed: string; nonce: number };
  cards: string[];
  position: number;
  cutIndex: number;
}

/** Exact pay table: winnings per unit staked as a fraction (banker 19/20 = 0.95:1). */
export const BACCARAT_PAYS = {
  banker: { num: 19n, den: 20n },
  player: { num: 1n, den: 1n },
  tie: { num: 8n, den: 1n },
  playerPair: { num: 11n, den: 1n },
  bankerPair: { num: 11n, den: 1n },
} as const;

type BaccaratBetType = keyof typeof BACCARAT_PAYS;
type BaccaratBet = { type: BaccaratBetType };

/** Point value of a card: A = 1, 2-9 face value, 10/J/Q/K = 0. */
export function cardPoints(card: string): number {
  const r = rankIndex(card);
  if (r < 0) throw new RangeError(`not a card: ${card}`);
  return r >= 9 ? 0 : r + 1;
}

export function handTotal(cards: readonly string[]): number {
  return cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;
}

/**
 * Third-card rules given the two-card totals: which hands draw. A natural (8 or 9 in either hand) ends the coup.
 * Player draws on 0-5. Banker: if the player stood, draws on 0-5; otherwise by the player's third card p:
 * 0-2 draw; 3 draws unless p = 8; 4 draws on p = 2-7; 5 on p = 4-7; 6 on p = 6-7; 7 stands.
 */
export function playerDraws(player2: number, banker2: number): boolean {
  if (player2 >= 8 || banker2 >= 8) return false;
  return player2 <= 5;
}

export function bankerDraws(player2: number, banker2: number, playerThird: number | null): boolean {
  if (player2 >= 8 || banker2 >= 8) return false;
  if (playerThird === null) return banker2 <= 5;
  switch (banker2) {
    case 0: case 1: case 2: return true;
    case 3: return playerThird !== 8;
    case 4: return playerThird >= 2 && playerThird <= 7;
    case 5: return playerThird >= 4 && playerThird <= 7;
    case 6: return playerThird === 6 || playerThird === 7;
    default: return false;
  }
}

/** Deals one coup from a card source (player, banker, player, banker, then third cards). */
export function dealCoup(next: () => string): BaccaratOutcome {
  const p1 = next(), b1 = next(), p2 = next(), b2 = next();
  const playerCards = [p1, p2];
  const bankerCards = [b1, b2];
  const pt = handTotal(playerCards);
  const bt = handTotal(bankerCards);
  let third: number | null = null;
  if (playerDraws(pt, bt)) {
    const c = next();
    playerCards.push(c);
    third = cardPoints(c);
  }
  if (bankerDraws(pt, bt, third)) bankerCards.push(next());
  return { playerCards, bankerCards };
}

interface Summary {
  player: number;
  banker: number;
  playerPair: boolean;
  bankerPair: boolean;
}
const summaries = new WeakMap<BaccaratOutcome, Summary>();
function summarise(o: BaccaratOutcome): Summary {
  let s = summaries.get(o);
  if (!s) {
    s = {
      player: handTotal(o.playerCards),
      banker: handTotal(o.bankerCards),
      playerPair: rankIndex(o.playerCards[0]!) === rankIndex(o.playerCards[1]!),
      bankerPair: rankIndex(o.bankerCards[0]!) === rankIndex(o.bankerCards[1]!),
    };
    summaries.set(o, s);
  }
  return s;
}

export function parseBaccaratBet(type: string): BaccaratBet | null {
  return Object.hasOwn(BACCARAT_PAYS, type) ? { type: type as BaccaratBetType } : null;
}

export function gradeBaccarat(bet: BaccaratBet, outcome: BaccaratOutcome): Grade {
  const s = summarise(outcome);
  const p = BACCARAT_PAYS[bet.type];
  switch (bet.type) {
    case 'tie':
      return s.player === s.banker ? WIN(p.num) : LOSE;
    case 'banker':
    case 'player':
      if (s.player === s.banker) return PUSH;
      return (bet.type === 'banker') === s.banker > s.player ? WIN(p.num, p.den) : LOSE;
    case 'playerPair':
      return s.playerPair ? WIN(p.num) : LOSE;
    case 'bankerPair':
      return s.bankerPair ? WIN(p.num) : LOSE;
  }
}

export const BACCARAT_HEDGES = [['banker', 'player']] as const;

function isShoe(value: unknown): value is BaccaratShoe {
  const s = value as BaccaratShoe | null;
  return (
    !!s && s.version === 1 && Array.isArray(s.cards) && s.cards.length === SHOE_SIZE &&
    Number.isInteger(s.position) && s.position >= 0 && Number.isInteger(s.cutIndex) && s.cutIndex <= SHOE_SIZE - 6 &&
    !!s.origin && typeof s.origin.serverSeedHash === 'string' && typeof s.origin.clientSeed === 'string'
  );
}

/** Opens a new shoe: the canonical 8-deck shoe shuffled with this round's randomness. */
export function newShoe(rng: Rng): BaccaratShoe {
  return {
    version: 1,
    origin: { serverSeedHash: hashSeed(rng.seed.serverSeed), clientSeed: rng.seed.clientSeed, nonce: rng.seed.nonce },
    cards: rng.shuffle(canonicalShoe(BACCARAT_DECKS)),
    position: 0,
    cutIndex: SHOE_SIZE - CUT_CARD_FROM_END,
  };
}

/**
 * Deals the next coup. The stored shoe continues only if it is well formed, was shuffled under the same server seed and
 * client seed as this round, and the cut card has not been reached; otherwise this round shuffles a new shoe.
 */
export function dealBaccarat(rng: Rng, shoe: BaccaratShoe | null): { outcome: BaccaratOutcome; state: BaccaratShoe } {
  const keep =
    isShoe(shoe) && shoe.position < shoe.cutIndex && shoe.origin.clientSeed === rng.seed.clientSeed &&
    shoe.origin.serverSeedHash === hashSeed(rng.seed.serverSeed);
  const current = keep ? shoe : newShoe(rng);
  let position = current.position;
  const outcome = dealCoup(() => current.cards[position++]!);
  return { outcome, state: { ...current, position } };
}

/**
 * Exact distribution of one coup off a full 8-deck shoe, as weighted concrete coups. Weight = number of ordered 6-card
 * sequences from the 416 cards that produce the coup (cards after the coup's last one are any), so weights sum to
 * 416·415·414·413·412·411. Suits never matter and are fixed. Two symmetries keep it small without losing exactness:
 * - cards 1-4 (the pair cards) are enumerated by rank, but the four zero ranks 10/J/Q/K are interchangeable until one is
 *   dealt, so a not-yet-seen zero rank is enumerated once (as the first unseen of 10, J, Q, K) with its weight times the
 *   number of unseen zero ranks;
 * - third cards are enumerated by point value (no bet looks at a third card's rank; "10" stands for 10/J/Q/K).
 */
export function* enumerateBaccarat(): Iterable<Weighted<BaccaratOutcome>> {
  const perR = perRank(BACCARAT_DECKS);
  const counts = RANKS.map(() => perR);
  const ZERO = [9, 10, 11, 12]; // rank indexes of 10, J, Q, K
  const remaining = (n: number, k: number) => {
    let f = 1n;
    for (let i = 0; i < k; i++) f *= BigInt(n - i);
    return f;
  };
  /** Rank choices for one of cards 1-4 with their multiplicities. */
  const rankChoices = (): Array<[number, bigint]> => {
    const out: Array<[number, bigint]> = [];
    for (let r = 0; r < 9; r++) out.push([r, BigInt(counts[r]!)]);
    const unseen = ZERO.filter((r) => counts[r] === perR);
    for (const r of ZERO) if (counts[r]! < perR) out.push([r, BigInt(counts[r]!)]);
    if (unseen.length) out.push([unseen[0]!, BigInt(unseen.length * perR)]);
    return out;
  };
  /** Third-card choices by point value, from the current counts. */
  const valueChoices = (): Array<[number, bigint]> => {
    const out: Array<[number, bigint]> = [[0, BigInt(ZERO.reduce((sum, r) => sum + counts[r]!, 0))]];
    for (let v = 1; v <= 9; v++) out.push([v, BigInt(counts[v - 1]!)]);
    return out.filter(([, w]) => w > 0n);
  };
  const valueCard = (v: number) => (v === 0 ? '10D' : `${RANKS[v - 1]}D`);
  const takeValue = (v: number) => {
    const r = v === 0 ? ZERO.find((z) => counts[z]! > 0)! : v - 1;
    counts[r]!--;
    return r;
  };
  const cards: number[] = [];
  function* firstFour(weight: bigint): Generator<Weighted<BaccaratOutcome>> {
    if (cards.length < 4) {
      for (const [r, w] of rankChoices()) {
        cards.push(r);
        counts[r]!--;
        yield* firstFour(weight * w);
        counts[r]!++;
        cards.pop();
      }
      return;
    }
    const playerCards = [`${RANKS[cards[0]!]}S`, `${RANKS[cards[2]!]}S`];
    const bankerCards = [`${RANKS[cards[1]!]}H`, `${RANKS[cards[3]!]}H`];
    const pt = handTotal(playerCards);
    const bt = handTotal(bankerCards);
    if (!playerDraws(pt, bt)) {
      if (!bankerDraws(pt, bt, null)) {
        yield { outcome: { playerCards, bankerCards }, weight: weight * remaining(SHOE_SIZE - 4, 2) };
        return;
      }
      for (const [v, w] of valueChoices())
        yield { outcome: { playerCards, bankerCards: [...bankerCards, valueCard(v)] }, weight: weight * w * remaining(SHOE_SIZE - 5, 1) };
      return;
    }
    for (const [p3, w5] of valueChoices()) {
      const players = [...playerCards, valueCard(p3)];
      if (!bankerDraws(pt, bt, p3)) {
        yield { outcome: { playerCards: players, bankerCards }, weight: weight * w5 * remaining(SHOE_SIZE - 5, 1) };
        continue;
      }
      // The player's third card leaves the shoe before the banker's is drawn.
      const removed = takeValue(p3);
      for (const [b3, w6] of valueChoices())
        yield { outcome: { playerCards: players, bankerCards: [...bankerCards, valueCard(b3)] }, weight: weight * w5 * w6 };
      counts[removed]!++;
    }
  }
  yield* firstFour(1n);
}

export const baccarat = defineEngine<BaccaratBet, BaccaratOutcome, BaccaratShoe>({
  code: 'baccarat',
  parse: parseBaccaratBet,
  grade: gradeBaccarat,
  hedges: BACCARAT_HEDGES,
  draw: dealBaccarat,
  betTypes: () => Object.keys(BACCARAT_PAYS),
  enumerate: enumerateBaccarat,
});
