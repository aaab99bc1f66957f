/** Catalogue answers shared by the lobby screen tests (the shapes of apps/server/src/modules/lobby/routes.ts). */
import type { ApiCall, ApiRoutes } from '../../test/app';
import type { Game, Venue } from './api/games';

export const VENUES: Venue[] = [
  { platType: 'house_live', name: 'House Live', gameType: 'live', icon: '/static/seed/games/live.svg', status: 'normal' },
  { platType: 'house_chess', name: 'House Cards', gameType: 'chess', icon: '/static/seed/games/chess.svg', status: 'normal' },
  { platType: 'other_live', name: 'Other Live', gameType: 'live', icon: '', status: 'maintenance' },
];

const g = (gameCode: string, name: string, platType: string, gameType: Game['gameType']): Game => ({
  gameCode,
  name,
  platType,
  gameType,
  icon: `/static/seed/games/${gameCode}.svg`,
});

export const GAMES: Game[] = [
  g('baccarat', 'Baccarat', 'house_live', 'live'),
  g('roulette', 'Roulette', 'house_live', 'live'),
  g('sicbo', 'Sic Bo', 'house_live', 'live'),
  g('dragonTiger', 'Dragon Tiger', 'house_chess', 'chess'),
];
export const HOT = new Set(['roulette', 'dragonTiger']);

/** getGameList filtered like the server: platType, gameType, hot, keyword (name or code, case-insensitive). */
export function gameListAnswer(call: ApiCall): { list: Game[]; total: number; page: number; size: number } {
  const q = call.query;
  const keyword = (q.get('keyword') ?? '').toLowerCase();
  const list = GAMES.filter(
    (game) =>
      (!q.get('platType') || game.platType === q.get('platType')) &&
      (!q.get('gameType') || game.gameType === q.get('gameType')) &&
      (q.get('hot') !== 'true' || HOT.has(game.gameCode)) &&
      (!keyword || game.name.toLowerCase().includes(keyword) || game.gameCode.toLowerCase().includes(keyword)),
  );
  return { list, total: list.length, page: Number(q.get('page') ?? 1), size: Number(q.get('size') ?? 20) };
}

export const catalogueRoutes = (): ApiRoutes => ({
  '/web/guest/apiCode/getAllPlatTypes': () => VENUES,
  '/web/guest/apiCode/getGameList': gameListAnswer,
});
