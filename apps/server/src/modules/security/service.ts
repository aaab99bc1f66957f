import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { hashToken } from '../../lib/tokens.js';
import * as settings from '../settings/service.js';
import { captchaPngDataUrl } from './captcha-png.js';

export { CAPTCHA_ALPHABET } from './captcha-png.js';
import * as repo from './repo.js';

/** Old throttle, attempt and captcha rows, for the security-prune job (modules/security/prune-job.ts). */
export { pruneSecurityRows } from './prune.js';

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
  return { captchaId, image: captchaPngDataUrl(params.text) };
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

// ——— throttling of secret checks (design.md §6, issue 12 items 1 and 5) ———

export type AttemptKind = 'login' | 'password' | 'withdrawPassword' | 'phoneMiddle';

/** The throttle's numbers, from sys_config (modules/settings/keys.ts `auth_*`). */
export async function throttleRules(db: DbOrTx) {
  const [free, accountDelayAfter, baseSeconds, maxSeconds, memoryMinutes] = await Promise.all([
    settings.get(db, 'auth_free_failures'),
    settings.get(db, 'auth_account_delay_after'),
    settings.get(db, 'auth_delay_base_seconds'),
    settings.get(db, 'auth_delay_max_seconds'),
    settings.get(db, 'auth_failure_memory_minutes'),
  ]);
  return { free: Math.max(1, free), accountDelayAfter: Math.max(1, accountDelayAfter), baseSeconds, maxSeconds, memoryMs: memoryMinutes * 60_000 };
}
export type ThrottleRules = Awaited<ReturnType<typeof throttleRules>>;

/**
 * The wait that the `count`-th failure in a row imposes on the next check: none before `after`
 * failures, then `base`, doubling with each further failure, at most `max` (seconds).
 */
export function delaySeconds(count: number, after: number, rules: Pick<ThrottleRules, 'baseSeconds' | 'maxSeconds'>): number {
  if (count < after) return 0;
  return Math.min(rules.maxSeconds, rules.baseSeconds * 2 ** Math.min(count - after, 30));
}

/** The counter rows of one check: the account's, and for logins the (IP, account) pair's. */
function throttleKeys(params: { kind: AttemptKind; subject: string; ip: string }) {
  const account = { scope: params.kind, subject: params.subject };
  return params.kind === 'login' ? { account, pair: { scope: `${params.kind}:ip`, subject: `${params.subject}@${params.ip}` } } : { account };
}

type AttemptParams = { kind: AttemptKind; subject: string; ip: string; now: Date; captchaSolved?: boolean };
type ThrottleRow = Awaited<ReturnType<typeof repo.throttleRows>>[number];

/** The counters of a check still in memory (a row not touched for `auth_failure_memory_minutes` is forgotten). */
function liveRows(rows: ThrottleRow[], keys: ReturnType<typeof throttleKeys>, rules: ThrottleRules, now: number) {
  const live = (key: { scope: string; subject: string }) => {
    const row = rows.find((r) => r.scope === key.scope && r.subject === key.subject);
    return row && row.lastAt.getTime() > now - rules.memoryMs ? row : null;
  };
  return { account: live(keys.account), pair: keys.pair ? live(keys.pair) : null };
}

/**
 * Why a check may not be used now, or null: 429 `tooFrequent` with `data.retryAfterSeconds` while a
 * delay runs (the account's, or for logins the one of this IP on this account); for logins, 3003
 * `captchaRequired` once the account has `auth_free_failures` failures, unless this request solved one.
 */
function refusal(found: ReturnType<typeof liveRows>, params: AttemptParams, rules: ThrottleRules, now: number): AppError | null {
  const blockedUntil = Math.max(found.account?.blockedUntil?.getTime() ?? 0, found.pair?.blockedUntil?.getTime() ?? 0);
  if (blockedUntil > now) return new AppError('tooFrequent', { retryAfterSeconds: Math.ceil((blockedUntil - now) / 1000) });
  if (params.kind === 'login' && (found.account?.failures ?? 0) >= rules.free && !params.captchaSolved) return new AppError('captchaRequired');
  return null;
}

/**
 * A cheap look before the secret is verified: refuses what `admitAttempt` would surely refuse, so a
 * throttled caller costs no argon2 verification. Not authoritative (no lock): admitAttempt decides.
 */
export async function precheckAttempt(db: Db, params: AttemptParams) {
  const rules = await throttleRules(db);
  const keys = throttleKeys(params);
  const now = params.now.getTime();
  const rows = await repo.throttleRows(db, keys.pair ? [keys.account, keys.pair] : [keys.account]);
  const refused = refusal(liveRows(rows, keys, rules, now), params, rules, now);
  if (refused) throw refused;
}

