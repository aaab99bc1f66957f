/**
 * The settlement core every engine shares: parse each bet (unknown type → error value), grade it against the outcome,
 * pay floor(stake × ratio) in bigint, then compute turnover (valid bet) with the hedging rule.
 */
import type { Rng } from './rng.js';
import type {
  Bet,
  BetCheck,
  GameCode,
  GameEngine,
  Grade,
  Ratio,
  SettledBet,
  Settlement,
  TableLimits,
  Weighted,
} from './types.js';

export const WIN = (toOne: bigint, den = 1n): Grade => ({ result: 'win', returns: { num: toOne + den, den } });
export const LOSE: Grade = { result: 'lose', returns: { num: 0n, den: 1n } };
export const PUSH: Grade = { result: 'push', returns: { num: 1n, den: 1n } };
export const HALF: Grade = { result: 'half', returns: { num: 1n, den: 2n } };

/** Pay ratio "X:1" as an exact fraction (winnings per unit staked, stake not included). */
export interface Pays {
  num: bigint;
  den: bigint;
}
export const pays = (num: bigint, den = 1n): Pays => ({ num, den });
/** Grade of a winning bet paying `p`. */
export const winPays = (p: Pays): Grade => WIN(p.num, p.den);

export function applyRatio(amount: bigint, ratio: Ratio): bigint {
  return (amount * ratio.num) / ratio.den;
}

/** Bets accepted per round and default stakes: 1.00 minimum (api-contract House venue), in the currency's minor units. */
export function defaultTableLimits(decimals = 2): TableLimits {
  const unit = 10n ** BigInt(decimals);
  return { minBet: unit, maxBet: 50_000n * unit, maxBetsPerRound: 40 };
}

/** Checks amounts and parses every bet type; the first problem is returned as a value with the bet's index. */
export function checkBets<P>(
  bets: readonly Bet[],
  parse: (type: string) => P | null,
  limits?: TableLimits,
): BetCheck<P[]> {
  if (bets.length === 0) return { ok: false, error: 'noBets' };
  if (limits && bets.length > limits.maxBetsPerRound) return { ok: false, error: 'tooManyBets' };
  const parsed: P[] = [];
  for (let index = 0; index < bets.length; index++) {
    const bet = bets[index]!;
    if (typeof bet.amount !== 'bigint' || bet.amount <= 0n) return { ok: false, error: 'invalidAmount', index };
    if (limits && bet.amount < limits.minBet) return { ok: false, error: 'betBelowMin', index };
    if (limits && bet.amount > limits.maxBet) return { ok: false, error: 'betAboveMax', index };
    const p = typeof bet.type === 'string' ? parse(bet.type) : null;
    if (p === null) return { ok: false, error: 'unknownBetType', index };
    parsed.push(p);
  }
  return { ok: true, value: parsed };
}

/**
 * Settles parsed bets. `key` names each bet's canonical type, and `hedges` lists opposite pairs: when both sides of a pair
 * are bet in the same round, the matched amount min(A, B) of their valid bets counts as turnover on neither side
 * (taken from each side's bets in the order they were placed).
 */
export function settleParsed<P>(
  bets: readonly Bet[],
  parsed: readonly P[],
  grade: (bet: P) => Grade,
  key: (bet: P) => string,
  hedges: ReadonlyArray<readonly [string, string]> = [],
): Settlement {
  const out: SettledBet[] = bets.map((bet, i) => {
    const g = grade(parsed[i]!);
    const payout = applyRatio(bet.amount, g.returns);
    const validBet = g.result === 'push' ? 0n : g.result === 'half' ? bet.amount - payout : bet.amount;
    return { type: key(parsed[i]!), amount: bet.amount, payout, validBet, result: g.result };
  });
  for (const [a, b] of hedges) {
    const sideA = out.filter((s) => s.type === a);
    const sideB = out.filter((s) => s.type === b);
    if (!sideA.length || !sideB.length) continue;
    const total = (side: SettledBet[]) => side.reduce((sum, s) => sum + s.validBet, 0n);
    const matched = total(sideA) < total(sideB) ? total(sideA) : total(sideB);
    for (const side of [sideA, sideB]) {
      let left = matched;
      for (const s of side) {
        const cut = s.validBet < left ? s.validBet : left;
        s.validBet -= cut;
        left -= cut;
      }
    }
  }
  return {
    bets: out,
    stake: out.reduce((sum, s) => sum + s.amount, 0n),
    payout: out.reduce((sum, s) => sum + s.payout, 0n),
    validBet: out.reduce((sum, s) => sum + s.validBet, 0n),
  };
}

/** Parses a decimal integer written without sign, leading zeros or spaces; null otherwise. */
export function parseIntStrict(text: string | undefined): number | null {
  if (text === undefined || !/^(0|[1-9]\d{0,5})$/.test(text)) return null;
  return Number(text);
}

/** Builds the uniform GameEngine from a game's parts, so every game validates and settles the same way. */
export function defineEngine<P extends { type: string }, O, S>(parts: {
  code: GameCode;
  parse: (type: string) => P | null;
  grade: (bet: P, outcome: O) => Grade;
  hedges: ReadonlyArray<readonly [string, string]>;
  draw: (rng: Rng, state: S | null) => { outcome: O; state: S | null };
  betTypes: () => string[];
  enumerate: () => Iterable<Weighted<O>>;
}): GameEngine<O, S> {
  const parse = (type: string) => (typeof type === 'string' ? parts.parse(type) : null);
  return {
    code: parts.code,
    parseBet(type) {
      const p = parse(type);
      return p ? { ok: true, value: p.type } : { ok: false, error: 'unknownBetType' };
    },
    validateBets(bets, limits) {
      const checked = checkBets(bets, parse, limits);
      return checked.ok ? { ok: true, value: checked.value.map((b) => b.type) } : checked;
    },
    draw: (rng, state) => parts.draw(rng, state ?? null),
    settle(bets, outcome) {
      const checked = checkBets(bets, parse);
      if (!checked.ok) return checked;
      return {
        ok: true,
        value: settleParsed(bets, checked.value, (b) => parts.grade(b, outcome), (b) => b.type, parts.hedges),
      };
    },
    betTypes: parts.betTypes,
    enumerate: parts.enumerate,
    hedges: parts.hedges,
  };
}
