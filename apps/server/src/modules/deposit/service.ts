import {
  formatMinor,
  OPEN_DEPOSIT_STATUSES,
  toMinor,
  type cancelRechargeOrderInput,
  type confirmRechargeOrderInput,
  type Currency,
  type DepositCancelReason,
  type DepositStatus,
  type LangCode,
  type PaymentMethodType,
  type rechargeInput,
} from '@app/shared';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { withIdempotency, audit, csvExport, keysetBatches, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import { ensureAccount, postJournal } from '../../ledger/ledger.js';
import { pickLang } from '../../lib/i18n-text.js';
import { dayStart, platformDay } from '../../lib/platform-time.js';
import { newOrderNo } from '../../lib/order-no.js';
import { paymentProvider, sandboxMethodName, switchedOff, type VerifiedNotify } from '../payments/index.js';
import { addRecord, setRecordStatus } from '../records/service.js';
import * as settings from '../settings/service.js';
import { notify } from '../messages/index.js';
import * as turnover from '../turnover/service.js';
import { ownsUploads } from '../upload/service.js';
import * as repo from './repo.js';

/**
 * The deposit half of the cashier (spec.md §3-5, api-contract.md "Deposit"). Rules:
 * - a bound phone first (spec.md §5); one open order (awaiting_payment / under_review) at a time;
 * - the amount within the method's min/max (spec.md §5: 100 … 3000 for bank methods, … 1,000,000
 *   for virtual currency), in the method's currency, cents (or USDT's 6 places) allowed;
 * - an unpaid order expires after `deposit_order_ttl_minutes` (lazily on every read of the
 *   player's orders, and by the modules/deposit/expire-job.ts job);
 * - cancelling needs a reason (spec.md §4) and spends one of `deposit_cancel_daily_limit` per
 *   platform day; confirming needs vouchers the player uploaded when the method asks for them;
 * - money moves only in creditDeposit, once per order, whoever (operator, provider) gets there first.
 */

const ORDER_PREFIX = 'D';
const OPEN = [...OPEN_DEPOSIT_STATUSES];
/** States from which a payment may still complete an order: paid late (expired) is still paid. */
const CREDITABLE = ['awaiting_payment', 'under_review', 'expired'];

export interface Ctx {
  lang: LangCode;
  now: Date;
}

/** Start of the platform's calendar day, the window of the daily allowance. */
function platformDayStart(now: Date): Date {
  return dayStart(platformDay(now));
}

/** A method's name in the player's language; the sandbox provider's methods say so (no real money moves). */
function methodName(m: repo.MethodRow, lang: LangCode): string {
  const name = pickLang(m.name, lang);
  return m.provider === 'sandbox' ? sandboxMethodName(name, lang) : name;
}

function methodView(m: repo.MethodRow, lang: LangCode) {
  const currency = m.currency as Currency;
  return {
    id: m.id,
    type: m.type as PaymentMethodType,
    name: methodName(m, lang),
    currency,
    minAmount: formatMinor(m.minAmount, currency),
    maxAmount: formatMinor(m.maxAmount, currency),
    needVoucher: m.needVoucher,
    needDepositorName: m.needDepositorName,
    ...(m.provider ? { provider: m.provider } : {}),
    ...(m.protocols.length ? { protocols: m.protocols } : {}),
    ...(m.coinTypes.length ? { coinTypes: m.coinTypes } : {}),
    ...(m.exchangeRate ? { exchangeRate: m.exchangeRate } : {}),
  };
}

/** The methods offered; those of a provider the configuration turns off (PAYMENT_SANDBOX=off) are not. */
export async function paymentMethods(db: DbOrTx, config: Pick<Config, 'PAYMENT_SANDBOX'>, lang: LangCode, type?: string) {
  return (await repo.listOfferedMethods(db, type)).filter((m) => !switchedOff(config, m.provider)).map((m) => methodView(m, lang));
}

async function offeredMethod(db: DbOrTx, methodId: number): Promise<repo.MethodRow> {
  const method = await repo.findOfferedMethod(db, methodId);
  if (!method) throw new AppError('paymentMethodUnavailable');
  return method;
}

export async function rechargeAccountInfo(db: DbOrTx, methodId: number) {
  const method = await offeredMethod(db, methodId);
  return method.account;
}

/** spec.md §5 amount rules, in the method's currency. */
function parseAmount(method: repo.MethodRow, raw: unknown): bigint {
  const currency = method.currency as Currency;
  const amount = toMinor(raw, currency);
  if (amount === null || amount === 0n) throw new AppError('invalidAmount');
  const limits = { minAmount: formatMinor(method.minAmount, currency), maxAmount: formatMinor(method.maxAmount, currency) };
  if (amount < method.minAmount) throw new AppError('depositBelowMin', limits);
  if (amount > method.maxAmount) throw new AppError('depositAboveMax', limits);
  return amount;
}

/** What the central wallet (CNY) receives: the amount itself, or a USDT amount at the method's rate (rounded down to the fen). */
function creditFor(method: repo.MethodRow, amount: bigint): bigint {
  if (method.currency === 'CNY') return amount;
  const rate = toMinor(method.exchangeRate ?? '', 'CNY');
  if (rate === null || rate === 0n) throw new AppError('paymentMethodUnavailable');
  return (amount * rate) / 1_000_000n;
}

/** Coin type and protocol for virtual-currency methods (spec.md §3 deposit screen); null for CNY methods. */
function coinOf(method: repo.MethodRow, input: { coinType?: string; protocol?: string }) {
  if (method.currency === 'CNY') return { coinType: null, protocol: null };
  const coinType = input.coinType ?? (method.coinTypes.length === 1 ? method.coinTypes[0]! : undefined);
  const protocol = input.protocol ?? (method.protocols.length === 1 ? method.protocols[0]! : undefined);
  if (!coinType || !method.coinTypes.includes(coinType)) throw new AppError('protocolInvalid');
  if (!protocol || !method.protocols.includes(protocol)) throw new AppError('protocolInvalid');
  return { coinType, protocol };
}

/** Expires the player's overdue unpaid orders (lazy expiry) and fails their records. */
async function expireForUser(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  for (const orderNo of await repo.expireDue(tx, now, userId)) await setRecordStatus(tx, orderNo, 'failed');
}

/** The periodic job's pass over every player (modules/deposit/expire-job.ts). */
export async function expireDeposits(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await repo.expireDue(tx, now);
    for (const orderNo of expired) await setRecordStatus(tx, orderNo, 'failed');
    return expired.length;
  });
}

