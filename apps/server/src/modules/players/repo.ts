import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  banks,
  bets,
  depositOrders,
  ledgerAccounts,
  ledgerJournals,
  ledgerPostings,
  payoutAccounts,
  payoutBankCards,
  playerNotes,
  userSessions,
  users,
  walletRecords,
  withdrawals,
} from '../../db/schema/index.js';
import type { PageWindow } from '../../platform/index.js';
import { rowsOf as rows } from '../../db/rows.js';

/**
 * SQL of the operator's player tools (issue 14). Every list is one query for its page plus one count,
 * both on an index led by the player's id; the search unions one indexed lookup per kind of keyword.
 */

/** LIKE pattern of a prefix: its own %, _ and \ match literally. */
function prefixPattern(keyword: string): string {
  return `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchRow {
  id: string;
  username: string;
  vip_level: number;
  status: string;
  created_at: string | Date;
  central: string;
}

/**
 * Players matching a keyword: username prefix (users_username_prefix, text_pattern_ops), exact phone
 * (unique), exact real name (users_real_name), or a deposit/withdrawal order number (unique).
 */
export async function search(db: DbOrTx, keyword: string, w: PageWindow): Promise<{ rows: SearchRow[]; total: number }> {
  const matches = sql`
    SELECT id FROM users WHERE username LIKE ${prefixPattern(keyword.toLowerCase())}
    UNION SELECT id FROM users WHERE phone = ${keyword}
    UNION SELECT id FROM users WHERE real_name = ${keyword}
    UNION SELECT user_id FROM deposit_orders WHERE order_no = ${keyword}
    UNION SELECT user_id FROM withdrawals WHERE order_no = ${keyword}`;
  const page = await db.execute(sql`
    WITH m AS (${matches})
    SELECT u.id::text AS id, u.username, u.vip_level, u.status, u.created_at, coalesce(a.balance, 0)::text AS central
    FROM m JOIN users u ON u.id = m.id
    LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'central' AND a.currency = 'CNY'
    ORDER BY u.username LIMIT ${w.limit} OFFSET ${w.offset}`);
  const total = await db.execute(sql`WITH m AS (${matches}) SELECT count(*)::int AS n FROM m`);
  return { rows: rows<SearchRow>(page), total: Number(rows<{ n: number }>(total)[0]!.n) };
}

export interface ListRow extends SearchRow {
  last_login_at: string | Date | null;
}

/** The filters of player/list as SQL bounds: instants already turned from platform days, balances in minor units. */
export interface ListFilter {
  status?: string;
  vipMin?: number;
  vipMax?: number;
  registered?: { start?: Date; end?: Date };
  lastLogin?: { start?: Date; end?: Date };
  balanceMin?: bigint;
  balanceMax?: bigint;
  sort: 'registered' | 'lastLogin' | 'balance';
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Players without a keyword (issue 24: the Players page lists recent players), filtered set-wise in one statement
 * plus one count: registration through users_created_at, latest login through users_last_login_at, the central
 * balance through the account's unique (user, kind, currency) key.
 */
export async function list(db: DbOrTx, f: ListFilter, w: PageWindow): Promise<{ rows: ListRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (f.status) where.push(sql`u.status = ${f.status}`);
  if (f.vipMin !== undefined) where.push(sql`u.vip_level >= ${f.vipMin}`);
  if (f.vipMax !== undefined) where.push(sql`u.vip_level <= ${f.vipMax}`);
  if (f.registered?.start) where.push(sql`u.created_at >= ${ts(f.registered.start)}`);
  if (f.registered?.end) where.push(sql`u.created_at < ${ts(f.registered.end)}`);
  if (f.lastLogin?.start) where.push(sql`u.last_login_at >= ${ts(f.lastLogin.start)}`);
  if (f.lastLogin?.end) where.push(sql`u.last_login_at < ${ts(f.lastLogin.end)}`);
  if (f.balanceMin !== undefined) where.push(sql`coalesce(a.balance, 0) >= ${f.balanceMin.toString()}::bigint`);
  if (f.balanceMax !== undefined) where.push(sql`coalesce(a.balance, 0) <= ${f.balanceMax.toString()}::bigint`);
  const from = sql`FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'central' AND a.currency = 'CNY' WHERE ${sql.join(where, sql` AND `)}`;
  const order = f.sort === 'lastLogin' ? sql`u.last_login_at DESC NULLS LAST, u.id DESC` : f.sort === 'balance' ? sql`coalesce(a.balance, 0) DESC, u.id DESC` : sql`u.created_at DESC, u.id DESC`;
  const page = await db.execute(sql`
    SELECT u.id::text AS id, u.username, u.vip_level, u.status, u.created_at, u.last_login_at, coalesce(a.balance, 0)::text AS central
    ${from} ORDER BY ${order} LIMIT ${w.limit} OFFSET ${w.offset}`);
  const total = await db.execute(sql`SELECT count(*)::int AS n ${from}`);
  return { rows: rows<ListRow>(page), total: Number(rows<{ n: number }>(total)[0]!.n) };
}

/** Every player after `afterId`, oldest first, with the central balance (the operator's CSV export). */
export async function playersAfter(db: DbOrTx, afterId: number, limit: number): Promise<SearchRow[]> {
  const page = await db.execute(sql`
    SELECT u.id::text AS id, u.username, u.vip_level, u.status, u.created_at, coalesce(a.balance, 0)::text AS central
    FROM users u
    LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'central' AND a.currency = 'CNY'
    WHERE u.id > ${afterId}
    ORDER BY u.id LIMIT ${limit}`);
  return rows<SearchRow>(page);
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export function wallets(db: DbOrTx, userId: number) {
  return db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(ledgerAccounts.id);
}

/** Lifetime totals of a player, one statement (each sum on an index led by the player's id). */
export async function totals(db: DbOrTx, userId: number) {
  const res = await db.execute(sql`SELECT
    (SELECT coalesce(sum(credit_amount), 0) FROM deposit_orders WHERE user_id = ${userId} AND status = 'completed')::text AS deposits,
    (SELECT coalesce(sum(amount + extra_amount), 0) FROM withdrawals WHERE user_id = ${userId} AND status = 'paid')::text AS withdrawals,
    (SELECT coalesce(sum(stake), 0) FROM bets WHERE user_id = ${userId} AND status = 'settled')::text AS bets,
    (SELECT coalesce(sum(payout), 0) FROM bets WHERE user_id = ${userId} AND status = 'settled')::text AS payouts`);
  const r = rows<{ deposits: string; withdrawals: string; bets: string; payouts: string }>(res)[0]!;
  return { deposits: BigInt(r.deposits), withdrawals: BigInt(r.withdrawals), bets: BigInt(r.bets), payouts: BigInt(r.payouts) };
}

export function notes(db: DbOrTx, userId: number, limit: number) {
  return db.select().from(playerNotes).where(eq(playerNotes.userId, userId)).orderBy(desc(playerNotes.id)).limit(limit);
}

export async function insertNote(db: DbOrTx, row: typeof playerNotes.$inferInsert) {
  const [note] = await db.insert(playerNotes).values(row).returning();
  return note!;
}

async function total(q: Promise<{ n: number }[]>): Promise<number> {
  return Number((await q)[0]!.n);
}

/**
 * Each list below is read two ways from one query: a page (newest first, LIMIT/OFFSET, with its count) for the
 * player view, and keyset batches (`id > afterId`, oldest first) for its CSV export (issue 14 "Reports").
 */
export interface After {
  afterId: number;
  limit: number;
}

function postingsQuery(db: DbOrTx) {
  return db
    .select({
      id: ledgerPostings.id,
      accountName: ledgerAccounts.kind,
      amount: ledgerPostings.amount,
      balanceAfter: ledgerPostings.balanceAfter,
      orderNo: ledgerJournals.reference,
      kind: ledgerJournals.type,
      createdAt: ledgerJournals.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .$dynamic();
}

export async function postings(db: DbOrTx, userId: number, w: PageWindow) {
  const where = eq(ledgerAccounts.userId, userId);
  const list = await postingsQuery(db).where(where).orderBy(desc(ledgerPostings.id)).limit(w.limit).offset(w.offset);
  const n = await total(db.select({ n: count() }).from(ledgerPostings).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId)).where(where));
  return { rows: list, total: n };
}

export function postingsAfter(db: DbOrTx, userId: number, a: After) {
  return postingsQuery(db)
    .where(and(eq(ledgerAccounts.userId, userId), gt(ledgerPostings.id, a.afterId)))
    .orderBy(asc(ledgerPostings.id))
    .limit(a.limit);
}

const transferOf = (userId: number) => and(eq(walletRecords.userId, userId), eq(walletRecords.type, 'transfer'));

export async function transfers(db: DbOrTx, userId: number, w: PageWindow) {
  const where = transferOf(userId);
  const list = await db.select().from(walletRecords).where(where).orderBy(desc(walletRecords.createdAt), desc(walletRecords.id)).limit(w.limit).offset(w.offset);
  return { rows: list, total: await total(db.select({ n: count() }).from(walletRecords).where(where)) };
}

export function transfersAfter(db: DbOrTx, userId: number, a: After) {
  return db.select().from(walletRecords).where(and(transferOf(userId), gt(walletRecords.id, a.afterId))).orderBy(asc(walletRecords.id)).limit(a.limit);
}

export async function deposits(db: DbOrTx, userId: number, w: PageWindow) {
  const where = eq(depositOrders.userId, userId);
  const list = await db.select().from(depositOrders).where(where).orderBy(desc(depositOrders.createdAt), desc(depositOrders.id)).limit(w.limit).offset(w.offset);
  return { rows: list, total: await total(db.select({ n: count() }).from(depositOrders).where(where)) };
}

export function depositsAfter(db: DbOrTx, userId: number, a: After) {
  return db.select().from(depositOrders).where(and(eq(depositOrders.userId, userId), gt(depositOrders.id, a.afterId))).orderBy(asc(depositOrders.id)).limit(a.limit);
}

export async function withdrawalsOf(db: DbOrTx, userId: number, w: PageWindow) {
  const where = eq(withdrawals.userId, userId);
  const list = await db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(w.limit).offset(w.offset);
  return { rows: list, total: await total(db.select({ n: count() }).from(withdrawals).where(where)) };
}

export function withdrawalsAfter(db: DbOrTx, userId: number, a: After) {
  return db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), gt(withdrawals.id, a.afterId))).orderBy(asc(withdrawals.id)).limit(a.limit);
}

export async function betsOf(db: DbOrTx, userId: number, w: PageWindow) {
  const where = eq(bets.userId, userId);
  const list = await db.select().from(bets).where(where).orderBy(desc(bets.placedAt), desc(bets.id)).limit(w.limit).offset(w.offset);
  return { rows: list, total: await total(db.select({ n: count() }).from(bets).where(where)) };
}

export function betsAfter(db: DbOrTx, userId: number, a: After) {
  return db.select().from(bets).where(and(eq(bets.userId, userId), gt(bets.id, a.afterId))).orderBy(asc(bets.id)).limit(a.limit);
}

function loginsQuery(db: DbOrTx) {
  return db.select({ id: userSessions.id, ip: userSessions.ip, device: userSessions.device, createdAt: userSessions.createdAt }).from(userSessions).$dynamic();
}

export async function logins(db: DbOrTx, userId: number, w: PageWindow) {
  const where = eq(userSessions.userId, userId);
  const list = await loginsQuery(db).where(where).orderBy(desc(userSessions.id)).limit(w.limit).offset(w.offset);
  return { rows: list, total: await total(db.select({ n: count() }).from(userSessions).where(where)) };
}

export function loginsAfter(db: DbOrTx, userId: number, a: After) {
  return loginsQuery(db).where(and(eq(userSessions.userId, userId), gt(userSessions.id, a.afterId))).orderBy(asc(userSessions.id)).limit(a.limit);
}

export interface PayoutRow {
  id: string;
  kind: string;
  bank_name: Record<string, string> | null;
  name: string;
  account: string;
  holder: string | null;
  created_at: string | Date;
}

/** Bank cards and other payout accounts of a player, as one list (newest first). */
export async function payoutAccountsOf(db: DbOrTx, userId: number, w: PageWindow) {
  const all = sql`
    SELECT c.id, 'bankCard' AS kind, b.name AS bank_name, b.code AS name, c.card_no AS account, c.cardholder AS holder, c.created_at
    FROM ${payoutBankCards} c JOIN ${banks} b ON b.id = c.bank_id WHERE c.user_id = ${userId}
    UNION ALL
    SELECT a.id, a.kind, NULL, a.alias, a.account, NULL, a.created_at FROM ${payoutAccounts} a WHERE a.user_id = ${userId}`;
  const page = await db.execute(sql`SELECT id::text AS id, kind, bank_name, name, account, holder, created_at FROM (${all}) x
    ORDER BY created_at DESC, id DESC LIMIT ${w.limit} OFFSET ${w.offset}`);
  const n = await db.execute(sql`SELECT count(*)::int AS n FROM (${all}) x`);
  return { rows: rows<PayoutRow>(page), total: Number(rows<{ n: number }>(n)[0]!.n) };
}
