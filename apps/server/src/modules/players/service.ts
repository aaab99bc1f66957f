import {
  formatMinor,
  maskAccount,
  maskCardNo,
  maskEmail,
  maskPhone,
  maskRealName,
  type AdminPlayerListInput,
  type AdminPlayerRevealInput,
  type AdminPlayerSearchInput,
  type AdminPlayersInput,
  type LangCode,
  toMinor,
} from '@app/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { pickLang } from '../../lib/i18n-text.js';
import { addDays, dayStart } from '../../lib/platform-time.js';
import * as account from '../account/service.js';
import { audit, csvExport, keysetBatches, operatorPage, type Actor } from '../../platform/index.js';
import * as repo from './repo.js';

/**
 * The operator's player tools (issue 14, api-contract-wave2.md "Operators"): search, the player view with
 * masked PII (a reveal is audited), its lists, and the actions. Every action changes the player through
 * the account service (modules/account operatorUpdatePlayer: row locked, sessions ended on freeze) and is
 * audited with the changed fields before → after in the same transaction.
 */

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

function searchItem(r: repo.SearchRow) {
  return {
    userId: Number(r.id),
    username: r.username,
    vipLevel: r.vip_level,
    status: r.status,
    registeredAt: iso(r.created_at),
    central: formatMinor(BigInt(r.central)),
  };
}

export function search(db: Db, input: AdminPlayerSearchInput) {
  return operatorPage(input, (w) => repo.search(db, input.keyword, w), searchItem);
}

const listItem = (r: repo.ListRow) => ({ ...searchItem(r), lastLoginAt: r.last_login_at === null ? null : iso(r.last_login_at) });

/** player/list: players by filters, no keyword needed (issue 24); days are platform days, both ends included. */
export function list(db: Db, input: AdminPlayersInput) {
  const span = (from?: string, to?: string) => ({ start: from ? dayStart(from) : undefined, end: to ? dayStart(addDays(to, 1)) : undefined });
  const filter: repo.ListFilter = {
    status: input.status,
    vipMin: input.vipMin,
    vipMax: input.vipMax,
    registered: span(input.registeredFrom, input.registeredTo),
    lastLogin: span(input.lastLoginFrom, input.lastLoginTo),
    balanceMin: input.balanceMin === undefined ? undefined : toMinor(input.balanceMin)!,
    balanceMax: input.balanceMax === undefined ? undefined : toMinor(input.balanceMax)!,
    sort: input.sort,
  };
  return operatorPage(input, (w) => repo.list(db, filter, w), listItem);
}

/** Every player as CSV (the search list's columns), oldest first, streamed in batches (issue 14 "Reports"). */
export function exportPlayers(db: Db, now: Date) {
  return csvExport('players', keysetBatches((after, limit) => repo.playersAfter(db, after, limit), (r) => Number(r.id)), searchItem, now);
}

async function userOf(db: Db, userId: number) {
  const user = await repo.findUser(db, userId);
  if (!user) throw new AppError('playerNotFound');
  return user;
}

/** How many notes the player view shows (newest first). */
const NOTES_SHOWN = 50;

export async function detail(db: Db, userId: number) {
  const user = await userOf(db, userId);
  const [wallets, totals, notes] = [await repo.wallets(db, userId), await repo.totals(db, userId), await repo.notes(db, userId, NOTES_SHOWN)];
  return {
    userId: user.id,
    username: user.username,
    status: user.status,
    withdrawFrozen: user.withdrawFrozen,
    vipLevel: user.vipLevel,
    isAgent: user.isAgent,
    registeredAt: iso(user.createdAt),
    registeredIp: user.registeredIp,
    language: user.language,
    // spec.md §5 masking; the full value only through player/reveal (owner, audited).
    realName: user.realName === null ? null : maskRealName(user.realName),
    phone: user.phone === null ? null : maskPhone(user.phone),
    email: user.email === null ? null : maskEmail(user.email),
    birthday: user.birthday,
    hasWithdrawPassword: user.withdrawPasswordHash !== null,
    wallets: wallets.map((w) => ({ walletId: w.id, name: w.kind, balance: formatMinor(w.balance, w.currency as 'CNY' | 'USDT') })),
    totals: {
      deposits: formatMinor(totals.deposits),
      withdrawals: formatMinor(totals.withdrawals),
      bets: formatMinor(totals.bets),
      payouts: formatMinor(totals.payouts),
    },
    notes: notes.map((n) => ({ id: n.id, operatorName: n.operatorName, text: n.text, createdAt: iso(n.createdAt) })),
  };
}

