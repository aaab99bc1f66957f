import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CAPTCHA_ALPHABET } from '../modules/security/service.js';
import type { EmailProvider, SmsProvider } from '../modules/codes/index.js';
import type { Clock } from '../platform/index.js';

/**
 * Outside effects the app depends on, injectable so tests control them: the clock (platform/clock.ts:
 * countdowns, expiry, throttling windows, job runs), the captcha text, the SMS and e-mail providers, and waiting.
 */
export interface AppDeps {
  now: Clock;
  captchaText: () => string;
  sms: SmsProvider;
  email: EmailProvider;
  /** Waits on purpose (the redemption throttle slows an address past its bar; issue 23 finding 12); tests record it. */
  pause: (ms: number) => Promise<void>;
}

/** Four digits of the captcha alphabet (no look-alikes; digits so phones show the numeric keyboard). */
export function randomCaptchaText(): string {
  return Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** The real wait of `AppDeps.pause`. */
export const realPause = async (ms: number): Promise<void> => {
  await sleep(ms);
};