async function remainingCancellations(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const limit = await settings.get(db, 'deposit_cancel_daily_limit');
  const used = await repo.cancellationsSince(db, userId, platformDayStart(now));
  return Math.max(0, limit - used);
}

function orderView(o: repo.OrderRow, method: repo.MethodRow | null, lang: LangCode) {
  const currency = o.currency as Currency;
  return {
    orderNo: o.orderNo,
    status: o.status as DepositStatus,
    amount: formatMinor(o.amount, currency),
    currency,
    creditAmount: formatMinor(o.creditAmount),
    method: method ? methodName(method, lang) : o.methodType,
    methodId: o.methodId,
    methodType: o.methodType as PaymentMethodType,
    depositorName: o.depositorName,
    coinType: o.coinType,
    protocol: o.protocol,
    vouchers: o.vouchers,
    account: method?.account ?? {},
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    ...(o.cancelReason ? { cancelReason: o.cancelReason as DepositCancelReason } : {}),
    ...(o.remark ? { remark: o.remark } : {}),
    ...(o.rejectReason ? { rejectReason: o.rejectReason } : {}),
  };
}

export interface CreateVia {
  /** Set by /web/{provider}/createOrder: the method must be that provider's. */
  provider?: string;
  config: Config;
  idempotencyKey?: string | null;
}

/**
 * recharge (and /web/{provider}/createOrder): opens an awaiting_payment order. Online methods
 * (with a provider) also get the provider's pay page.
 */
