import type { MessageCategory } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { I18nText } from '../../db/schema/index.js';
import type { PageWindow } from '../../platform/index.js';

/**
 * SQL of the message centre (modules/messages). A player's messages are computed, never copied:
 * direct messages (messages.user_id, one row each) ∪ list messages (message_recipients) ∪ broadcasts (all / vip)
 * matching the player's registration time and current VIP level, minus withdrawn ones and the ones the player
 * deleted (message_states), with the read flag from message_states.
 * Indexes: messages_user (user_id, id) serves the direct branch, message_recipients' primary key (user_id, message_id)
 * the list branch, messages_broadcast (partial: live broadcasts only) the broadcast branch, and message_states'
 * primary key (user_id, message_id) the anti-join; no branch reads another player's rows.
 * A broadcast that carries a notice published as "announcement" (messages.notice_id, issue 24) is shown only while
 * that notice is an active announcement inside its publication window at `now` (the app's clock).
 */
export interface VisibleRow {
  id: number;
  category: MessageCategory;
  title: I18nText;
  content: I18nText;
  created_at: Date | string;
  read: boolean;
}

/** The announcement's own window: no notice (a plain broadcast), or an active announcement shown at `now`. */
function noticeLive(now: Date): SQL {
  const at = now.toISOString();
  return sql`(m.notice_id IS NULL OR EXISTS (
    SELECT 1 FROM notices n WHERE n.id = m.notice_id AND n.type = 'announcement' AND n.active
      AND (n.starts_at IS NULL OR n.starts_at <= ${at}::timestamptz) AND (n.ends_at IS NULL OR n.ends_at > ${at}::timestamptz)))`;
}

function visible(userId: number, now: Date, category?: MessageCategory, id?: number): SQL {
  const only = (col: SQL) => sql.join(
    [id !== undefined ? sql` AND ${col}.id = ${id}` : sql``, category ? sql` AND ${col}.category = ${category}` : sql``],
    sql``,
  );
  return sql`(
    SELECT c.id, c.category, c.title, c.content, c.created_at, (s.read_at IS NOT NULL) AS read
    FROM (
      SELECT m.id, m.category, m.title, m.content, m.created_at FROM messages m
        WHERE m.user_id = ${userId} AND m.withdrawn_at IS NULL${only(sql`m`)}
      UNION ALL
      SELECT m.id, m.category, m.title, m.content, m.created_at FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE r.user_id = ${userId} AND m.withdrawn_at IS NULL${only(sql`m`)}
      UNION ALL
      SELECT m.id, m.category, m.title, m.content, m.created_at FROM messages m JOIN users u ON u.id = ${userId}
        WHERE m.audience IN ('all', 'vip') AND m.withdrawn_at IS NULL${only(sql`m`)}
          AND (m.include_later OR u.created_at <= m.created_at)
          AND (m.audience = 'all' OR u.vip_level BETWEEN m.vip_from AND m.vip_to)
          AND ${noticeLive(now)}
    ) c
    LEFT JOIN message_states s ON s.user_id = ${userId} AND s.message_id = c.id
    WHERE s.deleted_at IS NULL
  )`;
}

export async function pageOfPlayer(db: DbOrTx, userId: number, now: Date, category: MessageCategory | undefined, window: PageWindow) {
  const v = visible(userId, now, category);
  const [rows, totals] = await Promise.all([
    db.execute(sql`SELECT * FROM ${v} AS v ORDER BY v.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM ${v} AS v`),
  ]);
  return { rows: rowsOf<VisibleRow>(rows), total: rowsOf<{ n: number }>(totals)[0]?.n ?? 0 };
}

export async function findVisible(db: DbOrTx, userId: number, now: Date, id: number): Promise<VisibleRow | null> {
  const rows = rowsOf<VisibleRow>(await db.execute(sql`SELECT * FROM ${visible(userId, now, undefined, id)} AS v`));
  return rows[0] ?? null;
}

