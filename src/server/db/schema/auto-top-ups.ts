import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * pending: reserved under the user's row lock, its job not yet done; succeeded: paid and granted;
 * requires_action: the bank wants the customer (SCA), the amount stays reserved; failed: declined or
 * impossible (the amount is free again); cancelled: auto top-up was turned off before the charge.
 */
export type AutoTopUpStatus = 'pending' | 'succeeded' | 'requires_action' | 'failed' | 'cancelled';

/** One automatic purchase attempt (decision 093); (user, month, sequence) is its idempotency key at Stripe too. */
export const autoTopUps = pgTable(
  'auto_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The calendar month (UTC) it counts against, "2026-11". */
    month: text('month').notNull(),
    sequence: integer('sequence').notNull(),
    packType: text('pack_type').notNull(),
    creditsAmount: integer('credits_amount').notNull(),
    /** Euro cents. */
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').$type<AutoTopUpStatus>().notNull().default('pending'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** Stripe's code when it failed or needs the customer: authentication_required, card_declined, … */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auto_top_ups_user_month_sequence_unique').on(t.userId, t.month, t.sequence),
    index('auto_top_ups_payment_intent_idx').on(t.stripePaymentIntentId),
  ],
);
export type AutoTopUpRow = typeof autoTopUps.$inferSelect;
