import { ERRORS, type ErrorKey } from '@app/shared';

/**
 * A domain error carrying a catalogue key (packages/shared/errors.ts). The error handler turns it
 * into the envelope with the message in the caller's language; `data` may carry details
 * (e.g. which fields failed) that never include another user's data.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: number;
  readonly data: unknown;

  constructor(key: ErrorKey, data: unknown = null) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.code = ERRORS[key].code;
    this.data = data;
  }
}
