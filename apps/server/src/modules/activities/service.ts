import {
  errorMessage,
  formatMinor,
  toMinor,
  type ActivityApplyMode,
  type ActivityApplyStatus,
  type ActivityMeasure,
  type ActivityReason,
  type AdminActivity,
  type AdminActivitySaveInput,
  type LangCode,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { ActivityEligibility, ActivityFormula } from '../../db/schema/index.js';
import { pickLang } from '../../lib/i18n-text.js';
import { newOrderNo } from '../../lib/order-no.js';
import { dayStart, daySpan, platformDay } from '../../lib/platform-time.js';
import { findVenue } from '../../venues/repo.js';
import { adapterFor } from '../../venues/registry.js';
import { notify } from '../messages/index.js';
import { audit, csvExport, keysetBatches, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import { addRecord } from '../records/service.js';
import { requiredTurnover } from '../turnover/service.js';
import { grantIntoVenue } from '../wallet/service.js';
import { offerWelfare } from '../welfare/index.js';
import { baseUsedFor, freeBase, lockBases, useBase, type BaseKind } from './bases.js';
import { bonusOf } from './formula.js';
import * as repo from './repo.js';

/**
 * Offers (issue 16; api-contract-wave2.md "Activities"; docs/decisions.md "Offers"): the discount-page tabs, list
 * and detail, eligibility and the bonus formula as data (db/schema/activities.ts), applying (checked at apply time,
 * one error per failed condition), automatic grant or operator review, and where a granted bonus lands: the welfare
 * centre (central wallet, or a venue with its lock) or directly a venue with its lock.
 */

const DAY_MS = 86_400_000;

// ── Eligibility ────────────────────────────────────────────────────────────────────────────────────────────

/** The window an offer's amounts are counted in: its schedule (start up to its end), or the platform day of `now`. */
function windowOf(a: repo.ActivityRow, now: Date) {
  if (a.eligibility.window === 'day') {
    const day = platformDay(now);
    return { from: dayStart(day), to: daySpan(day).end, fromDay: day, toDay: day };
  }
  const to = a.endAt ?? new Date('9999-12-31T00:00:00Z');
  const last = a.endAt && a.endAt <= now ? new Date(a.endAt.getTime() - 1) : now;
  return { from: a.startAt, to, fromDay: platformDay(a.startAt), toDay: platformDay(last) };
}

/** once: one per player; daily: one per platform day. */
const periodKeyOf = (a: repo.ActivityRow, now: Date) => (a.eligibility.limit === 'daily' ? platformDay(now) : 'once');

const minorOf = (text: string | undefined) => (text === undefined ? null : BigInt(text));

/**
 * The figure a bonus (and a turnover "plus base") is taken of, and the same figure before earlier grants used any of
 * it. A ratio bonus on deposits or valid bets counts only what earlier ratio grants left of them (issue 23 finding 4,
 * bases.ts); a fixed bonus uses no base, so it counts the whole figure.
 */
function baseOf(e: ActivityEligibility, f: ActivityFormula, facts: repo.Facts): { base: bigint; whole: bigint } {
  if (f.base === 'transfer') return { base: facts.transferred, whole: facts.transferred };
  const whole = f.base === 'validBet' ? facts.validBet : e.firstDeposit ? facts.firstDepositAmount : facts.deposits;
  if (!usesBase(f)) return { base: whole, whole };
  return { base: f.base === 'validBet' ? facts.free.validBet : e.firstDeposit ? facts.free.firstDeposit : facts.free.deposits, whole };
}

/** A ratio bonus on deposits or valid bets uses its base up (bases.ts); transfers are counted net instead (repo.factsOf). */
const usesBase = (f: ActivityFormula) => f.kind === 'ratio' && f.base !== 'transfer';

const TOO_LOW: Record<ActivityFormula['base'], ActivityReason> = {
  deposit: 'activityDepositTooLow',
  validBet: 'activityValidBetTooLow',
  transfer: 'activityTransferTooLow',
};

export interface Judgement {
  reason: ActivityReason | null;
  amount: bigint;
  base: bigint;
  requiredTurnover: bigint;
  /** Where the bonus goes (null: the central wallet) and how long it stays claimable. */
  platType: string | null;
  validDays: number;
  /** What of the base the grant uses (a ratio bonus on deposits or valid bets), recorded when it is applied for. */
  uses: { kind: BaseKind; firstDepositOnly: boolean; amount: bigint } | null;
}

/**
 * The rules, in order; the first failed condition is the answer (a pure function of the offer, the player's facts,
 * whether they already applied this period, and `now`). Boundaries: a new user is one registered less than
 * newUserDays × 24 h ago; every minimum is "at least"; the schedule is [startAt, endAt).
 */
export function judge(a: repo.ActivityRow, facts: repo.Facts, applied: boolean, now: Date): Judgement {
  const e = a.eligibility;
  const f = a.formula;
  const w = windowOf(a, now);
  const fail = (reason: ActivityReason): Judgement => ({ reason, amount: 0n, base: 0n, requiredTurnover: 0n, platType: null, validDays: 0, uses: null });
  if (now < a.startAt) return fail('activityNotStarted');
  if (a.endAt && now >= a.endAt) return fail('activityEnded');
  if (a.applyMode === 'none') return fail('activityNotApplicable');
  if (applied) return fail(e.limit === 'daily' ? 'activityAppliedToday' : 'activityAlreadyApplied');
  if (e.newUserDays != null && now.getTime() - facts.registeredAt.getTime() >= e.newUserDays * DAY_MS) return fail('activityNewUsersOnly');
  if ((e.vipMin != null && facts.vipLevel < e.vipMin) || (e.vipMax != null && facts.vipLevel > e.vipMax)) return fail('activityVipLevel');
  if (e.firstDeposit && (facts.firstDepositAt === null || facts.firstDepositAt < w.from || facts.firstDepositAt >= w.to)) return fail('activityFirstDepositOnly');
  const minDeposit = minorOf(e.minDeposit);
  if (minDeposit !== null && (e.firstDeposit ? facts.firstDepositAmount : facts.deposits) < minDeposit) return fail('activityDepositTooLow');
  const minValidBet = minorOf(e.minValidBet);
  if (minValidBet !== null && facts.validBet < minValidBet) return fail('activityValidBetTooLow');
  const minTransfer = minorOf(e.minTransfer);
  if (minTransfer !== null && facts.transferred < minTransfer) return fail('activityTransferTooLow');
  if (f.kind === 'vipPromo') {
    // The VIP promotion discount of the player's level (vip_levels promo_*), on the transfer into its venue.
    const p = facts.promo;
    if (facts.transferred < p.minTransfer) return fail('activityTransferTooLow');
    let bonus = (facts.transferred * BigInt(p.ppm)) / 1_000_000n;
    if (bonus > p.max) bonus = p.max;
    if (bonus <= 0n) return fail('activityTransferTooLow');
    const turnover = ((bonus + facts.transferred) * BigInt(p.turnoverHundredths)) / 100n;
    return { reason: null, amount: bonus, base: facts.transferred, requiredTurnover: turnover, platType: p.platType, validDays: p.days, uses: null };
  }
  const { base, whole } = baseOf(e, f, facts);
  const amount = bonusOf(f, base);
  // Nothing left of a base that would have paid: earlier grants used it (issue 23 finding 4).
  if (amount <= 0n) return fail(bonusOf(f, whole) > 0n ? 'activityBaseUsed' : TOO_LOW[f.base]);
  const requiredTurnover = ((amount + (f.turnoverIncludesBase ? base : 0n)) * BigInt(f.turnoverHundredths)) / 100n;
  const uses = usesBase(f) ? { kind: f.base as BaseKind, firstDepositOnly: !!e.firstDeposit, amount: baseUsedFor(amount, f.ratioBp!, base) } : null;
  return { reason: null, amount, base, requiredTurnover, platType: f.platType ?? null, validDays: f.validDays, uses };
}

async function judgeFor(db: DbOrTx, a: repo.ActivityRow, userId: number, now: Date) {
  const w = { userId, ...windowOf(a, now) };
  const [facts, applied] = await Promise.all([
    repo.factsOf(db, { ...w, platType: a.formula.platType ?? null, promoVenue: a.formula.kind === 'vipPromo' }),
    repo.hasApplied(db, a.id, userId, periodKeyOf(a, now)),
  ]);
  return { j: judge(a, facts, applied, now), facts, applied, window: w };
}

/**
 * How far the player is towards the offer's minimums (issue 24: "50 / 500 transferred" before applying), from the
 * same facts eligibility reads: the first minimum not met, else the last one. None when the offer sets none.
 */
export function progressOf(a: repo.ActivityRow, facts: repo.Facts): { measure: ActivityMeasure; done: bigint; required: bigint } | null {
  const e = a.eligibility;
  const minimums: { measure: ActivityMeasure; done: bigint; required: bigint | null }[] = [
    { measure: 'deposit', done: e.firstDeposit ? facts.firstDepositAmount : facts.deposits, required: minorOf(e.minDeposit) },
    { measure: 'validBet', done: facts.validBet, required: minorOf(e.minValidBet) },
    { measure: 'transfer', done: facts.transferred, required: minorOf(e.minTransfer) },
    { measure: 'transfer', done: facts.transferred, required: a.formula.kind === 'vipPromo' ? facts.promo.minTransfer : null },
  ];
  const set = minimums.filter((m): m is { measure: ActivityMeasure; done: bigint; required: bigint } => m.required !== null && m.required > 0n);
  return set.find((m) => m.done < m.required) ?? set.at(-1) ?? null;
}

/**
 * What applying gives and holds (issue 24: shown, and confirmed, before a claim that locks money): a bonus paid into a
 * venue locks it for the judged turnover; one for the central wallet asks amount × multiple before withdrawing (the
 * requirement the welfare centre adds on receiving it).
 */
async function bonusPreview(db: DbOrTx, a: repo.ActivityRow, j: Judgement, lang: LangCode) {
  const venue = j.platType ? await findVenue(db, j.platType) : null;
  return {
    amount: formatMinor(j.amount),
    turnover: formatMinor(j.platType ? j.requiredTurnover : requiredTurnover(j.amount, a.formula.turnoverHundredths / 100)),
    venue: j.platType ? { platType: j.platType, name: venue ? pickLang(venue.name, lang) : j.platType } : null,
    destination: a.formula.destination,
  };
}

// ── Players ────────────────────────────────────────────────────────────────────────────────────────────────

export async function classifications(db: DbOrTx, lang: LangCode, now: Date) {
  return (await repo.classificationsWithCounts(db, now)).map((c) => ({ id: c.id, key: c.code, name: pickLang(c.name, lang), count: c.count }));
}

function itemView(a: repo.ActivityRow, lang: LangCode) {
  return {
    id: a.id,
    title: pickLang(a.title, lang),
    cover: a.cover,
    classification: a.classification,
    startAt: a.startAt.toISOString(),
    endAt: a.endAt?.toISOString() ?? null,
    applyMode: a.applyMode as ActivityApplyMode,
    limitedTime: a.limitedTime,
  };
}

export async function list(db: DbOrTx, lang: LangCode, input: { classification?: string; page: number; size: number }, now: Date) {
  const { rows, total } = await repo.pageVisible(db, input.classification, now, { limit: input.size, offset: (input.page - 1) * input.size });
  return { list: rows.map((a) => itemView(a, lang)), total, page: input.page, size: input.size };
}

/** getActivityDetail: the offer; with a player, whether they may apply now (the first failed condition, key and text). */
export async function detail(db: DbOrTx, lang: LangCode, id: number, userId: number | null, now: Date) {
  const a = await repo.findPublished(db, id);
  if (!a) throw new AppError('activityNotFound');
  const view = { ...itemView(a, lang), content: pickLang(a.content, lang) };
  if (userId === null) return view;
  const { j, facts, applied } = await judgeFor(db, a, userId, now);
  const progress = progressOf(a, facts);
  return {
    ...view,
    eligible: j.reason === null,
    applied,
    ...(j.reason ? { reason: j.reason, reasonText: errorMessage(j.reason, lang) } : { bonus: await bonusPreview(db, a, j, lang) }),
    ...(progress ? { progress: { measure: progress.measure, done: formatMinor(progress.done), required: formatMinor(progress.required) } } : {}),
  };
}

/**
 * applyActivity: eligibility at apply time (an error per failed condition), then ONE insert guarded by the partial
 * unique index (activity, user, period): of parallel applications one row is written and the rest are refused as
 * already applied. auto: granted in the same transaction; review: pending until an operator decides.
 */
export async function apply(db: Db, userId: number, activityId: number, now: Date) {
  return db.transaction(async (tx) => {
    const a = await repo.findPublished(tx, activityId);
    if (!a) throw new AppError('activityNotFound');
    // A bonus that uses a base reads and records it under the player's base lock (parallel grants pay on it once).
    if (usesBase(a.formula)) await lockBases(tx, userId);
    const { j, window } = await judgeFor(tx, a, userId, now);
    if (j.reason) throw new AppError(j.reason);
    const row = await repo.insertApplication(tx, {
      activityId: a.id,
      userId,
      periodKey: periodKeyOf(a, now),
      amount: j.amount,
      baseAmount: j.base,
      requiredTurnover: j.requiredTurnover,
      platType: j.platType,
      validDays: j.validDays,
      createdAt: now,
    });
    if (!row) throw new AppError(a.eligibility.limit === 'daily' ? 'activityAppliedToday' : 'activityAlreadyApplied');
    // Used from the application on (pending too), freed again if an operator rejects it.
    if (j.uses) await useBase(tx, { window, kind: j.uses.kind, firstDepositOnly: j.uses.firstDepositOnly, amount: j.uses.amount, grantKey: `activity:${row.id}`, at: now });
    let status: ActivityApplyStatus = 'pending';
    if (a.applyMode === 'auto') {
      await grant(tx, a, row, null, now);
      status = 'approved';
    }
    return { applyId: row.id, status, amount: formatMinor(row.amount) };
  });
}

/**
 * Grants an application's bonus (auto at apply time, or an operator's approval), in the caller's transaction, once:
 * the welfare item's (user, activityBonus, `activity:<id>`) is unique and a venue payment's ledger key is
 * `activity:<id>`; the application moves from pending to approved in the same transaction.
 */
async function grant(tx: Tx, a: repo.ActivityRow, app: repo.ApplicationRow, reviewer: Actor | null, now: Date) {
  const f = a.formula;
  const key = `activity:${app.id}`;
  let welfareItemId: number | null = null;
  let validUntil: Date | null = null;
  if (f.destination === 'welfare') {
    const expiresAt = new Date(now.getTime() + app.validDays * DAY_MS);
    await offerWelfare(tx, {
      kind: 'activityBonus',
      at: now,
      turnoverHundredths: f.turnoverHundredths,
      venue: !!app.platType,
      source: sql`SELECT ${app.userId}::bigint AS user_id, ${app.amount}::bigint AS amount, ${key}::text AS period_key,
        ${JSON.stringify({ activityId: a.id, title: a.title })}::jsonb AS params,
        ${now.toISOString()}::timestamptz AS opens_at, ${expiresAt.toISOString()}::timestamptz AS expires_at,
        ${app.platType}::text AS plat_type, ${app.platType ? app.requiredTurnover : null}::bigint AS lock_turnover`,
    });
    const item = await repo.welfareItemOf(tx, app.userId, key);
    welfareItemId = item?.id ?? null;
    validUntil = item?.expiresAt ?? null;
  } else {
    const orderNo = newOrderNo('A');
    await grantIntoVenue(tx, {
      userId: app.userId,
      platType: app.platType!,
      amount: app.amount,
      from: 'house:welfare',
      idempotencyKey: key,
      reference: orderNo,
      actor: reviewer ? `operator:${reviewer.operatorName}` : `user:${app.userId}`,
      requiredTurnover: app.requiredTurnover,
      reason: key,
    });
    await addRecord(tx, {
      orderNo,
      userId: app.userId,
      type: 'bonus',
      mode: 'activityBonus',
      amount: app.amount,
      status: 'success',
      detail: { applyId: app.id, activityId: a.id, platType: app.platType, lockTurnover: app.requiredTurnover.toString() },
    });
  }
  const moved = await repo.decide(tx, app.id, { status: 'approved', reviewedBy: reviewer?.operatorId ?? null, reviewedAt: now, welfareItemId, validUntil });
  if (!moved) throw new AppError('activityApplyReviewed');
  await notify(tx, { kind: 'bonusApproved', at: now, userId: app.userId, params: { amount: formatMinor(app.amount) } });
}

/** queryApplyActivityList: the player's applications, newest first. */
export async function records(db: DbOrTx, userId: number, lang: LangCode, input: PageInput) {
  const { rows, total } = await repo.pageOfPlayer(db, userId, { limit: input.size, offset: (input.page - 1) * input.size });
  return {
    list: rows.map(({ a, title }) => ({
      applyId: a.id,
      activityId: a.activityId,
      title: pickLang(title, lang),
      amount: formatMinor(a.amount),
      status: a.status as ActivityApplyStatus,
      rejectReason: a.rejectReason,
      createdAt: a.createdAt.toISOString(),
      validUntil: a.validUntil?.toISOString() ?? null,
    })),
    total,
    page: input.page,
    size: input.size,
  };
}

// ── Operators ──────────────────────────────────────────────────────────────────────────────────────────────

const optText = (v: string | null | undefined) => (v == null ? undefined : v);
const hundredthsOf = (text: string) => Math.round(Number(text) * 100);
const moneyToMinor = (text: string | null | undefined): string | undefined => {
  if (text == null) return undefined;
  const m = toMinor(text);
  if (m === null) throw new AppError('activityConfigInvalid');
  return m.toString();
};
const minorText = (v: string | undefined) => (v === undefined ? null : formatMinor(BigInt(v)));

/** The stored rules of an editor's input (amounts in minor units, ratio in basis points, multiple in hundredths). */
function rulesOf(input: AdminActivitySaveInput): { eligibility: ActivityEligibility; formula: ActivityFormula } {
  const e = input.eligibility;
  const f = input.formula;
  const eligibility: ActivityEligibility = { window: e.window, limit: e.limit };
  if (e.newUserDays != null) eligibility.newUserDays = e.newUserDays;
  if (e.vipMin != null) eligibility.vipMin = e.vipMin;
  if (e.vipMax != null) eligibility.vipMax = e.vipMax;
  if (e.firstDeposit) eligibility.firstDeposit = true;
  const minDeposit = moneyToMinor(e.minDeposit);
  if (minDeposit) eligibility.minDeposit = minDeposit;
  const minValidBet = moneyToMinor(e.minValidBet);
  if (minValidBet) eligibility.minValidBet = minValidBet;
  const minTransfer = moneyToMinor(e.minTransfer);
  if (minTransfer) eligibility.minTransfer = minTransfer;
  const formula: ActivityFormula = {
    kind: f.kind,
    base: f.base,
    turnoverHundredths: hundredthsOf(f.turnoverMultiple),
    turnoverIncludesBase: f.turnoverIncludesBase,
    destination: f.destination,
    validDays: f.validDays,
  };
  if (f.kind === 'fixed') formula.amount = moneyToMinor(f.amount);
  else if (f.kind === 'ratio') {
    formula.ratioBp = hundredthsOf(f.ratioPercent!);
    formula.max = moneyToMinor(f.max);
  }
  if (optText(f.platType)) formula.platType = f.platType!;
  return { eligibility, formula };
}

export function adminView(a: repo.ActivityRow): AdminActivity {
  const e = a.eligibility;
  const f = a.formula;
  return {
    id: a.id,
    classification: a.classification,
    title: a.title as Record<string, string>,
    content: a.content as Record<string, string>,
    cover: a.cover,
    startAt: a.startAt.toISOString(),
    endAt: a.endAt?.toISOString() ?? null,
    limitedTime: a.limitedTime,
    applyMode: a.applyMode as ActivityApplyMode,
    sort: a.sort,
    published: a.published,
    eligibility: {
      newUserDays: e.newUserDays ?? null,
      vipMin: e.vipMin ?? null,
      vipMax: e.vipMax ?? null,
      firstDeposit: !!e.firstDeposit,
      minDeposit: minorText(e.minDeposit),
      minValidBet: minorText(e.minValidBet),
      minTransfer: minorText(e.minTransfer),
      window: e.window,
      limit: e.limit,
    },
    formula: {
      kind: f.kind,
      amount: minorText(f.amount),
      ratioPercent: f.ratioBp === undefined ? null : String(f.ratioBp / 100),
      max: minorText(f.max),
      base: f.base,
      turnoverMultiple: String(f.turnoverHundredths / 100),
      turnoverIncludesBase: f.turnoverIncludesBase,
      platType: f.platType ?? null,
      destination: f.destination,
      validDays: f.validDays,
    },
    updatedAt: a.updatedAt.toISOString(),
  };
}

export function listForOperator(db: DbOrTx, input: PageInput) {
  return operatorPage(input, (w) => repo.pageAll(db, w), adminView);
}

/** activities/save: creates (unpublished) or edits an offer; the venue must be a house venue (its wallet is in our books). */
export async function save(db: Db, operator: Actor, input: AdminActivitySaveInput, now: Date): Promise<AdminActivity> {
  return db.transaction(async (tx) => {
    if (!(await repo.classificationExists(tx, input.classification))) throw new AppError('activityConfigInvalid');
    if (input.formula.platType) {
      const venue = await findVenue(tx, input.formula.platType);
      if (!venue || !adapterFor(venue.provider).sameDatabase) throw new AppError('activityConfigInvalid');
    }
    const values = {
      classification: input.classification,
      title: input.title,
      content: input.content,
      cover: input.cover,
      startAt: new Date(input.startAt),
      endAt: input.endAt ? new Date(input.endAt) : null,
      limitedTime: input.limitedTime,
      applyMode: input.applyMode,
      sort: input.sort,
      ...rulesOf(input),
      updatedAt: now,
    };
    if (input.id === undefined) {
      const row = await repo.insertActivity(tx, { ...values, createdAt: now });
      await audit(tx, { operator, action: 'activities.create', target: String(row.id), after: adminView(row) });
      return adminView(row);
    }
    const before = await repo.findActivity(tx, input.id, true);
    if (!before) throw new AppError('activityNotFound');
    const row = (await repo.updateActivity(tx, input.id, values))!;
    await audit(tx, { operator, action: 'activities.update', target: String(row.id), before: adminView(before), after: adminView(row) });
    return adminView(row);
  });
}

export async function publish(db: Db, operator: Actor, input: { id: number; published: boolean }, now: Date): Promise<AdminActivity> {
  return db.transaction(async (tx) => {
    const before = await repo.findActivity(tx, input.id, true);
    if (!before) throw new AppError('activityNotFound');
    const row = (await repo.updateActivity(tx, input.id, { published: input.published, updatedAt: now }))!;
    await audit(tx, { operator, action: input.published ? 'activities.publish' : 'activities.unpublish', target: String(row.id), before: { published: before.published }, after: { published: row.published } });
    return adminView(row);
  });
}

type ApplyJoined = Awaited<ReturnType<typeof repo.applicationsAfter>>[number];

function applicationView({ a, title, username, vipLevel, reviewer }: ApplyJoined) {
  return {
    id: a.id,
    activityId: a.activityId,
    title: pickLang(title, 'zh'),
    userId: a.userId,
    username,
    vipLevel,
    status: a.status as ActivityApplyStatus,
    amount: formatMinor(a.amount),
    baseAmount: formatMinor(a.baseAmount),
    requiredTurnover: formatMinor(a.requiredTurnover),
    platType: a.platType,
    createdAt: a.createdAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer ?? null,
    rejectReason: a.rejectReason,
    validUntil: a.validUntil?.toISOString() ?? null,
  };
}

export function applicationsForOperator(db: DbOrTx, input: repo.ApplyFilter & PageInput) {
  return operatorPage(input, (w) => repo.pageApplications(db, input, w), applicationView);
}

/** activities/apply/export: the applications of the same filter as CSV, oldest first, keyset batches. */
export function exportApplications(db: DbOrTx, f: repo.ApplyFilter, now: Date) {
  return csvExport('activity-applications', keysetBatches((after, limit) => repo.applicationsAfter(db, f, after, limit), (r) => r.a.id), applicationView, now);
}

async function pendingApplication(tx: Tx, id: number) {
  const app = await repo.findApplication(tx, id, true);
  if (!app) throw new AppError('activityApplyNotFound');
  if (app.status !== 'pending') throw new AppError('activityApplyReviewed');
  const a = (await repo.findActivity(tx, app.activityId))!;
  return { app, a };
}

/** activities/apply/approve: grants the bonus computed at apply time; audited; the player gets "bonus approved". */
export async function approve(db: Db, operator: Actor, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const { app, a } = await pendingApplication(tx, id);
    await grant(tx, a, app, operator, now);
    await audit(tx, { operator, action: 'activities.approve', target: String(app.id), detail: { activityId: a.id, userId: app.userId, amount: formatMinor(app.amount) } });
    return { id: app.id, status: 'approved' as const };
  });
}

