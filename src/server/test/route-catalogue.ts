import type { z } from 'zod';
import { PUBLIC_ROUTES } from '../plugins/public-routes';
import type { RegisteredRoute } from '../plugins/route-list';
import { DEFAULT_TEST_PASSWORD } from './factories';

// What the security suites (src/server/security/) know about each API route.
// They walk the routes the app registers (app.registeredRoutes) and fail on
// any route this file does not account for, so a new route has to be placed
// here: public (and why: plugins/public-routes.ts), owned (whose object its id names), and a valid
// request for it. Routes under /api/admin/ need an administrator; every other
// route needs a session.

/** `METHOD /api/path` as registered. */
export type RouteKey = string;

export const routeKey = (route: { method: string; url: string }): RouteKey => `${route.method} ${route.url}`;

/** Routes anyone may call, with the reason (kept beside the OpenAPI document, which marks the others as signed-in). */
export { PUBLIC_ROUTES };

/** Objects one user owns, as the ownership matrix creates them for user A. */
export type OwnedKind = 'brandVoice' | 'post' | 'checkoutSession' | 'media';

/** Routes that name one user's object (in the path, or in the body as the sample shows), and which kind. */
export const OWNED_ROUTES: Record<RouteKey, OwnedKind> = {
  'GET /api/brand-voices/:id': 'brandVoice',
  'PUT /api/brand-voices/:id': 'brandVoice',
  'DELETE /api/brand-voice/:id': 'brandVoice',
  'POST /api/brand-voice/:id/set-default': 'brandVoice',
  'POST /api/brand-voice/:id/clone': 'brandVoice',
  'GET /api/brand-voices/:id/samples': 'brandVoice',
  'POST /api/brand-voices/:id/samples': 'brandVoice',
  'POST /api/brand-voices/:id/samples/from-post/:postId': 'brandVoice',
  'DELETE /api/brand-voices/:id/samples/:sampleId': 'brandVoice',
  'GET /api/brand-voices/:id/style': 'brandVoice',
  'POST /api/brand-voices/:id/check': 'brandVoice',
  'PATCH /api/posts/:id': 'post',
  'POST /api/posts/:id/analyze-consistency': 'post',
  'POST /api/posts/:id/improve': 'post',
  'POST /api/linkedin/publish': 'post',
  'GET /api/posts/:id/media': 'post',
  'POST /api/posts/:id/media': 'post',
  'POST /api/posts/:id/carousel': 'post',
  'GET /api/media/:id': 'media',
  'PATCH /api/media/:id': 'media',
  'DELETE /api/media/:id': 'media',
  'POST /api/posts/:id/schedule': 'post',
  'POST /api/posts/:id/queue': 'post',
  'DELETE /api/posts/:id/schedule': 'post',
  'GET /api/stripe/checkout-session/:id': 'checkoutSession',
};

/** The ids a sample may refer to: user A's objects in the ownership matrix, the caller's own elsewhere. */
export type SampleIds = { brandVoice: string; post: string; checkoutSession: string; media: string; anyId: string };

export type RouteSample = { body?: unknown; query?: Record<string, string> };

const uniqueEmail = () => `sample-${Math.random().toString(36).slice(2, 10)}@example.com`;

export const brandVoiceSample = () => ({
  name: 'Thoughtful Founder',
  description: 'How I write about building companies',
  category: 'Business',
  formality: 40,
  personalSharing: 70,
  confidence: 80,
  goal: 'thought-leadership',
  targetAudience: 'entrepreneurs',
  styleChoices: { opening: 'B', structure: 'A', tone: 'B', engagement: 'A', length: 'A' },
  coreValues: 'Honesty, craft',
});

const postOptions = () => ({
  originalIdea: 'What a small team taught me about shipping',
  platform: 'linkedin',
  mood: 'professional',
  postLength: 'short',
});

