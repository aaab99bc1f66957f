import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { I18nText } from './content.js';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * The game catalogue of the lobby (spec.md §2 game/list, api-contract.md Games): every game a venue
 * serves, named in the nine languages. A game code is unique within its venue (platType).
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    platType: text('plat_type')
      .notNull()
      .references(() => venues.platType),
    gameCode: text('game_code').notNull(),
    name: jsonb('name').$type<I18nText>().notNull(),
    /** sports | live | chess | esports | lottery | slots (GAME_TYPES) */
    gameType: text('game_type').notNull(),
    icon: text('icon').notNull().default(''),
    hot: boolean('hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** normal | maintenance */
    status: text('status').notNull().default('normal'),
    /** Keyword searches that found this game (getTop5PopularSearchGame). */
    searchCount: bigint('search_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('games_plat_code').on(t.platType, t.gameCode),
    index('games_type_sort').on(t.gameType, t.sort),
    index('games_popular').on(sql`${t.searchCount} DESC`, t.sort),
  ],
);

/** A player's favourite games (spec.md §7 gameCollect save/delete); one row per player and game. */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    platType: text('plat_type').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('game_favourites_user_game').on(t.userId, t.platType, t.gameCode),
    foreignKey({ columns: [t.platType, t.gameCode], foreignColumns: [games.platType, games.gameCode], name: 'game_favourites_game' }),
  ],
);

/** The six lobby categories of the home tabs (spec.md §2; getApiGameCategoryList). */
export const gameCategories = pgTable('game_categories', {
  gameType: text('game_type').primaryKey(),
  name: jsonb('name').$type<I18nText>().notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
