import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * jsonb holding any JSON value, read back as the driver parsed it. drizzle's own jsonb reader JSON.parses a value the
 * driver answers as a string again, so a stored string "42", "true" or "{…}" came back as a number, a boolean or an
 * object (pg and PGlite both parse jsonb already); the audit's before/after values may be bare strings (a setting).
 */
const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/** Back-office operators (api-contract.md Operator API). */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull().unique(),
    /** argon2id (lib/password.ts); an older scrypt hash is replaced by argon2id at the next successful login. */
    passwordHash: text('password_hash').notNull(),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /**
     * owner | finance | support | marketing (platform/permissions.ts). Defaults to owner, what
     * every operator was before roles (existing rows and rows added by SQL keep their powers);
     * createOperator always names the role.
     */
    role: text('role').notNull().default('owner'),
    /**
     * The TOTP secret, AES-256-GCM encrypted (modules/operators/totp.ts); set by totp/setup, null when the
     * operator has none. Only `totp_enabled_at` makes it the operator's second factor.
     */
    totpSecret: text('totp_secret'),
    /** When the operator proved the secret with a code (totp/enable); null: no second factor yet. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code of this step or an earlier one is a replay (updated atomically). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The last successful login (operator/list). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operators_role', sql`${t.role} in ('owner', 'finance', 'support', 'marketing')`)],
);

/**
 * Recovery codes of an operator's second factor (totp/enable): ten, shown once, stored as argon2id hashes;
 * each logs in once in place of a TOTP (`used_at` set atomically).
 */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_recovery_codes_operator').on(t.operatorId)],
);

/** Operator sessions: opaque tokens stored hashed, like player sessions (design.md §6). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by /admin/api/logout: the token answers 401 from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The session's last request, written at most once a minute; a session idle longer than
     * `operator_idle_minutes` (modules/settings) ends.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session proved the operator's second factor: a login with a TOTP or recovery code, or the enrolment
     * (totp/enable) done in it. Null: the password alone, which is no session at all once the operator has a factor
     * (issue 23 item 1; modules/operators/repo.ts findLiveSession).
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Disabling an operator or resetting its password or TOTP ends all its sessions.
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/**
 * Operator login attempts per name typed (known or not, so a locked account answers like any other name):
 * counted before the password is verified, in one INSERT … ON CONFLICT … RETURNING, so parallel attempts
 * each see their own number (modules/operators/service.ts). A success sets `attempts` back to 0.
 */
export const operatorLoginThrottle = pgTable('operator_login_throttle', {
  username: text('username').primaryKey(),
  /** Attempts since `window_start`, including the ones being verified right now. */
  attempts: integer('attempts').notNull(),
  /** The first attempt of the current window (`operator_login_lock_minutes` long). */
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Second-factor attempts per operator (issue 23 item 6): counted, before the code is checked, only for logins whose
 * password was right, so a flood of wrong passwords, which locks the name above, never uses them up. A login with the
 * right password and a good code passes the name's lock; this count (same limit and window) throttles code guesses.
 */
export const operatorCodeThrottle = pgTable('operator_code_throttle', {
  operatorId: bigint('operator_id', { mode: 'number' })
    .primaryKey()
    .references(() => operators.id),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Every operator action that changes money or profiles (design.md §6), with the operator's name. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for the shell (npm run admin). */
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** The changed thing before and after the action, when it edits something (a setting, a profile). */
    before: jsonValue('before'),
    after: jsonValue('after'),
    /** The operator's address; null for the shell. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // audit/list: newest first, optionally filtered by operator name, action or target (each with the time range).
  (t) => [
    index('operator_audit_time').on(t.createdAt),
    index('operator_audit_operator_time').on(t.operatorName, t.createdAt),
    index('operator_audit_action_time').on(t.action, t.createdAt),
    index('operator_audit_target_time').on(t.target, t.createdAt),
  ],
);
