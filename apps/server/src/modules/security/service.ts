import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { hashToken } from '../../lib/tokens.js';
import { captchaSvg, svgDataUrl } from './captcha-svg.js';
import * as repo from './repo.js';

// ——— captcha ———

const CAPTCHA_TTL_MS = 5 * 60_000;

function captchaHash(id: string, answer: string): string {
  return hashToken(`${id}:${answer.trim().toLowerCase()}`);
}

/** A new image captcha: the answer is stored hashed, valid 5 minutes, usable once. */
export async function createCaptcha(db: DbOrTx, params: { text: string; now: Date }) {
  const captchaId = randomBytes(16).toString('hex');
  await repo.insertCaptcha(db, {
    id: captchaId,
    answerHash: captchaHash(captchaId, params.text),
    expiresAt: new Date(params.now.getTime() + CAPTCHA_TTL_MS),
  });
  return { captchaId, image: svgDataUrl(captchaSvg(params.text)) };
}

/**
 * Checks a captcha when one is required. Any check uses the captcha up, right or wrong, so each
 * image allows one guess.
 */
export async function checkCaptcha(db: DbOrTx, params: { required: boolean; captchaId?: string; captcha?: string; now: Date }) {
  if (!params.required) return;
  if (!params.captchaId || !params.captcha) throw new AppError('captchaRequired');
  const stored = await repo.takeCaptcha(db, params.captchaId, params.now);
  const given = captchaHash(params.captchaId, params.captcha);
  if (!stored || !timingSafeEqual(Buffer.from(stored), Buffer.from(given))) throw new AppError('captchaInvalid');
}

// ——— throttling of password attempts (design.md §6) ———

/** spec-free choices (docs/decisions.md): 5 failures within 15 minutes lock for 15 minutes. */
export const THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

export type AttemptKind = 'login' | 'password' | 'withdrawPassword' | 'phoneMiddle';

/** End of the lock that a list of failure times (newest first) imposes, or 0. */
export function lockedUntil(failuresNewestFirst: Date[]): number {
  const t = failuresNewestFirst.map((d) => d.getTime()).reverse();
  let until = 0;
  for (let i = 0; i + THROTTLE.maxFailures - 1 < t.length; i++) {
    const last = t[i + THROTTLE.maxFailures - 1]!;
    if (last - t[i]! <= THROTTLE.windowMs) until = Math.max(until, last + THROTTLE.lockMs);
  }
  return until;
}

/**
 * Refuses with 429 while the account (failures since its last success) or the IP (all failures)
 * is locked. Refused attempts are not recorded, so waiting out the lock always works.
 */
export async function assertNotThrottled(db: DbOrTx, params: { kind: AttemptKind; subject: string; ip: string; now: Date }) {
  const since = new Date(params.now.getTime() - THROTTLE.windowMs - THROTTLE.lockMs);
  const rows = await repo.recentAttempts(db, { kind: params.kind, subject: params.subject, ip: params.ip, since });
  const mine = rows.filter((r) => r.subject === params.subject);
  const lastSuccess = mine.findIndex((r) => r.success);
  const accountFailures = (lastSuccess === -1 ? mine : mine.slice(0, lastSuccess)).filter((r) => !r.success).map((r) => r.at);
  const ipFailures = rows.filter((r) => r.ip === params.ip && !r.success).map((r) => r.at);
  const until = Math.max(lockedUntil(accountFailures), lockedUntil(ipFailures));
  if (params.now.getTime() < until) throw new AppError('tooFrequent', { retryAfterSeconds: Math.ceil((until - params.now.getTime()) / 1000) });
}

export async function recordAttempt(db: DbOrTx, params: { kind: AttemptKind; subject: string; ip: string; success: boolean; now: Date }) {
  await repo.insertAttempt(db, { kind: params.kind, subject: params.subject, ip: params.ip, success: params.success, at: params.now });
}

// ——— audit ———

/** Runs a secret check under the failure throttle: refused while locked, every outcome recorded. */
export async function throttledCheck(
  db: DbOrTx,
  params: { kind: AttemptKind; subject: string; ip: string; now: Date },
  check: () => boolean | Promise<boolean>,
): Promise<boolean> {
  await assertNotThrottled(db, params);
  const good = await check();
  await recordAttempt(db, { ...params, success: good });
  return good;
}

export type AuditAction =
  | 'register'
  | 'login'
  | 'logout'
  | 'passwordChange'
  | 'passwordReset'
  | 'phoneBind'
  | 'emailBind'
  | 'profileChange'
  | 'withdrawPasswordSet'
  | 'languageChange'
  | 'payoutAccountBind'
  | 'payoutAccountChange'
  | 'payoutAccountDelete';

/** One audit row (design.md §6). Callers pass field names and masked values only — never secrets or codes. */
export async function audit(
  db: DbOrTx,
  params: { userId: number | null; action: AuditAction; detail?: Record<string, unknown>; ip: string; now: Date },
) {
  await repo.insertAudit(db, { userId: params.userId, action: params.action, detail: params.detail ?? {}, ip: params.ip, at: params.now });
}
