import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Players (spec.md §3 User). Usernames are stored lower-case, so uniqueness ignores case. */
export const users = pgTable(
  'users',
  {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  /** argon2id (design.md §6). */
  passwordHash: text('password_hash').notNull(),
  /** active | frozen */
  status: text('status').notNull().default('active'),
  language: text('language').notNull().default('zh'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  realName: text('real_name'),
  /** male | female */
  sex: text('sex'),
  birthday: date('birthday', { mode: 'string' }),
  /** Verified by an SMS code; one account per phone and per e-mail. */
  phone: text('phone').unique(),
  email: text('email').unique(),
  avatar: text('avatar'),
  /** The secondary (payment) password, argon2id; null until set. */
  withdrawPasswordHash: text('withdraw_password_hash'),
  vipLevel: integer('vip_level').notNull().default(1),
  /** Registration sets it; the default lets other code (tests, operator tools) insert bare users. */
  inviteCode: text('invite_code')
    .notNull()
    .unique()
    .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
  invitedBy: bigint('invited_by', { mode: 'number' }).references((): AnyPgColumn => users.id),
  isAgent: boolean('is_agent').notNull().default(false),
  /** Real name, sex and birthday are all set: they can no longer change (spec.md §5). */
  profileConfirmed: boolean('profile_confirmed').notNull().default(false),
  registeredIp: text('registered_ip').notNull().default(''),
  /** Set by an operator (player/freezeWithdraw): withdrawals are refused while true; login and play go on. */
  withdrawFrozen: boolean('withdraw_frozen').notNull().default(false),
  /** The latest login or registration (sessions are pruned, so the operator's player list reads it here). */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    // Operator search by username prefix (LIKE 'x%'): a pattern-ops index, usable whatever the database collation.
    index('users_username_prefix').using('btree', t.username.op('text_pattern_ops')),
    index('users_real_name').on(t.realName),
    // Registrations per day (operator dashboard).
    index('users_created_at').on(t.createdAt),
    // The operator's player list: filtered and sorted by the latest login.
    index('users_last_login_at').on(t.lastLoginAt),
  ],
);

/** Opaque session tokens, stored as SHA-256 hashes only (design.md §6). */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    /** The client's User-Agent at login (operator player view: logins with IP and device), cut to 300 characters. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user').on(t.userId)],
);
