import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiUsage, posts } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { startFakeAnthropicServer } from '../../test/fakes/anthropic-server';
import { startFakeGeminiServer } from '../../test/fakes/gemini-server';
import type { FakeLlmServer } from '../../test/fakes/llm-server';
import { ledgerState } from '../../test/ledger';
import { abQuestion } from '../../test/llm-fixtures';
import { parseSse } from '../../test/sse';
import { createTestApp, type TestApp } from '../../test/test-app';

const brief = {
  originalIdea: 'What a failed launch taught me',
  platform: 'linkedin',
  versions: 3,
  usedBrandVoice: false,
};

// The real app with AI_PROVIDER=anthropic|google (decision 074), against local
// fakes of the Messages API and the Gemini API: generation, structured
// answers, metering, refunds on provider failures and the idle timeout.
const cases = [
  {
    provider: 'anthropic',
    start: startFakeAnthropicServer,
    env: (url: string) => ({
      AI_PROVIDER: 'anthropic',
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: url,
      AI_MODEL: 'claude-sonnet-4-5',
    }),
    model: 'claude-sonnet-4-5',
    keyHeader: ['x-api-key', 'sk-ant-test'],
    price: [300, 1500],
  },
  {
    provider: 'google',
    start: startFakeGeminiServer,
    env: (url: string) => ({
      AI_PROVIDER: 'google',
      GOOGLE_GENERATIVE_AI_API_KEY: 'g-test',
      GOOGLE_AI_BASE_URL: url,
      AI_MODEL: 'gemini-2.5-pro',
    }),
    model: 'gemini-2.5-pro',
    keyHeader: ['x-goog-api-key', 'g-test'],
    price: [125, 1000],
  },
] as const;

describe.each(cases)('posts with AI_PROVIDER=$provider', (c) => {
  let fake: FakeLlmServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await c.start();
    t = await createTestApp({ env: { ...c.env(fake.url), AI_MAX_RETRIES: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.replyWith(() => undefined);
  });

  async function newUser(credits = 10) {
    const user = await createUser(t.db, { credits });
    return { user, headers: await signIn(t.app, user.email) };
  }

  it('streams three versions from one call, saves them and meters it with the provider’s name and the model’s price', async () => {
    const { user, headers } = await newUser();
    // In words: a digit the idea does not hold would send the answer back once to be checked (decision 109).
    const text = ['one', 'two', 'three']
      .map(
        (word, i) =>
          `=== Version ${i + 1} ===\nVersion ${word}: our launch failed, and the silence taught us to listen.`,
      )
      .join('\n');
    fake.reply({ type: 'text', text, usage: { promptTokens: 1000, completionTokens: 100 }, chunkSize: 8 });
    const res = await t.app.inject({ method: 'POST', url: '/api/posts/generate/stream', headers, payload: brief });
    const events = parseSse(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(12);
    expect(events.at(-1)).toMatchObject({ event: 'saved' });
    const saved = await t.db.select().from(posts).where(eq(posts.userId, user.id));
    expect(saved.map((p) => p.generatedContent.split(':')[0]).sort()).toEqual([
      'Version one',
      'Version three',
      'Version two',
    ]);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 7, ledgerSum: 7 });

    expect(fake.requests).toHaveLength(1);
    for (const request of fake.requests) {
      expect(request.headers[c.keyHeader[0]]).toBe(c.keyHeader[1]);
      expect(request.model).toBe(c.model);
      expect(request.stream).toBe(true);
    }
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(usage).toHaveLength(1);
    for (const row of usage) {
      expect(row).toMatchObject({
        feature: 'post_generation',
        provider: c.provider,
        model: c.model,
        inputTokens: 1000,
        outputTokens: 100,
        status: 'ok',
      });
      expect(row.costCents).toBeCloseTo((1000 * c.price[0] + 100 * c.price[1]) / 1_000_000, 6);
    }
  });

  it('answers personalised A/B questions from the model’s structured output, charged and metered', async () => {
    const { user, headers } = await newUser(5);
    const question = (id: string) => ({ ...abQuestion(id), title: `How do you ${id}?` });
    fake.reply({
      type: 'json',
      value: { questions: ['open', 'close', 'argue', 'tell', 'ask', 'end'].map(question) },
      usage: { promptTokens: 700, completionTokens: 200 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand-voice/generate-ab-questions',
      headers,
      payload: { goal: 'networking' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'personalised',
      questions: [{ id: 'open', title: 'How do you open?' }, {}, {}, {}, {}, { id: 'end' }],
    });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 3, ledgerSum: 3 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.stream).toBe(false);
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(usage).toMatchObject([
      {
        feature: 'brand_voice_questions',
        provider: c.provider,
        model: c.model,
        inputTokens: 700,
        outputTokens: 200,
        status: 'ok',
      },
    ]);
  });

  it('refunds and says so clearly when the provider answers with an HTTP error', async () => {
    const { user, headers } = await newUser();
    fake.replyWith(() => ({ type: 'http-error', status: 500, message: 'upstream exploded' }));
    const json = await t.app.inject({ method: 'POST', url: '/api/posts/generate', headers, payload: brief });
    expect(json.statusCode).toBe(502);
    expect(json.json()).toEqual({
      code: 'UPSTREAM_ERROR',
      message: 'The writer could not finish. Please try again in a moment.',
    });
    expect(json.body).not.toContain('upstream exploded');

    const stream = await t.app.inject({ method: 'POST', url: '/api/posts/generate/stream', headers, payload: brief });
    expect(parseSse(stream.body).at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'UPSTREAM_ERROR', message: 'The writer could not finish. Please try again in a moment.' },
    });
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(0);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(usage.every((row) => row.status === 'error' && row.provider === c.provider)).toBe(true);
  });

  it('gives up on a stream that stalls (the idle timeout), refunds and meters an estimate', async () => {
    // Its own app with a short idle timeout (on the same database), so no other test races it.
    const impatient = await createTestApp({
      env: { ...c.env(fake.url), AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '1000' },
      database: t.database,
    });
    const { user, headers } = await newUser();
    fake.replyWith(() => ({ type: 'stall', textBefore: '=== Version 1 ===\nOur launch failed and then' }));
    const started = performance.now();
    const res = await impatient.app
      .inject({ method: 'POST', url: '/api/posts/generate/stream', headers, payload: brief })
      .finally(() => impatient.close());
    expect(performance.now() - started).toBeLessThan(4000);
    const events = parseSse(res.body);
    expect(events.some((e) => e.event === 'delta')).toBe(true);
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'UPSTREAM_ERROR', message: 'The writer took too long to answer. Please try again.' },
    });
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(0);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
    // One call for the three versions, stalled: metered once, as an error with an estimate.
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, user.id));
    expect(usage).toHaveLength(1);
    for (const row of usage)
      expect(row).toMatchObject({ provider: c.provider, status: 'error', outputTokens: expect.any(Number) as number });
    expect(usage.some((row) => row.outputTokens > 0 && row.inputTokens > 0)).toBe(true);
  });
});
