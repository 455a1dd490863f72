import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandVoices,
  creditPurchases,
  creditTransactions,
  images,
  passwordResetTokens,
  posts,
  sessions,
  users,
} from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createBrandVoice, createPost, createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GDPR: export and erasure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exports everything stored about the user, and nothing secret or of anyone else', async () => {
    const user = await createUser(t.db, {
      linkedinAccessToken: 'enc:secret-token',
      linkedinTokenExpiry: new Date('2027-01-01T00:00:00Z'),
      linkedinClientSecret: 'enc:client-secret',
      linkedinClientId: 'client-id',
    });
    const other = await createUser(t.db);
    await createBrandVoice(t.db, user.id, { name: 'Mine' });
    await createPost(t.db, user.id, { originalIdea: 'my idea' });
    await createPost(t.db, other.id, { originalIdea: 'their idea' });
    const headers = await signIn(t.app, user.email);

    const res = await t.app.inject({ url: '/api/gdpr/export-data', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="postwright-data-export-\d{4}-\d\d-\d\dT[\d-]+Z\.json"$/,
    );
    const data = res.json();
    expect(data.format).toBe('postwright-export-v1');
    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      linkedinConnected: true,
      hasLinkedinCredentials: true,
      linkedinClientId: 'client-id',
    });
    expect(data.brandVoices.map((v: { name: string }) => v.name)).toEqual(['Mine']);
    expect(data.posts.map((p: { originalIdea: string }) => p.originalIdea)).toEqual(['my idea']);
    expect(data.creditTransactions).toEqual([expect.objectContaining({ type: 'signup_bonus', amount: 15 })]);
    expect(data.sessions).toHaveLength(1);
    const text = res.body;
    for (const secret of ['enc:secret-token', 'enc:client-secret', user.password!, 'their idea', 'idempotencyKey'])
      expect(text).not.toContain(secret);
  });

  it('deletes the account with its password: content gone, sessions gone, financial records kept without the person', async () => {
    const user = await createUser(t.db);
    await createBrandVoice(t.db, user.id);
    const post = await createPost(t.db, user.id);
    await t.db.insert(images).values({ userId: user.id, postId: post.id, imageUrl: '/img/1.png' });
    await t.db.insert(passwordResetTokens).values({ userId: user.id, token: 'f'.repeat(64), expiresAt: new Date() });
    await t.db.insert(creditPurchases).values({
      userId: user.id,
      stripeSessionId: `cs_${user.id}`,
      packType: 'small',
      creditsAmount: 100,
      priceAmount: 1000,
      status: 'completed',
    });
    const headers = await signIn(t.app, user.email);

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Password is incorrect',
      fields: { password: 'Password is incorrect' },
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'pw_session')?.value).toBe('');

    for (const table of [brandVoices, posts, images, sessions, passwordResetTokens] as const) {
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(0);
    }
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const [purchase] = await t.db
      .select()
      .from(creditPurchases)
      .where(eq(creditPurchases.stripeSessionId, `cs_${user.id}`));
    expect(purchase).toMatchObject({ userId: null, priceAmount: 1000 });
    const ledger = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `signup:${user.id}`));
    expect(ledger).toEqual([expect.objectContaining({ userId: null, amount: 15 })]);

    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    await expect(signIn(t.app, user.email)).rejects.toThrow(/401/);
  });

  it('asks Google-only users to type DELETE', async () => {
    const user = await createUser(t.db, { password: null, googleId: 'g-del' });
    // Google-only users cannot sign in with a password; open a session the way Google sign-in does.
    const { session } = await t.app.services.accounts.signIn(user, { ip: '127.0.0.1' });
    const headers = { cookie: `pw_session=${session.token}` };
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { confirmation: 'delete me' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Type DELETE to confirm');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers,
      payload: { confirmation: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('needs a session for both', async () => {
    expect((await t.app.inject({ url: '/api/gdpr/export-data' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/account', payload: { password: 'x' } })).statusCode,
    ).toBe(401);
  });
});
