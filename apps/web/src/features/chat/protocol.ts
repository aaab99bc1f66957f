/** The chat frames and records of packages/shared contracts/chat.ts, as the player app uses them. */
export type ChatStatus = 'queued' | 'assigned' | 'closed';
export type ChatFrom = 'player' | 'operator' | 'system';
export interface ChatMessage {
  id: number;
  from: ChatFrom;
  text: string | null;
  image: string | null;
  at: string;
  read: boolean;
}
type StatusFields = { status: ChatStatus; onDuty: boolean; operatorName?: string | null };
export type ChatServerFrame =
  | ({ type: 'ready'; conversationId: number | null } & Omit<StatusFields, 'status'> & { status: ChatStatus | null })
  | { type: 'message'; conversationId?: number; message: ChatMessage; clientId?: string }
  | { type: 'typing'; conversationId?: number; from: ChatFrom }
  | { type: 'read'; conversationId?: number; from: ChatFrom; upTo: number }
  | ({ type: 'status'; conversationId?: number } & StatusFields)
  | { type: 'conversation'; conversation: unknown }
  | { type: 'error'; code: number; msg: string; clientId?: string }
  | { type: 'pong' };
/** /web/chat/state: the player's conversation now and whether any operator is on duty. */
export interface ChatServerState {
  conversationId: number | null;
  status: ChatStatus | null;
  onDuty: boolean;
  operatorName: string | null;
  unread: number;
}
