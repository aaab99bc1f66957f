import {
  gameCollectDeleteInput,
  gameCollectDeleteOutput,
  gameCollectListInput,
  gameCollectSaveInput,
  gameCollectSaveOutput,
  gamePageOutput,
  getAllPlatTypesOutput,
  getApiGameCategoryListOutput,
  getBetAllPlatTypesOutput,
  getGameListByGameTypeInput,
  getGameListInput,
  getGameUrlInput,
  getGameUrlOutput,
  getTop5PopularSearchGameOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as lobby from './service.js';

const tags = ['games'];
/**
 * The game lobby (spec.md §2 home tabs, game/list, live pages; §7 apiCode, apiGameCategory,
 * gameCollect; api-contract.md Games). Lists are open to guests (spec.md §6); launching a game and
 * favourites are member calls.
 */
export async function lobbyRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/guest/apiCode/getAllPlatTypes',
    summary: 'Every venue (platType) with its localized name, category, icon and status',
    tags,
    output: getAllPlatTypesOutput,
    handler: (req) => lobby.allPlatTypes(app.db, req.lang),
  });
  post(app, {
    path: '/web/guest/apiCode/getGameList',
    summary: 'Games by venue, category and keyword (names in the caller language and game codes, case-insensitive), paged',
    tags,
    input: getGameListInput,
    output: gamePageOutput,
    handler: (req, input) => lobby.gameList(app.db, req.lang, input),
  });
  post(app, {
    path: '/web/guest/apiCode/getBetAllPlatTypes',
    summary: 'The venues offered by the bet-record filter (every venue)',
    tags,
    output: getBetAllPlatTypesOutput,
    handler: (req) => lobby.betPlatTypes(app.db, req.lang),
  });
  post(app, {
    path: '/web/guest/api/apiGameCategory/getApiGameCategoryList',
    summary: 'The six lobby categories of the home tabs, in display order',
    tags,
    output: getApiGameCategoryListOutput,
    handler: (req) => lobby.categories(app.db, req.lang),
  });
  post(app, {
    path: '/web/apiCode/getGameListByGameType',
    summary: 'Games of one lobby category, paged',
    tags,
    input: getGameListByGameTypeInput,
    output: gamePageOutput,
    handler: (req, input) => lobby.gameList(app.db, req.lang, input),
  });
  post(app, {
    path: '/web/apiCode/getTop5PopularSearchGame',
    summary: 'The five games found most by keyword searches (ties by display order)',
    tags,
    output: getTop5PopularSearchGameOutput,
    handler: (req) => lobby.popularGames(app.db, req.lang),
  });
  post(app, {
    path: '/web/apiCode/getGameUrl',
    summary: 'Launch URL of a game; with auto-transfer on, the central balance moves into the venue first',
    tags,
    input: getGameUrlInput,
    output: getGameUrlOutput,
    handler: (req, input) => lobby.gameUrl(app.db, req.user!.userId, input, app.deps.now()),
  });
  post(app, {
    path: '/web/gameCollect/save',
    summary: 'Add a game to the player’s favourites (saving twice is harmless)',
    tags,
    input: gameCollectSaveInput,
    output: gameCollectSaveOutput,
    handler: (req, input) => lobby.saveFavourite(app.db, req.user!.userId, input),
  });
  post(app, {
    path: '/web/gameCollect/delete',
    summary: 'Remove a game from the player’s favourites (deleted: 0 when it was not one)',
    tags,
    input: gameCollectDeleteInput,
    output: gameCollectDeleteOutput,
    handler: (req, input) => lobby.deleteFavourite(app.db, req.user!.userId, input),
  });
  post(app, {
    path: '/web/gameCollect/delete/1',
    summary: 'Remove every favourite of the player',
    tags,
    output: gameCollectDeleteOutput,
    handler: (req) => lobby.clearFavourites(app.db, req.user!.userId),
  });
  post(app, {
    path: '/web/gameCollect/list',
    summary: 'The player’s favourite games, newest first, paged',
    tags,
    input: gameCollectListInput,
    output: gamePageOutput,
    handler: (req, input) => lobby.favourites(app.db, req.user!.userId, req.lang, input.page, input.size),
  });
}
