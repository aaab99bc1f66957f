import { randomBytes } from 'node:crypto';
import {
  maskEmail,
  maskPhone,
  passwordEqualsUsername,
  type EmailType,
  type ErrorKey,
  type LangCode,
  type LoginInput,
  type ModifyUserInfoInput,
  type RegisterInput,
  type SmsType,
} from '@app/shared';
import type { Config } from '../../config.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { AppDeps } from '../../lib/deps.js';
import { dummySecretHash, hashSecret, verifySecret } from '../../lib/secrets.js';
import { pickLang } from '../../lib/i18n-text.js';
import * as codes from '../codes/service.js';
import * as content from '../content/service.js';
import * as security from '../security/service.js';
import * as settings from '../settings/service.js';
import { ownsUploads } from '../upload/service.js';
import { createSession, forgetSessions, revokeSession, revokeUserSessions, type SessionUser } from '../session/service.js';
import * as repo from './repo.js';
import type { UserRow } from './repo.js';

/** Who is calling and when: every service call takes it, so tests can move the clock. */
export interface Ctx {
  ip: string;
  lang: LangCode;
  now: Date;
  /** The client's User-Agent, stored with a new session (operator view of logins). */
  device?: string;
}

type Env = { db: Db; deps: AppDeps; config: Config };

/** spec.md §4: one day, or 30 days with "remember password". */
export const SESSION_TTL_MS = { normal: 24 * 60 * 60_000, remember: 30 * 24 * 60 * 60_000 } as const;

/** api-contract.md `userInfo`; phone and e-mail masked (spec.md §5). */
export function toUserInfo(u: UserRow) {
  return {
    userId: u.id,
    username: u.username,
    realName: u.realName,
    sex: (u.sex as 'male' | 'female' | null) ?? null,
    birthday: u.birthday,
    phone: u.phone ? maskPhone(u.phone) : null,
    email: u.email ? maskEmail(u.email) : null,
    avatar: u.avatar,
    vipLevel: u.vipLevel,
    inviteCode: u.inviteCode,
    isAgent: u.isAgent,
    phoneBound: u.phone !== null,
    emailBound: u.email !== null,
    hasWithdrawPassword: u.withdrawPasswordHash !== null,
    profileConfirmed: u.profileConfirmed,
    language: u.language,
    registeredAt: u.createdAt.toISOString(),
  };
}

/**
 * Every change of a user's row runs here: the cached sessions of the user carry the row
 * (session/service.ts, shown by getUserInfo), so they are dropped once the change has committed
 * (or failed) — a lookup between an eviction inside the transaction and its commit could have
 * cached the old row.
 */
async function changeUser<T>(db: Db, userId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } finally {
    forgetSessions({ userId });
  }
}

async function userOf(db: Db, userId: number): Promise<UserRow> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw new AppError('notLoggedIn');
  return user;
}

/** spec.md §3: sys_config `sms_switch` = 'off' turns every SMS feature off. */
async function assertSmsOn(db: Db) {
  if (!(await settings.get(db, 'sms_switch'))) throw new AppError('smsDisabled');
}

function newInviteCode(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase().slice(0, 8);
}

// ——— guest: captcha, terms, register, login ———

/** A new captcha; `required` tells the form whether to show it (false when the operator runs CAPTCHA=off). */
export async function getCaptcha(env: Env, ctx: Ctx) {
  const captcha = await security.createCaptcha(env.db, { text: env.deps.captchaText(), now: ctx.now });
  return { ...captcha, required: env.config.CAPTCHA === 'on' };
}

export async function getRegisterTerms(db: Db, lang: LangCode) {
  const [terms, privacy] = await Promise.all([repo.findLegalText(db, 'terms'), repo.findLegalText(db, 'privacy')]);
  return { terms: pickLang(terms?.content, lang), privacy: pickLang(privacy?.content, lang) };
}

/** Which error a missing required registration item gives (getRegisterItem). */
const MISSING_ITEM: Record<string, ErrorKey> = {
  phone: 'phoneInvalid',
  email: 'emailInvalid',
  realName: 'realNameInvalid',
  inviteCode: 'inviteCodeInvalid',
};

