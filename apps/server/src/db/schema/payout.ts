import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { banks, type I18nText } from './content.js';
import { ledgerJournals } from './ledger.js';
import { users } from './users.js';

/**
 * Bank cards a player withdraws to (spec.md §3 Bank card, §9 up to 10). The full number is kept for
 * the operator who pays out; players only ever see it masked (spec.md §5). A number can be bound by
 * one account only (docs/decisions.md, "Cashier: payout accounts").
 */
export const payoutBankCards = pgTable(
  'payout_bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    cardNo: text('card_no').notNull(),
    cardholder: text('cardholder').notNull(),
    /** debit | credit */
    cardType: text('card_type').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_bank_cards_card_no').on(t.cardNo), index('payout_bank_cards_user').on(t.userId)],
);

/**
 * Virtual-coin and third-party accounts (spec.md §3): kind blockchain | ebpay | koipay | alipay |
 * wechat | other. Blockchain rows carry coin type and protocol; Alipay/WeChat a QR image.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    alias: text('alias').notNull(),
    account: text('account').notNull(),
    coinType: text('coin_type'),
    protocol: text('protocol'),
    qrImage: text('qr_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_accounts_user_kind_account').on(t.userId, t.kind, t.account), index('payout_accounts_user').on(t.userId, t.kind)],
);

/**
 * Turnover requirements (spec.md §9: withdrawal turnover 1x of deposits; later bonuses with their
 * own multiples). Valid bets fill the oldest open requirement first; a requirement is met when
 * accumulated reaches required. One row per (source, reference), so adding one twice is harmless.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** deposit | bonus | … */
    source: text('source').notNull(),
    /** The order or grant it comes from. */
    reference: text('reference').notNull(),
    required: bigint('required', { mode: 'bigint' }).notNull(),
    accumulated: bigint('accumulated', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    metAt: timestamp('met_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('turnover_requirements_source_ref').on(t.source, t.reference),
    index('turnover_requirements_open').on(t.userId, t.id).where(sql`${t.metAt} IS NULL`),
  ],
);

/** Withdrawal methods with their amount bounds (api-contract.md getWithdrawMethod); data, seeded. */
export const withdrawMethods = pgTable('withdraw_methods', {
  type: text('type').primaryKey(),
  name: jsonb('name').$type<I18nText>().notNull(),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Reservation slots (spec.md §9) in platform hours with their extra rate in basis points (0.1% = 10); data, seeded. */
export const withdrawSlots = pgTable('withdraw_slots', {
  slot: text('slot').primaryKey(),
  startHour: integer('start_hour').notNull(),
  endHour: integer('end_hour').notNull(),
  extraRateBp: integer('extra_rate_bp').notNull(),
});

/**
 * Withdrawal orders (spec.md §3, §4). The amount moves central → locked at request (journal
 * `withdraw:<orderNo>:request`), locked → house:withdrawals on pay (plus the reservation extra from
 * house:withdraw-bonus, `…:pay`), locked → central on reject (`…:refund`). The account is copied
 * into `account` so the order still says where the money went after the player deletes it.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** bankCard | usdt | ebpay | koipay */
    method: text('method').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    account: jsonb('account').$type<Record<string, string | null>>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Reservation extra paid with the withdrawal (0 for instant). */
    extraAmount: bigint('extra_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    extraRateBp: integer('extra_rate_bp').notNull().default(0),
    /** instant | reservation */
    type: text('type').notNull(),
    slot: text('slot'),
    /** Reservation: the start of the chosen slot, when it may be paid. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** under_review | scheduled | paid | rejected */
    status: text('status').notNull(),
    /** The platform day (Asia/Shanghai, YYYY-MM-DD) it counts against for the daily limits. */
    day: text('day').notNull(),
    requestJournalId: bigint('request_journal_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerJournals.id),
    settleJournalId: bigint('settle_journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_user_day').on(t.userId, t.day),
    index('withdrawals_status').on(t.status, t.id),
    // Paid withdrawals and players requesting one, per day (operator dashboard).
    index('withdrawals_paid').on(t.reviewedAt).where(sql`${t.status} = 'paid'`),
    index('withdrawals_created').on(t.createdAt),
  ],
);