/** A valid request for every route that takes a body or a query (checked against the route's own schema). */
export const ROUTE_SAMPLES: Record<RouteKey, (ids: SampleIds) => RouteSample> = {
  'POST /api/contact': () => ({
    body: { name: 'Ada Lovelace', email: uniqueEmail(), subject: 'A question', message: 'Do you support threads yet?' },
  }),
  'POST /api/auth/register': () => ({
    body: { fullName: 'Ada Lovelace', email: uniqueEmail(), password: DEFAULT_TEST_PASSWORD },
  }),
  'POST /api/auth/login': () => ({ body: { email: uniqueEmail(), password: DEFAULT_TEST_PASSWORD } }),
  'PATCH /api/auth/profile': () => ({ body: { fullName: 'Ada Byron' } }),
  'POST /api/auth/confirm-email': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/auth/verify-email': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/auth/sign-in-link': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/auth/undo-email-change': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/auth/change-password': () => ({
    body: {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'another long password',
      confirmPassword: 'another long password',
    },
  }),
  'POST /api/auth/forgot-password': () => ({ body: { email: uniqueEmail() } }),
  'POST /api/auth/reset-password': () => ({ body: { token: 'not-a-real-token', password: 'another long password' } }),
  'DELETE /api/auth/account': () => ({ body: { password: DEFAULT_TEST_PASSWORD } }),
  'GET /api/auth/google/callback': () => ({ query: { code: 'code', state: 'state' } }),
  'POST /api/auth/apple/callback': () => ({ body: { code: 'code', state: 'state' } }),
  'POST /api/brand-voice': () => ({ body: brandVoiceSample() }),
  'PUT /api/brand-voices/:id': () => ({ body: brandVoiceSample() }),
  'POST /api/brand-voice/:id/clone': () => ({ body: { name: 'Copy of my voice' } }),
  'POST /api/brand-voice/generate-ab-questions': () => ({
    body: { name: 'Thoughtful Founder', goal: 'thought-leadership' },
  }),
  'GET /api/brand-voices/:id/samples': () => ({ query: { q: 'ship' } }),
  'POST /api/brand-voices/:id/samples': () => ({
    body: { posts: ['We shipped the smallest useful thing first.\n---\nThree customers asked for it.'] },
  }),
  'POST /api/brand-voices/measure-posts': () => ({
    body: {
      text: 'We shipped the smallest useful thing first.\n---\nThree customers asked for it. What would you ship?',
    },
  }),
  'POST /api/brand-voices/:id/check': () => ({
    body: { text: 'We shipped the smallest useful thing first. What would you ship?' },
  }),
  'GET /api/posts': () => ({ query: { limit: '5' } }),
  'GET /api/posts/search': () => ({ query: { page: '1', limit: '10', search: 'team' } }),
  'POST /api/posts/enhance-prompt': () => ({ body: postOptions() }),
  'POST /api/posts/generate': () => ({ body: { ...postOptions(), versions: 1 } }),
  'POST /api/posts/generate/stream': () => ({ body: { ...postOptions(), versions: 1 } }),
  'PATCH /api/posts/:id': () => ({ body: { generatedContent: 'Rewritten by hand.' } }),
  'POST /api/posts/:id/improve': () => ({ body: { action: 'hook' } }),
  'POST /api/discount-codes/validate': () => ({ body: { code: 'WELCOME10', packKey: 'small' } }),
  'POST /api/stripe/create-subscription-checkout': () => ({ body: { planKey: 'starter' } }),
  'POST /api/stripe/create-credit-checkout': () => ({ body: { packKey: 'small' } }),
  'POST /api/stripe/cancel-checkout': () => ({ body: { reservationId: '00000000-0000-4000-8000-000000000000' } }),
  'PUT /api/billing/auto-top-up': () => ({ body: { enabled: false, packKey: 'small', monthlyLimit: 50 } }),
  'POST /api/billing/auto-top-up/complete': () => ({ body: { topUpId: '00000000-0000-4000-8000-000000000000' } }),
  'GET /api/billing/receipt': () => ({ query: { kind: 'purchase', id: '00000000-0000-4000-8000-000000000000' } }),
  'POST /api/linkedin/credentials': () => ({
    body: {
      clientId: 'client_id',
      clientSecret: 'client-secret',
      redirectUri: 'http://localhost:3000/api/linkedin/callback',
    },
  }),
  'GET /api/linkedin/auth': () => ({ query: { limited: 'false', popup: 'true' } }),
  'POST /api/linkedin/settings': () => ({ body: { directPostingEnabled: true } }),
  'POST /api/linkedin/publish': (ids) => ({ body: { postId: ids.post } }),
  'PUT /api/linkedin/target': () => ({ body: { target: 'member' } }),
  'POST /api/posts/:id/media': () => ({ body: { kind: 'card', template: 'quote' } }),
  'PATCH /api/media/:id': () => ({
    body: { slides: ['Cover', 'Focus', 'Trust', 'Speed', 'Thanks'].map((heading) => ({ heading, body: '' })) },
  }),
  'PUT /api/brand-kit': () => ({
    body: { background: '#ffffff', text: '#111111', accent: '#0a66c2', font: 'merriweather' },
  }),
  'POST /api/posts/:id/schedule': () => ({
    body: { scheduledAt: '2099-01-05T09:00:00+01:00', firstComment: 'More: https://example.com' },
  }),
  'POST /api/posts/:id/queue': () => ({ body: {} }),
  'GET /api/schedule': () => ({ query: { from: '2026-11-01T00:00:00+01:00', to: '2026-12-01T00:00:00+01:00' } }),
  'PUT /api/schedule/settings': () => ({
    body: {
      schedulingEnabled: true,
      timeZone: 'Europe/Brussels',
      defaultScheduleDays: ['mon', 'wed'],
      slots: ['09:00', '17:30'],
    },
  }),
  'GET /api/admin/users': () => ({ query: { page: '1', limit: '20' } }),
  'POST /api/admin/users/:id/credits': () => ({ body: { amount: 5, action: 'add' } }),
  'POST /api/admin/users/:id/tier': () => ({ body: { tier: 'pro' } }),
  'POST /api/admin/users/:id/role': () => ({ body: { role: 'user' } }),
  'POST /api/admin/pricing-settings': () => ({ body: {} }),
  'POST /api/admin/discount-codes': () => ({ body: { code: `FUZZ${Math.floor(Math.random() * 1e6)}`, value: 10 } }),
  'PUT /api/admin/discount-codes/:id': () => ({ body: { value: 15 } }),
  'GET /api/admin/revenue': () => ({ query: { period: 'month' } }),
  'GET /api/admin/logs': () => ({ query: { page: '1' } }),
  'GET /api/admin/logs/export': () => ({ query: { level: 'all' } }),
};

