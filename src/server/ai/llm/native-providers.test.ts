import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consistencyAnalysisSchema } from '@shared/schemas/posts';
import { aiUsage } from '../../db/schema';
import { testEnv } from '../../env';
import { manualClock } from '../../lib/clock';
import { startFakeAnthropicServer } from '../../test/fakes/anthropic-server';
import { startFakeGeminiServer } from '../../test/fakes/gemini-server';
import type { FakeLlmServer, RecordedRequest } from '../../test/fakes/llm-server';
import { createUser } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createWriter } from '../create-writer';
import { abQuestion, analysisAnswer, markedPostInput } from '../../test/llm-fixtures';
import { collectPosts, type Writer } from '../writer';

// Anthropic and Google through the AI SDK's own providers (decision 074),
// against local fakes of the Messages API and the Gemini API: streaming, the
// native structured output and its fallbacks, metering, errors, the idle timeout.

let database: TestDatabase;
let userId: string;
const clock = manualClock('2026-11-15T10:00:00.000Z');

const input = markedPostInput;
const analysis = analysisAnswer;

const ctx = (signal = new AbortController().signal) => ({ userId, signal });
const usageRows = () => database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

type ProviderCase = {
  provider: 'anthropic' | 'google';
  start(): Promise<FakeLlmServer>;
  env(url: string): Record<string, string>;
  model: string;
  /** cents per million tokens, input and output (the price table) */
  price: [number, number];
  /** The request carries the key (and whatever else the provider requires). */
  authenticated(request: RecordedRequest): void;
  /** The request asks for the provider's schema-constrained output with this schema property. */
  asksForSchema(request: RecordedRequest, property: string): void;
  /** JSON mode: no schema constraint, the schema in the prompt. */
  asksForJsonMode(request: RecordedRequest): void;
  /** A forced call of the writer's answer tool. */
  forcesTool(request: RecordedRequest): void;
  maxTokens(request: RecordedRequest): unknown;
};

const cases: ProviderCase[] = [
  {
    provider: 'anthropic',
    start: startFakeAnthropicServer,
    env: (url) => ({ AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: url }),
    model: 'claude-haiku-4-5',
    price: [100, 500],
    authenticated(request) {
      expect(request.path).toBe('/v1/messages');
      expect(request.headers['x-api-key']).toBe('sk-ant-test');
      expect(request.headers['anthropic-version']).toBe('2023-06-01');
      expect(request.headers.authorization).toBeUndefined();
      expect(request.body.model).toBe('claude-haiku-4-5');
    },
    asksForSchema(request, property) {
      const format = (request.body.output_config as { format: { type: string; schema: { properties: object } } })
        .format;
      expect(format.type).toBe('json_schema');
      expect(format.schema.properties).toHaveProperty(property);
      expect(request.body.tools).toBeUndefined();
    },
    asksForJsonMode(request) {
      expect(request.body.output_config).toBeUndefined();
      expect(request.body.tools).toBeUndefined();
      expect(request.messages[0]!.content).toMatch(/JSON Schema:/);
    },
    forcesTool(request) {
      expect(request.body.tool_choice).toMatchObject({ type: 'tool', name: 'give_answer' });
      expect((request.body.tools as { name: string; input_schema: object }[])[0]).toMatchObject({
        name: 'give_answer',
        input_schema: { type: 'object' },
      });
    },
    maxTokens: (request) => request.body.max_tokens,
  },
  {
    provider: 'google',
    start: startFakeGeminiServer,
    env: (url) => ({ AI_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'g-test', GOOGLE_AI_BASE_URL: url }),
    model: 'gemini-2.5-flash',
    price: [30, 250],
    authenticated(request) {
      expect(request.path).toMatch(
        /^\/v1beta\/models\/gemini-2\.5-flash:(generateContent|streamGenerateContent\?alt=sse)$/,
      );
      expect(request.headers['x-goog-api-key']).toBe('g-test');
      expect(request.headers.authorization).toBeUndefined();
    },
    asksForSchema(request, property) {
      const config = request.body.generationConfig as {
        responseMimeType: string;
        responseSchema: { properties: object };
      };
      expect(config.responseMimeType).toBe('application/json');
      expect(config.responseSchema.properties).toHaveProperty(property);
    },
    asksForJsonMode(request) {
      const config = request.body.generationConfig as { responseMimeType?: string; responseSchema?: unknown };
      expect(config.responseMimeType).toBe('application/json');
      expect(config.responseSchema).toBeUndefined();
      expect(request.messages[0]!.content).toMatch(/JSON Schema:/);
    },
    forcesTool(request) {
      expect(request.body.toolConfig).toEqual({
        functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['give_answer'] },
      });
      expect(
        (request.body.tools as { functionDeclarations: { name: string }[] }[])[0]!.functionDeclarations[0]!.name,
      ).toBe('give_answer');
    },
    maxTokens: (request) => (request.body.generationConfig as { maxOutputTokens?: number }).maxOutputTokens,
  },
];

