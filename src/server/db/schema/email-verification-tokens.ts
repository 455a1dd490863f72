import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Links that confirm an account's e-mail address (decision 091), and the
 * single-use sign-in links of a locked account (decision 092). `token` holds
 * the SHA-256 of the token that travels in the e-mail; `email` is the address
 * it was sent to, so a link stops working once the address changes.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'sign_in'>().notNull(),
    email: text('email').notNull(),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_unique').on(t.token),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);