export async function createDeposit(db: Db, userId: number, input: z.infer<typeof rechargeInput>, ctx: Ctx, via: CreateVia) {
  const method = await offeredMethod(db, input.methodId);
  if (via.provider !== undefined && method.provider !== via.provider) throw new AppError('paymentMethodUnavailable');
  // Checked before the order exists, so a dead provider leaves no order behind.
  const provider = method.provider ? await paymentProvider(db, via.config, method.provider) : null;
  // spec.md §5: the phone must be bound before a deposit.
  if (!(await repo.userPhone(db, userId))) throw new AppError('bindPhoneFirst');
  const amount = parseAmount(method, input.amount);
  if (method.needDepositorName && !input.depositorName) throw new AppError('depositorNameRequired');
  const coin = coinOf(method, input);
  const creditAmount = creditFor(method, amount);
  const ttl = await settings.get(db, 'deposit_order_ttl_minutes');
  // A retried recharge with the same Idempotency-Key answers the first order instead of "open order".
  const claim = { scope: `u:${userId}`, key: via.idempotencyKey ?? null, route: 'recharge', input: { ...input, amount: amount.toString() } };
  const order = await withIdempotency(db, claim, async (tx) => {
    await expireForUser(tx, userId, ctx.now);
    const orderNo = newOrderNo(ORDER_PREFIX);
    const inserted = await repo.insertOrder(tx, {
      orderNo,
      userId,
      methodId: method.id,
      methodType: method.type,
      provider: method.provider,
      amount,
      currency: method.currency,
      creditAmount,
      depositorName: input.depositorName ?? null,
      ...coin,
      status: 'awaiting_payment',
      expiresAt: new Date(ctx.now.getTime() + ttl * 60_000),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    // The partial unique index refused it: spec.md §8 "You have an order not yet verified".
    if (!inserted) throw new AppError('depositOrderOpen');
    const currency = method.currency as Currency;
    await addRecord(tx, { orderNo, userId, type: 'deposit', mode: method.type, amount: creditAmount, status: 'pending', detail: { currency, amount: formatMinor(amount, currency) } });
    return { orderNo, status: inserted.status as DepositStatus, amount: formatMinor(amount, currency), currency, expiresAt: inserted.expiresAt.toISOString() };
  });
  let payUrl: string | undefined;
  if (provider) {
    const payment = await provider.createPayment({ orderNo: order.orderNo, amount, currency: method.currency as Currency });
    payUrl = payment.payUrl;
    if (payment.providerRef) await repo.updateOrder(db, order.orderNo, { providerRef: payment.providerRef });
  }
  return { ...order, account: method.account, ...(payUrl ? { payUrl } : {}) };
}

/** getRechargeOrderInfo: one of the player's orders (another player's is "not found"), or the open one. */
/** A deposit order by its number, whoever owns it: for the payment provider pages (modules/payments), which check the owner themselves. */
export function findOrderByNo(db: DbOrTx, orderNo: string) {
  return repo.findOrder(db, orderNo);
}

/** Whether a provider's notify id was already taken (the sandbox's one-time payToken, modules/payments). */
export function notifyClaimed(db: DbOrTx, provider: string, notifyId: string): Promise<boolean> {
  return repo.notifyClaimed(db, provider, notifyId);
}

export async function orderInfo(db: Db, userId: number, orderNo: string | undefined, ctx: Ctx) {
  await db.transaction((tx) => expireForUser(tx, userId, ctx.now));
  const order = orderNo ? await repo.findOrder(db, orderNo, { userId }) : await repo.findOpenOrder(db, userId);
  const remaining = await remainingCancellations(db, userId, ctx.now);
  if (!order) {
    if (orderNo) throw new AppError('depositOrderNotFound');
    return { order: null, remainingCancellations: remaining };
  }
  const method = await repo.findMethod(db, order.methodId);
  return { ...orderView(order, method, ctx.lang), remainingCancellations: remaining };
}

/** The player's order, locked, after lazy expiry; another player's order is "not found". */
async function lockOwnOrder(tx: DbOrTx, userId: number, orderNo: string, now: Date): Promise<repo.OrderRow> {
  await expireForUser(tx, userId, now);
  const order = await repo.findOrder(tx, orderNo, { userId, forUpdate: true });
  if (!order) throw new AppError('depositOrderNotFound');
  return order;
}

/** confirmRechargeOrder: the player says they paid, with vouchers (spec.md §4 "upload voucher"). */
export async function confirmOrder(db: Db, userId: number, input: z.infer<typeof confirmRechargeOrderInput>, ctx: Ctx) {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, input.orderNo, ctx.now);
    if (order.status !== 'awaiting_payment') throw new AppError('depositOrderClosed');
    const method = await repo.findMethod(tx, order.methodId);
    const vouchers = [...new Set(input.vouchers)];
    // spec.md §5/§8: some methods need the payment voucher.
    if (method?.needVoucher && vouchers.length === 0) throw new AppError('voucherRequired');
    if (!(await ownsUploads(tx, userId, vouchers))) throw new AppError('voucherInvalid');
    const updated = await repo.transition(tx, order.orderNo, ['awaiting_payment'], {
      status: 'under_review',
      vouchers,
      confirmedAt: ctx.now,
      updatedAt: ctx.now,
    });
    return orderView(updated!, method, ctx.lang);
  });
}

