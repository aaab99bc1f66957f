import { AppError } from '../../core/errors.js';
import type { ChatConversation, ChatMessage, ChatStatus } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { audit, hasPermission, OPERATOR_ROLES, type Actor, type OperatorRole } from '../../platform/index.js';
import { ownsUploads } from '../upload/service.js';
import { OPS_CHANNEL, DUTY_CHANNEL, playerChannel, type ChatBus } from './bus.js';
import * as repo from './repo.js';

/**
 * Customer-service chat rules (issue 17; docs/chat-protocol.md). Each write locks its conversation row, so the
 * message ids of one conversation grow in commit order; news goes on the bus after the commit.
 */

export interface Body {
  text?: string | undefined;
  image?: string | undefined;
  clientId?: string | undefined;
}
/** The acting operator and their role (an owner may take over another operator's conversation). */
export type ChatOperator = Actor & { operatorId: number; role: string };

export interface Sent {
  conversationId: number;
  userId: number;
  message: ChatMessage;
  clientId: string | null;
  /** false: a resend of a clientId already stored (nothing new was stored or published). */
  fresh: boolean;
}

/** "Read" is "the other side has read it": a player's message by an operator, an operator's by the player. */
export function toMessage(row: Pick<repo.MessageWithMarks, 'id' | 'sender' | 'text' | 'image' | 'createdAt' | 'playerReadUpTo' | 'operatorReadUpTo'>): ChatMessage {
  const read = row.sender === 'player' ? row.operatorReadUpTo >= row.id : row.sender === 'operator' ? row.playerReadUpTo >= row.id : true;
  return { id: row.id, from: row.sender as ChatMessage['from'], text: row.text, image: row.image, at: row.createdAt.toISOString(), read };
}

function queueView(row: repo.QueueRow): ChatConversation {
  return {
    conversationId: row.conversationId,
    username: row.username,
    lastText: row.lastText,
    lastAt: row.lastAt ? row.lastAt.toISOString() : null,
    unread: row.unread,
    status: row.status as ChatStatus,
    assignedTo: row.assignedTo ?? null,
  };
}

const preview = (b: Body) => (b.text ? [...b.text].slice(0, 100).join('') : '[image]');

async function publishRow(db: DbOrTx, bus: ChatBus, conversationId: number): Promise<void> {
  const row = await repo.queueRow(db, conversationId);
  if (row) bus.publish(OPS_CHANNEL, { kind: 'conversation', conversation: queueView(row) });
}

function publishMessage(bus: ChatBus, sent: Sent, prevId: number | null, prevInConversation: number | null): void {
  const event = { kind: 'message' as const, conversationId: sent.conversationId, userId: sent.userId, prevId, prevInConversation, message: sent.message, clientId: sent.clientId };
  bus.publish(playerChannel(sent.userId), event);
  bus.publish(OPS_CHANNEL, event);
}

function publishStatus(bus: ChatBus, conv: repo.ConversationRow, operatorName: string | null): void {
  const event = { kind: 'status' as const, conversationId: conv.id, userId: conv.userId, status: conv.status as ChatStatus, operatorName };
  bus.publish(playerChannel(conv.userId), event);
  bus.publish(OPS_CHANNEL, event);
}

function existing(conv: repo.ConversationRow, row: repo.MessageRow): Sent {
  return {
    conversationId: conv.id,
    userId: conv.userId,
    message: toMessage({ ...row, playerReadUpTo: conv.playerReadUpTo, operatorReadUpTo: conv.operatorReadUpTo }),
    clientId: row.clientId,
    fresh: false,
  };
}

// ——— player ———

export async function playerState(db: DbOrTx, userId: number) {
  const [conv, onDuty] = await Promise.all([repo.latestOfPlayer(db, userId), repo.countOnDuty(db)]);
  const open = conv && conv.status !== 'closed' ? conv : null;
  return {
    conversationId: open?.id ?? null,
    status: (open?.status as ChatStatus | undefined) ?? null,
    onDuty: onDuty > 0,
    operatorName: open ? await repo.operatorName(db, open.assignedTo) : null,
    unread: conv ? await repo.unreadForPlayer(db, conv.id, conv.playerReadUpTo) : 0,
  };
}

