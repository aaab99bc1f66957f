import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_KEYS, CONTENT_PAGE_KEYS, HELP_KEYS, HELP_PLACEHOLDER_PATTERN, LANG_CODES, helpBodyTexts, limitText, unknownHelpPlaceholders, type HelpBlock } from '@app/shared';
import { eq } from 'drizzle-orm';
import { SEED_DATA_DIR } from '../../db/seed/seed.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { helpArticles, operatorAudit, paymentMethods, vipLevels, withdrawSlots } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helpers.js';
import { as, createPlayer, operatorToken, type Player } from '../../../test/wallet-helpers.js';
import * as settings from '../settings/service.js';

/**
 * Help centre (issue 17): articles are data in nine languages; their figures come from the rows and settings the
 * rules use, so changing a limit or a setting changes the help text at once; operators edit texts (audited) and an
 * unknown placeholder is refused.
 */
const t = useTestApp();
let token = '';
let player: Player;
beforeAll(async () => {
  token = await operatorToken(t);
  player = await createPlayer(t, 'help');
});
/** The deposit screen's methods, as the player app reads them. */
async function depositScreen(lang: string) {
  const res = await as(t, player)<{ id: number; currency: string; minAmount: string; maxAmount: string }[]>('/web/pay/paymentMethod/getPaymentMethod', {}, { lang });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}

type Article = { key: string; title: string; body: HelpBlock[] };
const op = <T = unknown>(path: string, body: unknown) => t.call<T>(`/admin/api/${path}`, body, { token, lang: 'en' });
async function article(key: string, lang: string): Promise<Article> {
  const res = await t.call<Article>('/web/guest/help/get', { key }, { lang });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data;
}
const text = (a: Article) => helpBodyTexts(a.body).join('\n');
/** Settings are cached 5 s per server: a write through settings.set clears the cache of its handle. */
const setSetting = async (...args: Parameters<typeof settings.set>) => settings.set(...args);

describe('player help centre', () => {
  it('lists every section in the caller language, and every article in all nine languages has its figures filled', async () => {
    const zh = await t.call<{ key: string; title: string }[]>('/web/guest/help/list', {}, { lang: 'zh' });
    expect(zh.body.code).toBe(0);
    expect(zh.body.data.map((s) => s.key).sort()).toEqual([...HELP_KEYS].sort());
    expect(zh.body.data.find((s) => s.key === 'deposit')?.title).toBe('存款指南');
    const th = await t.call<{ key: string; title: string }[]>('/web/guest/help/list', {}, { lang: 'th' });
    expect(th.body.data.find((s) => s.key === 'deposit')?.title).toBe('คู่มือการฝากเงิน');
    for (const key of HELP_KEYS) {
      for (const lang of LANG_CODES) {
        const a = await article(key, lang);
        expect(a.body.length, `${key}.${lang}`).toBeGreaterThan(0);
        expect([...text(a).matchAll(HELP_PLACEHOLDER_PATTERN)], `${key}.${lang}`).toEqual([]);
      }
    }
  });

  it('states the real figures: deposit limits of the offered methods, VIP withdrawal counts, slots, turnover, service times', async () => {
    const db = t.database.db;
    const methods = (await db.select().from(paymentMethods)).filter((m) => m.enabled && m.currency === 'CNY');
    expect(methods.length).toBeGreaterThan(0);
    const cny = (await depositScreen('en')).filter((m) => m.currency === 'CNY');
    const min = cny.map((m) => Number(m.minAmount)).reduce((a, b) => Math.min(a, b));
    const max = cny.map((m) => Number(m.maxAmount)).reduce((a, b) => Math.max(a, b));
    const en = text(await article('deposit', 'en'));
    // As the deposit screen writes its limits (limitText): "100", "50,000".
    expect(en).toContain(`Each deposit: ${limitText(min.toFixed(2))} to ${limitText(max.toFixed(2))} yuan`);
    expect(en).toContain('within 5-15 minutes');
    expect(en).toContain('cancel up to 5 deposit orders');
    expect(en).toContain('bet 1× the amount');
    const w = text(await article('withdraw', 'en'));
    const [vip1] = await db.select().from(vipLevels).where(eq(vipLevels.level, 1));
    expect(w).toContain(`VIP1: ${vip1!.dailyWithdrawCount} a day`);
    expect(w).toContain('within 10 minutes');
    expect(w).toContain('after 30 minutes');
    const slots = await db.select().from(withdrawSlots);
    expect(slots.length).toBe(4);
    expect(w).toContain('00:00-06:00 +0.6%');
    expect(w).toContain('18:00-24:00 +0.1%');
  });

  it('changing a method limit, a VIP row, a slot rate or a setting changes the help text at once', async () => {
    const db = t.database.db;
    const [first] = (await db.select().from(paymentMethods).orderBy(paymentMethods.id)).filter((m) => m.enabled && m.currency === 'CNY');
    await db.update(paymentMethods).set({ minAmount: 123n }).where(eq(paymentMethods.id, first!.id));
    await db.update(vipLevels).set({ dailyWithdrawCount: 7 }).where(eq(vipLevels.level, 1));
    await db.update(withdrawSlots).set({ extraRateBp: 75 }).where(eq(withdrawSlots.slot, '0-6'));
    await setSetting(db, 'withdraw_turnover_multiple', 2);
    await setSetting(db, 'deposit_cancel_daily_limit', 3);
    await setSetting(db, 'withdraw_arrival_minutes', 12);
    const dep = text(await article('deposit', 'zh'));
    expect(dep).toContain('单笔存款金额：1.23 至');
    expect(dep).toContain('每天最多可取消 3 笔');
    expect(dep).toContain('存款金额 2 倍');
    const w = text(await article('withdraw', 'en'));
    expect(w).toContain('VIP1: 7 a day');
    expect(w).toContain('00:00-06:00 +0.75%');
    expect(w).toContain('within 12 minutes');
    // The deposit screen's answer shows the same minimum.
    expect((await depositScreen('zh')).find((m) => m.id === first!.id)?.minAmount).toBe('1.23');
  });
});