/** cancelRechargeOrder: with a reason (spec.md §4), within the daily allowance. */
export async function cancelOrder(db: Db, userId: number, input: z.infer<typeof cancelRechargeOrderInput>, ctx: Ctx) {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, input.orderNo, ctx.now);
    if (order.status !== 'awaiting_payment') throw new AppError('depositOrderClosed');
    // One open order per player, so no two cancellations of the same player race past this count.
    const remaining = await remainingCancellations(tx, userId, ctx.now);
    if (remaining <= 0) throw new AppError('cancelLimitReached', { remainingCancellations: 0 });
    await repo.transition(tx, order.orderNo, ['awaiting_payment'], {
      status: 'cancelled',
      cancelReason: input.reason,
      remark: input.remark ?? null,
      cancelledAt: ctx.now,
      updatedAt: ctx.now,
    });
    await setRecordStatus(tx, order.orderNo, 'failed');
    return { remainingCancellations: remaining - 1 };
  });
}

export interface Credited {
  order: repo.OrderRow;
  journalId: number;
  central: bigint;
}

/**
 * The one place a deposit credits money: moves the order to completed with a conditional UPDATE
 * (only from one of `from`) and posts the journal `deposit:<orderNo>` from `house:deposits` to
 * the player's central wallet, in the caller's transaction. Approving twice, or an approval racing
 * a provider notify, credits once: the second finds the order no longer creditable (null), and
 * the journal key is unique besides. The withdrawal turnover requirement is added here.
 */
export async function creditDeposit(
  tx: DbOrTx,
  p: { orderNo: string; actor: string; reviewedBy: string | null; now: Date; from?: string[]; paidAmount?: bigint },
): Promise<Credited | null> {
  const order = await repo.transition(tx, p.orderNo, p.from ?? CREDITABLE, {
    status: 'completed',
    completedAt: p.now,
    updatedAt: p.now,
    reviewedBy: p.reviewedBy,
    ...(p.paidAmount !== undefined ? { paidAmount: p.paidAmount } : {}),
  });
  if (!order) return null;
  const centralId = await ensureAccount(tx, { userId: order.userId, kind: 'central' });
  const houseId = await ensureAccount(tx, { userId: null, kind: 'house:deposits' });
  const posted = await postJournal(tx, {
    type: 'deposit',
    idempotencyKey: `deposit:${order.orderNo}`,
    reference: order.orderNo,
    actor: p.actor,
    postings: [
      { accountId: centralId, amount: order.creditAmount },
      { accountId: houseId, amount: -order.creditAmount },
    ],
  });
  await repo.updateOrder(tx, order.orderNo, { journalId: posted.journalId });
  await setRecordStatus(tx, order.orderNo, 'success');
  // spec.md §9: deposited money must be turned over (1x by default) before it can be withdrawn.
  const multiple = await turnover.depositTurnoverMultiple(tx);
  await turnover.addRequirement(tx, { userId: order.userId, source: 'deposit', reference: order.orderNo, amount: order.creditAmount, multiple });
  await notify(tx, { kind: 'depositCompleted', at: p.now, userId: order.userId, params: { amount: formatMinor(order.creditAmount), orderNo: order.orderNo } });
  return { order: { ...order, journalId: posted.journalId }, journalId: posted.journalId, central: posted.balances.get(centralId)! };
}

// ——— operator (api-contract.md Operator API) ———

/** The operator acting (modules/operators Actor); `cli:<os user>` from the shell. */
export type OperatorRef = Actor;

function adminView(o: repo.OrderRow, username: string) {
  const currency = o.currency as Currency;
  return {
    orderNo: o.orderNo,
    userId: o.userId,
    username,
    methodId: o.methodId,
    methodType: o.methodType,
    provider: o.provider,
    status: o.status,
    amount: formatMinor(o.amount, currency),
    currency,
    creditAmount: formatMinor(o.creditAmount),
    paidAmount: o.paidAmount === null ? null : formatMinor(o.paidAmount, currency),
    flag: o.flag,
    depositorName: o.depositorName,
    coinType: o.coinType,
    protocol: o.protocol,
    vouchers: o.vouchers,
    cancelReason: o.cancelReason,
    remark: o.remark,
    rejectReason: o.rejectReason,
    reviewedBy: o.reviewedBy,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    completedAt: o.completedAt?.toISOString() ?? null,
  };
}

export async function listForOperator(db: Db, p: { status?: string } & PageInput, now: Date) {
  // The list shows true states: overdue unpaid orders are expired first.
  await expireDeposits(db, now);
  return operatorPage(p, (window) => repo.pageOrders(db, p.status, window), (r) => adminView(r.o, r.username));
}

