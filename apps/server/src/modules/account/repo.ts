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

/** PostgreSQL unique violation (drizzle wraps driver errors; the code is on the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
