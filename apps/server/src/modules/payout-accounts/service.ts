import {
  maskAccount,
  maskCardNo,
  MAX_PAYOUT_ACCOUNTS,
  namesMatch,
  QR_REQUIRED_TYPES,
  type LangCode,
  type ThirdPartType,
  type UsdtProtocol,
  type WithdrawMethod,
} from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { pickLang } from '../../lib/i18n-text.js';
import * as account from '../account/service.js';
import * as security from '../security/service.js';
import { ownsUploads } from '../upload/service.js';
import * as repo from './repo.js';

/**
 * Payout accounts (spec.md §3, §5, §9; api-contract.md Accounts): bank cards, USDT addresses and
 * third-party accounts (EBpay, KOIpay, Alipay, WeChat, other). Every read and write is scoped to the
 * session's player: another player's id answers recordNotFound, exactly like an id that never existed.
 */

type CardType = 'debit' | 'credit';

/** Where and when a change came from, for the audit row (design.md §6: every profile change). */
export interface AuditCtx {
  ip: string;
  now: Date;
}

/** The audit row of an account change: kind, id and the masked number only (design.md §6). */
function auditChange(db: DbOrTx, userId: number, ctx: AuditCtx, action: 'payoutAccountBind' | 'payoutAccountChange' | 'payoutAccountDelete', detail: Record<string, unknown>) {
  return security.audit(db, { userId, action, detail, ip: ctx.ip, now: ctx.now });
}

/** A unique index answered "duplicate" (the pre-check lost a race): same answer as the pre-check. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('accountDuplicate');
    throw err;
  }
}

/**
 * spec.md §5: the secondary password must be set before adding bank or payment accounts; bank cards
 * also need the registered real name, which the cardholder must equal.
 */
async function requireBindable(db: Db, userId: number, needRealName: boolean) {
  const { userInfo } = await account.userInfoOf(db, userId);
  if (!userInfo.hasWithdrawPassword) throw new AppError('withdrawPasswordNotSet');
  if (needRealName && !userInfo.realName) throw new AppError('realNameRequired');
  return userInfo;
}

// ——— bank cards ———

export async function bindBankCard(
  db: Db,
  userId: number,
  input: { cardholder: string; cardType: CardType; bankId: number; cardNo: string; address: string },
  ctx: AuditCtx,
) {
  const user = await requireBindable(db, userId, true);
  if (!namesMatch(input.cardholder, user.realName!)) throw new AppError('accountNameMismatch');
  if (!(await repo.findBank(db, input.bankId))) throw new AppError('bankNotSupported');
  const id = await uniquely(() =>
    db.transaction(async (tx) => {
      await repo.lockPlayerPayoutAccounts(tx, userId);
      // spec.md §9: up to 10 bank cards.
      if ((await repo.countBankCards(tx, userId)) >= MAX_PAYOUT_ACCOUNTS) throw new AppError('accountLimitReached');
      if (await repo.cardNoTaken(tx, input.cardNo)) throw new AppError('accountDuplicate');
      const id = await repo.insertBankCard(tx, { userId, ...input, cardholder: input.cardholder.trim() });
      await auditChange(tx, userId, ctx, 'payoutAccountBind', { kind: 'bankCard', id, account: maskCardNo(input.cardNo) });
      return id;
    }),
  );
  return { id };
}

function bankCardView(row: { card: repo.BankCardRow; bankName: Record<string, string | undefined> }, lang: LangCode) {
  return {
    id: row.card.id,
    bankName: pickLang(row.bankName, lang),
    cardNo: maskCardNo(row.card.cardNo),
    cardType: row.card.cardType as CardType,
    cardholder: row.card.cardholder,
  };
}

export async function queryBankCards(db: DbOrTx, userId: number, lang: LangCode) {
  return (await repo.listBankCards(db, userId)).map((r) => bankCardView(r, lang));
}

/** modify {id, …}: the fields given replace the stored ones; the result must pass the bind rules again. */
export async function modifyBankCard(
  db: Db,
  userId: number,
  input: { id: number; cardholder?: string; cardType?: CardType; bankId?: number; cardNo?: string; address?: string },
  ctx: AuditCtx,
) {
  const user = await requireBindable(db, userId, true);
  const found = await repo.findBankCard(db, userId, input.id);
  if (!found) throw new AppError('recordNotFound');
  const { id, ...changes } = input;
  const next = { ...found.card, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  if (!namesMatch(next.cardholder, user.realName!)) throw new AppError('accountNameMismatch');
  if (changes.bankId !== undefined && !(await repo.findBank(db, changes.bankId))) throw new AppError('bankNotSupported');
  await uniquely(() =>
    db.transaction(async (tx) => {
      if (changes.cardNo !== undefined && (await repo.cardNoTaken(tx, changes.cardNo, id))) throw new AppError('accountDuplicate');
      await repo.updateBankCard(tx, userId, id, {
        cardholder: next.cardholder.trim(),
        cardType: next.cardType,
        bankId: next.bankId,
        cardNo: next.cardNo,
        address: next.address,
      });
      await auditChange(tx, userId, ctx, 'payoutAccountChange', { kind: 'bankCard', id, fields: Object.keys(changes).filter((k) => changes[k as keyof typeof changes] !== undefined) });
    }),
  );
  return { id };
}

export async function deleteBankCard(db: Db, userId: number, id: number, ctx: AuditCtx) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteBankCard(tx, userId, id))) throw new AppError('recordNotFound');
    await auditChange(tx, userId, ctx, 'payoutAccountDelete', { kind: 'bankCard', id });
  });
  return null;
}

