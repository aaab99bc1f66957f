/**
 * The VIP level form (issue 15): what the operator types (yuan strings, percent strings, multiples, counts) checked
 * and turned into the vip/level/update body. The server checks again; these rules only give messages before a call.
 */
import { formatMinor, toMinor } from '@app/shared';
import { VIP_REBATE_KEYS, type AdminVipLevel, type VipLevelUpdateInput, type VipRebateKey } from '../api/types';

/** Money fields of a level, entered in yuan with at most two decimals. */
export const VIP_MONEY_FIELDS = ['requiredBet', 'keepBet', 'upgradeGift', 'birthdayGift', 'weeklyRedPacket', 'dailyWithdrawLimit', 'promoMinTransfer', 'promoMaxBonus'] as const;
export type VipMoneyField = (typeof VIP_MONEY_FIELDS)[number];
/** Whole-number fields. */
export const VIP_COUNT_FIELDS = ['dailyWithdrawCount', 'promoDays'] as const;

/** A rebate ratio is at most 10% of the valid bet (the table's check: 100 000 ppm); the ppm unit is 0.0001%. */
export const REBATE_MAX_PERCENT = 10;
export const PROMO_BONUS_MAX_PERCENT = 100;
const PERCENT = /^(0|[1-9]\d{0,2})(?:\.(\d{1,4}))?$/;
const MULTIPLE = /^(0|[1-9]\d{0,4})(?:\.(\d{1,2}))?$/;
const COUNT = /^(0|[1-9]\d{0,5})$/;
/** The largest whole numbers the server takes. */
export const COUNT_MAX = { dailyWithdrawCount: 1000, promoDays: 3650 } as const;

/** The form's values: every field as typed (strings), the rebate ratios nested by key. */
export interface VipFormValues {
  requiredBet: string;
  keepBet: string;
  upgradeGift: string;
  birthdayGift: string;
  weeklyRedPacket: string;
  dailyWithdrawCount: string;
  dailyWithdrawLimit: string;
  rebate: Record<VipRebateKey, string>;
  promoMinTransfer: string;
  promoBonusPercent: string;
  promoMaxBonus: string;
  promoTurnoverMultiple: string;
  promoDays: string;
  promoVenue: string;
}

export function formValuesOf(row: AdminVipLevel): VipFormValues {
  return {
    requiredBet: row.requiredBet,
    keepBet: row.keepBet,
    upgradeGift: row.upgradeGift,
    birthdayGift: row.birthdayGift,
    weeklyRedPacket: row.weeklyRedPacket,
    dailyWithdrawCount: String(row.dailyWithdrawCount),
    dailyWithdrawLimit: row.dailyWithdrawLimit,
    rebate: { ...row.rebate },
    promoMinTransfer: row.promoMinTransfer,
    promoBonusPercent: row.promoBonusPercent,
    promoMaxBonus: row.promoMaxBonus,
    promoTurnoverMultiple: row.promoTurnoverMultiple,
    promoDays: String(row.promoDays),
    promoVenue: row.promoVenue ?? '',
  };
}

/** "1234.5" → "1234.50"; null when not a non-negative amount with at most two decimals. */
export function normalMoney(text: string | undefined): string | null {
  const minor = toMinor(text ?? '');
  return minor === null ? null : formatMinor(minor);
}

/** "0.4" → "0.40", "0.125" → "0.125" (at least two decimals, at most four); null when not a percent in 0..max. */
export function normalPercent(text: string | undefined, max: number): string | null {
  const m = PERCENT.exec((text ?? '').trim());
  if (!m) return null;
  const tenThousandths = Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
  if (tenThousandths > max * 10_000) return null;
  const whole = Math.floor(tenThousandths / 10_000);
  const frac = String(tenThousandths % 10_000).padStart(4, '0').replace(/0{1,2}$/, '');
  return `${whole}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}`;
}

