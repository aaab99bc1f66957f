import { z } from 'zod';
import { GAME_TYPES } from '../constants.js';
import type { ErrorKey } from '../errors.js';
import { pageFields } from './paging.js';

/**
 * Request schemas of the game lobby (spec.md §2, §7; api-contract.md Games), shared by the server
 * routes and the web app. Codes and platTypes are identifiers (letters, digits, underscore).
 */
const keyed = (key: ErrorKey) => ({ error: key });
export const GAME_KEYWORD_MAX = 50;
const platType = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
const gameCode = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
const gameType = z.enum(GAME_TYPES, keyed('gameTypeInvalid'));

export const getGameListInput = z.object({
  ...pageFields,
  platType: platType.optional(),
  gameType: gameType.optional(),
  /** Matches names in the caller's language and game codes, case-insensitive. */
  keyword: z.string(keyed('gameKeywordInvalid')).trim().max(GAME_KEYWORD_MAX, keyed('gameKeywordInvalid')).optional(),
  /** Only the games marked hot (the home page's hot row); absent or false: every game. */
  hot: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});
export const getGameListByGameTypeInput = z.object({ ...pageFields, gameType });
export const gameRefInput = z.object({ platType, gameCode });
export const getGameUrlInput = gameRefInput;
export const gameCollectSaveInput = gameRefInput;
export const gameCollectDeleteInput = gameRefInput;
export const gameCollectListInput = z.object({ ...pageFields });
