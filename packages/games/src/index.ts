/**
 * Pure game engines of the house venue (design.md §3, api-contract.md House venue): no I/O, same results on the server and
 * in the browser. `games[gameCode]` gives the uniform engine (parseBet, validateBets, draw, settle, betTypes, enumerate).
 */
import { baccarat } from './baccarat.js';
import { dragonTiger } from './dragonTiger.js';
import { happy8 } from './happy8.js';
import { roulette } from './roulette.js';
import { scheduledLottery } from './scheduledLottery.js';
import { sicbo } from './sicbo.js';
import { slot } from './slot.js';
import type { GameCode, GameEngine } from './types.js';

export const games: { readonly [K in GameCode]: GameEngine } = {
  baccarat: baccarat as GameEngine,
  roulette: roulette as GameEngine,
  sicbo: sicbo as GameEngine,
  dragonTiger: dragonTiger as GameEngine,
  happy8: happy8 as GameEngine,
  scheduledLottery: scheduledLottery as GameEngine,
  slot: slot as GameEngine,
};

export const GAME_CODES = Object.keys(games) as GameCode[];

export function isGameCode(code: unknown): code is GameCode {
  return typeof code === 'string' && Object.hasOwn(games, code);
}

/** Lobby category (platType group) of each game, per api-contract House venue. */
export const GAME_CATEGORY: Readonly<Record<GameCode, 'live' | 'chess' | 'lottery' | 'slots'>> = {
  baccarat: 'live',
  roulette: 'live',
  sicbo: 'live',
  dragonTiger: 'chess',
  happy8: 'lottery',
  scheduledLottery: 'lottery',
  slot: 'slots',
};

/** Parses a bet type of a game: the canonical type or an error value (unknown game or type → unknownBetType). */
export function parseBet(gameCode: string, type: string) {
  return isGameCode(gameCode) ? games[gameCode].parseBet(type) : ({ ok: false, error: 'unknownBetType' } as const);
}

export { defaultTableLimits as tableLimits, defaultTableLimits, applyRatio } from './engine.js';
export * from './types.js';
export * from './rng.js';
export { sha256, hmacSha256, toHex, utf8 } from './sha256.js';
export * from './exact.js';
export * from './cards.js';
export * from './baccarat.js';
export * from './roulette.js';
export * from './sicbo.js';
export * from './dragonTiger.js';
export * from './happy8.js';
export * from './scheduledLottery.js';
export * from './slot.js';
export * from './names.js';
