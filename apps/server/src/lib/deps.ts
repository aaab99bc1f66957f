import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET } from '../modules/security/service.js';
import type { EmailProvider, SmsProvider } from '../modules/codes/index.js';
import type { Clock } from './clock.js';

/**
 * Outside effects the app depends on, injectable so tests control them: the clock (lib/clock.ts:
 * countdowns, expiry, throttling windows, job runs), the captcha text, and the SMS and e-mail providers.
 */
export interface AppDeps {
  now: Clock;
  captchaText: () => string;
  sms: SmsProvider;
  email: EmailProvider;
}

/** Four digits of the captcha alphabet (no look-alikes; digits so phones show the numeric keyboard). */
export function randomCaptchaText(): string {
  return Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}
