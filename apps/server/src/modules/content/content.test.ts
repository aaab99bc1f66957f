import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '@app/shared';
import { eq, like } from 'drizzle-orm';
import { banners, seedVersions } from '../../db/schema/index.js';
import { seed } from '../../db/seed/seed.js';
import { clearContentCaches } from './service.js';
import { useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

describe('seeded public content (spec.md §7)', () => {
  it('getWebsiteBasicInfo lists configKey/configValue pairs with title, keywords, icon, service link', async () => {
    const res = await t.call<{ websiteBasicList: { configKey: string; configValue: string }[] }>(
      '/web/guest/index/getWebsiteBasicInfo',
    );
    expect(res.body.code).toBe(0);
    const keys = res.body.data.websiteBasicList.map((i) => i.configKey);
    expect(keys).toEqual(expect.arrayContaining(['title', 'keywords', 'icon', 'customerServiceUrl', 'downloadUrl']));
    for (const item of res.body.data.websiteBasicList) expect(Object.keys(item).sort()).toEqual(['configKey', 'configValue']);
  });

  it('getSilde returns active banners in order, titled and drawn in the caller language (issue 13)', async () => {
    const zh = await t.call<{ title: string; image: string; sort: number; link: string }[]>('/web/guest/index/getSilde');
    const en = await t.call<{ title: string; image: string }[]>('/web/guest/index/getSilde', undefined, { lang: 'en' });
    expect(zh.body.data.map((b) => b.sort)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(zh.body.data[0]!.title).toBe('新人专享优惠');
    expect(zh.body.data[0]!.image).toBe('/static/seed/banners/welcome.zh.svg');
    expect(en.body.data[0]!.title).toBe('New player offers');
    expect(en.body.data[0]!.image).toBe('/static/seed/banners/welcome.en.svg');
    // The placeholder banners of the first seed are retired (seed 0010): no star on a gradient, no partnership claim.
    expect(zh.body.data.some((b) => b.image.startsWith('/static/seed/banner-'))).toBe(false);
    expect(zh.body.data.map((b) => b.link)).toContain('/pages/game/list?gameType=live');
  });

  it('every seeded banner has its own small SVG in each of the nine languages, served as an image', async () => {
    for (const lang of LANG_CODES) {
      const res = await t.call<{ image: string }[]>('/web/guest/index/getSilde', undefined, { lang });
      for (const { image } of res.body.data) {
        expect(image).toContain(`.${lang}.svg`);
        const img = await t.app.inject({ method: 'GET', url: image });
        expect(img.statusCode, image).toBe(200);
        expect(img.headers['content-type']).toMatch(/svg/);
        expect(img.rawPayload.length, image).toBeLessThan(10 * 1024);
        // Self-contained art: no script, no outside reference (the CSP's img-src 'self' and SVG-as-image rules).
        expect(img.payload).not.toMatch(/<script|href=|url\((?!#)/i);
      }
    }
  });

  it('seed 0010 retires only the placeholder banners an install still shows (an operator-changed one stays)', async () => {
    const db = t.database.db;
    // An install seeded before 0010 whose operator replaced the second placeholder's picture.
    await db.delete(banners).where(like(banners.image, '/static/seed/banners/%'));
    await db.update(banners).set({ active: true }).where(like(banners.image, '/static/seed/banner-%'));
    await db.update(banners).set({ image: '/uploads/our-vip.png' }).where(eq(banners.image, '/static/seed/banner-2.svg'));
    await db.delete(seedVersions).where(eq(seedVersions.version, '0010-banners'));
    clearContentCaches();
    expect(await seed(db)).toEqual(['0010-banners']);
    clearContentCaches();
    const res = await t.call<{ image: string }[]>('/web/guest/index/getSilde', undefined, { lang: 'en' });
    const images = res.body.data.map((b) => b.image);
    expect(images).toContain('/uploads/our-vip.png');
    expect(images.filter((i) => i.startsWith('/static/seed/banner-'))).toEqual([]);
    expect(images.filter((i) => i.startsWith('/static/seed/banners/'))).toHaveLength(7);
  });

  it('getNotice pages marquee notices in the caller language', async () => {
    const res = await t.call<{ list: { title: string; content: string; createdAt: string }[]; total: number; page: number; size: number }>(
      '/web/guest/index/getNotice',
      { page: 2, size: 2, type: 'marquee' },
      { lang: 'vn' },
    );
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.page).toBe(2);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0]!.title).toBe('Giờ quay thưởng');
    expect(new Date(res.body.data.list[0]!.createdAt).toISOString()).toBe(res.body.data.list[0]!.createdAt);
  });

  it('getNotice refuses a size above 100 and a negative page', async () => {
    expect((await t.call('/web/guest/index/getNotice', { size: 101 })).body.code).toBe(1000);
    expect((await t.call('/web/guest/index/getNotice', { size: 100 })).body.code).toBe(0);
    expect((await t.call('/web/guest/index/getNotice', { page: -1 })).body.code).toBe(1000);
  });

  it('getSysConfigValue: area_code and the SMS switch; unknown and private keys read as null', async () => {
    const call = (key: string) => t.call<{ sysConfigValue: string | null }>('/web/sys/sysConfig/getSysConfigValue', { key });
    expect((await call('area_code')).body.data.sysConfigValue).toBe('+86');
    expect((await call('sms_switch')).body.data.sysConfigValue).toBe('on');
    expect((await call('no_such_key')).body.data.sysConfigValue).toBeNull();
    expect((await t.call('/web/sys/sysConfig/getSysConfigValue', {})).body.code).toBe(1000);
    expect((await call('bad key; drop')).body.code).toBe(1000);
  });

  it('getSysDictionary: the nine languages with their values, and other types', async () => {
    const res = await t.call<{ key: string; value: string; label: string }[]>('/web/common/sysDictionary/getSysDictionary', { type: 'language' });
    expect(res.body.data.map((d) => d.key)).toEqual(['zh', 'en', 'hk', 'th', 'vn', 'pg', 'fp', 'md', 'cny']);
    expect(res.body.data.map((d) => d.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '8']);
    const fb = await t.call<{ key: string; label: string }[]>('/web/common/sysDictionary/getSysDictionary/feedbackType', undefined, { lang: 'en' });
    expect(fb.body.data).toHaveLength(9);
    expect(fb.body.data[0]).toMatchObject({ key: 'deposit', label: 'Deposit problem' });
    const all = await t.call<{ type: string }[]>('/web/common/sysDictionary/getSysDictionary');
    expect(new Set(all.body.data.map((d) => d.type))).toEqual(new Set(['language', 'feedbackType', 'depositCancelReason', 'sex']));
  });

  it('getRegisterItem lists the optional registration fields', async () => {
    const res = await t.call<{ key: string; show: boolean; required: boolean }[]>('/web/guest/user/getRegisterItem');
    expect(res.body.data.map((r) => r.key)).toEqual(['phone', 'email', 'realName', 'inviteCode']);
  });

  it('activity classifications: the seven discount tabs', async () => {
    const res = await t.call<{ key: string; name: string }[]>('/web/guest/activity/getActivityClassification', undefined, { lang: 'en' });
    expect(res.body.data.map((c) => c.key)).toEqual(['all', 'limited', 'firstDeposit', 'daily', 'sports', 'highRebate', 'vip']);
  });

  it('getSysBank needs a session (member path)', async () => {
    expect((await t.call('/web/sys/sysbank/getSysBank')).body.code).toBe(401);
  });

  it('seeding again applies nothing and duplicates nothing', async () => {
    expect(await seed(t.database.db)).toEqual([]);
    const res = await t.call<{ image: string }[]>('/web/guest/index/getSilde');
    expect(res.body.data.filter((b) => b.image.startsWith('/static/seed/banners/'))).toHaveLength(7);
  });

  it('OpenAPI document lists the endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/web/guest/index/getWebsiteBasicInfo', '/web/sys/sysConfig/getSysConfigValue']));
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
