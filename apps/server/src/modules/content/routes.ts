import {
  getNoticeInput,
  getNoticeOutput,
  getRegisterItemOutput,
  getSildeOutput,
  getSysBankOutput,
  getSysConfigValueInput,
  getSysConfigValueOutput,
  getSysDictionaryInput,
  getSysDictionaryOutput,
  getWebsiteBasicInfoOutput,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { post } from '../../http/route.js';
import * as content from './service.js';

const tags = ['content'];

/** Public site content seeded on first start (spec.md §7 guest index, sys config, dictionaries). */
export async function contentRoutes(app: FastifyInstance) {
  post(app, {
    path: '/web/guest/index/getWebsiteBasicInfo',
    summary: 'Website basic info (title, keywords, icon, customer-service link…)',
    tags,
    output: getWebsiteBasicInfoOutput,
    handler: (req) => content.getWebsiteBasicInfo(app.db, req.lang),
  });
  post(app, {
    path: '/web/guest/index/getSilde',
    summary: 'Home banners (the path keeps the spec spelling)',
    tags,
    output: getSildeOutput,
    handler: (req) => content.getBanners(app.db, req.lang, app.deps.now()),
  });
  post(app, {
    path: '/web/guest/index/getNotice',
    summary: 'Notices for the home marquee and the announcement tab, in the caller language',
    tags,
    input: getNoticeInput,
    output: getNoticeOutput,
    handler: (req, input) => content.getNotices(app.db, req.lang, input, app.deps.now()),
  });
  post(app, {
    path: '/web/sys/sysConfig/getSysConfigValue',
    summary: 'A public system config value by key (area_code, sms_switch…); null when unknown',
    tags,
    input: getSysConfigValueInput,
    suffix: 'key',
    output: getSysConfigValueOutput,
    handler: (_req, input) => content.getSysConfigValue(app.db, input.key),
  });
  post(app, {
    path: '/web/common/sysDictionary/getSysDictionary',
    summary: 'Dictionary entries (language, feedbackType, depositCancelReason, sex), optionally of one type',
    tags,
    input: getSysDictionaryInput,
    suffix: 'type',
    output: getSysDictionaryOutput,
    handler: (req, input) => content.getDictionary(app.db, req.lang, input.type),
  });
  post(app, {
    path: '/web/guest/user/getRegisterItem',
    summary: 'Which optional registration fields are shown and required',
    tags,
    output: getRegisterItemOutput,
    handler: () => content.getRegisterItems(app.db),
  });
  post(app, {
    path: '/web/sys/sysbank/getSysBank',
    summary: 'The 15 supported withdrawal banks (member)',
    tags,
    output: getSysBankOutput,
    handler: (req) => content.getBanks(app.db, req.lang),
  });
}