/** Unread messages per category, in one query. */
export async function unreadByCategory(db: DbOrTx, userId: number, now: Date): Promise<{ category: MessageCategory; n: number }[]> {
  return rowsOf(await db.execute(sql`SELECT v.category, count(*)::int AS n FROM ${visible(userId, now)} AS v WHERE NOT v.read GROUP BY v.category`));
}

/**
 * Marks read (or deleted) set-wise: one INSERT … SELECT of the player's visible messages (all, a category or one id),
 * keeping an earlier read/delete time; rows in id order, so parallel calls of one player take their row locks in
 * the same order and cannot deadlock. Returns how many messages it touched (0: no such message for this player).
 */
export async function mark(db: DbOrTx, userId: number, what: 'read' | 'deleted', now: Date, filter: { category?: MessageCategory; id?: number }): Promise<number> {
  const at = now.toISOString();
  const source = visible(userId, now, filter.category, filter.id);
  const rows =
    what === 'read'
      ? await db.execute(sql`
          INSERT INTO message_states (user_id, message_id, read_at)
          SELECT ${userId}, v.id, ${at}::timestamptz FROM ${source} AS v ${filter.id === undefined ? sql`WHERE NOT v.read` : sql``} ORDER BY v.id
          ON CONFLICT (user_id, message_id) DO UPDATE SET read_at = COALESCE(message_states.read_at, EXCLUDED.read_at)
          RETURNING message_id`)
      : await db.execute(sql`
          INSERT INTO message_states (user_id, message_id, deleted_at)
          SELECT ${userId}, v.id, ${at}::timestamptz FROM ${source} AS v ORDER BY v.id
          ON CONFLICT (user_id, message_id) DO UPDATE SET deleted_at = COALESCE(message_states.deleted_at, EXCLUDED.deleted_at)
          RETURNING message_id`);
  return rowsOf(rows).length;
}

export interface NewMessage {
  category: MessageCategory;
  audience: 'user' | 'users' | 'vip' | 'all';
  userId?: number | null;
  vipFrom?: number | null;
  vipTo?: number | null;
  includeLater?: boolean;
  title: I18nText;
  content: I18nText;
  operator?: string | null;
  recipients: number;
  createdAt: Date;
}

export async function insertMessage(db: DbOrTx, m: NewMessage): Promise<number> {
  const rows = await db.execute(sql`
    INSERT INTO messages (category, audience, user_id, vip_from, vip_to, include_later, title, content, operator, recipients, created_at)
    VALUES (${m.category}, ${m.audience}, ${m.userId ?? null}, ${m.vipFrom ?? null}, ${m.vipTo ?? null}, ${m.includeLater ?? false},
      ${JSON.stringify(m.title)}::jsonb, ${JSON.stringify(m.content)}::jsonb, ${m.operator ?? null}, ${m.recipients}, ${m.createdAt.toISOString()}::timestamptz)
    RETURNING id`);
  return Number(rowsOf<{ id: number | string }>(rows)[0]!.id);
}

