import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The welfare centre (spec.md §2 record/welfare, §6; api-contract-wave2.md "Welfare centre"): every reward a
 * player may claim. An item is a promise: no money moves until the player receives it (receiveWelfare posts
 * house → central through the ledger, with the item's turnover requirement). docs/decisions.md "Welfare items".
 */
export const welfareItems = pgTable(
  'welfare_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** dailyRebate | upgradeGift | birthdayGift | weeklyRedPacket | activityBonus | inviteBonus | inviteRebate | redeemCode | other */
    kind: text('kind').notNull(),
    /** virtual | physical */
    type: text('type').notNull().default('virtual'),
    /**
     * What makes the grant unique for its kind: the day of a daily rebate, `level:N` of an upgrade gift, the year of
     * a birthday gift, the Saturday of a weekly red packet. (user_id, kind, period_key) is unique: granted once.
     */
    periodKey: text('period_key').notNull(),
    /** What a title is made of (the level, the day …); the title itself is written in the reader's language. */
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Turnover the item carries once received, in hundredths of its amount (100 = 1×). */
    turnoverHundredths: integer('turnover_hundredths').notNull().default(100),
    /**
     * A bonus for one venue (issue 16, offers): receiving it pays into this venue's wallet and locks the venue until
     * `lock_turnover` is met or its balance is below the unlock threshold (spec.md §4), instead of the central wallet
     * and a withdrawal turnover requirement. Both null otherwise.
     */
    platType: text('plat_type'),
    lockTurnover: bigint('lock_turnover', { mode: 'bigint' }),
    /** pending (to be confirmed) | success (ready to receive) | failed | received | expired */
    status: text('status').notNull(),
    /** Claimable from (a weekly red packet opens Saturday 01:00 or 13:00). */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    /** Claimable until, exclusive: the expiry job marks it expired then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    unique('welfare_items_grant').on(t.userId, t.kind, t.periodKey),
    index('welfare_items_user').on(t.userId, t.id),
    index('welfare_items_open_expiry').on(t.expiresAt).where(sql`${t.status} IN ('pending', 'success')`),
    index('welfare_items_created').on(t.createdAt),
    check('welfare_items_amount', sql`${t.amount} >= 0`),
    check('welfare_items_venue_lock', sql`(${t.platType} IS NULL) = (${t.lockTurnover} IS NULL)`),
  ],
);
