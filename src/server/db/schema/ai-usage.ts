import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per language-model call: the admin's "OpenAI costs" are summed from here. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    // Fractions of a cent matter when summed over thousands of calls.
    costCents: numeric('cost_cents', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    status: text('status').$type<'ok' | 'error'>().notNull().default('ok'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_usage_created_idx').on(t.createdAt), index('ai_usage_user_created_idx').on(t.userId, t.createdAt)],
);