/** The URL of a route with its `:params` filled: owned routes get the kind's id, others `ids.anyId`. */
export function fillPath(url: string, ids: SampleIds, kind?: OwnedKind): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => (name === 'file' ? 'init.js' : kind ? ids[kind] : ids.anyId));
}

const zodOf = (schema: unknown, part: 'body' | 'querystring') =>
  (schema as Record<string, z.ZodType | undefined> | undefined)?.[part];

/** What keeps the catalogue true to the registered routes: an empty list, or one line per route nobody placed. */
export function catalogueProblems(routes: readonly RegisteredRoute[]): string[] {
  const ids: SampleIds = {
    brandVoice: crypto.randomUUID(),
    post: crypto.randomUUID(),
    checkoutSession: 'cs_test_sample',
    media: crypto.randomUUID(),
    anyId: crypto.randomUUID(),
  };
  const problems: string[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    const isAdmin = route.url.startsWith('/api/admin/');
    if (!(key in PUBLIC_ROUTES) && !isAdmin && route.url.includes('/:') && !(key in OWNED_ROUTES))
      problems.push(`${key}: names an object but is not in OWNED_ROUTES`);
    const sample = ROUTE_SAMPLES[key]?.(ids);
    const body = zodOf(route.schema, 'body');
    if (body && !sample?.body) problems.push(`${key}: takes a body but has no sample in ROUTE_SAMPLES`);
    if (body && sample?.body && !body.safeParse(sample.body).success)
      problems.push(`${key}: its sample body does not pass the route's schema`);
    const query = zodOf(route.schema, 'querystring');
    if (query && sample?.query && !query.safeParse(sample.query).success)
      problems.push(`${key}: its sample query does not pass the route's schema`);
  }
  const keys = new Set(routes.map(routeKey));
  for (const key of [...Object.keys(PUBLIC_ROUTES), ...Object.keys(OWNED_ROUTES), ...Object.keys(ROUTE_SAMPLES)]) {
    if (!keys.has(key)) problems.push(`${key}: listed in route-catalogue.ts but not registered`);
  }
  return problems;
}
