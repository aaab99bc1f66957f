import { pruneExpiredCodes } from '../codes/service.js';
import { pruneSecurityRows, throttleRules } from './service.js';
import { pruneEndedSessions } from '../session/service.js';
import type { PeriodJob } from '../../platform/index.js';

const DAY = 24 * 3600_000;
/** How long the history of secret checks (login_attempts) is kept, for looking into an incident. */
export const ATTEMPTS_KEPT_DAYS = 90;
/** How long an ended (expired or revoked) player session is kept: "was this token ever valid?" for a month. */
export const ENDED_SESSIONS_KEPT_DAYS = 30;

/**
 * Deletes the expiring security rows nobody reads any more, once a day (04:30 platform time, a quiet hour), once
 * per day across servers (job_runs period = the UTC date), each table in one set-wise DELETE (docs/decisions.md):
 * failure counters the throttle has forgotten (`auth_failure_memory_minutes` without a check), verification codes
 * and captchas a day past their expiry, secret-check history after 90 days, sessions 30 days after they ended.
 */
export const securityPruneJob: PeriodJob = {
  name: 'security-prune',
  description: 'deletes forgotten failure counters, old codes, captchas, check history and ended sessions',
  pattern: '30 4 * * *',
  period: (at) => at.toISOString().slice(0, 10),
  runPeriod: async (tx, _day, at) => {
    const now = at.getTime();
    const { memoryMs } = await throttleRules(tx);
    const rows = await pruneSecurityRows(tx, {
      throttleBefore: new Date(now - memoryMs),
      attemptsBefore: new Date(now - ATTEMPTS_KEPT_DAYS * DAY),
      captchasBefore: new Date(now - DAY),
    });
    const codes = await pruneExpiredCodes(tx, new Date(now - DAY));
    const sessions = await pruneEndedSessions(tx, new Date(now - ENDED_SESSIONS_KEPT_DAYS * DAY));
    return { ...rows, codes, sessions };
  },
};
