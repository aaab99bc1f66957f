import { z } from 'zod';
import { FEEDBACK_STATUSES } from '../validation/feedback.js';
import { isoTime, pageOf } from './common.js';

/** Answers of the feedback calls (api-contract-wave2.md "Feedback"; spec.md §2 /pages/feedback/*; issue 17). */
const status = z.enum(FEEDBACK_STATUSES);

export const saveFeedbackOutput = z.object({ id: z.number().int() });
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  type: z.string().describe('a key of the feedbackType dictionary'),
  content: z.string(),
  status,
  createdAt: isoTime,
  repliedAt: isoTime.nullable().optional(),
});
export const feedbackListOutput = pageOf(feedbackItemSchema);
export const feedbackInfoOutput = z.object({
  id: z.number().int(),
  type: z.string(),
  orderNo: z.string().nullable(),
  content: z.string(),
  images: z.array(z.string()),
  status,
  reply: z.string().nullable(),
  createdAt: isoTime,
  repliedAt: isoTime.nullable(),
});

// ——— operator ———
export const adminFeedbackItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  type: z.string(),
  orderNo: z.string().nullable(),
  content: z.string(),
  images: z.array(z.string()),
  status,
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  createdAt: isoTime,
  repliedAt: isoTime.nullable(),
  closedAt: isoTime.nullable(),
  deleted: z.boolean().describe('the player removed it from their list'),
});
export const adminFeedbackListOutput = z.object({ list: z.array(adminFeedbackItem), total: z.number(), page: z.number(), size: z.number() });
