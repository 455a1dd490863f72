import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A LinkedIn authorization in progress (GET /api/linkedin/auth → callback).
 * The state is random, stored only as its SHA-256, single use (deleted when the
 * callback arrives), bound to the session that asked for it, and short-lived.
 * A row, not process memory, so any app process can receive the callback.
 */
export const linkedinAuthStates = pgTable(
  'linkedin_auth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Signing out ends the authorization too.
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    limited: boolean('limited').notNull().default(false),
    // Opened in a popup: the callback page then closes itself.
    popup: boolean('popup').notNull().default(true),
    // The app (and redirect URI) the authorization was started with; the code is exchanged with the same.
    clientId: text('client_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linkedin_auth_states_state_hash_unique').on(t.stateHash),
    index('linkedin_auth_states_user_idx').on(t.userId),
    index('linkedin_auth_states_expires_idx').on(t.expiresAt),
  ],
);

export type LinkedinAuthStateRow = typeof linkedinAuthStates.$inferSelect;
