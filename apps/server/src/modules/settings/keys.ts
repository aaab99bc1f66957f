import { DEFAULT_DEPOSIT_TURNOVER_MULTIPLE } from '@app/shared';
import { z } from 'zod';

/**
 * The known sys_config keys: how each value is read (its parser), what applies when the row is
 * missing or unreadable (its default), and how a row is created by `settings.set` (public flag,
 * remark). A rule that becomes configurable adds its key here; callers then write
 * `await settings.get(db, 'withdraw_turnover_multiple')` and get a typed value.
 */
export interface SettingDef<T> {
  /** Parses the stored text; a value it refuses reads as `default`, like a missing row. */
  parse: z.ZodType<T, string>;
  default: T;
  /** The stored text of a value (the inverse of parse). */
  text: (value: T) => string;
  /** Readable by players through getSysConfigValue (spec.md §7). */
  isPublic: boolean;
  remark: string;
}

/** A number ≥ 0 (`integer`: whole numbers only); text that is not one reads as the default. */
function numberSetting(fallback: number, opts: { integer?: boolean; isPublic: boolean; remark: string }): SettingDef<number> {
  const n = opts.integer ? z.number().int().min(0) : z.number().min(0);
  return { parse: z.string().transform(Number).pipe(n), default: fallback, text: String, isPublic: opts.isPublic, remark: opts.remark };
}

/** An on/off switch stored as 'on' | 'off': anything but 'off' is on (so a typo never turns a feature off). */
function switchSetting(fallback: boolean, opts: { isPublic: boolean; remark: string }): SettingDef<boolean> {
  return { parse: z.string().transform((v) => v !== 'off'), default: fallback, text: (on) => (on ? 'on' : 'off'), isPublic: opts.isPublic, remark: opts.remark };
}

export const SETTINGS = {
  /** spec.md §3 */
  sms_switch: switchSetting(true, { isPublic: true, remark: "SMS features; 'off' hides and refuses them (spec.md §3)" }),
  deposit_cancel_daily_limit: numberSetting(5, { integer: true, isPublic: true, remark: 'Deposit orders a player may cancel per day' }),
  deposit_order_ttl_minutes: numberSetting(30, { integer: true, isPublic: true, remark: 'Minutes an unpaid deposit order stays open before it expires' }),
  /** spec.md §9: 1x the deposit by default. */
  withdraw_turnover_multiple: numberSetting(DEFAULT_DEPOSIT_TURNOVER_MULTIPLE, {
    isPublic: false,
    remark: 'Turnover required before withdrawing, as a multiple of each deposit (spec.md §9: 1x)',
  }),
  withdraw_instant: switchSetting(true, { isPublic: true, remark: 'Instant withdrawals offered (on|off); reservations are always offered' }),
  /** Uploads (modules/upload): how many images a player may upload per rolling 24 hours, and how much in all. */
  upload_daily_limit: numberSetting(50, { integer: true, isPublic: false, remark: 'Images a player may upload per 24 hours' }),
  upload_max_total_mb: numberSetting(200, { isPublic: false, remark: 'Megabytes of images a player may keep uploaded in all' }),
};

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['default'];
