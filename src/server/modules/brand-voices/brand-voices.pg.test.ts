import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandVoices } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createBrandVoice, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Real parallel requests on PostgreSQL: the one-default invariant must hold.
describe('default brand voice under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const call = (path: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: {
        cookie,
        origin: 'http://localhost:3000',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });

  it('20 concurrent set-default calls leave exactly one default', async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(t.app, user.email);
    const voices = [await createBrandVoice(t.db, user.id, { isDefault: true, name: 'v0' })];
    for (let i = 1; i < 5; i++) voices.push(await createBrandVoice(t.db, user.id, { name: `v${i}` }));

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(`/api/brand-voice/${voices[i % 5]!.id}/set-default`, cookie, { method: 'POST' }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const defaults = (await t.db.select().from(brandVoices).where(eq(brandVoices.userId, user.id))).filter(
      (v) => v.isDefault,
    );
    expect(defaults).toHaveLength(1);
  });

  it('concurrent first voices and deletions keep exactly one default', async () => {
    const user = await createUser(t.db);
    const { cookie } = await signIn(t.app, user.email);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('/api/brand-voice', cookie, { method: 'POST', body: JSON.stringify({ name: `Voice ${i}` }) }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(8).fill(201));
    const rows = await t.db.select().from(brandVoices).where(eq(brandVoices.userId, user.id));
    expect(rows.filter((v) => v.isDefault)).toHaveLength(1);

    const toDelete = rows.slice(0, 5);
    const deleted = await Promise.all(
      toDelete.map((v) => call(`/api/brand-voice/${v.id}`, cookie, { method: 'DELETE' })),
    );
    expect(deleted.map((r) => r.status)).toEqual(Array(5).fill(200));
    const left = await t.db.select().from(brandVoices).where(eq(brandVoices.userId, user.id));
    expect(left).toHaveLength(3);
    expect(left.filter((v) => v.isDefault)).toHaveLength(1);
  });
});
