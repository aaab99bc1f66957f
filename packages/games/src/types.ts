/**
 * Shared shapes of every engine. Money is bigint minor units (design.md §5); pays are exact ratios, never floats.
 */

export type GameCode = 'baccarat' | 'roulette' | 'sicbo' | 'dragonTiger' | 'happy8' | 'scheduledLottery' | 'slot';

/** A bet as the client sends it (api-contract House venue `bets: [{ type, amount }]`), amount already in minor units. */
export interface Bet {
  type: string;
  amount: bigint;
}

/**
 * What came back for one bet. `payout` includes the returned stake (0n when lost). `validBet` is the turnover it counts
 * for (rebates, wagering requirements): 0 for a push, the lost part for a half loss, and hedged amounts removed
 * (docs/games/README.md "Valid bet").
 */
export type BetResult = 'win' | 'lose' | 'push' | 'half';
export interface SettledBet {
  type: string;
  amount: bigint;
  payout: bigint;
  validBet: bigint;
  result: BetResult;
}

export interface Settlement {
  bets: SettledBet[];
  /** Sum of stakes. */
  stake: bigint;
  /** Everything credited back for the round (api-contract `payout`). */
  payout: bigint;
  /** Sum of valid bets. */
  validBet: bigint;
}

/** Error values (never thrown): the server maps them to its error catalogue. */
export type BetError = 'unknownBetType' | 'invalidAmount' | 'betBelowMin' | 'betAboveMax' | 'noBets' | 'tooManyBets';
export type BetCheck<T> = { ok: true; value: T } | { ok: false; error: BetError; index?: number };

/**
 * A return factor: the amount credited back is floor(stake × num / den). Win at X:1 → (X+1)/1; push → 1/1; lose → 0/1;
 * baccarat banker 0.95:1 → 39/20; dragon/tiger on a tie → 1/2.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** A grade of one bet against an outcome. */
export interface Grade {
  result: BetResult;
  returns: Ratio;
}

/** Table limits per bet, in minor units. */
export interface TableLimits {
  minBet: bigint;
  maxBet: bigint;
  maxBetsPerRound: number;
}

/** One weighted outcome of a full enumeration (tests and bench use it to compute exact house edges). */
export interface Weighted<O> {
  outcome: O;
  weight: bigint;
}

/**
 * The uniform face of every engine (index.ts `games[gameCode]`). `draw` takes the persisted table state (baccarat's
 * shoe; null for the other games) and returns the next one for the server to store.
 */
export interface GameEngine<O = unknown, S = unknown> {
  readonly code: GameCode;
  /** Canonical bet type (e.g. "split:2-1" → "split:1-2") or an error value. */
  parseBet(type: string): BetCheck<string>;
  /** Amounts, limits and types of a round's bets, before any money moves. */
  validateBets(bets: readonly Bet[], limits?: TableLimits): BetCheck<string[]>;
  draw(rng: import('./rng.js').Rng, state?: S | null): { outcome: O; state: S | null };
  settle(bets: readonly Bet[], outcome: O): BetCheck<Settlement>;
  /** Every distinct canonical bet type the game accepts. */
  betTypes(): string[];
  /** Every outcome with its exact weight (weights sum to the size of the probability space). */
  enumerate(): Iterable<Weighted<O>>;
  /** Opposite pairs whose matched stakes are not turnover. */
  readonly hedges: ReadonlyArray<readonly [string, string]>;
}
