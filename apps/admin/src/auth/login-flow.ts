/**
 * The login screen's steps (issue 14), apart from the screen so a test can walk them:
 * password → (the server asks for a second factor: otp) → session → (me.mustEnrol: enrolment) → console.
 */
import { login, me, otpCode } from '../api/admin';
import { ApiError } from '../api/request';
import { endSession, startSession } from './session';
import type { LoginInput, Me } from '../api/types';

export type LoginOutcome =
  /** The operator has a second factor and sent none: show the otp field, keep what was typed. */
  | { step: 'otp' }
  /** Logged in without a second factor while the server requires one: enrol before anything else. */
  | { step: 'enrol'; me: Me }
  | { step: 'done'; me: Me };

/**
 * One press of "Log in". Refusals other than "otp required" reject with the ApiError (shown by the request layer); a
 * locked name without a code sent both shows its message and offers the code field.
 */
export async function submitLogin(input: LoginInput): Promise<LoginOutcome> {
  const otp = input.otp?.trim();
  let token: string;
  try {
    ({ token } = await login({ username: input.username.trim(), password: input.password, ...(otp ? { otp } : {}) }));
  } catch (error) {
    if (error instanceof ApiError && error.code === otpCode('otpRequired')) return { step: 'otp' };
    // A name locked by failed logins still lets the password with an authenticator code through (issue 23 item 6):
    // the server's message (shown) says so, and the code field is offered.
    if (error instanceof ApiError && error.code === otpCode('loginLocked') && !otp) return { step: 'otp' };
    throw error;
  }
  startSession(token, input.username.trim());
  try {
    const operator = await me(input.username.trim());
    return operator.mustEnrol ? { step: 'enrol', me: operator } : { step: 'done', me: operator };
  } catch (error) {
    endSession();
    throw error;
  }
}

/** A recovery code is `xxxx-xxxx`; a TOTP is 6 digits. Anything else is refused before it is sent. */
export function isOtpShaped(value: string): boolean {
  const v = value.trim();
  return /^\d{6}$/.test(v) || /^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/.test(v);
}

/** The recovery codes as a text file the operator downloads once (one code a line). */
export function recoveryCodesFile(username: string, codes: readonly string[]): string {
  return `${username}\n${codes.join('\n')}\n`;
}
