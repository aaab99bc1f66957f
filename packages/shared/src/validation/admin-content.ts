import { z } from 'zod';
import { LANG_CODES, type LangCode } from '../languages.js';
import { pageFields } from './paging.js';

/**
 * Operator requests of the content pages (issue 14 "Content"): notices (the home marquee and announcements),
 * banners, the website's basic info and the system settings. Texts are kept per language ({ zh: '…', en: '…' });
 * a player reads their language or the fallback of lib/i18n-text.ts, so one language is enough to publish.
 */
function i18nText(max: number) {
  return z
    .partialRecord(z.enum(LANG_CODES as [LangCode, ...LangCode[]]), z.string().trim().max(max))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== '')) as Partial<Record<LangCode, string>>)
    .refine((texts) => Object.keys(texts).length > 0, { message: 'at least one language' });
}

/** A publication window: shown from `startsAt` (default: now) until `endsAt` (default: until switched off). */
const schedule = {
  startsAt: z.iso.datetime({ offset: true }).nullish(),
  endsAt: z.iso.datetime({ offset: true }).nullish(),
};
const scheduleRule = (v: { startsAt?: string | null; endsAt?: string | null }) => !v.startsAt || !v.endsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt);
const scheduleMessage = { message: 'endsAt must be after startsAt', path: ['endsAt'] };

export const NOTICE_TYPES = ['marquee', 'announcement'] as const;
export const adminNoticeListInput = z.object({ ...pageFields, type: z.enum(NOTICE_TYPES).optional() });
export const adminNoticeSaveInput = z
  .object({
    /** Absent: a new notice. */
    id: z.number().int().positive().optional(),
    type: z.enum(NOTICE_TYPES),
    title: i18nText(120),
    content: i18nText(5000),
    sort: z.number().int().min(0).max(100_000).default(0),
    active: z.boolean().default(true),
    ...schedule,
  })
  .refine(scheduleRule, scheduleMessage);

/**
 * Where an operator's uploaded image is served to everyone (banners, payment QR codes): /media/<SHA-256 of the stored
 * bytes>.png|jpg, answered by /admin/api/content/uploadImage and /admin/api/deposit/method/uploadImage.
 */
export const PUBLIC_IMAGE_PREFIX = '/media/';
export const PUBLIC_IMAGE_URL_RE = /^\/media\/[0-9a-f]{64}\.(png|jpg)$/;
export const adminUploadImageOutput = z.object({ url: z.string().regex(PUBLIC_IMAGE_URL_RE).describe('/media/<sha256>.png|jpg, public') });

/** Our own files only: a seed asset, an upload path, an operator's public image, or an https image of the operator's CDN. */
const imageRef = z
  .string()
  .trim()
  .max(500)
  // `{lang}` in a path is replaced by the player's language (per-language banner art).
  .regex(
    /^(\/static\/seed\/([A-Za-z0-9._/-]|\{lang\})+|\/uploads\/[A-Za-z0-9._/-]+|\/media\/[0-9a-f]{64}\.(png|jpg)|https:\/\/[^\s"'<>]+)$/,
    'an image path of this site or an https URL',
  );
/** Where a tap leads: an app route (`/pages/…`), or an https page. */
const linkRef = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_-]*)?$|^https:\/\/[^\s"'<>]+$/, 'an app route (/pages/…) or an https URL');

export const adminBannerListInput = z.object({ ...pageFields });
export const adminBannerSaveInput = z
  .object({
    id: z.number().int().positive().optional(),
    title: i18nText(120),
    image: imageRef,
    link: linkRef.default(''),
    sort: z.number().int().min(0).max(100_000).default(0),
    active: z.boolean().default(true),
    ...schedule,
  })
  .refine(scheduleRule, scheduleMessage);

export const adminContentDeleteInput = z.object({ id: z.number().int().positive() });

export const adminWebsiteSetInput = z.object({
  configKey: z.string().regex(/^[A-Za-z0-9_.]{1,64}$/),
  /** '' (sent as absent by the player app's request rules, so absent too) clears the value. */
  configValue: z.string().trim().max(2000).default(''),
});

export const adminSettingSetInput = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,64}$/),
  value: z.string().trim().max(500),
});

/** Ledger tools (issue 14): a journal by order number; the daily reconciliation over at most 92 business days. */
export const adminJournalInput = z.object({ orderNo: z.string().trim().min(1).max(64) });
const businessDay = z.iso.date();
export const adminReconciliationInput = z
  .object({ from: businessDay, to: businessDay })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['to'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 91 * 86_400_000, { message: 'at most 92 days', path: ['to'] });
export type AdminReconciliationInput = z.infer<typeof adminReconciliationInput>;

/** Venues and games (issue 14 "Content"): maintenance on/off, hot flags, ordering. */
export const VENUE_STATUSES = ['normal', 'maintenance'] as const;
export const adminVenueUpdateInput = z
  .object({ platType: z.string().regex(/^[A-Za-z0-9_]{1,40}$/), status: z.enum(VENUE_STATUSES).optional(), sort: z.number().int().min(0).max(100_000).optional() })
  .refine((v) => v.status !== undefined || v.sort !== undefined, { message: 'nothing to change' });
export const adminGameListInput = z.object({ ...pageFields, platType: z.string().regex(/^[A-Za-z0-9_]{1,40}$/).optional() });
export const adminGameUpdateInput = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(VENUE_STATUSES).optional(),
    hot: z.boolean().optional(),
    sort: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((v) => v.status !== undefined || v.hot !== undefined || v.sort !== undefined, { message: 'nothing to change' });

/**
 * Payment methods and providers (issue 14 "Finance"): on/off, limits (decimal strings in the method's currency),
 * per-language names and the receiving account players pay into. The amounts are checked against the method's
 * currency by the server (toMinor), as every amount is.
 */
const accountText = z.string().trim().max(200).optional();
export const adminMethodSaveInput = z.object({
  id: z.number().int().positive(),
  name: i18nText(60).optional(),
  minAmount: z.union([z.string(), z.number()]).optional(),
  maxAmount: z.union([z.string(), z.number()]).optional(),
  enabled: z.boolean().optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  account: z
    .object({ bankName: accountText, accountName: accountText, accountNo: accountText, branch: accountText, address: accountText, protocol: accountText, qrImage: accountText })
    .strict()
    .optional(),
});
export const adminProviderUpdateInput = z.object({ code: z.string().regex(/^[A-Za-z0-9_]{1,40}$/), enabled: z.boolean() });
