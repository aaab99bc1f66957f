import { adminBannerSaveInput, adminMethodSaveInput, adminNoticeSaveInput } from '@app/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bannerPayload, bannerPreview, bannerToForm, methodPayload, noticePayload, noticeToForm, OTHER_LANGS, pickText, textsFromForm, windowState } from './content-form';

describe('per-language content forms → save payloads', () => {
  it('keeps the filled-in languages, trimmed, and leaves empty ones out', () => {
    expect(textsFromForm({ zh: ' 维护通知 ', en: 'Maintenance', hk: '', th: '   ', vn: undefined })).toEqual({ zh: '维护通知', en: 'Maintenance' });
    expect(textsFromForm(undefined)).toEqual({});
    expect(OTHER_LANGS).toEqual(['hk', 'th', 'vn', 'pg', 'fp', 'md', 'cny']);
  });

  it('builds a new notice the server schema accepts: texts, order, on/off, an open or closed window', () => {
    // The pickers show the platform's wall clock (UTC+8): 18:00 there is 10:00 UTC, whatever the browser's zone.
    const start = dayjs('2026-11-24T18:00:00');
    const end = dayjs('2026-11-30T18:00:00');
    const payload = noticePayload({ type: 'marquee', title: { zh: '公告', en: 'Notice' }, content: { zh: '今晚维护', en: 'Maintenance tonight', pg: '' }, sort: 3, active: true, schedule: [start, end] });
    expect(payload).toEqual({
      type: 'marquee',
      title: { zh: '公告', en: 'Notice' },
      content: { zh: '今晚维护', en: 'Maintenance tonight' },
      sort: 3,
      active: true,
      startsAt: '2026-11-24T10:00:00.000Z',
      endsAt: '2026-11-30T10:00:00.000Z',
    });
    expect(adminNoticeSaveInput.safeParse(payload).success).toBe(true);
    // No window: shown from now on without end; no order: 0.
    const open = noticePayload({ type: 'announcement', content: { en: 'Hi' }, schedule: [null, null], sort: null });
    expect(open).toMatchObject({ startsAt: null, endsAt: null, sort: 0, active: true, title: {} });
    expect('id' in open).toBe(false);
  });

  it('edits keep the id and round-trip through the form', () => {
    const item = { id: 7, type: 'marquee' as const, title: { zh: '标题' }, content: { zh: '内容', en: 'Text' }, sort: 1, active: false, startsAt: '2026-11-24T10:00:00.000Z', endsAt: null, createdAt: '2026-11-24T09:00:00.000Z' };
    const payload = noticePayload(noticeToForm(item), item.id);
    expect(payload).toEqual({ id: 7, type: 'marquee', title: { zh: '标题' }, content: { zh: '内容', en: 'Text' }, sort: 1, active: false, startsAt: '2026-11-24T10:00:00.000Z', endsAt: null });
    expect(adminNoticeSaveInput.safeParse(payload).success).toBe(true);
  });

  it('builds banners; the preview shows per-language art in Chinese', () => {
    const payload = bannerPayload({ title: { zh: '首充', en: 'First deposit' }, image: ' /static/seed/banner-{lang}.png ', link: '', schedule: null });
    expect(payload).toEqual({ title: { zh: '首充', en: 'First deposit' }, image: '/static/seed/banner-{lang}.png', link: '', sort: 0, active: true, startsAt: null, endsAt: null });
    expect(adminBannerSaveInput.safeParse(payload).success).toBe(true);
    expect(bannerPreview('/static/seed/{lang}/banner-{lang}.png')).toBe('/static/seed/zh/banner-zh.png');
    const item = { id: 2, title: { en: 'A' }, image: '/uploads/a.png', link: '/pages/activity/index', sort: 5, active: true, startsAt: null, endsAt: '2026-12-01T00:00:00.000Z' };
    expect(bannerPayload(bannerToForm(item), 2)).toEqual({ id: 2, title: { en: 'A' }, image: '/uploads/a.png', link: '/pages/activity/index', sort: 5, active: true, startsAt: null, endsAt: '2026-12-01T00:00:00.000Z' });
  });

  it('payment method edits: names per language, limits as strings, every account field sent (emptied ones empty)', () => {
    const payload = methodPayload({ name: { zh: '银行转账', en: ' Bank transfer ', th: '' }, minAmount: 100, maxAmount: '3000.50', sort: 2, account: { bankName: '工商银行', accountNo: ' 6222 ', branch: '' } }, 4);
    expect(payload).toEqual({
      id: 4,
      name: { zh: '银行转账', en: 'Bank transfer' },
      minAmount: '100',
      maxAmount: '3000.50',
      sort: 2,
      account: { bankName: '工商银行', accountName: '', accountNo: '6222', branch: '', address: '', protocol: '', qrImage: '' },
    });
    expect(adminMethodSaveInput.safeParse(payload).success).toBe(true);
    // Nothing filled: only the id (the server keeps what it has).
    expect(methodPayload({ name: {}, minAmount: null, maxAmount: '' }, 4)).toEqual({ id: 4 });
  });

  it('shows a text in the console language, else any; tells the window state', () => {
    expect(pickText({ zh: '中', en: 'En' }, 'en')).toBe('En');
    expect(pickText({ en: 'En' }, 'zh')).toBe('En');
    expect(pickText({}, 'zh')).toBe('');
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(windowState({ active: false, startsAt: null, endsAt: null }, now)).toBe('off');
    expect(windowState({ active: true, startsAt: '2026-11-25T00:00:00Z', endsAt: null }, now)).toBe('scheduled');
    expect(windowState({ active: true, startsAt: null, endsAt: '2026-11-24T12:00:00Z' }, now)).toBe('ended');
    expect(windowState({ active: true, startsAt: '2026-11-24T12:00:00Z', endsAt: null }, now)).toBe('live');
  });
});
