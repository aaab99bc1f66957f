import { platformTimeZone, type AdminAuditItem, type AdminOperatorItem, type OperatorRole, type OperatorStatus } from '@app/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../lib/password.js';
import { hashSecret } from '../../lib/secrets.js';
import { getWebsiteBasicInfo } from '../content/service.js';
import { audit, auditAfter, listAudit, type Actor, type AuditFilter, csvExport, keysetBatches, operatorPage, type Page, type PageInput, permissionsOf } from '../../platform/index.js';
import * as repo from './repo.js';
import { mayActBeyondEnrolment, type OperatorUser, type SecondFactorPolicy } from './service.js';
import { newRecoveryCodes, newTotpSecret, openSecret, otpauthUrl, sealSecret, totpStep, type TotpKey } from './totp.js';

/**
 * Operator accounts (issue 14; COMMON-14 "ops-auth builds"): the operator's own account (me, second factor) and the
 * owner's management of every account. The API (routes.ts) and the shell (admin/cli.ts) both call these; each
 * change is audited in its own transaction with the account before → after (never a secret or a hash).
 */

export function me(op: OperatorUser, policy: SecondFactorPolicy) {
  return {
    operatorId: op.operatorId,
    username: op.username,
    role: op.role,
    permissions: permissionsOf(op.role),
    totpEnabled: op.totpEnabled,
    mustEnrol: !mayActBeyondEnrolment(op, policy),
    timeZone: platformTimeZone(),
  };
}

/** What the audit keeps of an account: its state, never its secrets. */
function auditView(row: repo.AccountRow) {
  return { username: row.username, role: row.role, status: row.status, totpEnabled: row.totpEnabledAt !== null };
}

function item(row: repo.AccountRow): AdminOperatorItem {
  return {
    operatorId: row.id,
    username: row.username,
    role: row.role as OperatorRole,
    status: row.status as OperatorStatus,
    totpEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

async function accountOrFail(db: Db, operatorId: number): Promise<repo.AccountRow> {
  const row = await repo.findAccount(db, operatorId);
  if (!row) throw new AppError('recordNotFound');
  return row;
}

/** The site's name (website basic info `title`, in English) names the account in the authenticator app. */
async function issuer(db: Db): Promise<string> {
  const { websiteBasicList } = await getWebsiteBasicInfo(db, 'en');
  const title = websiteBasicList.find((c) => c.configKey === 'title')?.configValue.trim();
  return title || 'Operator console';
}

/**
 * `totp/setup`: a new secret for an operator without a second factor (each call replaces the pending one, so a
 * QR shown twice works with the latest only). Stored encrypted; handed out here once.
 */
export async function setupTotp(db: Db, actor: Actor & { operatorId: number }, totpKey: TotpKey): Promise<{ secret: string; otpauthUrl: string }> {
  const row = await accountOrFail(db, actor.operatorId);
  if (row.totpEnabledAt) throw new AppError('operatorTotpAlreadyEnabled');
  const secret = newTotpSecret();
  const sealed = await sealSecret(db, secret, totpKey);
  await db.transaction(async (tx) => {
    await repo.updateAccount(tx, row.id, { totpSecret: sealed });
    await audit(tx, { operator: actor, action: 'operator.totpSetup', target: row.username });
  });
  return { secret, otpauthUrl: otpauthUrl(await issuer(db), row.username, secret) };
}

/**
 * `totp/enable {otp}`: a code of the pending secret makes it the second factor and hands out the recovery codes
 * once (stored as argon2id hashes). The code's time step counts as used (it cannot log in afterwards). The session it
 * was done in has proved the factor (password + this code); every other session of the operator, opened with the
 * password alone, ends (issue 23 item 1; findLiveSession refuses them anyway, even one a parallel login opens).
 */
export async function enableTotp(
  db: Db,
  actor: Actor & { operatorId: number; sessionId: number },
  otp: string,
  now: Date,
  totpKey: TotpKey,
): Promise<{ recoveryCodes: string[] }> {
  const row = await accountOrFail(db, actor.operatorId);
  if (row.totpEnabledAt) throw new AppError('operatorTotpAlreadyEnabled');
  if (!row.totpSecret) throw new AppError('operatorTotpNotSetUp');
  const step = await totpStep(await openSecret(db, row.totpSecret, totpKey), otp, now);
  if (step === null) throw new AppError('operatorOtpWrong');
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map((c) => hashSecret(c)));
  await db.transaction(async (tx) => {
    // A parallel enable (or a new setup) got there first: this code no longer enables anything.
    if (!(await repo.enableTotp(tx, row.id, row.totpSecret!, step, now))) throw new AppError('operatorTotpAlreadyEnabled');
    await repo.replaceRecoveryCodes(tx, row.id, hashes);
    await repo.markSecondFactor(tx, actor.sessionId, now);
    const sessionsEnded = await repo.revokeOperatorSessions(tx, row.id, now, actor.sessionId);
    await audit(tx, {
      operator: actor,
      action: 'operator.totpEnable',
      target: row.username,
      detail: { recoveryCodes: recoveryCodes.length, sessionsEnded },
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
  });
  return { recoveryCodes };
}

export function listOperators(db: Db, input: PageInput): Promise<Page<AdminOperatorItem>> {
  return operatorPage(input, (w) => repo.listAccounts(db, w), item);
}

/** `operator/create` and `npm run admin -- operator:create`: a name already taken answers usernameTaken. */
export async function createOperatorAccount(db: Db, actor: Actor, input: { username: string; password: string; role: OperatorRole }): Promise<AdminOperatorItem> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await repo.lockOperatorAccounts(tx);
    if (await repo.findAccountByName(tx, input.username)) throw new AppError('usernameTaken');
    const id = await repo.insertAccount(tx, { username: input.username, passwordHash, role: input.role });
    const row = (await repo.findAccount(tx, id))!;
    await audit(tx, { operator: actor, action: 'operator.create', target: row.username, after: auditView(row) });
    return item(row);
  });
}