/** A player's message: into the open conversation, or a new queued one. A clientId already stored answers that message. */
export async function sendAsPlayer(db: Db, bus: ChatBus, userId: number, body: Body, now: Date): Promise<Sent> {
  if (body.image && !(await ownsUploads(db, userId, [body.image]))) throw new AppError('chatImageInvalid');
  let prevId: number | null = null;
  let prevInConversation: number | null = null;
  const sent = await db.transaction(async (tx) => {
    const conv = await repo.openAndLock(tx, userId, now);
    if (body.clientId) {
      const again = await repo.messageByClientId(tx, conv.id, body.clientId);
      if (again) return existing(conv, again);
    }
    prevInConversation = conv.lastMessageId;
    prevId = conv.lastMessageId ?? (await repo.lastMessageIdOfPlayer(tx, userId));
    const row = await repo.insertMessage(tx, { conversationId: conv.id, sender: 'player', text: body.text ?? null, image: body.image ?? null, clientId: body.clientId ?? null, createdAt: now });
    const after = await repo.updateConversation(tx, conv.id, { lastMessageId: row.id, lastText: preview(body), lastAt: now });
    return { ...existing(after, row), fresh: true };
  });
  if (!sent.fresh) return sent;
  publishMessage(bus, sent, prevId, prevInConversation);
  await publishRow(db, bus, sent.conversationId);
  return sent;
}

/** The offline form (nobody on duty): its contact and question become one player message of the conversation. */
export async function offline(db: Db, bus: ChatBus, userId: number, input: { contact: string; question: string }, now: Date): Promise<Sent> {
  return sendAsPlayer(db, bus, userId, { text: `📞 ${input.contact}\n${input.question}` }, now);
}

export async function history(db: DbOrTx, userId: number, page: number, size: number) {
  const { rows, total } = await repo.pageOfPlayer(db, userId, size, (page - 1) * size);
  return { list: rows.map(toMessage), total, page, size };
}

/** Player read every message up to `upTo` of their newest conversation. */
export async function readAsPlayer(db: DbOrTx, bus: ChatBus, userId: number, upTo: number): Promise<void> {
  const conv = await repo.latestOfPlayer(db, userId);
  if (!conv) return;
  await repo.markRead(db, conv.id, 'player', upTo);
  const event = { kind: 'read' as const, conversationId: conv.id, userId, from: 'player' as const, upTo };
  bus.publish(playerChannel(userId), event);
  bus.publish(OPS_CHANNEL, event);
}

export function typing(bus: ChatBus, conversationId: number, userId: number, from: 'player' | 'operator'): void {
  const event = { kind: 'typing' as const, conversationId, userId, from };
  bus.publish(from === 'player' ? OPS_CHANNEL : playerChannel(userId), event);
}

/** Replay and gap fill of a socket: messages after `afterId`, in id order. */
export async function messagesAfter(db: DbOrTx, by: { userId: number } | { conversationId: number }, afterId: number, limit = 500): Promise<Array<{ message: ChatMessage; conversationId: number; clientId: string | null }>> {
  const rows = await repo.after(db, by, afterId, limit);
  return rows.map((r) => ({ message: toMessage(r), conversationId: r.conversationId, clientId: r.clientId }));
}

// ——— operator ———

async function lockOpen(tx: DbOrTx, operator: ChatOperator, conversationId: number): Promise<repo.ConversationRow> {
  const conv = await repo.lockById(tx, conversationId);
  if (!conv) throw new AppError('recordNotFound');
  if (conv.status === 'closed') throw new AppError('chatClosed');
  if (conv.status === 'assigned' && conv.assignedTo !== operator.operatorId && operator.role !== 'owner') throw new AppError('chatAssignedToOther');
  return conv;
}

/** An operator's message. A reply to a queued conversation claims it; one held by another operator is refused (owners excepted). */
export async function sendAsOperator(db: Db, bus: ChatBus, operator: ChatOperator, conversationId: number, body: Body, now: Date): Promise<Sent> {
  let prevId: number | null = null;
  let claimed: repo.ConversationRow | null = null;
  const sent = await db.transaction(async (tx) => {
    const conv = await lockOpen(tx, operator, conversationId);
    if (body.clientId) {
      const again = await repo.messageByClientId(tx, conv.id, body.clientId);
      if (again) return existing(conv, again);
    }
    prevId = conv.lastMessageId;
    const row = await repo.insertMessage(tx, {
      conversationId: conv.id,
      sender: 'operator',
      operatorId: operator.operatorId,
      text: body.text ?? null,
      image: body.image ?? null,
      clientId: body.clientId ?? null,
      createdAt: now,
    });
    const after = await repo.updateConversation(tx, conv.id, {
      lastMessageId: row.id,
      lastText: preview(body),
      lastAt: now,
      // The operator has seen everything up to their own reply.
      operatorReadUpTo: Math.max(conv.operatorReadUpTo, conv.lastMessageId ?? 0),
      ...(conv.status === 'queued' ? { status: 'assigned', assignedTo: operator.operatorId } : {}),
    });
    if (conv.status === 'queued') claimed = after;
    await audit(tx, { operator, action: 'chat.reply', target: `conversation:${conv.id}`, detail: { messageId: row.id, image: body.image ?? null } });
    return { ...existing(after, row), fresh: true };
  });
  if (!sent.fresh) return sent;
  if (claimed) publishStatus(bus, claimed, operator.operatorName);
  publishMessage(bus, sent, prevId, prevId);
  await publishRow(db, bus, conversationId);
  return sent;
}

