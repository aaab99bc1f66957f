import { GAME_CATEGORY, GAME_NAMES, isGameCode, type GameCode } from '@app/games';
import type { LangCode } from '@app/shared';
import { pickLang } from '../../lib/i18n-text.js';

/** A house game's name for bet records: the one name of packages/games (GAME_NAMES), as the lobby and the client show it. */
export function gameName(gameCode: string, lang: LangCode): string {
  return isGameCode(gameCode) ? pickLang(GAME_NAMES[gameCode], lang) : gameCode;
}

/** A game belongs to the house platType of its lobby category (api-contract: one platType per category). */
export function gameOfVenue(gameCode: string, venueGameType: string): gameCode is GameCode {
  return isGameCode(gameCode) && GAME_CATEGORY[gameCode] === venueGameType;
}

/** The scheduled lottery's rounds wait for its draw; every other game settles at once. */
export const LOTTERY_GAME: GameCode = 'scheduledLottery';
