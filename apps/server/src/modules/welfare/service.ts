import { formatMinor, WELFARE_KINDS, type ErrorKey, type LangCode, type WelfareKind, type WelfareStatus } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { balancesOf, ensureAccount, postJournal } from '../../ledger/ledger.js';
import { newOrderNo } from '../../lib/order-no.js';
import { dayStart, daySpan } from '../../lib/platform-time.js';
import { csvExport, keysetBatches, operatorPage, type PageInput } from '../../platform/index.js';
import { minorSql, notifyStatement } from '../messages/index.js';
import { addRecord } from '../records/service.js';
import { listVenues } from '../../venues/repo.js';
import { pickLang } from '../../lib/i18n-text.js';
import { addRequirement, requiredTurnover } from '../turnover/service.js';
import { grantIntoVenue } from '../wallet/service.js';
import * as repo from './repo.js';
import { welfareTitle } from './titles.js';

/**
 * The welfare centre (issue 15; spec.md §6; api-contract-wave2.md "Welfare centre"). Other modules and jobs
 * offer rewards here; players list and receive them; the expiry job closes them. An item is a promise: money
 * moves only when the player receives it (docs/decisions.md "Welfare items").
 */


export interface WelfareOffer {
  kind: WelfareKind;
  /** virtual (money) | physical (a gift delivered by hand). */
  type?: 'virtual' | 'physical';
  /** Turnover the reward carries once received, in hundredths of its amount (100 = 1×). */
  turnoverHundredths: number;
  /**
   * A SELECT yielding one row per reward with the columns
   * `user_id, amount, period_key, params, opens_at, expires_at` (amount in minor units, params jsonb).
   * Rows with amount ≤ 0 are skipped; a (user, kind, period_key) already offered is skipped (granted once).
   */
  source: SQL;
  /** When it is offered (created_at): the job's `at`, so runs as of a chosen time read the same; now() without it. */
  at?: Date;
  /**
   * A bonus for one venue (issue 16): `source` also yields `plat_type` and `lock_turnover`; receiving pays into that
   * venue and locks it until lock_turnover is met (spec.md §4) instead of the central wallet.
   */
  venue?: boolean;
}

/**
 * Offers rewards set-wise: one INSERT … SELECT for any number of players, inside the caller's transaction
 * (a job's period claim, a review). Returns how many items were created now.
 */
export async function offerWelfare(tx: DbOrTx, offer: WelfareOffer): Promise<number> {
  const at = offer.at ? sql`${offer.at.toISOString()}::timestamptz` : sql`now()`;
  // The items and their "a reward is waiting" messages (modules/messages) in ONE statement: the message CTE reads
  // the rows the insert returns, so a grant skipped as already offered writes no message either.
  const rows = await tx.execute(sql`
    WITH ins AS (
      INSERT INTO welfare_items (user_id, kind, type, period_key, params, amount, turnover_hundredths, plat_type, lock_turnover, status, opens_at, expires_at, created_at)
      SELECT o.user_id, ${offer.kind}, ${offer.type ?? 'virtual'}, o.period_key, o.params, o.amount, ${offer.turnoverHundredths},
        ${offer.venue ? sql`o.plat_type, o.lock_turnover` : sql`NULL, NULL`}, 'success', o.opens_at, o.expires_at, ${at}
      FROM (${offer.source}) AS o
      WHERE o.amount > 0
      ON CONFLICT ON CONSTRAINT welfare_items_grant DO NOTHING
      RETURNING id, user_id, amount
    ),
    msg AS (${notifyStatement({ kind: 'welfareOffered', at: offer.at, source: sql`SELECT user_id, amount FROM ins`, params: { amount: minorSql(sql`s.amount`) } })})
    SELECT id FROM ins`);
  return rowsOf(rows).length;
}

/** "1", "1.5": a multiple kept in hundredths. */
const multipleText = (hundredths: number) => String(hundredths / 100);

/**
 * What receiving an item asks for (issue 24: shown before the claim): a venue bonus is paid into that venue and locks
 * it until its lock turnover is bet there; anything else goes to the central wallet with amount × multiple of
 * turnover before withdrawing (the requirement receiveWelfare adds).
 */
