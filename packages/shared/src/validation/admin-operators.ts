import { z } from 'zod';
import { pageFields } from './paging.js';

/**
 * Operator accounts, second factor and audit log (issue 14, /work/shared COMMON-14 "ops-auth builds",
 * api-contract-wave2.md "Operators"): the inputs the server parses and the console's forms import, and the answers.
 */

/** Operator roles (server: modules/operators/permissions.ts); `owner` holds every permission. */
export const OPERATOR_ROLES = ['owner', 'finance', 'support', 'marketing'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** A TOTP as an authenticator app shows it. */
export const TOTP_PATTERN = /^\d{6}$/;
/** A recovery code as totp/enable hands it out: two groups of four from an alphabet without look-alikes. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{4}-[a-z2-9]{4}$/;

const operatorName = z.string().trim().regex(/^[A-Za-z0-9_.-]{3,32}$/);
/** Operator passwords: long enough to matter, any characters (argon2id, no upper bound but a sane one). */
const operatorPassword = z.string().min(10).max(200);
const operatorId = z.number().int().positive();

/**
 * `otp`: a 6-digit TOTP or a recovery code (`xxxx-xxxx`, single use); spaces are dropped and letters lowered, as
 * people copy codes. Anything else is a wrong code (counted like a wrong password), not a validation error.
 */
export const adminLoginInput = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(200),
  otp: z
    .string()
    .max(32)
    .transform((v) => v.replace(/\s+/g, '').toLowerCase())
    .optional(),
});
export const adminLoginOutput = z.object({ token: z.string() });

export const adminMeOutput = z.object({
  operatorId: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  /** The permissions the role holds (role names; an owner holds all). */
  permissions: z.array(z.string()),
  totpEnabled: z.boolean(),
  /** OPERATOR_2FA=required and no second factor yet: the console shows the enrolment and nothing else. */
  mustEnrol: z.boolean(),
  /** The platform's time zone (PLATFORM_TIME_ZONE): the console reads every day and time in it (issue 25 item 3). */
  timeZone: z.string(),
});

export const adminTotpSetupOutput = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const adminTotpEnableInput = z.object({ otp: z.string().trim().regex(TOTP_PATTERN) });
export const adminTotpEnableOutput = z.object({ recoveryCodes: z.array(z.string()) });

export const adminOperatorItem = z.object({
  operatorId: z.number(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminOperatorItem = z.infer<typeof adminOperatorItem>;
export const adminOperatorListInput = z.object({ ...pageFields });
export const adminOperatorCreateInput = z.object({ username: operatorName, password: operatorPassword, role: z.enum(OPERATOR_ROLES) });
export const adminOperatorUpdateInput = z
  .object({ operatorId, role: z.enum(OPERATOR_ROLES).optional(), status: z.enum(OPERATOR_STATUSES).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, { message: 'role or status' });
export const adminOperatorResetPasswordInput = z.object({ operatorId, password: operatorPassword });
export const adminOperatorResetTotpInput = z.object({ operatorId });
export const adminOperatorUnlockInput = z.object({ username: z.string().trim().min(1).max(64) });

/**
 * `operator/loginAttacks` (owner; issue 23 item 6): names whose logins were locked by failures in the last 24 hours
 * (the audit's `operator.loginUnderAttack`, once per lock window), newest first, with the lock still running if any.
 */
export const adminLoginAttackItem = z.object({
  username: z.string(),
  /** Lock windows opened by failures in the last 24 hours. */
  locks: z.number(),
  lastAt: z.string().describe('ISO time of the latest lock'),
  /** While a lock runs: when a password alone is accepted again (a password with a valid code always is). */
  lockedUntil: z.string().nullable(),
  /** Attempts counted in the running window (null when none runs). */
  attempts: z.number().nullable(),
});
export const adminLoginAttacksOutput = z.object({ list: z.array(adminLoginAttackItem) });

/** audit/list filters: exact operator name, action (e.g. `operator.update`) and target; `from`/`to` inclusive. */
export const adminAuditListInput = z.object({
  ...pageFields,
  operator: z.string().trim().min(1).max(64).optional(),
  action: z.string().trim().min(1).max(64).optional(),
  target: z.string().trim().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const adminAuditItem = z.object({
  id: z.number(),
  operatorName: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuditItem = z.infer<typeof adminAuditItem>;
