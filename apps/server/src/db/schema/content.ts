import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Text kept in several languages: { zh: '…', en: '…', … }; read through pickLang. */
export type I18nText = Partial<Record<string, string>>;

/** Website basic info (spec.md §3): configKey/configValue pairs such as title, keywords, icon. */
export const websiteConfig = pgTable('website_config', {
  configKey: text('config_key').primaryKey(),
  configValue: text('config_value').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** System config values read by key (spec.md §7 getSysConfigValue); e.g. area_code, sms_switch. */
export const sysConfig = pgTable('sys_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  /** Only public keys are readable by players; operator secrets stay private. */
  isPublic: boolean('is_public').notNull().default(true),
  remark: text('remark').notNull().default(''),
});

/** Which optional fields the registration form shows (api-contract.md getRegisterItem). */
export const registerItems = pgTable('register_items', {
  key: text('key').primaryKey(),
  show: boolean('show').notNull(),
  required: boolean('required').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  /** marquee (home scroller) | announcement (message centre) */
  type: text('type').notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  content: jsonb('content').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Publication window (issue 14): shown from starts_at (null: at once) until ends_at (null: until switched off). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Publication window, as for notices. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** Small enumerations the client shows as pickers (getSysDictionary): languages, feedback types… */
export const dictionary = pgTable(
  'dictionary',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    label: jsonb('label').$type<I18nText>().notNull(),
    value: text('value').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dictionary_type_key').on(t.type, t.key)],
);

/** The withdrawal banks of spec.md §9 (15). */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Discount-page tabs (spec.md §2): all, limited-time, first deposit, daily, sports, high rebate, VIP. */
export const activityClassifications = pgTable('activity_classifications', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<I18nText>().notNull(),
  sort: integer('sort').notNull().default(0),
});