describe.each(cases)('LLM writer on $provider’s own API', (c) => {
  let fake: FakeLlmServer;
  const makeWriter = (overrides: Record<string, string> = {}): Writer =>
    createWriter({ config: testEnv({ ...c.env(fake.url), ...overrides }), db: database.db, clock, maxRetries: 0 });

  beforeAll(async () => {
    fake = await c.start();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(async () => {
    fake.requests.length = 0;
    fake.replyWith(() => undefined);
    userId = (await createUser(database.db)).id;
  });
  afterEach(() => {
    fake.supports = { jsonSchema: true, jsonObject: true, tools: true };
  });

  it('streams a post with the key and the model, the system prompt apart, and meters it at the model’s price', async () => {
    const text = 'Shipping with a small team taught me focus.\n\nWhat would you add?';
    fake.reply({ type: 'text', text, chunkSize: 6, usage: { promptTokens: 1200, completionTokens: 300 } });
    const deltas: string[] = [];
    let done: string | undefined;
    for await (const event of makeWriter().generatePosts(input, ctx())) {
      if (event.type === 'delta') deltas.push(event.text);
      if (event.type === 'done') done = event.content;
    }
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(text);
    expect(done).toBe(text);

    const [request] = fake.requests;
    c.authenticated(request!);
    expect(request!.model).toBe(c.model);
    expect(request!.stream).toBe(true);
    expect(request!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request!.messages[0]!.content).toContain('VOICE-MARKER');
    expect(request!.messages[1]!.content).toContain('IDEA-MARKER');
    expect(c.maxTokens(request!)).toBe(2000);

    const [row] = await usageRows();
    expect(row).toMatchObject({
      feature: 'post_generation',
      provider: c.provider,
      model: c.model,
      inputTokens: 1200,
      outputTokens: 300,
      status: 'ok',
    });
    expect(row!.costCents).toBeCloseTo((1200 * c.price[0] + 300 * c.price[1]) / 1_000_000, 6);
  });

  it('writes three versions in one streamed call, split at its marker lines', async () => {
    // Words, not digits: a number the idea does not give would be asked for again (check-facts.ts).
    const answer = ['one', 'two', 'three'].map((n, i) => `=== Version ${i + 1} ===\nPost for version ${n}.`).join('\n');
    fake.reply({ type: 'text', text: answer, chunkSize: 7, chunkDelayMs: 5 });
    expect(await collectPosts(makeWriter().generatePosts({ ...input, versions: 3 }, ctx()))).toEqual([
      'Post for version one.',
      'Post for version two.',
      'Post for version three.',
    ]);
    expect(fake.requests).toHaveLength(1);
    expect((await usageRows()).filter((r) => r.status === 'ok')).toHaveLength(1);
  });

  it('asks for an analysis with the provider’s own structured output, validated by the schema', async () => {
    fake.reply({ type: 'json', value: analysis, usage: { promptTokens: 900, completionTokens: 120 } });
    const result = await makeWriter().analyzeConsistency(
      { content: 'POST-MARKER a post', platform: 'linkedin', mood: 'friendly', voice: input.voice },
      ctx(),
    );
    expect(consistencyAnalysisSchema.parse(result)).toEqual({ ...analysis, overallScore: 81, confidence: 0.73 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    c.authenticated(request!);
    expect(request!.stream).toBe(false);
    c.asksForSchema(request!, 'messagingScore');
    expect(await usageRows()).toMatchObject([
      { feature: 'brand_voice_analysis', provider: c.provider, inputTokens: 900, outputTokens: 120, status: 'ok' },
    ]);
  });

  it('falls back to JSON mode, then to a forced tool call, when the structured output is refused, and remembers it', async () => {
    fake.supports.jsonSchema = false;
    const writer = makeWriter();
    fake.reply({
      type: 'raw',
      content: `\`\`\`json\n${JSON.stringify({ questions: ['a', 'b', 'c', 'd', 'e', 'f'].map(abQuestion) })}\n\`\`\``,
    });
    const questions = await writer.generateStyleQuestions(
      { formality: 50, personalSharing: 30, confidence: 60 },
      ctx(),
    );
    expect(questions.map((q) => q.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(fake.requests).toHaveLength(2);
    c.asksForSchema(fake.requests[0]!, 'questions');
    c.asksForJsonMode(fake.requests[1]!);

    // An answer that breaks the schema is asked for again one way further down: the forced tool.
    fake.requests.length = 0;
    fake.reply({ type: 'json', value: { ...analysis, toneScore: 150 } }, { type: 'json', value: analysis });
    await expect(
      writer.analyzeConsistency(
        { content: 'A post.', platform: 'linkedin', mood: 'friendly', voice: input.voice },
        ctx(),
      ),
    ).resolves.toMatchObject({
      toneScore: 80,
    });
    expect(fake.requests).toHaveLength(2);
    c.asksForJsonMode(fake.requests[0]!);
    c.forcesTool(fake.requests[1]!);
  });

  it('gives up with a clear error after three malformed answers, and when every way is refused', async () => {
    fake.reply(
      { type: 'raw', content: 'Sure! A great post.' },
      { type: 'raw', content: '{"overallScore": 80, "toneSc' },
      { type: 'raw', content: 'Still prose.' },
    );
    const analyze = () =>
      makeWriter().analyzeConsistency(
        { content: 'A post.', platform: 'linkedin', mood: 'friendly', voice: input.voice },
        ctx(),
      );
    await expect(analyze()).rejects.toMatchObject({
      name: 'WriterError',
      reason: 'malformed',
      message: expect.stringMatching(/three times in a row/),
    });
    expect(fake.requests).toHaveLength(3);

    fake.requests.length = 0;
    fake.supports = { jsonSchema: false, jsonObject: false, tools: false };
    await expect(analyze()).rejects.toMatchObject({ name: 'WriterError', reason: 'provider' });
  });

  it('turns the provider’s HTTP errors and its error events into writer errors, and meters an estimate of a broken stream', async () => {
    fake.reply({ type: 'http-error', status: 500, message: 'upstream exploded' });
    await expect(collectPosts(makeWriter().generatePosts(input, ctx()))).rejects.toMatchObject({
      name: 'WriterError',
      reason: 'provider',
      code: 'UPSTREAM_ERROR',
    });
    fake.reply({ type: 'http-error', status: 429, message: 'rate limited' });
    await expect(makeWriter().enhancePrompt(input, ctx())).rejects.toMatchObject({
      reason: 'provider',
      cause: { statusCode: 429, message: 'rate limited' },
    });

    const deltas: string[] = [];
    fake.reply({ type: 'error-mid-stream', textBefore: 'x'.repeat(400), message: 'Overloaded' });
    const run = async () => {
      for await (const event of makeWriter().generatePosts(input, ctx()))
        if (event.type === 'delta') deltas.push(event.text);
    };
    await expect(run()).rejects.toMatchObject({ reason: 'provider' });
    expect(deltas.join('')).toBe('x'.repeat(400));
    const rows = await usageRows();
    expect(rows.map((r) => r.status)).toEqual(['error', 'error', 'error']);
    expect(rows.find((r) => r.outputTokens === 100)).toMatchObject({
      feature: 'post_generation',
      provider: c.provider,
    });
  });

  it('times out a provider that goes silent, before and during the stream, but not a long healthy stream', async () => {
    const writer = makeWriter({ AI_TIMEOUT_MS: '1000' });
    for (const silence of [{ type: 'hang' }, { type: 'stall', textBefore: 'Slow start' }] as const) {
      fake.reply(silence);
      const silentSince = performance.now();
      await expect(collectPosts(writer.generatePosts(input, ctx()))).rejects.toMatchObject({
        reason: 'timeout',
        message: 'The writer took too long to answer. Please try again.',
      });
      expect(performance.now() - silentSince).toBeLessThan(3000);
    }
    const text = 'A long post that keeps arriving, a few words at a time. '.repeat(4).trim();
    fake.reply({ type: 'text', text, chunkSize: 8, chunkDelayMs: 60 });
    const started = performance.now();
    expect(await collectPosts(writer.generatePosts(input, ctx()))).toEqual([text]);
    expect(performance.now() - started).toBeGreaterThan(1200);
  });
});

describe('Anthropic models without the native output format', () => {
  it('get structured answers through the SDK’s JSON tool, validated by the same schema', async () => {
    const fake = await startFakeAnthropicServer();
    try {
      userId = (await createUser(database.db)).id;
      fake.reply({ type: 'json', value: analysis });
      const config = testEnv({
        AI_PROVIDER: 'anthropic',
        ANTHROPIC_API_KEY: 'sk-ant-test',
        ANTHROPIC_BASE_URL: fake.url,
        AI_MODEL: 'claude-3-5-haiku-latest',
      });
      const writer = createWriter({ config, db: database.db, clock, maxRetries: 0 });
      await expect(
        writer.analyzeConsistency(
          { content: 'A post.', platform: 'linkedin', mood: 'friendly', voice: input.voice },
          ctx(),
        ),
      ).resolves.toMatchObject({
        toneScore: 80,
      });
      const [request] = fake.requests;
      expect(request!.body.output_config).toBeUndefined();
      expect(request!.body.tool_choice).toMatchObject({ type: 'any' });
      expect((request!.body.tools as { name: string }[]).map((t) => t.name)).toEqual(['json']);
      // claude-3-5-haiku: 80 and 400 cents per million tokens (a dated alias matches by prefix).
      expect(await usageRows()).toMatchObject([
        { provider: 'anthropic', model: 'claude-3-5-haiku-latest', status: 'ok' },
      ]);
    } finally {
      await fake.close();
    }
  });
});
