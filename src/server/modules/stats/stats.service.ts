import { and, count, eq, gte } from 'drizzle-orm';
import type { Stats } from '@shared/schemas/stats';
import type { Database } from '../../db/client';
import { images, postCounts, posts } from '../../db/schema';
import type { Clock } from '../../lib/clock';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function createStatsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Dashboard and profile figures: the post total is kept by triggers (migration 0004), the others are index range counts. */
    async forUser(userId: string): Promise<Stats> {
      const weekAgo = new Date(clock.now().getTime() - WEEK_MS);
      const [[postsTotal], [imagesTotal], [postsWeek]] = await Promise.all([
        db.select({ n: postCounts.total }).from(postCounts).where(eq(postCounts.userId, userId)),
        db.select({ n: count() }).from(images).where(eq(images.userId, userId)),
        db
          .select({ n: count() })
          .from(posts)
          .where(and(eq(posts.userId, userId), gte(posts.createdAt, weekAgo))),
      ]);
      return { totalPosts: postsTotal?.n ?? 0, totalImages: imagesTotal?.n ?? 0, postsThisWeek: postsWeek?.n ?? 0 };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
