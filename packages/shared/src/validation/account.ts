import { z } from 'zod';
import { ERRORS, type ErrorKey } from '../errors.js';
import { LANG_CODES } from '../languages.js';
import { platformToday } from '../platform-zone.js';

/**
 * Account rules of spec.md §5, written once for the server routes and the web forms.
 *
 * How a failure names its message (docs/decisions.md "Validation error keys"): every rule that has
 * a message in spec.md §8 reports an issue whose `message` is a key of the error catalogue
 * (`usernameInvalid`, `passwordsInconsistent`, …). `errorKeyOf(issues)` returns the first such key;
 * the server answers with that catalogue entry, the web app shows its translation. Issues without a
 * catalogue key (a missing unrelated field, a wrong type) fall back to `invalidParams`.
 */

export function isErrorKey(value: string): value is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ERRORS, value);
}

/** The catalogue key of the first issue that carries one, or null. */
export function errorKeyOf(issues: readonly { message: string }[]): ErrorKey | null {
  for (const issue of issues) if (isErrorKey(issue.message)) return issue.message;
  return null;
}

// ——— single rules (pure, so the property tests can target them directly) ———

/** spec §5: 4-11 chars, letters and digits, starts with a letter, at least 2 letters. */
export function isValidUsername(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]{3,10}$/.test(value) && (value.match(/[A-Za-z]/g)?.length ?? 0) >= 2;
}

/** Longest password accepted (register, reset, change; login takes as long): issue 12 item 11. */
export const PASSWORD_MAX_LENGTH = 64;

/**
 * spec §5 ("8-12 characters, letters plus digits"), widened (docs/decisions.md "Password rule"): 8-64
 * characters, each a letter, a digit or a printable ASCII symbol (`!` to `~`, no space), with at least one
 * letter and one digit. Every password of the spec's rule still passes.
 */
export function isValidPassword(value: string): boolean {
  return /^[\x21-\x7e]{8,64}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** spec §5: the password may not equal the username (compared without case, as usernames are). */
export function passwordEqualsUsername(password: string, username: string): boolean {
  return password.toLowerCase() === username.toLowerCase();
}

export const PHONE_RE = /^\d{11}$/;
export const WITHDRAW_PASSWORD_RE = /^\d{6}$/;
export const CODE_RE = /^\d{6}$/;
/** spec §5 (cardholder and real name): Chinese characters, English letters and dots (ASCII or the Chinese middle dot). */
export const REAL_NAME_RE = /^[\u3400-\u4dbf\u4e00-\u9fffA-Za-z.·]{2,30}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Age in whole years on `today` (both YYYY-MM-DD), by calendar date: the birthday itself counts. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

export const ADULT_AGE = 18;

// ——— field schemas ———

/** Query-string payloads carry booleans as text. */
const booleanish = z.preprocess((v) => {
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean());

const keyed = (key: ErrorKey) => ({ error: key });

export const usernameField = z.string(keyed('usernameInvalid')).refine(isValidUsername, keyed('usernameInvalid'));
export const passwordField = z.string(keyed('passwordInvalid')).refine(isValidPassword, keyed('passwordInvalid'));
export const phoneField = z.string(keyed('phoneInvalid')).regex(PHONE_RE, keyed('phoneInvalid'));
export const emailField = z.string(keyed('emailInvalid')).max(100, keyed('emailInvalid')).pipe(z.email(keyed('emailInvalid')));
export const codeField = z.string(keyed('codeInvalid')).regex(CODE_RE, keyed('codeInvalid'));
export const withdrawPasswordField = z.string(keyed('withdrawPasswordInvalid')).regex(WITHDRAW_PASSWORD_RE, keyed('withdrawPasswordInvalid'));
export const realNameField = z.string(keyed('realNameInvalid')).regex(REAL_NAME_RE, keyed('realNameInvalid'));
export const sexField = z.enum(['male', 'female'], keyed('sexInvalid'));
/** Birthday: a real date and 18 or older on the platform's today (spec §5). */
export const birthdayField = z
  .string(keyed('birthdayInvalid'))
  .refine(isIsoDate, { ...keyed('birthdayInvalid'), abort: true })
  .refine((v) => ageOn(v, platformToday()) >= ADULT_AGE, keyed('underAge'));
/** Login takes any short text: the format rules are for new accounts, and a wrong one is just a failed login. */
const loginText = z.string(keyed('loginFailed')).min(1, keyed('loginFailed')).max(PASSWORD_MAX_LENGTH, keyed('loginFailed'));
const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
};

/** spec §5: the confirmation must match and the password may not equal the username. */
function passwordPairRules(v: { password: string; confirmPassword: string; username?: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: 'passwordsInconsistent', path: ['confirmPassword'] });
  if (v.username !== undefined && passwordEqualsUsername(v.password, v.username)) {
    ctx.addIssue({ code: 'custom', message: 'passwordEqualsUsername', path: ['password'] });
  }
}

