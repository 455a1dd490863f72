import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, systemLogs, users } from '../../db/schema';
import { createPost } from '../../test/factories';
import { connectedUserWithPost, startLinkedInTestApp, type LinkedInTestApp } from '../../test/linkedin';
import { scheduleDue, startTestWorkers, userRow, waitForPublications } from '../../test/scheduled-publishing';
import { LOST_WORKER_MESSAGE, RECONNECT_MESSAGE, UNKNOWN_OUTCOME_MESSAGE } from './scheduled-publish.service';

// Scheduled posts published by pg-boss workers against the fake LinkedIn
// (issue #23), on the test run's engine (PGlite or PostgreSQL): exactly once,
// whatever LinkedIn answers.

let app: LinkedInTestApp;
let stopWorkers: () => Promise<void>;
beforeAll(async () => {
  // LinkedIn's default 15 s timeout: PGlite runs on this thread, so a loaded machine can hold an answer for seconds.
  app = await startLinkedInTestApp({ env: { PUBLISH_RETRY_BASE_MS: '200' } });
  stopWorkers = await startTestWorkers(app);
});
afterAll(async () => {
  await stopWorkers?.();
  await app?.close();
});

async function connectedWithPosts(count: number, tag: string) {
  const { user } = await connectedUserWithPost(app);
  const posts = [];
  for (let i = 0; i < count; i += 1)
    posts.push(
      await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: `${tag} post number ${i}` }),
    );
  return { user: await userRow(app, user.id), postIds: posts.map((p) => p.id) };
}

const fakePostsTagged = (tag: string) => app.linkedin.state.posts.filter((p) => p.text.startsWith(`${tag} `));
const logsOf = async (postId: string) =>
  (await app.t.db.select().from(systemLogs).where(eq(systemLogs.source, 'linkedin'))).filter(
    (row) => (row.metadata as { postId?: string } | null)?.postId === postId,
  );

