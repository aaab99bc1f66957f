import type { Currency } from '@app/shared';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from '../db/schema/index.js';
import { AppError } from '../core/errors.js';

/**
 * The only code that changes a balance (design.md §5). Every movement is one journal whose
 * postings sum to zero; player accounts never go below zero (conditional UPDATE here, CHECK
 * constraint in the table as the last line of defence).
 */

export type PlayerKind = 'central' | 'locked' | 'welfare' | 'cashbox' | `venue:${string}`;
export type AccountKind = PlayerKind | `house:${string}`;

export interface AccountRef {
  /** null for house accounts */
  userId: number | null;
  kind: AccountKind;
  currency?: Currency;
}

/** The id of an account, created on first use (insert-or-select; safe under concurrency). */
export async function ensureAccount(db: DbOrTx, ref: AccountRef): Promise<number> {
  const currency = ref.currency ?? 'CNY';
  if ((ref.userId === null) !== ref.kind.startsWith('house:')) throw new Error(`account ${ref.kind}: house kinds have no owner`);
  const where = and(
    ref.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, ref.userId),
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.currency, currency),
  );
  const found = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  if (found[0]) return found[0].id;
  await db.insert(ledgerAccounts).values({ userId: ref.userId, kind: ref.kind, currency }).onConflictDoNothing();
  const created = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where).limit(1);
  return created[0]!.id;
}

/**
 * Account ids known to be committed, per database handle. An account is never deleted and never
 * changes owner, kind or currency, so once a transaction that used it has committed, its id can be
 * reused without a lookup. Callers remember ids only after their transaction committed (an id from
 * a rolled-back transaction names no row). Bounded: cleared when it grows past MAX_KNOWN_ACCOUNTS.
 */
const knownAccounts = new WeakMap<object, Map<string, number>>();
const MAX_KNOWN_ACCOUNTS = 200_000;
const refKey = (ref: AccountRef) => `${ref.userId ?? ''}|${ref.kind}|${ref.currency ?? 'CNY'}`;

/** The id of an account seen committed on this database handle, if any (no query). */
export function knownAccountId(db: object, ref: AccountRef): number | undefined {
  return knownAccounts.get(db)?.get(refKey(ref));
}

/** Records ids of accounts used by a transaction that has committed (see knownAccountId). */
export function rememberAccountIds(db: object, accounts: [AccountRef, number][]): void {
  let map = knownAccounts.get(db);
  if (!map) knownAccounts.set(db, (map = new Map()));
  if (map.size > MAX_KNOWN_ACCOUNTS) map.clear();
  for (const [ref, id] of accounts) map.set(refKey(ref), id);
}

export interface Posting {
  accountId: number;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface PostJournalParams {
  type: string;
  idempotencyKey: string;
  reference: string;
  actor: string;
  postings: Posting[];
}

export interface PostedJournal {
  journalId: number;
  /** True when the key had been used: the first journal is returned and nothing moved now. */
  replayed: boolean;
  /** Balance of each account of the journal right after it (the first time's values on a replay). */
  balances: Map<number, bigint>;
}

/**
 * Posts one balanced journal atomically, inside the caller's transaction when given one, else in
 * its own. The accounts are locked first, in ascending id order (SELECT … FOR UPDATE), so two
 * journals touching the same accounts always lock them in the same order (no deadlocks); every
 * check happens before the first write, so a refusal leaves nothing behind even when the caller
 * catches it and goes on. The UPDATE keeps the `balance + amount >= 0` condition as a second guard.
 */
export async function postJournal(db: DbOrTx, params: PostJournalParams): Promise<PostedJournal> {
  const merged = new Map<number, bigint>();
  for (const p of params.postings) merged.set(p.accountId, (merged.get(p.accountId) ?? 0n) + p.amount);
  const postings = [...merged].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => a - b);
  const sum = postings.reduce((s, [, amount]) => s + amount, 0n);
  if (postings.length < 2 || sum !== 0n) throw new Error(`journal ${params.type} is not balanced (sum ${sum})`);
  if (db instanceof PgTransaction) return post(db, params, postings);
  return db.transaction((tx) => post(tx, params, postings));
}