/** The list recipients of a `users` message, set-wise from their ids. */
export async function insertRecipients(db: DbOrTx, messageId: number, userIds: number[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO message_recipients (user_id, message_id)
    SELECT u.id, ${messageId} FROM users u WHERE u.id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)}) ON CONFLICT DO NOTHING`);
}

/**
 * Event messages set-wise: the INSERT … SELECT writing a private message per row of `source`
 * (columns user_id, title jsonb, content jsonb) at `at`.
 */
export function insertDirectSql(category: MessageCategory, source: SQL, at: Date | undefined): SQL {
  return sql`
    INSERT INTO messages (category, audience, user_id, title, content, recipients, created_at)
    SELECT ${category}, 'user', s.user_id, s.title, s.content, 1, ${at ? sql`${at.toISOString()}::timestamptz` : sql`now()`} FROM (${source}) AS s`;
}

export async function usersByName(db: DbOrTx, usernames: string[]): Promise<{ id: number; username: string }[]> {
  const rows = await db.execute(sql`SELECT id::int AS id, username FROM users WHERE username IN (${sql.join(usernames.map((u) => sql`${u.toLowerCase()}`), sql`, `)})`);
  return rowsOf(rows);
}

/** Players a broadcast reaches when sent (for the operator's figure). */
export async function countAudience(db: DbOrTx, vip: { from: number; to: number } | null): Promise<number> {
  const rows = await db.execute(
    vip ? sql`SELECT count(*)::int AS n FROM users WHERE vip_level BETWEEN ${vip.from} AND ${vip.to}` : sql`SELECT count(*)::int AS n FROM users`,
  );
  return rowsOf<{ n: number }>(rows)[0]?.n ?? 0;
}

export interface SentRow {
  id: number;
  category: MessageCategory;
  audience: 'user' | 'users' | 'vip' | 'all';
  title: I18nText;
  vip_from: number | null;
  vip_to: number | null;
  include_later: boolean;
  created_at: Date | string;
  operator: string | null;
  recipients: number;
  reads: number;
  withdrawn_at: Date | string | null;
}

/** Messages operators sent (event messages are the platform's and stay out), newest first, with their read count. */
export async function pageSent(db: DbOrTx, category: MessageCategory | undefined, window: PageWindow) {
  const where = sql`m.operator IS NOT NULL${category ? sql` AND m.category = ${category}` : sql``}`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      SELECT m.id::int AS id, m.category, m.audience, m.title, m.vip_from, m.vip_to, m.include_later, m.created_at, m.operator, m.recipients, m.withdrawn_at,
        (SELECT count(*)::int FROM message_states s WHERE s.message_id = m.id AND s.read_at IS NOT NULL) AS reads
      FROM messages m WHERE ${where} ORDER BY m.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`),
    db.execute(sql`SELECT count(*)::int AS n FROM messages m WHERE ${where}`),
  ]);
  return { rows: rowsOf<SentRow>(rows), total: rowsOf<{ n: number }>(totals)[0]?.n ?? 0 };
}

export async function withdraw(db: DbOrTx, id: number, now: Date): Promise<SentRow | null> {
  const rows = await db.execute(sql`
    UPDATE messages SET withdrawn_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND operator IS NOT NULL AND withdrawn_at IS NULL
    RETURNING id::int AS id, category, audience, title, vip_from, vip_to, include_later, created_at, operator, recipients, withdrawn_at, 0 AS reads`);
  return rowsOf<SentRow>(rows)[0] ?? null;
}

/** The message of a notice, if it has one. */
export async function messageOfNotice(db: DbOrTx, noticeId: number): Promise<number | null> {
  const rows = rowsOf<{ id: number | string }>(await db.execute(sql`SELECT id FROM messages WHERE notice_id = ${noticeId}`));
  return rows[0] ? Number(rows[0].id) : null;
}

/** An announcement's message: everyone's (also players registered later), its texts and time from the notice. */
export async function insertNoticeMessage(db: DbOrTx, n: { noticeId: number; title: I18nText; content: I18nText; at: Date }): Promise<void> {
  await db.execute(sql`
    INSERT INTO messages (category, audience, include_later, title, content, recipients, created_at, notice_id)
    VALUES ('announcement', 'all', true, ${JSON.stringify(n.title)}::jsonb, ${JSON.stringify(n.content)}::jsonb,
      (SELECT count(*)::int FROM users), ${n.at.toISOString()}::timestamptz, ${n.noticeId})`);
}

export async function updateNoticeMessage(db: DbOrTx, id: number, n: { title: I18nText; content: I18nText; at: Date }): Promise<void> {
  await db.execute(sql`
    UPDATE messages SET title = ${JSON.stringify(n.title)}::jsonb, content = ${JSON.stringify(n.content)}::jsonb,
      created_at = ${n.at.toISOString()}::timestamptz, withdrawn_at = NULL
    WHERE id = ${id}`);
}

/** A deleted notice's message disappears for everyone (its read states stay, as for an operator's withdrawal). */
export async function withdrawNoticeMessage(db: DbOrTx, noticeId: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE messages SET withdrawn_at = ${now.toISOString()}::timestamptz WHERE notice_id = ${noticeId} AND withdrawn_at IS NULL`);
}
