import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPurchases, creditTransactions, posts, sessions, systemLogs, users } from '../../db/schema';
import { signIn, type AuthHeaders } from '../../test/auth-helpers';
import { createPost, createUser, DEFAULT_TEST_PASSWORD } from '../../test/factories';
import { ledgerState } from '../../test/ledger';
import { createTestApp, type TestApp } from '../../test/test-app';

const ORIGIN = 'http://localhost:3000';

describe('admin: user management', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let headers: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { role: 'admin', fullName: 'Root Admin' });
    headers = await signIn(t.app, admin.email);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = headers,
  ) => t.app.inject({ method, url, payload: payload as never, headers: { origin: ORIGIN, ...extra } });

  it('lists users with their counts, searched and filtered by tier on the server', async () => {
    const grace = await createUser(t.db, {
      fullName: 'Grace Hopper',
      email: 'grace@navy.example',
      subscriptionTier: 'pro',
      credits: 40,
    });
    await createUser(t.db, { fullName: 'Alan Turing', email: 'alan@bletchley.example' });
    await createPost(t.db, grace.id);
    await createPost(t.db, grace.id);

    const found = await call('GET', '/api/admin/users?search=HOPPER');
    expect(found.statusCode).toBe(200);
    expect(found.json().users).toEqual([
      expect.objectContaining({
        id: grace.id,
        fullName: 'Grace Hopper',
        email: 'grace@navy.example',
        subscriptionTier: 'pro',
        creditBalance: 40,
        credits: 40,
        totalPosts: 2,
        totalImages: 0,
        role: 'user',
        suspendedAt: null,
      }),
    ]);
    expect(found.json().total).toBe(1);
    expect((await call('GET', '/api/admin/users?search=navy.example&tier=free')).json().users).toEqual([]);
    const pros = (await call('GET', '/api/admin/users?tier=pro')).json();
    expect(pros.users.map((u: { id: string }) => u.id)).toContain(grace.id);
    expect(pros.users.every((u: { subscriptionTier: string }) => u.subscriptionTier === 'pro')).toBe(true);
    // A % in the search is a literal character, not a wildcard.
    expect((await call('GET', '/api/admin/users?search=%25')).json().total).toBe(0);
  });

  it('adds and subtracts credits through the ledger, never below zero, and logs the change', async () => {
    const user = await createUser(t.db, { credits: 10 });
    const added = await call('POST', `/api/admin/users/${user.id}/credits`, { amount: 25, action: 'add' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ creditBalance: 35 });
    const subtracted = await call('POST', `/api/admin/users/${user.id}/credits`, { amount: 5, action: 'subtract' });
    expect(subtracted.json()).toMatchObject({ creditBalance: 30 });

    const tooMuch = await call('POST', `/api/admin/users/${user.id}/credits`, { amount: 31, action: 'subtract' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Cannot subtract 31 credits: the user has only 30');

    const ledger = await t.db.select().from(creditTransactions).where(eq(creditTransactions.userId, user.id));
    expect(ledger.filter((r) => r.type === 'admin_adjustment').map((r) => r.amount)).toEqual([25, -5]);
    expect(await ledgerState(t.db, user.id)).toEqual({ balance: 30, ledgerSum: 30 });

    const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.userId, user.id));
    expect(logs.map((l) => l.metadata)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          adminId: admin.id,
          action: 'credits',
          before: { credits: 10 },
          after: { credits: 35 },
        }),
      ]),
    );
  });

  it('answers a replayed adjustment (same Idempotency-Key) without moving credits twice', async () => {
    const user = await createUser(t.db, { credits: 0 });
    const key = { ...headers, 'idempotency-key': 'adjust-0001-abcd' };
    await call('POST', `/api/admin/users/${user.id}/credits`, { amount: 7, action: 'add' }, key);
    const replay = await call('POST', `/api/admin/users/${user.id}/credits`, { amount: 7, action: 'add' }, key);
    expect(replay.json()).toMatchObject({ creditBalance: 7 });
  });

  it('validates every body', async () => {
    const user = await createUser(t.db);
    const bad = [
      [`/api/admin/users/${user.id}/credits`, { amount: 0, action: 'add' }, 'Amount must be at least 1'],
      [`/api/admin/users/${user.id}/credits`, { amount: 1.5, action: 'add' }, 'Amount must be a whole number'],
      [`/api/admin/users/${user.id}/credits`, { amount: 5, action: 'double' }, 'Action must be add or subtract'],
      [`/api/admin/users/${user.id}/credits`, { action: 'add' }, 'Amount must be a number'],
      [`/api/admin/users/${user.id}/tier`, { tier: 'platinum' }, 'Choose a tier: free, starter, pro or business'],
      [`/api/admin/users/${user.id}/role`, { role: 'owner' }, 'Role must be user or admin'],
      [
        '/api/admin/pricing-settings',
        { subscriptionPlans: { pro: { price: 49.5 } } },
        'Price must be a whole number of cents',
      ],
      ['/api/admin/pricing-settings', { creditPacks: { small: { credits: 0 } } }, 'Credits must be at least 1'],
      ['/api/admin/pricing-settings', { featureCosts: { post_generation: -1 } }, 'Cost cannot be negative'],
      [
        '/api/admin/discount-codes',
        { code: 'x', value: 10 },
        'Code must be 3 to 32 letters, digits, dashes or underscores',
      ],
      ['/api/admin/discount-codes', { code: 'BIG', value: 150 }, 'A percentage discount is at most 100'],
      [
        '/api/admin/discount-codes',
        { code: 'DATES', value: 5, startDate: '2026-12-01', endDate: '2026-11-01' },
        'End date must be after the start date',
      ],
    ] as const;
    for (const [url, body, message] of bad) {
      const response = await call('POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await call('GET', '/api/admin/revenue?period=decade')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/logs?level=fatal')).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/users/not-a-user/tier', { tier: 'pro' })).statusCode).toBe(404);
  });

  it('changes the tier and logs before and after', async () => {
    const user = await createUser(t.db);
    const response = await call('POST', `/api/admin/users/${user.id}/tier`, { tier: 'business' });
    expect(response.json()).toMatchObject({ subscriptionTier: 'business' });
    const [log] = await t.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.message, 'Administrator changed the tier to business'));
    expect(log?.metadata).toMatchObject({
      before: { tier: 'free' },
      after: { tier: 'business' },
      adminEmail: admin.email,
    });
  });

  it('suspends: sessions end, sign-in is refused with a clear message; unsuspending lets them back', async () => {
    const user = await createUser(t.db);
    const userHeaders = await signIn(t.app, user.email);
    expect((await call('GET', '/api/auth/me', undefined, userHeaders)).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/users/${user.id}/suspend`)).json().suspendedAt).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await call('GET', '/api/auth/me', undefined, userHeaders)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account has been suspended. Please contact support.');

    expect((await call('POST', `/api/admin/users/${user.id}/unsuspend`)).json().suspendedAt).toBeNull();
    await signIn(t.app, user.email);
  });

  it('deletes like the owner’s own deletion: content gone, financial rows kept without the user', async () => {
    const user = await createUser(t.db);
    await createPost(t.db, user.id);
    const [purchase] = await t.db
      .insert(creditPurchases)
      .values({
        userId: user.id,
        stripeSessionId: `cs_${user.id}`,
        packType: 'small',
        creditsAmount: 100,
        priceAmount: 1000,
        status: 'completed',
      })
      .returning();
    expect((await call('DELETE', `/api/admin/users/${user.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.db.select().from(posts).where(eq(posts.userId, user.id))).toEqual([]);
    const [kept] = await t.db.select().from(creditPurchases).where(eq(creditPurchases.id, purchase!.id));
    expect(kept).toMatchObject({ userId: null, priceAmount: 1000 });
    const [log] = await t.db
      .select()
      .from(systemLogs)
      .where(eq(systemLogs.message, 'Administrator deleted an account'))
      .limit(1);
    expect(log?.metadata).toMatchObject({ targetUserId: user.id, adminId: admin.id });
  });

  it('refuses to suspend, demote or delete oneself, and never removes the last administrator', async () => {
    for (const [method, url, body] of [
      ['POST', `/api/admin/users/${admin.id}/suspend`, undefined],
      ['POST', `/api/admin/users/${admin.id}/role`, { role: 'user' }],
      ['DELETE', `/api/admin/users/${admin.id}`, undefined],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^You cannot (suspend|demote|delete) your own account$/);
    }
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0]).toMatchObject({
      role: 'admin',
      suspendedAt: null,
    });

    // A second administrator may be removed while the first remains…
    const second = await createUser(t.db, { role: 'admin' });
    expect((await call('POST', `/api/admin/users/${second.id}/role`, { role: 'user' })).statusCode).toBe(200);
    // …but the last active one stands, whoever asks (here a former administrator, straight through the service).
    const actor = { id: second.id, email: second.email };
    await expect(t.app.services.adminUsers.suspend(actor, admin.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last administrator cannot be removed',
    });
    await expect(t.app.services.adminUsers.changeRole(actor, admin.id, 'user')).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(t.app.services.adminUsers.remove(actor, admin.id)).rejects.toMatchObject({ statusCode: 409 });
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0]).toMatchObject({
      role: 'admin',
      suspendedAt: null,
    });
  });

  it('makes only a confirmed address an administrator', async () => {
    const unconfirmed = await createUser(t.db, { emailVerifiedAt: null });
    const refused = await call('POST', `/api/admin/users/${unconfirmed.id}/role`, { role: 'admin' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('has not confirmed their e-mail address');
    expect((await t.db.select().from(users).where(eq(users.id, unconfirmed.id)))[0]!.role).toBe('user');

    const confirmed = await createUser(t.db);
    expect((await call('POST', `/api/admin/users/${confirmed.id}/role`, { role: 'admin' })).statusCode).toBe(200);
  });
});
