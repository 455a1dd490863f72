import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiUsage, posts, systemLogs } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createBrandVoice, createPost, createUser } from '../../test/factories';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test/fakes/openai-server';
import { ledgerState } from '../../test/ledger';
import { abQuestion, openAiWriterEnv } from '../../test/llm-fixtures';
import { parseSse } from '../../test/sse';
import { createTestApp, type TestApp } from '../../test/test-app';

const brief = {
  originalIdea: 'What a failed launch taught me',
  platform: 'linkedin',
  versions: 2,
  usedBrandVoice: false,
};

// The same calls with the LLM writer against a local OpenAI-compatible server:
// provider failures must refund and save nothing.
describe('posts with the LLM writer', () => {
  let openai: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAiServer();
    t = await createTestApp({ env: openAiWriterEnv(openai.url) });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  beforeEach(() => {
    openai.replyWith(() => undefined);
  });

  async function newUser(credits = 10) {
    const user = await createUser(t.db, { credits });
    return { user, headers: await signIn(t.app, user.email) };
  }

  it('streams the model’s text, saves the versions and meters the call', async () => {
    const { user, headers } = await newUser();
    // Both versions in one answer (decision 130), each after its marker line.
    openai.reply({
      type: 'text',
      text: [
        '=== Version 1 ===',
        'Our launch failed. Here is what it taught me about listening to customers.',
        '=== Version 2 ===',
        'Nobody came to our launch. That silence was the best feedback we ever got.',
      ].join('\n'),
      usage: { promptTokens: 300, completionTokens: 40 },
      chunkSize: 8,
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/posts/generate/stream', headers, payload: brief });
    const events = parseSse(res.body);
    for (const version of [1, 2])
      expect(
        events.filter((e) => e.event === 'delta' && (e.data as { version: number }).version === version).length,
      ).toBeGreaterThan(4);
    expect(events.at(-1)!.event).toBe('saved');
    const saved = await t.db.select().from(posts).where(eq(posts.userId, user.id));
    expect(saved.map((p) => p.generatedContent).sort()).toEqual([
      'Nobody came to our launch. That silence was the best feedback we ever got.',
      'Our launch failed. Here is what it taught me about listening to customers.',
    ]);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 8, ledgerSum: 8 });
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(usage).toMatchObject([{ feature: 'post_generation', inputTokens: 300, outputTokens: 40, status: 'ok' }]);
  });

  it('refunds once and saves nothing when the provider fails mid-stream (streaming call)', async () => {
    const { user, headers } = await newUser();
    openai.replyWith(() => ({
      type: 'error-mid-stream',
      textBefore: 'Half a post and then',
      message: 'The server had an error',
    }));
    const res = await t.app.inject({ method: 'POST', url: '/api/posts/generate/stream', headers, payload: brief });
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'UPSTREAM_ERROR' } });
    expect(events.some((e) => e.event === 'saved')).toBe(false);
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(0);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
  });

  it('refunds once and answers with a message when the provider fails (JSON call)', async () => {
    const { user, headers } = await newUser();
    openai.replyWith(() => ({ type: 'http-error', status: 500, message: 'upstream exploded' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/posts/generate', headers, payload: brief });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/try again/i);
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(0);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
  });

  it('refunds an analysis whose structured answer is malformed and leaves the post unscored', async () => {
    const { user, headers } = await newUser();
    const voice = await createBrandVoice(t.db, user.id, { isDefault: true });
    const post = await createPost(t.db, user.id, { brandVoiceId: voice.id });
    openai.replyWith(() => ({ type: 'raw', content: '{"overallScore": "very good", "feedback": 12' }));
    const res = await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/analyze-consistency`, headers });
    expect(res.statusCode).toBe(502);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.brandVoiceScore).toBeNull();
  });

  it('charges 2 credits for personalised A/B questions, answers 402 without them, and answers a replayed key with the first answer', async () => {
    const { user, headers } = await newUser(5);
    openai.replyWith(() => ({ type: 'json', value: { questions: ['a', 'b', 'c', 'd', 'e', 'f'].map(abQuestion) } }));
    const ask = (extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/brand-voice/generate-ab-questions',
        headers: { ...headers, ...extra },
        payload: { goal: 'networking' },
      });
    const res = await ask({ 'idempotency-key': 'click-0001-abcdef' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'personalised', questions: [{ id: 'a' }, {}, {}, {}, {}, {}] });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 3, ledgerSum: 3 });
    // A replay (decision 058): the same questions, charged once.
    const replay = await ask({ 'idempotency-key': 'click-0001-abcdef' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 3, ledgerSum: 3 });
    expect((await ask()).statusCode).toBe(200);
    const broke = await ask();
    expect(broke.statusCode).toBe(402);
    expect(broke.json()).toEqual({ code: 'INSUFFICIENT_CREDITS', message: 'Insufficient credits' });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 1, ledgerSum: 1 });
  });

  it('refunds the 2 credits of A/B questions when the model fails', async () => {
    const { user, headers } = await newUser(5);
    openai.replyWith(() => ({ type: 'http-error', status: 503 }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voice/generate-ab-questions',
      headers,
      payload: { goal: 'networking' },
    });
    expect(res.statusCode).toBe(502);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 5, ledgerSum: 5 });
  });

  it('still saves a new voice when the model cannot write its prompt (Offline writer fallback)', async () => {
    const { headers } = await newUser();
    openai.replyWith(() => ({ type: 'http-error', status: 500 }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voice',
      headers,
      payload: { name: 'Resilient', goal: 'networking' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().brandVoice.generatedPrompt.length).toBeGreaterThan(40);
  });
  it("writes from the voice's samples: the profile and the nearest posts in the prompt, 'based on' saved", async () => {
    const { user, headers } = await newUser();
    const voice = await createBrandVoice(t.db, user.id, { name: 'Founder' });
    const samples = [
      '3 pricing mistakes I made:\n1. Charging per seat\n2. Hiding the price\n\nWhich one are you guilty of?',
      'We hit 1,000 customers today.\n\nWhat kept you going in year one?',
      'Our churn dropped to 3.9% in 90 days.\n\nWe called every customer who went quiet.',
      'Hiring is a sales job.\n\nYou sell the mission before the salary.',
    ];
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/brand-voices/${voice.id}/samples`,
      headers,
      payload: { posts: samples },
    });
    expect(added.statusCode).toBe(201);
    openai.reply({ type: 'text', text: 'We changed our pricing page.\n\nWhich would you change?' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/generate/stream',
      headers,
      payload: {
        ...brief,
        originalIdea: 'We doubled our pricing page conversion by showing the price',
        versions: 1,
        usedBrandVoice: true,
        brandVoiceId: voice.id,
      },
    });
    const saved = parseSse(res.body).at(-1)!;
    expect(saved.event).toBe('saved');
    expect((saved.data as { posts: Array<{ basedOnSamples: number }> }).posts[0]!.basedOnSamples).toBe(4);
    const [system, userMessage] = openai.requests.at(-1)!.messages;
    expect(system!.content).toContain('You write as <author>Ada Lovelace</author>');
    expect(system!.content).toContain('measured over 4 of their own posts');
    expect(system!.content).toContain('You never use emojis.');
    const quoted = /<author_posts>\n([\s\S]*)\n<\/author_posts>/.exec(userMessage!.content)![1]!.split('\n\n---\n\n');
    expect(quoted).toHaveLength(3);
    // The post sharing the idea's words comes first.
    expect(quoted[0]).toContain('3 pricing mistakes');
    const history = await t.app.inject({ method: 'GET', url: '/api/posts', headers });
    expect(history.json().posts[0]).toMatchObject({ basedOnSamples: 4, uncheckedFacts: [] });
  });
});

describe('AI failures reach the admin logs', () => {
  let openai: FakeOpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startFakeOpenAiServer();
    t = await createTestApp({
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: openai.url, OPENAI_API_KEY: 'sk-test', AI_MAX_RETRIES: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('records a failed generation as an openai error', async () => {
    const user = await createUser(t.db);
    const headers = await signIn(t.app, user.email);
    openai.replyWith(() => ({ type: 'http-error', status: 500, message: 'boom' }));
    await t.app.inject({ method: 'POST', url: '/api/posts/generate', headers, payload: brief });
    const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.userId, user.id));
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'error',
        source: 'openai',
        message: 'AI request failed (generatePosts): provider',
      }),
    ]);
    expect(JSON.stringify(logs)).not.toContain('sk-test');
  });
});
