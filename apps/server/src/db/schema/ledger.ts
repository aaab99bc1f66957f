import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Double-entry ledger (design.md §5). Only apps/server/src/ledger writes these tables.
 * kind: central | locked | welfare | cashbox | venue:<platType> for a player (user_id set);
 * house:<name> for the house (user_id null; may go negative: it is the other side of every movement).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull().default('CNY'),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: one house account per (kind, currency) too.
    unique('ledger_accounts_owner_kind').on(t.userId, t.kind, t.currency).nullsNotDistinct(),
    check('ledger_accounts_player_non_negative', sql`${t.userId} IS NULL OR ${t.balance} >= 0`),
    check('ledger_accounts_currency', sql`${t.currency} IN ('CNY', 'USDT')`),
  ],
);

export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** transfer | adjust | deposit | withdraw | bonus | rebate | bet | payout | reversal … */
    type: text('type').notNull(),
    /** The business reference (an order number). */
    reference: text('reference').notNull(),
    /** A retried movement with the same key returns this journal and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Who caused it: user:<id>, operator:<name>, job:<name>, cli. */
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_journals_reference').on(t.reference)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('ledger_postings_journal').on(t.journalId), index('ledger_postings_account').on(t.accountId)],
);

/**
 * The player's transaction history (api-contract.md Records): one row per order, written by the
 * service that moves the money, so statuses of orders that take time (withdrawals) can change.
 */
export const walletRecords = pgTable(
  'wallet_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** deposit | withdraw | transfer | bonus | rebate | adjust */
    type: text('type').notNull(),
    /** How: for transfers `central→house_live`; for adjustments the reason. */
    mode: text('mode').notNull(),
    /** Signed, as seen from the player's central wallet. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    /** pending | success | failed */
    status: text('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_records_user_time').on(t.userId, t.createdAt)],
);

/**
 * Idempotency-Key of money calls (api-contract.md Wallet): per caller scope (u:<userId>,
 * o:<operatorId>), the hash of the request and the first answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The first answer as JSON text (not jsonb, which reorders keys: a replay is byte-identical). */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
