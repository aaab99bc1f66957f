import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notices, operatorAudit, sysConfig } from '../../db/schema/index.js';
import { registerPlayer, testClock } from '../../../test/account-helpers.js';
import { useTestApp } from '../../../test/helpers.js';
import { operatorToken } from '../../../test/wallet-helpers.js';

/**
 * Content pages of the operator console (issue 14 "Content"): notices and banners per language with a publication
 * window, the website's basic info and the system settings; every write audited before → after; bad input refused
 * with nothing changed.
 */
const clock = testClock('2026-08-01T10:00:00Z');
const t = useTestApp({}, { now: clock.now });
let token = '';
beforeAll(async () => {
  token = await operatorToken(t);
});

const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/${path}`, body, { token, lang: 'en' });
type Notice = { id: number; title: string; content: string };
async function playerNotices(lang: string) {
  const res = await t.call<{ list: Notice[] }>('/web/guest/index/getNotice', { type: 'announcement', page: 1, size: 50 }, { lang });
  expect(res.body.code).toBe(0);
  return res.body.data.list;
}
const iso = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString();

describe('notices (issue 14: publishes a notice in two languages that the player app shows)', () => {
  it('a notice saved in zh and en reaches players in their language; edits and deletes are audited', async () => {
    const saved = await op<{ id: number }>('content/notice/save', {
      type: 'announcement',
      title: { zh: '维护通知', en: 'Maintenance notice' },
      content: { zh: '今晚 2 点维护', en: 'Maintenance at 2 am tonight' },
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const id = saved.body.data.id;
    expect((await playerNotices('zh')).find((n) => n.id === id)).toMatchObject({ title: '维护通知', content: '今晚 2 点维护' });
    expect((await playerNotices('en')).find((n) => n.id === id)).toMatchObject({ title: 'Maintenance notice' });

    const edited = await op('content/notice/save', { id, type: 'announcement', title: { zh: '维护通知', en: 'Service window' }, content: { en: 'Tonight' } });
    expect(edited.body.code).toBe(0);
    expect((await playerNotices('en')).find((n) => n.id === id)?.title).toBe('Service window');
    expect((await op('content/notice/delete', { id })).body.code).toBe(0);
    expect((await playerNotices('en')).find((n) => n.id === id)).toBeUndefined();

    const rows = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `notice:${id}`)).orderBy(operatorAudit.id);
    expect(rows.map((r) => r.action)).toEqual(['notice.create', 'notice.update', 'notice.delete']);
    expect(rows[1]!.before).toMatchObject({ title: { en: 'Maintenance notice' } });
    expect(rows[1]!.after).toMatchObject({ title: { en: 'Service window' } });
    expect(rows.every((r) => r.operatorName === 'admin' && r.ip)).toBe(true);
  });

  it('shows a notice from startsAt (inclusive) until endsAt (exclusive)', async () => {
    const saved = await op<{ id: number }>('content/notice/save', {
      type: 'announcement',
      title: { en: 'Weekend offer' },
      content: { en: 'Saturday only' },
      startsAt: iso(60_000),
      endsAt: iso(120_000),
    });
    const id = saved.body.data.id;
    const shown = async () => (await playerNotices('en')).some((n) => n.id === id);
    clock.advance(59_999);
    expect(await shown()).toBe(false);
    clock.advance(1);
    expect(await shown()).toBe(true);
    clock.advance(59_999);
    expect(await shown()).toBe(true);
    clock.advance(1);
    expect(await shown()).toBe(false);
    // Switched off inside its window: hidden.
    const off = await op<{ id: number }>('content/notice/save', { type: 'announcement', title: { en: 'Off' }, content: { en: 'x' }, active: false });
    expect((await playerNotices('en')).some((n) => n.id === off.body.data.id)).toBe(false);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = await t.database.db.select({ id: notices.id }).from(notices);
    const bad = [
      { type: 'announcement', title: {}, content: { en: 'x' } },
      { type: 'announcement', title: { en: '   ' }, content: { en: 'x' } },
      { type: 'announcement', title: { xx: 'Klingon' }, content: { en: 'x' } },
      { type: 'popup', title: { en: 'x' }, content: { en: 'x' } },
      { type: 'announcement', title: { en: 'x'.repeat(121) }, content: { en: 'x' } },
      { type: 'announcement', title: { en: 'x' }, content: { en: 'x' }, startsAt: iso(10_000), endsAt: iso(10_000) },
      { type: 'announcement', title: { en: 'x' }, content: { en: 'x' }, startsAt: 'tomorrow' },
    ];
    for (const body of bad) {
      const res = await op('content/notice/save', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([200, 1000]);
      expect(res.body.msg).not.toBe('');
    }
    expect((await op('content/notice/save', { id: 999_999, type: 'announcement', title: { en: 'x' }, content: { en: 'x' } })).body.code).toBe(1005);
    expect((await op('content/notice/delete', { id: 999_999 })).body.code).toBe(1005);
    expect(await t.database.db.select({ id: notices.id }).from(notices)).toEqual(before);
  });
});

describe('an announcement is a message of the centre\'s announcement tab (issue 24: what the operator picks is where the player finds it)', () => {
  type Item = { id: number; category: string; title: string; read: boolean };
  const tab = async (token: string, category: string, lang = 'en') => {
    const res = await t.call<{ list: Item[] }>('/web/message/list', { category, page: 1, size: 50 }, { token, lang });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data.list;
  };
  const unread = async (token: string) => (await t.call<Record<string, number>>('/web/message/getUnReadMessageCount', {}, { token })).body.data;

  it('an announcement reaches every player (also one registered later) in the announcement tab only, in their language; a marquee is no message', async () => {
    const early = await registerPlayer(t, 'annearly1');
    const ann = await op<{ id: number }>('content/notice/save', { type: 'announcement', title: { zh: '升级公告', en: 'Upgrade' }, content: { zh: '今晚升级', en: 'Tonight' } });
    const marquee = await op<{ id: number }>('content/notice/save', { type: 'marquee', title: { en: 'Scrolling tip' }, content: { en: 'x' } });
    expect(ann.body.code, ann.body.msg).toBe(0);
    const late = await registerPlayer(t, 'annlate01');
    for (const player of [early, late]) {
      expect((await tab(player.token, 'announcement')).map((m) => m.title)).toContain('Upgrade');
      expect((await tab(player.token, 'announcement', 'zh')).map((m) => m.title)).toContain('升级公告');
      for (const other of ['private', 'notice', 'activity', 'finance']) expect((await tab(player.token, other)).map((m) => m.title)).not.toContain('Upgrade');
      expect((await tab(player.token, 'announcement')).map((m) => m.title)).not.toContain('Scrolling tip');
      expect((await unread(player.token)).announcement).toBeGreaterThanOrEqual(1);
    }
    // Read by one player: read for that player only.
    const item = (await tab(early.token, 'announcement')).find((m) => m.title === 'Upgrade')!;
    expect((await t.call('/web/message/doReadMessage', { id: item.id }, { token: early.token })).body.code).toBe(0);
    expect((await tab(early.token, 'announcement')).find((m) => m.id === item.id)?.read).toBe(true);
    expect((await tab(late.token, 'announcement')).find((m) => m.id === item.id)?.read).toBe(false);
    // Edited: the message says what the notice says now. Made a marquee: gone from the tab. Deleted: gone.
    await op('content/notice/save', { id: ann.body.data.id, type: 'announcement', title: { en: 'Upgrade moved' }, content: { en: 'Tomorrow' } });
    expect((await tab(late.token, 'announcement')).map((m) => m.title)).toContain('Upgrade moved');
    await op('content/notice/save', { id: ann.body.data.id, type: 'marquee', title: { en: 'Upgrade moved' }, content: { en: 'Tomorrow' } });
    expect((await tab(late.token, 'announcement')).map((m) => m.title)).not.toContain('Upgrade moved');
    await op('content/notice/save', { id: ann.body.data.id, type: 'announcement', title: { en: 'Upgrade back' }, content: { en: 'Tomorrow' } });
    expect((await tab(late.token, 'announcement')).map((m) => m.title)).toContain('Upgrade back');
    expect((await op('content/notice/delete', { id: ann.body.data.id })).body.code).toBe(0);
    expect((await tab(late.token, 'announcement')).map((m) => m.title)).not.toContain('Upgrade back');
    expect((await t.call('/web/message/getMessage', { id: item.id }, { token: late.token })).body.code).toBe(1005);
    expect((await op('content/notice/delete', { id: marquee.body.data.id })).body.code).toBe(0);
  });

  it('shows in the tab only while the announcement is switched on and inside its window', async () => {
    const player = await registerPlayer(t, 'annwindow');
    const saved = await op<{ id: number }>('content/notice/save', { type: 'announcement', title: { en: 'Windowed' }, content: { en: 'x' }, startsAt: iso(60_000), endsAt: iso(120_000) });
    const id = saved.body.data.id;
    const shown = async () => (await tab(player.token, 'announcement')).some((m) => m.title === 'Windowed');
    expect(await shown()).toBe(false);
    expect((await unread(player.token)).announcement ?? 0).toBe(0);
    clock.advance(60_000);
    expect(await shown()).toBe(true);
    await op('content/notice/save', { id, type: 'announcement', title: { en: 'Windowed' }, content: { en: 'x' }, startsAt: iso(-1000), endsAt: iso(60_000), active: false });
    expect(await shown()).toBe(false);
    await op('content/notice/save', { id, type: 'announcement', title: { en: 'Windowed' }, content: { en: 'x' }, startsAt: iso(-1000), endsAt: iso(60_000), active: true });
    expect(await shown()).toBe(true);
    clock.advance(60_000);
    expect(await shown()).toBe(false);
    // Read all does not touch an announcement outside its window.
    expect((await t.call('/web/message/modifyReadAllMessage', { category: 'announcement' }, { token: player.token })).body.code).toBe(0);
    await op('content/notice/save', { id, type: 'announcement', title: { en: 'Windowed' }, content: { en: 'x' }, startsAt: iso(-1000), endsAt: null });
    expect((await tab(player.token, 'announcement')).find((m) => m.title === 'Windowed')?.read).toBe(false);
    expect((await op('content/notice/delete', { id })).body.code).toBe(0);
  });
});

describe('banners', () => {
  it('a new banner shows at once in the player’s language; our own images or https only', async () => {
    const saved = await op<{ id: number }>('content/banner/save', { title: { zh: '百家乐', en: 'Baccarat' }, image: '/static/seed/banners/baccarat.svg', link: '/pages/game/list', sort: 1 });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const slides = await t.call<{ id: number; title: string }[]>('/web/guest/index/getSilde', {}, { lang: 'en' });
    expect(slides.body.data.find((b) => b.id === saved.body.data.id)?.title).toBe('Baccarat');
    for (const image of ['javascript:alert(1)', 'http://evil.example/x.png', '//evil.example/x.png', '/static/seed/../../etc/passwd x']) {
      expect((await op('content/banner/save', { title: { en: 'x' }, image })).body.code, image).toBe(1000);
    }
    expect((await op('content/banner/save', { title: { en: 'x' }, image: '/static/seed/a.svg', link: 'javascript:alert(1)' })).body.code).toBe(1000);
    const audit = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, `banner:${saved.body.data.id}`));
    expect(audit.map((a) => a.action)).toEqual(['banner.create']);
  });
});

describe('website info and settings (owner)', () => {
  it('website values reach getWebsiteBasicInfo; audited before → after', async () => {
    expect((await op('content/website/set', { configKey: 'licences', configValue: 'Demo licence 001' })).body.code).toBe(0);
    const info = await t.call<{ websiteBasicList: { configKey: string; configValue: string }[] }>('/web/guest/index/getWebsiteBasicInfo', {});
    expect(info.body.data.websiteBasicList.find((c) => c.configKey === 'licences')?.configValue).toBe('Demo licence 001');
    const [row] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'website.set'));
    expect([row!.target, row!.before, row!.after]).toEqual(['licences', null, 'Demo licence 001']);
    // '' clears a value (the request rules send it as absent).
    expect((await op('content/website/set', { configKey: 'licences', configValue: '' })).body.code).toBe(0);
    const cleared = await t.call<{ websiteBasicList: { configKey: string; configValue: string }[] }>('/web/guest/index/getWebsiteBasicInfo', {});
    expect(cleared.body.data.websiteBasicList.find((c) => c.configKey === 'licences')?.configValue).toBe('');
  });

  it('the brand and other texts kept per language answer in the caller\'s; plain values are the same for all (issue 24)', async () => {
    const value = (list: { configKey: string; configValue: string }[], key: string) => list.find((c) => c.configKey === key)?.configValue;
    const read = async (lang: string) =>
      (await t.call<{ websiteBasicList: { configKey: string; configValue: string }[] }>('/web/guest/index/getWebsiteBasicInfo', {}, { lang })).body.data.websiteBasicList;
    // As seeded: one brand, in each language.
    expect(value(await read('zh'), 'title')).toBe('金星体育');
    expect(value(await read('en'), 'title')).toBe('Golden Star Sports');
    expect(value(await read('th'), 'title')).toBe('โกลเด้นสตาร์ สปอร์ต');
    expect(value(await read('hk'), 'copyright')).toBe('© 2026 金星體育');
    expect(value(await read('zh'), 'serviceEmail')).toBe('');
    // An operator's own brand: per language, with pickLang's fallbacks (md → en); plain text for all.
    await op('content/website/set', { configKey: 'title', configValue: JSON.stringify({ zh: '星河娱乐', en: 'Star River' }) });
    expect(value(await read('zh'), 'title')).toBe('星河娱乐');
    expect(value(await read('md'), 'title')).toBe('Star River');
    await op('content/website/set', { configKey: 'title', configValue: 'Star River' });
    expect(value(await read('zh'), 'title')).toBe('Star River');
    // A value that only looks like JSON stays as written.
    await op('content/website/set', { configKey: 'title', configValue: '{not json' });
    expect(value(await read('en'), 'title')).toBe('{not json');
  });

  it('lists every known setting and sets one only to a value its parser accepts', async () => {
    const list = await op<{ list: { key: string; value: string; defaultValue: string }[] }>('settings/list', {});
    expect(list.body.code).toBe(0);
    const sms = list.body.data.list.find((s) => s.key === 'sms_switch');
    expect(sms).toMatchObject({ defaultValue: 'on' });
    expect(list.body.data.list.some((s) => /secret/.test(s.key))).toBe(false);

    expect((await op('settings/set', { key: 'deposit_cancel_daily_limit', value: '3' })).body.code).toBe(0);
    const [stored] = await t.database.db.select().from(sysConfig).where(eq(sysConfig.key, 'deposit_cancel_daily_limit'));
    expect(stored!.value).toBe('3');
    for (const [key, value] of [['deposit_cancel_daily_limit', '-1'], ['deposit_cancel_daily_limit', '1.5'], ['deposit_cancel_daily_limit', 'many'], ['no_such_key', '1'], ['sandbox_secret', 'x']]) {
      const res = await op('settings/set', { key, value });
      expect(res.body.code, `${key}=${value}`).toBe(1000);
    }
    const [after] = await t.database.db.select().from(sysConfig).where(eq(sysConfig.key, 'deposit_cancel_daily_limit'));
    expect(after!.value).toBe('3');
    const audit = await t.database.db.select().from(operatorAudit).where(inArray(operatorAudit.action, ['setting.set']));
    // The setting's text as it is (not the number 3).
    expect(audit.map((a) => [a.target, a.before, a.after])).toEqual([['deposit_cancel_daily_limit', '5', '3']]);
    expect((await op('settings/set', { key: 'deposit_cancel_daily_limit', value: '4' })).body.code).toBe(0);
    const second = await op<{ list: { action: string; before: unknown; after: unknown }[] }>('audit/list', { action: 'setting.set', page: 1, size: 1 });
    expect(second.body.data.list).toEqual([expect.objectContaining({ before: '3', after: '4' })]);
  });
});
