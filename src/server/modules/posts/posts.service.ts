import { and, count, desc, eq, gt, ilike, or, type SQL } from 'drizzle-orm';
import { HISTORY_PERIOD_DAYS, PLATFORM_CHAR_LIMITS } from '@shared/constants';
import { countChars, type Post, type PostSearchQuery, type UpdatePostRequest } from '@shared/schemas/posts';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { toPost } from './post-mapper';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RECENT_POSTS_LIMIT = 10;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createPostsService({ db, clock }: { db: Database; clock: Clock }) {
  /** The user's post, or 404 (also for another user's post: it is not theirs to see). */
  async function getOwned(userId: string, id: string) {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Post not found');
    const [row] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', 'Post not found');
    return row;
  }

  return {
    /** The dashboard's recent posts, newest first. */
    async recent(userId: string, limit = RECENT_POSTS_LIMIT): Promise<Post[]> {
      const rows = await db.select().from(posts).where(eq(posts.userId, userId)).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit);
      return rows.map(toPost);
    },

    /**
     * History: every filter runs in the database over all of the user's posts,
     * so `total` and the pages are those of the filtered set. The text search
     * is served by the trigram indexes on idea and text. Periods follow the
     * spec's day counts: a post is "N days old" for the whole of its Nth day.
     */
    async search(userId: string, query: PostSearchQuery): Promise<{ posts: Post[]; total: number }> {
      const conditions: SQL[] = [eq(posts.userId, userId)];
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        conditions.push(or(ilike(posts.originalIdea, pattern), ilike(posts.generatedContent, pattern))!);
      }
      if (query.mood) conditions.push(eq(posts.mood, query.mood));
      if (query.period) {
        const maxAgeDays = HISTORY_PERIOD_DAYS[query.period];
        conditions.push(gt(posts.createdAt, new Date(clock.now().getTime() - (maxAgeDays + 1) * DAY_MS)));
      }
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(posts).where(where),
      ]);
      return { posts: rows.map(toPost), total: totals?.n ?? 0 };
    },

    getOwned,

    /**
     * The user's edit of a post's text (issue #12): only the owner's post,
     * within its platform's limit. The post is marked edited with the time;
     * a stored analysis stays, shown as "analysed before the edit". Saving
     * the same text again changes nothing.
     */
    async updateContent(userId: string, id: string, input: UpdatePostRequest): Promise<Post> {
      const current = await getOwned(userId, id);
      const limit = PLATFORM_CHAR_LIMITS[current.platform];
      const length = countChars(input.generatedContent);
      if (length > limit) {
        const label = current.platform === 'linkedin' ? 'LinkedIn' : current.platform === 'instagram' ? 'Instagram' : 'Facebook';
        throw new AppError(
          'BAD_REQUEST',
          `${label} posts are limited to ${limit.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}. Shorten it before saving.`,
          { generatedContent: `At most ${limit.toLocaleString('en-US')} characters` },
        );
      }
      if (input.generatedContent === current.generatedContent) return toPost(current);
      const [row] = await db
        .update(posts)
        .set({ generatedContent: input.generatedContent, editedAt: clock.now() })
        .where(and(eq(posts.id, current.id), eq(posts.userId, userId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Post not found');
      return toPost(row);
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