/** Every order (of a status) as CSV, oldest first, streamed in batches (issue 14 "Reports"). */
export function exportForOperator(db: Db, p: { status?: string }, now: Date) {
  return csvExport('deposits', keysetBatches((after, limit) => repo.ordersAfter(db, p.status, after, limit), (r) => r.o.id), (r) => adminView(r.o, r.username), now);
}

/** deposit/approve: the operator saw the money arrive; credits once (see creditDeposit). */
export async function approveDeposit(db: Db, op: OperatorRef, orderNo: string, now: Date, idempotencyKey: string | null = null) {
  const scope = op.operatorId === null ? 'cli' : `o:${op.operatorId}`;
  return withIdempotency(db, { scope, key: idempotencyKey, route: 'deposit/approve', input: { orderNo } }, async (tx) => {
    const credited = await creditDeposit(tx, { orderNo, actor: `operator:${op.operatorName}`, reviewedBy: op.operatorName, now });
    if (!credited) {
      const exists = await repo.findOrder(tx, orderNo);
      throw new AppError(exists ? 'depositOrderClosed' : 'depositOrderNotFound');
    }
    const { order } = credited;
    await audit(tx, {
      operator: op,
      action: 'deposit.approve',
      target: orderNo,
      detail: {
        userId: order.userId,
        amount: formatMinor(order.amount, order.currency as Currency),
        currency: order.currency,
        creditAmount: formatMinor(order.creditAmount),
        journalId: credited.journalId,
      },
    });
    return { orderNo, status: order.status, creditAmount: formatMinor(order.creditAmount), central: formatMinor(credited.central) };
  });
}

/** deposit/reject: no money arrived (or it was wrong); the order closes and nothing moves. */
export async function rejectDeposit(db: Db, op: OperatorRef, orderNo: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const order = await repo.transition(tx, orderNo, OPEN, { status: 'rejected', rejectReason: reason, reviewedBy: op.operatorName, updatedAt: now });
    if (!order) {
      const exists = await repo.findOrder(tx, orderNo);
      throw new AppError(exists ? 'depositOrderClosed' : 'depositOrderNotFound');
    }
    await setRecordStatus(tx, orderNo, 'failed');
    await notify(tx, { kind: 'depositRejected', at: now, userId: order.userId, params: { amount: formatMinor(order.creditAmount), orderNo, reason } });
    await audit(tx, {
      operator: op,
      action: 'deposit.reject',
      target: orderNo,
      detail: { userId: order.userId, amount: formatMinor(order.amount, order.currency as Currency), reason },
    });
    return { orderNo, status: order.status };
  });
}

// ——— provider callbacks ———

export type NotifyOutcome = 'completed' | 'duplicate' | 'amountMismatch' | 'unknownOrder' | 'ignored';

/**
 * A verified provider notification (modules/payments): claimed by its id first (a replay finds
 * the id taken and changes nothing), then the paid amount must equal the order amount
 * (spec.md §5) — a different amount credits nothing and flags the order for an operator.
 */
export async function applyNotify(db: Db, provider: string, notify: VerifiedNotify, now: Date): Promise<NotifyOutcome> {
  return db.transaction(async (tx) => {
    if (!(await repo.claimNotify(tx, { provider, notifyId: notify.notifyId, orderNo: notify.orderNo, at: now }))) return 'duplicate';
    const outcome = await settle(tx, provider, notify, now);
    await repo.setNotifyOutcome(tx, provider, notify.notifyId, outcome);
    return outcome;
  });
}

async function settle(tx: DbOrTx, provider: string, notify: VerifiedNotify, now: Date): Promise<NotifyOutcome> {
  const order = await repo.findOrder(tx, notify.orderNo, { forUpdate: true });
  // Only the order's own provider may report its payment.
  if (!order || order.provider !== provider) return 'unknownOrder';
  const paid = toMinor(notify.amount, order.currency as Currency);
  if (paid === null || paid !== order.amount) {
    if (order.status !== 'completed') await repo.updateOrder(tx, order.orderNo, { flag: 'amountMismatch', paidAmount: paid, updatedAt: now });
    return 'amountMismatch';
  }
  const credited = await creditDeposit(tx, { orderNo: order.orderNo, actor: `provider:${provider}`, reviewedBy: null, now, paidAmount: paid });
  if (credited) return 'completed';
  // Paid after the player cancelled or an operator rejected: nothing is credited automatically;
  // the flag puts it in front of an operator (who can credit it with wallet/adjust).
  if (order.status === 'cancelled' || order.status === 'rejected') await repo.updateOrder(tx, order.orderNo, { flag: 'paidAfterClose', paidAmount: paid, updatedAt: now });
  return 'ignored';
}
