import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema';
import { createJobEngine } from '../../jobs/job-engine';
import { createPublishQueue } from '../../jobs/publish-post.job';
import { createPost } from '../../test/factories';
import { connectedUserWithPost, startLinkedInTestApp, type LinkedInTestApp } from '../../test/linkedin';
import { scheduleDue, userRow, waitForPublications } from '../../test/scheduled-publishing';
import { startWorkerProcess, stopWorkerProcess, type WorkerProcess } from '../../test/worker-process';
import { STUCK_AFTER_MS } from '../scheduling';

// Several worker processes (`npm run worker`) on one PostgreSQL, as on
// several machines: each scheduled post reaches LinkedIn once, even when
// pg-boss delivers a job twice and when a worker is killed mid-request.

let app: LinkedInTestApp;
let workers: WorkerProcess[] = [];
beforeAll(async () => {
  app = await startLinkedInTestApp();
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => stopWorkerProcess(worker)));
  workers = [];
});
afterAll(async () => app?.close());

async function duePosts(count: number, tag: string) {
  const { user } = await connectedUserWithPost(app);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push((await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: `${tag} ${i}` })).id);
  await scheduleDue(app, await userRow(app, user.id), ids);
  return ids;
}

const sentTexts = (tag: string) =>
  app.linkedin.state.posts.filter((p) => p.text.startsWith(`${tag} `)).map((p) => p.text);

describe('three worker processes on one PostgreSQL', () => {
  it('publishes 300 due posts exactly once, with every job sent three times', { timeout: 240_000 }, async () => {
    const ids = await duePosts(300, 'fleet');
    // pg-boss delivers at least once: extra jobs for the same due time must change nothing.
    const rows = await app.t.db.select().from(publications).where(inArray(publications.postId, ids));
    const queue = createPublishQueue(createJobEngine(app.t.database));
    for (let copy = 0; copy < 2; copy += 1) {
      for (const row of rows) await queue.enqueue(app.t.db, { publicationId: row.id, dueAt: row.dueAt });
    }
    workers = await Promise.all([0, 1, 2].map(() => startWorkerProcess(app, app.t.database.url!)));
    const settled = await waitForPublications(app, ids, ['published'], 180_000);
    const texts = sentTexts('fleet');
    expect(texts).toHaveLength(300);
    expect(new Set(texts).size).toBe(300);
    expect(new Set(settled.map((r) => r.linkedinPostUrn)).size).toBe(300);
  });

  it(
    'loses and duplicates nothing when a worker is killed (kill -9) while publishing',
    { timeout: 240_000 },
    async () => {
      // Long enough that the requests in flight cannot finish before the kill, even on a loaded machine
      // (at 1.5 s a slow poll let the first batch complete, and the killed worker then held nothing).
      app.linkedin.state.postDelayMs = 15_000;
      const ids = await duePosts(60, 'killed');
      // One process takes the first posts; once its requests are in flight, it dies without a word.
      workers = [await startWorkerProcess(app, app.t.database.url!, { PUBLISH_CONCURRENCY: '5' })];
      await expect
        .poll(() => app.linkedin.state.postRequests.filter((r) => r.body.includes('killed ')).length, {
          timeout: 60_000,
          interval: 20,
        })
        .toBeGreaterThan(0);
      workers[0]!.child.kill('SIGKILL');
      await workers[0]!.exited;
      app.linkedin.state.postDelayMs = 0;
      workers.push(
        ...(await Promise.all(
          [0, 1].map(() => startWorkerProcess(app, app.t.database.url!, { PUBLISH_CONCURRENCY: '5' })),
        )),
      );
      // The others publish the rest; the dead one's claims stay "publishing" until the reconciler runs.
      await expect
        .poll(
          async () =>
            (await app.t.db.select().from(publications).where(inArray(publications.postId, ids))).filter(
              (r) => r.status === 'scheduled',
            ).length,
          { timeout: 120_000 },
        )
        .toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      app.t.clock.set(new Date(Date.now() + STUCK_AFTER_MS + 60_000));
      await app.t.app.services.scheduledPublish.reconcile();
      const rows = await waitForPublications(app, ids, ['published', 'check_linkedin'], 30_000);

      const texts = sentTexts('killed');
      expect(new Set(texts).size, 'no post reached LinkedIn twice').toBe(texts.length);
      const published = rows.filter((r) => r.status === 'published');
      const unknown = rows.filter((r) => r.status === 'check_linkedin');
      expect(published.length + unknown.length, 'no post lost').toBe(60);
      expect(unknown.length, 'the killed worker held some posts').toBeGreaterThan(0);
      // Every published row is on LinkedIn; an unknown one may or may not be, and is never retried by itself.
      const urns = new Set(app.linkedin.state.posts.map((p) => p.urn));
      expect(published.every((r) => urns.has(r.linkedinPostUrn!))).toBe(true);
      expect(texts.length).toBeGreaterThanOrEqual(published.length);
      expect(texts.length).toBeLessThanOrEqual(60);
    },
  );
});