async function post(tx: DbOrTx, params: PostJournalParams, postings: [number, bigint][]): Promise<PostedJournal> {
  const ids = postings.map(([id]) => id);
  // Plain parameterised SQL on the hot path (no query building); values as text so pg and PGlite agree.
  const locked = await tx.execute(sql`
    SELECT id::text AS id, user_id::text AS user_id, balance::text AS balance, currency FROM ledger_accounts
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`);
  const accounts = (locked as unknown as { rows: { id: string; user_id: string | null; balance: string; currency: string }[] }).rows.map((r) => ({
    id: Number(r.id),
    userId: r.user_id === null ? null : Number(r.user_id),
    balance: BigInt(r.balance),
    currency: r.currency,
  }));
  if (accounts.length !== ids.length) throw new Error(`journal ${params.type}: unknown account`);
  if (new Set(accounts.map((a) => a.currency)).size !== 1) throw new Error(`journal ${params.type} mixes currencies`);
  const amounts = new Map(postings);
  const overdrawn = accounts.some((a) => a.userId !== null && a.balance + amounts.get(a.id)! < 0n);
  if (overdrawn) {
    // A retry of a journal that went through earlier is answered even if the balance moved since.
    const earlier = await replay(tx, params.idempotencyKey);
    if (earlier) return earlier;
    throw new AppError('insufficientBalance');
  }
  // One statement writes the journal, moves the balances (the `balance + amount >= 0` guard kept)
  // and writes the postings with their balance_after: no round trip between the three, and the
  // statement is atomic. Nothing moves when the key was used (the journal insert yields no row).
  const deltas = sql.join(
    postings.map(([id, amount]) => sql`(${id}::bigint, ${amount}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    WITH j AS (
      INSERT INTO ledger_journals (type, reference, idempotency_key, actor)
      VALUES (${params.type}, ${params.reference}, ${params.idempotencyKey}, ${params.actor})
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), d (id, amount) AS (VALUES ${deltas}),
    u AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.amount
      FROM d, j
      WHERE a.id = d.id AND (a.user_id IS NULL OR a.balance + d.amount >= 0)
      RETURNING a.id, a.balance, d.amount, j.id AS journal_id
    ), p AS (
      INSERT INTO ledger_postings (journal_id, account_id, amount, balance_after)
      SELECT journal_id, id, amount, balance FROM u
    )
    SELECT j.id::text AS journal_id, u.id::text AS account_id, u.balance::text AS balance FROM j LEFT JOIN u ON true`);
  const rows = (result as unknown as { rows: { journal_id: string; account_id: string | null; balance: string | null }[] }).rows;
  if (!rows[0]) return (await replay(tx, params.idempotencyKey))!;
  const journalId = Number(rows[0].journal_id);
  const updated = rows.filter((r) => r.account_id !== null);
  // Cannot happen with the rows locked and checked above; refuse rather than post half a journal.
  if (updated.length !== ids.length) throw new Error(`journal ${params.type}: balance changed under lock`);
  const balances = new Map(updated.map((r) => [Number(r.account_id), BigInt(r.balance!)]));
  return { journalId, replayed: false, balances };
}

async function replay(db: DbOrTx, idempotencyKey: string): Promise<PostedJournal | null> {
  const rows = await db
    .select({ journalId: ledgerPostings.journalId, accountId: ledgerPostings.accountId, balanceAfter: ledgerPostings.balanceAfter })
    .from(ledgerPostings)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerPostings.journalId))
    .where(eq(ledgerJournals.idempotencyKey, idempotencyKey));
  if (!rows[0]) return null;
  return {
    journalId: rows[0].journalId,
    replayed: true,
    balances: new Map(rows.map((r) => [r.accountId, r.balanceAfter])),
  };
}

/**
 * Locks one account and returns its balance, for a caller that checks a balance and then posts
 * against it in the same transaction (a house round): no other writer moves it in between. The
 * only place besides postJournal that selects accounts FOR UPDATE, so the lock order stays the ledger's.
 */
export async function lockAccount(tx: DbOrTx, accountId: number): Promise<bigint> {
  const rows = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).for('update');
  if (!rows[0]) throw new Error(`lockAccount: no account ${accountId}`);
  return rows[0].balance;
}

