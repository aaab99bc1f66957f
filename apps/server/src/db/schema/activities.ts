import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { I18nText } from './content.js';
import { activityClassifications } from './content.js';
import { depositOrders } from './deposit.js';
import { operators } from './operators.js';
import { users } from './users.js';
import { venues } from './venues.js';
import { welfareItems } from './welfare.js';

/**
 * Who may apply (issue 16), as data; every condition absent means "no condition". Amounts in minor units as
 * decimal text (jsonb holds no bigint). The window of the amounts is the offer's schedule (`offer`: startAt up to
 * now) or the current platform day (`day`).
 */
export interface ActivityEligibility {
  /** Registered less than this many days before applying. */
  newUserDays?: number;
  vipMin?: number;
  vipMax?: number;
  /** The player's first completed deposit falls inside the window. */
  firstDeposit?: boolean;
  /** Completed deposits (credited amount) inside the window, at least. */
  minDeposit?: string;
  /** Valid bets of the platform days inside the window, at least. */
  minValidBet?: string;
  /** Confirmed transfers into the offer's venue (formula.platType) inside the window, at least. */
  minTransfer?: string;
  window: 'offer' | 'day';
  /** once: one application per player (a rejected one does not count); daily: one per platform day. */
  limit: 'once' | 'daily';
}

/**
 * The bonus (issue 16), as data: a fixed amount, or a ratio (basis points) of the qualifying figure (`base`) with a
 * maximum. The turnover multiple (hundredths) applies to the bonus, plus the qualifying figure when
 * `turnoverIncludesBase` (the deposit-rebate offer: 12× bonus plus transfer). With `platType` the bonus is paid into
 * that venue and locks it until that turnover is met (spec.md §4); without, into the central wallet with a
 * withdrawal turnover requirement. `destination` welfare: an item in the welfare centre valid `validDays`;
 * venue: paid at once.
 */
export interface ActivityFormula {
  /**
   * vipPromo: the VIP "promotion discount" of the player's level (vip_levels promo_*): at least promo_min_transfer
   * transferred into the venue (the level's promo_venue, else this offer's), bonus promo_bonus_ppm of it up to
   * promo_max_bonus, turnover promo_turnover_hundredths on bonus plus transfer, valid promo_days; amount, ratioBp,
   * max, turnover and validDays of the offer are not used.
   */
  kind: 'fixed' | 'ratio' | 'vipPromo';
  /** fixed: the amount (minor units, text). */
  amount?: string;
  /** ratio: basis points of the base (10000 = 100%). */
  ratioBp?: number;
  /** ratio: the maximum bonus (minor units, text). */
  max?: string;
  base: 'deposit' | 'validBet' | 'transfer';
  turnoverHundredths: number;
  turnoverIncludesBase: boolean;
  platType?: string;
  destination: 'welfare' | 'venue';
  validDays: number;
}

/** Offers of the discount page (spec.md §2 discount, discountView, discountDetail; issue 16). */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    classification: text('classification')
      .notNull()
      .references(() => activityClassifications.code),
    title: jsonb('title').$type<I18nText>().notNull(),
    /** Rich text (HTML) per language, sanitised when saved. */
    content: jsonb('content').$type<I18nText>().notNull(),
    cover: text('cover').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** null: no end. */
    endAt: timestamp('end_at', { withTimezone: true }),
    /** Show a countdown to endAt. */
    limitedTime: boolean('limited_time').notNull().default(false),
    /** none | auto | review */
    applyMode: text('apply_mode').notNull(),
    eligibility: jsonb('eligibility').$type<ActivityEligibility>().notNull(),
    formula: jsonb('formula').$type<ActivityFormula>().notNull(),
    published: boolean('published').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_published').on(t.published, t.sort), check('activities_apply_mode', sql`${t.applyMode} IN ('none', 'auto', 'review')`)],
);

/**
 * Applications for an offer's bonus. (activity, user, period_key) is unique among pending and approved ones:
 * period_key `once` or the platform day of a daily offer, so 20 parallel applications insert one row; a rejected
 * application frees the slot. amount: the bonus as computed at apply time.
 */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    periodKey: text('period_key').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The qualifying figure (deposit, valid bet or transfer in the window) the bonus and its turnover came from. */
    baseAmount: bigint('base_amount', { mode: 'bigint' }).notNull(),
    /** Turnover the bonus carries: the venue lock's requirement when paid into a venue. */
    requiredTurnover: bigint('required_turnover', { mode: 'bigint' }).notNull(),
    platType: text('plat_type').references(() => venues.platType),
    /** Days the granted bonus stays claimable (the formula's, or the level's promo_days for a VIP promotion discount). */
    validDays: integer('valid_days').notNull(),
    welfareItemId: bigint('welfare_item_id', { mode: 'number' }).references(() => welfareItems.id),
    /** Approved: the welfare item's expiry (claimable until); null otherwise. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => operators.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_applications_grant').on(t.activityId, t.userId, t.periodKey).where(sql`${t.status} IN ('pending', 'approved')`),
    index('activity_applications_user').on(t.userId, t.id),
    index('activity_applications_pending').on(t.id).where(sql`${t.status} = 'pending'`),
    index('activity_applications_activity').on(t.activityId, t.createdAt),
    check('activity_applications_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * What a bonus computed from a base used of it (issue 23 finding 4; docs/decisions.md "Bonus bases are used once"):
 * the part of one completed deposit (its credited amount), or of one platform day's valid bets, that a ratio grant —
 * an offer's application or a formula redemption code — was computed on. The next ratio grant counts only what is
 * left of each deposit or day, so one deposit cannot pay 100 % three times over. Written in the grant's transaction,
 * under the player's base lock (modules/activities bases.ts); a rejected application's rows are deleted (freed).
 */
export const bonusBaseUses = pgTable(
  'bonus_base_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** A deposit base: the completed deposit order used (exactly one of this and `day`). */
    depositOrderId: bigint('deposit_order_id', { mode: 'number' }).references(() => depositOrders.id),
    /** A valid-bet base: the platform day whose valid bets (player_daily_bets, all game types) were used. */
    day: date('day', { mode: 'string' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The grant that used it: `activity:<application id>` or `redeem:<code id>`. */
    grantKey: text('grant_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_base_uses_deposit').on(t.depositOrderId).where(sql`${t.depositOrderId} IS NOT NULL`),
    index('bonus_base_uses_day').on(t.userId, t.day).where(sql`${t.day} IS NOT NULL`),
    index('bonus_base_uses_grant').on(t.grantKey),
    check('bonus_base_uses_amount', sql`${t.amount} > 0`),
    check('bonus_base_uses_unit', sql`(${t.depositOrderId} IS NULL) <> (${t.day} IS NULL)`),
  ],
);