/** player/reveal: one unmasked field, audited (who saw whose what) in the same transaction as the read. */
export async function reveal(db: Db, operator: Actor, input: AdminPlayerRevealInput) {
  return db.transaction(async (tx) => {
    const user = await repo.findUser(tx, input.userId);
    if (!user) throw new AppError('playerNotFound');
    await audit(tx, { operator, action: 'player.reveal', target: user.username, detail: { field: input.field } });
    return { value: user[input.field] };
  });
}

// ——— lists (each one query + one count) and their CSV exports (the same row view, keyset batches) ———

type Row<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>> extends readonly (infer T)[] ? T : never;

const postingView = (r: Row<typeof repo.postingsAfter>) => ({
  id: r.id,
  accountName: r.accountName,
  amount: formatMinor(r.amount),
  balanceAfter: formatMinor(r.balanceAfter),
  orderNo: r.orderNo,
  kind: r.kind,
  createdAt: iso(r.createdAt),
});

const transferView = (r: Row<typeof repo.transfersAfter>) => ({
  orderNo: r.orderNo,
  mode: r.mode,
  amount: formatMinor(r.amount),
  status: r.status,
  createdAt: iso(r.createdAt),
});

const depositView = (r: Row<typeof repo.depositsAfter>) => ({
  orderNo: r.orderNo,
  methodType: r.methodType,
  amount: formatMinor(r.amount, r.currency as 'CNY' | 'USDT'),
  currency: r.currency,
  creditAmount: formatMinor(r.creditAmount),
  status: r.status,
  createdAt: iso(r.createdAt),
  completedAt: isoOrNull(r.completedAt),
});

const withdrawalView = (r: Row<typeof repo.withdrawalsAfter>) => ({
  orderNo: r.orderNo,
  method: r.method,
  amount: formatMinor(r.amount),
  extraAmount: formatMinor(r.extraAmount),
  type: r.type,
  status: r.status,
  rejectReason: r.rejectReason,
  createdAt: iso(r.createdAt),
  reviewedAt: isoOrNull(r.reviewedAt),
});

const betView = (r: Row<typeof repo.betsAfter>) => ({
  id: r.id,
  platType: r.platType,
  gameType: r.gameType,
  gameCode: r.gameCode,
  sourceRef: r.sourceRef,
  stake: formatMinor(r.stake),
  validBet: formatMinor(r.validBet),
  payout: formatMinor(r.payout),
  winLoss: formatMinor(r.winLoss),
  status: r.status,
  placedAt: iso(r.placedAt),
  settledAt: isoOrNull(r.settledAt),
});

const loginView = (r: Row<typeof repo.loginsAfter>) => ({ ip: r.ip, device: r.device, createdAt: iso(r.createdAt) });

export function postings(db: Db, input: AdminPlayerListInput) {
  return operatorPage(input, (w) => repo.postings(db, input.userId, w), postingView);
}

export function transfers(db: Db, input: AdminPlayerListInput) {
  return operatorPage(input, (w) => repo.transfers(db, input.userId, w), transferView);
}

export function deposits(db: Db, input: AdminPlayerListInput) {
  return operatorPage(input, (w) => repo.deposits(db, input.userId, w), depositView);
}

export function withdrawals(db: Db, input: AdminPlayerListInput) {
  return operatorPage(input, (w) => repo.withdrawalsOf(db, input.userId, w), withdrawalView);
}

export function bets(db: Db, input: AdminPlayerListInput) {
  return operatorPage(input, (w) => repo.betsOf(db, input.userId, w), betView);
}

export function logins(db: Db, input: AdminPlayerListInput) {
  return operatorPage(input, (w) => repo.logins(db, input.userId, w), loginView);
}

/**
 * A player list as a CSV file `player-<id>-<list>-<time>.csv` (issue 14 "Reports"): every row, oldest first, in
 * keyset batches, each mapped by the list's own view.
 */
function playerExport<R extends { id: number }, V extends Record<string, unknown>>(list: string, after: (db: Db, userId: number, a: repo.After) => Promise<R[]>, view: (row: R) => V) {
  return (db: Db, userId: number, now: Date) =>
    csvExport(`player-${userId}-${list}`, keysetBatches((afterId, limit) => after(db, userId, { afterId, limit }), (r) => r.id), view, now);
}

export const exportPostings = playerExport('postings', repo.postingsAfter, postingView);
export const exportTransfers = playerExport('transfers', repo.transfersAfter, transferView);
export const exportDeposits = playerExport('deposits', repo.depositsAfter, depositView);
export const exportWithdrawals = playerExport('withdrawals', repo.withdrawalsAfter, withdrawalView);
export const exportBets = playerExport('bets', repo.betsAfter, betView);
export const exportLogins = playerExport('logins', repo.loginsAfter, loginView);

