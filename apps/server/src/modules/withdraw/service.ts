import {
  formatMinor,
  isWholeUnits,
  METHODS_AFTER_FIRST_WITHDRAWAL,
  namesMatch,
  platformToday,
  toMinor,
  type LangCode,
  type WithdrawInput,
  type WithdrawMethod,
  type WithdrawSlot,
  type WithdrawStatus,
} from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { withIdempotency, audit, csvExport, keysetBatches, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import { ensureAccount, lockPlayerAccounts, postJournal } from '../../ledger/ledger.js';
import { pickLang } from '../../lib/i18n-text.js';
import { addDays, atHour, platformDay } from '../../lib/platform-time.js';
import { newOrderNo } from '../../lib/order-no.js';
import * as wallet from '../wallet/service.js';
import * as account from '../account/service.js';
import { notify } from '../messages/index.js';
import { payoutAccountCounts, payoutAccountFor } from '../payout-accounts/service.js';
import { addRecord, setRecordStatus } from '../records/service.js';
import * as settings from '../settings/service.js';
import { remainingTurnover, remainingTurnoverOf } from '../turnover/service.js';
import { withdrawLimitOf } from '../vip/service.js';
import * as repo from './repo.js';

/**
 * Withdrawals (spec.md §4, §5, §9; api-contract.md Withdraw and Operator API). At request the amount
 * moves central → locked; the operator then pays (locked → house:withdrawals, plus a reservation's
 * extra from house:withdraw-bonus) or rejects (locked → central). Every movement is one journal keyed
 * by the order, so retrying a step can never move money twice.
 */

/** Who is calling: the player, the Idempotency-Key header, and request details for the throttle. */
export interface WithdrawCaller extends account.Ctx {
  userId: number;
  idempotencyKey: string | null;
}

/** The operator reviewing (audited as its name; `cli:<os user>` from the shell), and the review time. */
export interface Reviewer extends Actor {
  now: Date;
}

/** 0.1% = 10 basis points; shown as a fraction with four places ("0.0010"). */
const rateText = (bp: number) => (bp / 10_000).toFixed(4);

/** The reservation extra: amount × rate, rounded down to the fen (the platform never pays a fraction it did not promise). */
export function extraFor(amount: bigint, bp: number): bigint {
  return (amount * BigInt(bp)) / 10_000n;
}

/**
 * The start of the next occurrence of a slot starting at `startHour` platform time (the platform's zone). A slot
 * already under way means tomorrow's, so a reservation waits up to 24 hours (spec.md §9 "reservation withdrawal:
 * 0-24 hours").
 */
export function nextSlotStart(now: Date, startHour: number): Date {
  const today = platformDay(now);
  const start = atHour(today, startHour);
  return start > now ? start : atHour(addDays(today, 1), startHour);
}

function instantEnabled(db: DbOrTx): Promise<boolean> {
  return settings.get(db, 'withdraw_instant');
}

// ——— player reads ———

export async function getWithdrawMethods(db: Db, userId: number, lang: LangCode) {
  const [methods, paidBefore, counts] = [await repo.listMethods(db), await repo.hasPaidWithdrawal(db, userId), await payoutAccountCounts(db, userId)];
  return methods
    .filter((m) => m.enabled)
    .map((m) => {
      const type = m.type as WithdrawMethod;
      // spec.md §5: USDT, EBpay and KOIpay only after one successful withdrawal.
      const reason: 'firstWithdrawalRequired' | 'noAccount' | undefined = METHODS_AFTER_FIRST_WITHDRAWAL.includes(type) && !paidBefore ? 'firstWithdrawalRequired' : counts[type] === 0 ? 'noAccount' : undefined;
      return {
        type,
        name: pickLang(m.name, lang),
        minAmount: formatMinor(m.minAmount),
        maxAmount: formatMinor(m.maxAmount),
        available: reason === undefined,
        ...(reason ? { reason } : {}),
      };
    });
}

export async function getWithdrawExtraRule(db: Db, userId: number, now: Date) {
  const { userInfo } = await account.userInfoOf(db, userId);
  const limit = await withdrawLimitOf(db, userInfo.vipLevel);
  const usage = await repo.dayUsage(db, userId, platformToday(now));
  const left = limit.amount - usage.amount;
  return {
    slots: (await repo.listSlots(db)).map((s) => ({ slot: s.slot as WithdrawSlot, extraRate: rateText(s.extraRateBp) })),
    todayCount: usage.count,
    todayCountLimit: limit.count,
    todayAmountLimit: formatMinor(limit.amount),
    todayRemaining: formatMinor(left > 0n ? left : 0n),
    turnoverRemaining: formatMinor(await remainingTurnover(db, userId)),
  };
}

export async function checkIsQuickWithdraw(db: DbOrTx) {
  return { instant: await instantEnabled(db) };
}

// ——— request ———

/** Venues still holding the player's money (a venue that does not answer counts as holding: its balance is unknown). */
async function venuesHolding(db: DbOrTx, userId: number, lang: LangCode): Promise<string[]> {
  return (await wallet.transWalletBalanceInfo(db, userId, lang)).list.filter((v) => v.balance === null || toMinor(v.balance)! > 0n).map((v) => v.platType);
}

/**
 * spec.md §4: with auto-transfer on, venue balances are recovered when opening withdrawal — the
 * wallet's one-key recovery, before the withdrawal's transaction (it opens its own). What it
 * could not bring back (a venue in maintenance, locked, or not answering) is refused inside.
 */
async function autoRecover(db: Db, caller: WithdrawCaller): Promise<void> {
  if (!(await venuesHolding(db, caller.userId, caller.lang)).length) return;
  if (!(await wallet.transInfo(db, caller.userId)).autoTransfer) return;
  // Its own key space: the withdrawal's Idempotency-Key must not replay a recovery.
  await wallet.oneTouchTransfer(db, { userId: caller.userId, idempotencyKey: null }, caller.lang);
}

/**
 * The rules that depend on state which can change between a request and its repeat (accounts,
 * earlier withdrawals, venue balances, configuration). They run inside the idempotent operation, so a
 * repeat with the same Idempotency-Key answers the first result whatever changed since.
 */
async function checkRequest(tx: DbOrTx, caller: WithdrawCaller, input: WithdrawInput, amount: bigint, realName: string | null) {
  const { userId } = caller;
  if (input.type === 'instant' && !(await instantEnabled(tx))) throw new AppError('instantWithdrawUnavailable');
  const method = await repo.findMethod(tx, input.method);
  if (!method?.enabled) throw new AppError('functionUnavailable');
  // spec.md §5: USDT, EBpay and KOIpay only after one successful withdrawal.
  if (METHODS_AFTER_FIRST_WITHDRAWAL.includes(input.method) && !(await repo.hasPaidWithdrawal(tx, userId))) throw new AppError('withdrawMethodUnavailable');
  const target = await payoutAccountFor(tx, userId, input.method, input.accountId);
  if (!target) throw new AppError('withdrawAccountInvalid');
  // spec.md §5: bank cards of own name only (checked at bind; again here in case either changed).
  if (input.method === 'bankCard' && !(realName && namesMatch(target.cardholder ?? '', realName))) throw new AppError('accountNameMismatch');
  if (amount < method.minAmount || amount > method.maxAmount) {
    throw new AppError('withdrawAmountRange', { minAmount: formatMinor(method.minAmount), maxAmount: formatMinor(method.maxAmount) });
  }
  let slot: repo.SlotRow | null = null;
  if (input.type === 'reservation') {
    slot = (await repo.listSlots(tx)).find((s) => s.slot === input.slot) ?? null;
    if (!slot) throw new AppError('reservationSlotInvalid');
  }
  // spec.md §5: all venue wallets recovered first.
  const holding = await venuesHolding(tx, userId, caller.lang);
  if (holding.length) throw new AppError('venueBalanceNotRecovered', { venues: holding });
  return { target, slot };
}

export async function withdraw(db: Db, caller: WithdrawCaller, input: WithdrawInput) {
  const { userId } = caller;
  const { userInfo } = await account.userInfoOf(db, userId);
  // An operator's withdrawal freeze (issue 14) is told first, before a password try is spent; checked again below.
  await account.assertWithdrawAllowed(db, userId);
  if (!userInfo.hasWithdrawPassword) throw new AppError('withdrawPasswordNotSet');
  // spec.md §5: amount not above the balance; whole yuan (help text).
  const amount = toMinor(input.amount);
  if (amount === null || amount <= 0n) throw new AppError('invalidAmount');
  if (!isWholeUnits(amount)) throw new AppError('amountNotWhole');
  // Throttled with checkWithdrawPwd (one counter): 5 wrong, then a doubling delay (modules/security).
  await account.checkWithdrawPassword(db, userId, input.withdrawPassword, caller);
  await autoRecover(db, caller);

  const now = caller.now;
  const day = platformToday(now);
  const limit = await withdrawLimitOf(db, userInfo.vipLevel);
  return withIdempotency(
    db,
    {
      scope: `u:${userId}`,
      key: caller.idempotencyKey,
      route: 'withdraw',
      input: { method: input.method, accountId: input.accountId, amount: amount.toString(), type: input.type, slot: input.slot ?? null },
    },
    async (tx) => {
      // Under a share lock of the player's row: a freeze committing meanwhile waits for this withdrawal, or refuses it.
      await account.assertWithdrawAllowed(tx, userId);
      const { target, slot } = await checkRequest(tx, caller, input, amount, userInfo.realName);
      const centralId = await ensureAccount(tx, { userId, kind: 'central' });
      const lockedId = await ensureAccount(tx, { userId, kind: 'locked' });
      // One player's withdrawals run one at a time from here, so the daily count and amount below
      // cannot be passed by two requests at once (lock order: idempotency key, then accounts by id).
      await lockPlayerAccounts(tx, userId);
      const turnoverLeft = await remainingTurnover(tx, userId);
      if (turnoverLeft > 0n) throw new AppError('turnoverNotMet', { turnoverRemaining: formatMinor(turnoverLeft) });
      const usage = await repo.dayUsage(tx, userId, day);
      if (usage.count >= limit.count) throw new AppError('withdrawCountLimit', { todayCountLimit: limit.count });
      if (usage.amount + amount > limit.amount) {
        const left = limit.amount - usage.amount;
        throw new AppError('withdrawAmountLimit', { todayRemaining: formatMinor(left > 0n ? left : 0n) });
      }
      const orderNo = newOrderNo('W');
      let posted;
      try {
        posted = await postJournal(tx, {
          type: 'withdraw',
          idempotencyKey: `withdraw:${orderNo}:request`,
          reference: orderNo,
          actor: `user:${userId}`,
          postings: [
            { accountId: centralId, amount: -amount },
            { accountId: lockedId, amount },
          ],
        });
      } catch (err) {
        // postJournal refuses before writing anything, so the transaction can go on to answer.
        if (err instanceof AppError && err.key === 'insufficientBalance') throw new AppError('withdrawExceedsBalance');
        throw err;
      }
      const status: WithdrawStatus = slot ? 'scheduled' : 'under_review';
      const extraAmount = slot ? extraFor(amount, slot.extraRateBp) : 0n;
      await repo.insertWithdrawal(tx, {
        orderNo,
        userId,
        method: input.method,
        accountId: input.accountId,
        account: target,
        amount,
        extraAmount,
        extraRateBp: slot?.extraRateBp ?? 0,
        type: input.type,
        slot: slot?.slot ?? null,
        scheduledAt: slot ? nextSlotStart(now, slot.startHour) : null,
        status,
        day,
        requestJournalId: posted.journalId,
        createdAt: now,
      });
      await addRecord(tx, {
        orderNo,
        userId,
        type: 'withdraw',
        mode: input.method,
        amount: -amount,
        status: 'pending',
        detail: { type: input.type, slot: slot?.slot ?? null, extra: formatMinor(extraAmount) },
      });
      return { orderNo, status };
    },
  );
}

// ——— operator ———

function operatorView(r: { w: repo.WithdrawalRow; username: string }) {
  const w = r.w;
  return {
    orderNo: w.orderNo,
    userId: w.userId,
    username: r.username,
    method: w.method as WithdrawMethod,
    account: w.account,
    amount: formatMinor(w.amount),
    extraAmount: formatMinor(w.extraAmount),
    extraRate: rateText(w.extraRateBp),
    type: w.type,
    slot: w.slot,
    scheduledAt: w.scheduledAt?.toISOString() ?? null,
    status: w.status as WithdrawStatus,
    rejectReason: w.rejectReason,
    reviewedBy: w.reviewedBy,
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
    createdAt: w.createdAt.toISOString(),
  };
}

/**
 * The review queue: each order with what its player still has to bet (issue 14: the turnover beside the order), the
 * page's players' requirements read in one query.
 */
export async function listWithdrawals(db: DbOrTx, input: { status?: WithdrawStatus } & PageInput) {
  const page = await operatorPage(input, (window) => repo.pageWithdrawals(db, input.status, window), (r) => r);
  const left = await remainingTurnoverOf(db, [...new Set(page.list.map((r) => r.w.userId))]);
  return { ...page, list: page.list.map((r) => ({ ...operatorView(r), turnoverRemaining: formatMinor(left.get(r.w.userId) ?? 0n) })) };
}

/** Every withdrawal (of a status) as CSV, oldest first, streamed in batches (issue 14 "Reports"). */
export function exportWithdrawals(db: DbOrTx, input: { status?: WithdrawStatus }, now: Date) {
  return csvExport('withdrawals', keysetBatches((after, limit) => repo.withdrawalsAfter(db, input.status, after, limit), (r) => r.w.id), operatorView, now);
}

/**
 * withdraw/approve: pays the order — locked → house:withdrawals, plus the reservation extra from
 * house:withdraw-bonus. A reservation is paid from its slot's start. Approving a paid order again
 * answers its state and moves nothing (the status change and the journal commit together).
 */
export async function approveWithdrawal(db: Db, reviewer: Reviewer, orderNo: string) {
  return db.transaction(async (tx) => {
    const w = await repo.findForUpdate(tx, orderNo);
    if (!w) throw new AppError('recordNotFound');
    if (w.status === 'paid') return { orderNo, status: 'paid' as WithdrawStatus };
    if (w.status === 'rejected') throw new AppError('withdrawAlreadyReviewed');
    if (w.status === 'scheduled' && w.scheduledAt && w.scheduledAt > reviewer.now) {
      throw new AppError('withdrawNotDue', { scheduledAt: w.scheduledAt.toISOString() });
    }
    if (!(await repo.closeIfOpen(tx, orderNo, { status: 'paid', reviewedBy: reviewer.operatorName, reviewedAt: reviewer.now }))) {
      throw new AppError('withdrawAlreadyReviewed');
    }
    const lockedId = await ensureAccount(tx, { userId: w.userId, kind: 'locked' });
    const paidOutId = await ensureAccount(tx, { userId: null, kind: 'house:withdrawals' });
    const postings = [
      { accountId: lockedId, amount: -w.amount },
      { accountId: paidOutId, amount: w.amount + w.extraAmount },
    ];
    if (w.extraAmount > 0n) postings.push({ accountId: await ensureAccount(tx, { userId: null, kind: 'house:withdraw-bonus' }), amount: -w.extraAmount });
    const posted = await postJournal(tx, {
      type: 'withdraw',
      idempotencyKey: `withdraw:${orderNo}:pay`,
      reference: orderNo,
      actor: `operator:${reviewer.operatorName}`,
      postings,
    });
    await repo.setSettleJournal(tx, orderNo, posted.journalId);
    await setRecordStatus(tx, orderNo, 'success');
    await notify(tx, { kind: 'withdrawPaid', at: reviewer.now, userId: w.userId, params: { amount: formatMinor(w.amount), orderNo } });
    await audit(tx, {
      operator: reviewer,
      action: 'withdraw.approve',
      target: orderNo,
      detail: { amount: formatMinor(w.amount), extra: formatMinor(w.extraAmount), journalId: posted.journalId },
    });
    return { orderNo, status: 'paid' as WithdrawStatus };
  });
}

/** withdraw/reject: refunds the order (locked → central) with the operator's reason. */
export async function rejectWithdrawal(db: Db, reviewer: Reviewer, orderNo: string, reason: string) {
  return db.transaction(async (tx) => {
    const w = await repo.findForUpdate(tx, orderNo);
    if (!w) throw new AppError('recordNotFound');
    if (w.status === 'rejected') return { orderNo, status: 'rejected' as WithdrawStatus };
    if (w.status === 'paid') throw new AppError('withdrawAlreadyReviewed');
    if (!(await repo.closeIfOpen(tx, orderNo, { status: 'rejected', reviewedBy: reviewer.operatorName, reviewedAt: reviewer.now, rejectReason: reason }))) {
      throw new AppError('withdrawAlreadyReviewed');
    }
    const lockedId = await ensureAccount(tx, { userId: w.userId, kind: 'locked' });
    const centralId = await ensureAccount(tx, { userId: w.userId, kind: 'central' });
    const posted = await postJournal(tx, {
      type: 'withdraw',
      idempotencyKey: `withdraw:${orderNo}:refund`,
      reference: orderNo,
      actor: `operator:${reviewer.operatorName}`,
      postings: [
        { accountId: lockedId, amount: -w.amount },
        { accountId: centralId, amount: w.amount },
      ],
    });
    await repo.setSettleJournal(tx, orderNo, posted.journalId);
    await setRecordStatus(tx, orderNo, 'failed');
    await notify(tx, { kind: 'withdrawRejected', at: reviewer.now, userId: w.userId, params: { amount: formatMinor(w.amount), orderNo, reason } });
    await audit(tx, {
      operator: reviewer,
      action: 'withdraw.reject',
      target: orderNo,
      detail: { amount: formatMinor(w.amount), reason, journalId: posted.journalId },
    });
    return { orderNo, status: 'rejected' as WithdrawStatus };
  });
}

/**
 * The terms anyone may read (the help centre states them): each enabled method with its limits in the given language,
 * and the reservation slots in platform hours with their extra rate in basis points.
 */
export async function publicTerms(db: DbOrTx, lang: LangCode) {
  const methods = (await repo.listMethods(db)).filter((m) => m.enabled).map((m) => ({ name: pickLang(m.name, lang), minAmount: m.minAmount, maxAmount: m.maxAmount }));
  const slots = (await repo.listSlots(db)).map((s) => ({ startHour: s.startHour, endHour: s.endHour, extraRateBp: s.extraRateBp }));
  return { methods, slots };
}
