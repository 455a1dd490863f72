import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role, Tier } from '@shared/constants';

/** money-and-admin §3 `users`, plus suspendedAt (DECISIONS.md, Accounts). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased and trimmed; the unique index is the only duplicate check that survives races.
    email: text('email').notNull(),
    // argon2id hash; null for accounts created through Google sign-in.
    password: text('password'),
    fullName: text('full_name').notNull(),
    linkedinProfile: text('linkedin_profile'),
    professionalTitle: text('professional_title'),
    profileImage: text('profile_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    googleId: text('google_id'),
    appleId: text('apple_id'),
    credits: integer('credits').notNull().default(15),
    subscriptionTier: text('subscription_tier').$type<Tier>().notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    lastCreditReset: timestamp('last_credit_reset', { withTimezone: true }).notNull().defaultNow(),
    autoTopUp: boolean('auto_top_up').notNull().default(false),
    // Euros auto top-up may spend in a calendar month (UTC), and the pack it buys (decision 093).
    autoTopUpLimit: integer('auto_top_up_limit').notNull().default(50),
    autoTopUpPack: text('auto_top_up_pack'),
    // LinkedIn secrets are AES-256-GCM ciphertexts (integrations/crypto), never plaintext.
    linkedinAccessToken: text('linkedin_access_token'),
    linkedinRefreshToken: text('linkedin_refresh_token'),
    linkedinUserUrn: text('linkedin_user_urn'),
    linkedinCompanyPages: jsonb('linkedin_company_pages').$type<unknown[]>(),
    selectedPostTargetUrn: text('selected_post_target_urn'),
    directPostingEnabled: boolean('direct_posting_enabled').notNull().default(false),
    schedulingEnabled: boolean('scheduling_enabled').notNull().default(false),
    defaultScheduleDays: jsonb('default_schedule_days').$type<string[]>(),
    timeZone: text('time_zone').notNull().default('UTC'),
    // The queue's times of day ("09:00"), in timeZone; null = the default slot (issue #23).
    scheduleSlots: jsonb('schedule_slots').$type<string[]>(),
    linkedinTokenExpiry: timestamp('linkedin_token_expiry', { withTimezone: true }),
    linkedinClientId: text('linkedin_client_id'),
    linkedinClientSecret: text('linkedin_client_secret'),
    linkedinRedirectUri: text('linkedin_redirect_uri'),
    // The connection's metadata (shown on the profile, included in the GDPR export).
    linkedinScopes: jsonb('linkedin_scopes').$type<string[]>(),
    linkedinMemberName: text('linkedin_member_name'),
    // A data: URL of the member's picture, copied at connect time: LinkedIn's picture
    // URLs expire, and loading them from the browser would be a third-party request.
    linkedinMemberPicture: text('linkedin_member_picture'),
    linkedinConnectedAt: timestamp('linkedin_connected_at', { withTimezone: true }),
    // The LinkedIn app (client id) that issued the token: only that app can revoke it.
    linkedinTokenClientId: text('linkedin_token_client_id'),
    role: text('role').$type<Role>().notNull().default('user'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    // When the address was confirmed (link, or a provider that vouches for it); null: unconfirmed (decision 091).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_id_unique').on(t.googleId),
    uniqueIndex('users_apple_id_unique').on(t.appleId),
    index('users_created_at_idx').on(t.createdAt),
    index('users_tier_idx').on(t.subscriptionTier),
    // The admin's user search by name or e-mail (ILIKE '%…%').
    index('users_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
