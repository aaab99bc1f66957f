import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { operatorCodeThrottle, operatorLoginThrottle, operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/index.js';

/**
 * Counts one login attempt for a name and returns its number in the current window, in one statement:
 * parallel attempts each get their own number (the row lock of the upsert orders them), on PGlite and
 * PostgreSQL alike. A window older than `windowMs` starts again at 1.
 */
export async function countLoginAttempt(db: DbOrTx, username: string, now: Date, windowMs: number): Promise<{ attempts: number; windowStart: Date }> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`${operatorLoginThrottle.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(operatorLoginThrottle)
    .values({ username, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: operatorLoginThrottle.username,
      set: {
        attempts: sql`case when ${expired} then 1 else ${operatorLoginThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then ${at}::timestamptz else ${operatorLoginThrottle.windowStart} end`,
      },
    })
    .returning({ attempts: operatorLoginThrottle.attempts, windowStart: operatorLoginThrottle.windowStart });
  return row!;
}

/**
 * Counts one second-factor attempt of an operator whose password was right (issue 23 item 6), like
 * countLoginAttempt: one upsert, so parallel attempts each get their own number; a window older than `windowMs` starts
 * again at 1.
 */
export async function countCodeAttempt(db: DbOrTx, operatorId: number, now: Date, windowMs: number): Promise<{ attempts: number; windowStart: Date }> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`${operatorCodeThrottle.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(operatorCodeThrottle)
    .values({ operatorId, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: operatorCodeThrottle.operatorId,
      set: {
        attempts: sql`case when ${expired} then 1 else ${operatorCodeThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then ${at}::timestamptz else ${operatorCodeThrottle.windowStart} end`,
      },
    })
    .returning({ attempts: operatorCodeThrottle.attempts, windowStart: operatorCodeThrottle.windowStart });
  return row!;
}

/** A successful login: the operator's code count starts again. */
export async function resetCodeAttempts(db: DbOrTx, operatorId: number): Promise<void> {
  await db.update(operatorCodeThrottle).set({ attempts: 0 }).where(eq(operatorCodeThrottle.operatorId, operatorId));
}

/** A successful login: the name's count starts again. */
export async function resetLoginAttempts(db: DbOrTx, username: string): Promise<void> {
  await db.update(operatorLoginThrottle).set({ attempts: 0 }).where(eq(operatorLoginThrottle.username, username));
}

/** Counters whose window ended before `before` (names typed once and never again). */
export async function pruneLoginAttempts(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(operatorLoginThrottle).where(lt(operatorLoginThrottle.windowStart, before));
}

/** A name's counter is cleared (operator/unlock, operator:unlock): its next login is verified again. */
export async function clearLoginAttempts(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db.delete(operatorLoginThrottle).where(eq(operatorLoginThrottle.username, username)).returning({ username: operatorLoginThrottle.username });
  return rows.length > 0;
}

export async function findOperatorByName(db: DbOrTx, username: string) {
  const [op] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash, status: operators.status, totpSecret: operators.totpSecret, totpEnabledAt: operators.totpEnabledAt })
    .from(operators)
    .where(eq(operators.username, username));
  return op ?? null;
}

/** Replaces a password hash only if it is still the one verified (a password changed meanwhile stands). */
export async function replacePasswordHash(db: DbOrTx, operatorId: number, verified: string, next: string): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ passwordHash: next })
    .where(and(eq(operators.id, operatorId), eq(operators.passwordHash, verified)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** A new session; `secondFactor`: the login proved the operator's second factor (a code), not the password alone. */
export async function insertSession(db: DbOrTx, s: { operatorId: number; tokenHash: string; expiresAt: Date; now: Date; secondFactor: boolean }): Promise<void> {
  await db
    .insert(operatorSessions)
    .values({ operatorId: s.operatorId, tokenHash: s.tokenHash, expiresAt: s.expiresAt, lastSeenAt: s.now, secondFactorAt: s.secondFactor ? s.now : null });
}

const liveSessionFields = {
  sessionId: operatorSessions.id,
  lastSeenAt: operatorSessions.lastSeenAt,
  operatorId: operators.id,
  username: operators.username,
  role: operators.role,
  totpEnabledAt: operators.totpEnabledAt,
  secondFactorAt: operatorSessions.secondFactorAt,
};
/**
 * A session that is not revoked, not expired and used within the idle limit, of an active operator, and one that proved
 * the operator's second factor if the operator has one (issue 23 item 1): a session opened with the password alone
 * before the operator enrolled (elsewhere) is no session, whatever the policy; it cannot even read `me`.
 */
const liveSessionWhere = (now: Date, idleSince: Date) =>
  and(
    isNull(operatorSessions.revokedAt),
    gt(operatorSessions.expiresAt, now),
    gt(operatorSessions.lastSeenAt, idleSince),
    eq(operators.status, 'active'),
    or(isNull(operators.totpEnabledAt), isNotNull(operatorSessions.secondFactorAt)),
  );

/** A live session (not revoked, not expired, used within the idle limit) of an active operator. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await db
    .select(liveSessionFields)
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), liveSessionWhere(now, idleSince)))
    .limit(1);
  return rows[0] ?? null;
}

/** Which of these sessions are live (same rule as findLiveSession), in one query: the chat sockets' re-check. */
export async function findLiveSessionsById(db: DbOrTx, sessionIds: readonly number[], now: Date, idleSince: Date) {
  return db
    .select(liveSessionFields)
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(inArray(operatorSessions.id, [...sessionIds]), liveSessionWhere(now, idleSince)));
}

/** Moves a session's last request to `now` unless another request did so after `staleBefore`. */
export async function touchSession(db: DbOrTx, sessionId: number, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(operatorSessions.id, sessionId), lt(operatorSessions.lastSeenAt, staleBefore)));
}

