import { asc, count, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { games, venues } from '../../db/schema/index.js';
import { audit, operatorPage, type Actor, type PageInput } from '../../platform/index.js';

/**
 * Operator actions on the lobby (issue 14 "Content"): a venue or a single game into maintenance and back, hot flags
 * and display order. Players see a change on their next lobby call (the lobby reads these rows uncached); each change
 * is audited before → after in its own transaction.
 */
type VenueRow = typeof venues.$inferSelect;
type GameRow = typeof games.$inferSelect;
const venueView = (v: VenueRow) => ({ platType: v.platType, name: v.name, gameType: v.gameType, provider: v.provider, status: v.status, sort: v.sort });
const gameView = (g: GameRow) => ({ id: g.id, platType: g.platType, gameCode: g.gameCode, name: g.name, gameType: g.gameType, hot: g.hot, sort: g.sort, status: g.status });

export async function listVenues(db: Db) {
  return { list: (await db.select().from(venues).orderBy(asc(venues.sort), asc(venues.platType))).map(venueView) };
}

/**
 * lobby/names: the names of every venue and game in every language, for any operator (issue 24: the console shows
 * venues and games by name wherever a record holds their code — player 360, offers, reports, the ledger).
 */
export async function names(db: Db) {
  const [v, g] = await Promise.all([
    db.select({ platType: venues.platType, name: venues.name, gameType: venues.gameType }).from(venues).orderBy(asc(venues.sort), asc(venues.platType)),
    db.select({ platType: games.platType, gameCode: games.gameCode, name: games.name }).from(games).orderBy(asc(games.platType), asc(games.sort), asc(games.id)),
  ]);
  return { venues: v, games: g };
}

export async function updateVenue(db: Db, actor: Actor, input: { platType: string; status?: string; sort?: number }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(venues).where(eq(venues.platType, input.platType)).for('update');
    if (!before) throw new AppError('recordNotFound');
    const [after] = await tx
      .update(venues)
      .set({ ...(input.status ? { status: input.status } : {}), ...(input.sort !== undefined ? { sort: input.sort } : {}) })
      .where(eq(venues.platType, input.platType))
      .returning();
    await audit(tx, { operator: actor, action: 'venue.update', target: input.platType, before: venueView(before), after: venueView(after!) });
    return venueView(after!);
  });
}

export function listGames(db: Db, input: PageInput & { platType?: string }) {
  const where = input.platType ? eq(games.platType, input.platType) : undefined;
  return operatorPage(
    input,
    async (window) => {
      const [rows, totals] = await Promise.all([
        db.select().from(games).where(where).orderBy(asc(games.platType), asc(games.sort), asc(games.id)).limit(window.limit).offset(window.offset),
        db.select({ n: count() }).from(games).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },
    gameView,
  );
}

export async function updateGame(db: Db, actor: Actor, input: { id: number; status?: string; hot?: boolean; sort?: number }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(games).where(eq(games.id, input.id)).for('update');
    if (!before) throw new AppError('recordNotFound');
    const [after] = await tx
      .update(games)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.hot !== undefined ? { hot: input.hot } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
      })
      .where(eq(games.id, input.id))
      .returning();
    await audit(tx, { operator: actor, action: 'game.update', target: `${before.platType}/${before.gameCode}`, before: gameView(before), after: gameView(after!) });
    return gameView(after!);
  });
}
