import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { brandVoices } from './brand-voices';
import { users } from './users';

export type SampleLanguage = 'en' | 'fr' | 'nl' | 'other';
export type SampleSource = 'paste' | 'file' | 'post';

/**
 * The author's own posts, kept per voice (issue 22). They teach the writers
 * how the author writes and are what the consistency analysis compares with.
 * Deleted with the voice and with the account (cascades).
 */
export const brandVoiceSamples = pgTable(
  'brand_voice_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voiceId: uuid('voice_id')
      .notNull()
      .references(() => brandVoices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** md5 of the text with spacing and case folded: the same post twice is one sample. */
    textHash: text('text_hash').notNull(),
    language: text('language').$type<SampleLanguage>().notNull(),
    source: text('source').$type<SampleSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // search_vector: a generated tsvector ('simple' config) read only through SQL
    // in samples.service.ts (migration 0015), like posts.search_vector.
  },
  (t) => [
    uniqueIndex('brand_voice_samples_voice_hash_idx').on(t.voiceId, t.textHash),
    index('brand_voice_samples_voice_created_idx').on(t.voiceId, t.createdAt),
    index('brand_voice_samples_user_idx').on(t.userId),
    index('brand_voice_samples_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

export type BrandVoiceSampleRow = typeof brandVoiceSamples.$inferSelect;
