import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_PATTERN } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { AppError } from '../../core/errors.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { verifySecret } from '../../lib/secrets.js';
import * as settings from '../settings/service.js';
import { audit, loginAttackRows, type Actor, type OperatorRole } from '../../platform/index.js';
import * as repo from './repo.js';
import { openSecret, totpStep, type TotpKey } from './totp.js';

const OPERATOR_SESSION_MS = 12 * 3600 * 1000;

/** The operator of a request (set by the operator auth plugin). */
export interface OperatorUser {
  /** The session the token opened (operator_sessions.id; a chat socket re-checks it: modules/chat/guard.ts). */
  sessionId: number;
  operatorId: number;
  username: string;
  role: OperatorRole;
  /** Has a second factor (TOTP enabled); with OPERATOR_2FA=required an operator without one may only enrol. */
  totpEnabled: boolean;
  /**
   * This session proved the second factor (a code at login, or the enrolment done in it). A live session of an
   * operator with a factor always has (repo.findLiveSession); one without a factor never has.
   */
  secondFactor: boolean;
}

/** Whether an operator without a second factor may do more than enrol (config OPERATOR_2FA). */
export type SecondFactorPolicy = 'required' | 'optional';

/**
 * The one rule of what a session may do beyond enrolling (issue 23 item 1), for every door an operator session opens:
 * the operator API (auth.ts), `/uploads/*` (upload/routes.ts) and the chat socket. With OPERATOR_2FA=required only a
 * session that proved a second factor may; otherwise any live session.
 */
