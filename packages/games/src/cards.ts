/**
 * Playing cards as api-contract House venue writes them: rank (A, 2…10, J, Q, K) + suit (S, H, D, C), e.g. "10H".
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];

/** Cards of one rank in a shoe of `decks` decks. */
export const perRank = (decks: number) => 4 * decks;

/**
 * The canonical (unshuffled) shoe: deck 1…decks, each in suit order S, H, D, C and rank order A…K. Shuffles start from
 * this order (docs/games/fairness.md), so a verifier rebuilds exactly the same shoe.
 */
export function canonicalShoe(decks: number): string[] {
  const cards: string[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (const rank of RANKS) cards.push(rank + suit);
  return cards;
}

const RANK_OF = new Map<string, number>(canonicalShoe(1).map((card, i) => [card, i % RANKS.length]));

/** Index of a card's rank in RANKS (0 = A … 12 = K), or -1 for a malformed card. */
export function rankIndex(card: string): number {
  return RANK_OF.get(card) ?? -1;
}
