import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_CHAR_LIMITS } from '@shared/constants';
import { posts } from '../../db/schema';
import { createBrandVoice, createPost, createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import {
  connectedUserWithPost,
  signedInUser,
  startLinkedInTestApp,
  type Headers,
  type LinkedInTestApp,
} from '../../test/linkedin';

// Editing a post before it goes out (issue #12): PATCH /api/posts/{id}.

describe('PATCH /api/posts/{id}', () => {
  let app: LinkedInTestApp;
  beforeAll(async () => {
    app = await startLinkedInTestApp();
  });
  afterAll(() => app.close());

  const edit = (headers: Headers, id: string, payload: unknown) =>
    app.t.app.inject({ method: 'PATCH', url: `/api/posts/${id}`, headers, payload: payload as object });
  const rowOf = async (id: string) => (await app.t.db.select().from(posts).where(eq(posts.id, id)))[0]!;

  it('saves the edited text, marks the post edited with the time, and history returns it', async () => {
    const { user, headers } = await signedInUser(app.t);
    const post = await createPost(app.t.db, user.id, { platform: 'linkedin' });
    expect((await app.t.app.inject({ url: '/api/posts/search', headers })).json().posts[0]).toMatchObject({
      editedAt: null,
    });

    app.t.clock.advance(60_000);
    const text = 'A sharper hook.\n\nThen the three lessons, rewritten by me. 🚀';
    const res = await edit(headers, post.id, { generatedContent: text });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().post).toMatchObject({
      id: post.id,
      generatedContent: text,
      editedAt: app.t.clock.now().toISOString(),
      analyzedBeforeEdit: false,
    });

    const row = await rowOf(post.id);
    expect(row.generatedContent).toBe(text);
    expect(row.editedAt?.toISOString()).toBe(app.t.clock.now().toISOString());
    const history = await app.t.app.inject({ url: '/api/posts/search', headers });
    expect(history.json().posts[0]).toMatchObject({
      id: post.id,
      generatedContent: text,
      editedAt: app.t.clock.now().toISOString(),
    });
  });

  it('leaves a post unmarked when the text is saved unchanged', async () => {
    const { user, headers } = await signedInUser(app.t);
    const post = await createPost(app.t.db, user.id);
    const res = await edit(headers, post.id, { generatedContent: post.generatedContent });
    expect(res.statusCode).toBe(200);
    expect(res.json().post.editedAt).toBeNull();
    expect((await rowOf(post.id)).editedAt).toBeNull();
  });

  it('is 404 for another user’s post and for nonsense ids, changing nothing', async () => {
    const { headers } = await signedInUser(app.t);
    const stranger = await createUser(app.t.db);
    const theirs = await createPost(app.t.db, stranger.id);
    for (const id of [theirs.id, 'nope']) {
      const res = await edit(headers, id, { generatedContent: 'Mine now' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Post not found');
    }
    expect((await rowOf(theirs.id)).generatedContent).toBe(theirs.generatedContent);
  });

  it('enforces the post’s platform limit, counting an emoji as one character', async () => {
    const { user, headers } = await signedInUser(app.t);
    for (const platform of ['linkedin', 'instagram', 'facebook'] as const) {
      const post = await createPost(app.t.db, user.id, { platform });
      const limit = PLATFORM_CHAR_LIMITS[platform];
      const atLimit = 'a'.repeat(limit - 1) + '🚀';
      expect((await edit(headers, post.id, { generatedContent: atLimit })).statusCode).toBe(200);
      const over = await edit(headers, post.id, { generatedContent: atLimit + 'b' });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toContain(`limited to ${limit.toLocaleString('en-US')} characters`);
      expect((await rowOf(post.id)).generatedContent).toBe(atLimit);
    }
  });

  it('refuses NUL and control characters and empty text with a message, but keeps tabs and line breaks', async () => {
    const { user, headers } = await signedInUser(app.t);
    const post = await createPost(app.t.db, user.id);
    for (const bad of ['Hello\u0000world', 'Bell\u0007', 'Escape \u001b[31m red', 'C1 \u0085 next line']) {
      const res = await edit(headers, post.id, { generatedContent: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      // NUL is refused for every route by the input guard, with its own wording.
      expect(res.json().message).toMatch(
        bad.includes('\u0000') ? /generatedContent must not contain a NUL character/ : /control characters/,
      );
    }
    for (const empty of ['', '   \n  ']) {
      const res = await edit(headers, post.id, { generatedContent: empty });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/cannot be empty/);
    }
    expect((await edit(headers, post.id, {})).statusCode).toBe(400);
    expect((await rowOf(post.id)).generatedContent).toBe(post.generatedContent);

    const fine = 'Line one\r\n\tindented line two\n\nLast';
    expect((await edit(headers, post.id, { generatedContent: fine })).statusCode).toBe(200);
    expect((await rowOf(post.id)).generatedContent).toBe(fine);
  });

  it('needs a session and the app’s Origin', async () => {
    const { user, headers } = await signedInUser(app.t);
    const post = await createPost(app.t.db, user.id);
    expect((await edit({ origin: headers.origin } as Headers, post.id, { generatedContent: 'x' })).statusCode).toBe(
      401,
    );
    const crossSite = await app.t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: { cookie: headers.cookie, origin: 'https://evil.example' },
      payload: { generatedContent: 'x' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await rowOf(post.id)).generatedContent).toBe(post.generatedContent);
  });

  it('marks an analysis made before the edit until the post is analyzed again', async () => {
    const { user, headers } = await signedInUser(app.t, { credits: 5 });
    const voice = await createBrandVoice(app.t.db, user.id, { isDefault: true });
    const post = await createPost(app.t.db, user.id, { brandVoiceId: voice.id, usedBrandVoice: true });
    const analyze = () =>
      app.t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/analyze-consistency`, headers });
    expect((await analyze()).statusCode).toBe(200);
    const analyzedAt = app.t.clock.now().toISOString();
    let shown = (await app.t.app.inject({ url: '/api/posts/search', headers })).json().posts[0];
    expect(shown).toMatchObject({ analyzedAt: analyzedAt, analyzedBeforeEdit: false });

    app.t.clock.advance(60_000);
    const edited = await edit(headers, post.id, { generatedContent: 'Rewritten after the analysis.' });
    // The field's first published name is still sent (decision 089).
    expect(edited.json().post).toMatchObject({
      analyzedBeforeEdit: true,
      analysedBeforeEdit: true,
      analyzedAt: analyzedAt,
    });
    expect(edited.json().post.consistencyAnalysis).not.toBeNull();

    app.t.clock.advance(60_000);
    expect((await analyze()).statusCode).toBe(200);
    shown = (await app.t.app.inject({ url: '/api/posts/search', headers })).json().posts[0];
    expect(shown).toMatchObject({ analyzedBeforeEdit: false, analyzedAt: app.t.clock.now().toISOString() });
    expect(await ledgerState(app.t.db, user.id)).toEqual({ balance: 3, ledgerSum: 3 });
  });

  it('Publish sends the edited text to LinkedIn, not the generated one', async () => {
    const { headers, post } = await connectedUserWithPost(app, {
      generatedContent: 'The text as the writer wrote it.',
    });
    const mine = 'My own words, edited before posting (with [brackets]) #Edited';
    expect((await edit(headers, post.id, { generatedContent: mine })).statusCode).toBe(200);

    const res = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/publish',
      headers,
      payload: { postId: post.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = app.linkedin.state.posts.at(-1)!;
    expect(created.text).toBe(mine);
    expect(app.linkedin.state.posts.some((p) => p.text === 'The text as the writer wrote it.')).toBe(false);
  });
});
