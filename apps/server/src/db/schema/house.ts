import type { HouseRoundBet } from '@app/shared';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * The house venue's own tables (api-contract.md House venue). Money never lives here: stakes and
 * payouts are ledger journals; these rows are what was played and how it can be verified.
 */

/** One-time launch tickets from getGameUrl: short-lived, stored hashed, spent by `session`. */
export const houseLaunchTickets = pgTable(
  'house_launch_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    gameCode: text('game_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('house_launch_tickets_expiry').on(t.expiresAt)],
);

/** Game-client sessions: one player at one platType (a session covers every game of it). */
export const houseSessions = pgTable(
  'house_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('house_sessions_user').on(t.userId)],
);

/**
 * Provably fair seeds per (player, platType) (docs/games/fairness.md): the hash is shown before the
 * seed is used; `reveal` ends it (revealedAt) and a new one starts at nonce 0. One open seed each.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round under this seed. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('house_seeds_open').on(t.userId, t.platType).where(sql`${t.revealedAt} IS NULL`)],
);

/** Table state an engine keeps between rounds (baccarat's shoe), per player and game. */
export const houseTableStates = pgTable(
  'house_table_states',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    gameCode: text('game_code').notNull(),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameCode] })],
);

/** Scheduled lottery draws (docs/games/scheduled-lottery.md): own seed, committed when bets open. */
export const houseLotteryDraws = pgTable('house_lottery_draws', {
  /** drawId(drawAt): the draw's Shanghai date, e.g. 2026-11-24; also its client seed. */
  drawNo: text('draw_no').primaryKey(),
  drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  result: jsonb('result'),
  /** open | drawn */
  status: text('status').notNull().default('open'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});

/**
 * Rounds played at the house venue: the bet records of this venue (api-contract getBetRecord).
 * status: settled | pending (scheduled lottery until its draw) | void. Amounts in minor units.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: text('round_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    gameCode: text('game_code').notNull(),
    /** [{ type, amount }] as placed, then with payout/validBet/result once settled (decimal strings). */
    bets: jsonb('bets').$type<HouseRoundBet[]>().notNull(),
    outcome: jsonb('outcome'),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    winLoss: bigint('win_loss', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status').notNull(),
    /** Player seeds of the round (null for lottery bets, which use the draw's seeds). */
    seedId: bigint('seed_id', { mode: 'number' }).references(() => houseSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    drawNo: text('draw_no').references(() => houseLotteryDraws.drawNo),
    /** Verification details beyond the seeds, e.g. the baccarat shoe's origin and first card. */
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_rounds_user_time').on(t.userId, t.createdAt),
    index('house_rounds_pending_draw').on(t.drawNo).where(sql`${t.status} = 'pending'`),
  ],
);
