import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { HISTORY_COUNT_CAP, HISTORY_PERIOD_DAYS, MAX_VERSIONS, PLATFORM_CHAR_LIMITS } from '@shared/constants';
import { countChars, type Post, type PostSearchQuery, type UpdatePostRequest } from '@shared/schemas/posts';
import type { Database, PreparedQuery } from '../../db/client';
import { rowReader } from '../../db/row-reader';
import { postCounts, posts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { toPost } from './post-mapper';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RECENT_POSTS_LIMIT = 10;
/** More words than this in one search add nothing but work. */
const MAX_SEARCH_WORDS = 8;

/**
 * One word of ASCII letters and digits. Every word of a post's tsvector
 * ('simple' configuration: tokens lowercased, nothing else) is a piece of the
 * post's text, so a post with a word starting with such a term contains the
 * term, in any case: the full-text match alone gives the substring search's
 * answer, without reading each candidate's text (decision 064).
 */
const ONE_PLAIN_WORD = /^[a-z0-9]+$/i;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The whole words of a search term as a prefix tsquery in the 'simple'
 * configuration ("remote hir" → `(remote | remote:*) & (hir | hir:*)`): every word must start a
 * word of the post, in any order. Null when the term has no letters or digits.
 * Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export function prefixTsQuery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  // `(w | w:*)` matches what `w:*` matches; the exact word gives the planner
  // the word's real frequency (a bare prefix gets a fixed 2 % guess), so it
  // walks the date index for common words and uses the GIN index for rare
  // ones (decision 064).
  return words
    .slice(0, MAX_SEARCH_WORDS)
    .map((word) => `(${word} | ${word}:*)`)
    .join(' & ');
}

/** The dashboard's recent posts, asked by every dashboard visit: one prepared statement read off the date index (decisions 048, 078). */
const POST = rowReader(posts, 'p');
const RECENT_SQL = `select ${POST.columnsSql} from posts p where p.user_id = $1 order by p.created_at desc, p.id desc limit $2`;

export type PostSearchResult = { posts: Post[]; total: number; totalCapped: boolean };

/** A run has at most MAX_VERSIONS posts: this many rows either side of a page decide where its runs end. */
const RUN_SLACK = MAX_VERSIONS - 1;

/**
 * The page at `from` (of `limit` rows) in a newest-first list, without
 * splitting a generation run (issue #12: history shows a run's versions as one
 * card). A run belongs to the page its newest post falls on: the page gives up
 * leading posts of a run begun on the page before and takes the trailing posts
 * of its last run from the next, so a page holds up to RUN_SLACK posts more or
 * fewer than `limit`. `rows` must reach RUN_SLACK rows past the page.
 */
export function wholeRuns<T extends { generationId: string | null }>(
  rows: readonly T[],
  from: number,
  limit: number,
): T[] {
  const sameRun = (a: T | undefined, b: T | undefined) =>
    Boolean(a && b && a.generationId !== null && a.generationId === b.generationId);
  const before = rows[from - 1];
  const page = rows.slice(from, from + limit);
  const after = rows.slice(from + limit);
  let first = 0;
  while (first < page.length && sameRun(before, page[first])) first++;
  let extra = 0;
  while (extra < after.length && sameRun(page.at(-1), after[extra])) extra++;
  return [...page.slice(first), ...after.slice(0, extra)];
}

