// The API routes anyone may call, signed in or not, each with the reason. The OpenAPI document marks every other
// route as needing the session (401 without it, decision 094), and the security suites (src/server/security/, through
// test/route-catalogue.ts) hold each route to what this list says: 401 signed out for every route not named here.

/** `METHOD /api/path` as registered → why anyone may call it. */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/openapi.json': 'API reference document',
  'GET /api/docs': 'API reference page',
  'GET /api/docs/:file': 'API reference page assets (a fixed list of files)',
  'GET /api/health': 'liveness probe',
  'GET /api/ready': 'readiness probe',
  'POST /api/contact': 'contact form for visitors',
  'POST /api/auth/register': 'sign-up',
  'POST /api/auth/login': 'sign-in',
  'POST /api/auth/logout': 'ends the session the cookie names, if any',
  'POST /api/auth/confirm-email': 'the token from the e-mail is the credential',
  'POST /api/auth/verify-email': 'the token from the e-mail is the credential',
  'POST /api/auth/sign-in-link': 'the token from the e-mail is the credential',
  'POST /api/auth/undo-email-change': 'the token from the e-mail is the credential',
  'POST /api/auth/forgot-password': 'signed-out by nature',
  'POST /api/auth/reset-password': 'the token from the e-mail is the credential',
  'GET /api/auth/google': 'starts Google sign-in',
  'GET /api/auth/google/callback': 'Google sends the browser back here (state + PKCE are the proof)',
  'GET /api/auth/providers': 'the auth page offers only the sign-in providers configured',
  'GET /api/auth/apple': 'starts Sign in with Apple',
  'POST /api/auth/apple/callback':
    'Apple posts the answer here (state cookie, nonce in the signed ID token are the proof)',
  'GET /api/pricing': 'public catalogue',
  'POST /api/discount-codes/validate': 'the pricing page checks a code before sign-up',
  'POST /api/stripe/webhook': 'Stripe, proven by its signature',
  'GET /api/analytics/config': 'the analytics snippet loads for visitors',
  'GET /api/linkedin/callback': 'LinkedIn sends the browser back here; it answers a redirect page either way',
};
