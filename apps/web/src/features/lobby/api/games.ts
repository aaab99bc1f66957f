/**
 * Game lobby calls (api-contract.md "Games"; spec.md §7 apiCode, apiGameCategory, gameCollect) with their cache
 * keys and query hooks. Lists are guest calls (spec.md §6); favourites, the popular searches and launch URLs are
 * member calls. Kept free of UI imports: home's game tabs use this file, so it stays in home's bundle.
 */
import type {
  gameCollectDeleteOutput,
  gameCollectSaveOutput,
  gamePageOutput,
  gameSchema,
  GameType,
  getBetAllPlatTypesOutput,
  getGameUrlOutput,
  Infer,
  venueSchema,
} from '@app/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { dataOf } from '../../../api/query';
import { request } from '../../../api/request';

/** Names localized by the server (lang header); status `normal` or `maintenance`. */
export type Venue = Infer<typeof venueSchema>;
export type Game = Infer<typeof gameSchema>;

export interface GameListQuery {
  platType?: string;
  gameType?: GameType;
  keyword?: string;
  hot?: boolean;
  page: number;
  size: number;
}

/** Drops empty filters: an empty value would be sent as `key=` (spec.md §7) and fail the server's rules. */
function defined(query: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== false));
}

export const getAllPlatTypes = () => request<Venue[]>('POST', '/web/guest/apiCode/getAllPlatTypes');
export const getGameList = (query: GameListQuery) => request<Infer<typeof gamePageOutput>>('POST', '/web/guest/apiCode/getGameList', defined(query));
export const getBetAllPlatTypes = () =>
  request<Infer<typeof getBetAllPlatTypesOutput>>('POST', '/web/guest/apiCode/getBetAllPlatTypes');
export const getTop5PopularSearchGame = () => request<Game[]>('POST', '/web/apiCode/getTop5PopularSearchGame');
export const getGameUrl = (ref: GameRef) => request<Infer<typeof getGameUrlOutput>>('POST', '/web/apiCode/getGameUrl', { ...ref });
export const saveFavourite = (ref: GameRef) => request<Infer<typeof gameCollectSaveOutput>>('POST', '/web/gameCollect/save', { ...ref });
export const deleteFavourite = (ref: GameRef) => request<Infer<typeof gameCollectDeleteOutput>>('POST', '/web/gameCollect/delete', { ...ref });
export const listFavourites = (page: number, size: number) =>
  request<Infer<typeof gamePageOutput>>('POST', '/web/gameCollect/list', { page, size });

export interface GameRef {
  platType: string;
  gameCode: string;
}

export const gameKey = (g: GameRef): string => `${g.platType}:${g.gameCode}`;

export const lobbyKeys = {
  all: ['lobby'] as const,
  venues: ['lobby', 'venues'] as const,
  betVenues: ['lobby', 'betVenues'] as const,
  games: (query: Omit<GameListQuery, 'page' | 'size'>) => ['lobby', 'games', query] as const,
  popular: ['lobby', 'popular'] as const,
  favourites: ['lobby', 'favourites'] as const,
  /** Every favourite of the player (the hearts of the list screen). */
  favouriteSet: ['lobby', 'favourites', 'set'] as const,
  url: (ref: GameRef) => ['lobby', 'url', ref.platType, ref.gameCode] as const,
};

/** The venue catalogue changes only when operators edit it: kept for ten minutes. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export function useVenues(): UseQueryResult<Venue[]> {
  return useQuery({ queryKey: lobbyKeys.venues, queryFn: () => dataOf(getAllPlatTypes()), staleTime: CATALOGUE_STALE_MS });
}

/** The first page (up to `size`) of a filtered game list, for grids that are not paged. */
export function useGames(query: Omit<GameListQuery, 'page' | 'size'>, size = 50, enabled = true): UseQueryResult<Game[]> {
  return useQuery({
    queryKey: [...lobbyKeys.games(query), size],
    queryFn: async () => (await dataOf(getGameList({ ...query, page: 1, size }))).list,
    staleTime: CATALOGUE_STALE_MS,
    enabled,
  });
}
