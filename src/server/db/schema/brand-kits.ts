import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's brand kit for cards and carousels (issue #27): three colours, one of the shipped fonts and an
 * optional logo. The logo is small (at most 400×160, PNG with its transparency) and kept inline as a data
 * URL, since it is drawn into every card; it lives here, not on users, so session lookups never carry it.
 */
export const brandKits = pgTable('brand_kits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  background: text('background').notNull(),
  textColor: text('text_color').notNull(),
  accent: text('accent').notNull(),
  font: text('font').notNull().default('inter'),
  logo: text('logo'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BrandKitRow = typeof brandKits.$inferSelect;