/** Ends a session; false when it had already ended (a second logout). */
export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}

/**
 * Ends every live session of an operator (disabled, password or second factor reset), or every one but `except`
 * (the second factor enabled in that session).
 */
export async function revokeOperatorSessions(db: DbOrTx, operatorId: number, now: Date, except?: number): Promise<number> {
  const rows = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        except === undefined ? undefined : ne(operatorSessions.id, except),
      ),
    )
    .returning({ id: operatorSessions.id });
  return rows.length;
}

/** The session in which the operator proved its second factor (enrolment) counts as having passed it. */
export async function markSecondFactor(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ secondFactorAt: now }).where(eq(operatorSessions.id, sessionId));
}

/**
 * Records a TOTP time step as used, only if it is later than the last one used: of parallel logins with one code,
 * exactly one gets the row (the update's row lock orders them; the later ones re-check and find the step taken).
 */
export async function claimTotpStep(db: DbOrTx, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), sql`${operators.totpEnabledAt} is not null`, or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: DbOrTx, operatorId: number) {
  return db
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)))
    .orderBy(asc(operatorRecoveryCodes.id));
}

/** Uses a recovery code once: false when a parallel login used it first. */
export async function useRecoveryCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorRecoveryCodes.id, id), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbOrTx, operatorId: number, hashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  if (hashes.length) await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Serialises changes of operator accounts (the last-active-owner rule reads all owners, then writes one). */
export async function lockOperatorAccounts(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operator_accounts'))`);
}

const accountColumns = {
  id: operators.id,
  username: operators.username,
  role: operators.role,
  status: operators.status,
  totpSecret: operators.totpSecret,
  totpEnabledAt: operators.totpEnabledAt,
  createdAt: operators.createdAt,
  lastLoginAt: operators.lastLoginAt,
};
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function findAccount(db: DbOrTx, operatorId: number) {
  const [row] = await db.select(accountColumns).from(operators).where(eq(operators.id, operatorId));
  return row ?? null;
}

export async function findAccountByName(db: DbOrTx, username: string) {
  const [row] = await db.select(accountColumns).from(operators).where(eq(operators.username, username));
  return row ?? null;
}

export async function listAccounts(db: DbOrTx, window: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select(accountColumns).from(operators).orderBy(asc(operators.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(operators),
  ]);
  return { rows, total: total!.n };
}

export async function countActiveOwners(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators).where(and(eq(operators.role, 'owner'), eq(operators.status, 'active')));
  return row!.n;
}

export async function updateAccount(
  db: DbOrTx,
  operatorId: number,
  set: Partial<{ role: string; status: string; passwordHash: string; totpSecret: string | null; totpEnabledAt: Date | null; totpLastStep: number | null; lastLoginAt: Date }>,
): Promise<void> {
  await db.update(operators).set(set).where(eq(operators.id, operatorId));
}

/** Makes a set-up secret the operator's second factor, once: false when it is no longer the pending one. */
export async function enableTotp(db: DbOrTx, operatorId: number, sealed: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpEnabledAt: now, totpLastStep: step })
    .where(and(eq(operators.id, operatorId), eq(operators.totpSecret, sealed), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function insertAccount(db: DbOrTx, a: { username: string; passwordHash: string; role: string }): Promise<number> {
  const [row] = await db.insert(operators).values(a).returning({ id: operators.id });
  return row!.id;
}