/**
 * Decides, atomically per account, whether the outcome of a verified check may be used: under a
 * transaction-scoped advisory lock on the account, its counter rows are read, the check is refused
 * if a delay runs or a captcha is owed (`refusal`), and otherwise recorded — a failure counts (and may
 * start a delay), a success forgets the failures. A refused check's outcome is thrown away: the
 * caller answers the refusal whether the secret was right or wrong, so of a parallel burst exactly
 * the allowed number of checks tell the caller anything, while parallel right answers (several
 * withdrawals at once) all pass.
 * Delays: a login waits once its (IP, account) pair has `auth_free_failures` failures or the account
 * `auth_account_delay_after`; the member checks (no captcha there) wait once the account has
 * `auth_free_failures`. Each further failure doubles the wait, up to `auth_delay_max_seconds`.
 */
export async function admitAttempt(db: Db, params: AttemptParams & { success: boolean }) {
  const rules = await throttleRules(db);
  const keys = throttleKeys(params);
  const now = params.now.getTime();
  const all = keys.pair ? [keys.account, keys.pair] : [keys.account];
  await db.transaction(async (tx) => {
    await repo.lockThrottleSubject(tx, `${params.kind}:${params.subject}`);
    const found = liveRows(await repo.throttleRows(tx, all), keys, rules, now);
    const refused = refusal(found, params, rules, now);
    if (refused) throw refused;
    await repo.insertAttempt(tx, { kind: params.kind, subject: params.subject, ip: params.ip, success: params.success, at: params.now });
    if (params.success) {
      await repo.deleteThrottleRows(tx, all);
      return;
    }
    const until = (count: number, after: number) => {
      const wait = delaySeconds(count, after, rules);
      return wait > 0 ? new Date(now + wait * 1000) : null;
    };
    const accountCount = (found.account?.failures ?? 0) + 1;
    const accountAfter = params.kind === 'login' ? rules.accountDelayAfter : rules.free;
    await repo.putThrottleRow(tx, { ...keys.account, failures: accountCount, lastAt: params.now, blockedUntil: until(accountCount, accountAfter) });
    if (keys.pair) {
      const pairCount = (found.pair?.failures ?? 0) + 1;
      await repo.putThrottleRow(tx, { ...keys.pair, failures: pairCount, lastAt: params.now, blockedUntil: until(pairCount, rules.free) });
    }
  });
}

/** Runs a secret check under the failure throttle (precheck, verify, admit): true only for a right secret that was admitted. */
export async function throttledCheck(
  db: Db,
  params: { kind: AttemptKind; subject: string; ip: string; now: Date },
  check: () => boolean | Promise<boolean>,
): Promise<boolean> {
  await precheckAttempt(db, params);
  const good = await check();
  await admitAttempt(db, { ...params, success: good });
  return good;
}

// ——— failure counters of guessable codes (redemption codes, issue 16) ———

/**
 * One counter row of auth_throttle (`redeem:user`/`<id>`, `redeem:ip`/`<ip>` …) and the failures it allows per window;
 * `max` null: counted, never refused (a counter that only slows, issue 23 finding 12).
 */
export type AttemptCounter = { scope: string; subject: string; max: number | null };

/**
 * Takes one attempt on every counter before the secret is checked, each atomically (so a parallel burst gets at most
 * `max` attempts through, not one per request), or throws 429 `tooFrequent` with `data.retryAfterSeconds` when one
 * of them has `max` attempts within `windowMs` (the counters already taken are given back). The caller keeps the
 * attempt when it failed and gives it back (`release`) when it succeeded: the counters hold failures. `counts`: each
 * counter's failures within the window, this attempt included (attempts still in flight count too).
 */
export async function claimAttempts(db: DbOrTx, counters: AttemptCounter[], windowMs: number, now: Date): Promise<{ release: () => Promise<void>; counts: number[] }> {
  const taken: AttemptCounter[] = [];
  const counts: number[] = [];
  const release = async () => {
    for (const c of taken) await repo.releaseAttempt(db, c);
  };
  for (const c of counters) {
    const claimed = await repo.claimAttempt(db, { ...c, windowMs, now });
    if ('waitSeconds' in claimed) {
      await release();
      throw new AppError('tooFrequent', { retryAfterSeconds: claimed.waitSeconds });
    }
    taken.push(c);
    counts.push(claimed.failures);
  }
  return { release, counts };
}

// ——— audit ———

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
