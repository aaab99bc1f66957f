import { randomInt, timingSafeEqual } from 'node:crypto';
import type { LangCode } from '@app/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { AppDeps } from '../../lib/deps.js';
import { hashToken } from '../../lib/tokens.js';
import * as repo from './repo.js';
import { codeMessage } from './texts.js';

export type { Channel } from './repo.js';

/** spec.md §4 and docs/decisions.md "Verification codes". */
export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxWrongAttempts: 5,
  /** Countdown after a first send; spec §4: "60 s initially, reset to 30 s". */
  firstCountdownSeconds: 60,
  resendCountdownSeconds: 30,
  /** A send more than this after the previous one to the same target counts as a first send again. */
  firstSendGapMs: 30 * 60_000,
} as const;

function codeHash(channel: repo.Channel, purpose: string, target: string, code: string): string {
  return hashToken(`${channel}:${purpose}:${target}:${code}`);
}

/**
 * Creates and sends a 6-digit code; returns the countdown before the target may get another.
 * A request inside the countdown is 429 (`data.countdown`: seconds left).
 */
export async function issueCode(
  db: Db,
  deps: Pick<AppDeps, 'now' | 'sms' | 'email'>,
  params: { channel: repo.Channel; purpose: string; target: string; ip: string; lang: LangCode },
): Promise<{ countdown: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const countdown = await db.transaction(async (tx) => {
    const now = deps.now();
    await repo.lockTarget(tx, params.channel, params.target);
    const last = await repo.latestForTarget(tx, params.channel, params.target);
    if (last) {
      const waitMs = last.createdAt.getTime() + last.countdownSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('tooFrequent', { countdown: seconds, retryAfterSeconds: seconds });
      }
    }
    const first = !last || now.getTime() - last.createdAt.getTime() > CODE_RULES.firstSendGapMs;
    const seconds = first ? CODE_RULES.firstCountdownSeconds : CODE_RULES.resendCountdownSeconds;
    await repo.insertCode(tx, {
      channel: params.channel,
      purpose: params.purpose,
      target: params.target,
      codeHash: codeHash(params.channel, params.purpose, params.target, code),
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      countdownSeconds: seconds,
      ip: params.ip,
      createdAt: now,
    });
    return seconds;
  });
  const message = { to: params.target, code, ...codeMessage(params.lang, code) };
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
  const given = codeHash(params.channel, params.purpose, params.target, params.code);
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
