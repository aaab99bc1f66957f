import { z } from 'zod';
import { LANG_CODES, type LangCode } from '../languages.js';

/**
 * Help centre (issue 17; spec.md §2 /pages/help/*): articles kept as data per language. A body is structured
 * text — headings, paragraphs and bullet lists of plain text — never HTML; the screens render it with their own
 * components. Texts may name figures as `{placeholder}`: the server fills them at read time from the data the
 * rules use (payment methods, VIP table, withdrawal slots, settings), so help never contradicts behaviour.
 */
export const HELP_KEYS = ['deposit', 'withdraw', 'transfer', 'games', 'tech', 'answer', 'contact', 'agent', 'complaints', 'mailbox'] as const;
export type HelpKey = (typeof HELP_KEYS)[number];
/**
 * Content pages kept in the same table and edited in the same console page, but not sections of the help centre:
 * About (certificates, sponsors) and the sponsor tab (spec.md §2). Their bodies may hold images of our own.
 */
export const CONTENT_PAGE_KEYS = ['about', 'sponsor'] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];
/** Every article of help_articles: help-centre sections and content pages. */
export const ARTICLE_KEYS = [...HELP_KEYS, ...CONTENT_PAGE_KEYS] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];

const VIP_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Every figure a help text may name, with what it stands for (shown to operators beside the editor). */
export const HELP_PLACEHOLDERS = {
  'deposit.minAmount': 'Smallest deposit of the offered yuan methods',
  'deposit.maxAmount': 'Largest deposit of the offered yuan methods',
  'deposit.methods': 'Each offered deposit method with its limits',
  'deposit.arrivalMinutes': 'Minutes in which a paid deposit is usually credited (e.g. 5-15)',
  'deposit.orderTtlMinutes': 'Minutes an unpaid deposit order stays open',
  'deposit.cancelDailyLimit': 'Deposit orders a player may cancel per day',
  'withdraw.minAmount': 'Smallest withdrawal of the offered methods',
  'withdraw.maxAmount': 'Largest single withdrawal of the offered methods',
  'withdraw.methods': 'Each withdrawal method with its limits',
  'withdraw.arrivalMinutes': 'Minutes in which a withdrawal is usually paid',
  'withdraw.contactAfterMinutes': 'Minutes after which a player should contact customer service',
  'withdraw.slots': 'Reservation slots with their extra rate',
  ...Object.fromEntries(VIP_LEVELS.map((l) => [`withdraw.dailyCount.vip${l}`, `Withdrawals per day at VIP${l}`])),
  ...Object.fromEntries(VIP_LEVELS.map((l) => [`withdraw.dailyLimit.vip${l}`, `Withdrawal amount per day at VIP${l}`])),
  'turnover.multiple': 'Turnover required before withdrawing, as a multiple of each deposit',
  'welfare.validDays': 'Days a welfare reward may be received',
  'welfare.turnoverMultiple': 'Turnover a received reward adds, as a multiple of it',
  'bankCards.max': 'Bank cards a player may bind',
} as Readonly<Record<string, string>>;
export const HELP_PLACEHOLDER_NAMES = Object.keys(HELP_PLACEHOLDERS);

/** `{name}` in a help text: letters, digits and dots. */
export const HELP_PLACEHOLDER_PATTERN = /\{([A-Za-z0-9.]+)\}/g;

/** The placeholders a text names that do not exist. */
export function unknownHelpPlaceholders(texts: string[]): string[] {
  const bad = new Set<string>();
  for (const t of texts) for (const m of t.matchAll(HELP_PLACEHOLDER_PATTERN)) if (!(m[1]! in HELP_PLACEHOLDERS)) bad.add(m[1]!);
  return [...bad];
}

/** Replaces each known `{name}` by its value; an unknown one stays as written. */
export function fillHelpText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(HELP_PLACEHOLDER_PATTERN, (whole, name: string) => values[name] ?? whole);
}

const line = z.string().trim().min(1).max(2000);
/**
 * An image in an article: art of our own only — a shipped seed asset (`/static/seed/…`) or an operator's upload
 * through the console (`/media/<sha256>.png|jpg`). No third-party URL, no player upload (those are private).
 */
export const ARTICLE_IMAGE_PATTERN = /^(\/static\/seed\/[A-Za-z0-9._/-]+\.(svg|png|jpg)|\/media\/[0-9a-f]{64}\.(png|jpg))$/;
export const helpBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: line }),
  z.object({ type: z.literal('paragraph'), text: line }),
  z.object({ type: z.literal('list'), items: z.array(line).min(1).max(50) }),
  z.object({
    type: z.literal('image'),
    src: z.string().trim().max(200).regex(ARTICLE_IMAGE_PATTERN, 'an image of this site (/static/seed/… or /media/…)').refine((p) => !p.includes('..'), 'no ".." in a path'),
    /** Shown under the image and read by screen readers; may be empty. */
    caption: z.string().trim().max(200).default(''),
  }),
]);
export type HelpBlock = z.infer<typeof helpBlock>;
export const helpBody = z.array(helpBlock).max(100);

/** Every text of a body, for placeholder checks. */
export function helpBodyTexts(body: HelpBlock[]): string[] {
  return body.flatMap((b) => (b.type === 'list' ? b.items : b.type === 'image' ? (b.caption ? [b.caption] : []) : [b.text]));
}

export function fillHelpBody(body: HelpBlock[], values: Readonly<Record<string, string>>): HelpBlock[] {
  return body.map((b) =>
    b.type === 'list'
      ? { ...b, items: b.items.map((i) => fillHelpText(i, values)) }
      : b.type === 'image'
        ? { ...b, caption: fillHelpText(b.caption, values) }
        : { ...b, text: fillHelpText(b.text, values) },
  );
}

const langEnum = z.enum(LANG_CODES as [LangCode, ...LangCode[]]);
const helpKey = z.enum(HELP_KEYS);
const articleKey = z.enum(ARTICLE_KEYS);

// ——— player ———
/** help/get answers help-centre sections and content pages (about, sponsor) alike; help/list names only the sections. */
export const getHelpInput = z.object({ key: articleKey });
export const helpSectionSchema = z.object({ key: helpKey, title: z.string(), sort: z.number().int() });
export const getHelpListOutput = z.array(helpSectionSchema);
export const getHelpOutput = z.object({ key: articleKey, title: z.string(), body: helpBody });

// ——— operator ———
export const adminHelpListInput = z.object({});
export const adminHelpArticleSchema = z.object({
  key: articleKey,
  sort: z.number().int(),
  title: z.partialRecord(langEnum, z.string()),
  body: z.partialRecord(langEnum, helpBody),
  updatedAt: z.string(),
});
/** `placeholders`: every figure with what it stands for and its value now in each language, to preview the filled text. */
export const adminHelpListOutput = z.object({
  list: z.array(adminHelpArticleSchema),
  placeholders: z.record(z.string(), z.object({ label: z.string(), values: z.partialRecord(langEnum, z.string()) })),
});
export const adminHelpUpdateInput = z.object({
  key: articleKey,
  sort: z.number().int().min(0).max(100_000).optional(),
  /** The languages given are replaced; the others stay as they are. */
  title: z.partialRecord(langEnum, z.string().trim().min(1).max(120)),
  body: z.partialRecord(langEnum, helpBody),
});