export async function register({ db, config }: Env, input: RegisterInput, ctx: Ctx) {
  await security.checkCaptcha(db, { required: config.CAPTCHA === 'on', captchaId: input.captchaId, captcha: input.captcha, now: ctx.now });
  for (const item of await content.getRegisterItems(db)) {
    if (item.required && !input[item.key as keyof RegisterInput]) throw new AppError(MISSING_ITEM[item.key] ?? 'invalidParams');
  }
  const username = input.username.toLowerCase();
  if (await repo.findUserByUsername(db, username)) throw new AppError('usernameTaken');
  const inviter = input.inviteCode ? await repo.findUserByInviteCode(db, input.inviteCode.toUpperCase()) : null;
  if (input.inviteCode && !inviter) throw new AppError('inviteCodeInvalid');
  if (input.email && (await repo.findUserByEmail(db, input.email))) throw new AppError('emailInUse');
  if (input.phone) {
    await assertSmsOn(db);
    const code = { channel: 'sms' as const, purpose: 'register', target: input.phone, code: input.smsCode ?? '', now: ctx.now };
    // The code first: a number that has an account never got one (issue 12 item 9), so "in use" is
    // only ever told to whoever holds that phone.
    await codes.checkCode(db, code);
    if (await repo.findUserByPhone(db, input.phone)) throw new AppError('phoneInUse');
    // Everything else is checked first: the code is only used up by a registration that can succeed.
    await codes.consumeCode(db, code);
  }
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        username,
        passwordHash,
        language: ctx.lang,
        createdAt: ctx.now,
        phone: input.phone ?? null,
        email: input.email ?? null,
        realName: input.realName ?? null,
        inviteCode: newInviteCode(),
        invitedBy: inviter?.id ?? null,
        registeredIp: ctx.ip,
      });
      const session = await createSession(tx, { userId: user.id, ttlMs: SESSION_TTL_MS.normal, ip: ctx.ip, device: ctx.device, now: ctx.now });
      await security.audit(tx, { userId: user.id, action: 'register', detail: { invited: inviter !== null }, ip: ctx.ip, now: ctx.now });
      return { token: session.token, userInfo: toUserInfo(user) };
    });
  } catch (error) {
    // Two registrations racing for one name, phone or e-mail: the loser gets a clear answer.
    const column = repo.uniqueViolationOf(error);
    if (column === 'phone') throw new AppError('phoneInUse');
    if (column === 'email') throw new AppError('emailInUse');
    if (column) throw new AppError('usernameTaken');
    throw error;
  }
}

export async function login({ db, config }: Pick<Env, 'db' | 'config'>, input: LoginInput, ctx: Ctx) {
  const username = input.username.toLowerCase();
  // A captcha sent is always checked (and used up), so it can answer the per-account challenge
  // even when CAPTCHA=off does not ask for one on every login.
  const captchaSent = Boolean(input.captchaId || input.captcha);
  await security.checkCaptcha(db, { required: config.CAPTCHA === 'on' || captchaSent, captchaId: input.captchaId, captcha: input.captcha, now: ctx.now });
  const attempt = { kind: 'login' as const, subject: username, ip: ctx.ip, now: ctx.now, captchaSolved: captchaSent };
  await security.precheckAttempt(db, attempt);
  const user = await repo.findUserByUsername(db, username);
  // An unknown name costs the same argon2 verification as a wrong password.
  const good = await verifySecret(user?.passwordHash ?? (await dummySecretHash()), input.password);
  // Refused (429 or 3003) unless the throttle admits this outcome, right or wrong alike.
  await security.admitAttempt(db, { ...attempt, success: good && user !== null });
  if (!user || !good) throw new AppError('loginFailed');
  if (user.status !== 'active') throw new AppError('accountFrozen');
  const ttlMs = input.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.normal;
  const session = await createSession(db, { userId: user.id, ttlMs, ip: ctx.ip, device: ctx.device, now: ctx.now });
  await security.audit(db, { userId: user.id, action: 'login', detail: { remember: input.remember === true }, ip: ctx.ip, now: ctx.now });
  return { token: session.token, userInfo: toUserInfo(user) };
}

