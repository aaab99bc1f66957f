import { and, asc, count, desc, eq, gt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatCannedReplies, chatConversations, chatDuty, chatMessages, operators, users } from '../../db/schema/index.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type CannedRow = typeof chatCannedReplies.$inferSelect;

/** The player's open conversation, locked for the transaction (null: none open). */
export async function lockOpenOfPlayer(tx: DbOrTx, userId: number): Promise<ConversationRow | null> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), ne(chatConversations.status, 'closed')))
    .for('update');
  return row ?? null;
}

/** Opens the player's conversation unless a parallel call just did (the one-open index), then locks it. */
export async function openAndLock(tx: DbOrTx, userId: number, now: Date): Promise<ConversationRow> {
  await tx
    .insert(chatConversations)
    .values({ userId, status: 'queued', createdAt: now })
    .onConflictDoNothing({ target: chatConversations.userId, where: sql`${chatConversations.status} <> 'closed'` });
  return (await lockOpenOfPlayer(tx, userId))!;
}

export async function lockById(tx: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  return row ?? null;
}

export async function findById(db: DbOrTx, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

/** The player's newest conversation (open or not). */
export async function latestOfPlayer(db: DbOrTx, userId: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.userId, userId)).orderBy(desc(chatConversations.id)).limit(1);
  return row ?? null;
}

export async function messageByClientId(db: DbOrTx, conversationId: number, clientId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)));
  return row ?? null;
}

export async function insertMessage(tx: DbOrTx, row: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [r] = await tx.insert(chatMessages).values(row).returning();
  return r!;
}

export async function updateConversation(tx: DbOrTx, id: number, set: Partial<typeof chatConversations.$inferInsert>): Promise<ConversationRow> {
  const [r] = await tx.update(chatConversations).set(set).where(eq(chatConversations.id, id)).returning();
  return r!;
}

/** Read marks only move forward. */
export async function markRead(db: DbOrTx, id: number, side: 'player' | 'operator', upTo: number): Promise<void> {
  const col = side === 'player' ? chatConversations.playerReadUpTo : chatConversations.operatorReadUpTo;
  await db
    .update(chatConversations)
    .set(side === 'player' ? { playerReadUpTo: sql`greatest(${col}, ${upTo})` } : { operatorReadUpTo: sql`greatest(${col}, ${upTo})` })
    .where(eq(chatConversations.id, id));
}

const messageFields = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  sender: chatMessages.sender,
  text: chatMessages.text,
  image: chatMessages.image,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  playerReadUpTo: chatConversations.playerReadUpTo,
  operatorReadUpTo: chatConversations.operatorReadUpTo,
};
export interface MessageWithMarks {
  id: number;
  conversationId: number;
  sender: string;
  text: string | null;
  image: string | null;
  clientId: string | null;
  createdAt: Date;
  playerReadUpTo: number;
  operatorReadUpTo: number;
}

/** A page of messages, newest first, of every conversation matching `where` (a player's, or one conversation). */
async function page(db: DbOrTx, where: SQL, size: number, offset: number): Promise<{ rows: MessageWithMarks[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(messageFields)
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where)
      .orderBy(desc(chatMessages.id))
      .limit(size)
      .offset(offset),
    db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const pageOfPlayer = (db: DbOrTx, userId: number, size: number, offset: number) => page(db, eq(chatConversations.userId, userId), size, offset);
export const pageOfConversation = (db: DbOrTx, id: number, size: number, offset: number) => page(db, eq(chatConversations.id, id), size, offset);

/** Messages after `afterId` in id order (a socket's replay and gap fill): of a player's conversations, or of one. */
export async function after(db: DbOrTx, by: { userId: number } | { conversationId: number }, afterId: number, limit: number): Promise<MessageWithMarks[]> {
  const owner = 'userId' in by ? eq(chatConversations.userId, by.userId) : eq(chatConversations.id, by.conversationId);
  return db
    .select(messageFields)
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(owner, gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** The newest message id of all the player's conversations (null: none yet). */
export async function lastMessageIdOfPlayer(db: DbOrTx, userId: number): Promise<number | null> {
  const [r] = await db
    .select({ id: sql<number | null>`max(${chatConversations.lastMessageId})`.mapWith((v) => (v === null ? null : Number(v))) })
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId));
  return r?.id ?? null;
}

/** Operator messages the player has not read, in the player's open or newest conversation. */
export async function unreadForPlayer(db: DbOrTx, conversationId: number, readUpTo: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.sender, 'operator'), gt(chatMessages.id, readUpTo)));
  return Number(r?.n ?? 0);
}

