import { PUBLIC_ROUTES } from './public-routes';

// Every answer a route can give, for the OpenAPI document (issue 24, decision 094). A route's own
// `schema.response` says what it answers when all goes well; the refusals every route shares (the one error body,
// `{ message, code, fields? }`) follow from what the route is, here, in one place, so no route file repeats them:
// - every route: 400 (input guard, validation), 503 (the database is lost);
// - a route that is not public (plugins/public-routes.ts): 401; an admin route: 403;
// - a state-changing route the cross-site guard covers: 403; a method with a body: 413, 415;
// - a path parameter: 404 (no such object, or not yours), 414 (too long);
// - a rate-limited route (`config.rateLimit`): 429; a paid AI request (`schema.idempotent`): 402, 409.
// What a service refuses beyond that, and answers that are not JSON, are listed below by route.

export type RouteFacts = {
  method: string;
  url: string;
  schema?: unknown;
  config?: unknown;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refusals a service gives that the route's shape does not imply (each found in its service, kept by the fuzzer). */
const SERVICE_REFUSALS: Record<string, number[]> = {
  // accounts: a taken address (409), wrong credentials (401), a suspended account (403), the throttles (429)
  'POST /api/auth/register': [409],
  'POST /api/auth/login': [401, 403, 429],
  'POST /api/auth/sign-in-link': [403],
  'PATCH /api/auth/profile': [409, 429],
  'POST /api/auth/change-password': [429],
  'DELETE /api/auth/account': [429],
  // buying and publishing wait for a confirmed address (403), Stripe or LinkedIn may fail (502), states conflict (409)
  'POST /api/stripe/create-subscription-checkout': [409, 502],
  'POST /api/stripe/create-credit-checkout': [409, 502],
  'POST /api/stripe/portal': [404, 502],
  'GET /api/stripe/checkout-session/:id': [502],
  'PUT /api/billing/auto-top-up': [409, 502],
  'POST /api/billing/auto-top-up/complete': [404, 409, 502],
  'POST /api/stripe/webhook': [502],
  'POST /api/linkedin/publish': [404, 409, 502],
  'GET /api/linkedin/auth': [409],
  // company pages (decision 123): no usable connection (409), LinkedIn would not list them (502)
  'POST /api/linkedin/pages/refresh': [409, 502],
  'POST /api/posts/:id/schedule': [409],
  'POST /api/posts/:id/queue': [409],
  'POST /api/brand-voice': [409],
  'POST /api/brand-voice/:id/set-default': [409],
  // admin: the last administrator (409), a code already taken (409)
  'POST /api/admin/users/:id/role': [409],
  'POST /api/admin/users/:id/suspend': [409],
  'DELETE /api/admin/users/:id': [409],
  'POST /api/admin/discount-codes': [409],
  'PUT /api/admin/discount-codes/:id': [409],
  // media: AI pictures cost credits and have an hourly cap; the image provider may fail
  'POST /api/posts/:id/media': [402, 429, 502],
  'GET /api/billing/receipt': [404],
};

/** `{ description, content? }` per status, for answers other than the route's JSON schema and the shared refusals. */
export type Answer = { description: string; content?: Record<string, { schema?: Record<string, unknown> }> };

const redirect = (to: string): Answer => ({ description: `Redirect (Location) to ${to}` });

/** Answers that are not a JSON body of the route's schema: redirects, streams, files. */
const OTHER_ANSWERS: Record<string, Record<string, Answer>> = {
  'GET /api/auth/google': { 302: redirect("Google's sign-in page, or /auth?error=… when Google is not configured") },
  'GET /api/auth/google/callback': { 302: redirect('/ when signed in, /auth?error=… or /profile?google=… otherwise') },
  'GET /api/auth/apple': { 302: redirect("Apple's sign-in page, or /auth?error=apple_not_configured") },
  'POST /api/auth/apple/callback': { 303: redirect('/ when signed in, else /auth or /auth?error=…') },
  'GET /api/linkedin/callback': { 302: redirect('/linkedin/callback?… (the page that reports to the profile)') },
  'GET /api/billing/receipt': { 302: redirect("Stripe's receipt or invoice page") },
  'POST /api/posts/generate/stream': {
    200: {
      description:
        'Server-sent events: `version` (the text of each version as it is written), then `saved` (the saved posts) or `error` ({ message, code, status })',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
  },
  'GET /api/admin/logs/export': {
    200: {
      description: 'The filtered logs as CSV (RFC 4180)',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
  'GET /api/gdpr/export-data': {
    200: {
      description: 'Everything stored about the user, as a JSON file (secrets excluded)',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  },
  'GET /api/media/:id': {
    200: {
      description: 'The file (a picture or a PDF), to its owner only',
      content: {
        'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
        'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
        'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } },
        'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
      },
    },
    304: { description: 'Not modified (If-None-Match)' },
  },
  'DELETE /api/media/:id': { 204: { description: 'Deleted' } },
  'POST /api/stripe/webhook': {
    200: {
      description: 'The event was verified and applied (or had been already)',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { received: { type: 'boolean', const: true } },
            required: ['received'],
            additionalProperties: false,
          },
        },
      },
    },
  },
};

/** Request bodies that are not JSON: uploads. */
export const MULTIPART_BODIES = new Set(['PUT /api/brand-kit/logo', 'PUT /api/profile/picture']);

/** The statuses a route answers with the shared error body. */
export function errorStatusesOf(route: RouteFacts): number[] {
  const key = `${route.method} ${route.url}`;
  const config = (route.config ?? {}) as { crossSiteExempt?: boolean; rateLimit?: unknown };
  const schema = (route.schema ?? {}) as { idempotent?: boolean };
  const statuses = new Set([400, 503, ...(SERVICE_REFUSALS[key] ?? [])]);
  if (!(key in PUBLIC_ROUTES)) statuses.add(401);
  if (route.url.startsWith('/api/admin/')) statuses.add(403);
  if (!SAFE_METHODS.has(route.method) && config.crossSiteExempt !== true) statuses.add(403);
  if (BODY_METHODS.has(route.method)) [413, 415].forEach((status) => statuses.add(status));
  if (route.url.includes('/:')) [404, 414].forEach((status) => statuses.add(status));
  if (config.rateLimit) statuses.add(429);
  if (schema.idempotent) [402, 409].forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}

export function otherAnswersOf(route: RouteFacts): Record<string, Answer> {
  return OTHER_ANSWERS[`${route.method} ${route.url}`] ?? {};
}
