/** Codes in words (issue 24 item 3): the catalogue and the lobby's names, in zh and en; an unknown code stays visible. */
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../i18n/catalogues';
import { codesFor } from './codes';

const names = {
  venues: [{ platType: 'house_live', name: { zh: '皇家真人', en: 'Royal Live Casino' }, gameType: 'live' }],
  games: [{ platType: 'house_live', gameCode: 'baccarat', name: { zh: '百家乐', en: 'Baccarat' } }],
};

describe('codes in words', () => {
  it('names wallets, platform accounts, transfers, journals and actors', () => {
    const zh = codesFor('zh', names);
    const en = codesFor('en', names);
    expect(zh.wallet('central')).toBe('中心钱包');
    expect(en.wallet('venue:house_live')).toBe('Royal Live Casino wallet');
    expect(zh.wallet('house:games:house_live')).toBe('平台：皇家真人输赢');
    expect(en.wallet('house:deposits')).toBe('Platform: deposits');
    expect(en.transferMode('central→house_live')).toBe('Central wallet → Royal Live Casino wallet');
    expect(zh.journal('redeemCode')).toBe('兑换码');
    expect(en.actor('venue:house_live')).toBe('Venue Royal Live Casino');
    expect(en.actor('job:rebate-daily')).toBe('Job: Daily rebate');
    expect(en.actor('operator:alice')).toBe('Operator alice');
    expect(en.game('baccarat', 'house_live')).toBe('Baccarat');
    expect(zh.methodType('bankTransfer')).toBe('银行卡转账');
    expect(en.auditAction('player.freeze')).toBe('Login frozen');
  });

  it('says schedules, languages and settings in words', () => {
    const en = codesFor('en', null);
    expect(en.schedule('30 0 * * *', 'Asia/Shanghai')).toBe('Daily at 00:30 (UTC+8)');
    expect(en.schedule('30 21 * * 2,4,6', 'Asia/Shanghai')).toBe('Tue, Thu, Sat at 21:30 (UTC+8)');
    expect(en.schedule('*/5 * * * *')).toBe('Every 5 minutes');
    expect(codesFor('zh', null).schedule('* * * * *')).toBe('每分钟');
    expect(en.languages(['zh', 'en'])).toBe('简体中文 · English');
    expect(en.languages(['zh', 'en', 'hk', 'th', 'vn', 'pg', 'fp', 'md', 'cny'])).toBe('All 9 languages');
    expect(en.setting('withdraw_instant').name).toBe('Instant withdrawals');
    expect(en.onOff('off')).toBe('Off');
  });

  it('shows a code it does not know as it is (so a walk of the pages catches it), and never crashes on one', () => {
    const en = codesFor('en', null);
    expect(en.methodType('newMethod')).toBe('newMethod');
    expect(en.venue('house_live')).toBe('house_live');
    expect(en.job('new-job')).toEqual({ title: 'new-job', description: null });
    expect(en.wallet('venue:nowhere')).toBe('nowhere wallet');
    expect(en.methodType('toString')).toBe('toString');
  });

  it('the two catalogues have the same codes', () => {
    const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(CATALOGUES.en.codes).sort()).toEqual(keys(CATALOGUES.zh.codes).sort());
  });
});
