/** The chat records and frames the player app uses, from the shared contract (packages/shared contracts/chat.ts). */
import type { chatStateOutput, ChatMessage, ChatServerFrame, ChatStatus, Infer } from '@app/shared';

export type { ChatMessage, ChatServerFrame, ChatStatus };
/** /web/chat/state: the player's conversation now and whether any operator is on duty. */
export type ChatServerState = Infer<typeof chatStateOutput>;
