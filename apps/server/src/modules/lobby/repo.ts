import type { LangCode } from '@app/shared';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameCategories, gameFavourites, games, venues } from '../../db/schema/index.js';
import { langChain } from '../../lib/i18n-text.js';

/** The columns every game list answers with (api-contract.md Games); name is localized by the service. */
const gameColumns = {
  gameCode: games.gameCode,
  platType: games.platType,
  name: games.name,
  icon: games.icon,
  gameType: games.gameType,
};
export type GameListRow = { gameCode: string; platType: string; name: Record<string, string | undefined>; icon: string; gameType: string };

export interface GameFilter {
  platType?: string | undefined;
  gameType?: string | undefined;
  keyword?: string | undefined;
  hot?: boolean | undefined;
  lang: LangCode;
}

/** `%`, `_` and `\` in a keyword are literal characters, not patterns. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The name the caller sees, in SQL: the first non-empty text along the caller's fallback chain
 * (pickLang), so a keyword matches exactly the names the list shows in that language.
 */
function shownName(lang: LangCode): SQL {
  const parts = langChain(lang).map((l) => sql`nullif(${games.name} ->> ${l}, '')`);
  return sql`coalesce(${sql.join(parts, sql`, `)}, '')`;
}

function gameWhere(f: GameFilter): SQL | undefined {
  const keyword = f.keyword ? likePattern(f.keyword) : null;
  return and(
    f.platType ? eq(games.platType, f.platType) : undefined,
    f.gameType ? eq(games.gameType, f.gameType) : undefined,
    f.hot ? eq(games.hot, true) : undefined,
    keyword ? or(ilike(shownName(f.lang), keyword), ilike(games.gameCode, keyword)) : undefined,
  );
}

/** A page of games and the total, in one query (the total rides as a window count). */
export async function listGames(db: DbOrTx, f: GameFilter, page: number, size: number): Promise<{ rows: GameListRow[]; total: number }> {
  const where = gameWhere(f);
  const rows = await db
    .select({ ...gameColumns, total: sql<number>`cast(count(*) over () as int)` })
    .from(games)
    .where(where)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(size)
    .offset((page - 1) * size);
  if (rows.length > 0 || page === 1) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page the window has no row to ride on: count on its own.
  const [count] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(games).where(where);
  return { rows: [], total: count?.n ?? 0 };
}

/** One more search for every game a keyword found (getTop5PopularSearchGame), in one statement. */
export async function countSearch(db: DbOrTx, f: GameFilter): Promise<void> {
  await db
    .update(games)
    .set({ searchCount: sql`${games.searchCount} + 1` })
    .where(gameWhere(f));
}

export function topSearched(db: DbOrTx, limit: number): Promise<GameListRow[]> {
  return db.select(gameColumns).from(games).orderBy(desc(games.searchCount), asc(games.sort), asc(games.id)).limit(limit);
}

/** A game with its venue's provider and status (game launch). */
export async function findGameWithVenue(db: DbOrTx, platType: string, gameCode: string) {
  const rows = await db
    .select({ gameCode: games.gameCode, platType: games.platType, status: games.status, venueStatus: venues.status, provider: venues.provider })
    .from(games)
    .innerJoin(venues, eq(venues.platType, games.platType))
    .where(and(eq(games.platType, platType), eq(games.gameCode, gameCode)))
    .limit(1);
  return rows[0] ?? null;
}

export function listVenues(db: DbOrTx) {
  return db
    .select({ platType: venues.platType, name: venues.name, gameType: venues.gameType, icon: venues.icon, status: venues.status })
    .from(venues)
    .orderBy(asc(venues.sort), asc(venues.platType));
}

export function listCategories(db: DbOrTx) {
  return db.select().from(gameCategories).orderBy(asc(gameCategories.sort), asc(gameCategories.gameType));
}

/** Saves a favourite when the game exists; a repeat changes nothing (the unique row stays). */
export async function saveFavourite(db: DbOrTx, userId: number, platType: string, gameCode: string): Promise<'saved' | 'exists' | 'noGame'> {
  if (!(await findGameWithVenue(db, platType, gameCode))) return 'noGame';
  const inserted = await db
    .insert(gameFavourites)
    .values({ userId, platType, gameCode })
    .onConflictDoNothing()
    .returning({ id: gameFavourites.id });
  return inserted.length > 0 ? 'saved' : 'exists';
}

export async function deleteFavourite(db: DbOrTx, userId: number, platType: string, gameCode: string): Promise<number> {
  const rows = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.userId, userId), eq(gameFavourites.platType, platType), eq(gameFavourites.gameCode, gameCode)))
    .returning({ id: gameFavourites.id });
  return rows.length;
}

export async function clearFavourites(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.delete(gameFavourites).where(eq(gameFavourites.userId, userId)).returning({ id: gameFavourites.id });
  return rows.length;
}

/** A page of the player's favourites, newest first, with the total (one query; window count). */
export async function listFavourites(db: DbOrTx, userId: number, page: number, size: number): Promise<{ rows: GameListRow[]; total: number }> {
  const rows = await db
    .select({ ...gameColumns, total: sql<number>`cast(count(*) over () as int)` })
    .from(gameFavourites)
    .innerJoin(games, and(eq(games.platType, gameFavourites.platType), eq(games.gameCode, gameFavourites.gameCode)))
    .where(eq(gameFavourites.userId, userId))
    .orderBy(desc(gameFavourites.id))
    .limit(size)
    .offset((page - 1) * size);
  if (rows.length > 0 || page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await db.select({ n: sql<number>`cast(count(*) as int)` }).from(gameFavourites).where(eq(gameFavourites.userId, userId));
  return { rows: [], total: count?.n ?? 0 };
}
