import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { I18nText } from './content.js';
import { users } from './users.js';

/**
 * One-time SMS and e-mail codes (spec.md §4, §7): 6 digits, valid 5 minutes, burnt after 5 wrong
 * tries. Only a hash of the code is stored. `countdown_seconds` is the resend wait this send imposed.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** smsType or emailType: register, bindPhone, withdrawPassword, forgetPassword, bindEmail */
    purpose: text('purpose').notNull(),
    /** Phone number or e-mail address. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    countdownSeconds: integer('countdown_seconds').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('verification_codes_target').on(t.channel, t.target, t.createdAt)],
);

/** Image captchas: answer stored hashed, single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Password attempts (login, old password, secondary password) for throttling per account and per
 * IP (design.md §6). `subject` is the lower-case username for logins, else the user id.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** login | password | withdrawPassword */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull().default(''),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_subject').on(t.kind, t.subject, t.at), index('login_attempts_ip').on(t.kind, t.ip, t.at)],
);

/**
 * Failure counters of secret checks (login, old password, secondary password, phone digits), one row
 * per scope and subject: `scope` is the kind, or `<kind>:ip` for the pair of a client IP and an account
 * (subject `<account>@<ip>`). Read and written under a transaction-scoped advisory lock per account
 * (modules/security `admitAttempt`): a check's outcome is used only if the counter admits it, so a
 * parallel burst gets exactly the allowed number of answers.
 * `failures` counts checks since the last success; it is forgotten after `auth_failure_memory_minutes`
 * without a check; `blocked_until` is the progressive delay the last counted check imposed.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    failures: integer('failures').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);

/** Security and profile events (design.md §6). `detail` never holds secrets, codes or full PII. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_user').on(t.userId, t.at)],
);

/** Registration terms and privacy policy (getRegisterTerms), per language; operators edit them. */
export const legalTexts = pgTable('legal_texts', {
  key: text('key').primaryKey(),
  content: jsonb('content').$type<I18nText>().notNull(),
});
