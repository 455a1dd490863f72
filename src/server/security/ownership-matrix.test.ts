import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandVoiceInputSchema } from '@shared/schemas/brand-voices';
import type { RegisteredRoute } from '../plugins/route-list';
import { createBrandVoice, createMedia, createPost } from '../test/factories';
import {
  OWNED_ROUTES,
  PUBLIC_ROUTES,
  ROUTE_SAMPLES,
  catalogueProblems,
  fillPath,
  routeKey,
  type OwnedKind,
  type SampleIds,
} from '../test/route-catalogue';
import {
  createStripeTestApp,
  customer,
  startCheckout,
  type Customer,
  type StripeTestApp,
} from '../test/stripe-test-app';
import { snapshotUserRows } from '../test/user-rows';
import { signedInUser } from '../test/auth-helpers';

// Issue #15, "tests that keep it so": the matrix is generated from the routes
// the app registers, so a route added tomorrow is checked (or fails the first
// test until it is placed in test/route-catalogue.ts).

const isAdminRoute = (route: RegisteredRoute) => route.url.startsWith('/api/admin/');
const isPublic = (route: RegisteredRoute) => routeKey(route) in PUBLIC_ROUTES;

let address = 0;
/** Each request from an address of its own: per-IP limits are not what this suite measures. */
const nextAddress = () => `10.99.${Math.floor(++address / 250)}.${address % 250}`;

describe('ownership matrix (generated from the registered routes)', () => {
  let t: StripeTestApp;
  let routes: RegisteredRoute[];
  beforeAll(async () => {
    t = await createStripeTestApp();
    routes = t.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
  });
  afterAll(() => t.close());

  function call(route: RegisteredRoute, ids: SampleIds, headers: Record<string, string> = {}, kind?: OwnedKind) {
    const sample = ROUTE_SAMPLES[routeKey(route)]?.(ids) ?? {};
    const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: fillPath(route.url, ids, kind ?? OWNED_ROUTES[routeKey(route)]) + query,
      headers,
      remoteAddress: nextAddress(),
    };
    if (sample.body !== undefined) options.payload = sample.body as InjectOptions['payload'];
    return t.app.inject(options);
  }

  const someIds = (): SampleIds => ({
    brandVoice: crypto.randomUUID(),
    post: crypto.randomUUID(),
    checkoutSession: 'cs_test_unknown',
    media: crypto.randomUUID(),
    anyId: crypto.randomUUID(),
  });

  it('places every registered route: public, admin, or signed-in; owned when it names an object; a valid sample when it takes input', () => {
    expect(routes.length).toBeGreaterThan(60);
    const problems = catalogueProblems(routes);
    expect(problems).toEqual([]);
  });

  it('fails for a route nobody placed: an id not in OWNED_ROUTES, a body without a sample, a catalogue entry for a removed route', () => {
    const withNewRoutes: RegisteredRoute[] = [
      ...routes.filter((route) => routeKey(route) !== 'POST /api/contact'),
      { method: 'DELETE', url: '/api/widgets/:id', schema: undefined, config: undefined },
      { method: 'POST', url: '/api/widgets', schema: { body: brandVoiceInputSchema }, config: undefined },
    ];
    expect(catalogueProblems(withNewRoutes)).toEqual([
      'DELETE /api/widgets/:id: names an object but is not in OWNED_ROUTES',
      'POST /api/widgets: takes a body but has no sample in ROUTE_SAMPLES',
      'POST /api/contact: listed in route-catalogue.ts but not registered',
      'POST /api/contact: listed in route-catalogue.ts but not registered',
    ]);
  });

  it('answers 401 to a signed-out caller on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !isPublic(r))) {
      const response = await call(route, someIds());
      if (response.statusCode !== 401)
        wrong.push(`${routeKey(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers public routes to a signed-out caller without asking for a session or a server error', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter(isPublic)) {
      const response = await call(route, someIds());
      // Sign-in's own 401 is about the credentials in the sample (an unknown address), not a missing session.
      const asksForSession = response.statusCode === 401 && routeKey(route) !== 'POST /api/auth/login';
      if (asksForSession || response.statusCode >= 500)
        wrong.push(`${routeKey(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in non-administrator on every admin route', async () => {
    const { headers } = await signedInUser(t, {}, nextAddress());
    const wrong: string[] = [];
    for (const route of routes.filter(isAdminRoute)) {
      const response = await call(route, someIds(), headers);
      if (response.statusCode !== 403)
        wrong.push(`${routeKey(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to user B on every route that names user A's object, and changes none of A's rows", async () => {
    const alice: Customer = await customer(t, { credits: 50 });
    const bob: Customer = await customer(t, { credits: 50 });
    const ids: SampleIds = {
      brandVoice: (await createBrandVoice(t.db, alice.user.id, { isDefault: true })).id,
      post: (await createPost(t.db, alice.user.id)).id,
      checkoutSession: await startCheckout(alice, { packKey: 'small' }),
      media: (await createMedia(t.db, alice.user.id)).id,
      anyId: crypto.randomUUID(),
    };
    // The ids are real: Alice reaches her own objects.
    expect((await alice.inject({ url: `/api/brand-voices/${ids.brandVoice}` })).statusCode).toBe(200);
    expect((await alice.inject({ url: `/api/stripe/checkout-session/${ids.checkoutSession}` })).statusCode).toBe(200);
    expect((await alice.inject({ url: '/api/posts' })).json().posts.map((p: { id: string }) => p.id)).toContain(
      ids.post,
    );

    const before = await snapshotUserRows(t.db, alice.user.id);
    const owned = routes.filter((route) => routeKey(route) in OWNED_ROUTES);
    expect(owned.length).toBe(Object.keys(OWNED_ROUTES).length);
    const wrong: string[] = [];
    for (const route of owned) {
      const kind = OWNED_ROUTES[routeKey(route)]!;
      const response = await call(route, ids, bob.headers, kind);
      if (response.statusCode !== 404)
        wrong.push(`${routeKey(route)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotUserRows(t.db, alice.user.id)).toEqual(before);
  });
});
