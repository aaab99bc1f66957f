import { z } from 'zod';
import type { ErrorKey } from '../errors.js';
import { pageFields } from './paging.js';
import { UPLOAD_URL_RE } from './payout.js';

/**
 * Feedback (spec.md §3 "Feedback", §5: description 20-200 characters, images png/jpg/jpeg, order within the last 7
 * days; api-contract-wave2.md "Feedback"), written once for the server routes, the player form and the console.
 * A rule of §5 reports an issue whose message is an error-catalogue key (as validation/payout.ts does).
 */
const keyed = (key: ErrorKey) => ({ error: key });

export const FEEDBACK_CONTENT_MIN = 20;
export const FEEDBACK_CONTENT_MAX = 200;
/** spec §5 "linked order within last 7 days": an order created at most this many days (× 24 hours) before now. */
export const FEEDBACK_ORDER_DAYS = 7;
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** Characters as a reader counts them (code points, so an emoji or a Chinese character is one), after trimming. */
export function feedbackContentLength(value: string): number {
  return [...value.trim()].length;
}
export function isValidFeedbackContent(value: string): boolean {
  const n = feedbackContentLength(value);
  return n >= FEEDBACK_CONTENT_MIN && n <= FEEDBACK_CONTENT_MAX;
}

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const saveFeedbackInput = z.object({
  type: z.string(keyed('feedbackTypeInvalid')).trim().min(1, keyed('feedbackTypeInvalid')).max(32, keyed('feedbackTypeInvalid')),
  /** Empty text is the same as no order (the form's cleared picker). */
  orderNo: z
    .string(keyed('feedbackOrderInvalid'))
    .trim()
    .max(64, keyed('feedbackOrderInvalid'))
    .optional()
    .transform((v) => (v ? v : undefined)),
  content: z
    .string(keyed('feedbackContentLength'))
    .max(4000, keyed('feedbackContentLength'))
    .refine(isValidFeedbackContent, keyed('feedbackContentLength'))
    .transform((v) => v.trim()),
  /** The player's own uploads (/web/upload/uploadFile); how many is a setting (feedback_max_images) the server checks. */
  images: z
    .array(z.string(keyed('feedbackImageInvalid')).regex(UPLOAD_URL_RE, keyed('feedbackImageInvalid')), keyed('feedbackImageInvalid'))
    .max(20, keyed('feedbackImagesTooMany'))
    .default([]),
});
export type SaveFeedbackInput = z.infer<typeof saveFeedbackInput>;
export const feedbackListInput = z.object({ ...pageFields });
export const feedbackIdInput = z.object({ id });

// ——— operator (console: feedback queue, support) ———
export const adminFeedbackListInput = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  type: z.string().trim().min(1).max(32).optional(),
  username: z.string().trim().min(1).max(64).optional(),
  ...pageFields,
});
export type AdminFeedbackListInput = z.infer<typeof adminFeedbackListInput>;
export const adminFeedbackIdInput = z.object({ id });
export const adminFeedbackReplyInput = z.object({
  id,
  reply: z.string().trim().min(1).max(1000),
});
