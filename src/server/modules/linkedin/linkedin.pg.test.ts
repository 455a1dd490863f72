import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { APP_URL, connectedUserWithPost, startLinkedInTestApp, type LinkedInTestApp } from '../../test/linkedin';

// Real parallel HTTP requests on PostgreSQL: a post reaches LinkedIn once,
// however many clicks, tabs or retries ask for it at the same time.
describe('publishing under concurrency (PostgreSQL)', () => {
  let app: LinkedInTestApp;
  let base: string;
  beforeAll(async () => {
    app = await startLinkedInTestApp();
    base = await app.t.app.listen({ port: 0, host: '127.0.0.1' });
    // LinkedIn takes a moment to answer, so the requests overlap.
    app.linkedin.state.postDelayMs = 300;
  });
  afterAll(() => app.close());

  const publishInParallel = (cookie: string, postId: string, n: number, force = false) =>
    Promise.all(
      Array.from({ length: n }, () =>
        fetch(`${base}/api/linkedin/publish`, {
          method: 'POST',
          headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
          body: JSON.stringify({ postId, force }),
        }),
      ),
    );

  it('12 parallel publishes of one post: exactly one LinkedIn post, one 200, eleven 409', async () => {
    const { headers, post } = await connectedUserWithPost(app, { generatedContent: 'Only once, however many clicks.' });
    const responses = await publishInParallel(headers.cookie, post.id, 12);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(11).fill(409)]);
    const created = app.linkedin.state.posts.filter((p) => p.text === 'Only once, however many clicks.');
    expect(created).toHaveLength(1);
    const [row] = await app.t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.linkedinPostUrn).toBe(created[0]!.urn);
    expect(row!.linkedinPublishingAt).toBeNull();
  });

  it('parallel forced re-publishes still post one at a time: one 200, the rest told it is in progress', async () => {
    const { headers, post } = await connectedUserWithPost(app, {
      generatedContent: 'Forced, but still once per click.',
    });
    expect((await publishInParallel(headers.cookie, post.id, 1))[0]!.status).toBe(200);
    const responses = await publishInParallel(headers.cookie, post.id, 8, true);
    const bodies = await Promise.all(
      responses.map(async (r) => ({ status: r.status, message: ((await r.json()) as { message?: string }).message })),
    );
    expect(bodies.filter((b) => b.status === 200)).toHaveLength(1);
    expect(bodies.filter((b) => b.status === 409).map((b) => b.message)).toEqual(
      Array<string>(7).fill(
        'This post is being published to LinkedIn right now. Wait a moment, then check your history.',
      ),
    );
    expect(app.linkedin.state.posts.filter((p) => p.text === 'Forced, but still once per click.')).toHaveLength(2);
  });
});