// ——— request schemas (api-contract.md, Guest / Member / Codes) ———

export const registerInput = z
  .object({
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string(keyed('passwordsInconsistent')),
    captchaId: captchaFields.captchaId,
    captcha: captchaFields.captcha,
    agree: booleanish.refine((v) => v, keyed('agreeRequired')),
    inviteCode: z.string().regex(/^[A-Za-z0-9]{4,16}$/, keyed('inviteCodeInvalid')).optional(),
    phone: phoneField.optional(),
    smsCode: codeField.optional(),
    email: emailField.optional(),
    realName: realNameField.optional(),
  })
  .superRefine(passwordPairRules);

export const loginInput = z.object({
  username: loginText,
  password: loginText,
  ...captchaFields,
  /** 30-day session instead of one day. */
  remember: booleanish.optional(),
});

export const usernameInput = z.object({ username: loginText });
export const forgetPasswordFirstStepInput = usernameInput;
export const getPhoneCodeByForgetPwdInput = usernameInput;
export const getEmailCodeByForgetPwdInput = usernameInput;
export const checkPhoneCodeByForgetPwdInput = z.object({ username: loginText, code: codeField });

export const modifyPasswordByForgetInput = z
  .object({
    username: loginText,
    type: z.enum(['phone', 'email']),
    code: codeField,
    password: passwordField,
    confirmPassword: z.string(keyed('passwordsInconsistent')),
  })
  .superRefine(passwordPairRules);

export const getPhoneCodeByRegisterInput = z.object({ mobile: phoneField });

export const modifyPasswordInput = z
  .object({
    oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    password: passwordField,
    confirmPassword: z.string(keyed('passwordsInconsistent')),
  })
  .superRefine(passwordPairRules);

export const setWithdrawPasswordInput = z
  .object({
    password: withdrawPasswordField,
    confirmPassword: z.string(keyed('passwordsInconsistent')),
    code: codeField,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', message: 'passwordsInconsistent', path: ['confirmPassword'] });
  });

export const checkWithdrawPwdInput = z.object({ withdrawPassword: z.string(keyed('withdrawPasswordWrong')).max(64) });
export const bindPhoneInput = z.object({ mobile: phoneField, code: codeField });
/** spec §5: the security verification asks for the middle four digits of the bound phone. */
export const checkPhoneMiddleInput = z.object({
  digits: z.string(keyed('phoneMiddleWrong')).regex(/^\d{4}$/, keyed('phoneMiddleWrong')),
});
export const bindEmailInput = z.object({ email: emailField, code: codeField });

/** Own uploads (/uploads/…) or an http(s) URL. */
export const avatarField = z
  .string(keyed('avatarInvalid'))
  .max(500, keyed('avatarInvalid'))
  .regex(/^(\/uploads\/[A-Za-z0-9_-]+\.(png|jpg|jpeg)|https?:\/\/[^\s"'<>]+)$/, keyed('avatarInvalid'));

export const modifyUserInfoInput = z.object({
  realName: realNameField.optional(),
  sex: sexField.optional(),
  birthday: birthdayField.optional(),
  avatar: avatarField.optional(),
});

export const changeLanguageAndCurrencyInput = z.object({ language: z.enum(LANG_CODES as [string, ...string[]]) });

export const SMS_TYPES = ['register', 'bindPhone', 'withdrawPassword', 'forgetPassword'] as const;
export type SmsType = (typeof SMS_TYPES)[number];
export const EMAIL_TYPES = ['bindEmail', 'forgetPassword'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export const getSmsCodeInput = z.object({ smsType: z.enum(SMS_TYPES), mobile: phoneField });
export const checkSmsCodeInput = getSmsCodeInput.extend({ code: codeField });
export const getEmailCodeInput = z.object({ emailType: z.enum(EMAIL_TYPES), email: emailField });
export const checkEmailCodeInput = getEmailCodeInput.extend({ code: codeField });

export type RegisterInput = z.infer<typeof registerInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type ModifyUserInfoInput = z.infer<typeof modifyUserInfoInput>;

// ——— masking (spec §5) ———

/** Phone: first 3 and last 4 digits shown. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** E-mail: the back half of the local part hidden. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(email.length);
  const local = email.slice(0, at);
  const shown = Math.floor(local.length / 2);
  return `${local.slice(0, shown)}${'*'.repeat(local.length - shown)}${email.slice(at)}`;
}
