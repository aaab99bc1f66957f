import { z } from 'zod';
import { GAME_TYPES } from '../constants.js';
import { pageOf } from './common.js';

/** Answers of the game lobby calls (api-contract.md Games; spec.md §7 apiCode, apiGameCategory, gameCollect). */

const gameType = z.enum(GAME_TYPES);

export const venueSchema = z.object({
  platType: z.string(),
  name: z.string(),
  gameType,
  icon: z.string(),
  status: z.string().describe('normal or maintenance'),
});
export const gameSchema = z.object({ gameCode: z.string(), platType: z.string(), name: z.string(), icon: z.string(), gameType });
export const getAllPlatTypesOutput = z.array(venueSchema);
/** getGameList, getGameListByGameType and gameCollect/list. */
export const gamePageOutput = pageOf(gameSchema);
export const getBetAllPlatTypesOutput = z.array(venueSchema.pick({ platType: true, name: true, gameType: true }));
export const getApiGameCategoryListOutput = z.array(z.object({ gameType, name: z.string(), icon: z.string(), sort: z.number() }));
export const getTop5PopularSearchGameOutput = z.array(gameSchema);
export const getGameUrlOutput = z.object({ url: z.string() });
export const gameCollectSaveOutput = z.object({ platType: z.string(), gameCode: z.string(), collected: z.boolean() });
/** gameCollect/delete and delete/1: how many favourites went. */
export const gameCollectDeleteOutput = z.object({ deleted: z.number() });