// ——— member: session and profile ———

export async function logout(db: Db, user: SessionUser, ctx: Ctx) {
  await revokeSession(db, user.sessionId, ctx.now);
  await security.audit(db, { userId: user.userId, action: 'logout', ip: ctx.ip, now: ctx.now });
  return null;
}

/** A player's profile read now, for rules other modules check (bound phone, real name, secondary password, VIP level). */
export async function userInfoOf(db: Db, userId: number) {
  return { userInfo: toUserInfo(await userOf(db, userId)) };
}

/** The caller's profile from the row read with the session (no query; see changeUser for freshness). */
export function getUserInfo(user: SessionUser) {
  return { userInfo: toUserInfo(user.profile) };
}

/** Sets a new login password and ends every session of the account (design.md §6). */
async function replacePassword(db: Db, user: UserRow, password: string, action: 'passwordChange' | 'passwordReset', detail: Record<string, unknown>, ctx: Ctx) {
  if (passwordEqualsUsername(password, user.username)) throw new AppError('passwordEqualsUsername');
  const passwordHash = await hashSecret(password);
  await changeUser(db, user.id, async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, ctx.now);
    await security.audit(tx, { userId: user.id, action, detail, ip: ctx.ip, now: ctx.now });
  });
  return null;
}

export async function modifyPassword(db: Db, userId: number, input: { oldPassword: string; password: string }, ctx: Ctx) {
  const user = await userOf(db, userId);
  const attempt = { kind: 'password' as const, subject: String(user.id), ip: ctx.ip, now: ctx.now };
  if (!(await security.throttledCheck(db, attempt, () => verifySecret(user.passwordHash, input.oldPassword)))) {
    throw new AppError('oldPasswordWrong');
  }
  return replacePassword(db, user, input.password, 'passwordChange', {}, ctx);
}

export async function modifyUserInfo(db: Db, userId: number, input: ModifyUserInfoInput, ctx: Ctx) {
  const user = await userOf(db, userId);
  const patch: Partial<Pick<UserRow, 'realName' | 'sex' | 'birthday' | 'avatar'>> = {};
  // spec §5: real name, sex and birthday are set once; sending the same value again is harmless.
  for (const field of ['realName', 'sex', 'birthday'] as const) {
    const value = input[field];
    if (value === undefined || value === user[field]) continue;
    if (user[field] !== null) throw new AppError('profileLocked');
    patch[field] = value;
  }
  if (input.avatar !== undefined && input.avatar !== user.avatar) {
    // Only an image this player uploaded here (/uploads/…): no outside address a page would fetch.
    if (!(await ownsUploads(db, user.id, [input.avatar]))) throw new AppError('avatarInvalid');
    patch.avatar = input.avatar;
  }
  const fields = Object.keys(patch);
  if (fields.length === 0) return { userInfo: toUserInfo(user) };
  const merged = { ...user, ...patch };
  const profileConfirmed = merged.realName !== null && merged.sex !== null && merged.birthday !== null;
  const updated = await changeUser(db, user.id, async (tx) => {
    const row = await repo.updateUser(tx, user.id, { ...patch, profileConfirmed });
    await security.audit(tx, { userId: user.id, action: 'profileChange', detail: { fields }, ip: ctx.ip, now: ctx.now });
    return row;
  });
  return { userInfo: toUserInfo(updated) };
}

export async function changeLanguage(db: Db, userId: number, language: string, ctx: Ctx) {
  await changeUser(db, userId, async (tx) => {
    await repo.updateUser(tx, userId, { language });
    await security.audit(tx, { userId, action: 'languageChange', detail: { language }, ip: ctx.ip, now: ctx.now });
  });
  return { language };
}

// ——— secondary (withdraw) password ———

export async function hasWithdrawPassword(db: Db, userId: number) {
  return (await userOf(db, userId)).withdrawPasswordHash !== null;
}

