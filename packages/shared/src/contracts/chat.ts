import { z } from 'zod';
import type { ErrorKey } from '../errors.js';
import { pageFields } from '../validation/paging.js';
import { UPLOAD_URL_RE } from '../validation/payout.js';
import { isoTime, pageOf } from './common.js';

/**
 * Customer-service chat (issue 17; api-contract-wave2.md "Customer service chat"; docs/chat-protocol.md).
 * HTTP calls and every WebSocket frame of /web/chat/socket (player) and /admin/api/chat/socket (operator),
 * written once for the server, the player app and the console.
 */
const keyed = (key: ErrorKey) => ({ error: key });
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Characters of one message (code points after trimming). */
export const CHAT_TEXT_MAX = 1000;
export const CHAT_CONTACT_MAX = 100;
export const CHAT_FROM = ['player', 'operator', 'system'] as const;
export type ChatFrom = (typeof CHAT_FROM)[number];
/** queued: waiting for an operator; assigned: an operator holds it; closed: ended (the player's next message opens a new one). */
export const CHAT_STATUSES = ['queued', 'assigned', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export function chatTextLength(value: string): number {
  return [...value.trim()].length;
}

const text = z
  .string(keyed('chatTextLength'))
  .max(CHAT_TEXT_MAX * 4, keyed('chatTextLength'))
  .refine((v) => chatTextLength(v) <= CHAT_TEXT_MAX, keyed('chatTextLength'))
  .transform((v) => v.trim());
/** One of our uploads (/web/upload/uploadFile or the console's media upload), never a foreign URL. */
const image = z.string(keyed('chatImageInvalid')).regex(UPLOAD_URL_RE, keyed('chatImageInvalid'));
/** A client-made id of one send (letters, digits, - and _), so a frame resent after a reconnect is stored once. */
export const chatClientId = z.string(keyed('chatFrameInvalid')).regex(/^[A-Za-z0-9_-]{1,64}$/, keyed('chatFrameInvalid'));

/** Text and/or image; at least one of them not empty. */
const body = {
  text: text.optional(),
  image: image.optional(),
};
const notEmpty = (v: { text?: string; image?: string }) => Boolean(v.text) || Boolean(v.image);

// ——— HTTP, player (/web/chat/…) ———
export const chatSendInput = z
  .object({ ...body, clientId: chatClientId.optional() })
  .refine(notEmpty, keyed('chatMessageEmpty'));
export type ChatSendInput = z.infer<typeof chatSendInput>;
export const chatSendOutput = z.object({ id: z.number().int(), at: isoTime });
export const chatHistoryInput = z.object({ ...pageFields });
export const chatMessageSchema = z.object({
  id: z.number().int().describe('grows with time inside a conversation: the order of the messages'),
  from: z.enum(CHAT_FROM),
  text: z.string().nullable(),
  image: z.string().nullable(),
  at: isoTime,
  read: z.boolean().describe('the other side has read it'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** Newest first. */
export const chatHistoryOutput = pageOf(chatMessageSchema);
/** The form shown when no operator is on duty: it becomes the first message of the conversation (status queued). */
export const chatOfflineInput = z.object({
  contact: z
    .string(keyed('chatOfflineInvalid'))
    .trim()
    .min(1, keyed('chatOfflineInvalid'))
    .max(CHAT_CONTACT_MAX, keyed('chatOfflineInvalid')),
  question: z
    .string(keyed('chatOfflineInvalid'))
    .max(CHAT_TEXT_MAX * 4, keyed('chatOfflineInvalid'))
    .refine((v) => chatTextLength(v) >= 1 && chatTextLength(v) <= CHAT_TEXT_MAX, keyed('chatOfflineInvalid'))
    .transform((v) => v.trim()),
});
export const chatReadInput = z.object({ upTo: id });
/** The player's conversation now (null id: none yet), and whether any operator is on duty. */
export const chatStateOutput = z.object({
  conversationId: z.number().int().nullable(),
  status: z.enum(CHAT_STATUSES).nullable(),
  onDuty: z.boolean(),
  operatorName: z.string().nullable(),
  unread: z.number().int().describe("operator messages the player has not read"),
});

// ——— HTTP, operator (/admin/api/chat/…, permission support) ———
export const CHAT_QUEUE_FILTERS = ['queued', 'assigned', 'closed', 'mine'] as const;
export const adminChatConversationsInput = z.object({
  status: z.enum(CHAT_QUEUE_FILTERS).optional().describe("mine: assigned to the calling operator; none: every open one"),
  ...pageFields,
});
export const chatConversationSchema = z.object({
  conversationId: z.number().int(),
  username: z.string(),
  lastText: z.string().nullable(),
  lastAt: isoTime.nullable(),
  unread: z.number().int().describe('player messages no operator has read'),
  status: z.enum(CHAT_STATUSES),
  assignedTo: z.string().nullable().optional(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;
export const adminChatConversationsOutput = pageOf(chatConversationSchema);
export const adminChatReplyInput = z
  .object({ conversationId: id, ...body, clientId: chatClientId.optional() })
  .refine(notEmpty, keyed('chatMessageEmpty'));
export const adminChatHistoryInput = z.object({ conversationId: id, ...pageFields });
export const adminChatConversationInput = z.object({ conversationId: id });
export const adminChatAssignInput = z.object({ conversationId: id, operatorId: id });
export const adminChatReadInput = z.object({ conversationId: id, upTo: id });
export const adminChatDutyInput = z.object({ onDuty: z.boolean() });
export const adminChatDutyOutput = z.object({ onDuty: z.boolean(), operatorsOnDuty: z.number().int() });
export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), text: z.string(), sort: z.number().int() });
export const adminCannedListOutput = z.array(cannedReplySchema);
export const adminCannedSaveInput = z.object({
  id: id.optional().describe('absent: a new reply'),
  title: z.string().trim().min(1).max(50),
  text,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export const adminCannedIdInput = z.object({ id });

// ——— WebSocket frames (JSON text frames; docs/chat-protocol.md) ———
/** The first frame of every socket: the token never travels in the URL. `after`: the last message id the client has. */
const helloFrame = z.object({ type: z.literal('hello'), token: z.string().min(1).max(4096), after: id.optional() });
const pingFrame = z.object({ type: z.literal('ping') });

/**
 * A send frame is the HTTP send's body with a `type` (and a required clientId): the same fields and the same rule
 * that text or image is given (issue 23 finding 8). Frames are parsed like HTTP payloads (the server's parseInput:
 * control characters refused first); an unknown `type` is chatFrameInvalid.
 */
const frameUnion = keyed('chatFrameInvalid');
export const chatClientFrame = z.discriminatedUnion(
  'type',
  [
    helloFrame,
    z.object({ type: z.literal('send'), clientId: chatClientId, ...body }).refine(notEmpty, keyed('chatMessageEmpty')),
    z.object({ type: z.literal('typing') }),
    z.object({ type: z.literal('read'), upTo: id }),
    pingFrame,
  ],
  frameUnion,
);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** The operator's frames name the conversation. hello's `after` is not used by the operator socket. */
export const chatOperatorClientFrame = z.discriminatedUnion(
  'type',
  [
    helloFrame,
    z.object({ type: z.literal('send'), conversationId: id, clientId: chatClientId, ...body }).refine(notEmpty, keyed('chatMessageEmpty')),
    z.object({ type: z.literal('typing'), conversationId: id }),
    z.object({ type: z.literal('read'), conversationId: id, upTo: id }),
    pingFrame,
  ],
  frameUnion,
);
export type ChatOperatorClientFrame = z.infer<typeof chatOperatorClientFrame>;

const statusFields = {
  status: z.enum(CHAT_STATUSES),
  onDuty: z.boolean(),
  operatorName: z.string().nullable().optional(),
};
const conversationId = z.number().int();
export const chatServerFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    conversationId: conversationId.nullable().describe('null: the player has no conversation yet (the first send opens one)'),
    ...statusFields,
    status: z.enum(CHAT_STATUSES).nullable(),
  }),
  z.object({
    type: z.literal('message'),
    conversationId: conversationId.optional(),
    message: chatMessageSchema,
    clientId: z.string().optional().describe("the sender's clientId, so the sender can match its pending send"),
  }),
  z.object({ type: z.literal('typing'), conversationId: conversationId.optional(), from: z.enum(CHAT_FROM) }),
  z.object({ type: z.literal('read'), conversationId: conversationId.optional(), from: z.enum(CHAT_FROM), upTo: z.number().int() }),
  z.object({ type: z.literal('status'), conversationId: conversationId.optional(), ...statusFields }),
  z.object({ type: z.literal('conversation'), conversation: chatConversationSchema }),
  z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string(), clientId: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;
