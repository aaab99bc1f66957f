import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { LangCode } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import type { AppDeps } from '../../lib/deps.js';
import * as settings from '../settings/service.js';
import * as repo from './repo.js';
import { codeMessage, noticeMessage } from './texts.js';

export type { Channel } from './repo.js';
/** Old codes, for the security-prune job (modules/security/prune-job.ts). */
export { pruneExpired as pruneExpiredCodes } from './repo.js';

/**
 * spec.md §4 and docs/decisions.md "Verification codes". The resend countdown ("60 s initially, reset to 30 s") is
 * in sys_config: `code_first_countdown_seconds` and `code_resend_countdown_seconds` (modules/settings/keys.ts).
 */
export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongAttempts: 5,
  /** A send more than this after the previous one to the same target counts as a first send again. */
  firstSendGapMs: 30 * 60_000,
} as const;

/** The countdowns a first send and a resend impose, in seconds (settings; at least 1 s, so a countdown always holds). */
export async function countdownRules(db: Db): Promise<{ firstSeconds: number; resendSeconds: number }> {
  const [first, resend] = await Promise.all([settings.get(db, 'code_first_countdown_seconds'), settings.get(db, 'code_resend_countdown_seconds')]);
  return { firstSeconds: Math.max(1, first), resendSeconds: Math.max(1, resend) };
}

/**
 * A code is stored as an HMAC-SHA256 under a server secret (created once per install, kept private in
 * sys_config like the sandbox pay secret): a leaked table does not give the 6-digit codes away by
 * hashing the million candidates.
 */
async function codeSecret(db: Db): Promise<string> {
  return settings.textOrCreate(db, 'verification_code_secret', () => randomBytes(32).toString('hex'), 'HMAC key of stored verification codes');
}

function codeHash(secret: string, channel: repo.Channel, purpose: string, target: string, code: string): string {
  return createHmac('sha256', secret).update(`${channel}:${purpose}:${target}:${code}`).digest('hex');
}

/** Whole seconds (rounded up) before a target whose newest code is `last` may get another; 0 when it may now. */
function secondsLeft(last: { createdAt: Date; countdownSeconds: number } | null, now: Date): number {
  if (!last) return 0;
  const waitMs = last.createdAt.getTime() + last.countdownSeconds * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * The countdown a send to `target` would be refused with now (0: a code may be sent), read without sending: a screen
 * opened inside a countdown shows it from the start (issue 24).
 */
export async function countdownLeft(db: DbOrTx, channel: repo.Channel, target: string, now: Date): Promise<number> {
  return secondsLeft(await repo.latestForTarget(db, channel, target), now);
}

/**
 * Creates and sends a 6-digit code; returns the countdown before the target may get another.
 * A request inside the countdown is 429 (`data.countdown`: seconds left).
 */
export async function issueCode(
  db: Db,
  deps: Pick<AppDeps, 'now' | 'sms' | 'email'>,
  params: {
    channel: repo.Channel;
    purpose: string;
    target: string;
    ip: string;
    lang: LangCode;
    /**
     * `code` (default) sends the code. Where the answer must not tell whether an account has this
     * phone or address (issue 12 item 9), a request that cannot go on is answered alike — same
     * countdown, a code row no one knows — and sends `notice` (this number already has an account)
     * or `none`.
     */
    deliver?: 'code' | 'notice' | 'none';
  },
): Promise<{ countdown: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [secret, rules] = await Promise.all([codeSecret(db), countdownRules(db)]);
  const countdown = await db.transaction(async (tx) => {
    const now = deps.now();
    await repo.lockTarget(tx, params.channel, params.target);
    const last = await repo.latestForTarget(tx, params.channel, params.target);
    const wait = secondsLeft(last, now);
    if (wait > 0) throw new AppError('tooFrequent', { countdown: wait, retryAfterSeconds: wait });
    const first = !last || now.getTime() - last.createdAt.getTime() > CODE_RULES.firstSendGapMs;
    const seconds = first ? rules.firstSeconds : rules.resendSeconds;
    await repo.insertCode(tx, {
      channel: params.channel,
      purpose: params.purpose,
      target: params.target,
      codeHash: codeHash(secret, params.channel, params.purpose, params.target, code),
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      countdownSeconds: seconds,
      ip: params.ip,
      createdAt: now,
    });
    return seconds;
  });
  const deliver = params.deliver ?? 'code';
  if (deliver === 'none') return { countdown };
  const message = deliver === 'code' ? { to: params.target, code, ...codeMessage(params.lang, code) } : { to: params.target, code: '', ...noticeMessage(params.lang, params.purpose) };
  if (params.channel === 'sms') await deps.sms.sendSms(message);
  else await deps.email.sendEmail(message);
  return { countdown };
}

/**
 * Compares a code with the newest one for the purpose and target. Every check is counted against the
 * code BEFORE the comparison (one conditional UPDATE), so 5 wrong checks burn it even when they arrive
 * at once; a right check gives its count back. Must not run inside a transaction that a failure rolls
 * back, or the count would be lost.
 */
async function matchCode(db: Db, params: { channel: repo.Channel; purpose: string; target: string; code: string; now: Date }) {
  const row = await repo.latestCode(db, params.channel, params.purpose, params.target);
  if (!row) throw new AppError('codeInvalid');
  const claimed = await repo.claimAttempt(db, row.id, params.now, CODE_RULES.maxWrongAttempts);
  if (!claimed) throw new AppError('codeInvalid');
  const given = codeHash(await codeSecret(db), params.channel, params.purpose, params.target, params.code);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(claimed.codeHash))) throw new AppError('codeInvalid');
  return row;
}

/** Checks without using the code up (checkSmsCode, checkPhoneCodeByForgetPwd). */
export async function checkCode(db: Db, params: { channel: repo.Channel; purpose: string; target: string; code: string; now: Date }) {
  const row = await matchCode(db, params);
  await repo.releaseAttempt(db, row.id);
}

/** Checks and uses the code up: each code completes one action. */
export async function consumeCode(db: Db, params: { channel: repo.Channel; purpose: string; target: string; code: string; now: Date }) {
  const row = await matchCode(db, params);
  if (!(await repo.markConsumed(db, row.id, params.now))) throw new AppError('codeInvalid');
}