export async function setWithdrawPassword(db: Db, userId: number, input: { password: string; code: string }, ctx: Ctx) {
  const user = await userOf(db, userId);
  if (!user.phone) throw new AppError('bindPhoneFirst');
  await assertSmsOn(db);
  await codes.consumeCode(db, { channel: 'sms', purpose: 'withdrawPassword', target: user.phone, code: input.code, now: ctx.now });
  const withdrawPasswordHash = await hashSecret(input.password);
  await changeUser(db, user.id, async (tx) => {
    await repo.updateUser(tx, user.id, { withdrawPasswordHash });
    const detail = { firstTime: user.withdrawPasswordHash === null };
    await security.audit(tx, { userId: user.id, action: 'withdrawPasswordSet', detail, ip: ctx.ip, now: ctx.now });
  });
  return null;
}

/** Checks the secondary password; throttled like logins, as six digits are few. */
export async function checkWithdrawPassword(db: Db, userId: number, withdrawPassword: string, ctx: Ctx) {
  const user = await userOf(db, userId);
  const hash = user.withdrawPasswordHash;
  if (!hash) throw new AppError('withdrawPasswordNotSet');
  const attempt = { kind: 'withdrawPassword' as const, subject: String(user.id), ip: ctx.ip, now: ctx.now };
  if (!(await security.throttledCheck(db, attempt, () => verifySecret(hash, withdrawPassword)))) {
    throw new AppError('withdrawPasswordWrong');
  }
  return null;
}

/**
 * Security verification (spec.md §5): the caller proves knowledge of the bound phone by its middle
 * four digits (positions 4-7 of the 11; the masked form shows the first 3 and last 4). Guessing is
 * throttled like passwords: 10 000 combinations would otherwise be cheap.
 */
export async function checkPhoneMiddle(db: Db, userId: number, digits: string, ctx: Ctx) {
  const user = await userOf(db, userId);
  const phone = user.phone;
  if (!phone) throw new AppError('bindPhoneFirst');
  const attempt = { kind: 'phoneMiddle' as const, subject: String(user.id), ip: ctx.ip, now: ctx.now };
  if (!(await security.throttledCheck(db, attempt, () => phone.slice(3, 7) === digits))) {
    throw new AppError('phoneMiddleWrong');
  }
  return { verified: true };
}

// ——— phone and e-mail binding ———

export async function bindPhone(db: Db, userId: number, input: { mobile: string; code: string }, ctx: Ctx) {
  const user = await userOf(db, userId);
  if (user.phone) throw new AppError('phoneAlreadyBound');
  await assertSmsOn(db);
  const code = { channel: 'sms' as const, purpose: 'bindPhone', target: input.mobile, code: input.code, now: ctx.now };
  // The code first, as in register: a number that has an account never got a bindPhone code (sendSmsCode), so
  // "in use" is only told to whoever holds that phone (two accounts binding one free number at once).
  await codes.checkCode(db, code);
  if (await repo.findUserByPhone(db, input.mobile)) throw new AppError('phoneInUse');
  await codes.consumeCode(db, code);
  return bindContact(db, user, { phone: input.mobile }, ctx);
}

export async function bindEmail(db: Db, userId: number, input: { email: string; code: string }, ctx: Ctx) {
  const user = await userOf(db, userId);
  if (user.email) throw new AppError('emailAlreadyBound');
  if (await repo.findUserByEmail(db, input.email)) throw new AppError('emailInUse');
  await codes.consumeCode(db, { channel: 'email', purpose: 'bindEmail', target: input.email, code: input.code, now: ctx.now });
  return bindContact(db, user, { email: input.email }, ctx);
}

async function bindContact(db: Db, user: UserRow, patch: { phone: string } | { email: string }, ctx: Ctx) {
  const isPhone = 'phone' in patch;
  try {
    const updated = await changeUser(db, user.id, async (tx) => {
      const row = await repo.updateUser(tx, user.id, patch);
      const detail = isPhone ? { phone: maskPhone(patch.phone) } : { email: maskEmail(patch.email) };
      await security.audit(tx, { userId: user.id, action: isPhone ? 'phoneBind' : 'emailBind', detail, ip: ctx.ip, now: ctx.now });
      return row;
    });
    return { userInfo: toUserInfo(updated) };
  } catch (error) {
    if (repo.uniqueViolationOf(error)) throw new AppError(isPhone ? 'phoneInUse' : 'emailInUse');
    throw error;
  }
}

