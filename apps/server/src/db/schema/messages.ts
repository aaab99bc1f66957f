import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { notices, type I18nText } from './content.js';
import { users } from './users.js';

/**
 * The message centre (issue 17; docs/decisions.md "Message centre"). ONE row per message whatever its audience:
 * - `user`: one player, named in user_id (event messages and an operator's private message: one INSERT);
 * - `users`: a list, one message_recipients row per player;
 * - `vip`: players whose level is within vip_from..vip_to when they read;
 * - `all`: everyone.
 * For `all`/`vip`, include_later says whether players registered after the message see it too.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** private | notice | activity | announcement | finance */
    category: text('category').notNull(),
    /** user | users | vip | all */
    audience: text('audience').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    vipFrom: integer('vip_from'),
    vipTo: integer('vip_to'),
    includeLater: boolean('include_later').notNull().default(false),
    title: jsonb('title').$type<I18nText>().notNull(),
    content: jsonb('content').$type<I18nText>().notNull(),
    /** The operator who sent it; null for event messages written by the platform. */
    operator: text('operator'),
    /** How many players it was addressed to when sent (user/users: exact; vip/all: the players matching then). */
    recipients: integer('recipients').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn by an operator: no player sees it any more. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The notice published as "announcement" this broadcast carries into the message centre (issue 24): shown while
     * that notice is an active announcement inside its publication window, with its texts.
     */
    noticeId: integer('notice_id').references(() => notices.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A player's private messages, newest first (the direct branch of the list).
    index('messages_user').on(t.userId, t.id).where(sql`user_id IS NOT NULL AND withdrawn_at IS NULL`),
    // The broadcasts (all / vip) every list and count reads: few rows, kept in their own small index.
    index('messages_broadcast').on(t.id, t.createdAt).where(sql`audience IN ('all', 'vip') AND withdrawn_at IS NULL`),
    // The operator's sent list, by category.
    index('messages_category').on(t.category, t.id),
    // One message per announcement.
    uniqueIndex('messages_notice').on(t.noticeId).where(sql`notice_id IS NOT NULL`),
  ],
);

/** The players of a `users` message (a list): one row per player named. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] }), index('message_recipients_message').on(t.messageId)],
);

/** What a player did with a message (read, deleted): a row only once they did something. */
export const messageStates = pgTable(
  'message_states',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] }), index('message_states_message').on(t.messageId).where(sql`read_at IS NOT NULL`)],
);
