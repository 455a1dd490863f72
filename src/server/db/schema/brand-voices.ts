import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Goal, TargetAudience } from '@shared/constants';
import type { StyleQuestionSet } from '@shared/schemas/brand-voices';
import { users } from './users';

export const brandVoices = pgTable(
  'brand_voices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('My Brand Voice'),
    description: text('description'),
    category: text('category').notNull().default('General'),
    formality: integer('formality').notNull().default(50),
    personalSharing: integer('personal_sharing').notNull().default(30),
    confidence: integer('confidence').notNull().default(60),
    goal: text('goal').$type<Goal>(),
    targetAudience: text('target_audience').$type<TargetAudience>(),
    styleChoices: jsonb('style_choices').$type<Record<string, 'A' | 'B'>>().notNull().default({}),
    /** The questions the choices answered, with their wording (decision 075); null for voices saved before. */
    styleQuestionSet: jsonb('style_question_set').$type<StyleQuestionSet>(),
    currentRole: text('current_role'),
    journeyExcitement: text('journey_excitement'),
    idealConnections: text('ideal_connections'),
    conversationTone: text('conversation_tone'),
    coreValues: text('core_values'),
    contentTypes: text('content_types'),
    preferredFormats: text('preferred_formats'),
    desiredFeeling: text('desired_feeling'),
    contentToAvoid: text('content_to_avoid'),
    toolsAndPlatforms: text('tools_and_platforms'),
    generatedPrompt: text('generated_prompt'),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brand_voices_user_created_idx').on(t.userId, t.createdAt),
    // At most one default per user, enforced by the database under concurrency.
    uniqueIndex('brand_voices_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type BrandVoiceRow = typeof brandVoices.$inferSelect;
