import { bigint, bigserial, customType, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operators.js';
import { users } from './users.js';

/** A PostgreSQL bit string, read and written as text of 0/1 (only SQL reads it: bit_or, bit_count). */
const varbit = customType<{ data: string }>({ dataType: () => 'varbit' });

/**
 * The operator dashboard's rollup (modules/dashboard, docs/decisions.md "Operator dashboard"): one row per
 * closed platform day (Asia/Shanghai), written set-wise by the stats-daily job (or on demand for a day it
 * has not reached yet), never by hand. Amounts in minor units (CNY).
 */
export const statsDaily = pgTable('stats_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Credited deposits (credit_amount of orders completed that day). */
  deposits: bigint('deposits', { mode: 'bigint' }).notNull(),
  /** Paid withdrawals (amount + reservation extra, what house:withdrawals received that day). */
  withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull(),
  registrations: integer('registrations').notNull(),
  /** Players whose first completed deposit is that day. */
  firstDepositors: integer('first_depositors').notNull(),
  activePlayers: integer('active_players').notNull(),
  /**
   * Bit i set = player id i active that day: the distinct active players of a range are the bit count of
   * the OR of its days (a few KB per day; no per-player rows to count at request time).
   */
  activeBits: varbit('active_bits').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settled bets per closed platform day and game type (stake and payout in minor units). */
export const statsDailyGame = pgTable(
  'stats_daily_game',
  {
    day: date('day', { mode: 'string' }).notNull(),
    gameType: text('game_type').notNull(),
    betCount: integer('bet_count').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    payouts: bigint('payouts', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.gameType] })],
);

/**
 * Today's figures per closed hour (docs/decisions.md "Operator dashboard"): so a request computes live only the
 * current hour. Written on demand for hours that ended a while ago (SETTLE_MS), deleted two days later; a day's
 * figures once closed always come from stats_daily, computed afresh from the day's rows.
 */
export const statsHourly = pgTable('stats_hourly', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  deposits: bigint('deposits', { mode: 'bigint' }).notNull(),
  withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull(),
  registrations: integer('registrations').notNull(),
  firstDepositors: integer('first_depositors').notNull(),
  activeBits: varbit('active_bits').notNull(),
});

export const statsHourlyGame = pgTable(
  'stats_hourly_game',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    gameType: text('game_type').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    payouts: bigint('payouts', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.gameType] })],
);

/** Operators' notes on a player (player/note), newest first in the player view. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_user').on(t.userId, t.id)],
);