function holdOf(row: repo.WelfareRow, venueNames: Map<string, string>) {
  if (row.platType !== null && row.lockTurnover !== null) {
    return { turnover: formatMinor(row.lockTurnover), venue: { platType: row.platType, name: venueNames.get(row.platType) ?? row.platType } };
  }
  return { turnover: formatMinor(requiredTurnover(row.amount, row.turnoverHundredths / 100)) };
}

function playerView(row: repo.WelfareRow, lang: LangCode, now: Date, venueNames: Map<string, string>) {
  return {
    id: row.id,
    kind: row.kind as WelfareKind,
    title: welfareTitle(row.kind as WelfareKind, row.params, lang),
    type: row.type as 'virtual' | 'physical',
    amount: formatMinor(row.amount),
    turnoverMultiple: multipleText(row.turnoverHundredths),
    status: repo.effectiveStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    opensAt: row.opensAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...holdOf(row, venueNames),
  };
}

/** queryWelfareCenterList: the player's items, newest first, titled in the caller's language. */
export async function listForPlayer(db: DbOrTx, userId: number, lang: LangCode, input: { status?: WelfareStatus; page: number; size: number }, now: Date) {
  const { rows, total } = await repo.pageOfPlayer(db, userId, input.status, now, { limit: input.size, offset: (input.page - 1) * input.size });
  const venueNames = rows.some((r) => r.platType !== null) ? new Map((await listVenues(db)).map((v) => [v.platType, pickLang(v.name, lang)])) : new Map<string, string>();
  return { list: rows.map((r) => playerView(r, lang, now, venueNames)), total, page: input.page, size: input.size };
}

/** queryWelfareCenterTotal: amounts ready to receive (including packets still to open), received and expired. */
export async function totalsForPlayer(db: DbOrTx, userId: number, now: Date) {
  const t = await repo.totalsOfPlayer(db, userId, now);
  return { ready: formatMinor(t.ready), received: formatMinor(t.received), expired: formatMinor(t.expired) };
}

/** Why an item could not be received (read after the conditional UPDATE matched nothing). */
async function refusal(tx: DbOrTx, userId: number, id: number, now: Date): Promise<ErrorKey> {
  const row = await repo.findOwn(tx, userId, id);
  if (!row) return 'welfareNotFound';
  if (row.status === 'received') return 'welfareReceived';
  if (repo.effectiveStatus(row, now) === 'expired') return 'welfareExpired';
  if (row.status !== 'success') return 'welfareUnavailable';
  return row.opensAt > now ? 'welfareNotOpen' : 'welfareUnavailable';
}

/**
 * receiveWelfare: the promise becomes money. One conditional UPDATE (own item, ready, opens_at ≤ now < expires_at)
 * then, in the same transaction, house:welfare → central through the ledger (idempotency key `welfare:<id>`), the
 * player's record (rebate for a daily rebate, bonus otherwise) and the item's turnover requirement. Twice, another
 * player's, expired or not yet open: an error and nothing changes.
 */
export async function receiveWelfare(db: Db, userId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const item = await repo.markReceived(tx, userId, id, now);
    if (!item) throw new AppError(await refusal(tx, userId, id, now));
    if (item.platType !== null && item.lockTurnover !== null) return receiveIntoVenue(tx, item);
    const centralId = await ensureAccount(tx, { userId, kind: 'central' });
    const houseId = await ensureAccount(tx, { userId: null, kind: 'house:welfare' });
    const orderNo = newOrderNo('F');
    const posted = await postJournal(tx, {
      type: 'welfare',
      idempotencyKey: `welfare:${item.id}`,
      reference: orderNo,
      actor: `user:${userId}`,
      postings: [
        { accountId: centralId, amount: item.amount },
        { accountId: houseId, amount: -item.amount },
      ],
    });
    await addRecord(tx, {
      orderNo,
      userId,
      type: item.kind === 'dailyRebate' ? 'rebate' : 'bonus',
      mode: item.kind,
      amount: item.amount,
      status: 'success',
      detail: { welfareId: item.id, periodKey: item.periodKey },
    });
    await addRequirement(tx, { userId, source: 'welfare', reference: String(item.id), amount: item.amount, multiple: item.turnoverHundredths / 100 });
    return { id: item.id, amount: formatMinor(item.amount), central: formatMinor(posted.balances.get(centralId)!) };
  });
}

