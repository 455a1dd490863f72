import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications } from '../../db/schema';
import { createPost } from '../../test/factories';
import { connectedUserWithPost, signedInUser, startLinkedInTestApp, type LinkedInTestApp } from '../../test/linkedin';

// Scheduling through the API (issue #23), without starting any worker: the
// job is only written, in the same transaction as the publication.

let app: LinkedInTestApp;
beforeAll(async () => {
  app = await startLinkedInTestApp();
});
afterAll(async () => app?.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  app.t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

const jobsOf = async (publicationId: string) => {
  const result = (await app.t.db.execute(
    sql`select start_after from pgboss.job where name = 'publish-post' and data->>'publicationId' = ${publicationId}`,
  )) as unknown as {
    rows: { start_after: Date }[];
  };
  return result.rows;
};

describe('scheduling a post', () => {
  it('schedules a post with its job, answers it with its publication, and reschedules the same row', async () => {
    app.t.clock.set('2026-11-15T10:00:00Z');
    const { headers, post } = await connectedUserWithPost(app);
    const first = await inject('POST', `/api/posts/${post.id}/schedule`, headers, {
      scheduledAt: '2026-11-16T09:00:00+01:00',
      firstComment: 'Link: https://example.com',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().post.publication).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2026-11-16T08:00:00.000Z',
      target: 'member',
      firstComment: 'Link: https://example.com',
      publishedAt: null,
    });

    const again = await inject('POST', `/api/posts/${post.id}/schedule`, headers, {
      scheduledAt: '2026-11-17T10:30:00Z',
    });
    expect(again.json().post.publication.scheduledAt).toBe('2026-11-17T10:30:00.000Z');
    const rows = await app.t.db
      .select()
      .from(publications)
      .where(sql`${publications.postId} = ${post.id}`);
    expect(rows).toHaveLength(1);
    const jobs = await jobsOf(rows[0]!.id);
    expect(jobs.map((j) => new Date(j.start_after).toISOString()).sort()).toEqual([
      '2026-11-16T08:00:00.000Z',
      '2026-11-17T10:30:00.000Z',
    ]);

    const history = await inject('GET', '/api/posts/search?page=1&limit=10', headers);
    expect(history.json().posts[0].publication).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2026-11-17T10:30:00.000Z',
    });
  });

  it('refuses a past time, a time without offset, a post over LinkedIn limits, and another user’s post', async () => {
    app.t.clock.set('2026-11-15T10:00:00Z');
    const { headers, post, user } = await connectedUserWithPost(app);
    const soon = await inject('POST', `/api/posts/${post.id}/schedule`, headers, {
      scheduledAt: '2026-11-15T10:00:30Z',
    });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe('Choose a time at least 1 minute from now.');
    const noOffset = await inject('POST', `/api/posts/${post.id}/schedule`, headers, {
      scheduledAt: '2026-11-16T09:00:00',
    });
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.json().message).toContain('with an offset');
    const long = await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: 'x'.repeat(3001) });
    const tooLong = await inject('POST', `/api/posts/${long.id}/schedule`, headers, {
      scheduledAt: '2026-11-16T09:00:00Z',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('limited to 3,000 characters');

    const other = await signedInUser(app.t);
    const foreign = await inject('POST', `/api/posts/${post.id}/schedule`, other.headers, {
      scheduledAt: '2026-11-16T09:00:00Z',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await app.t.db
        .select()
        .from(publications)
        .where(sql`${publications.postId} = ${post.id}`),
    ).toHaveLength(0);
  });

  it('moves a scheduled post back to drafts', async () => {
    app.t.clock.set('2026-11-15T10:00:00Z');
    const { headers, post } = await connectedUserWithPost(app);
    await inject('POST', `/api/posts/${post.id}/schedule`, headers, { scheduledAt: '2026-11-16T09:00:00Z' });
    const back = await inject('DELETE', `/api/posts/${post.id}/schedule`, headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().post.publication).toBeNull();
    expect(
      await app.t.db
        .select()
        .from(publications)
        .where(sql`${publications.postId} = ${post.id}`),
    ).toHaveLength(0);
  });

  it('refuses any change, to any target, while the post is being published: it never goes out twice', async () => {
    app.t.clock.set('2026-11-15T10:00:00Z');
    const { headers, post, user } = await connectedUserWithPost(app);
    const page = { urn: 'urn:li:organization:4242', name: 'Northwind' };
    await app.t.db.execute(
      sql`update users set linkedin_company_pages = ${JSON.stringify([page])}::jsonb where id = ${user.id}`,
    );
    await inject('POST', `/api/posts/${post.id}/schedule`, headers, { scheduledAt: '2026-11-16T09:00:00Z' });
    // A worker has taken it.
    await app.t.db.execute(sql`update publications set status = 'publishing' where post_id = ${post.id}`);
    for (const target of [undefined, page.urn]) {
      const moved = await inject('POST', `/api/posts/${post.id}/schedule`, headers, {
        scheduledAt: '2026-11-17T09:00:00Z',
        ...(target ? { target } : {}),
      });
      expect(moved.statusCode, moved.body).toBe(409);
      expect(moved.json().message).toMatch(/being published/);
    }
    const queued = await inject('POST', `/api/posts/${post.id}/queue`, headers);
    expect([409, 400]).toContain(queued.statusCode);
    const rows = await app.t.db
      .select()
      .from(publications)
      .where(sql`${publications.postId} = ${post.id}`);
    expect(rows.map((r) => [r.target, r.status])).toEqual([['member', 'publishing']]);
  });
});

