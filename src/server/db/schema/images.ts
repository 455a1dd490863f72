import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** How a media row came to be (issue #27); `profile` is the user's picture, not counted as an image created. */
export type MediaKind = 'upload' | 'card' | 'ai' | 'carousel' | 'profile';

/** What a row needs to be rendered again: a card's template and format, a carousel's title and slides. */
export type MediaDetails = {
  template?: string;
  format?: string;
  title?: string;
  slides?: { heading: string; body: string }[];
};

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    prompt: text('prompt'),
    imageUrl: text('image_url').notNull(),
    isCustomUpload: boolean('is_custom_upload').notNull().default(false),
    kind: text('kind').$type<MediaKind>().notNull().default('upload'),
    /** Where the bytes live in media storage (disk or S3); null only for rows older than issue #27. */
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size'),
    details: jsonb('details').$type<MediaDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_user_created_idx').on(t.userId, t.createdAt), index('images_post_idx').on(t.postId)],
);
export type ImageRow = typeof images.$inferSelect;
