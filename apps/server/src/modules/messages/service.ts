import { MESSAGE_CATEGORIES, type Infer, type LangCode, type MessageCategory, adminMessageSendInput } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { I18nText } from '../../db/schema/index.js';
import { pickLang } from '../../lib/i18n-text.js';
import { audit, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import * as repo from './repo.js';
import { eventTexts, eventTextsSql, type EventKind } from './texts.js';

/**
 * The message centre (issue 17; api-contract-wave2.md "Messages"; docs/decisions.md "Message centre"). Operators send
 * to one player, a list, a VIP range or everyone (one row per message); domains write event messages through
 * `notify` in the transaction of their event; players list, read, read all and delete their own.
 */

const SUMMARY_LENGTH = 60;
const iso = (d: Date | string) => new Date(d).toISOString();

function itemView(row: repo.VisibleRow, lang: LangCode) {
  const content = pickLang(row.content, lang);
  return {
    id: Number(row.id),
    category: row.category,
    title: pickLang(row.title, lang),
    summary: content.replace(/\s+/g, ' ').trim().slice(0, SUMMARY_LENGTH),
    read: row.read,
    createdAt: iso(row.created_at),
  };
}

/** list: the player's messages (a category or all), newest first. */
export async function listForPlayer(db: DbOrTx, userId: number, lang: LangCode, input: { category?: MessageCategory; page: number; size: number }, now: Date) {
  const { rows, total } = await repo.pageOfPlayer(db, userId, now, input.category, { limit: input.size, offset: (input.page - 1) * input.size });
  return { list: rows.map((r) => itemView(r, lang)), total, page: input.page, size: input.size };
}

/** getTop50MessageList: the latest 50 of every category. */
export async function top50ForPlayer(db: DbOrTx, userId: number, lang: LangCode, now: Date) {
  const { rows } = await repo.pageOfPlayer(db, userId, now, undefined, { limit: 50, offset: 0 });
  return rows.map((r) => itemView(r, lang));
}

/** getMessage: one of the player's messages in full; another player's id is "record not found". */
export async function getForPlayer(db: DbOrTx, userId: number, lang: LangCode, id: number, now: Date) {
  const row = await repo.findVisible(db, userId, now, id);
  if (!row) throw new AppError('recordNotFound');
  return { id: Number(row.id), category: row.category, title: pickLang(row.title, lang), content: pickLang(row.content, lang), read: row.read, createdAt: iso(row.created_at) };
}

export async function readOne(db: DbOrTx, userId: number, id: number, now: Date): Promise<null> {
  if ((await repo.mark(db, userId, 'read', now, { id })) === 0) throw new AppError('recordNotFound');
  return null;
}

/** modifyReadAllMessage: every unread message (of a category) marked read in one statement. */
export async function readAll(db: DbOrTx, userId: number, category: MessageCategory | undefined, now: Date): Promise<null> {
  await repo.mark(db, userId, 'read', now, { category });
  return null;
}

export async function deleteOne(db: DbOrTx, userId: number, id: number, now: Date): Promise<null> {
  if ((await repo.mark(db, userId, 'deleted', now, { id })) === 0) throw new AppError('recordNotFound');
  return null;
}

/** getUnReadMessageCount: unread per category and in total, one query. */
export async function unreadCounts(db: DbOrTx, userId: number, now: Date) {
  const counts = Object.fromEntries(MESSAGE_CATEGORIES.map((c) => [c, 0])) as Record<MessageCategory, number>;
  for (const row of await repo.unreadByCategory(db, userId, now)) counts[row.category] = Number(row.n);
  return { total: MESSAGE_CATEGORIES.reduce((sum, c) => sum + counts[c], 0), ...counts };
}

const EVENT_CATEGORY: Record<EventKind, MessageCategory> = {
  depositCompleted: 'finance',
  depositRejected: 'finance',
  withdrawPaid: 'finance',
  withdrawRejected: 'finance',
  vipPromoted: 'private',
  vipDemoted: 'private',
  welfareOffered: 'activity',
  feedbackReplied: 'private',
  bonusApproved: 'activity',
  bonusRejected: 'activity',
};

/** Many players at once: `source` yields rows with a `user_id` column; params are SQL over its row `s`. */
export interface SetNotification {
  kind: EventKind;
  /** created_at of the messages (the job's time); now() when absent. */
  at?: Date;
  source: SQL;
  params: Record<string, SQL>;
}
export type Notification =
  /** One player: params already formatted (amounts with formatMinor). */
  | { kind: EventKind; at: Date; userId: number; params: Record<string, string> }
  | SetNotification;

/**
 * The INSERT … SELECT of a set-wise notification, for a caller that must fold it into its own statement (a
 * data-modifying CTE: `WITH ins AS (INSERT … RETURNING user_id, …), msg AS (<this>) …`).
 */
export function notifyStatement(n: SetNotification): SQL {
  const texts = eventTextsSql(n.kind, n.params);
  return repo.insertDirectSql(EVENT_CATEGORY[n.kind], sql`SELECT s.user_id, ${texts.title} AS title, ${texts.content} AS content FROM (${n.source}) AS s`, n.at);
}

/**
 * Writes event messages in the caller's transaction, in every language, category from the kind: ONE INSERT
 * whether it is one player or a job's many (INSERT … SELECT).
 */
export async function notify(tx: DbOrTx, n: Notification): Promise<void> {
  if ('userId' in n) {
    await repo.insertMessage(tx, { category: EVENT_CATEGORY[n.kind], audience: 'user', userId: n.userId, ...eventTexts(n.kind, n.params), recipients: 1, createdAt: n.at });
    return;
  }
  await tx.execute(notifyStatement(n));
}

/**
 * A notice published as "announcement" is a message of the centre's announcement tab (issue 24: what the operator
 * picks is where the player finds it): the content module calls this in the transaction that saves the notice. An
 * announcement gets (or updates) its one broadcast, everyone's including later players, dated from its start; the
 * notice's active flag and window decide when it shows (repo `visible`). A notice that is (now) a marquee keeps no
 * message; a deleted one's message is withdrawn.
 */
export async function syncNoticeMessage(
  tx: DbOrTx,
  notice: { id: number; type: string; title: I18nText; content: I18nText; startsAt: Date | null; createdAt: Date },
  now: Date,
): Promise<void> {
  const existing = await repo.messageOfNotice(tx, notice.id);
  if (notice.type !== 'announcement') {
    if (existing !== null) await repo.withdrawNoticeMessage(tx, notice.id, now);
    return;
  }
  const texts = { title: notice.title, content: notice.content, at: notice.startsAt ?? notice.createdAt };
  if (existing === null) await repo.insertNoticeMessage(tx, { noticeId: notice.id, ...texts });
  else await repo.updateNoticeMessage(tx, existing, texts);
}

export function withdrawNoticeMessage(tx: DbOrTx, noticeId: number, now: Date): Promise<void> {
  return repo.withdrawNoticeMessage(tx, noticeId, now);
}

// ── Operators ──────────────────────────────────────────────────────────────────────────────────────────────

/** message/send: one row whatever the audience (plus one recipient row per listed player); audited. */
export async function send(db: Db, actor: Actor, input: Infer<typeof adminMessageSendInput>, now: Date): Promise<{ id: number; recipients: number }> {
  return db.transaction(async (tx) => {
    let userIds: number[] = [];
    if (input.audience === 'user' || input.audience === 'users') {
      const names = [...new Set((input.usernames ?? []).map((u) => u.toLowerCase()))];
      const found = await repo.usersByName(tx, names);
      if (found.length !== names.length) throw new AppError('playerNotFound');
      userIds = found.map((u) => Number(u.id));
    }
    const recipients =
      input.audience === 'all'
        ? await repo.countAudience(tx, null)
        : input.audience === 'vip'
          ? await repo.countAudience(tx, { from: input.vipFrom!, to: input.vipTo! })
          : userIds.length;
    const id = await repo.insertMessage(tx, {
      category: input.category,
      audience: input.audience,
      userId: input.audience === 'user' ? userIds[0] : null,
      vipFrom: input.audience === 'vip' ? input.vipFrom : null,
      vipTo: input.audience === 'vip' ? input.vipTo : null,
      includeLater: input.audience === 'all' || input.audience === 'vip' ? input.includeLater : false,
      title: input.title,
      content: input.content,
      operator: actor.operatorName,
      recipients,
      createdAt: now,
    });
    if (input.audience === 'users') await repo.insertRecipients(tx, id, userIds);
    await audit(tx, {
      operator: actor,
      action: 'message.send',
      target: `message:${id}`,
      after: { category: input.category, audience: input.audience, usernames: input.usernames ?? null, vipFrom: input.vipFrom ?? null, vipTo: input.vipTo ?? null, includeLater: input.includeLater, title: input.title, recipients },
    });
    return { id, recipients };
  });
}

function sentView(r: repo.SentRow) {
  return {
    id: Number(r.id),
    category: r.category,
    audience: r.audience,
    title: pickLang(r.title, 'zh'),
    vipFrom: r.vip_from,
    vipTo: r.vip_to,
    includeLater: r.include_later,
    createdAt: iso(r.created_at),
    operator: r.operator,
    recipients: Number(r.recipients),
    reads: Number(r.reads),
    withdrawn: r.withdrawn_at !== null,
  };
}

export function listSent(db: DbOrTx, input: PageInput & { category?: MessageCategory }) {
  return operatorPage(input, (window) => repo.pageSent(db, input.category, window), sentView);
}

/** message/withdraw: the message disappears for every player; audited. */
export async function withdraw(db: Db, actor: Actor, id: number, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await repo.withdraw(tx, id, now);
    if (!row) throw new AppError('recordNotFound');
    await audit(tx, { operator: actor, action: 'message.withdraw', target: `message:${id}`, before: { title: pickLang(row.title, 'zh'), category: row.category, audience: row.audience } });
  });
  return null;
}
