import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PublicationStatus } from '@shared/schemas/publication';
import { posts } from './posts';
import { users } from './users';

/**
 * A post's publication to one LinkedIn target (issue #23): the scheduled time,
 * the state of the attempt and, once LinkedIn answered, the created post's URN.
 * One row per (post, target) is a unique key, so a second publication of the
 * same scheduled post is impossible whatever the workers do (decision 095).
 */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'member' (the member's own profile) or an organization URN the member administers.
    target: text('target').notNull(),
    status: text('status').$type<PublicationStatus>().notNull(),
    // What the user asked for (shown); `due_at` is when the next attempt runs (a retry moves it, not this).
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    firstComment: text('first_comment'),
    firstCommentUrn: text('first_comment_urn'),
    linkedinPostUrn: text('linkedin_post_urn'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Set when a worker claimed the row (scheduled → publishing); the reconciler settles claims older than 5 minutes.
    publishingAt: timestamp('publishing_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('publications_post_target_unique').on(t.postId, t.target),
    // The calendar: a user's publications in a time range, in the order it shows them.
    index('publications_user_scheduled_idx').on(t.userId, t.scheduledAt, t.id),
    // The reconciler: rows still in flight, oldest first.
    index('publications_open_due_idx')
      .on(t.status, t.dueAt)
      .where(sql`${t.status} in ('scheduled', 'publishing')`),
    check(
      'publications_status_check',
      sql`${t.status} IN ('scheduled', 'publishing', 'published', 'failed', 'check_linkedin')`,
    ),
  ],
);

export type PublicationRow = typeof publications.$inferSelect;