export async function conversationHistory(db: DbOrTx, conversationId: number, page: number, size: number) {
  if (!(await repo.findById(db, conversationId))) throw new AppError('recordNotFound');
  const { rows, total } = await repo.pageOfConversation(db, conversationId, size, (page - 1) * size);
  return { list: rows.map(toMessage), total, page, size };
}

export async function conversations(db: DbOrTx, operatorId: number, input: { status?: string | undefined; page: number; size: number }) {
  const { rows, total } = await repo.queuePage(db, { status: input.status, operatorId }, { limit: input.size, offset: (input.page - 1) * input.size });
  return { list: rows.map(queueView), total, page: input.page, size: input.size };
}

export async function conversation(db: DbOrTx, conversationId: number): Promise<ChatConversation> {
  const row = await repo.queueRow(db, conversationId);
  if (!row) throw new AppError('recordNotFound');
  return queueView(row);
}

async function changeStatus(
  db: Db,
  bus: ChatBus,
  operator: ChatOperator,
  conversationId: number,
  action: 'claim' | 'assign' | 'close',
  change: (conv: repo.ConversationRow, tx: DbOrTx) => Promise<Partial<repo.ConversationRow>>,
): Promise<ChatConversation> {
  const after = await db.transaction(async (tx) => {
    const conv = action === 'assign' ? await repo.lockById(tx, conversationId) : await lockOpen(tx, operator, conversationId);
    if (!conv) throw new AppError('recordNotFound');
    if (conv.status === 'closed') throw new AppError('chatClosed');
    const set = await change(conv, tx);
    const updated = await repo.updateConversation(tx, conv.id, set);
    await audit(tx, {
      operator,
      action: `chat.${action}`,
      target: `conversation:${conv.id}`,
      before: { status: conv.status, assignedTo: conv.assignedTo },
      after: { status: updated.status, assignedTo: updated.assignedTo },
    });
    return updated;
  });
  publishStatus(bus, after, await repo.operatorName(db, after.assignedTo));
  await publishRow(db, bus, conversationId);
  return conversation(db, conversationId);
}

export const claim = (db: Db, bus: ChatBus, operator: ChatOperator, conversationId: number) =>
  changeStatus(db, bus, operator, conversationId, 'claim', async () => ({ status: 'assigned', assignedTo: operator.operatorId }));

/** The roles that can answer a chat (the support permission: support and owner). */
const ANSWERING_ROLES = OPERATOR_ROLES.filter((role) => hasPermission(role, 'support'));

/**
 * An owner gives a conversation to an operator (the route needs the owner permission: issue 23 finding 7). Only an
 * active operator who can answer may get it (chatAssigneeCannotAnswer): a conversation is never parked with someone
 * who cannot reply or close it.
 */
export const assign = (db: Db, bus: ChatBus, operator: ChatOperator, conversationId: number, operatorId: number) =>
  changeStatus(db, bus, operator, conversationId, 'assign', async (_conv, tx) => {
    const target = await repo.activeOperator(tx, operatorId);
    if (!target) throw new AppError('recordNotFound');
    if (!hasPermission(target.role as OperatorRole, 'support')) throw new AppError('chatAssigneeCannotAnswer');
    return { status: 'assigned', assignedTo: operatorId };
  });

/** What the platform does by itself is audited under this name. */
const SYSTEM: Actor = { operatorId: null, operatorName: 'system' };

/**
 * Conversations held by an operator who can no longer answer (disabled, or moved to a role without the support
 * permission) go back to the queue, each audited `chat.release` and told to the player and the operators (issue 23
 * finding 7). Run by every server's session guard (guard.ts) on operator news: the row locks let one server release
 * each conversation once.
 */
