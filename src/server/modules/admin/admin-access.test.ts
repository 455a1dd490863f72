import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlerts, discountCodes } from '../../db/schema';
import { signIn, type AuthHeaders } from '../../test/auth-helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every /api/admin route × (signed out → 401, user → 403, admin → 2xx).

const ORIGIN = { origin: 'http://localhost:3000' };

describe('admin routes: who may call them', () => {
  let t: TestApp;
  let adminHeaders: AuthHeaders;
  let userHeaders: AuthHeaders;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { role: 'admin' });
    const user = await createUser(t.db);
    adminHeaders = await signIn(t.app, admin.email);
    userHeaders = await signIn(t.app, user.email);
  });
  afterAll(() => t.close());

  const someUser = async () => (await createUser(t.db, { credits: 20 })).id;
  const someCode = async () =>
    (
      await t.db
        .insert(discountCodes)
        .values({ code: `C${Math.random().toString(36).slice(2, 10).toUpperCase()}`, type: 'percentage', value: 10 })
        .returning()
    )[0]!.id;
  const someAlert = async () =>
    (
      await t.db.insert(adminAlerts).values({ type: 'test', title: 'T', message: 'M', severity: 'info' }).returning()
    )[0]!.id;

  type Route = { name: string; request: () => Promise<InjectOptions>; expected: number };
  const routes: Route[] = [
    { name: 'GET stats', request: async () => ({ method: 'GET', url: '/api/admin/stats' }), expected: 200 },
    {
      name: 'GET users',
      request: async () => ({ method: 'GET', url: '/api/admin/users?search=a&tier=free' }),
      expected: 200,
    },
    {
      name: 'POST credits',
      request: async () => ({
        method: 'POST',
        url: `/api/admin/users/${await someUser()}/credits`,
        payload: { amount: 5, action: 'add' },
      }),
      expected: 200,
    },
    {
      name: 'POST tier',
      request: async () => ({
        method: 'POST',
        url: `/api/admin/users/${await someUser()}/tier`,
        payload: { tier: 'pro' },
      }),
      expected: 200,
    },
    {
      name: 'POST role',
      request: async () => ({
        method: 'POST',
        url: `/api/admin/users/${await someUser()}/role`,
        payload: { role: 'admin' },
      }),
      expected: 200,
    },
    {
      name: 'POST suspend',
      request: async () => ({ method: 'POST', url: `/api/admin/users/${await someUser()}/suspend` }),
      expected: 200,
    },
    {
      name: 'POST unsuspend',
      request: async () => ({ method: 'POST', url: `/api/admin/users/${await someUser()}/unsuspend` }),
      expected: 200,
    },
    {
      name: 'DELETE user',
      request: async () => ({ method: 'DELETE', url: `/api/admin/users/${await someUser()}` }),
      expected: 200,
    },
    {
      name: 'GET pricing-settings',
      request: async () => ({ method: 'GET', url: '/api/admin/pricing-settings' }),
      expected: 200,
    },
    {
      name: 'POST pricing-settings',
      request: async () => ({
        method: 'POST',
        url: '/api/admin/pricing-settings',
        payload: { featureCosts: { post_generation: 1 } },
      }),
      expected: 200,
    },
    {
      name: 'GET discount-codes',
      request: async () => ({ method: 'GET', url: '/api/admin/discount-codes' }),
      expected: 200,
    },
    {
      name: 'POST discount-codes',
      request: async () => ({
        method: 'POST',
        url: '/api/admin/discount-codes',
        payload: { code: `N${Math.random().toString(36).slice(2, 10)}`, value: 10 },
      }),
      expected: 201,
    },
    {
      name: 'PUT discount-codes',
      request: async () => ({
        method: 'PUT',
        url: `/api/admin/discount-codes/${await someCode()}`,
        payload: { isActive: false },
      }),
      expected: 200,
    },
    {
      name: 'DELETE discount-codes',
      request: async () => ({ method: 'DELETE', url: `/api/admin/discount-codes/${await someCode()}` }),
      expected: 200,
    },
    {
      name: 'GET revenue',
      request: async () => ({ method: 'GET', url: '/api/admin/revenue?period=quarter' }),
      expected: 200,
    },
    {
      name: 'GET logs',
      request: async () => ({ method: 'GET', url: '/api/admin/logs?level=error&source=stripe&search=x&page=1' }),
      expected: 200,
    },
    {
      name: 'GET logs/export',
      request: async () => ({ method: 'GET', url: '/api/admin/logs/export?level=info' }),
      expected: 200,
    },
    { name: 'GET alerts', request: async () => ({ method: 'GET', url: '/api/admin/alerts' }), expected: 200 },
    {
      name: 'POST alerts mark-read',
      request: async () => ({ method: 'POST', url: `/api/admin/alerts/${await someAlert()}/mark-read` }),
      expected: 200,
    },
    {
      name: 'DELETE alerts',
      request: async () => ({ method: 'DELETE', url: `/api/admin/alerts/${await someAlert()}` }),
      expected: 200,
    },
  ];

  const send = async (route: Route, headers: Record<string, string>) => {
    const options = await route.request();
    return t.app.inject({ ...options, headers: { ...ORIGIN, ...headers } } as InjectOptions);
  };

  it.each(routes)('$name: 401 signed out, 403 for a user, $expected for an administrator', async (route) => {
    const signedOut = await send(route, {});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED' });

    const user = await send(route, userHeaders);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ message: 'Access denied. Admin privileges required.' });

    const admin = await send(route, adminHeaders);
    expect(admin.statusCode, admin.body).toBe(route.expected);
  });
});
