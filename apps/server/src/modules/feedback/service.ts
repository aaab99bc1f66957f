import { FEEDBACK_ORDER_DAYS, type AdminFeedbackListInput, type FeedbackStatus, type LangCode, type SaveFeedbackInput } from '@app/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { getDictionary } from '../content/service.js';
import { notify } from '../messages/index.js';
import { audit, operatorPage, type Actor } from '../../platform/index.js';
import { ownRecordCreatedAt } from '../records/service.js';
import * as settings from '../settings/service.js';
import { ownsUploads } from '../upload/service.js';
import * as repo from './repo.js';

/**
 * Player feedback (spec.md §2, §3, §5; api-contract-wave2.md "Feedback"; issue 17; docs/decisions.md "Feedback").
 * The rules of a save, in the order a player meets them: the type, the order, the images, the daily allowance.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export async function feedbackTypes(db: DbOrTx, lang: LangCode): Promise<Map<string, string>> {
  return new Map((await getDictionary(db, lang, 'feedbackType')).map((d) => [d.key, d.label]));
}

/** The order must be one of the player's own transaction records created at most 7 × 24 hours before `now`. */
async function checkOrder(db: DbOrTx, userId: number, orderNo: string, now: Date): Promise<void> {
  const createdAt = await ownRecordCreatedAt(db, userId, orderNo);
  if (!createdAt || createdAt.getTime() < now.getTime() - FEEDBACK_ORDER_DAYS * DAY_MS || createdAt > now) throw new AppError('feedbackOrderInvalid');
}

export async function save(db: Db, userId: number, input: SaveFeedbackInput, now: Date): Promise<{ id: number }> {
  if (!(await feedbackTypes(db, 'zh')).has(input.type)) throw new AppError('feedbackTypeInvalid');
  if (input.orderNo) await checkOrder(db, userId, input.orderNo, now);
  const images = [...new Set(input.images)];
  if (images.length > (await settings.get(db, 'feedback_max_images'))) throw new AppError('feedbackImagesTooMany');
  if (!(await ownsUploads(db, userId, images))) throw new AppError('feedbackImageInvalid');
  return db.transaction(async (tx) => {
    // One save of a player at a time: the count and the insert cannot interleave with a parallel save.
    await repo.lockPlayer(tx, userId);
    const limit = await settings.get(tx, 'feedback_daily_limit');
    if ((await repo.countSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= limit) throw new AppError('feedbackDailyLimit');
    const id = await repo.insert(tx, { userId, type: input.type, orderNo: input.orderNo ?? null, content: input.content, images, status: 'open', createdAt: now });
    return { id };
  });
}

export async function list(db: DbOrTx, userId: number, page: number, size: number) {
  const { rows, total } = await repo.pageOwn(db, userId, page, size);
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      content: r.content,
      status: r.status as FeedbackStatus,
      createdAt: r.createdAt.toISOString(),
      repliedAt: r.repliedAt?.toISOString() ?? null,
    })),
    total,
    page,
    size,
  };
}

export async function info(db: DbOrTx, userId: number, id: number) {
  const r = await repo.findOwn(db, userId, id);
  if (!r) throw new AppError('recordNotFound');
  return {
    id: r.id,
    type: r.type,
    orderNo: r.orderNo,
    content: r.content,
    images: r.images,
    status: r.status as FeedbackStatus,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

/** Hides the feedback from the player's list; the operator keeps it. Another player's reads as not found. */
export async function remove(db: DbOrTx, userId: number, id: number, now: Date): Promise<null> {
  if (!(await repo.markDeleted(db, userId, id, now))) throw new AppError('recordNotFound');
  return null;
}

// ——— operator ———

function operatorView(r: repo.OperatorRow) {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    type: r.type,
    orderNo: r.orderNo,
    content: r.content,
    images: r.images,
    status: r.status as FeedbackStatus,
    reply: r.reply,
    repliedBy: r.repliedBy,
    createdAt: r.createdAt.toISOString(),
    repliedAt: r.repliedAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    deleted: r.deletedAt !== null,
  };
}

export function listForOperator(db: DbOrTx, input: AdminFeedbackListInput) {
  return operatorPage(input, (w) => repo.pageForOperator(db, { status: input.status, type: input.type, username: input.username }, w), operatorView);
}

export async function infoForOperator(db: DbOrTx, id: number) {
  const r = await repo.findForOperator(db, id);
  if (!r) throw new AppError('recordNotFound');
  return operatorView(r);
}

/** The operator's answer: status → replied (a second reply replaces the first); a closed feedback takes none. */
export async function reply(db: Db, actor: Actor, id: number, text: string, now: Date) {
  return db.transaction(async (tx) => {
    const r = await repo.findForOperator(tx, id, true);
    if (!r) throw new AppError('recordNotFound');
    if (r.status === 'closed') throw new AppError('feedbackClosed');
    await repo.update(tx, id, { status: 'replied', reply: text, repliedBy: actor.operatorName, repliedAt: now });
    await audit(tx, { operator: actor, action: 'feedback.reply', target: String(id), before: { status: r.status, reply: r.reply }, after: { status: 'replied', reply: text } });
    // The player learns of the answer in the message centre (private tab), in every language (issue 17).
    await notify(tx, { kind: 'feedbackReplied', at: now, userId: r.userId, params: { reply: text } });
    return operatorView({ ...r, status: 'replied', reply: text, repliedBy: actor.operatorName, repliedAt: now });
  });
}

export async function close(db: Db, actor: Actor, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const r = await repo.findForOperator(tx, id, true);
    if (!r) throw new AppError('recordNotFound');
    if (r.status === 'closed') throw new AppError('feedbackClosed');
    await repo.update(tx, id, { status: 'closed', closedAt: now });
    await audit(tx, { operator: actor, action: 'feedback.close', target: String(id), before: { status: r.status }, after: { status: 'closed' } });
    return operatorView({ ...r, status: 'closed', closedAt: now });
  });
}