describe('the posting queue and the calendar', () => {
  it('checks the settings: an unknown zone and a malformed time are 400s', async () => {
    const { headers } = await signedInUser(app.t);
    const defaults = await inject('GET', '/api/schedule/settings', headers);
    expect(defaults.json()).toEqual({
      schedulingEnabled: false,
      timeZone: 'UTC',
      defaultScheduleDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      slots: ['09:00'],
    });
    const zone = await inject('PUT', '/api/schedule/settings', headers, {
      schedulingEnabled: true,
      timeZone: 'Europe/Atlantis',
      defaultScheduleDays: ['mon'],
      slots: ['09:00'],
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('Unknown time zone');
    const time = await inject('PUT', '/api/schedule/settings', headers, {
      schedulingEnabled: true,
      timeZone: 'UTC',
      defaultScheduleDays: ['mon'],
      slots: ['9h'],
    });
    expect(time.statusCode).toBe(400);
  });

  it('queues posts in the next free slots, at 09:00 Brussels time across the March change', async () => {
    app.t.clock.set('2026-03-27T12:00:00Z'); // a Friday afternoon
    const { headers, user } = await connectedUserWithPost(app);
    const saved = await inject('PUT', '/api/schedule/settings', headers, {
      schedulingEnabled: true,
      timeZone: 'Europe/Brussels',
      defaultScheduleDays: ['mon', 'sun', 'sat'],
      slots: ['09:00'],
    });
    expect(saved.json().defaultScheduleDays).toEqual(['mon', 'sat', 'sun']);
    const times: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const post = await createPost(app.t.db, user.id, { platform: 'linkedin' });
      const queued = await inject('POST', `/api/posts/${post.id}/queue`, headers, {});
      expect(queued.statusCode, queued.body).toBe(200);
      times.push(queued.json().post.publication.scheduledAt);
    }
    expect(times).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);

    const calendar = await inject(
      'GET',
      `/api/schedule?from=${encodeURIComponent('2026-03-28T00:00:00+01:00')}&to=${encodeURIComponent('2026-04-05T00:00:00+02:00')}`,
      headers,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    const body = calendar.json();
    expect(body.items.map((i: { publication: { scheduledAt: string } }) => i.publication.scheduledAt)).toEqual(times);
    expect(body.emptySlots).toEqual(['2026-04-04T07:00:00.000Z']);
    expect(body.timeZone).toBe('Europe/Brussels');
  });

  it('refuses the queue while it is off', async () => {
    const { headers, post } = await connectedUserWithPost(app);
    const queued = await inject('POST', `/api/posts/${post.id}/queue`, headers, {});
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toContain('Turn on the posting queue');
  });
});
