import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The VIP table (spec.md §3 "VIP level", §4, §6; issue 15): ten levels as data, seeded by
 * seed/data/0011-vip.json and edited on the operator console. Amounts in minor units (fen).
 * Values chosen for a fresh install: docs/decisions.md "VIP table".
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer('level').primaryKey(),
    /** Cumulative valid bet (since registration) that reaches this level (level 1: 0). */
    requiredBet: bigint('required_bet', { mode: 'bigint' }).notNull(),
    /** Valid bet needed within each 90-day window to keep this level (spec.md §4); 0 = no demotion. */
    keepBet: bigint('keep_bet', { mode: 'bigint' }).notNull(),
    /** Paid once per level reached, claimed by hand (spec.md §6). */
    upgradeGift: bigint('upgrade_gift', { mode: 'bigint' }).notNull(),
    birthdayGift: bigint('birthday_gift', { mode: 'bigint' }).notNull(),
    weeklyRedPacket: bigint('weekly_red_packet', { mode: 'bigint' }).notNull(),
    /** Withdrawals per platform day (Asia/Shanghai), rejected ones not counted. */
    dailyWithdrawCount: integer('daily_withdraw_count').notNull(),
    /** Sum of a platform day's withdrawals, rejected ones not counted. */
    dailyWithdrawLimit: bigint('daily_withdraw_limit', { mode: 'bigint' }).notNull(),
    /** Promotion discount (spec.md §3): the smallest transfer into a venue that earns it. */
    promoMinTransfer: bigint('promo_min_transfer', { mode: 'bigint' }).notNull(),
    /** Bonus as a ratio of the transfer, in parts per million (50000 = 5%). */
    promoBonusPpm: integer('promo_bonus_ppm').notNull(),
    promoMaxBonus: bigint('promo_max_bonus', { mode: 'bigint' }).notNull(),
    /** Turnover multiple in hundredths (1000 = 10×) of bonus plus transfer. */
    promoTurnoverHundredths: integer('promo_turnover_hundredths').notNull(),
    /** Days the discount stays valid. */
    promoDays: integer('promo_days').notNull(),
    /** The venue (plat_type) the discount applies to; null = any venue. */
    promoVenue: text('promo_venue'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vip_levels_level', sql`${t.level} BETWEEN 1 AND 10`),
    check('vip_levels_amounts', sql`${t.requiredBet} >= 0 AND ${t.keepBet} >= 0 AND ${t.upgradeGift} >= 0 AND ${t.birthdayGift} >= 0 AND ${t.weeklyRedPacket} >= 0 AND ${t.dailyWithdrawLimit} >= 0`),
  ],
);

/**
 * Daily rebate ratio per level and game type (spec.md §3; api-contract-wave2.md VIP `rebate` keys: sports, esports,
 * basketball, live, chess, slots, lottery), in parts per million of the valid bet (4000 = 0.40%).
 * A rebate is floor(valid bet × ppm / 1 000 000): never rounded up (docs/decisions.md "Rebate rounding").
 */
export const vipRebateRatios = pgTable(
  'vip_rebate_ratios',
  {
    level: integer('level')
      .notNull()
      .references(() => vipLevels.level),
    gameType: text('game_type').notNull(),
    ratioPpm: integer('ratio_ppm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.gameType] }), check('vip_rebate_ratios_ppm', sql`${t.ratioPpm} BETWEEN 0 AND 100000`)],
);

/**
 * Valid bets per player, platform day (Asia/Shanghai, of settled_at) and game type: written by the VIP
 * settleBet consumer (one upsert per settled bet), read set-wise by the daily VIP review and the daily rebate.
 */
export const playerDailyBets = pgTable(
  'player_daily_bets',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameType: text('game_type').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    betCount: integer('bet_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId, t.gameType] }), index('player_daily_bets_user').on(t.userId, t.day)],
);

/**
 * A player's standing in the VIP programme (users.vip_level stays the level every module reads). Counters are
 * kept by the daily review job, through `counted_through` (a closed platform day), so a day is counted once.
 */
export const vipStanding = pgTable('vip_standing', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** Cumulative valid bet since registration, through counted_through. */
  validBetTotal: bigint('valid_bet_total', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Valid bet since keep_window_start, through counted_through (maintenance, spec.md §4). */
  keepValidBet: bigint('keep_valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
  /** First platform day of the current 90-day maintenance window. */
  keepWindowStart: date('keep_window_start', { mode: 'string' }).notNull(),
  countedThrough: date('counted_through', { mode: 'string' }),
  /** The platform day of the last promotion (at most one level a day). */
  lastPromotedOn: date('last_promoted_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every level change of a player: promotion, demotion (the daily review) or an operator's set (audited). */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    /** promotion | demotion | operator */
    reason: text('reason').notNull(),
    /** The platform day the review evaluated (the operator's set: the day it happened). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The operator's username for reason = operator. */
    operator: text('operator'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vip_level_changes_user').on(t.userId, t.createdAt), index('vip_level_changes_created').on(t.createdAt)],
);
