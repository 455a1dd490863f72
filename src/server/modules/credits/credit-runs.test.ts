import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRuns, creditTransactions, posts } from '../../db/schema';
import { signIn, type AuthHeaders } from '../../test/auth-helpers';
import { createBrandVoice, createPost, createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { parseSse } from '../../test/sse';
import { endedCleanly, generationSpendOutcomes } from '../../test/spend-outcomes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generatePostsRequestSchema } from '@shared/schemas/posts';
import { KEY_IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE, RUN_EXPIRED_MESSAGE } from './credit-runs.service';

// Reservations (decision 057) and Idempotency-Key replays (decision 058).

const MAX_RUN_MS = 60_000;
const HOUR = 60 * 60 * 1000;

const brief = (overrides: Record<string, unknown> = {}) => ({
  originalIdea: 'What a retry should never cost twice',
  platform: 'linkedin',
  versions: 2,
  mood: 'confident',
  postLength: 'short',
  includeEmojis: false,
  includeHashtags: false,
  usedBrandVoice: false,
  ...overrides,
});

describe('paid AI runs: reservations and Idempotency-Key replays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CREDIT_RUN_MAX_MS: String(MAX_RUN_MS) } });
  });
  afterAll(() => t.close());

  async function newUser(credits = 15) {
    const user = await createUser(t.db, { credits });
    return { user, headers: await signIn(t.app, user.email) };
  }
  const generate = (headers: AuthHeaders, key: string, payload = brief()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts/generate',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });
  const stream = (headers: AuthHeaders, key: string, payload = brief()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/posts/generate/stream',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });
  const advance = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

  describe('a replay with the same key and body', () => {
    it('answers the original status and body, charges once and saves the posts once', async () => {
      const { user, headers } = await newUser();
      const first = await generate(headers, 'replay-json-0001');
      expect(first.statusCode).toBe(200);
      const again = await generate(headers, 'replay-json-0001');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 13, ledgerSum: 13 });
      expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(2);
    });

    it('answers even when the balance is now too low for a new run', async () => {
      const { user, headers } = await newUser(2);
      const first = await generate(headers, 'replay-broke-0001');
      expect(first.statusCode).toBe(200);
      const again = await generate(headers, 'replay-broke-0001');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await generate(headers, 'replay-broke-0002')).statusCode).toBe(402);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    });

    it('on the streamed endpoint answers one `saved` event with the posts saved by the first run', async () => {
      const { user, headers } = await newUser();
      const first = parseSse((await stream(headers, 'replay-sse-0001')).body);
      const saved = first.find((e) => e.event === 'saved');
      expect(saved).toBeDefined();
      const again = await stream(headers, 'replay-sse-0001');
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(parseSse(again.body)).toEqual([saved]);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 13, ledgerSum: 13 });
    });

    it('answers a brand voice analysis with the first result, charging once', async () => {
      const { user, headers } = await newUser(5);
      await createBrandVoice(t.db, user.id, { isDefault: true });
      const post = await createPost(t.db, user.id);
      const analyze = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${post.id}/analyze-consistency`,
          headers: { ...headers, 'idempotency-key': 'replay-analysis-01' },
        });
      const first = await analyze();
      expect(first.statusCode).toBe(200);
      const again = await analyze();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 4, ledgerSum: 4 });
    });
  });

  it('the same key with a different body is 409 with a clear message, and charges nothing', async () => {
    const { user, headers } = await newUser();
    expect((await generate(headers, 'reused-key-0001')).statusCode).toBe(200);
    const other = await generate(headers, 'reused-key-0001', brief({ originalIdea: 'Something else entirely' }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ code: 'CONFLICT', message: KEY_REUSED_MESSAGE });
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 13, ledgerSum: 13 });
  });

  it('a malformed Idempotency-Key is refused with 400 before anything is charged', async () => {
    const { user, headers } = await newUser();
    for (const key of ['short', 'x'.repeat(101), 'has spaces in it', 'semi;colon-key']) {
      const res = await generate(headers, key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Idempotency-Key') });
    }
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 15, ledgerSum: 15 });
  });

  it('the API reference documents the Idempotency-Key header and its replays on every paid route', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      info: { description: string };
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>
      >;
    }>();
    expect(doc.info.description).toMatch(/Idempotency-Key.*same key and the same body.*original result/s);
    expect(doc.info.description).toMatch(/24 hours/);
    for (const path of [
      '/api/posts/generate',
      '/api/posts/generate/stream',
      '/api/posts/enhance-prompt',
      '/api/posts/{id}/analyze-consistency',
      '/api/brand-voice/generate-ab-questions',
    ]) {
      const operation = doc.paths[path]!.post!;
      expect(operation.parameters, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
      );
      expect(operation.responses['409'], path).toBeDefined();
    }
  });

  it('the data export lists the stored AI requests and what they answered (no key, no hash)', async () => {
    const { headers } = await newUser();
    const first = await generate(headers, 'export-run-0001');
    const exported = await t.app.inject({ url: '/api/gdpr/export-data', headers });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<{
      aiRequests: {
        feature: string;
        cost: number;
        status: string;
        result: { posts: { generatedContent: string }[] };
      }[];
    }>();
    expect(data.aiRequests).toEqual([
      expect.objectContaining({ feature: 'post_generation', cost: 2, status: 'completed' }),
    ]);
    expect(data.aiRequests[0]!.result.posts.map((p) => p.generatedContent)).toEqual(first.json().posts);
    expect(exported.body).not.toMatch(/export-run-0001|requestHash|idempotencyKey/);
  });

  it('keys of different users never meet', async () => {
    const a = await newUser();
    const b = await newUser();
    const first = await generate(a.headers, 'shared-key-00001');
    const second = await generate(b.headers, 'shared-key-00001');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // B's request ran as B's own run (a replay would save nothing and charge nothing): B has the posts and paid.
    // (The answers themselves may match: the Offline writer writes the same idea the same way.)
    expect(await t.db.select().from(posts).where(eq(posts.userId, b.user.id))).not.toHaveLength(0);
    expect(await ledgerState(t.db, b.user.id)).toEqual({ balance: 13, ledgerSum: 13 });
  });

  it('a key expires after 24 hours: the same request then runs (and charges) again, and the sweep forgets old keys', async () => {
    const { user, headers } = await newUser();
    expect((await generate(headers, 'expiring-key-001')).statusCode).toBe(200);
    advance(23 * HOUR);
    expect((await generate(headers, 'expiring-key-001')).statusCode).toBe(200);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 13, ledgerSum: 13 });
    advance(HOUR + 1000);
    expect((await generate(headers, 'expiring-key-001')).statusCode).toBe(200);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 11, ledgerSum: 11 });
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(4);

    expect((await generate(headers, 'expiring-key-002')).statusCode).toBe(200);
    advance(24 * HOUR + 1000);
    const { forgotten } = await t.app.services.credits.sweepRuns();
    expect(forgotten).toBeGreaterThanOrEqual(2);
    expect(await t.db.select().from(creditRuns).where(eq(creditRuns.userId, user.id))).toEqual([]);
    for (const o of await generationSpendOutcomes(t.db, user.id)) expect(endedCleanly(o)).toBe(true);
  });

  describe('a run left pending (a process that died mid-run)', () => {
    it('answers a replay 409 "in progress"; the sweep refunds it exactly once after the longest run, then the key may run again', async () => {
      const { user, headers } = await newUser(10);
      const credits = t.app.services.credits;
      // As the route hands it over: validated, defaults applied.
      const body = generatePostsRequestSchema.parse(brief());
      // The reservation of a run whose process then died: spent, pending, no posts.
      const reservation = await credits.reserve({
        userId: user.id,
        feature: 'post_generation',
        cost: 2,
        idempotencyKey: `post_generation:${user.id}:crashed-run-0001`,
        request: body,
      });
      expect(reservation.kind).toBe('started');
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 8, ledgerSum: 8 });

      const replay = await generate(headers, 'crashed-run-0001', body);
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ code: 'CONFLICT', message: KEY_IN_PROGRESS_MESSAGE });

      // Not before the longest possible run has passed.
      advance(MAX_RUN_MS - 1000);
      expect((await credits.sweepRuns()).refunded).toBe(0);
      advance(2000);
      const sweeps = await Promise.all([credits.sweepRuns(), credits.sweepRuns(), credits.sweepRuns()]);
      expect(sweeps.reduce((n, s) => n + s.refunded, 0)).toBe(1);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });

      // The refunded attempt's key runs the request afresh.
      const retry = await generate(headers, 'crashed-run-0001', body);
      expect(retry.statusCode).toBe(200);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 8, ledgerSum: 8 });
      const outcomes = await generationSpendOutcomes(t.db, user.id);
      expect(outcomes.map((o) => [o.posts, o.refunds])).toEqual(
        expect.arrayContaining([
          [0, 1],
          [2, 0],
        ]),
      );
      for (const o of outcomes) expect(endedCleanly(o)).toBe(true);
    });

    it('a run that finishes after the sweep refunded it saves nothing and is not refunded twice', async () => {
      const { user } = await newUser(10);
      const run = await t.app.services.generation.start(user.id, generatePostsRequestSchema.parse(brief()), {
        idempotencyKey: `post_generation:${user.id}:late-run-00001`,
        signal: new AbortController().signal,
      });
      advance(MAX_RUN_MS + 1000);
      expect((await t.app.services.credits.sweepRuns()).refunded).toBe(1);
      const drain = async () => {
        for await (const _ of run.events) void _;
      };
      await expect(drain()).rejects.toMatchObject({ statusCode: 503, message: RUN_EXPIRED_MESSAGE });
      expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toEqual([]);
      expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
      const refunds = (
        await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id))
      ).filter((r) => r.type === 'refund');
      expect(refunds).toHaveLength(1);
    });
  });

  it('a client that goes away mid-stream gets its credits back once, and its retry with the same key runs again', async () => {
    const { user, headers } = await newUser(10);
    const controller = new AbortController();
    const run = await t.app.services.generation.start(user.id, generatePostsRequestSchema.parse(brief()), {
      idempotencyKey: `post_generation:${user.id}:gone-client-001`,
      signal: controller.signal,
    });
    // The consumer stops reading after the first event: nothing is saved, the run is refunded.
    for await (const _ of run.events) {
      void _;
      break;
    }
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 10, ledgerSum: 10 });
    const retry = await generate(headers, 'gone-client-001');
    expect(retry.statusCode).toBe(200);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 8, ledgerSum: 8 });
    for (const o of await generationSpendOutcomes(t.db, user.id)) expect(endedCleanly(o)).toBe(true);
  });
});
