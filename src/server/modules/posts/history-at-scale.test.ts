import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_COUNT_CAP } from '@shared/constants';
import { postCounts, posts, users } from '../../db/schema';
import { signIn, type AuthHeaders } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { prefixTsQuery } from './posts.service';

// Decision 048: capped filtered counts, a maintained per-user total, pages read
// from either end of the index, word search through full-text search.

type Page = { posts: { id: string; originalIdea: string; createdAt: string }[]; total: number; totalCapped: boolean };

describe('history at scale', () => {
  let t: TestApp;
  let headers: AuthHeaders;
  let userId: string;
  const COUNT = HISTORY_COUNT_CAP + 50;
  const search = (query: string) =>
    t.app.inject({ url: `/api/posts/search?${query}`, headers }).then((r) => r.json() as Page);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-20T12:00:00Z');
    const user = await createUser(t.db);
    userId = user.id;
    headers = await signIn(t.app, user.email);
    const now = t.clock.now().getTime();
    // Post i is i minutes old; every post mentions teamwork, every 100th a zeppelin; pairs share a timestamp (the id breaks the tie).
    await t.db.insert(posts).values(
      Array.from({ length: COUNT }, (_, i) => ({
        userId,
        originalIdea: `Idea ${i}`,
        generatedContent: `Teamwork note ${i}.${i % 100 === 0 ? ' A zeppelin passed.' : ''}`,
        createdAt: new Date(now - Math.floor(i / 2) * 60_000),
      })),
    );
  });
  afterAll(() => t.close());

  it('keeps each user’s post count in step with inserts, deletes and account deletion', async () => {
    const count = async (id: string) =>
      (await t.db.select().from(postCounts).where(eq(postCounts.userId, id)))[0]?.total;
    expect(await count(userId)).toBe(COUNT);
    const other = await createUser(t.db);
    await t.db
      .insert(posts)
      .values([1, 2, 3].map((i) => ({ userId: other.id, originalIdea: `x${i}`, generatedContent: 'y' })));
    expect(await count(other.id)).toBe(3);
    await t.db.delete(posts).where(sql`${posts.userId} = ${other.id} and ${posts.originalIdea} = 'x1'`);
    expect(await count(other.id)).toBe(2);
    await t.db.delete(users).where(eq(users.id, other.id));
    expect(await count(other.id)).toBeUndefined();
    expect(await count(userId)).toBe(COUNT);
  });

  it('gives the exact unfiltered total and the same pages from either end', async () => {
    const expected = (
      await t.db
        .select({ id: posts.id })
        .from(posts)
        .where(eq(posts.userId, userId))
        .orderBy(sql`created_at desc, id desc`)
    ).map((r) => r.id);
    const lastPage = Math.ceil(COUNT / 10);
    for (const page of [1, 2, 60, lastPage - 1, lastPage]) {
      const result = await search(`page=${page}`);
      expect(result).toMatchObject({ total: COUNT, totalCapped: false });
      expect(result.posts.map((p) => p.id)).toEqual(expected.slice((page - 1) * 10, page * 10));
    }
    expect((await search(`page=${lastPage + 1}`)).posts).toEqual([]);
    const ragged = await search(`page=27&limit=40`);
    expect(ragged.posts.map((p) => p.id)).toEqual(expected.slice(26 * 40, 27 * 40));
  });

  it('caps a filtered count at the stated limit and stops the pages there', async () => {
    const common = await search('search=teamwork');
    expect(common).toMatchObject({ total: HISTORY_COUNT_CAP, totalCapped: true });
    expect(common.posts).toHaveLength(10);
    expect((await search(`search=teamwork&page=${HISTORY_COUNT_CAP / 10}`)).posts).toHaveLength(10);
    expect((await search(`search=teamwork&page=${HISTORY_COUNT_CAP / 10 + 1}`)).posts).toEqual([]);
    const rare = await search('search=zeppelin');
    expect(rare).toMatchObject({ total: Math.ceil(COUNT / 100), totalCapped: false });
  });

  it('matches word prefixes through full-text search and falls back to a substring inside a word', async () => {
    expect((await search('search=TEAM')).total).toBe(HISTORY_COUNT_CAP);
    expect((await search('search=zepp')).total).toBe(Math.ceil(COUNT / 100));
    expect((await search('search=eppelin')).total).toBe(Math.ceil(COUNT / 100));
    expect((await search('search=zeppelin%20passed')).total).toBe(Math.ceil(COUNT / 100));
    expect((await search('search=passed%20zeppelin')).total).toBe(0);
    expect((await search(`search=${encodeURIComponent("'):* | !")}`)).total).toBe(0);
  });

  it('reads pages off an index in the exact order, without sorting the user’s posts', async () => {
    await t.db.execute(sql`analyze posts`);
    const plan = async (query: ReturnType<typeof sql>) =>
      JSON.stringify(await t.db.execute(sql`explain (format json) ${query}`));
    const page = await plan(
      sql`select id from posts where user_id = ${userId} order by created_at desc, id desc limit 10 offset 0`,
    );
    const lastPage = await plan(
      sql`select id from posts where user_id = ${userId} order by created_at asc, id asc limit 10 offset 0`,
    );
    const mood = await plan(
      sql`select id from posts where user_id = ${userId} and mood = 'professional' order by created_at desc, id desc limit 10`,
    );
    for (const p of [page, lastPage, mood]) {
      expect(p).not.toContain('"Sort"');
      expect(p).toMatch(/posts_user_(mood_)?created_id_idx/);
    }
  });

  it('turns a term into a safe prefix query', () => {
    expect(prefixTsQuery('Remote  hiring!')).toBe('(remote | remote:*) & (hiring | hiring:*)');
    expect(prefixTsQuery("it's")).toBe('(it | it:*) & (s | s:*)');
    expect(prefixTsQuery('Zürich 2026')).toBe('(zürich | zürich:*) & (2026 | 2026:*)');
    expect(prefixTsQuery(`'):* | !`)).toBeNull();
  });
});
