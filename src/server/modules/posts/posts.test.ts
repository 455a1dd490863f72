import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOODS, PLATFORM_CHAR_LIMITS, type Mood } from '@shared/constants';
import { posts } from '../../db/schema';
import { signIn, type AuthHeaders } from '../../test/auth-helpers';
import { createBrandVoice, createPost, createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseSse } from '../../test/sse';

const brief = (overrides: Record<string, unknown> = {}) => ({
  originalIdea: 'Why small teams ship faster than big ones',
  platform: 'linkedin',
  versions: 3,
  mood: 'confident',
  postLength: 'medium',
  includeEmojis: true,
  includeHashtags: true,
  usedBrandVoice: true,
  ...overrides,
});

describe('posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newUser(credits = 15) {
    const user = await createUser(t.db, { credits });
    return { user, headers: await signIn(t.app, user.email) };
  }

  describe('POST /api/posts/generate', () => {
    it('writes and saves each version with every field, charging 1 credit per version', async () => {
      const { user, headers } = await newUser();
      const voice = await createBrandVoice(t.db, user.id, { isDefault: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts/generate',
        headers,
        payload: brief({ enhancedPrompt: 'A sharp brief' }),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.platform).toBe('linkedin');
      expect(body.posts).toHaveLength(3);
      expect(new Set(body.posts).size).toBe(3);
      for (const text of body.posts) expect(text.length).toBeLessThanOrEqual(PLATFORM_CHAR_LIMITS.linkedin);

      const rows = await t.db.select().from(posts).where(eq(posts.userId, user.id));
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row).toMatchObject({
          originalIdea: 'Why small teams ship faster than big ones',
          enhancedPrompt: 'A sharp brief',
          mood: 'confident',
          platform: 'linkedin',
          postLength: 'medium',
          includeEmojis: true,
          includeHashtags: true,
          includeLink: false,
          usedBrandVoice: true,
          brandVoiceId: voice.id,
        });
      }
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 12, ledgerSum: 12 });
      // The run's versions share one generation id, so history can group them.
      expect(new Set(rows.map((r) => r.generationId)).size).toBe(1);
      expect(rows[0]!.generationId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives new text on Regenerate (a new run with the same inputs), charging each run once', async () => {
      const { user, headers } = await newUser();
      const idea =
        'We just closed our €12.4M seed round led by Northzone. The money goes into hiring 15 engineers in Ghent.';
      // Each click sends a new Idempotency-Key (fixed here, so the test is deterministic).
      const run = async (key: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/posts/generate',
            headers: { ...headers, 'idempotency-key': key },
            payload: brief({ originalIdea: idea, usedBrandVoice: false }),
          })
        ).json().posts as string[];
      const first = await run('regenerate-run-1');
      const again = await run('regenerate-run-2');
      for (const [i, text] of first.entries()) {
        expect(text).not.toBe(again[i]);
        for (const fact of ['€12.4M', 'Northzone', '15 engineers', 'Ghent']) expect(text).toContain(fact);
      }
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 9, ledgerSum: 9 });
    });

    it('uses no voice when the user has none, and the named voice when given', async () => {
      const { user, headers } = await newUser();
      await t.app.inject({ method: 'POST', url: '/api/posts/generate', headers, payload: brief({ versions: 1 }) });
      const [withoutVoice] = await t.db.select().from(posts).where(eq(posts.userId, user.id));
      expect(withoutVoice).toMatchObject({ usedBrandVoice: false, brandVoiceId: null });

      await createBrandVoice(t.db, user.id, { isDefault: true });
      const other = await createBrandVoice(t.db, user.id, { name: 'Other' });
      await t.app.inject({
        method: 'POST',
        url: '/api/posts/generate',
        headers,
        payload: brief({ versions: 1, brandVoiceId: other.id, originalIdea: 'second' }),
      });
      const [named] = await t.db.select().from(posts).where(eq(posts.originalIdea, 'second'));
      expect(named!.brandVoiceId).toBe(other.id);
    });

    it('answers 402 "Insufficient credits" and saves nothing when the balance is short', async () => {
      const { user, headers } = await newUser(2);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts/generate',
        headers,
        payload: brief({ versions: 3 }),
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ code: 'INSUFFICIENT_CREDITS', message: 'Insufficient credits' });
      expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(0);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 2, ledgerSum: 2 });
    });

    it('validates every field with the form’s messages', async () => {
      const { headers } = await newUser();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ originalIdea: '  ' }, 'originalIdea', 'Post idea is required'],
        [{ platform: 'myspace' }, 'platform', 'Please choose instagram, facebook or linkedin'],
        [{ versions: 4 }, 'versions', 'Number of versions must be 1, 2 or 3'],
        [{ mood: 'angry' }, 'mood', 'Please choose a mood'],
        [{ includeLink: true }, 'linkUrl', 'Please enter the link to include'],
        [{ includeLink: true, linkUrl: 'javascript:alert(1)' }, 'linkUrl', 'Please enter a valid link (http or https)'],
      ];
      for (const [override, field, message] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/posts/generate',
          headers,
          payload: brief(override),
        });
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json().fields[field]).toBe(message);
      }
    });

    it('refuses another user’s voice', async () => {
      const { headers } = await newUser();
      const stranger = await createUser(t.db);
      const theirs = await createBrandVoice(t.db, stranger.id, { isDefault: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts/generate',
        headers,
        payload: brief({ brandVoiceId: theirs.id }),
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /api/posts/generate/stream', () => {
    it('streams each version’s text, then the saved posts', async () => {
      const { user, headers } = await newUser();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts/generate/stream',
        headers,
        payload: brief({ versions: 2 }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/event-stream');
      const events = parseSse(res.body);
      const kinds = events.map((e) => e.event);
      expect(kinds.filter((k) => k === 'delta').length).toBeGreaterThan(2);
      expect(kinds.filter((k) => k === 'done')).toHaveLength(2);
      expect(kinds.at(-1)).toBe('saved');
      expect(kinds.indexOf('delta')).toBeLessThan(kinds.indexOf('done'));
      const saved = events.at(-1)!.data as { posts: { id: string; generatedContent: string; createdAt: string }[] };
      expect(saved.posts).toHaveLength(2);
      expect(saved.posts[0]!.createdAt).toMatch(/^\d{4}-/);
      const rows = await t.db.select().from(posts).where(eq(posts.userId, user.id));
      expect(rows.map((r) => r.id).sort()).toEqual(saved.posts.map((p) => p.id).sort());
    });

    it('answers errors found before streaming as plain JSON', async () => {
      const { headers } = await newUser(0);
      const res = await t.app.inject({ method: 'POST', url: '/api/posts/generate/stream', headers, payload: brief() });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('Insufficient credits');
    });
  });

  describe('POST /api/posts/enhance-prompt', () => {
    it('returns a brief built from the idea, free by default', async () => {
      const { user, headers } = await newUser(0);
      const res = await t.app.inject({ method: 'POST', url: '/api/posts/enhance-prompt', headers, payload: brief() });
      expect(res.statusCode).toBe(200);
      expect(res.json().enhancedPrompt).toContain('small teams');
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    });
  });

  describe('history', () => {
    let headers: AuthHeaders;
    let expected: { mood: Mood; ageHours: number; idea: string }[];

    beforeAll(async () => {
      t.clock.set('2026-11-20T12:00:00Z');
      const { user, headers: h } = await newUser();
      headers = h;
      expected = Array.from({ length: 200 }, (_, i) => ({
        mood: MOODS[i % MOODS.length]!,
        // Spread over ~60 days, several per day, some in the last hours.
        ageHours: i * 7 + (i % 3),
        idea: i % 10 === 0 ? `Remote hiring lessons number ${i}` : `Weekly note ${i} on product craft`,
      }));
      const now = t.clock.now().getTime();
      await t.db.insert(posts).values(
        expected.map((e) => ({
          userId: user.id,
          originalIdea: e.idea,
          generatedContent: e.idea.includes('Remote')
            ? 'Hiring across time zones taught us patience.'
            : 'Craft is a habit, not a phase.',
          mood: e.mood,
          createdAt: new Date(now - e.ageHours * 3600_000),
        })),
      );
      // Someone else's matching post must never show.
      const stranger = await createUser(t.db);
      await createPost(t.db, stranger.id, {
        originalIdea: 'Remote hiring lessons from a stranger',
        createdAt: new Date(now),
      });
    });

    const search = (query: string) =>
      t.app
        .inject({ url: `/api/posts/search?${query}`, headers })
        .then((r) => r.json() as { posts: { originalIdea: string; mood: string; createdAt: string }[]; total: number });
    const DAY = 24;
    const within = (days: number) => (e: { ageHours: number }) => Math.floor(e.ageHours / DAY) <= days;

    it('pages newest first, 10 per page, with the total of all posts', async () => {
      const first = await search('page=1');
      expect(first.total).toBe(200);
      expect(first.posts).toHaveLength(10);
      const times = first.posts.map((p) => new Date(p.createdAt).getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const last = await search('page=20');
      expect(last.posts).toHaveLength(10);
      expect((await search('page=21')).posts).toHaveLength(0);
      const all = new Set<string>();
      for (let page = 1; page <= 20; page++)
        for (const p of (await search(`page=${page}`)).posts) all.add(p.originalIdea);
      expect(all.size).toBe(200);
    });

    it('searches idea and text, case-insensitively, over every page', async () => {
      const byIdea = await search('search=REMOTE%20hiring');
      expect(byIdea.total).toBe(20);
      expect(byIdea.posts.every((p) => p.originalIdea.startsWith('Remote hiring'))).toBe(true);
      expect((await search('search=time%20zones')).total).toBe(20);
      expect((await search('search=100%25')).total).toBe(0);
    });

    it('filters by mood and period with the spec’s day counts, and combines filters', async () => {
      expect((await search('mood=casual')).total).toBe(expected.filter((e) => e.mood === 'casual').length);
      expect((await search('period=today')).total).toBe(expected.filter(within(0)).length);
      expect((await search('period=week')).total).toBe(expected.filter(within(7)).length);
      expect((await search('period=month')).total).toBe(expected.filter(within(30)).length);
      const combined = await search('search=remote&mood=professional&period=month');
      expect(combined.total).toBe(
        expected.filter((e) => e.idea.startsWith('Remote') && e.mood === 'professional' && within(30)(e)).length,
      );
      expect(combined.posts.every((p) => p.mood === 'professional')).toBe(true);
    });

    it('treats empty filters as "all" and rejects bad ones with a message', async () => {
      expect((await search('search=&mood=&period=')).total).toBe(200);
      const bad = await t.app.inject({ url: '/api/posts/search?period=year&page=0', headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({
        period: 'Please choose today, week or month',
        page: 'Page must be at least 1',
      });
    });

    it('never splits a generation run across pages: a run is on the page its newest version falls on', async () => {
      const { user, headers: own } = await newUser();
      // Runs of 3, 1, 2, 3, 3, 2 versions (14 posts), newest first: with 10 per
      // page, the run at positions 9–11 would straddle pages 1 and 2.
      const sizes = [3, 1, 2, 3, 3, 2];
      const now = t.clock.now().getTime();
      let age = 0;
      const rows = sizes.flatMap((size, run) => {
        const generationId = randomUUID();
        return Array.from({ length: size }, (_, version) => ({
          userId: user.id,
          generationId,
          originalIdea: `Run ${run} version ${version + 1}`,
          generatedContent: `Text of run ${run}, version ${version + 1}.`,
          mood: 'professional' as const,
          createdAt: new Date(now - ++age * 60_000),
        }));
      });
      await t.db.insert(posts).values(rows);
      const page = async (n: number, query = '') =>
        (await t.app.inject({ url: `/api/posts/search?page=${n}${query}`, headers: own })).json() as {
          posts: { originalIdea: string }[];
          total: number;
        };
      const runsOn = (p: { posts: { originalIdea: string }[] }) =>
        p.posts.map((post) => post.originalIdea.split(' version')[0]);

      const [first, second] = [await page(1), await page(2)];
      expect(first.total).toBe(14);
      expect(runsOn(first)).toEqual([
        'Run 0',
        'Run 0',
        'Run 0',
        'Run 1',
        'Run 2',
        'Run 2',
        'Run 3',
        'Run 3',
        'Run 3',
        'Run 4',
        'Run 4',
        'Run 4',
      ]);
      expect(runsOn(second)).toEqual(['Run 5', 'Run 5']);
      // The same holds for a filtered history.
      expect(runsOn(await page(2, '&search=run'))).toEqual(['Run 5', 'Run 5']);
    });

    it('GET /api/posts lists the most recent posts', async () => {
      const res = await t.app.inject({ url: '/api/posts?limit=3', headers });
      expect(res.json().posts).toHaveLength(3);
      expect(res.json().posts[0].originalIdea).toBe(expected[0]!.idea);
    });
  });

  describe('POST /api/posts/{id}/analyze-consistency', () => {
    it('charges 1 credit, stores the analysis on the post and returns it again in history', async () => {
      const { user, headers } = await newUser(5);
      const voice = await createBrandVoice(t.db, user.id, { isDefault: true });
      const post = await createPost(t.db, user.id, { brandVoiceId: voice.id, usedBrandVoice: true });
      const res = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/analyze-consistency`, headers });
      expect(res.statusCode).toBe(200);
      const { consistencyAnalysis } = res.json();
      expect(consistencyAnalysis.overallScore).toBeGreaterThanOrEqual(0);
      expect(consistencyAnalysis.overallScore).toBeLessThanOrEqual(100);
      expect(consistencyAnalysis.confidence).toBeGreaterThan(0);
      expect(consistencyAnalysis.feedback).toHaveProperty('strengths');
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 4, ledgerSum: 4 });

      const history = await t.app.inject({ url: '/api/posts/search', headers });
      expect(history.json().posts[0].consistencyAnalysis).toEqual(consistencyAnalysis);
      // The dashboard's list is read by its own prepared statement (decision 078): the same post, field for field.
      const recent = await t.app.inject({ url: '/api/posts?limit=5', headers });
      expect(recent.json().posts).toEqual(history.json().posts);
    });

    it('is 404 for another user’s post and for nonsense ids, charging nothing', async () => {
      const { user, headers } = await newUser(5);
      await createBrandVoice(t.db, user.id, { isDefault: true });
      const stranger = await createUser(t.db);
      const theirs = await createPost(t.db, stranger.id);
      for (const id of [theirs.id, 'nope']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/posts/${id}/analyze-consistency`, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Post not found');
      }
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 5, ledgerSum: 5 });
    });

    it('explains that a voice is needed, and answers 402 when short', async () => {
      const { user, headers } = await newUser(0);
      const post = await createPost(t.db, user.id);
      const noVoice = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/analyze-consistency`, headers });
      expect(noVoice.statusCode).toBe(400);
      await createBrandVoice(t.db, user.id, { isDefault: true });
      const broke = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/analyze-consistency`, headers });
      expect(broke.statusCode).toBe(402);
    });
  });

  it('every posts call needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/posts'],
      ['GET', '/api/posts/search'],
      ['POST', '/api/posts/generate'],
      ['POST', '/api/posts/generate/stream'],
      ['POST', '/api/posts/enhance-prompt'],
    ] as const) {
      expect(
        (await t.app.inject({ method, url, payload: method === 'POST' ? brief() : undefined })).statusCode,
        url,
      ).toBe(401);
    }
  });
});
