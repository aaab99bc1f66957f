import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { turnoverRequirements } from '../../db/schema/index.js';

export type RequirementRow = typeof turnoverRequirements.$inferSelect;

/** Inserts a requirement once per (source, reference); false when it already existed. */
export async function insertRequirement(db: DbOrTx, row: { userId: number; source: string; reference: string; required: bigint; metAt: SQL | null }): Promise<boolean> {
  const inserted = await db.insert(turnoverRequirements).values(row).onConflictDoNothing().returning({ id: turnoverRequirements.id });
  return inserted.length > 0;
}

/** The player's open requirements, oldest first, locked for update (bets of one player fill them in turn). */
export function openRequirementsForUpdate(db: DbOrTx, userId: number): Promise<RequirementRow[]> {
  return db
    .select()
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.userId, userId), isNull(turnoverRequirements.metAt)))
    .orderBy(asc(turnoverRequirements.id))
    .for('update');
}

export async function updateRequirement(db: DbOrTx, id: number, set: { accumulated: bigint; metAt: SQL | null }): Promise<void> {
  await db.update(turnoverRequirements).set(set).where(eq(turnoverRequirements.id, id));
}

/** What each of these players still has to bet, one grouped query (players with nothing open are absent). */
export async function remainingOf(db: DbOrTx, userIds: number[]): Promise<Map<number, bigint>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: turnoverRequirements.userId, left: sql<string>`sum(${turnoverRequirements.required} - ${turnoverRequirements.accumulated})::text` })
    .from(turnoverRequirements)
    .where(and(inArray(turnoverRequirements.userId, userIds), isNull(turnoverRequirements.metAt)))
    .groupBy(turnoverRequirements.userId);
  return new Map(rows.map((r) => [r.userId, BigInt(r.left)]));
}

/** Sum of what the open requirements still need (text cast: pg and PGlite answer alike). */
export async function remaining(db: DbOrTx, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ left: sql<string>`coalesce(sum(${turnoverRequirements.required} - ${turnoverRequirements.accumulated}), 0)::text` })
    .from(turnoverRequirements)
    .where(and(eq(turnoverRequirements.userId, userId), isNull(turnoverRequirements.metAt)));
  return BigInt(row!.left);
}
