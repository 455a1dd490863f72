import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings, posts } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';

// Real parallel HTTP requests on PostgreSQL: credits can never be overspent.
describe('generation under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('30 parallel generate requests against a balance of 10: exactly 10 succeed, 20 get 402', async () => {
    const user = await createUser(t.db, { credits: 10 });
    const { cookie } = await signIn(t.app, user.email);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${base}/api/posts/generate`, {
          method: 'POST',
          headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
          body: JSON.stringify({ originalIdea: `Parallel idea ${i}`, platform: 'linkedin', versions: 1 }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 402)).toHaveLength(20);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toHaveLength(10);
  });

  it('50 parallel requests spending 1 credit each against a balance of 5 (enhance at cost 1): exactly 5 succeed', async () => {
    // Admin-set cost (the default is 0); read fresh by every request.
    await t.db.insert(adminSettings).values({ key: 'feature_costs', value: { prompt_enhancement: 1 } });
    const user = await createUser(t.db, { credits: 5 });
    const { cookie } = await signIn(t.app, user.email);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${base}/api/posts/enhance-prompt`, {
          method: 'POST',
          headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
          body: JSON.stringify({ originalIdea: 'Parallel enhancement', platform: 'linkedin' }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(45);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });
});