describe('the help a fresh install ships (seed 0014, issue 24)', () => {
  const seeded = JSON.parse(fs.readFileSync(path.join(SEED_DATA_DIR, '0014-help.json'), 'utf8')) as {
    helpArticles: { key: string; title: Record<string, string>; body: Record<string, HelpBlock[]> }[];
  };
  /** An article's shape in one language: each block's type, its list length and the figures it names. */
  const shape = (body: HelpBlock[]) =>
    body.map((b) => `${b.type}:${b.type === 'list' ? b.items.length : 1}:${[...helpBodyTexts([b]).join(' ').matchAll(HELP_PLACEHOLDER_PATTERN)].map((m) => m[1]).sort().join(',')}`);

  it('is complete in nine languages: every section has a title and a body in each, with the same blocks and the same figures', () => {
    expect(seeded.helpArticles.map((a) => a.key).sort()).toEqual([...HELP_KEYS].sort());
    for (const a of seeded.helpArticles) {
      const zh = shape(a.body.zh!);
      for (const lang of LANG_CODES) {
        expect(a.title[lang]?.trim(), `${a.key} title ${lang}`).toBeTruthy();
        expect(shape(a.body[lang] ?? []), `${a.key} body ${lang}`).toEqual(zh);
        expect(unknownHelpPlaceholders(helpBodyTexts(a.body[lang]!)), `${a.key} ${lang}`).toEqual([]);
      }
      // More than one line: every section says what to do, not only a title.
      expect(helpBodyTexts(a.body.en!).length, a.key).toBeGreaterThanOrEqual(2);
    }
  });

  it('names only entries that exist: deposit from home (the My page has none), no placeholder address', () => {
    const deposit = seeded.helpArticles.find((a) => a.key === 'deposit')!;
    expect(helpBodyTexts(deposit.body.en!).join(' ')).toContain('On the Home page, tap Deposit');
    expect(helpBodyTexts(deposit.body.zh!).join(' ')).toContain('在首页轮播图下方点击「存款」');
    for (const a of seeded.helpArticles) {
      for (const lang of LANG_CODES) expect(helpBodyTexts(a.body[lang]!).join(' '), `${a.key} ${lang}`).not.toMatch(/我的」页面点击存款|Open My, tap Deposit|@example\./);
    }
  });
});

