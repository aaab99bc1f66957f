import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { HelpBlock } from '@app/shared';
import type { I18nText } from './content.js';

/**
 * Help centre articles (issue 17; spec.md §2 /pages/help/*), one per key, edited by operators. `body` holds per
 * language a structured text (headings, paragraphs, lists of plain text; never HTML) whose `{placeholders}` the
 * server fills at read time from the data the rules use (modules/help).
 */
export const helpArticles = pgTable('help_articles', {
  key: text('key').primaryKey(),
  sort: integer('sort').notNull().default(0),
  title: jsonb('title').$type<I18nText>().notNull(),
  body: jsonb('body').$type<Partial<Record<string, HelpBlock[]>>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