describe('publishing scheduled posts', () => {
  it(
    'publishes 300 posts due in the same second, each exactly once, with the URN stored',
    { timeout: 180_000 },
    async () => {
      const { user, postIds } = await connectedWithPosts(300, 'burst');
      await scheduleDue(app, user, postIds);
      const rows = await waitForPublications(app, postIds, ['published'], 150_000);
      expect(rows.every((row) => row.linkedinPostUrn?.startsWith('urn:li:share:'))).toBe(true);
      const sent = fakePostsTagged('burst');
      expect(sent).toHaveLength(300);
      expect(new Set(sent.map((p) => p.text)).size).toBe(300);
      expect(new Set(rows.map((r) => r.linkedinPostUrn)).size).toBe(300);
    },
  );

  it('retries a 429 after its Retry-After and a 500 with backoff, then publishes once', async () => {
    const { user, postIds } = await connectedWithPosts(2, 'retried');
    app.linkedin.failNextPost({ status: 429, retryAfter: '1' }, { status: 500 });
    await scheduleDue(app, user, postIds);
    const rows = await waitForPublications(app, postIds, ['published'], 30_000);
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(4);
    expect(fakePostsTagged('retried')).toHaveLength(2);
    // One `linkedin` row per attempt.
    const logged = (await Promise.all(postIds.map(logsOf))).flat();
    expect(logged).toHaveLength(4);
    // The 429's Retry-After (1 s) was honoured; the 500 waited the base backoff (200 ms).
    const delays = logged
      .map((row) => (row.metadata as { retryInMs?: number }).retryInMs)
      .filter((ms) => ms !== undefined);
    expect(delays.sort((a, b) => a - b)).toEqual([200, 1000]);
  });

  it('fails with "Reconnect LinkedIn" on a 401, and marks the connection expired', async () => {
    const { user, postIds } = await connectedWithPosts(1, 'revoked');
    app.linkedin.revokeToken([...app.linkedin.state.tokens.keys()].at(-1)!);
    await scheduleDue(app, user, postIds);
    const [row] = await waitForPublications(app, postIds, ['failed'], 30_000);
    expect(row!.error).toBe(RECONNECT_MESSAGE);
    expect(fakePostsTagged('revoked')).toHaveLength(0);
    const [after] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.linkedinTokenExpiry!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('fails a post due after the connection expired, without calling LinkedIn', async () => {
    const { user, postIds } = await connectedWithPosts(1, 'expired');
    await stopWorkers();
    await scheduleDue(app, user, postIds);
    await app.t.db
      .update(users)
      .set({ linkedinTokenExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    stopWorkers = await startTestWorkers(app);
    const [row] = await waitForPublications(app, postIds, ['failed'], 30_000);
    expect(row!.error).toBe(RECONNECT_MESSAGE);
    expect(fakePostsTagged('expired')).toHaveLength(0);
  });

  it('posts the first comment right after the post', async () => {
    const { user, postIds } = await connectedWithPosts(1, 'commented');
    await scheduleDue(app, user, postIds, { firstComment: 'The link: https://example.com/guide' });
    const [row] = await waitForPublications(app, postIds, ['published'], 30_000);
    await expect
      .poll(
        async () =>
          (await app.t.db.select().from(publications).where(eq(publications.id, row!.id)))[0]!.firstCommentUrn,
        { timeout: 10_000 },
      )
      .toBeTruthy();
    const comments = app.linkedin.state.comments.filter((c) => c.postUrn === row!.linkedinPostUrn);
    expect(comments.map((c) => c.text)).toEqual(['The link: https://example.com/guide']);
  });

  it('ignores a job left over from an earlier time: a rescheduled post goes out once', async () => {
    const { user, postIds } = await connectedWithPosts(1, 'rescheduled');
    await scheduleDue(app, user, postIds);
    await scheduleDue(app, user, postIds); // a second job for a later due time; the first no longer matches
    await waitForPublications(app, postIds, ['published'], 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fakePostsTagged('rescheduled')).toHaveLength(1);
  });
});

describe('a request LinkedIn never answers', () => {
  // An app of its own whose LinkedIn calls time out after 1 s.
  let quick: LinkedInTestApp;
  let stopQuick: () => Promise<void>;
  beforeAll(async () => {
    quick = await startLinkedInTestApp({ env: { LINKEDIN_TIMEOUT_MS: '1000' } });
    stopQuick = await startTestWorkers(quick);
  });
  afterAll(async () => {
    await stopQuick?.();
    await quick?.close();
  });

  it('marks the post "Check LinkedIn" when LinkedIn created it but never answered, and never retries it', async () => {
    const { user } = await connectedUserWithPost(quick);
    const post = await createPost(quick.t.db, user.id, { platform: 'linkedin', generatedContent: 'unanswered post' });
    quick.linkedin.hangAfterNextCreate();
    await scheduleDue(quick, await userRow(quick, user.id), [post.id]);
    const [row] = await waitForPublications(quick, [post.id], ['check_linkedin'], 30_000);
    expect(row!.error).toBe(UNKNOWN_OUTCOME_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(quick.linkedin.state.posts.filter((p) => p.text === 'unanswered post')).toHaveLength(1);
    const [still] = await quick.t.db.select().from(publications).where(eq(publications.postId, post.id));
    expect(still).toMatchObject({ status: 'check_linkedin', attempts: 1, linkedinPostUrn: null });
  });
});

describe('the reconciler', () => {
  it('settles a publication a dead worker left in "publishing" as Check LinkedIn after 5 minutes', async () => {
    const { user, postIds } = await connectedWithPosts(1, 'orphaned');
    await stopWorkers();
    const dueAt = await scheduleDue(app, user, postIds);
    const [row] = await app.t.db.select().from(publications).where(inArray(publications.postId, postIds));
    // A worker claimed it, then died before LinkedIn answered.
    expect(await app.t.app.services.scheduledPublish.reconcile()).toMatchObject({ settled: 0 });
    await app.t.db
      .update(publications)
      .set({ status: 'publishing', publishingAt: new Date(Date.now() - 4 * 60_000) })
      .where(eq(publications.id, row!.id));
    expect((await app.t.app.services.scheduledPublish.reconcile()).settled).toBe(0);
    app.t.clock.advance(2 * 60_000);
    expect((await app.t.app.services.scheduledPublish.reconcile()).settled).toBe(1);
    const [settled] = await app.t.db.select().from(publications).where(eq(publications.id, row!.id));
    expect(settled).toMatchObject({ status: 'check_linkedin', error: LOST_WORKER_MESSAGE, dueAt });
    stopWorkers = await startTestWorkers(app);
  });
});
