import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  houseLaunchTickets,
  houseLotteryDraws,
  houseRounds,
  houseSeeds,
  houseSessions,
  houseTableStates,
} from '../../db/schema/index.js';

export type SeedRow = typeof houseSeeds.$inferSelect;
export type RoundRow = typeof houseRounds.$inferSelect;
export type DrawRow = typeof houseLotteryDraws.$inferSelect;

export async function insertTicket(db: DbOrTx, t: typeof houseLaunchTickets.$inferInsert): Promise<void> {
  await db.insert(houseLaunchTickets).values(t);
}

/** Spends a ticket: only an unused, unexpired one matches, so two calls with it never both succeed. */
export async function consumeTicket(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .update(houseLaunchTickets)
    .set({ usedAt: now })
    .where(and(eq(houseLaunchTickets.tokenHash, tokenHash), isNull(houseLaunchTickets.usedAt), gt(houseLaunchTickets.expiresAt, now)))
    .returning({ userId: houseLaunchTickets.userId, platType: houseLaunchTickets.platType, gameCode: houseLaunchTickets.gameCode });
  return rows[0] ?? null;
}

export async function insertSession(db: DbOrTx, s: typeof houseSessions.$inferInsert): Promise<void> {
  await db.insert(houseSessions).values(s);
}

export async function findSession(db: DbOrTx, tokenHash: string, now: Date) {
  const rows = await db
    .select({ userId: houseSessions.userId, platType: houseSessions.platType })
    .from(houseSessions)
    .where(and(eq(houseSessions.tokenHash, tokenHash), gt(houseSessions.expiresAt, now)));
  return rows[0] ?? null;
}

/** Creates the open seed of (player, platType) when there is none (the partial unique index keeps one). */
export async function insertSeedIfNone(db: DbOrTx, s: typeof houseSeeds.$inferInsert): Promise<void> {
  await db.insert(houseSeeds).values(s).onConflictDoNothing();
}

export async function openSeed(db: DbOrTx, userId: number, platType: string, forUpdate = false): Promise<SeedRow | null> {
  const q = db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.userId, userId), eq(houseSeeds.platType, platType), isNull(houseSeeds.revealedAt)));
  return (await (forUpdate ? q.for('update') : q))[0] ?? null;
}

export async function updateSeed(db: DbOrTx, id: number, set: Partial<typeof houseSeeds.$inferInsert>): Promise<void> {
  await db.update(houseSeeds).set(set).where(eq(houseSeeds.id, id));
}

export async function tableState(db: DbOrTx, userId: number, gameCode: string): Promise<unknown> {
  const rows = await db
    .select({ state: houseTableStates.state })
    .from(houseTableStates)
    .where(and(eq(houseTableStates.userId, userId), eq(houseTableStates.gameCode, gameCode)));
  return rows[0]?.state ?? null;
}

export async function saveTableState(db: DbOrTx, userId: number, gameCode: string, state: unknown): Promise<void> {
  await db
    .insert(houseTableStates)
    .values({ userId, gameCode, state })
    .onConflictDoUpdate({ target: [houseTableStates.userId, houseTableStates.gameCode], set: { state, updatedAt: sql`now()` } });
}

export async function insertRound(db: DbOrTx, r: typeof houseRounds.$inferInsert): Promise<void> {
  await db.insert(houseRounds).values(r);
}

export async function updateRound(db: DbOrTx, id: number, set: Partial<typeof houseRounds.$inferInsert>): Promise<void> {
  await db.update(houseRounds).set(set).where(eq(houseRounds.id, id));
}

/** Rounds of one player at one platType, newest first, with the seed when it has been revealed. */
export async function pageRounds(db: DbOrTx, userId: number, platType: string, page: number, size: number) {
  const where = and(eq(houseRounds.userId, userId), eq(houseRounds.platType, platType));
  const rows = await db
    .select({ round: houseRounds, serverSeed: houseSeeds.serverSeed, revealedAt: houseSeeds.revealedAt, drawSeed: houseLotteryDraws.serverSeed, drawStatus: houseLotteryDraws.status })
    .from(houseRounds)
    .leftJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
    .leftJoin(houseLotteryDraws, eq(houseLotteryDraws.drawNo, houseRounds.drawNo))
    .where(where)
    .orderBy(desc(houseRounds.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(houseRounds).where(where);
  return { rows, total: total!.n };
}

/** The draw, created with its committed seed on first use (several servers: the first insert wins). */
export async function ensureDraw(db: DbOrTx, d: { drawNo: string; drawAt: Date; serverSeed: string; serverSeedHash: string }): Promise<void> {
  await db.insert(houseLotteryDraws).values(d).onConflictDoNothing();
}

export async function findDraw(db: DbOrTx, drawNo: string, lock: 'update' | 'share' | null = null): Promise<DrawRow | null> {
  const q = db.select().from(houseLotteryDraws).where(eq(houseLotteryDraws.drawNo, drawNo));
  return (await (lock ? q.for(lock) : q))[0] ?? null;
}

export function dueDraws(db: DbOrTx, now: Date): Promise<DrawRow[]> {
  return db
    .select()
    .from(houseLotteryDraws)
    .where(and(eq(houseLotteryDraws.status, 'open'), lte(houseLotteryDraws.drawAt, now)))
    .orderBy(asc(houseLotteryDraws.drawAt));
}

export async function updateDraw(db: DbOrTx, drawNo: string, set: Partial<typeof houseLotteryDraws.$inferInsert>): Promise<void> {
  await db.update(houseLotteryDraws).set(set).where(eq(houseLotteryDraws.drawNo, drawNo));
}

export function pendingRoundsOfDraw(db: DbOrTx, drawNo: string): Promise<RoundRow[]> {
  return db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.drawNo, drawNo), eq(houseRounds.status, 'pending')))
    .orderBy(asc(houseRounds.userId), asc(houseRounds.id))
    .for('update');
}

/** Spent or expired tickets and expired sessions older than `before` (they can never be used again). */
export async function pruneExpired(db: DbOrTx, before: Date): Promise<{ tickets: number; sessions: number }> {
  const tickets = await db.delete(houseLaunchTickets).where(lte(houseLaunchTickets.expiresAt, before)).returning({ id: houseLaunchTickets.id });
  const sessions = await db.delete(houseSessions).where(lte(houseSessions.expiresAt, before)).returning({ id: houseSessions.id });
  return { tickets: tickets.length, sessions: sessions.length };
}
