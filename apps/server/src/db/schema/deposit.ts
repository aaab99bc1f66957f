import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { I18nText } from './content.js';
import { ledgerJournals } from './ledger.js';
import { users } from './users.js';

/** The receiving account a player pays into (api-contract.md getRechargeAccountInfo). */
export interface ReceivingAccount {
  bankName?: string;
  accountName?: string;
  accountNo?: string;
  branch?: string;
  address?: string;
  protocol?: string;
  qrImage?: string;
}

/**
 * Deposit methods as data (spec.md §3, design.md §8: limits are data, not code). Amount limits
 * are minor units of the method's currency (spec.md §5: min 100; max 3000 for bank methods and
 * 1,000,000 for virtual currency). `exchangeRate` (CNY per unit, decimal string) converts a USDT
 * deposit into the central wallet's CNY; null for CNY methods.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  name: jsonb('name').$type<I18nText>().notNull(),
  /** CNY | USDT */
  currency: text('currency').notNull().default('CNY'),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  needVoucher: boolean('need_voucher').notNull().default(false),
  needDepositorName: boolean('need_depositor_name').notNull().default(false),
  account: jsonb('account').$type<ReceivingAccount>().notNull().default({}),
  /** The payment provider behind an online method (payment_providers.code), null for manual ones. */
  provider: text('provider'),
  protocols: jsonb('protocols').$type<string[]>().notNull().default([]),
  coinTypes: jsonb('coin_types').$type<string[]>().notNull().default([]),
  exchangeRate: text('exchange_rate'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Payment providers behind /web/{provider}/createOrder (spec.md §7, about 25). Only configured
 * ones (`enabled`) take orders; the others answer paymentProviderUnavailable until an operator
 * sets them up. `config` holds non-secret settings; secrets come from the environment.
 */
export const paymentProviders = pgTable('payment_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
});

/**
 * Deposit orders (spec.md §3-4): awaiting_payment → under_review (voucher uploaded) → completed,
 * or cancelled (player, with reason), rejected (operator), expired (lifetime passed unpaid).
 * At most one open order per player (partial unique index). `amount` is in the order's currency;
 * `creditAmount` is what the central wallet (CNY) receives.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    methodType: text('method_type').notNull(),
    provider: text('provider'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    creditAmount: bigint('credit_amount', { mode: 'bigint' }).notNull(),
    depositorName: text('depositor_name'),
    coinType: text('coin_type'),
    protocol: text('protocol'),
    status: text('status').notNull(),
    vouchers: jsonb('vouchers').$type<string[]>().notNull().default([]),
    cancelReason: text('cancel_reason'),
    remark: text('remark'),
    /** Why an operator should look: e.g. amountMismatch (a provider reported a different amount). */
    flag: text('flag'),
    paidAmount: bigint('paid_amount', { mode: 'bigint' }),
    providerRef: text('provider_ref'),
    journalId: bigint('journal_id', { mode: 'number' }).references(() => ledgerJournals.id),
    reviewedBy: text('reviewed_by'),
    rejectReason: text('reject_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_one_open')
      .on(t.userId)
      .where(sql`${t.status} IN ('awaiting_payment', 'under_review')`),
    index('deposit_orders_user_time').on(t.userId, t.createdAt),
    index('deposit_orders_status_time').on(t.status, t.createdAt),
    index('deposit_orders_due').on(t.expiresAt).where(sql`${t.status} = 'awaiting_payment'`),
    index('deposit_orders_cancelled').on(t.userId, t.cancelledAt).where(sql`${t.status} = 'cancelled'`),
    // Credited deposits per day (operator dashboard).
    index('deposit_orders_completed').on(t.completedAt).where(sql`${t.status} = 'completed'`),
    // Whether a player had a completed deposit before a time (first depositors).
    index('deposit_orders_user_completed').on(t.userId, t.completedAt).where(sql`${t.status} = 'completed'`),
  ],
);

/** Provider notifications seen, by their id: a replayed notify finds its row and changes nothing. */
export const paymentNotifies = pgTable(
  'payment_notifies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull(),
    orderNo: text('order_no').notNull(),
    /** completed | amountMismatch | ignored:<status> */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_notifies_provider_id').on(t.provider, t.notifyId)],
);

/** Who uploaded which file (modules/upload): vouchers must be the player's own uploads; size and time feed the quota. */
export const userUploads = pgTable('user_uploads', {
  name: text('name').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  /** Bytes stored (the per-player quota, `upload_max_total_mb`). */
  size: bigint('size', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
},
(t) => [index('user_uploads_user_created').on(t.userId, t.createdAt)]);
