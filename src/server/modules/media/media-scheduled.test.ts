import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, publications } from '../../db/schema';
import { connectedUserWithPost, startLinkedInTestApp, type LinkedInTestApp } from '../../test/linkedin';

// A scheduled post goes out with its picture too (issue #27 with #23): the publish job uploads the post's
// newest picture or carousel before creating the post.

let app: LinkedInTestApp;
beforeAll(async () => {
  app = await startLinkedInTestApp();
});
afterAll(() => app.close());

/** A connected member's post with a quote card, scheduled for the next day; `due()` runs the job at its time. */
async function scheduledWithCard(day: string) {
  app.t.clock.set(`2026-11-${day}T10:00:00Z`);
  const { headers, post, user } = await connectedUserWithPost(app);
  const inject = (url: string, payload?: object) =>
    app.t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const card = (await inject(`/api/posts/${post.id}/media`, { kind: 'card', template: 'quote' })).json().media;
  const next = String(Number(day) + 1).padStart(2, '0');
  expect(
    (await inject(`/api/posts/${post.id}/schedule`, { scheduledAt: `2026-11-${next}T09:00:00Z` })).statusCode,
  ).toBe(200);
  const [publication] = await app.t.db.select().from(publications).where(eq(publications.postId, post.id));
  const due = () => {
    app.t.clock.set(`2026-11-${next}T09:00:01Z`);
    return app.t.app.services.scheduledPublish.publishDue({
      publicationId: publication!.id,
      dueAt: publication!.dueAt,
    });
  };
  return { user, post, card, publication: publication!, due };
}

describe('scheduled publishing with media', () => {
  it('uploads the post’s picture through the Images API when the job runs', async () => {
    const { card, due } = await scheduledWithCard('10');
    const before = app.linkedin.state.mediaRequests.length;
    expect(await due()).toBe('published');
    expect(app.linkedin.state.mediaRequests.slice(before).map((call) => call.method)).toEqual(['POST', 'PUT']);
    expect(app.linkedin.state.mediaRequests[before]!.path).toBe('/rest/images?action=initializeUpload');
    const created = app.linkedin.state.posts.at(-1)!;
    const media = (created.content as { media: { id: string } }).media;
    expect(media.id).toMatch(/^urn:li:image:/);
    const asset = app.linkedin.state.assets.get(media.id);
    expect(asset?.bytes?.length).toBe(card.byteSize);
  });

  it('fails the publication with a clear message, posting nothing, when the picture’s file cannot be read', async () => {
    const { user, card, publication, due } = await scheduledWithCard('12');
    const [row] = await app.t.db.select().from(images).where(eq(images.id, card.id));
    await rm(join(app.t.outbox.dir, 'media', row!.storageKey!));
    const posted = app.linkedin.state.posts.length;
    expect(await due()).toBe('failed');
    expect(app.linkedin.state.posts.length).toBe(posted);
    const [after] = await app.t.db.select().from(publications).where(eq(publications.id, publication.id));
    expect(after).toMatchObject({ status: 'failed', userId: user.id });
    expect(after!.error).toMatch(/picture could not be read/);
  });

  it('uploads the post’s carousel through the Documents API when the job runs', async () => {
    app.t.clock.set('2026-11-15T10:00:00Z');
    const { headers, post } = await connectedUserWithPost(app, {
      generatedContent:
        'Three lessons:\n\n- Focus: one goal.\n- Trust: fewer approvals.\n- Speed: ship often.\n\nWhich one?',
    });
    const inject = (url: string, payload?: object) =>
      app.t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const carousel = (await inject(`/api/posts/${post.id}/carousel`)).json().media;
    expect((await inject(`/api/posts/${post.id}/schedule`, { scheduledAt: '2026-11-16T09:00:00Z' })).statusCode).toBe(
      200,
    );
    const [publication] = await app.t.db.select().from(publications).where(eq(publications.postId, post.id));

    app.t.clock.set('2026-11-16T09:00:01Z');
    expect(
      await app.t.app.services.scheduledPublish.publishDue({
        publicationId: publication!.id,
        dueAt: publication!.dueAt,
      }),
    ).toBe('published');
    const created = app.linkedin.state.posts.at(-1)!;
    const media = (created.content as { media: { id: string; title: string } }).media;
    expect(media.id).toMatch(/^urn:li:document:/);
    expect(media.title).toBe(carousel.title);
  });
});
