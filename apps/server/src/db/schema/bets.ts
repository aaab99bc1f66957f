import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * Every bet of every venue (issue 11 item 3): written by the venue when a bet is placed and when it
 * is settled (modules/bets/service.ts), read by the bet records and by whatever counts settled bets
 * (turnover today; VIP progress, rebates, agent statistics later). A venue's own tables (house_rounds)
 * keep what it needs to play and verify a round; this table is the venue-neutral record of the bet.
 * Amounts in minor units.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    /** The game's lobby category (GAME_TYPES: sports | live | chess | esports | lottery | slots). */
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The venue's own id of the bet (the house venue: its round id); the betId of the bet records. */
    sourceRef: text('source_ref').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** payout − stake: negative when the player lost. */
    winLoss: bigint('win_loss', { mode: 'bigint' }).notNull().default(sql`0`),
    /** placed | settled | void */
    status: text('status').notNull(),
    /** What a record screen shows of the bet: its lines and the game's outcome (venue-defined JSON). */
    details: jsonb('details'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // A venue reports a bet once: a repeated place or settle finds the same row.
    unique('bets_source').on(t.platType, t.sourceRef),
    // The bet records: one player's bets by time.
    index('bets_user_placed').on(t.userId, t.placedAt),
    // Daily totals of settled bets (repo.dailyTotals): of one player, or of every player for a day range.
    index('bets_user_type_settled').on(t.userId, t.gameType, t.settledAt).where(sql`${t.status} = 'settled'`),
    index('bets_settled').on(t.settledAt).where(sql`${t.status} = 'settled'`),
  ],
);