/** activities/apply/reject: with the reason the player reads; the period's slot is free again. Audited. */
export async function reject(db: Db, operator: Actor, id: number, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const { app, a } = await pendingApplication(tx, id);
    await repo.decide(tx, app.id, { status: 'rejected', reviewedBy: operator.operatorId, reviewedAt: now, rejectReason: reason });
    await freeBase(tx, `activity:${app.id}`);
    await notify(tx, { kind: 'bonusRejected', at: now, userId: app.userId, params: { amount: formatMinor(app.amount), reason } });
    await audit(tx, { operator, action: 'activities.reject', target: String(app.id), detail: { activityId: a.id, userId: app.userId, amount: formatMinor(app.amount), reason } });
    return { id: app.id, status: 'rejected' as const };
  });
}

/** activities/cost: per offer over platform days [from, to]; a bounded report (one row per offer). */
export async function cost(db: DbOrTx, input: { from: string; to: string }) {
  const rows = await repo.costByActivity(db, dayStart(input.from), daySpan(input.to).end);
  return {
    list: rows.map((r) => ({
      activityId: Number(r.id),
      title: pickLang(r.title, 'zh'),
      grantedCount: Number(r.granted_count),
      granted: formatMinor(BigInt(r.granted)),
      claimedCount: Number(r.claimed_count),
      claimed: formatMinor(BigInt(r.claimed)),
      pendingCount: Number(r.pending_count),
      rejectedCount: Number(r.rejected_count),
    })),
  };
}