// ——— virtual coin (USDT) ———

export async function bindBlockchain(db: Db, userId: number, input: { alias: string; address: string; coinType: 'USDT'; protocol: UsdtProtocol }, ctx: AuditCtx) {
  await requireBindable(db, userId, false);
  return bindAccount(db, userId, 'blockchain', { alias: input.alias, account: input.address, coinType: input.coinType, protocol: input.protocol }, ctx);
}

export async function queryBlockchain(db: DbOrTx, userId: number) {
  return (await repo.listAccounts(db, userId, ['blockchain'])).map((r) => ({
    id: r.id,
    alias: r.alias,
    address: maskAccount(r.account),
    coinType: r.coinType!,
    protocol: r.protocol as UsdtProtocol,
  }));
}

export function deleteBlockchain(db: Db, userId: number, id: number, ctx: AuditCtx) {
  return deleteAccount(db, userId, id, ['blockchain'], ctx);
}

// ——— third-party accounts ———

const THIRD_PART_KINDS: ThirdPartType[] = ['ebpay', 'koipay', 'alipay', 'wechat', 'other'];

export async function bindThirdPartAccount(db: Db, userId: number, input: { type: ThirdPartType; alias: string; account: string; qrImage?: string }, ctx: AuditCtx) {
  await requireBindable(db, userId, false);
  if (input.qrImage && !(await ownsUploads(db, userId, [input.qrImage]))) throw new AppError('qrImageInvalid');
  if (QR_REQUIRED_TYPES.includes(input.type) && !input.qrImage) throw new AppError('qrImageRequired');
  return bindAccount(db, userId, input.type, { alias: input.alias, account: input.account, qrImage: input.qrImage ?? null }, ctx);
}

export async function queryThirdPartAccounts(db: DbOrTx, userId: number, type?: ThirdPartType) {
  return (await repo.listAccounts(db, userId, type ? [type] : THIRD_PART_KINDS)).map((r) => ({
    id: r.id,
    type: r.kind as ThirdPartType,
    alias: r.alias,
    account: maskAccount(r.account),
    qrImage: r.qrImage,
  }));
}

export function deleteThirdPartAccount(db: Db, userId: number, id: number, ctx: AuditCtx) {
  return deleteAccount(db, userId, id, THIRD_PART_KINDS, ctx);
}

/** Deletes an account of one of `kinds` owned by the player; anything else is recordNotFound. */
async function deleteAccount(db: Db, userId: number, id: number, kinds: string[], ctx: AuditCtx) {
  await db.transaction(async (tx) => {
    const found = await repo.findAccount(tx, userId, id);
    if (!found || !kinds.includes(found.kind) || !(await repo.deleteAccount(tx, userId, id, kinds))) throw new AppError('recordNotFound');
    await auditChange(tx, userId, ctx, 'payoutAccountDelete', { kind: found.kind, id });
  });
  return null;
}

async function bindAccount(
  db: Db,
  userId: number,
  kind: string,
  fields: { alias: string; account: string; coinType?: string; protocol?: string; qrImage?: string | null },
  ctx: AuditCtx,
) {
  const id = await uniquely(() =>
    db.transaction(async (tx) => {
      await repo.lockPlayerPayoutAccounts(tx, userId);
      if ((await repo.countAccounts(tx, userId, kind)) >= MAX_PAYOUT_ACCOUNTS) throw new AppError('accountLimitReached');
      if (await repo.accountTaken(tx, userId, kind, fields.account)) throw new AppError('accountDuplicate');
      const id = await repo.insertAccount(tx, { userId, kind, ...fields });
      await auditChange(tx, userId, ctx, 'payoutAccountBind', { kind, id, account: maskAccount(fields.account) });
      return id;
    }),
  );
  return { id };
}

// ——— for withdrawals ———

/** Which stored kind pays out each withdrawal method. */
const KIND_OF_METHOD: Record<Exclude<WithdrawMethod, 'bankCard'>, string> = { usdt: 'blockchain', ebpay: 'ebpay', koipay: 'koipay' };

/**
 * The player's account for a withdrawal method, as a snapshot to keep on the order (full numbers,
 * for the operator who pays), or null when the id is not the player's account of that method.
 */
export async function payoutAccountFor(db: DbOrTx, userId: number, method: WithdrawMethod, accountId: number): Promise<Record<string, string | null> | null> {
  if (method === 'bankCard') {
    const found = await repo.findBankCard(db, userId, accountId);
    if (!found) return null;
    const c = found.card;
    return { kind: 'bankCard', bankCode: found.bankCode, bankName: pickLang(found.bankName, 'zh'), cardNo: c.cardNo, cardholder: c.cardholder, cardType: c.cardType, address: c.address };
  }
  const row = await repo.findAccount(db, userId, accountId);
  if (!row || row.kind !== KIND_OF_METHOD[method]) return null;
  return { kind: row.kind, alias: row.alias, account: row.account, coinType: row.coinType, protocol: row.protocol };
}

/** How many accounts the player has bound for each withdrawal method. */
export async function payoutAccountCounts(db: DbOrTx, userId: number): Promise<Record<WithdrawMethod, number>> {
  return {
    bankCard: await repo.countBankCards(db, userId),
    usdt: await repo.countAccounts(db, userId, 'blockchain'),
    ebpay: await repo.countAccounts(db, userId, 'ebpay'),
    koipay: await repo.countAccounts(db, userId, 'koipay'),
  };
}
