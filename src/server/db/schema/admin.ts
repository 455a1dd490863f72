import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const adminSettings = pgTable(
  'admin_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    description: text('description'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_settings_key_unique').on(t.key)],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored upper-case; customers may type any case.
    code: text('code').notNull(),
    type: text('type').$type<'percentage' | 'fixed_amount'>().notNull(),
    value: real('value').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    // How many times one customer may use the code; null: no per-customer limit (decision 090).
    usesPerUser: integer('uses_per_user').default(1),
    planApplicability: jsonb('plan_applicability').$type<string[]>().notNull().default([]),
    newUsersOnly: boolean('new_users_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_codes_code_unique').on(t.code)],
);

export const discountUsage = pgTable(
  'discount_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id'),
    // The checkout session that paid; one usage per payment.
    stripeSessionId: text('stripe_session_id'),
    // Euro cents taken off, and cents the customer paid with the code (admin revenue per code).
    discountAmount: integer('discount_amount').notNull(),
    amountPaid: integer('amount_paid').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    // A payment that arrived with no free use left: fulfilled at the price paid, not counted (decision 090).
    overLimit: boolean('over_limit').notNull().default(false),
  },
  (t) => [
    index('discount_usage_code_idx').on(t.discountCodeId),
    index('discount_usage_user_idx').on(t.userId),
    uniqueIndex('discount_usage_session_unique').on(t.stripeSessionId),
    // A subscription's code counts once, at its first payment, whichever event reports it.
    uniqueIndex('discount_usage_subscription_unique').on(t.subscriptionId),
  ],
);

/**
 * A use of a code held for one open checkout (decision 090): taken atomically
 * against the code's limits when the checkout opens, `used` when it is paid,
 * `released` when the session expires or is cancelled.
 */
export const discountReservations = pgTable(
  'discount_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSessionId: text('stripe_session_id'),
    status: text('status').$type<'held' | 'used' | 'released'>().notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_reservations_code_status_idx').on(t.discountCodeId, t.status),
    uniqueIndex('discount_reservations_session_unique').on(t.stripeSessionId),
  ],
);

export const systemLogs = pgTable(
  'system_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').$type<'error' | 'warning' | 'info'>().notNull(),
    message: text('message').notNull(),
    source: text('source').$type<'openai' | 'stripe' | 'linkedin' | 'system'>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_logs_created_idx').on(t.createdAt.desc()),
    index('system_logs_level_created_idx').on(t.level, t.createdAt.desc()),
    index('system_logs_source_created_idx').on(t.source, t.createdAt.desc()),
    // The admin's log search (ILIKE '%…%') over many rows.
    index('system_logs_message_trgm_idx').using('gin', sql`${t.message} gin_trgm_ops`),
  ],
);

export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    severity: text('severity').$type<'info' | 'warning' | 'critical'>().notNull(),
    threshold: real('threshold'),
    currentValue: real('current_value'),
    isRead: boolean('is_read').notNull().default(false),
    // The periodic check raises an alert once per condition and period (e.g. "openai_costs:2026-11").
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_alerts_dedupe_unique').on(t.dedupeKey),
    index('admin_alerts_read_created_idx').on(t.isRead, t.createdAt.desc()),
  ],
);