/**
 * Receiving a venue bonus (issue 16): house:welfare → the venue wallet with the venue lock (wallet grantIntoVenue,
 * same key `welfare:<id>`); its turnover is the lock's, so no withdrawal requirement is added. The record says where.
 */
async function receiveIntoVenue(tx: Tx, item: repo.WelfareRow) {
  const orderNo = newOrderNo('F');
  await grantIntoVenue(tx, {
    userId: item.userId,
    platType: item.platType!,
    amount: item.amount,
    from: 'house:welfare',
    idempotencyKey: `welfare:${item.id}`,
    reference: orderNo,
    actor: `user:${item.userId}`,
    requiredTurnover: item.lockTurnover!,
    reason: `welfare:${item.id}`,
  });
  await addRecord(tx, {
    orderNo,
    userId: item.userId,
    type: 'bonus',
    mode: item.kind,
    amount: item.amount,
    status: 'success',
    detail: { welfareId: item.id, periodKey: item.periodKey, platType: item.platType, lockTurnover: item.lockTurnover!.toString() },
  });
  const central = (await balancesOf(tx, item.userId, ['central'])).get('central') ?? 0n;
  return { id: item.id, amount: formatMinor(item.amount), central: formatMinor(central) };
}

/** The expiry job (expiry-job.ts): marks open items past their validity. */
export function expireWelfare(db: DbOrTx, at: Date): Promise<number> {
  return repo.markExpired(db, at);
}

type OperatorFilterInput = { username?: string; kind?: WelfareKind; status?: WelfareStatus; from?: string; to?: string };

function operatorFilter(input: OperatorFilterInput): repo.OperatorFilter {
  return {
    username: input.username,
    kind: input.kind,
    status: input.status,
    createdFrom: input.from ? dayStart(input.from) : undefined,
    createdTo: input.to ? daySpan(input.to).end : undefined,
  };
}

function operatorView(r: repo.OperatorRow, now: Date) {
  const w = r.w;
  return {
    id: w.id,
    userId: w.userId,
    username: r.username,
    kind: w.kind as WelfareKind,
    type: w.type as 'virtual' | 'physical',
    amount: formatMinor(w.amount),
    turnoverMultiple: multipleText(w.turnoverHundredths),
    status: repo.effectiveStatus(w, now),
    periodKey: w.periodKey,
    opensAt: w.opensAt.toISOString(),
    expiresAt: w.expiresAt.toISOString(),
    createdAt: w.createdAt.toISOString(),
    receivedAt: w.receivedAt?.toISOString() ?? null,
  };
}

/** welfare/list (operators): every player's items, newest first, filtered. */
export function listForOperator(db: DbOrTx, input: OperatorFilterInput & PageInput, now: Date) {
  const f = operatorFilter(input);
  return operatorPage(input, (window) => repo.pageForOperator(db, f, now, window), (r) => operatorView(r, now));
}

/** welfare/export: the same rows as CSV, oldest first, keyset batches. */
export function exportForOperator(db: DbOrTx, input: OperatorFilterInput, now: Date) {
  const f = operatorFilter(input);
  return csvExport('welfare', keysetBatches((after, limit) => repo.operatorRowsAfter(db, f, now, after, limit), (r) => r.w.id), (r) => operatorView(r, now), now);
}

/** welfare/summary: per kind over platform days [from, to], what was offered, received (the cost) and left to expire. */
export async function summaryForOperator(db: DbOrTx, input: { from: string; to: string }, now: Date) {
  const rows = new Map((await repo.summaryByKind(db, dayStart(input.from), daySpan(input.to).end, now)).map((r) => [r.kind, r]));
  return {
    list: WELFARE_KINDS.map((kind) => {
      const r = rows.get(kind);
      return {
        kind,
        offeredCount: r?.offered_count ?? 0,
        offered: formatMinor(BigInt(r?.offered ?? 0)),
        receivedCount: r?.received_count ?? 0,
        received: formatMinor(BigInt(r?.received ?? 0)),
        expiredCount: r?.expired_count ?? 0,
        expired: formatMinor(BigInt(r?.expired ?? 0)),
      };
    }),
  };
}
