import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Player feedback (spec.md §2 /pages/feedback/*, §3, §5; api-contract-wave2.md "Feedback"; issue 17). A player
 * writes it (type of the feedbackType dictionary, an optional own order of the last 7 days, 20-200 characters, own
 * uploaded images); an operator replies or closes it. A player's delete only hides it from the player (deleted_at):
 * the operator keeps the case, and the daily limit still counts it. docs/decisions.md "Feedback".
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** A key of the feedbackType dictionary (deposit, withdraw, suggestion, …). */
    type: text('type').notNull(),
    /** One of the player's wallet_records (transaction records) created within 7 days of the save; null when none. */
    orderNo: text('order_no'),
    content: text('content').notNull(),
    /** URLs of the player's own uploads (/uploads/<hex>.png|jpg). */
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** open | replied | closed */
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_user_time').on(t.userId, t.createdAt),
    index('feedback_status_id').on(t.status, t.id),
    check('feedback_status_known', sql`${t.status} in ('open', 'replied', 'closed')`),
  ],
);
