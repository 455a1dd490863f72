import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, systemLogs } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createPost } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import {
  APP_URL,
  connectThroughLinkedIn,
  connectedUserWithPost,
  signedInUser,
  startLinkedInTestApp,
  type Headers,
  type LinkedInTestApp,
} from '../../test/linkedin';

const TRICKY_TEXT =
  'Three lessons from shipping with a small team:\n\n1) Focus [really]\n2) Trust <people> & tools\n3) Speed ~ always *matters*\n\n' +
  'Write to me@example.com | 50% off_today {no template} \\o/ 🚀👩‍💻\n\n#Startups #small_teams C# issue#4';

describe('publishing a post to LinkedIn', () => {
  let app: LinkedInTestApp;
  beforeAll(async () => {
    app = await startLinkedInTestApp();
  });
  afterAll(() => app.close());
  const publish = (headers: Headers, payload: unknown) =>
    app.t.app.inject({ method: 'POST', url: '/api/linkedin/publish', headers, payload: payload as object });
  const postRow = async (id: string) => (await app.t.db.select().from(posts).where(eq(posts.id, id)))[0]!;
  const logsOf = (postId: string) =>
    app.t.db
      .select()
      .from(systemLogs)
      .then((rows) =>
        rows.filter((r) => r.source === 'linkedin' && (r.metadata as { postId?: string } | null)?.postId === postId),
      );

  it('publishes through the Posts API as the member, exactly as written, and stores the URN and time', async () => {
    const { user, headers, post } = await connectedUserWithPost(app, { generatedContent: TRICKY_TEXT });
    const balance = await ledgerState(app.t.db, user.id);

    const res = await publish(headers, { postId: post.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const created = app.linkedin.state.posts.at(-1)!;
    expect(body).toEqual({
      postId: post.id,
      linkedinPostUrn: created.urn,
      linkedinPostUrl: `https://www.linkedin.com/feed/update/${created.urn}/`,
      linkedinPublishedAt: app.t.clock.now().toISOString(),
    });
    expect(created.urn).toMatch(/^urn:li:share:\d+$/);
    expect(created).toMatchObject({
      author: 'urn:li:person:fake-member-7f3a',
      text: TRICKY_TEXT,
      visibility: 'PUBLIC',
      version: '202610',
    });
    expect(created.commentary).toContain('{hashtag|\\#|Startups}');

    const request = app.linkedin.state.postRequests.at(-1)!;
    expect(request.headers['linkedin-version']).toBe('202610');
    expect(request.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(JSON.parse(request.body)).toMatchObject({
      distribution: { feedDistribution: 'MAIN_FEED' },
      lifecycleState: 'PUBLISHED',
      visibility: 'PUBLIC',
    });

    const row = await postRow(post.id);
    expect(row.linkedinPostUrn).toBe(created.urn);
    expect(row.linkedinPublishedAt?.toISOString()).toBe(app.t.clock.now().toISOString());
    expect(row.linkedinPublishingAt).toBeNull();
    // The history shows it; publishing cost nothing; the attempt is logged.
    const history = await app.t.app.inject({ url: '/api/posts/search', headers });
    expect(history.json().posts[0]).toMatchObject({
      id: post.id,
      linkedinPostUrn: created.urn,
      linkedinPublishedAt: app.t.clock.now().toISOString(),
    });
    expect(await ledgerState(app.t.db, user.id)).toEqual(balance);
    expect((await logsOf(post.id)).map((l) => [l.level, l.message])).toEqual([['info', 'Post published to LinkedIn']]);
  });

  it('refuses to publish the same post twice unless forced', async () => {
    const { headers, post } = await connectedUserWithPost(app);
    expect((await publish(headers, { postId: post.id })).statusCode).toBe(200);
    const first = (await postRow(post.id)).linkedinPostUrn;
    const count = app.linkedin.state.posts.length;

    const again = await publish(headers, { postId: post.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already on LinkedIn \(published \d+ \w+ \d{4}\)/);
    expect(app.linkedin.state.posts).toHaveLength(count);

    const forced = await publish(headers, { postId: post.id, force: true });
    expect(forced.statusCode).toBe(200);
    expect(app.linkedin.state.posts).toHaveLength(count + 1);
    expect(forced.json().linkedinPostUrn).not.toBe(first);
    expect((await postRow(post.id)).linkedinPostUrn).toBe(forced.json().linkedinPostUrn);
  });

  it('never publishes another user’s post (404, nothing sent to LinkedIn)', async () => {
    const { headers } = await connectedUserWithPost(app);
    const stranger = await signedInUser(app.t);
    const theirs = await createPost(app.t.db, stranger.user.id, { platform: 'linkedin' });
    const count = app.linkedin.state.postRequests.length;
    for (const postId of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await publish(headers, { postId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Post not found');
    }
    expect(app.linkedin.state.postRequests).toHaveLength(count);
    expect((await postRow(theirs.id)).linkedinPostUrn).toBeNull();
  });

  it('publishes only LinkedIn posts within 3,000 characters (clear 400s)', async () => {
    const { user, headers } = await connectedUserWithPost(app);
    const instagram = await createPost(app.t.db, user.id, { platform: 'instagram' });
    const tooLong = await createPost(app.t.db, user.id, {
      platform: 'linkedin',
      generatedContent: 'a'.repeat(2999) + '🚀🚀',
    });
    const atLimit = await createPost(app.t.db, user.id, {
      platform: 'linkedin',
      generatedContent: 'a'.repeat(2999) + '🚀',
    });

    const wrongPlatform = await publish(headers, { postId: instagram.id });
    expect([wrongPlatform.statusCode, wrongPlatform.json().message]).toEqual([
      400,
      'Only LinkedIn posts can be published to LinkedIn.',
    ]);
    const over = await publish(headers, { postId: tooLong.id });
    expect([over.statusCode, over.json().message]).toEqual([
      400,
      'LinkedIn posts are limited to 3,000 characters; this one has 3,001. Shorten it before publishing.',
    ]);
    expect((await publish(headers, { postId: atLimit.id })).statusCode).toBe(200);

    for (const payload of [{}, { postId: 42 }, { postId: instagram.id, force: 'yes' }])
      expect((await publish(headers, payload)).statusCode).toBe(400);
  });

  it('explains what is missing when not connected, connected with Limited Permissions, or expired', async () => {
    const notConnected = await signedInUser(app.t);
    const post = await createPost(app.t.db, notConnected.user.id, { platform: 'linkedin' });
    const res = await publish(notConnected.headers, { postId: post.id });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Connect your LinkedIn account in your profile to publish.',
    ]);

    const limited = await signedInUser(app.t);
    await connectThroughLinkedIn(app, limited.headers, { limited: true });
    const limitedPost = await createPost(app.t.db, limited.user.id, { platform: 'linkedin' });
    const requests = app.linkedin.state.postRequests.length;
    const refused = await publish(limited.headers, { postId: limitedPost.id });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Your LinkedIn connection has Limited Permissions (sign-in only, no posting). Reconnect LinkedIn with full permissions to publish.',
    ]);

    const expiring = await connectedUserWithPost(app);
    const start = app.t.clock.now();
    try {
      app.t.clock.set(new Date(start.getTime() + 61 * 24 * 60 * 60 * 1000));
      const { cookie } = await signIn(app.t.app, expiring.user.email);
      const expired = await publish({ cookie, origin: APP_URL }, { postId: expiring.post.id });
      expect([expired.statusCode, expired.json().message]).toEqual([
        409,
        'Your LinkedIn connection has expired. Reconnect LinkedIn in your profile to publish.',
      ]);
    } finally {
      app.t.clock.set(start);
    }
    expect(app.linkedin.state.postRequests).toHaveLength(requests);
  });

  it('marks the connection expired when LinkedIn answers 401, and asks to reconnect', async () => {
    const { headers, post } = await connectedUserWithPost(app);
    const token = [...app.linkedin.state.tokens.values()].at(-1)!;
    app.linkedin.revokeToken(token.token);

    const res = await publish(headers, { postId: post.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'LinkedIn says your connection has expired or was revoked. Reconnect LinkedIn in your profile, then publish again.',
    );
    const me = (await app.t.app.inject({ url: '/api/auth/me', headers })).json();
    expect(me).toMatchObject({ linkedinStatus: 'expired', linkedinConnected: false });
    const requests = app.linkedin.state.postRequests.length;
    const again = await publish(headers, { postId: post.id });
    expect(again.json().message).toBe(
      'Your LinkedIn connection has expired. Reconnect LinkedIn in your profile to publish.',
    );
    expect(app.linkedin.state.postRequests).toHaveLength(requests);
    expect((await postRow(post.id)).linkedinPostUrn).toBeNull();
    expect((await logsOf(post.id)).map((l) => l.level)).toEqual(['warning']);
  });

  it.each([
    [403, 403, /"Share on LinkedIn" product .* Limited Permissions for sign-in only \(no posting\)/, 'warning'],
    [429, 429, /limiting how often .* try again later/, 'warning'],
    [500, 502, /LinkedIn is having problems right now \(HTTP 500\), so your post was not published/, 'error'],
    [503, 502, /\(HTTP 503\)/, 'error'],
    [422, 502, /LinkedIn did not accept the post/, 'error'],
  ])(
    'maps LinkedIn’s %i to %i with a message that says what to do, never a success',
    async (upstream, status, message, level) => {
      const { headers, post } = await connectedUserWithPost(app);
      app.linkedin.failNextPost({
        status: upstream,
        ...(upstream === 403
          ? { body: { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' } }
          : {}),
      });
      const res = await publish(headers, { postId: post.id });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      const row = await postRow(post.id);
      expect([row.linkedinPostUrn, row.linkedinPublishingAt]).toEqual([null, null]);
      expect((await logsOf(post.id)).map((l) => [l.level, (l.metadata as { status: number }).status])).toEqual([
        [level, upstream],
      ]);
      // The failure released the post: the next attempt goes through.
      expect((await publish(headers, { postId: post.id })).statusCode).toBe(200);
    },
  );
});

describe('publishing when LinkedIn is slow, unreachable or retired our API version', () => {
  it('reports a timeout as an unknown outcome and releases the post', async () => {
    const app = await startLinkedInTestApp({ env: { LINKEDIN_TIMEOUT_MS: '1000' } });
    try {
      const { headers, post } = await connectedUserWithPost(app);
      app.linkedin.failNextPost({ status: 500, delayMs: 2500 });
      const res = await app.t.app.inject({
        method: 'POST',
        url: '/api/linkedin/publish',
        headers,
        payload: { postId: post.id },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'LinkedIn did not answer in time. Your post may or may not have been published: check your LinkedIn feed before trying again.',
      );
      const [row] = await app.t.db.select().from(posts).where(eq(posts.id, post.id));
      expect(row!.linkedinPublishingAt).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('says LinkedIn cannot be reached when it cannot', async () => {
    const app = await startLinkedInTestApp();
    try {
      const { user, headers, post } = await connectedUserWithPost(app);
      await app.linkedin.stop();
      const res = await app.t.app.inject({
        method: 'POST',
        url: '/api/linkedin/publish',
        headers,
        payload: { postId: post.id },
      });
      expect([res.statusCode, res.json().message]).toEqual([
        502,
        'Could not reach LinkedIn, so your post was not published. Please try again in a few minutes.',
      ]);
      const logs = await app.t.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.userId, user.id), eq(systemLogs.level, 'error')));
      expect(logs.map((l) => l.source)).toEqual(['linkedin']);
    } finally {
      await app.t.close();
    }
  });

  it('names LINKEDIN_API_VERSION in the log when LinkedIn no longer serves it', async () => {
    const app = await startLinkedInTestApp({ env: { LINKEDIN_API_VERSION: '202401' } });
    try {
      const { user, headers, post } = await connectedUserWithPost(app);
      const res = await app.t.app.inject({
        method: 'POST',
        url: '/api/linkedin/publish',
        headers: { ...headers, origin: APP_URL },
        payload: { postId: post.id },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/no longer accepts the API version/);
      expect(app.linkedin.state.postRequests.at(-1)!.headers['linkedin-version']).toBe('202401');
      const [log] = await app.t.db
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.userId, user.id), eq(systemLogs.level, 'error')));
      expect(log!.message).toMatch(
        /LinkedIn no longer serves API version 202401: Requested version 202401 is not active: set LINKEDIN_API_VERSION/,
      );
      expect(app.logLines.join('')).toMatch(/set LINKEDIN_API_VERSION to a version LinkedIn serves/);
    } finally {
      await app.close();
    }
  });
});