export function mayActBeyondEnrolment(op: OperatorUser, policy: SecondFactorPolicy): boolean {
  return policy !== 'required' || op.secondFactor;
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

/** A new operator row with a role (tests; the API and the shell go through accounts.ts createOperatorAccount, which audits). */
export async function createOperator(db: DbOrTx, p: { username: string; password: string; role: OperatorRole }): Promise<number> {
  return repo.insertAccount(db, { username: p.username, passwordHash: await hashPassword(p.password), role: p.role });
}

/** Where a login or logout comes from: the request's address and the app clock. */
export interface RequestContext {
  ip: string;
  now: Date;
}

/** A login's context: also the key of the TOTP secrets (OPERATOR_TOTP_KEY, unset: the database's). */
export interface LoginContext extends RequestContext {
  totpKey: TotpKey;
}

/** A session's last request is written at most this often (not once per request). */
const TOUCH_EVERY_MS = 60_000;

/** A refusal under a lock answers no sooner than this after the request came (see operatorLogin). */
const LOCKED_ANSWER_FLOOR_MS = 400;

/**
 * Operator login (api-contract.md Operator API, api-contract-wave2.md "Operators"), docs/decisions.md "Operator login",
 * "Operator console" and "Operator lock-out and its way through":
 * - the attempt is counted per name typed before the password is verified (one upsert, repo.ts), so a
 *   parallel burst verifies at most `operator_login_max_failures` passwords per `operator_login_lock_minutes`
 *   window; after that the name is locked: a password alone is refused unverified (`operatorLoginLocked`,
 *   data.retryAfterSeconds) until the window ends. A wrong or missing `otp` counts like a wrong password;
 * - the lock holds back passwords, not the operator (issue 23 item 6): a login that brings an `otp` is verified
 *   even while its name is locked, and the right password with a good code logs in, so a flood of wrong passwords
 *   cannot keep the real operator out. Codes keep their own count per operator (`countCodeAttempt`, same limit and
 *   window), taken only when the password was right, so the flood cannot use it up. While locked, every refusal is
 *   the same `operatorLoginLocked`, answered no sooner than LOCKED_ANSWER_FLOOR_MS after the request came: neither
 *   the answer nor its time tells a right password from a wrong one;
 * - the attempt that locks a name writes `operator.loginUnderAttack` to the audit (once per window), which the owner's
 *   dashboard shows (`loginAttacks`);
 * - an operator with a second factor also needs `otp`: a TOTP of a time step later than the last one it used
 *   (claimed atomically: of parallel logins with one code exactly one passes), or an unused recovery code; the
 *   session records that it proved the factor (issue 23 item 1);
 * - every outcome leaves an audit row (`operator.login` / `operator.loginFailed` with the reason and the IP);
 * - an older scrypt hash is replaced by argon2id once the password is known to be right.
 */
export async function operatorLogin(db: Db, input: { username: string; password: string; otp?: string | undefined }, ctx: LoginContext): Promise<{ token: string }> {
  const startedAt = performance.now();
  const { username, password } = input;
  const maxFailures = await settings.get(db, 'operator_login_max_failures');
  const windowMs = (await settings.get(db, 'operator_login_lock_minutes')) * 60_000;
  const op = await repo.findOperatorByName(db, username);
  const actor: Actor = { operatorId: op?.id ?? null, operatorName: username, ip: ctx.ip };
  const failed = (reason: string, extra: Record<string, unknown> = {}) =>
    audit(db, { operator: actor, action: 'operator.loginFailed', target: username, detail: { reason, ...extra } });
  const lockedError = (window: { windowStart: Date }) =>
    new AppError('operatorLoginLocked', { retryAfterSeconds: Math.max(1, Math.ceil((window.windowStart.getTime() + windowMs - ctx.now.getTime()) / 1000)) });

  const count = await repo.countLoginAttempt(db, username, ctx.now, windowMs);
  const locked = count.attempts > maxFailures;
  if (count.attempts === maxFailures + 1) {
    await audit(db, {
      operator: actor,
      action: 'operator.loginUnderAttack',
      target: username,
      detail: { attempts: count.attempts, windowStart: count.windowStart.toISOString(), lockedUntil: new Date(count.windowStart.getTime() + windowMs).toISOString() },
    });
  }
  if (locked && !input.otp) {
    await failed('locked', { attempts: count.attempts });
    throw lockedError(count);
  }
  /** A refusal while locked: always operatorLoginLocked, never sooner than the floor. */
  const refuseLocked = async (reason: string, window: { windowStart: Date } = count): Promise<never> => {
    await failed(reason, { attempts: count.attempts, locked: true });
    const wait = LOCKED_ANSWER_FLOOR_MS - (performance.now() - startedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    throw lockedError(window);
  };

  const stored = op?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(password, stored);
  if (!op || !valid || op.status !== 'active') {
    const reason = !op ? 'unknownName' : !valid ? 'wrongPassword' : 'disabled';
    if (locked) return refuseLocked(reason);
    await failed(reason, { attempts: count.attempts });
    throw new AppError('loginFailed');
  }
  const enrolled = op.totpEnabledAt !== null && op.totpSecret !== null;
  // Only a second factor opens a lock: an operator without one waits, or the owner unlocks the name.
  if (locked && !enrolled) return refuseLocked('locked');
  const detail: Record<string, unknown> = {};
  if (enrolled) {
    if (!input.otp) {
      await failed('otpMissing', { attempts: count.attempts });
      throw new AppError('operatorOtpRequired');
    }
    const codes = await repo.countCodeAttempt(db, op.id, ctx.now, windowMs);
    if (codes.attempts > maxFailures) {
      if (locked) return refuseLocked('codesLocked', codes);
      await failed('codesLocked', { attempts: count.attempts, codeAttempts: codes.attempts });
      throw lockedError(codes);
    }
    const outcome = await checkSecondFactor(db, op.id, op.totpSecret!, input.otp, ctx);
    if (outcome.result !== 'ok') {
      const reason = outcome.result === 'replayed' ? 'otpReplayed' : 'otpWrong';
      if (locked) return refuseLocked(reason);
      await failed(reason, { attempts: count.attempts });
      throw new AppError(outcome.result === 'replayed' ? 'operatorOtpReplayed' : 'operatorOtpWrong');
    }
    detail.secondFactor = outcome.factor;
    if (outcome.factor === 'recovery') detail.recoveryCodesLeft = outcome.left;
    if (locked) detail.throughLock = true;
  }
  const upgrade = needsRehash(op.passwordHash) ? await hashPassword(password) : null;
  const token = newToken();
  await db.transaction(async (tx) => {
    const rehashed = upgrade ? await repo.replacePasswordHash(tx, op.id, op.passwordHash, upgrade) : false;
    if (rehashed) detail.passwordHash = 'upgraded to argon2id';
    // Through a lock, the name stays locked: the flood goes on being held back.
    if (!locked) await repo.resetLoginAttempts(tx, username);
    if (enrolled) await repo.resetCodeAttempts(tx, op.id);
    await repo.insertSession(tx, {
      operatorId: op.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(ctx.now.getTime() + OPERATOR_SESSION_MS),
      now: ctx.now,
      secondFactor: detail.secondFactor !== undefined,
    });
    await repo.updateAccount(tx, op.id, { lastLoginAt: ctx.now });
    await audit(tx, { operator: actor, action: 'operator.login', target: username, detail });
  });
  // Counters of names whose window has ended (typed once, never again); best effort, never fails a login.
  await repo.pruneLoginAttempts(db, new Date(ctx.now.getTime() - windowMs)).catch(() => undefined);
  return { token };
}

/**
 * `operator/loginAttacks` (owner's dashboard, issue 23 item 6): the names locked by failed logins in the last 24
 * hours, with the lock still running if any.
 */
export async function loginAttacks(db: DbOrTx, now: Date) {
  const maxFailures = await settings.get(db, 'operator_login_max_failures');
  const windowMs = (await settings.get(db, 'operator_login_lock_minutes')) * 60_000;
  const rows = await loginAttackRows(db, now, windowMs, maxFailures);
  return {
    list: rows.map((r) => ({
      username: r.username,
      locks: r.locks,
      lastAt: r.lastAt.toISOString(),
      lockedUntil: r.windowStart ? new Date(r.windowStart.getTime() + windowMs).toISOString() : null,
      attempts: r.windowStart ? r.attempts : null,
    })),
  };
}

type SecondFactorOutcome = { result: 'ok'; factor: 'totp' } | { result: 'ok'; factor: 'recovery'; left: number } | { result: 'wrong' | 'replayed' };

/** A login's `otp`: a TOTP (its step claimed once) or a recovery code (used once); anything else is wrong. */
async function checkSecondFactor(db: Db, operatorId: number, sealed: string, otp: string, ctx: LoginContext): Promise<SecondFactorOutcome> {
  if (/^\d{6}$/.test(otp)) {
    const step = await totpStep(await openSecret(db, sealed, ctx.totpKey), otp, ctx.now);
    if (step === null) return { result: 'wrong' };
    return (await repo.claimTotpStep(db, operatorId, step)) ? { result: 'ok', factor: 'totp' } : { result: 'replayed' };
  }
  if (!RECOVERY_CODE_PATTERN.test(otp)) return { result: 'wrong' };
  const codes = await repo.unusedRecoveryCodes(db, operatorId);
  for (const code of codes) {
    if (!(await verifySecret(code.codeHash, otp))) continue;
    // A parallel login that used it first wins; this one is a wrong code, as the code is no longer good.
    if (!(await repo.useRecoveryCode(db, code.id, ctx.now))) return { result: 'wrong' };
    return { result: 'ok', factor: 'recovery', left: codes.length - 1 };
  }
  return { result: 'wrong' };
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
  const row = await repo.findLiveSession(db, hashToken(token), now, await idleSince(db, now));
  if (!row) return null;
  const staleBefore = new Date(now.getTime() - TOUCH_EVERY_MS);
  if (row.lastSeenAt < staleBefore) await repo.touchSession(db, row.sessionId, now, staleBefore);
  return { sessionId: row.sessionId, user: operatorOf(row) };
}

/** A session last used before this has ended (`operator_idle_minutes`). */
async function idleSince(db: DbOrTx, now: Date): Promise<Date> {
  return new Date(now.getTime() - (await settings.get(db, 'operator_idle_minutes')) * 60_000);
}

function operatorOf(row: NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>): OperatorUser {
  return {
    sessionId: row.sessionId,
    operatorId: row.operatorId,
    username: row.username,
    role: row.role as OperatorRole,
    totpEnabled: row.totpEnabledAt !== null,
    secondFactor: row.secondFactorAt !== null,
  };
}

/**
 * The operators of these sessions that are live now, by session id, read without moving their last request (an open
 * chat socket is not a request: issue 23, modules/chat/guard.ts re-checks every socket of a server in one query).
 */
export async function liveOperatorSessions(db: DbOrTx, sessionIds: readonly number[], now: Date): Promise<Map<number, OperatorUser>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await repo.findLiveSessionsById(db, sessionIds, now, await idleSince(db, now));
  return new Map(rows.map((r) => [r.sessionId, operatorOf(r)]));
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
