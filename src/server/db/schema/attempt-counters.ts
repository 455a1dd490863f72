import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window event counters (failed sign-ins per account, per IP and
 * account, per IP; password re-checks; reset e-mails) shared by every app
 * process when Redis is not configured. One row per key; a hit is a single
 * upsert, so concurrent requests can never read a stale count.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_counters_window_ends_idx').on(t.windowEndsAt)],
);