/**
 * Locks every account of a player in id order, for operations that post several journals in
 * one transaction (one-key recovery): postJournal locks per journal, and without this two such
 * transactions could take a player's accounts in different orders.
 */
export async function lockPlayerAccounts(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId)).orderBy(asc(ledgerAccounts.id)).for('update');
}

export interface AccountBalance {
  kind: string;
  currency: string;
  balance: bigint;
}

/** Every account of a player with its balance (flat select: BIGINT stays exact). */
export async function playerAccounts(db: DbOrTx, userId: number): Promise<AccountBalance[]> {
  return db
    .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerAccounts.id));
}

/** Balance of some accounts of a player by kind (0 for accounts not yet opened). */
export async function balancesOf(db: DbOrTx, userId: number, kinds: AccountKind[], currency: Currency = 'CNY'): Promise<Map<string, bigint>> {
  const rows = kinds.length
    ? await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency), inArray(ledgerAccounts.kind, kinds)))
    : [];
  const map = new Map<string, bigint>(kinds.map((k) => [k, 0n]));
  for (const r of rows) map.set(r.kind, r.balance);
  return map;
}

export interface HouseCreditsParams {
  type: string;
  idempotencyKey: string;
  reference: string;
  actor: string;
  /** The paying house account (may go negative). */
  house: `house:${string}`;
  /** The credited player account kind (opened where missing). */
  kind: PlayerKind;
  /** A SELECT yielding `user_id, amount` (amount > 0 minor units, one row per player): e.g. a day's interest. */
  credits: SQL;
}

/**
 * Pays many players from one house account in ONE journal (set-wise, for a daily job: no per-player round trip):
 * the house posting is minus the sum, each player's account gets its own posting and balance_after. The accounts
 * are locked first in ascending id order, like postJournal, so a concurrent journal of one of these players never
 * deadlocks with it. A key used before moves nothing. Returns how many players were paid and the total.
 */
export async function creditPlayersFromHouse(tx: DbOrTx, params: HouseCreditsParams): Promise<{ players: number; total: bigint; replayed: boolean }> {
  const houseId = await ensureAccount(tx, { userId: null, kind: params.house });
  await tx.execute(sql`
    INSERT INTO ledger_accounts (user_id, kind, currency)
    SELECT c.user_id, ${params.kind}, 'CNY' FROM (${params.credits}) c
    ON CONFLICT DO NOTHING`);
  const accounts = sql`SELECT la.id, c.amount FROM (${params.credits}) c
    JOIN ledger_accounts la ON la.user_id = c.user_id AND la.kind = ${params.kind} AND la.currency = 'CNY' WHERE c.amount > 0`;
  await tx.execute(sql`
    SELECT count(*) FROM (
      SELECT id FROM ledger_accounts WHERE id = ${houseId} OR id IN (SELECT id FROM (${accounts}) a)
      ORDER BY id FOR UPDATE
    ) l`);
  const result = await tx.execute(sql`
    WITH c AS (${accounts}),
    total AS (SELECT coalesce(sum(amount), 0)::bigint AS s, count(*) AS n FROM c),
    j AS (
      INSERT INTO ledger_journals (type, reference, idempotency_key, actor)
      SELECT ${params.type}, ${params.reference}, ${params.idempotencyKey}, ${params.actor} FROM total WHERE n > 0
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), d (id, amount) AS (
      SELECT id, amount FROM c UNION ALL SELECT ${houseId}::bigint, -s FROM total
    ), u AS (
      UPDATE ledger_accounts a SET balance = a.balance + d.amount
      FROM d, j
      WHERE a.id = d.id
      RETURNING a.id, a.balance, d.amount, j.id AS journal_id
    ), p AS (
      INSERT INTO ledger_postings (journal_id, account_id, amount, balance_after)
      SELECT journal_id, id, amount, balance FROM u
    )
    SELECT (SELECT count(*) FROM j)::int AS journals, (SELECT n FROM total)::int AS players, (SELECT s FROM total)::text AS total`);
  const row = (result as unknown as { rows: { journals: number; players: number; total: string }[] }).rows[0]!;
  const players = Number(row.players);
  return { players, total: BigInt(row.total), replayed: players > 0 && Number(row.journals) === 0 };
}
