import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import * as settings from '../settings/service.js';
import { audit, type Actor } from './audit.js';
import type { OperatorRole } from './permissions.js';
import * as repo from './repo.js';

const OPERATOR_SESSION_MS = 12 * 3600 * 1000;

/** The operator of a request (set by the operator auth plugin). */
export interface OperatorUser {
  operatorId: number;
  username: string;
  role: OperatorRole;
}

/**
 * First start (api-contract.md Operator API): creates operator `admin` (owner) with ADMIN_PASSWORD, or a
 * generated password that is returned so main.ts prints it once. Null when admin already exists.
 */
export async function ensureAdminOperator(db: Db, password: string | undefined): Promise<string | null> {
  const existing = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'admin'));
  if (existing.length) return null;
  const plain = password ?? randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(operators)
    .values({ username: 'admin', passwordHash: await hashPassword(plain), role: 'owner' })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  // Another server created it at the same moment: its password stands.
  if (!inserted.length) return null;
  return password ? null : plain;
}

/** A new operator with a role (no operator-management API yet: the shell and tests call this). */
export async function createOperator(db: DbOrTx, p: { username: string; password: string; role: OperatorRole }): Promise<number> {
  const [row] = await db
    .insert(operators)
    .values({ username: p.username, passwordHash: await hashPassword(p.password), role: p.role })
    .returning({ id: operators.id });
  return row!.id;
}

/** Where a login or logout comes from: the request's address and the app clock. */
export interface RequestContext {
  ip: string;
  now: Date;
}

/** A session's last request is written at most this often (not once per request). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Operator login (api-contract.md Operator API), docs/decisions.md "Operator login":
 * - the attempt is counted per name typed before the password is verified (one upsert, repo.ts), so a
 *   parallel burst verifies at most `operator_login_max_failures` passwords per `operator_login_lock_minutes`
 *   window; later attempts are refused unverified (`operatorLoginLocked`, data.retryAfterSeconds) until the
 *   window ends; a success starts the count again;
 * - every outcome leaves an audit row (`operator.login` / `operator.loginFailed` with the reason and the IP);
 * - an older scrypt hash is replaced by argon2id once the password is known to be right.
 */
export async function operatorLogin(db: Db, input: { username: string; password: string }, ctx: RequestContext): Promise<{ token: string }> {
  const { username, password } = input;
  const maxFailures = await settings.get(db, 'operator_login_max_failures');
  const windowMs = (await settings.get(db, 'operator_login_lock_minutes')) * 60_000;
  const op = await repo.findOperatorByName(db, username);
  const actor: Actor = { operatorId: op?.id ?? null, operatorName: username, ip: ctx.ip };
  const failed = (reason: string, extra: Record<string, unknown> = {}) =>
    audit(db, { operator: actor, action: 'operator.loginFailed', target: username, detail: { reason, ...extra } });

  const count = await repo.countLoginAttempt(db, username, ctx.now, windowMs);
  if (count.attempts > maxFailures) {
    const retryAfterSeconds = Math.max(1, Math.ceil((count.windowStart.getTime() + windowMs - ctx.now.getTime()) / 1000));
    await failed('locked', { attempts: count.attempts });
    throw new AppError('operatorLoginLocked', { retryAfterSeconds });
  }
  const stored = op?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(password, stored);
  if (!op || !valid || op.status !== 'active') {
    await failed(!op ? 'unknownName' : !valid ? 'wrongPassword' : 'disabled', { attempts: count.attempts });
    throw new AppError('loginFailed');
  }
  const upgrade = needsRehash(op.passwordHash) ? await hashPassword(password) : null;
  const token = newToken();
  await db.transaction(async (tx) => {
    const rehashed = upgrade ? await repo.replacePasswordHash(tx, op.id, op.passwordHash, upgrade) : false;
    await repo.resetLoginAttempts(tx, username);
    await repo.insertSession(tx, { operatorId: op.id, tokenHash: hashToken(token), expiresAt: new Date(ctx.now.getTime() + OPERATOR_SESSION_MS), now: ctx.now });
    await audit(tx, { operator: actor, action: 'operator.login', target: username, detail: rehashed ? { passwordHash: 'upgraded to argon2id' } : {} });
  });
  // Counters of names whose window has ended (typed once, never again); best effort, never fails a login.
  await repo.pruneLoginAttempts(db, new Date(ctx.now.getTime() - windowMs)).catch(() => undefined);
  return { token };
}

/**
 * The operator of a token: a session that is not revoked, not past its 12 hours and used within
 * `operator_idle_minutes`, of an active operator. Moves the session's last request to now, at most once a minute.
 */
export async function findOperatorSession(db: DbOrTx, token: string, now: Date): Promise<OperatorUser | null> {
  const live = await liveSession(db, token, now);
  return live ? live.user : null;
}

async function liveSession(db: DbOrTx, token: string, now: Date): Promise<{ sessionId: number; user: OperatorUser } | null> {
  const idleMs = (await settings.get(db, 'operator_idle_minutes')) * 60_000;
  const row = await repo.findLiveSession(db, hashToken(token), now, new Date(now.getTime() - idleMs));
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - TOUCH_EVERY_MS);
  if (row.lastSeenAt < staleBefore) await repo.touchSession(db, row.sessionId, now, staleBefore);
  return { sessionId: row.sessionId, user: { operatorId: row.operatorId, username: row.username, role: row.role as OperatorRole } };
}

/** `/admin/api/logout` (api-contract-wave2.md "Operators"): ends the token's session; it answers 401 afterwards. */
export async function operatorLogout(db: Db, token: unknown, ctx: RequestContext): Promise<void> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) throw new AppError('notLoggedIn');
  const live = await liveSession(db, token, ctx.now);
  if (!live) throw new AppError('notLoggedIn');
  await db.transaction(async (tx) => {
    if (!(await repo.revokeSession(tx, live.sessionId, ctx.now))) throw new AppError('notLoggedIn');
    await audit(tx, {
      operator: { operatorId: live.user.operatorId, operatorName: live.user.username, ip: ctx.ip },
      action: 'operator.logout',
      target: live.user.username,
    });
  });
}
