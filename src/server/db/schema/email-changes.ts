import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A requested e-mail change. It takes effect only when the link sent to the
 * new address is opened (`confirmToken`, 24 hours); the old address is then
 * told, with an undo link (`undoToken`, 7 days) that restores it and ends
 * every session. Tokens are stored only as SHA-256 hashes.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmToken: text('confirm_token').notNull(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoToken: text('undo_token'),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_unique').on(t.confirmToken),
    uniqueIndex('email_changes_undo_token_unique').on(t.undoToken),
    index('email_changes_user_idx').on(t.userId),
  ],
);