describe('operator help editor', () => {
  it('help/list answers every article in every language and each placeholder with its value', async () => {
    const res = await op<{ list: { key: string; title: Record<string, string> }[]; placeholders: Record<string, { label: string; values: Record<string, string> }> }>('help/list', {});
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data.list.map((a) => a.key).sort()).toEqual([...ARTICLE_KEYS].sort());
    expect(Object.keys(res.body.data.list[0]!.title).sort()).toEqual([...LANG_CODES].sort());
    // The earlier test set 12 minutes.
    expect(res.body.data.placeholders['withdraw.arrivalMinutes']?.values.th).toBe('12');
    const methods = res.body.data.placeholders['withdraw.methods']!.values;
    expect(methods.zh).toContain('银行卡');
    expect(methods.en).toContain('Bank card');
  });

  it('help/update replaces the languages given, reaches players in their language and is audited', async () => {
    const body = { en: [{ type: 'heading', text: 'Tips' }, { type: 'paragraph', text: 'Orders left unpaid close after {deposit.orderTtlMinutes} minutes.' }] };
    const res = await op('help/update', { key: 'tech', title: { en: 'Tech help' }, body });
    expect(res.body.code, res.body.msg).toBe(0);
    const a = await article('tech', 'en');
    expect(a.title).toBe('Tech help');
    expect(text(a)).toBe('Tips\nOrders left unpaid close after 30 minutes.');
    expect((await article('tech', 'zh')).title).toBe('技术支持');
    const [row] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, 'help:tech'));
    expect(row).toMatchObject({ action: 'help.update', before: { title: { en: 'Technical support' } }, after: { title: { en: 'Tech help' } } });
  });

  it('an unknown placeholder is refused with its name, and nothing changes', async () => {
    const [before] = await t.database.db.select().from(helpArticles).where(eq(helpArticles.key, 'transfer'));
    const res = await op<{ placeholders: string[] }>('help/update', { key: 'transfer', title: { en: 'Moves' }, body: { en: [{ type: 'paragraph', text: 'Up to {withdraw.bogus} a day' }] } });
    expect(res.body.code).toBe(2750);
    expect(res.body.msg).toMatch(/unknown placeholder/);
    expect(res.body.data).toEqual({ placeholders: ['{withdraw.bogus}'] });
    const [after] = await t.database.db.select().from(helpArticles).where(eq(helpArticles.key, 'transfer'));
    expect(after).toEqual(before);
  });

  it('HTML in a text is kept as text, and a block of an unknown type is refused', async () => {
    expect((await op('help/update', { key: 'agent', title: {}, body: { en: [{ type: 'html', text: '<b>x</b>' }] } })).body.code).not.toBe(0);
    expect((await op('help/update', { key: 'agent', title: {}, body: { en: [{ type: 'paragraph', text: '<script>x</script>' }] } })).body.code).toBe(0);
    expect(text(await article('agent', 'en'))).toBe('<script>x</script>');
  });
});

describe('content pages: about and sponsor (issue 17)', () => {
  it('are not help-centre sections, but help/get answers them in every language with our own images', async () => {
    const list = await t.call<{ key: string }[]>('/web/guest/help/list', {}, { lang: 'en' });
    expect(list.body.data.map((s) => s.key)).not.toContain('about');
    for (const key of CONTENT_PAGE_KEYS) {
      for (const lang of LANG_CODES) {
        const a = await article(key, lang);
        const images = a.body.filter((b) => b.type === 'image');
        expect(images.length, `${key}.${lang}`).toBeGreaterThan(0);
        for (const img of images) expect(img.src).toMatch(/^\/static\/seed\/care\/[a-z-]+\.svg$/);
        const served = await t.app.inject({ method: 'GET', url: images[0]!.src });
        expect(served.statusCode).toBe(200);
      }
    }
    expect((await article('sponsor', 'th')).title).toBe('Stars FC');
    expect(text(await article('about', 'zh'))).toContain('并非任何机构颁发的牌照');
  });

  it('an operator edits the sponsor page with an uploaded image (audited); a foreign image URL is refused', async () => {
    const media = `/media/${'ab'.repeat(32)}.png`;
    const body = { en: [{ type: 'image', src: media, caption: 'Our new shirt' }, { type: 'paragraph', text: 'Season two.' }] };
    const res = await op('help/update', { key: 'sponsor', title: { en: 'Our club' }, body });
    expect(res.body.code, res.body.msg).toBe(0);
    const a = await article('sponsor', 'en');
    expect(a.body[0]).toEqual({ type: 'image', src: media, caption: 'Our new shirt' });
    expect((await article('sponsor', 'zh')).title).toBe('星辰FC');
    const [row] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, 'help:sponsor'));
    expect(row?.action).toBe('help.update');
    for (const src of ['https://example.com/crest.png', '/uploads/abc.png', '/static/seed/../config.svg', 'javascript:alert(1)']) {
      expect((await op('help/update', { key: 'sponsor', title: {}, body: { en: [{ type: 'image', src }] } })).body.code, src).not.toBe(0);
    }
    expect((await article('sponsor', 'en')).body[0]).toMatchObject({ src: media });
  });
});
