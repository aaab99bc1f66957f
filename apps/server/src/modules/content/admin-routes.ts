import { adminBannerListInput, adminBannerSaveInput, adminContentDeleteInput, adminNoticeListInput, adminNoticeSaveInput, adminWebsiteSetInput } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf, operatorPost } from '../../platform/index.js';
import { operatorImageUpload } from '../upload/index.js';
import * as content from './admin-service.js';

const tags = ['admin'];

/**
 * Content pages of the operator console (issue 14), mounted under /admin/api/content/: notices and banners are
 * marketing's; the website's basic info (title, licences, customer-service link) is the owner's.
 */
export async function contentAdminRoutes(app: FastifyInstance) {
  operatorPost(app, {
    path: '/notice/list',
    permission: 'marketing',
    summary: 'Every notice (marquee and announcements, in and out of their window), newest first',
    tags,
    input: adminNoticeListInput,
    handler: (_req, input) => content.listNotices(app.db, input),
  });
  operatorPost(app, {
    path: '/notice/save',
    permission: 'marketing',
    summary: 'Create (no id) or edit a notice: texts per language, order, on/off, publication window; audited',
    tags,
    input: adminNoticeSaveInput,
    handler: (req, input) => content.saveNotice(app.db, actorOf(req), input, app.deps.now()),
  });
  operatorPost(app, {
    path: '/notice/delete',
    permission: 'marketing',
    summary: 'Delete a notice; audited with its last content',
    tags,
    input: adminContentDeleteInput,
    handler: (req, input) => content.deleteNotice(app.db, actorOf(req), input.id, app.deps.now()),
  });
  operatorPost(app, {
    path: '/banner/list',
    permission: 'marketing',
    summary: 'Every banner in display order',
    tags,
    input: adminBannerListInput,
    handler: (_req, input) => content.listBanners(app.db, input),
  });
  operatorPost(app, {
    path: '/banner/save',
    permission: 'marketing',
    summary: 'Create (no id) or edit a banner: title per language, image, link, order, on/off, window; audited',
    tags,
    input: adminBannerSaveInput,
    handler: (req, input) => content.saveBanner(app.db, actorOf(req), input),
  });
  operatorPost(app, {
    path: '/banner/delete',
    permission: 'marketing',
    summary: 'Delete a banner; audited',
    tags,
    input: adminContentDeleteInput,
    handler: (req, input) => content.deleteBanner(app.db, actorOf(req), input.id),
  });
  await operatorImageUpload(app, {
    path: '/uploadImage',
    permission: 'marketing',
    action: 'content.uploadImage',
    summary: 'Upload banner art (png/jpg/jpeg ≤ 15 MB in multipart field `file`, checked like player uploads); answers its public /media/ URL; audited',
  });
  operatorPost(app, {
    path: '/website/list',
    permission: 'owner',
    summary: 'The website basic info (getWebsiteBasicInfo) as key/value pairs',
    tags,
    handler: () => content.listWebsite(app.db),
  });
  operatorPost(app, {
    path: '/website/set',
    permission: 'owner',
    summary: 'Set one website basic-info value; audited before → after',
    tags,
    input: adminWebsiteSetInput,
    handler: (req, input) => content.setWebsite(app.db, actorOf(req), input),
  });
}
