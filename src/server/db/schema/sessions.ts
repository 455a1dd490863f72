import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * money-and-admin §3 `sessions` (sid, sess, expire). The cookie holds a random
 * id; `sid` stores its SHA-256 so a leaked table cannot be replayed.
 * `expire` is the idle deadline, `absoluteExpire` the hard one (DECISIONS.md).
 * `sess.googleReauthAt` records a fresh Google confirmation (decision 060).
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sess: jsonb('sess').$type<{ userAgent?: string; googleReauthAt?: string }>().notNull().default({}),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    absoluteExpire: timestamp('absolute_expire', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);

export type SessionRow = typeof sessions.$inferSelect;
