import { ERRORS } from '@app/shared';

/** HTTP status for an envelope code (design.md §4): 200 for success and business errors. */
export function httpStatusFor(code: number): number {
  if (code === 401 || code === 403 || code === 429 || code === 500) return code;
  if (code === ERRORS.notFound.code) return 404;
  if (code === ERRORS.payloadTooLarge.code) return 413;
  if (code === ERRORS.unsupportedMediaType.code) return 415;
  return 200;
}
