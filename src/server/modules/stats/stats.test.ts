import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
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
    expect((await t.app.inject({ url: '/api/stats', headers })).json()).toEqual({ totalPosts: 0, totalImages: 0, postsThisWeek: 0 });

    await createPost(t.db, user.id, { createdAt: new Date('2026-11-19T12:00:00Z') });
    await createPost(t.db, user.id, { createdAt: new Date('2026-11-14T12:00:00Z') });
    await createPost(t.db, user.id, { createdAt: new Date('2026-11-01T12:00:00Z') });
    await createPost(t.db, other.id, { createdAt: new Date('2026-11-19T12:00:00Z') });
    await t.db.insert(images).values([{ userId: user.id, imageUrl: '/a.png' }, { userId: other.id, imageUrl: '/b.png' }]);
    expect((await t.app.inject({ url: '/api/stats', headers })).json()).toEqual({ totalPosts: 3, totalImages: 1, postsThisWeek: 2 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/stats' })).statusCode).toBe(401);
  });
});
