import type { Infer } from '@app/shared';
import type { adminBannerSaveInput, adminNoticeSaveInput } from '@app/shared';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/client.js';
import { syncNoticeMessage, withdrawNoticeMessage } from '../messages/index.js';
import { audit, operatorPage, type Actor, type PageInput } from '../../platform/index.js';
import * as repo from './repo.js';
import { clearContentCaches } from './service.js';

/**
 * Operator actions on public content (issue 14 "Content"): notices (marquee and announcements) and banners per
 * language with a publication window and an order, and the website's basic info. Each write is audited with the
 * row before and after, in the transaction that makes it, and clears this server's 5 s content cache (other servers
 * see it within 5 s, docs/decisions.md "Public content cache").
 */
type NoticeRow = Awaited<ReturnType<typeof repo.insertNotice>>;
type BannerRow = Awaited<ReturnType<typeof repo.insertBanner>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const when = (s: string | null | undefined) => (s ? new Date(s) : null);

function noticeView(n: NoticeRow) {
  return { id: n.id, type: n.type, title: n.title, content: n.content, sort: n.sort, active: n.active, startsAt: iso(n.startsAt), endsAt: iso(n.endsAt), createdAt: n.createdAt.toISOString() };
}
function bannerView(b: BannerRow) {
  return { id: b.id, title: b.title, image: b.image, link: b.link, sort: b.sort, active: b.active, startsAt: iso(b.startsAt), endsAt: iso(b.endsAt) };
}
export type NoticeView = ReturnType<typeof noticeView>;
export type BannerView = ReturnType<typeof bannerView>;

export function listNotices(db: Db, input: PageInput & { type?: string }) {
  return operatorPage(input, () => repo.pageAllNotices(db, input), noticeView);
}

export function listBanners(db: Db, input: PageInput) {
  return operatorPage(input, () => repo.pageAllBanners(db, input), bannerView);
}

/** A notice published as "announcement" is also a message of the centre's announcement tab (modules/messages). */
export async function saveNotice(db: Db, actor: Actor, input: Infer<typeof adminNoticeSaveInput>, now: Date): Promise<NoticeView> {
  const values = { type: input.type, title: input.title, content: input.content, sort: input.sort, active: input.active, startsAt: when(input.startsAt), endsAt: when(input.endsAt) };
  const saved = await db.transaction(async (tx) => {
    const before = input.id ? await repo.findNotice(tx, input.id) : null;
    if (input.id && !before) throw new AppError('recordNotFound');
    const row = before ? await repo.updateNotice(tx, before.id, values) : await repo.insertNotice(tx, values);
    await syncNoticeMessage(tx, row, now);
    await audit(tx, { operator: actor, action: before ? 'notice.update' : 'notice.create', target: `notice:${row.id}`, before: before && noticeView(before), after: noticeView(row) });
    return row;
  });
  clearContentCaches();
  return noticeView(saved);
}

export async function deleteNotice(db: Db, actor: Actor, id: number, now: Date): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await repo.findNotice(tx, id);
    if (!before) throw new AppError('recordNotFound');
    await withdrawNoticeMessage(tx, id, now);
    await repo.deleteNotice(tx, id);
    await audit(tx, { operator: actor, action: 'notice.delete', target: `notice:${id}`, before: noticeView(before) });
  });
  clearContentCaches();
  return null;
}

export async function saveBanner(db: Db, actor: Actor, input: Infer<typeof adminBannerSaveInput>): Promise<BannerView> {
  const values = { title: input.title, image: input.image, link: input.link, sort: input.sort, active: input.active, startsAt: when(input.startsAt), endsAt: when(input.endsAt) };
  const saved = await db.transaction(async (tx) => {
    const before = input.id ? await repo.findBanner(tx, input.id) : null;
    if (input.id && !before) throw new AppError('recordNotFound');
    const row = before ? await repo.updateBanner(tx, before.id, values) : await repo.insertBanner(tx, values);
    await audit(tx, { operator: actor, action: before ? 'banner.update' : 'banner.create', target: `banner:${row.id}`, before: before && bannerView(before), after: bannerView(row) });
    return row;
  });
  clearContentCaches();
  return bannerView(saved);
}

export async function deleteBanner(db: Db, actor: Actor, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await repo.findBanner(tx, id);
    if (!before) throw new AppError('recordNotFound');
    await repo.deleteBanner(tx, id);
    await audit(tx, { operator: actor, action: 'banner.delete', target: `banner:${id}`, before: bannerView(before) });
  });
  clearContentCaches();
  return null;
}

export async function listWebsite(db: Db) {
  return { list: await repo.listWebsiteConfig(db) };
}

/** Sets one website basic-info value (title, keywords, licences, sponsors, customer-service link…); '' clears it. */
export async function setWebsite(db: Db, actor: Actor, input: { configKey: string; configValue: string }) {
  await db.transaction(async (tx) => {
    const before = await repo.findWebsiteConfig(tx, input.configKey);
    await repo.upsertWebsiteConfig(tx, input.configKey, input.configValue);
    await audit(tx, { operator: actor, action: 'website.set', target: input.configKey, before: before?.configValue ?? null, after: input.configValue });
  });
  clearContentCaches();
  return { configKey: input.configKey, configValue: input.configValue };
}