/** A turnover multiple with at most two decimals ("10", "1.5"); null otherwise. */
export function normalMultiple(text: string | undefined): string | null {
  const m = MULTIPLE.exec((text ?? '').trim());
  return m ? m[0] : null;
}

export function normalCount(text: string | undefined, max: number = Number.MAX_SAFE_INTEGER): number | null {
  const m = COUNT.exec((text ?? '').trim());
  return m && Number(m[0]) <= max ? Number(m[0]) : null;
}

/**
 * Where `requiredBet` may lie for `level` in `table`: level 1 reaches at 0; every other level above the one below it
 * and below the one above it (the server refuses a table that is not increasing). Answers the broken rule or null.
 */
export function requiredBetProblem(level: number, requiredBet: string, table: readonly AdminVipLevel[]): { rule: 'first' } | { rule: 'above'; bound: string } | { rule: 'below'; bound: string } | null {
  const minor = toMinor(requiredBet);
  if (minor === null) return null;
  if (level === 1) return minor === 0n ? null : { rule: 'first' };
  const below = table.find((r) => r.level === level - 1);
  const above = table.find((r) => r.level === level + 1);
  if (below && minor <= toMinor(below.requiredBet)!) return { rule: 'above', bound: below.requiredBet };
  if (above && minor >= toMinor(above.requiredBet)!) return { rule: 'below', bound: above.requiredBet };
  return null;
}

/** The vip/level/update body of valid form values (call after the form validated). */
export function levelBody(level: number, v: VipFormValues): VipLevelUpdateInput {
  const money = (k: VipMoneyField) => normalMoney(v[k])!;
  return {
    level,
    requiredBet: money('requiredBet'),
    keepBet: money('keepBet'),
    upgradeGift: money('upgradeGift'),
    birthdayGift: money('birthdayGift'),
    weeklyRedPacket: money('weeklyRedPacket'),
    dailyWithdrawCount: normalCount(v.dailyWithdrawCount, COUNT_MAX.dailyWithdrawCount)!,
    dailyWithdrawLimit: money('dailyWithdrawLimit'),
    rebate: Object.fromEntries(VIP_REBATE_KEYS.map((k) => [k, normalPercent(v.rebate[k], REBATE_MAX_PERCENT)!])) as Record<VipRebateKey, string>,
    promoMinTransfer: money('promoMinTransfer'),
    promoBonusPercent: normalPercent(v.promoBonusPercent, PROMO_BONUS_MAX_PERCENT)!,
    promoMaxBonus: money('promoMaxBonus'),
    promoTurnoverMultiple: normalMultiple(v.promoTurnoverMultiple)!,
    promoDays: normalCount(v.promoDays, COUNT_MAX.promoDays)!,
    promoVenue: v.promoVenue.trim() || null,
  };
}

/** The fields a save changes, as [field, before, after] (rebate ratios as `rebate.<key>`), for the confirmation. */
export function changesOf(before: AdminVipLevel, after: VipLevelUpdateInput): [string, string, string][] {
  const out: [string, string, string][] = [];
  const show = (v: unknown) => (v === null || v === '' ? '—' : String(v));
  for (const [key, value] of Object.entries(after) as [keyof VipLevelUpdateInput, unknown][]) {
    if (key === 'level') continue;
    if (key === 'rebate') {
      for (const k of VIP_REBATE_KEYS) if (!samePercent(before.rebate[k], after.rebate[k])) out.push([`rebate.${k}`, before.rebate[k], after.rebate[k]]);
      continue;
    }
    const old = before[key];
    const same = (VIP_MONEY_FIELDS as readonly string[]).includes(key)
      ? normalMoney(old as string) === value
      : key === 'promoBonusPercent'
        ? samePercent(old as string, value as string)
        : show(old) === show(value);
    if (!same) out.push([key, show(old), show(value)]);
  }
  return out;
}

function samePercent(a: string, b: string): boolean {
  return (normalPercent(a, PROMO_BONUS_MAX_PERCENT) ?? a) === (normalPercent(b, PROMO_BONUS_MAX_PERCENT) ?? b);
}
