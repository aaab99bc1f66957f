import { and, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { houseRounds } from '../../db/schema/index.js';

export interface BetFilter {
  userId: number;
  platType?: string;
  from: Date;
  to: Date;
}

/** Bets of the house venue are its rounds; void rounds are not bets (nothing was staked in the end). */
function where(f: BetFilter) {
  return and(
    eq(houseRounds.userId, f.userId),
    f.platType ? eq(houseRounds.platType, f.platType) : undefined,
    gte(houseRounds.createdAt, f.from),
    lte(houseRounds.createdAt, f.to),
    ne(houseRounds.status, 'void'),
  );
}

export async function pageBets(db: DbOrTx, f: BetFilter, page: number, size: number) {
  const rows = await db
    .select()
    .from(houseRounds)
    .where(where(f))
    .orderBy(desc(houseRounds.createdAt), desc(houseRounds.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(houseRounds).where(where(f));
  return { rows, total: total!.n };
}

export async function sumBets(db: DbOrTx, f: BetFilter) {
  const [row] = await db
    .select({
      betCount: count(),
      betAmount: sql<string>`coalesce(sum(${houseRounds.betAmount}), 0)::text`,
      validBet: sql<string>`coalesce(sum(${houseRounds.validBet}), 0)::text`,
      winLoss: sql<string>`coalesce(sum(${houseRounds.winLoss}), 0)::text`,
    })
    .from(houseRounds)
    .where(where(f));
  return { betCount: Number(row!.betCount), betAmount: BigInt(row!.betAmount), validBet: BigInt(row!.validBet), winLoss: BigInt(row!.winLoss) };
}
