import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ActivityFormula } from './activities.js';
import { users } from './users.js';

/**
 * A formula batch's bonus (docs/decisions.md "Redemption codes: a bonus formula"): the offers' ratio formula
 * (ratioBp of the base, at most max; computed by modules/activities bonusOf) on the player's completed deposits, or
 * valid bets, of the `baseHours` before the redemption. Always paid into the central wallet.
 */
export type RedeemFormula = Pick<ActivityFormula, 'ratioBp' | 'max'> & {
  kind: 'ratio';
  base: Exclude<ActivityFormula['base'], 'transfer'>;
  baseHours: number;
};

/**
 * Redemption codes (issue 16; docs/decisions.md "Redemption codes"). An operator generates a batch; each code is
 * stored only as the SHA-256 of its canonical form (80 random bits: the hash cannot be reversed by guessing), so
 * the plain codes exist only in the answer of the generation. A code is redeemed once (unique code_id of
 * redeem_redemptions); a one-per-player batch once per player (unique one_per_player_key).
 */
export const redeemBatches = pgTable(
  'redeem_batches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A fixed batch's amount; null for a formula batch. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** A formula batch's bonus; null for a fixed batch (exactly one of amount and formula is set). */
    formula: jsonb('formula').$type<RedeemFormula>(),
    count: integer('count').notNull(),
    /** Redeemable before this instant (exclusive); null: no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    vipMin: integer('vip_min').notNull().default(1),
    onePerPlayer: boolean('one_per_player').notNull().default(false),
    /** Turnover the credit requires, in hundredths of its amount (100 = 1×). */
    turnoverHundredths: integer('turnover_hundredths').notNull().default(100),
    remark: text('remark').notNull().default(''),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The operator's name, or `cli:<os user>` for the shell. */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('redeem_batches_amount', sql`${t.amount} > 0`),
    check('redeem_batches_count', sql`${t.count} > 0`),
    check('redeem_batches_amount_or_formula', sql`(${t.amount} IS NULL) <> (${t.formula} IS NULL)`),
  ],
);

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => redeemBatches.id),
    /** Hex SHA-256 of the canonical code (packages/shared normalizeRedeemCode); the plain code is never stored. */
    codeHash: text('code_hash').notNull(),
  },
  (t) => [unique('redeem_codes_hash').on(t.codeHash), index('redeem_codes_batch').on(t.batchId, t.id)],
);

export const redeemRedemptions = pgTable(
  'redeem_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => redeemCodes.id),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => redeemBatches.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `<batch>:<user>` for a one-per-player batch, null otherwise: unique, so a second code of the batch fails. */
    onePerPlayerKey: text('one_per_player_key'),
    /** What was credited (a formula batch's amount as computed at redemption). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    orderNo: text('order_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('redeem_redemptions_code').on(t.codeId),
    unique('redeem_redemptions_one_per_player').on(t.onePerPlayerKey),
    index('redeem_redemptions_batch').on(t.batchId),
    index('redeem_redemptions_user').on(t.userId),
  ],
);
