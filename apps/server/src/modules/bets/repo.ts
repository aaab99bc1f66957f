import { and, count, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import { platformDaySql } from '../../lib/platform-time.js';
import type { DbOrTx } from '../../db/client.js';
import { bets } from '../../db/schema/index.js';

export type BetRow = typeof bets.$inferSelect;

/** Inserts a placed bet; null when the venue already reported this source reference. */
export async function insertPlaced(db: DbOrTx, row: Omit<typeof bets.$inferInsert, 'id' | 'status'>): Promise<BetRow | null> {
  const [inserted] = await db
    .insert(bets)
    .values({ ...row, status: 'placed' })
    .onConflictDoNothing({ target: [bets.platType, bets.sourceRef] })
    .returning();
  return inserted ?? null;
}

export async function findBySource(db: DbOrTx, platType: string, sourceRef: string): Promise<BetRow | null> {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.platType, platType), eq(bets.sourceRef, sourceRef)));
  return row ?? null;
}

/**
 * Settles a placed bet; null when it is not placed (already settled or void). The status test in the
 * WHERE makes it once: a concurrent second settle waits for the row, re-reads it settled, and matches nothing.
 */
export async function markSettled(
  db: DbOrTx,
  s: { platType: string; sourceRef: string; payout: bigint; validBet: bigint; settledAt: Date; details?: unknown },
): Promise<BetRow | null> {
  const [row] = await db
    .update(bets)
    .set({
      status: 'settled',
      payout: s.payout,
      validBet: s.validBet,
      winLoss: sql`${s.payout}::bigint - ${bets.stake}`,
      settledAt: s.settledAt,
      ...(s.details === undefined ? {} : { details: s.details }),
    })
    .where(and(eq(bets.platType, s.platType), eq(bets.sourceRef, s.sourceRef), eq(bets.status, 'placed')))
    .returning();
  return row ?? null;
}

export interface BetFilter {
  userId: number;
  platType?: string;
  from: Date;
  to: Date;
}

/** The bet records of a player (index bets_user_placed); void bets are not shown (nothing was staked in the end). */
function where(f: BetFilter) {
  return and(
    eq(bets.userId, f.userId),
    f.platType ? eq(bets.platType, f.platType) : undefined,
    gte(bets.placedAt, f.from),
    lte(bets.placedAt, f.to),
    ne(bets.status, 'void'),
  );
}

export async function pageBets(db: DbOrTx, f: BetFilter, page: number, size: number) {
  const rows = await db
    .select()
    .from(bets)
    .where(where(f))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(bets).where(where(f));
  return { rows, total: total!.n };
}

/** Sums are read as text: pg and PGlite then answer alike, and bigint keeps every digit. */
export async function sumBets(db: DbOrTx, f: BetFilter) {
  const [row] = await db
    .select({
      betCount: count(),
      betAmount: sql<string>`coalesce(sum(${bets.stake}), 0)::text`,
      validBet: sql<string>`coalesce(sum(${bets.validBet}), 0)::text`,
      winLoss: sql<string>`coalesce(sum(${bets.winLoss}), 0)::text`,
    })
    .from(bets)
    .where(where(f));
  return { betCount: Number(row!.betCount), betAmount: BigInt(row!.betAmount), validBet: BigInt(row!.validBet), winLoss: BigInt(row!.winLoss) };
}

export interface DailyTotal {
  /** The platform day of settlement (Asia/Shanghai, YYYY-MM-DD). */
  day: string;
  userId: number;
  gameType: string;
  betCount: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
}

// A constant, not input: inlined so the day expression reads the same in SELECT and GROUP BY.
/** The platform day of settlement, read when a query is built (the zone is the server's setting). */
const settledDay = () => platformDaySql(bets.settledAt);

/**
 * Settled bets per player, per game type, per platform day, in ONE query over settledAt ∈ [from, to)
 * — what daily jobs (rebates, VIP progress, agent statistics) read. With a player it scans the index
 * bets_user_type_settled, for every player bets_settled; pass day bounds in platform time for whole days.
 */
export async function dailyTotals(db: DbOrTx, q: { from: Date; to: Date; userId?: number }): Promise<DailyTotal[]> {
  const rows = await dailyTotalsQuery(db, q);
  return rows.map((r) => ({
    day: r.day,
    userId: Number(r.userId),
    gameType: r.gameType,
    betCount: Number(r.betCount),
    stake: BigInt(r.stake),
    validBet: BigInt(r.validBet),
    payout: BigInt(r.payout),
    winLoss: BigInt(r.winLoss),
  }));
}

/** The statement of dailyTotals (its test EXPLAINs it to show the index it scans). */
export function dailyTotalsQuery(db: DbOrTx, q: { from: Date; to: Date; userId?: number }) {
  return db
    .select({
      day: settledDay(),
      userId: bets.userId,
      gameType: bets.gameType,
      betCount: count(),
      stake: sql<string>`sum(${bets.stake})::text`,
      validBet: sql<string>`sum(${bets.validBet})::text`,
      payout: sql<string>`sum(${bets.payout})::text`,
      winLoss: sql<string>`sum(${bets.winLoss})::text`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.status, 'settled'),
        q.userId === undefined ? undefined : eq(bets.userId, q.userId),
        gte(bets.settledAt, q.from),
        lt(bets.settledAt, q.to),
      ),
    )
    .groupBy(settledDay(), bets.userId, bets.gameType)
    .orderBy(settledDay(), bets.userId, bets.gameType);
}
