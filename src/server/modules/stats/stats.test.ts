import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, posts, users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createPost, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the user’s own posts, images and posts of the last 7 days', async () => {
    t.clock.set('2026-11-20T12:00:00Z');
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const headers = await signIn(t.app, user.email);
    expect((await t.app.inject({ url: '/api/stats', headers })).json()).toEqual({
      totalPosts: 0,
      totalImages: 0,
      postsThisWeek: 0,
    });

    await createPost(t.db, user.id, { createdAt: new Date('2026-11-19T12:00:00Z') });
    await createPost(t.db, user.id, { createdAt: new Date('2026-11-14T12:00:00Z') });
    await createPost(t.db, user.id, { createdAt: new Date('2026-11-01T12:00:00Z') });
    await createPost(t.db, other.id, { createdAt: new Date('2026-11-19T12:00:00Z') });
    await t.db.insert(images).values([
      { userId: user.id, imageUrl: '/a.png' },
      { userId: other.id, imageUrl: '/b.png' },
    ]);
    expect((await t.app.inject({ url: '/api/stats', headers })).json()).toEqual({
      totalPosts: 3,
      totalImages: 1,
      postsThisWeek: 2,
    });
  });

  it('counts the week to the millisecond from kept hourly counts, through bulk inserts, moves and deletes (decision 065)', async () => {
    t.clock.set('2026-11-20T12:30:00Z');
    const user = await createUser(t.db);
    const headers = await signIn(t.app, user.email);
    const week = async () =>
      (await t.app.inject({ url: '/api/stats', headers })).json() as { postsThisWeek: number; totalPosts: number };
    // The week starts at 2026-11-13T12:30:00Z: inside an hour, whose posts before that moment do not count.
    const at = (iso: string) => ({
      userId: user.id,
      originalIdea: 'idea',
      generatedContent: 'text',
      createdAt: new Date(iso),
    });
    await t.db
      .insert(posts)
      .values([
        at('2026-11-13T12:10:00Z'),
        at('2026-11-13T12:29:59.999Z'),
        at('2026-11-13T12:30:00Z'),
        at('2026-11-13T12:59:00Z'),
        at('2026-11-13T13:00:00Z'),
        at('2026-11-19T23:59:00Z'),
        at('2026-11-20T12:29:00Z'),
        at('2026-11-01T08:00:00Z'),
      ]);
    expect(await week()).toMatchObject({ totalPosts: 8, postsThisWeek: 5 });
    // A session in another time zone writes to the same UTC hours.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Asia/Kolkata'`);
      await tx.insert(posts).values([at('2026-11-13T12:45:00Z'), at('2026-11-13T12:15:00Z')]);
    });
    expect(await week()).toMatchObject({ totalPosts: 10, postsThisWeek: 6 });
    // Moving a post in time moves its count.
    await t.db
      .update(posts)
      .set({ createdAt: new Date('2026-11-18T09:00:00Z') })
      .where(eq(posts.createdAt, new Date('2026-11-01T08:00:00Z')));
    expect((await week()).postsThisWeek).toBe(7);
    await t.db.delete(posts).where(eq(posts.createdAt, new Date('2026-11-19T23:59:00Z')));
    expect(await week()).toMatchObject({ totalPosts: 9, postsThisWeek: 6 });
    // The kept hours agree with the posts themselves.
    const kept = await t.db.execute(
      sql`select coalesce(sum(total), 0)::int as n from post_hourly_counts where user_id = ${user.id}`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(9);
    await t.db.delete(users).where(eq(users.id, user.id));
    const left = await t.db.execute(sql`select count(*)::int as n from post_hourly_counts where user_id = ${user.id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/stats' })).statusCode).toBe(401);
  });
});
