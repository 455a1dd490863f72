import type { Stats } from '@shared/schemas/stats';
import type { PreparedQuery } from '../../db/client';
import type { Clock } from '../../lib/clock';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

// The dashboard's three figures in one prepared statement (decision 065): the
// post total kept by triggers (post_counts), the images counted on their user
// index (a profile picture is no image created, issue #27), and the posts since a week ago added up from the kept hourly counts
// (every hour that starts after that moment) plus the posts of the hour that
// moment falls in, counted on the (user_id, created_at) index. The work no
// longer grows with the number of posts written in the week.
const STATS_SQL = `select
  (select total from post_counts where user_id = $1) as "postsTotal",
  (select count(*)::int from images where user_id = $1 and kind <> 'profile') as "imagesTotal",
  (select coalesce(sum(total), 0)::int from post_hourly_counts where user_id = $1 and hour > $2::timestamptz)
    + (select count(*)::int from posts where user_id = $1 and created_at >= $2::timestamptz
         and created_at < date_trunc('hour', $2::timestamptz, 'UTC') + interval '1 hour') as "postsWeek"`;

export function createStatsService({ prepared, clock }: { prepared: PreparedQuery; clock: Clock }) {
  return {
    /** Dashboard and profile figures: the total posts, total images and posts of the last 7 days. */
    async forUser(userId: string): Promise<Stats> {
      const weekAgo = new Date(clock.now().getTime() - WEEK_MS);
      const [row] = await prepared<{ postsTotal: number | null; imagesTotal: number; postsWeek: number }>(
        'dashboard-stats',
        STATS_SQL,
        [userId, weekAgo],
      );
      return {
        totalPosts: row?.postsTotal ?? 0,
        totalImages: row?.imagesTotal ?? 0,
        postsThisWeek: row?.postsWeek ?? 0,
      };
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