export async function releaseParked(db: Db, bus: ChatBus): Promise<number> {
  const released = await db.transaction(async (tx) => {
    const parked = await repo.lockParked(tx, ANSWERING_ROLES);
    const rows: repo.ConversationRow[] = [];
    for (const conv of parked) {
      const row = await repo.updateConversation(tx, conv.id, { status: 'queued', assignedTo: null });
      await audit(tx, {
        operator: SYSTEM,
        action: 'chat.release',
        target: `conversation:${conv.id}`,
        detail: { reason: 'assignee cannot answer' },
        before: { status: conv.status, assignedTo: conv.assignedTo },
        after: { status: row.status, assignedTo: row.assignedTo },
      });
      rows.push(row);
    }
    return rows;
  });
  for (const row of released) {
    publishStatus(bus, row, null);
    await publishRow(db, bus, row.id);
  }
  return released.length;
}

export const close = (db: Db, bus: ChatBus, operator: ChatOperator, conversationId: number, now: Date) =>
  changeStatus(db, bus, operator, conversationId, 'close', async () => ({ status: 'closed', closedAt: now }));

export async function readAsOperator(db: DbOrTx, bus: ChatBus, conversationId: number, upTo: number): Promise<void> {
  const conv = await repo.findById(db, conversationId);
  if (!conv) throw new AppError('recordNotFound');
  await repo.markRead(db, conv.id, 'operator', upTo);
  const event = { kind: 'read' as const, conversationId, userId: conv.userId, from: 'operator' as const, upTo };
  bus.publish(playerChannel(conv.userId), event);
  bus.publish(OPS_CHANNEL, event);
  await publishRow(db, bus, conversationId);
}

export async function operatorTyping(db: DbOrTx, bus: ChatBus, conversationId: number): Promise<void> {
  const conv = await repo.findById(db, conversationId);
  if (conv) typing(bus, conversationId, conv.userId, 'operator');
}

export async function onDuty(db: DbOrTx): Promise<boolean> {
  return (await repo.countOnDuty(db)) > 0;
}

/** The console's duty switch; players' sockets learn whether anyone is on duty. */
export async function setDuty(db: Db, bus: ChatBus, operator: ChatOperator, on: boolean, now: Date) {
  const n = await db.transaction(async (tx) => {
    const before = await repo.isOnDuty(tx, operator.operatorId);
    await repo.setDuty(tx, operator.operatorId, on, now);
    await audit(tx, { operator, action: 'chat.duty', target: operator.operatorName, before, after: on });
    return repo.countOnDuty(tx);
  });
  bus.publish(DUTY_CHANNEL, { kind: 'duty', onDuty: n > 0 });
  return { onDuty: on, operatorsOnDuty: n };
}

export async function myDuty(db: DbOrTx, operatorId: number) {
  const [on, n] = await Promise.all([repo.isOnDuty(db, operatorId), repo.countOnDuty(db)]);
  return { onDuty: on, operatorsOnDuty: n };
}

// ——— canned replies ———
const cannedView = (r: repo.CannedRow) => ({ id: r.id, title: r.title, text: r.text, sort: r.sort });

export async function cannedList(db: DbOrTx) {
  return (await repo.listCanned(db)).map(cannedView);
}

export async function cannedSave(db: Db, operator: Actor, input: { id?: number | undefined; title: string; text: string; sort: number }, now: Date) {
  return db.transaction(async (tx) => {
    const fields = { title: input.title, text: input.text, sort: input.sort, updatedAt: now };
    if (input.id === undefined) {
      const row = await repo.insertCanned(tx, fields);
      await audit(tx, { operator, action: 'chat.canned.create', target: String(row.id), after: cannedView(row) });
      return cannedView(row);
    }
    const before = await repo.findCanned(tx, input.id);
    if (!before) throw new AppError('recordNotFound');
    const row = await repo.updateCanned(tx, input.id, fields);
    await audit(tx, { operator, action: 'chat.canned.update', target: String(row.id), before: cannedView(before), after: cannedView(row) });
    return cannedView(row);
  });
}

export async function cannedDelete(db: Db, operator: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.findCanned(tx, id);
    if (!before) throw new AppError('recordNotFound');
    await repo.deleteCanned(tx, id);
    await audit(tx, { operator, action: 'chat.canned.delete', target: String(id), before: cannedView(before) });
  });
}
