import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The cashbox (issue 16; api-contract-wave2.md "Cashbox"): interest on the player's `cashbox` ledger account.
 * The money itself lives in the ledger; these tables hold what the daily accrual needs besides balances.
 * docs/decisions.md "Cashbox".
 */

/**
 * Every switch into or out of the cashbox, at the clock's time, with the cashbox balance right after it: the
 * accrual reads from it the lowest balance held through the holding window (the minimum holding time).
 */
export const cashboxMoves = pgTable(
  'cashbox_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull().unique(),
    /** Signed minor units, as seen from the cashbox (in > 0, out < 0). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cashbox_moves_user').on(t.userId, t.id), index('cashbox_moves_at').on(t.at)],
);

/**
 * Per player: the remainder of interest not yet paid, in sub-fen units (1 fen = 3 650 000 units: 10 000 basis
 * points × 365 days, so a day's exact interest at a whole number of basis points is a whole number of units),
 * and the interest paid so far.
 */
export const cashboxState = pgTable(
  'cashbox_state',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    carry: bigint('carry', { mode: 'bigint' }).notNull().default(sql`0`),
    totalIncome: bigint('total_income', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('cashbox_state_carry', sql`${t.carry} >= 0 AND ${t.carry} < 3650000`)],
);

/** The income history: one row per player per platform day on which an eligible balance was held. */
export const cashboxIncome = pgTable(
  'cashbox_income',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The platform day (YYYY-MM-DD) the interest is for. */
    day: text('day').notNull(),
    /** The balance that earned interest (held through the window), minor units. */
    eligible: bigint('eligible', { mode: 'bigint' }).notNull(),
    /** Paid for the day, minor units (the carried remainder included). */
    income: bigint('income', { mode: 'bigint' }).notNull(),
    /** The annual rate applied, in basis points (80 = 0.80 %). */
    rateBp: integer('rate_bp').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('cashbox_income_day').on(t.day)],
);
