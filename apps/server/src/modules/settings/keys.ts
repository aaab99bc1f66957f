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
  /** issue 12: the failure throttle of secret checks (modules/security, docs/decisions.md "Throttling"). */
  auth_free_failures: numberSetting(5, {
    integer: true,
    isPublic: false,
    remark: 'Failed secret checks of an account (and of one IP on it) before a challenge: a captcha for logins, a delay otherwise',
  }),
  auth_account_delay_after: numberSetting(20, {
    integer: true,
    isPublic: false,
    remark: 'Failed logins of an account from all IPs before every further login of it waits a growing delay',
  }),
  auth_delay_base_seconds: numberSetting(30, { integer: true, isPublic: false, remark: 'First delay after the free failures; doubles with each further failure' }),
  auth_delay_max_seconds: numberSetting(900, { integer: true, isPublic: false, remark: 'Longest delay between two counted secret checks' }),
  auth_failure_memory_minutes: numberSetting(1440, {
    integer: true,
    isPublic: false,
    remark: 'Minutes without a check after which the failures of an account are forgotten (a success forgets them at once)',
  }),
  withdraw_instant: switchSetting(true, { isPublic: true, remark: 'Instant withdrawals offered (on|off); reservations are always offered' }),
  /** Operator login (modules/operators, docs/decisions.md): failures allowed per name per window, then refused unverified. */
  operator_login_max_failures: numberSetting(5, {
    integer: true,
    isPublic: false,
    remark: 'Operator logins tried per name within operator_login_lock_minutes before further ones are refused unverified',
  }),
  operator_login_lock_minutes: numberSetting(15, {
    integer: true,
    isPublic: false,
    remark: 'Window of the operator login count, from its first attempt; a locked name opens when it ends',
  }),
  operator_idle_minutes: numberSetting(30, {
    integer: true,
    isPublic: false,
    remark: 'An operator session without a request for this many minutes ends (log in again)',
  }),
  /** Issue 12 item 9: recovery look-ups and code requests per username, phone or address, whatever the IP. */
  code_requests_per_subject_hour: numberSetting(10, {
    integer: true,
    isPublic: false,
    remark: 'Forgot-password look-ups and code requests per hour for one username, phone number or e-mail address',
  }),
  /** Verification codes (modules/codes, spec.md §4): the resend countdown a send imposes on its phone or address. */
  code_first_countdown_seconds: numberSetting(60, {
    integer: true,
    isPublic: false,
    remark: 'Seconds before a phone or e-mail address may get another code after a first send (spec.md §4: 60 s); at least 1',
  }),
  code_resend_countdown_seconds: numberSetting(30, {
    integer: true,
    isPublic: false,
    remark: 'Seconds before a phone or e-mail address may get another code after a resend (spec.md §4: 30 s); at least 1',
  }),
  /** Uploads (modules/upload): how many images a player may upload per rolling 24 hours, and how much in all. */
  upload_daily_limit: numberSetting(50, { integer: true, isPublic: false, remark: 'Images a player may upload per 24 hours' }),
  upload_max_total_mb: numberSetting(200, { isPublic: false, remark: 'Megabytes of images a player may keep uploaded in all' }),
  /** Issue 15, the welfare centre (modules/welfare, docs/decisions.md "Welfare centre and rewards"). */
  welfare_valid_days: numberSetting(3, {
    integer: true,
    isPublic: true,
    remark: 'Days a welfare item (rebate, upgrade or birthday gift) may be received after it is offered; weekly red packets keep their own window',
  }),
  /** Issue 17, feedback (modules/feedback): images per feedback and feedbacks a player may send per rolling 24 hours. */
  feedback_max_images: numberSetting(3, { integer: true, isPublic: true, remark: 'Images a player may attach to one feedback' }),
  feedback_daily_limit: numberSetting(10, { integer: true, isPublic: false, remark: 'Feedbacks a player may send per 24 hours' }),
  /** Issue 17, customer-service chat (modules/chat): messages one socket (or one player over HTTP) may send per minute. */
  chat_send_per_minute: numberSetting(30, { integer: true, isPublic: false, remark: 'Chat messages one connection may send per minute' }),
  welfare_turnover_multiple: numberSetting(1, {
    isPublic: true,
    remark: 'Turnover a received reward adds before withdrawing, as a multiple of its amount',
  }),
  /** Issue 17, the help centre: service times the help texts state (spec.md §9: deposits 5-15 min, withdrawals 10, contact after 30). */
  deposit_arrival_minutes: {
    parse: z.string().trim().regex(/^\d{1,4}(-\d{1,4})?$/),
    default: '5-15',
    text: (v: string) => v,
    isPublic: true,
    remark: 'Minutes in which a paid deposit is usually credited, as the help centre states it (a number or a range such as 5-15)',
  } satisfies SettingDef<string>,
  /** Issue 16, the cashbox (modules/cashbox, docs/decisions.md "Cashbox"): interest on the cashbox balance. */
  cashbox_annual_rate: {
    // Percent with up to two decimals ("0.80" = 0.80 % a year): a whole number of basis points, so the daily
    // interest is exact in the accrual's sub-fen units.
    parse: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/)
      .refine((v) => Number(v) <= 100),
    default: '0.00',
    text: (v: string) => v,
    isPublic: true,
    remark: 'Cashbox interest: annual rate in percent with up to two decimals (0.80 = 0.80 % a year), paid daily at annual/365',
  } satisfies SettingDef<string>,
  cashbox_min_amount: numberSetting(10, { integer: true, isPublic: true, remark: 'Cashbox: smallest amount (whole yuan) a player may switch into the cashbox' }),
  cashbox_min_hold_hours: numberSetting(24, {
    integer: true,
    isPublic: true,
    remark: 'Cashbox: hours money must stay in the cashbox before it earns interest (a day earns on the lowest balance held from max(24, this) hours before the day ends)',
  }),
  withdraw_arrival_minutes: numberSetting(10, { integer: true, isPublic: true, remark: 'Minutes in which a withdrawal is usually paid, as the help centre states it' }),
  /**
   * Redemption codes (modules/redeem; issue 16, issue 23 finding 12): failed redemptions a player may make per window
   * before waiting it out; past the address bar, a player who has failed there too is slowed (never refused).
   */
  redeem_player_max_failures: numberSetting(5, {
    integer: true,
    isPublic: false,
    remark: 'Failed redemption-code attempts of one player within the window before further attempts wait out the window',
  }),
  redeem_ip_max_failures: numberSetting(20, {
    integer: true,
    isPublic: false,
    remark:
      'Failed redemption-code attempts from one IP address (all players) within the window after which that address only slows: a player who has failed there too waits before each attempt; nobody is refused for the address',
  }),
  redeem_ip_delay_ms: numberSetting(500, {
    integer: true,
    isPublic: false,
    remark: 'Milliseconds the first slowed redemption attempt from an address past its bar waits; each further failure there doubles it',
  }),
  redeem_ip_delay_max_ms: numberSetting(8000, {
    integer: true,
    isPublic: false,
    remark: 'The longest a slowed redemption attempt waits, in milliseconds',
  }),
  redeem_failure_window_minutes: numberSetting(15, {
    integer: true,
    isPublic: false,
    remark: 'Minutes failed redemption-code attempts are remembered, and how long a throttled player or IP waits',
  }),
  withdraw_contact_after_minutes: numberSetting(30, {
    integer: true,
    isPublic: true,
    remark: 'Minutes after which the help centre tells a player waiting for a withdrawal to contact customer service',
  }),
};

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['default'];