// ——— codes: /web/sms/, /web/email/, register and forgot-password senders ———

/**
 * getSmsCountdown: seconds before another SMS code may go to the player's bound phone (0: now; also 0 without one).
 * A screen that sends to that phone (the secondary password) opens showing the countdown a binding just started
 * rather than a "get code" the server would refuse (issue 24).
 */
export async function boundPhoneCountdown(db: Db, userId: number, now: Date): Promise<{ countdown: number }> {
  const user = await userOf(db, userId);
  return { countdown: user.phone ? await codes.countdownLeft(db, 'sms', user.phone, now) : 0 };
}

/**
 * Preconditions of each smsType before a code is sent: a register code only for a free number,
 * bindPhone for a free number and an account without one, withdrawPassword only to the account's
 * own bound phone, forgetPassword only to a number some account has. The guest ones (register,
 * forgetPassword) answer alike whether or not an account has the number (issue 12 item 9): a
 * number with an account gets a notice instead of a register code, one without an account gets
 * no forgot-password code, and the caller sees the same countdown.
 */
export async function sendSmsCode(env: Env, params: { smsType: SmsType; mobile: string; user: SessionUser | null }, ctx: Ctx) {
  const { db } = env;
  await assertSmsOn(db);
  let deliver: 'code' | 'notice' | 'none' = 'code';
  if (params.smsType === 'register') {
    if (await repo.findUserByPhone(db, params.mobile)) deliver = 'notice';
  } else if (params.smsType === 'bindPhone') {
    if ((await userOf(db, params.user!.userId)).phone) throw new AppError('phoneAlreadyBound');
    // Answered alike whether the number has an account (issue 12 item 9): its owner gets a notice, nobody a code.
    if (await repo.findUserByPhone(db, params.mobile)) deliver = 'notice';
  } else if (params.smsType === 'withdrawPassword') {
    const user = await userOf(db, params.user!.userId);
    if (!user.phone) throw new AppError('bindPhoneFirst');
    if (user.phone !== params.mobile) throw new AppError('phoneInvalid');
  } else if (!(await repo.findUserByPhone(db, params.mobile))) {
    deliver = 'none';
  }
  return codes.issueCode(db, env.deps, { channel: 'sms', purpose: params.smsType, target: params.mobile, ip: ctx.ip, lang: ctx.lang, deliver });
}

export async function checkSmsCode(db: Db, params: { smsType: SmsType; mobile: string; code: string }, ctx: Ctx) {
  await assertSmsOn(db);
  await codes.checkCode(db, { channel: 'sms', purpose: params.smsType, target: params.mobile, code: params.code, now: ctx.now });
  return null;
}

export async function sendEmailCode(env: Env, params: { emailType: EmailType; email: string; user: SessionUser | null }, ctx: Ctx) {
  const { db } = env;
  if (params.emailType === 'bindEmail') {
    if ((await userOf(db, params.user!.userId)).email) throw new AppError('emailAlreadyBound');
    if (await repo.findUserByEmail(db, params.email)) throw new AppError('emailInUse');
  }
  // forgetPassword: answered alike whether or not an account has the address (nothing is sent when none has).
  const deliver = params.emailType !== 'bindEmail' && !(await repo.findUserByEmail(db, params.email)) ? 'none' : 'code';
  return codes.issueCode(db, env.deps, { channel: 'email', purpose: params.emailType, target: params.email, ip: ctx.ip, lang: ctx.lang, deliver });
}

export async function checkEmailCode(db: Db, params: { emailType: EmailType; email: string; code: string }, ctx: Ctx) {
  await codes.checkCode(db, { channel: 'email', purpose: params.emailType, target: params.email, code: params.code, now: ctx.now });
  return null;
}

/**
 * Where a forgotten password's code can go. An unknown name answers like an account with nothing
 * bound (issue 12 item 9): the answer does not tell whether the account exists.
 */
export async function forgetPasswordFirstStep(db: Db, username: string) {
  const user = await repo.findUserByUsername(db, username.toLowerCase());
  if (!user) return { hasPhone: false, hasEmail: false, phone: null, email: null };
  return {
    hasPhone: user.phone !== null,
    hasEmail: user.email !== null,
    phone: user.phone ? maskPhone(user.phone) : null,
    email: user.email ? maskEmail(user.email) : null,
  };
}