const queueFields = {
  conversationId: chatConversations.id,
  username: users.username,
  lastText: chatConversations.lastText,
  lastAt: chatConversations.lastAt,
  status: chatConversations.status,
  assignedTo: operators.username,
  unread: sql<number>`(select count(*) from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender = 'player' and m.id > ${chatConversations.operatorReadUpTo})`.mapWith(Number),
};
export interface QueueRow {
  conversationId: number;
  username: string;
  lastText: string | null;
  lastAt: Date | null;
  status: string;
  assignedTo: string | null;
  unread: number;
}

function queueWhere(filter: { status?: string; operatorId?: number | null }): SQL | undefined {
  if (filter.status === 'mine') return and(eq(chatConversations.status, 'assigned'), eq(chatConversations.assignedTo, filter.operatorId ?? -1));
  if (filter.status) return eq(chatConversations.status, filter.status);
  return ne(chatConversations.status, 'closed');
}

export async function queuePage(
  db: DbOrTx,
  filter: { status?: string; operatorId?: number | null },
  window: { limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = queueWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(queueFields)
      .from(chatConversations)
      .innerJoin(users, eq(users.id, chatConversations.userId))
      .leftJoin(operators, eq(operators.id, chatConversations.assignedTo))
      .where(where)
      .orderBy(sql`${chatConversations.lastAt} desc nulls last`, desc(chatConversations.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(chatConversations).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function queueRow(db: DbOrTx, id: number): Promise<QueueRow | null> {
  const [row] = await db
    .select(queueFields)
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .leftJoin(operators, eq(operators.id, chatConversations.assignedTo))
    .where(eq(chatConversations.id, id));
  return row ?? null;
}

export async function operatorName(db: DbOrTx, operatorId: number | null): Promise<string | null> {
  if (operatorId === null) return null;
  const [r] = await db.select({ username: operators.username }).from(operators).where(eq(operators.id, operatorId));
  return r?.username ?? null;
}

export async function activeOperator(db: DbOrTx, operatorId: number): Promise<{ id: number; username: string; role: string } | null> {
  const [r] = await db
    .select({ id: operators.id, username: operators.username, role: operators.role })
    .from(operators)
    .where(and(eq(operators.id, operatorId), eq(operators.status, 'active')));
  return r ?? null;
}

/**
 * Conversations held by an operator who can no longer answer (disabled, or a role without the support permission),
 * locked: `answering` lists the roles that can answer.
 */
export async function lockParked(tx: DbOrTx, answering: readonly string[]): Promise<ConversationRow[]> {
  const rows = await tx
    .select({ conversation: chatConversations })
    .from(chatConversations)
    .innerJoin(operators, eq(operators.id, chatConversations.assignedTo))
    .where(and(eq(chatConversations.status, 'assigned'), or(ne(operators.status, 'active'), notInArray(operators.role, [...answering]))))
    .orderBy(asc(chatConversations.id))
    .for('update', { of: chatConversations });
  return rows.map((r) => r.conversation);
}

// ——— duty ———
export async function setDuty(db: DbOrTx, operatorId: number, onDuty: boolean, now: Date): Promise<void> {
  await db
    .insert(chatDuty)
    .values({ operatorId, onDuty, updatedAt: now })
    .onConflictDoUpdate({ target: chatDuty.operatorId, set: { onDuty, updatedAt: now } });
}
export async function isOnDuty(db: DbOrTx, operatorId: number): Promise<boolean> {
  const [r] = await db.select({ onDuty: chatDuty.onDuty }).from(chatDuty).where(eq(chatDuty.operatorId, operatorId));
  return r?.onDuty ?? false;
}
/** Operators on duty (active accounts only). */
export async function countOnDuty(db: DbOrTx): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(chatDuty)
    .innerJoin(operators, eq(operators.id, chatDuty.operatorId))
    .where(and(eq(chatDuty.onDuty, true), eq(operators.status, 'active')));
  return Number(r?.n ?? 0);
}

// ——— canned replies ———
export const listCanned = (db: DbOrTx) => db.select().from(chatCannedReplies).orderBy(asc(chatCannedReplies.sort), asc(chatCannedReplies.id));
export async function findCanned(db: DbOrTx, id: number): Promise<CannedRow | null> {
  const [r] = await db.select().from(chatCannedReplies).where(eq(chatCannedReplies.id, id));
  return r ?? null;
}
export async function insertCanned(db: DbOrTx, row: typeof chatCannedReplies.$inferInsert): Promise<CannedRow> {
  const [r] = await db.insert(chatCannedReplies).values(row).returning();
  return r!;
}
export async function updateCanned(db: DbOrTx, id: number, set: Partial<typeof chatCannedReplies.$inferInsert>): Promise<CannedRow> {
  const [r] = await db.update(chatCannedReplies).set(set).where(eq(chatCannedReplies.id, id)).returning();
  return r!;
}
export async function deleteCanned(db: DbOrTx, id: number): Promise<void> {
  await db.delete(chatCannedReplies).where(eq(chatCannedReplies.id, id));
}