/**
 * `operator/update {operatorId, role?, status?}`: no one changes their own role or status (operatorSelfChange), and
 * the last active owner stays one (operatorLastOwner; account changes are serialised, so two owners demoting each
 * other at once cannot both pass). Disabling ends the operator's sessions at once.
 */
export async function updateOperator(
  db: Db,
  actor: Actor,
  input: { operatorId: number; role?: OperatorRole | undefined; status?: OperatorStatus | undefined },
  now: Date,
): Promise<AdminOperatorItem> {
  return db.transaction(async (tx) => {
    await repo.lockOperatorAccounts(tx);
    const row = await repo.findAccount(tx, input.operatorId);
    if (!row) throw new AppError('recordNotFound');
    const role = input.role ?? (row.role as OperatorRole);
    const status = input.status ?? (row.status as OperatorStatus);
    const changes = role !== row.role || status !== row.status;
    if (changes && actor.operatorId === row.id) throw new AppError('operatorSelfChange');
    const stopsBeingActiveOwner = row.role === 'owner' && row.status === 'active' && (role !== 'owner' || status !== 'active');
    if (stopsBeingActiveOwner && (await repo.countActiveOwners(tx)) <= 1) throw new AppError('operatorLastOwner');
    await repo.updateAccount(tx, row.id, { role, status });
    const sessionsEnded = status === 'disabled' ? await repo.revokeOperatorSessions(tx, row.id, now) : 0;
    const after = (await repo.findAccount(tx, row.id))!;
    await audit(tx, { operator: actor, action: 'operator.update', target: row.username, detail: { sessionsEnded }, before: auditView(row), after: auditView(after) });
    return item(after);
  });
}

/** `operator/resetPassword`: the new password, and every session of the operator ends. */
export async function resetOperatorPassword(db: Db, actor: Actor, input: { operatorId: number; password: string }, now: Date): Promise<null> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await repo.findAccount(tx, input.operatorId);
    if (!row) throw new AppError('recordNotFound');
    await repo.updateAccount(tx, row.id, { passwordHash });
    const sessionsEnded = await repo.revokeOperatorSessions(tx, row.id, now);
    await audit(tx, { operator: actor, action: 'operator.resetPassword', target: row.username, detail: { sessionsEnded } });
  });
  return null;
}

/**
 * `operator/resetTotp` and `npm run admin -- operator:reset-2fa`: the second factor, its pending secret and its
 * recovery codes go; every session ends; the operator enrols again at the next login.
 */
export async function resetOperatorTotp(db: Db, actor: Actor, target: { operatorId: number } | { username: string }, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const row = 'operatorId' in target ? await repo.findAccount(tx, target.operatorId) : await repo.findAccountByName(tx, target.username);
    if (!row) throw new AppError('recordNotFound');
    await repo.updateAccount(tx, row.id, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await repo.replaceRecoveryCodes(tx, row.id, []);
    const sessionsEnded = await repo.revokeOperatorSessions(tx, row.id, now);
    await audit(tx, {
      operator: actor,
      action: 'operator.resetTotp',
      target: row.username,
      detail: { sessionsEnded },
      before: { totpEnabled: row.totpEnabledAt !== null },
      after: { totpEnabled: false },
    });
  });
  return null;
}

/**
 * `operator/unlock {username}` and `npm run admin -- operator:unlock` (issue 12): the name's login count starts
 * again. Any name typed at the login (known or not) can be unlocked, as any can be locked.
 */
export async function unlockOperator(db: Db, actor: Actor, username: string): Promise<null> {
  await db.transaction(async (tx) => {
    const cleared = await repo.clearLoginAttempts(tx, username);
    await audit(tx, { operator: actor, action: 'operator.unlock', target: username, detail: { hadAttempts: cleared } });
  });
  return null;
}

type AuditQuery = { operator?: string | undefined; action?: string | undefined; target?: string | undefined; from?: string | undefined; to?: string | undefined };

function auditFilterOf(input: AuditQuery): AuditFilter {
  return {
    ...(input.operator !== undefined ? { operator: input.operator } : {}),
    ...(input.action !== undefined ? { action: input.action } : {}),
    ...(input.target !== undefined ? { target: input.target } : {}),
    ...(input.from ? { from: new Date(input.from) } : {}),
    ...(input.to ? { to: new Date(input.to) } : {}),
  };
}

function auditItem(r: Awaited<ReturnType<typeof listAudit>>['rows'][number]): AdminAuditItem {
  return {
    id: r.id,
    operatorName: r.operatorName,
    action: r.action,
    target: r.target,
    detail: r.detail,
    before: r.before,
    after: r.after,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
  };
}

export function listAuditLog(db: Db, input: PageInput & AuditQuery): Promise<Page<AdminAuditItem>> {
  return operatorPage(input, (w) => listAudit(db, auditFilterOf(input), w), auditItem);
}

/** The audit log (filtered as the list) as CSV, oldest first, streamed in batches (issue 14 "Reports"). */
export function exportAuditLog(db: Db, input: AuditQuery, now: Date) {
  const filter = auditFilterOf(input);
  return csvExport('audit', keysetBatches((after, limit) => auditAfter(db, filter, after, limit), (r) => r.id), auditItem, now);
}
