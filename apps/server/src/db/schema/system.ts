import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed data versions already applied (db/seed): each version file is loaded once. */
export const seedVersions = pgTable('seed_versions', {
  version: text('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per (job, period): the unique key makes a scheduled run happen once across servers (design.md §2). */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: text('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
