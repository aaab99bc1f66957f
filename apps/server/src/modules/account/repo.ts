import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { legalTexts, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

async function first<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

export function findUserById(db: DbOrTx, id: number) {
  return first(db.select().from(users).where(eq(users.id, id)).limit(1));
}

/** Usernames are stored lower-case (docs/decisions.md), so callers pass the lower-case form. */
export function findUserByUsername(db: DbOrTx, username: string) {
  return first(db.select().from(users).where(eq(users.username, username)).limit(1));
}

export function findUserByPhone(db: DbOrTx, phone: string) {
  return first(db.select().from(users).where(eq(users.phone, phone)).limit(1));
}

export function findUserByEmail(db: DbOrTx, email: string) {
  return first(db.select().from(users).where(eq(users.email, email)).limit(1));
}

export function findUserByInviteCode(db: DbOrTx, inviteCode: string) {
  return first(db.select().from(users).where(eq(users.inviteCode, inviteCode)).limit(1));
}

export async function insertUser(db: DbOrTx, row: typeof users.$inferInsert): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function updateUser(db: DbOrTx, id: number, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [updated] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return updated!;
}

export async function findLegalText(db: DbOrTx, key: string) {
  return first(db.select({ content: legalTexts.content }).from(legalTexts).where(eq(legalTexts.key, key)).limit(1));
}

/**
 * The users column behind a PostgreSQL unique violation (drizzle wraps driver errors; code and
 * constraint are on the cause), or null for any other error.
 */
export function uniqueViolationOf(error: unknown): 'username' | 'phone' | 'email' | 'other' | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const pgError = e?.cause?.code ? e.cause : e;
  if (pgError?.code !== '23505') return null;
  const match = /^users_(username|phone|email)_unique$/.exec(pgError.constraint ?? '');
  return (match?.[1] as 'username' | 'phone' | 'email' | undefined) ?? 'other';
}

/** The user's row locked for an operator's change (modules/players): parallel changes of one player run one at a time. */
export function findUserForUpdate(db: DbOrTx, username: string) {
  return first(db.select().from(users).where(eq(users.username, username)).for('update').limit(1));
}

/** Whether withdrawals are frozen, read under a share lock so a withdrawal and a freeze of the same player do not interleave. */
export async function isWithdrawFrozen(db: DbOrTx, userId: number): Promise<boolean> {
  const row = await first(db.select({ frozen: users.withdrawFrozen }).from(users).where(eq(users.id, userId)).for('share').limit(1));
  return row?.frozen ?? false;
}
