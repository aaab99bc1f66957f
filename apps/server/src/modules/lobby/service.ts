import { DECIMALS, formatMinor, WALLET_CENTRAL, type GameType, type LangCode } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { balancesOf } from '../../ledger/ledger.js';
import { pickLang } from '../../lib/i18n-text.js';
import { adapterFor } from '../../venues/registry.js';
import { convertMoney, onVenueEntry, transInfo } from '../wallet/service.js';
import * as repo from './repo.js';

/** getTop5PopularSearchGame (spec.md §7). */
const POPULAR_COUNT = 5;
const WHOLE_YUAN = 10n ** BigInt(DECIMALS.CNY);

function gameItem(row: repo.GameListRow, lang: LangCode) {
  return { gameCode: row.gameCode, platType: row.platType, name: pickLang(row.name, lang), icon: row.icon, gameType: row.gameType as GameType };
}

function paged(result: { rows: repo.GameListRow[]; total: number }, lang: LangCode, page: number, size: number) {
  return { list: result.rows.map((r) => gameItem(r, lang)), total: result.total, page, size };
}

/** getAllPlatTypes (api-contract.md Games): every venue with its localized name and status. */
export async function allPlatTypes(db: DbOrTx, lang: LangCode) {
  return (await repo.listVenues(db)).map((v) => ({ platType: v.platType, name: pickLang(v.name, lang), gameType: v.gameType as GameType, icon: v.icon, status: v.status }));
}

/**
 * getBetAllPlatTypes: the venues the bet-record filter offers. Every venue is listed (not only those
 * with bets), so the filter does not change as records age out and reveals nothing about the caller.
 */
export async function betPlatTypes(db: DbOrTx, lang: LangCode) {
  return (await repo.listVenues(db)).map((v) => ({ platType: v.platType, name: pickLang(v.name, lang), gameType: v.gameType as GameType }));
}

/** getApiGameCategoryList: the six lobby categories of the home tabs (spec.md §2). */
export async function categories(db: DbOrTx, lang: LangCode) {
  return (await repo.listCategories(db)).map((c) => ({ gameType: c.gameType as GameType, name: pickLang(c.name, lang), icon: c.icon, sort: c.sort }));
}

/**
 * getGameList (api-contract.md Games): filters by venue, category and keyword; guests may list
 * (spec.md §6). A keyword search on the first page counts one search for every game it found
 * (later pages of the same search do not count again), which orders getTop5PopularSearchGame.
 */
export async function gameList(
  db: DbOrTx,
  lang: LangCode,
  input: { platType?: string | undefined; gameType?: string | undefined; keyword?: string | undefined; hot?: boolean | undefined; page: number; size: number },
) {
  const filter: repo.GameFilter = { platType: input.platType, gameType: input.gameType, keyword: input.keyword || undefined, hot: input.hot, lang };
  const result = await repo.listGames(db, filter, input.page, input.size);
  if (filter.keyword && input.page === 1 && result.total > 0) await repo.countSearch(db, filter);
  return paged(result, lang, input.page, input.size);
}

export async function popularGames(db: DbOrTx, lang: LangCode) {
  return (await repo.topSearched(db, POPULAR_COUNT)).map((r) => gameItem(r, lang));
}

export async function favourites(db: DbOrTx, userId: number, lang: LangCode, page: number, size: number) {
  return paged(await repo.listFavourites(db, userId, page, size), lang, page, size);
}

/** gameCollect/save: saving twice is harmless; an unknown game is refused. */
export async function saveFavourite(db: DbOrTx, userId: number, input: { platType: string; gameCode: string }) {
  const outcome = await repo.saveFavourite(db, userId, input.platType, input.gameCode);
  if (outcome === 'noGame') throw new AppError('gameNotFound');
  return { platType: input.platType, gameCode: input.gameCode, collected: true };
}

/** gameCollect/delete: removing a game that is not a favourite is harmless (nothing to do). */
export async function deleteFavourite(db: DbOrTx, userId: number, input: { platType: string; gameCode: string }) {
  const deleted = await repo.deleteFavourite(db, userId, input.platType, input.gameCode);
  return { deleted };
}

/** gameCollect/delete/1: clears every favourite of the caller. */
export async function clearFavourites(db: DbOrTx, userId: number) {
  return { deleted: await repo.clearFavourites(db, userId) };
}

/**
 * spec.md §4 auto-transfer: the central balance moves into the venue on entry. Transfers are whole
 * yuan (spec.md §5 help text), so the whole-yuan part moves and any fraction stays in central.
 * Nothing to move: skipped. A launch racing with another one may find the money already gone
 * (insufficientBalance): the other launch moved it, so this one goes on without moving anything.
 */
async function autoTransferIn(db: Db, userId: number, platType: string): Promise<void> {
  const central = (await balancesOf(db, userId, ['central'])).get('central') ?? 0n;
  const whole = central - (central % WHOLE_YUAN);
  if (whole <= 0n) return;
  try {
    await convertMoney(db, { userId, idempotencyKey: null }, { from: WALLET_CENTRAL, to: platType, amount: formatMinor(whole) });
  } catch (err) {
    if (err instanceof AppError && err.key === 'insufficientBalance') return;
    throw err;
  }
}

/**
 * getGameUrl (api-contract.md Games): the game's launch URL from its venue's adapter. Refused for an
 * unknown game, a venue in maintenance (venueMaintenance) or a game in maintenance (gameMaintenance).
 * Free-transfer re-entry (spec.md §4) is judged first, on the balance the player left in the venue,
 * so money moved in by auto-transfer does not keep a satisfied lock (balance under 5) closed.
 */
export async function gameUrl(db: Db, userId: number, input: { platType: string; gameCode: string }, now: Date) {
  const game = await repo.findGameWithVenue(db, input.platType, input.gameCode);
  if (!game) throw new AppError('gameNotFound');
  if (game.venueStatus !== 'normal') throw new AppError('venueMaintenance');
  if (game.status !== 'normal') throw new AppError('gameMaintenance');
  await onVenueEntry(db, userId, game.platType);
  const { autoTransfer } = await transInfo(db, userId);
  if (autoTransfer) await autoTransferIn(db, userId, game.platType);
  const url = await adapterFor(game.provider).launchUrl(db, { userId, platType: game.platType, gameCode: game.gameCode, now });
  return { url };
}
