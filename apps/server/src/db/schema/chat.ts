import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { operators } from './operators.js';
import { users } from './users.js';

/**
 * Customer-service chat (issue 17; docs/chat-protocol.md; modules/chat). A player has at most one open (queued or
 * assigned) conversation; closing it ends it, and the player's next message opens a new one.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** queued | assigned | closed */
    status: text('status').notNull().default('queued'),
    assignedTo: bigint('assigned_to', { mode: 'number' }).references(() => operators.id),
    /** The newest message (its id, first characters and time), for the queue and for the bus's prevId. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastText: text('last_text'),
    lastAt: timestamp('last_at', { withTimezone: true }),
    /** Read marks: every message with id ≤ the mark is read by that side. */
    playerReadUpTo: bigint('player_read_up_to', { mode: 'number' }).notNull().default(0),
    operatorReadUpTo: bigint('operator_read_up_to', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_open').on(t.userId).where(sql`${t.status} <> 'closed'`),
    index('chat_conversations_user').on(t.userId, t.id),
    index('chat_conversations_status_last').on(t.status, t.lastAt),
    check('chat_conversations_status_known', sql`${t.status} in ('queued', 'assigned', 'closed')`),
  ],
);

/** Messages; the id orders them. (conversation, client_id) is unique: a resent frame is stored once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    /** player | operator | system */
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    text: text('text'),
    image: text('image'),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_conversation_id').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_id').on(t.conversationId, t.clientId),
    check('chat_messages_sender_known', sql`${t.sender} in ('player', 'operator', 'system')`),
  ],
);

/** Replies an operator picks from a list (console). */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Which support operators are on duty (the console's switch); nobody on duty → the player sees the offline form. */
export const chatDuty = pgTable('chat_duty', {
  operatorId: bigint('operator_id', { mode: 'number' })
    .primaryKey()
    .references(() => operators.id),
  onDuty: boolean('on_duty').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
