import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Tier } from '@shared/constants';
import { users } from './users';

// Financial records keep their rows when an account is deleted (userId → null).

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    stripePriceId: text('stripe_price_id'),
    tier: text('tier').$type<Tier>().notNull(),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_stripe_id_unique').on(t.stripeSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stripe_customers_user_unique').on(t.userId),
    uniqueIndex('stripe_customers_customer_unique').on(t.stripeCustomerId),
  ],
);

export const creditPurchases = pgTable(
  'credit_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeSessionId: text('stripe_session_id').notNull(),
    packType: text('pack_type').notNull(),
    creditsAmount: integer('credits_amount').notNull(),
    // Euro cents actually charged (after any discount).
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').notNull().default('pending'),
    discountCodeId: uuid('discount_code_id'),
    // Set when the session is paid; charge.refunded finds the purchase through it.
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    // Credits taken back by refunds so far (a partial refund takes back its share).
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_purchases_session_unique').on(t.stripeSessionId),
    index('credit_purchases_payment_intent_idx').on(t.stripePaymentIntentId),
    index('credit_purchases_user_idx').on(t.userId),
    index('credit_purchases_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Paid invoices of subscriptions: revenue for the admin reports, one row per invoice. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeInvoiceId: text('stripe_invoice_id').notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    tier: text('tier').$type<Tier>(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull().default('eur'),
    creditsGranted: integer('credits_granted').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_stripe_id_unique').on(t.stripeInvoiceId),
    index('invoices_paid_at_idx').on(t.paidAt),
    index('invoices_user_idx').on(t.userId),
  ],
);

/** Webhook events already applied: the event id is the idempotency key. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