export function createPostsService({ db, prepared, clock }: { db: Database; prepared: PreparedQuery; clock: Clock }) {
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

  /** The user's number of posts, kept by triggers (migration 0004): no counting. */
  async function postCount(userId: string): Promise<number> {
    const [row] = await db.select({ total: postCounts.total }).from(postCounts).where(eq(postCounts.userId, userId));
    return row?.total ?? 0;
  }

  /**
   * One page, newest first. The ids are read off the (user_id[, mood],
   * created_at DESC, id DESC) index (an index-only scan when unfiltered), then
   * only those rows are fetched. Pages in the older half are read from the
   * other end of the index, so the last page costs what the first does.
   */
  async function pageRows(
    where: SQL | undefined,
    offset: number,
    limit: number,
    total: number | null,
  ): Promise<Post[]> {
    const fromEnd = total !== null && offset > total / 2;
    const ids = fromEnd
      ? db
          .select({ id: posts.id })
          .from(posts)
          .where(where)
          .orderBy(asc(posts.createdAt), asc(posts.id))
          .limit(Math.min(limit, total - offset))
          .offset(Math.max(0, total - offset - limit))
      : db
          .select({ id: posts.id })
          .from(posts)
          .where(where)
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(limit)
          .offset(offset);
    const rows = await db
      .select()
      .from(posts)
      .where(inArray(posts.id, ids))
      .orderBy(desc(posts.createdAt), desc(posts.id));
    return rows.map(toPost);
  }

  /** A page (unfiltered) that never splits a generation run: see wholeRuns. */
  async function pageOfRuns(
    where: SQL | undefined,
    offset: number,
    limit: number,
    total: number | null,
  ): Promise<Post[]> {
    const start = Math.max(0, offset - RUN_SLACK);
    const window = await pageRows(where, start, offset - start + limit + RUN_SLACK, total);
    return wholeRuns(window, offset - start, limit);
  }

  async function history(userId: string, filters: SQL[], query: PostSearchQuery): Promise<PostSearchResult> {
    const where = and(eq(posts.userId, userId), ...filters);
    const offset = (query.page - 1) * query.limit;
    if (filters.length === 0) {
      const total = await postCount(userId);
      return {
        posts: offset >= total ? [] : await pageOfRuns(where, offset, query.limit, total),
        total,
        totalCapped: false,
      };
    }
    // A filtered history stops at the cap (decision 048), so one query reads the
    // ids of every match up to it, newest first: their number is the capped
    // total and the page is a slice of them (decision 064). Ordered, the query
    // walks the date index and stops early when matches are common, and the
    // planner reads the word's GIN index and sorts the few when they are rare.
    const ids = await db
      .select({ id: posts.id })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(Math.max(HISTORY_COUNT_CAP + 1, offset + query.limit + RUN_SLACK));
    const n = Math.min(ids.length, HISTORY_COUNT_CAP + 1);
    if (offset >= HISTORY_COUNT_CAP || offset >= ids.length)
      return { posts: [], total: Math.min(n, HISTORY_COUNT_CAP), totalCapped: n > HISTORY_COUNT_CAP };
    // The page's rows and RUN_SLACK either side, so the page keeps its runs whole.
    const start = Math.max(0, offset - RUN_SLACK);
    const windowIds = ids.slice(start, offset + query.limit + RUN_SLACK).map((r) => r.id);
    const window = (
      await db.select().from(posts).where(inArray(posts.id, windowIds)).orderBy(desc(posts.createdAt), desc(posts.id))
    ).map(toPost);
    const rows = wholeRuns(window, offset - start, query.limit);
    return { posts: rows, total: Math.min(n, HISTORY_COUNT_CAP), totalCapped: n > HISTORY_COUNT_CAP };
  }

  return {
    /** The dashboard's recent posts, newest first (read off the index, no sort). */
    async recent(userId: string, limit = RECENT_POSTS_LIMIT): Promise<Post[]> {
      const rows = await prepared('recent-posts', RECENT_SQL, [userId, limit]);
      return rows.map((row) => toPost(POST.read(row)));
    },

    postCount,

    /**
     * History: every filter runs in the database over all of the user's posts.
     * A search finds the posts whose idea or text contains the term
     * (case-insensitive). Candidates come from full-text search (prefix
     * matching on whole words, GIN index on `(user_id, search_vector)`), newest first;
     * only when that finds nothing (the term starts inside a word, or has no
     * word at all) does it fall back to the plain substring match, served by
     * the trigram indexes. Periods follow the spec's
     * day counts: a post is "N days old" for the whole of its Nth day. The
     * unfiltered total is exact; a filtered one stops at HISTORY_COUNT_CAP.
     */
    async search(userId: string, query: PostSearchQuery): Promise<PostSearchResult> {
      const filters: SQL[] = [];
      if (query.mood) filters.push(eq(posts.mood, query.mood));
      if (query.period) {
        const maxAgeDays = HISTORY_PERIOD_DAYS[query.period];
        filters.push(gt(posts.createdAt, new Date(clock.now().getTime() - (maxAgeDays + 1) * DAY_MS)));
      }
      const term = query.search?.trim();
      if (!term) return history(userId, filters, query);
      const pattern = `%${escapeLike(term)}%`;
      const containsTerm = or(ilike(posts.originalIdea, pattern), ilike(posts.generatedContent, pattern))!;
      const words = prefixTsQuery(term);
      if (words) {
        // The index finds the posts whose words start with the term's words; the substring check keeps the term as typed.
        // A term that is one plain word needs no check: a post with a word starting with it contains it (decision 064).
        const matchesWords = sql`${sql.identifier('search_vector')} @@ to_tsquery('simple', ${words})`;
        const found = await history(
          userId,
          [...filters, matchesWords, ...(ONE_PLAIN_WORD.test(term) ? [] : [containsTerm])],
          query,
        );
        if (found.total > 0) return found;
      }
      return history(userId, [...filters, containsTerm], query);
    },

    getOwned,

    /**
     * The user's edit of a post's text (issue #12): only the owner's post,
     * within its platform's limit. The post is marked edited with the time;
     * a stored analysis stays, shown as "analyzed before the edit". Saving
     * the same text again changes nothing.
     */
    async updateContent(userId: string, id: string, input: UpdatePostRequest): Promise<Post> {
      const current = await getOwned(userId, id);
      const limit = PLATFORM_CHAR_LIMITS[current.platform];
      const length = countChars(input.generatedContent);
      if (length > limit) {
        const label =
          current.platform === 'linkedin' ? 'LinkedIn' : current.platform === 'instagram' ? 'Instagram' : 'Facebook';
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

/** A stored post as the client sees it (for modules that answer posts of their own, such as scheduling). */
export { toPost } from './post-mapper';