/** Payout accounts masked like the player sees them (spec.md §5: card last 4 digits). */
export function payoutAccounts(db: Db, input: AdminPlayerListInput, lang: LangCode) {
  return operatorPage(input, (w) => repo.payoutAccountsOf(db, input.userId, w), (r) => ({
    id: Number(r.id),
    kind: r.kind,
    name: r.bank_name ? pickLang(r.bank_name, lang) || r.name : r.name,
    account: r.kind === 'bankCard' ? maskCardNo(r.account) : maskAccount(r.account),
    holder: r.holder === null ? null : maskRealName(r.holder),
    createdAt: iso(r.created_at),
  }));
}

// ——— actions ———

type Fields = Record<string, unknown>;

/** One audited change of a player through the account service; answers the changed fields before → after. */
async function change(
  db: Db,
  operator: Actor,
  p: { username: string; action: string; patch: account.PlayerPatch; endSessions?: boolean; detail?: Fields; now: Date },
  view: (u: account.PlayerRow, sessionsEnded: number) => Fields,
  viewBefore: (u: account.PlayerRow, sessionsEnded: number) => Fields = view,
) {
  return account.operatorUpdatePlayer(db, p.username, { patch: p.patch, endSessions: p.endSessions, now: p.now }, async (tx, before, after, ended) => {
    const entry = { username: after.username, before: viewBefore(before, ended), after: view(after, 0) };
    await audit(tx, { operator, action: `player.${p.action}`, target: after.username, detail: { ...p.detail, ...(ended ? { sessionsEnded: ended } : {}) }, before: entry.before, after: entry.after });
    return entry;
  });
}

export interface ActionCtx {
  operator: Actor;
  now: Date;
}

/** Freeze: login refused (accountFrozen) and every session ended at once (the next call answers 401). */
export function freeze(db: Db, c: ActionCtx, username: string, reason: string) {
  return change(db, c.operator, { username, action: 'freeze', patch: { status: 'frozen' }, detail: { reason }, now: c.now }, (u) => ({ status: u.status }));
}

export function unfreeze(db: Db, c: ActionCtx, username: string) {
  return change(db, c.operator, { username, action: 'unfreeze', patch: { status: 'active' }, now: c.now }, (u) => ({ status: u.status }));
}

/** Withdrawals refused (withdrawFrozen) while set; the player can still log in and play. */
export function freezeWithdraw(db: Db, c: ActionCtx, username: string, reason: string) {
  return change(db, c.operator, { username, action: 'freezeWithdraw', patch: { withdrawFrozen: true }, detail: { reason }, now: c.now }, (u) => ({ withdrawFrozen: u.withdrawFrozen }));
}

export function unfreezeWithdraw(db: Db, c: ActionCtx, username: string) {
  return change(db, c.operator, { username, action: 'unfreezeWithdraw', patch: { withdrawFrozen: false }, now: c.now }, (u) => ({ withdrawFrozen: u.withdrawFrozen }));
}

/** The secondary password is removed: the player sets a new one with an SMS code (setWithdrawPassword). */
export function resetWithdrawPassword(db: Db, c: ActionCtx, username: string) {
  return change(db, c.operator, { username, action: 'resetWithdrawPassword', patch: { withdrawPasswordHash: null }, now: c.now }, (u) => ({
    hasWithdrawPassword: u.withdrawPasswordHash !== null,
  }));
}

/** The phone is unbound (the number may then be bound by whoever proves it); audited masked. */
export function unbindPhone(db: Db, c: ActionCtx, username: string) {
  return change(db, c.operator, { username, action: 'unbindPhone', patch: { phone: null }, now: c.now }, (u) => ({ phone: u.phone === null ? null : maskPhone(u.phone) }));
}

/** Ends every session of the player (the next call answers 401; they may log in again). */
export function logout(db: Db, c: ActionCtx, username: string) {
  return change(
    db,
    c.operator,
    { username, action: 'logout', patch: {}, endSessions: true, now: c.now },
    () => ({ liveSessions: 0 }),
    (_u, ended) => ({ liveSessions: ended }),
  );
}

export function markAgent(db: Db, c: ActionCtx, username: string, isAgent: boolean) {
  return change(db, c.operator, { username, action: 'markAgent', patch: { isAgent }, now: c.now }, (u) => ({ isAgent: u.isAgent }));
}

export async function note(db: Db, c: ActionCtx, userId: number, text: string) {
  return db.transaction(async (tx) => {
    const user = await repo.findUser(tx, userId);
    if (!user) throw new AppError('playerNotFound');
    const n = await repo.insertNote(tx, { userId, operatorId: c.operator.operatorId, operatorName: c.operator.operatorName, text, createdAt: c.now });
    await audit(tx, { operator: c.operator, action: 'player.note', target: user.username, detail: { noteId: n.id }, before: null, after: { text } });
    return { id: n.id, operatorName: n.operatorName, text: n.text, createdAt: iso(n.createdAt) };
  });
}
