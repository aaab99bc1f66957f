/**
 * Provably-fair check in the browser (docs/games/fairness.md): after `reveal`, SHA-256(serverSeed) must equal the
 * committed serverSeedHash, and every round played under that seed is recomputed with the same engines the server
 * runs (@app/games) from (serverSeed, clientSeed, nonce) and compared with the outcome the server reported.
 */
import { createRng, games, hashSeed, isGameCode, type GameCode } from '@app/games';
import type { HistoryRound } from './api';

export interface VerifiedRound {
  roundId: string;
  gameCode: string;
  nonce: number;
  clientSeed: string;
  /** What the server reported (its outcome). */
  reported: unknown;
  /** What the browser recomputed. */
  recomputed: unknown;
  ok: boolean;
}

export interface SeedCheck {
  hashOk: boolean;
  rounds: VerifiedRound[];
}

/** The fields of an outcome that the draw decides (derived display fields, e.g. the slot window, are not compared). */
export function outcomeKey(gameCode: GameCode, outcome: unknown): string {
  const o = (outcome ?? {}) as Record<string, unknown>;
  switch (gameCode) {
    case 'roulette':
      return JSON.stringify([o.number]);
    case 'baccarat':
      return JSON.stringify([o.playerCards, o.bankerCards]);
    case 'dragonTiger':
      return JSON.stringify([o.dragon, o.tiger]);
    case 'sicbo':
      return JSON.stringify([o.dice]);
    case 'happy8':
      return JSON.stringify([Array.isArray(o.numbers) ? [...(o.numbers as number[])].sort((a, b) => a - b) : o.numbers]);
    case 'slot':
      return JSON.stringify([o.stops]);
    case 'scheduledLottery':
      return JSON.stringify([o.digits]);
  }
}

/** Rounds a player's seed decides: the scheduled lottery has the draw's own seeds (scheduled-lottery.md). */
export function isSeedRound(round: HistoryRound, serverSeedHash: string): boolean {
  return (
    round.serverSeedHash === serverSeedHash && isGameCode(round.gameCode) && round.gameCode !== 'scheduledLottery' &&
    typeof round.nonce === 'number'
  );
}

/**
 * Recomputes every round of one revealed seed, in nonce order. Baccarat rounds are replayed in order with the shoe
 * carried from round to round (fairness.md "Baccarat shoes"), so every baccarat round of the seed must be listed.
 * `clientSeedOf` supplies the client seed when the history row does not carry it (the one this tab sent).
 */
export function verifySeed(
  serverSeed: string,
  serverSeedHash: string,
  rounds: readonly HistoryRound[],
  clientSeedOf: (round: HistoryRound) => string | undefined,
): SeedCheck {
  const hashOk = hashSeed(serverSeed) === serverSeedHash;
  const mine = rounds.filter((r) => isSeedRound(r, serverSeedHash)).sort((a, b) => a.nonce! - b.nonce!);
  let shoe: unknown = null;
  const out: VerifiedRound[] = [];
  for (const round of mine) {
    const gameCode = round.gameCode as GameCode;
    const clientSeed = round.clientSeed ?? clientSeedOf(round) ?? '';
    let recomputed: unknown = null;
    try {
      const drawn = games[gameCode].draw(createRng({ serverSeed, clientSeed, nonce: round.nonce! }), gameCode === 'baccarat' ? shoe : null);
      recomputed = drawn.outcome;
      if (gameCode === 'baccarat') shoe = drawn.state;
    } catch {
      recomputed = null;
    }
    const ok = hashOk && recomputed !== null && outcomeKey(gameCode, recomputed) === outcomeKey(gameCode, round.outcome);
    out.push({ roundId: round.roundId, gameCode, nonce: round.nonce!, clientSeed, reported: round.outcome, recomputed, ok });
  }
  return { hashOk, rounds: out };
}
