import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Mood, Platform, PostLength } from '@shared/constants';
import { brandVoices } from './brand-voices';
import { users } from './users';

export type ConsistencyFeedback = {
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  basedOn?: string;
};

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalIdea: text('original_idea').notNull(),
    enhancedPrompt: text('enhanced_prompt'),
    generatedContent: text('generated_content').notNull(),
    mood: text('mood').$type<Mood>().notNull().default('professional'),
    platform: text('platform').$type<Platform>().notNull().default('linkedin'),
    includeHashtags: boolean('include_hashtags').notNull().default(true),
    includeEmojis: boolean('include_emojis').notNull().default(true),
    includeLink: boolean('include_link').notNull().default(false),
    linkUrl: text('link_url'),
    postLength: text('post_length').$type<PostLength>().notNull().default('medium'),
    usedBrandVoice: boolean('used_brand_voice').notNull().default(true),
    brandVoiceId: uuid('brand_voice_id').references(() => brandVoices.id, { onDelete: 'set null' }),
    brandVoiceScore: integer('brand_voice_score'),
    toneScore: integer('tone_score'),
    styleScore: integer('style_score'),
    messagingScore: integer('messaging_score'),
    consistencyFeedback: jsonb('consistency_feedback').$type<ConsistencyFeedback>(),
    consistencyConfidence: real('consistency_confidence'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    // Set when the post was published to LinkedIn: the created post's URN and when.
    linkedinPostUrn: text('linkedin_post_urn'),
    linkedinPublishedAt: timestamp('linkedin_published_at', { withTimezone: true }),
    // A publish in flight: claimed by one request at a time, so a double click never posts twice.
    linkedinPublishingAt: timestamp('linkedin_publishing_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the user edited the text after generation (issue #12); an analysis older than this is "before the edit".
    editedAt: timestamp('edited_at', { withTimezone: true }),
    // The generation run that wrote this post: the run's versions share it, so history groups them (null for older posts).
    generationId: uuid('generation_id'),
    // Issue 22: how many of the author's own posts the writer was given (null: none), and the numbers or names
    // of the answer found in neither the idea nor those posts after one retry (null: nothing to flag).
    basedOnSamples: integer('based_on_samples'),
    uncheckedFacts: jsonb('unchecked_facts').$type<string[]>(),
  },
  (t) => [
    // History and dashboard: a user's posts newest first, optionally by mood. The
    // columns and directions are exactly the queries' ORDER BY (created_at DESC,
    // id DESC), so a page is read off the index without sorting (decision 048).
    index('posts_user_created_id_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_user_mood_created_id_idx').on(
      t.userId,
      t.mood,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_brand_voice_idx').on(t.brandVoiceId),
    // History search by words goes through `search_vector`, a generated tsvector
    // ('simple' configuration over idea and text; migration 0007) with a GIN index
    // over (user_id, search_vector) (btree_gin, migration 0011, decision 079). Both
    // are read only through SQL in posts.service.ts, so the vector never travels
    // with a row. A term without whole words falls back to ILIKE '%term%' over
    // idea and text, served by these trigram indexes.
    index('posts_original_idea_trgm_idx').using('gin', sql`${t.originalIdea} gin_trgm_ops`),
    index('posts_generated_content_trgm_idx').using('gin', sql`${t.generatedContent} gin_trgm_ops`),
  ],
);

export type PostRow = typeof posts.$inferSelect;

/**
 * Each user's number of posts, kept by statement-level triggers on `posts`
 * (migration 0004), so the history's unfiltered total and the dashboard's
 * count never count a million rows (decision 048).
 */
export const postCounts = pgTable('post_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
});

/**
 * Each user's posts per hour (UTC) of `created_at`, kept by triggers on
 * `posts` (migration 0009), so the dashboard's "posts this week" adds up at
 * most 169 hours and counts only the posts of the hour the week starts in,
 * instead of every post of the week (decision 065).
 */
export const postHourlyCounts = pgTable(
  'post_hourly_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hour] })],
);
