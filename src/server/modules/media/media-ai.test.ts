import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, images, users } from '../../db/schema';
import { signedInUser } from '../../test/auth-helpers';
import { startFakeOpenAiServer } from '../../test/fakes/openai-server';
import { createPost } from '../../test/factories';
import { openAiWriterEnv } from '../../test/llm-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// "Generate with AI" against a fake OpenAI speaking the Images API: the image_generation cost is charged,
// and refunded once when the provider fails or answers something that is not a picture.

let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({ env: { ...openAiWriterEnv(fake.url), AI_IMAGES_PER_HOUR: '3' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function author(credits = 10) {
  const who = await signedInUser(t, { credits });
  const post = await createPost(t.db, who.user.id, { platform: 'linkedin' });
  const generate = (prompt = 'A lighthouse at dawn, flat illustration', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/media`,
      headers: { ...who.headers, ...headers },
      payload: { kind: 'ai', prompt },
    });
  const balance = async () =>
    (await t.db.select({ credits: users.credits }).from(users).where(eq(users.id, who.user.id)))[0]!.credits;
  const ledger = () =>
    t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, who.user.id), eq(creditTransactions.feature, 'image_generation')));
  const rows = () => t.db.select().from(images).where(eq(images.userId, who.user.id));
  return { ...who, post, generate, balance, ledger, rows };
}

describe('POST /api/posts/{id}/media { kind: "ai" }', () => {
  it('charges the image_generation cost, calls the image model and stores its picture', async () => {
    const alice = await author();
    const calls = fake.images.requests.length;
    const response = await alice.generate();
    expect(response.statusCode).toBe(201);
    expect(response.json().media).toMatchObject({
      kind: 'ai',
      prompt: 'A lighthouse at dawn, flat illustration',
      mimeType: 'image/png',
      width: 16,
      height: 16,
      isCustomUpload: false,
    });
    expect(fake.images.requests.slice(calls)).toEqual([
      {
        model: 'gpt-image-1',
        prompt: 'A lighthouse at dawn, flat illustration',
        size: '1536x1024',
        n: 1,
        authorization: 'Bearer sk-test',
      },
    ]);
    expect(await alice.balance()).toBe(6);
    expect((await alice.ledger()).map((row) => row.amount)).toEqual([-4]);
    const file = await t.app.inject({ url: response.json().media.url, headers: alice.headers });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['the provider fails', { type: 'http-error', status: 500 } as const],
    ['the provider answers something that is not a picture', { type: 'not-an-image' } as const],
  ])('refunds once and stores nothing when %s', async (_name, reply) => {
    const alice = await author();
    fake.images.replyImage(reply);
    const response = await alice.generate();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/credits were refunded/);
    expect(await alice.balance()).toBe(10);
    expect((await alice.ledger()).map((row) => row.amount).sort()).toEqual([-4, 4]);
    expect(await alice.rows()).toEqual([]);
  });

  it('answers 402 without calling the model when the balance is short', async () => {
    const alice = await author(3);
    const calls = fake.images.requests.length;
    expect((await alice.generate()).statusCode).toBe(402);
    expect(fake.images.requests.length).toBe(calls);
    expect(await alice.balance()).toBe(3);
  });

  it('answers a replayed Idempotency-Key with the same picture, charged once', async () => {
    const alice = await author();
    const key = { 'idempotency-key': 'picture-0001-abcdef' };
    const first = await alice.generate('A bridge', key);
    const again = await alice.generate('A bridge', key);
    expect(again.statusCode).toBe(201);
    expect(again.json().media.id).toBe(first.json().media.id);
    expect(await alice.balance()).toBe(6);
  });

  it('limits AI pictures per user and hour (AI_IMAGES_PER_HOUR), without charging the refused one', async () => {
    const alice = await author(100);
    const bob = await author(100);
    for (let i = 0; i < 3; i++) expect((await alice.generate(`Picture ${i}`)).statusCode).toBe(201);
    const refused = await alice.generate('One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/3 AI pictures an hour/);
    expect(await alice.balance()).toBe(88);
    expect((await bob.generate()).statusCode).toBe(201);
    t.clock.advance(61 * 60 * 1000);
    expect((await alice.generate('Next hour')).statusCode).toBe(201);
  });

  it('refuses an empty prompt with a 400', async () => {
    const alice = await author();
    expect((await alice.generate('  ')).statusCode).toBe(400);
  });
});

describe('without an image model', () => {
  it('says so (503) and charges nothing, when the provider is the Offline writer', async () => {
    const offline = await createTestApp();
    try {
      const who = await signedInUser(offline, { credits: 10 });
      const post = await createPost(offline.db, who.user.id);
      const response = await offline.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/media`,
        headers: who.headers,
        payload: { kind: 'ai', prompt: 'A lighthouse' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/need an image model/);
      expect(
        (await offline.db.select({ credits: users.credits }).from(users).where(eq(users.id, who.user.id)))[0]!.credits,
      ).toBe(10);
    } finally {
      await offline.close();
    }
  });
});
