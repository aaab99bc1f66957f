import type { LangCode, WelfareKind } from '@app/shared';
import { pickLang } from '../../lib/i18n-text.js';

/**
 * Titles of welfare items in the reader's language, made of the item's kind and params (an item stores what a
 * title is made of, never the text: a player who switches language sees every item in the new one).
 * `{day}`, `{level}`, `{year}` come from params; an item whose params carry a `title` in several languages
 * (an activity's own name) shows that instead.
 */
const TITLES: Record<WelfareKind, Record<LangCode, string>> = {
  dailyRebate: {
    zh: '{day} 每日返水',
    cny: '{day} 每日返水',
    hk: '{day} 每日返水',
    en: 'Daily rebate {day}',
    th: 'เงินคืนรายวัน {day}',
    vn: 'Hoàn trả hằng ngày {day}',
    pg: 'Reembolso diário {day}',
    fp: 'Pang-araw-araw na rebate {day}',
    md: 'Rebat harian {day}',
  },
  upgradeGift: {
    zh: 'VIP{level} 晋级礼金',
    cny: 'VIP{level} 晋级礼金',
    hk: 'VIP{level} 晉級禮金',
    en: 'VIP{level} upgrade gift',
    th: 'ของขวัญเลื่อนระดับ VIP{level}',
    vn: 'Quà thăng cấp VIP{level}',
    pg: 'Presente de promoção VIP{level}',
    fp: 'Regalo sa pag-angat sa VIP{level}',
    md: 'Hadiah naik taraf VIP{level}',
  },
  birthdayGift: {
    zh: '{year} 生日礼金',
    cny: '{year} 生日礼金',
    hk: '{year} 生日禮金',
    en: 'Birthday gift {year}',
    th: 'ของขวัญวันเกิด {year}',
    vn: 'Quà sinh nhật {year}',
    pg: 'Presente de aniversário {year}',
    fp: 'Regalo sa kaarawan {year}',
    md: 'Hadiah hari jadi {year}',
  },
  weeklyRedPacket: {
    zh: 'VIP{level} 周红包 {day}',
    cny: 'VIP{level} 周红包 {day}',
    hk: 'VIP{level} 週紅包 {day}',
    en: 'VIP{level} weekly red packet {day}',
    th: 'อั่งเปารายสัปดาห์ VIP{level} {day}',
    vn: 'Lì xì hằng tuần VIP{level} {day}',
    pg: 'Envelope vermelho semanal VIP{level} {day}',
    fp: 'Lingguhang red packet VIP{level} {day}',
    md: 'Angpau mingguan VIP{level} {day}',
  },
  activityBonus: {
    zh: '活动奖金',
    cny: '活动奖金',
    hk: '活動獎金',
    en: 'Activity bonus',
    th: 'โบนัสกิจกรรม',
    vn: 'Thưởng hoạt động',
    pg: 'Bônus de atividade',
    fp: 'Bonus sa aktibidad',
    md: 'Bonus aktiviti',
  },
  inviteBonus: {
    zh: '邀请奖金',
    cny: '邀请奖金',
    hk: '邀請獎金',
    en: 'Invitation bonus',
    th: 'โบนัสการเชิญเพื่อน',
    vn: 'Thưởng mời bạn',
    pg: 'Bônus de convite',
    fp: 'Bonus sa pag-imbita',
    md: 'Bonus jemputan',
  },
  inviteRebate: {
    zh: '邀请返佣',
    cny: '邀请返佣',
    hk: '邀請返佣',
    en: 'Invitation rebate',
    th: 'เงินคืนจากการเชิญเพื่อน',
    vn: 'Hoàn trả mời bạn',
    pg: 'Reembolso de convite',
    fp: 'Rebate sa pag-imbita',
    md: 'Rebat jemputan',
  },
  redeemCode: {
    zh: '兑换码奖励',
    cny: '兑换码奖励',
    hk: '兌換碼獎勵',
    en: 'Redemption code reward',
    th: 'รางวัลจากโค้ดแลกรับ',
    vn: 'Thưởng mã đổi quà',
    pg: 'Recompensa de código de resgate',
    fp: 'Gantimpala ng redemption code',
    md: 'Ganjaran kod tebus',
  },
  other: {
    zh: '福利',
    cny: '福利',
    hk: '福利',
    en: 'Reward',
    th: 'สวัสดิการ',
    vn: 'Phúc lợi',
    pg: 'Recompensa',
    fp: 'Gantimpala',
    md: 'Ganjaran',
  },
};

/** Every kind's template in every language (for the catalogue's completeness test). */
export const WELFARE_TITLE_TEMPLATES: Readonly<Record<WelfareKind, Readonly<Record<LangCode, string>>>> = TITLES;

/** The title of an item for a reader. */
export function welfareTitle(kind: WelfareKind, params: unknown, lang: LangCode): string {
  const p = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  if (p.title && typeof p.title === 'object') {
    const own = pickLang(p.title as Record<string, string>, lang);
    if (own) return own;
  }
  const template = (TITLES[kind] ?? TITLES.other)[lang];
  return template
    .replace(/\{(day|level|year)\}/g, (_, name: string) => (p[name] === undefined || p[name] === null ? '' : String(p[name])))
    .replace(/\s+/g, ' ')
    .trim();
}
