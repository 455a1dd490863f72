import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const CREDIT_TRANSACTION_TYPES = [
  'signup_bonus',
  'monthly_reset',
  'spend',
  'refund',
  'purchase',
  // Credits of a refunded pack taken back (negative).
  'purchase_refund',
  'subscription',
  'admin_adjustment',
] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/**
 * The credit ledger: every balance change is one row, written in the same
 * transaction as the balance update. `idempotencyKey` is unique so a retried
 * request or a replayed webhook can never move credits twice.
 * `userId` becomes null when the account is deleted: the financial record stays.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<CreditTransactionType>().notNull(),
    amount: integer('amount').notNull(),
    description: text('description'),
    feature: text('feature'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    creditsAfter: integer('credits_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_transactions_idempotency_key_unique').on(t.idempotencyKey),
    index('credit_transactions_user_created_idx').on(t.userId, t.createdAt),
    index('credit_transactions_created_idx').on(t.createdAt),
  ],
);
