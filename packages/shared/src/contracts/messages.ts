import { z } from 'zod';
import { isoTime, pageOf } from './common.js';

/**
 * Answers of the message-centre calls (api-contract-wave2.md "Messages"; spec.md §2 message centre tabs; issue 17).
 * `finance` is the "deposit and withdraw" tab.
 */
export const MESSAGE_CATEGORIES = ['private', 'notice', 'activity', 'announcement', 'finance'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const messageListInput = z.object({
  category: z.enum(MESSAGE_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const messageIdInput = z.object({ id });
export const modifyReadAllMessageInput = z.object({ category: z.enum(MESSAGE_CATEGORIES).optional() });

export const messageItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string().describe("in the reader's language"),
  summary: z.string().describe('the first characters of the content, plain text'),
  read: z.boolean(),
  createdAt: isoTime,
});
export const messageListOutput = pageOf(messageItemSchema);
export const getMessageOutput = z.object({
  id: z.number().int(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  content: z.string().describe('plain text; line breaks kept'),
  read: z.boolean(),
  createdAt: isoTime,
});
export const getUnReadMessageCountOutput = z.object({
  total: z.number().int(),
  private: z.number().int(),
  notice: z.number().int(),
  activity: z.number().int(),
  announcement: z.number().int(),
  finance: z.number().int(),
});
export const getTop50MessageListOutput = z.array(messageItemSchema);
