import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const CREDIT_RUN_STATUSES = ['pending', 'completed', 'refunded'] as const;
export type CreditRunStatus = (typeof CREDIT_RUN_STATUSES)[number];

/**
 * One paid request (an AI run) and its reservation (decision 057). The spend
 * row is written with the run as `pending`; the run's result is saved and the
 * run `completed` in one transaction, or the run is `refunded` with one ledger
 * row. A sweep refunds runs left `pending` longer than any run can last.
 * `idempotencyKey` is the request's scoped key (feature, user, client key):
 * a completed run answers a replay of the same request with `result`
 * for 24 hours (decision 058).
 */
export const creditRuns = pgTable(
  'credit_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    feature: text('feature').notNull(),
    cost: integer('cost').notNull(),
    /** SHA-256 of the request (its validated body and path), to tell a replay from a different request. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<CreditRunStatus>().notNull(),
    /** What the service answered (completed runs only): replayed as is. */
    result: jsonb('result'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_runs_idempotency_key_unique').on(t.idempotencyKey),
    index('credit_runs_status_started_idx').on(t.status, t.startedAt),
  ],
);
export type CreditRunRow = typeof creditRuns.$inferSelect;
