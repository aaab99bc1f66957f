import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from './content.js';
import { ledgerJournals } from './ledger.js';
import { users } from './users.js';

/** Game venues (platTypes). The house venue registers one per lobby category (api-contract.md House venue). */
export const venues = pgTable('venues', {
  platType: text('plat_type').primaryKey(),
  name: jsonb('name').$type<I18nText>().notNull(),
  /** sports | live | chess | esports | lottery | slots */
  gameType: text('game_type').notNull(),
  /** Which adapter serves it: house, or a third-party provider's name. */
  provider: text('provider').notNull(),
  icon: text('icon').notNull().default(''),
  /** normal | maintenance */
  status: text('status').notNull().default('normal'),
  sort: integer('sort').notNull().default(0),
});

/**
 * Transfers between the central wallet and a venue wallet (design.md §5 transfer-wallet model):
 * pending until the venue answers, then confirmed or reversed; a job reconciles those whose
 * answer never came. House venue transfers are written confirmed in the same transaction.
 */
export const venueTransfers = pgTable(
  'venue_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    /** in: central → venue; out: venue → central */
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** pending | confirmed | reversed */
    status: text('status').notNull(),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
    settleJournalId: bigint('settle_journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venue_transfers_user').on(t.userId, t.createdAt),
    index('venue_transfers_pending').on(t.status).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Venue locks (spec.md §4): written by promotions, invitations and redemption codes when a bonus
 * is claimed; the venue stays locked until the turnover is met or its balance is below 5 yuan,
 * and the next transfer (or re-entry in free-transfer mode) then releases it.
 */
export const venueLocks = pgTable(
  'venue_locks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    requiredTurnover: bigint('required_turnover', { mode: 'bigint' }).notNull(),
    accumulatedTurnover: bigint('accumulated_turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
  },
  (t) => [index('venue_locks_open').on(t.userId, t.platType).where(sql`${t.releasedAt} IS NULL`)],
);

/** Per-player transfer preferences (api-contract.md getUserTransInfo / changeWalletType). */
export const walletSettings = pgTable('wallet_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  autoTransfer: boolean('auto_transfer').notNull().default(false),
  walletFree: boolean('wallet_free').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