/**
 * The bound phone or e-mail that a forgot-password code goes to. An unknown name is answered like
 * an account without that contact, so the answer does not tell whether the account exists.
 */
async function recoveryTarget(db: Db, username: string, type: 'phone' | 'email') {
  if (type === 'phone') await assertSmsOn(db);
  const user = await repo.findUserByUsername(db, username.toLowerCase());
  const target = type === 'phone' ? user?.phone : user?.email;
  if (!user || !target) throw new AppError(type === 'phone' ? 'bindPhoneFirst' : 'bindEmailFirst');
  return { user, target, channel: type === 'phone' ? ('sms' as const) : ('email' as const) };
}

export async function sendForgetPasswordCode(env: Env, username: string, type: 'phone' | 'email', ctx: Ctx) {
  const { target, channel } = await recoveryTarget(env.db, username, type);
  return codes.issueCode(env.db, env.deps, { channel, purpose: 'forgetPassword', target, ip: ctx.ip, lang: ctx.lang });
}

export async function checkPhoneCodeByForgetPwd(db: Db, input: { username: string; code: string }, ctx: Ctx) {
  const { target } = await recoveryTarget(db, input.username, 'phone');
  await codes.checkCode(db, { channel: 'sms', purpose: 'forgetPassword', target, code: input.code, now: ctx.now });
  return null;
}

export async function modifyPasswordByForget(
  db: Db,
  input: { username: string; type: 'phone' | 'email'; code: string; password: string },
  ctx: Ctx,
) {
  const { user, target, channel } = await recoveryTarget(db, input.username, input.type);
  if (passwordEqualsUsername(input.password, user.username)) throw new AppError('passwordEqualsUsername');
  await codes.consumeCode(db, { channel, purpose: 'forgetPassword', target, code: input.code, now: ctx.now });
  return replacePassword(db, user, input.password, 'passwordReset', { via: input.type }, ctx);
}

// ——— operator changes (modules/players calls these; issue 14) ———

/** A player's row as operator changes see it. */
export type PlayerRow = UserRow;
/** What an operator may change on a player's row. */
export type PlayerPatch = Partial<Pick<UserRow, 'status' | 'withdrawFrozen' | 'withdrawPasswordHash' | 'phone' | 'isAgent'>>;

/**
 * An operator's change of a player (freeze, withdrawal freeze, secondary password reset, phone unbind,
 * forced logout, agent flag): the row is locked, patched, and `record` (the caller's audit) runs in the
 * same transaction with the row before and after. Freezing ends every session at once, so the player's
 * next call answers 401 (the session lookup also requires an active user); `endSessions` ends them
 * without a change (forced logout). Unknown name: playerNotFound.
 */
export async function operatorUpdatePlayer<T>(
  db: Db,
  username: string,
  change: { patch: PlayerPatch; endSessions?: boolean; now: Date },
  record: (tx: Tx, before: UserRow, after: UserRow, sessionsEnded: number) => Promise<T>,
): Promise<T> {
  const name = username.toLowerCase();
  let userId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findUserForUpdate(tx, name);
      if (!before) throw new AppError('playerNotFound');
      userId = before.id;
      const after = Object.keys(change.patch).length ? await repo.updateUser(tx, before.id, change.patch) : before;
      const end = change.endSessions === true || (change.patch.status === 'frozen' && before.status !== 'frozen');
      const ended = end ? await revokeUserSessions(tx, before.id, change.now) : 0;
      return record(tx, before, after, ended);
    });
  } finally {
    // The cached sessions carry the row (changeUser): dropped after the commit, as for a player's own change.
    if (userId !== undefined) forgetSessions({ userId });
  }
}

/** spec.md §5 withdrawals: refused while an operator has frozen them (read in the withdrawal's transaction). */
export async function assertWithdrawAllowed(db: DbOrTx, userId: number): Promise<void> {
  if (await repo.isWithdrawFrozen(db, userId)) throw new AppError('withdrawFrozen');
}
