import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authThrottle, captchas, loginAttempts } from '../../db/schema/index.js';

/**
 * Deletes throttle rows nobody reads any more, each in one set-wise DELETE (modules/security/prune-job.ts):
 * - auth_throttle counters not touched since `throttleBefore`: a counter older than `auth_failure_memory_minutes` is
 *   already forgotten by the throttle (service.ts liveRows), so deleting it changes no decision;
 * - login_attempts (the history of secret checks, for looking into an incident) older than `attemptsBefore`;
 * - captchas that expired before `captchasBefore` (single use, five minutes).
 */
export async function pruneSecurityRows(db: DbOrTx, cut: { throttleBefore: Date; attemptsBefore: Date; captchasBefore: Date }) {
  const [throttle, attempts, captchaRows] = [
    await db.delete(authThrottle).where(lt(authThrottle.lastAt, cut.throttleBefore)).returning({ scope: authThrottle.scope }),
    await db.delete(loginAttempts).where(lt(loginAttempts.at, cut.attemptsBefore)).returning({ id: loginAttempts.id }),
    await db.delete(captchas).where(lt(captchas.expiresAt, cut.captchasBefore)).returning({ id: captchas.id }),
  ];
  return { throttle: throttle.length, attempts: attempts.length, captchas: captchaRows.length };
}
