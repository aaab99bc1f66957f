import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { banks, payoutAccounts, payoutBankCards } from '../../db/schema/index.js';

export type BankCardRow = typeof payoutBankCards.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type BankRow = typeof banks.$inferSelect;

/**
 * Serialises one player's account changes (the 10-account bound is a count then an insert). A
 * transaction-scoped advisory lock in its own namespace; ids past 2^31 share a slot, which only
 * makes two players wait for each other.
 */
const LOCK_NAMESPACE = 22_001;
export async function lockPlayerPayoutAccounts(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId % 2_147_483_647}::int)`);
}

export async function findBank(db: DbOrTx, bankId: number): Promise<BankRow | null> {
  const [row] = await db.select().from(banks).where(and(eq(banks.id, bankId), eq(banks.enabled, true)));
  return row ?? null;
}

export function listBankCards(db: DbOrTx, userId: number) {
  return db
    .select({ card: payoutBankCards, bankName: banks.name })
    .from(payoutBankCards)
    .innerJoin(banks, eq(banks.id, payoutBankCards.bankId))
    .where(eq(payoutBankCards.userId, userId))
    .orderBy(asc(payoutBankCards.id));
}

export async function findBankCard(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select({ card: payoutBankCards, bankName: banks.name, bankCode: banks.code })
    .from(payoutBankCards)
    .innerJoin(banks, eq(banks.id, payoutBankCards.bankId))
    .where(and(eq(payoutBankCards.id, id), eq(payoutBankCards.userId, userId)));
  return row ?? null;
}

export async function countBankCards(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payoutBankCards).where(eq(payoutBankCards.userId, userId));
  return Number(row!.n);
}

export async function cardNoTaken(db: DbOrTx, cardNo: string, exceptId?: number): Promise<boolean> {
  const rows = await db.select({ id: payoutBankCards.id }).from(payoutBankCards).where(eq(payoutBankCards.cardNo, cardNo));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertBankCard(db: DbOrTx, row: typeof payoutBankCards.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(payoutBankCards).values(row).returning({ id: payoutBankCards.id });
  return inserted!.id;
}

export async function updateBankCard(db: DbOrTx, userId: number, id: number, set: Partial<typeof payoutBankCards.$inferInsert>): Promise<void> {
  await db.update(payoutBankCards).set(set).where(and(eq(payoutBankCards.id, id), eq(payoutBankCards.userId, userId)));
}

export async function deleteBankCard(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(payoutBankCards)
    .where(and(eq(payoutBankCards.id, id), eq(payoutBankCards.userId, userId)))
    .returning({ id: payoutBankCards.id });
  return rows.length > 0;
}

export function listAccounts(db: DbOrTx, userId: number, kinds: string[]): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), inArray(payoutAccounts.kind, kinds)))
    .orderBy(asc(payoutAccounts.id));
}

export async function findAccount(db: DbOrTx, userId: number, id: number): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(and(eq(payoutAccounts.id, id), eq(payoutAccounts.userId, userId)));
  return row ?? null;
}

export async function countAccounts(db: DbOrTx, userId: number, kind: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payoutAccounts).where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.kind, kind)));
  return Number(row!.n);
}

export async function accountTaken(db: DbOrTx, userId: number, kind: string, account: string): Promise<boolean> {
  const rows = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.kind, kind), eq(payoutAccounts.account, account)));
  return rows.length > 0;
}

export async function insertAccount(db: DbOrTx, row: typeof payoutAccounts.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(payoutAccounts).values(row).returning({ id: payoutAccounts.id });
  return inserted!.id;
}

/** Deletes only an account of the given kinds owned by the player (another player's id → nothing). */
export async function deleteAccount(db: DbOrTx, userId: number, id: number, kinds: string[]): Promise<boolean> {
  const rows = await db
    .delete(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, id),
        eq(payoutAccounts.userId, userId),
        inArray(payoutAccounts.kind, kinds),
      ),
    )
    .returning({ id: payoutAccounts.id });
  return rows.length > 0;
}
