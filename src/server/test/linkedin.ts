import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { signIn } from './auth-helpers';
import { createPost, createUser } from './factories';
import { startFakeLinkedIn, type FakeApp, type FakeLinkedIn } from './fakes/linkedin/linkedin-server';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

// The LinkedIn module's tests: the real app wired to the fake LinkedIn, with
// every log line kept so tests can prove no token or secret reaches them.

export const APP_URL = 'http://localhost:3000';
export const CALLBACK = `${APP_URL}/api/linkedin/callback`;
export const SHARE_APP: FakeApp = {
  clientId: 'pw-test-share-app',
  clientSecret: 'app-wide-client-secret-0123456789',
  name: 'Postwright (test)',
  redirectUris: [CALLBACK],
  products: ['openid', 'share'],
};
/** A user's own app without the "Share on LinkedIn" product. */
export const SIGN_IN_ONLY_APP: FakeApp = {
  clientId: 'pw-test-signin-app',
  clientSecret: 'own-app-client-secret-9876543210',
  name: 'My sign-in app',
  redirectUris: [CALLBACK],
  products: ['openid'],
};

export type LinkedInTestApp = { t: TestApp; linkedin: FakeLinkedIn; logLines: string[]; close(): Promise<void> };

export async function startLinkedInTestApp(
  options: { env?: Record<string, string | undefined> } & Omit<TestAppOptions, 'env' | 'logStream'> = {},
): Promise<LinkedInTestApp> {
  const linkedin = await startFakeLinkedIn({ apps: [SHARE_APP, SIGN_IN_ONLY_APP] });
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp({
    ...options,
    logStream,
    env: {
      APP_URL,
      LOG_LEVEL: 'debug',
      LINKEDIN_CLIENT_ID: SHARE_APP.clientId,
      LINKEDIN_CLIENT_SECRET: SHARE_APP.clientSecret,
      LINKEDIN_AUTH_URL: linkedin.authUrl,
      LINKEDIN_API_URL: linkedin.apiUrl,
      ...options.env,
    },
  });
  return {
    t,
    linkedin,
    logLines,
    async close() {
      await t.close();
      await linkedin.stop();
    },
  };
}

/** A signed-in user: the session cookie plus the app's Origin, as the browser sends them. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.db, overrides);
  const { cookie } = await signIn(t.app, user.email);
  return { user, headers: { cookie, origin: APP_URL } };
}

export type Headers = { cookie: string; origin: string };

/**
 * The whole connect flow as the browser runs it: our auth URL, LinkedIn's
 * consent page (Allow or Cancel), then our callback. Answers where the
 * callback sends the browser.
 */
export async function connectThroughLinkedIn(
  app: LinkedInTestApp,
  headers: Headers,
  options: { limited?: boolean; decision?: 'allow' | 'cancel'; popup?: boolean } = {},
) {
  const query = new URLSearchParams();
  if (options.limited) query.set('limited', 'true');
  if (options.popup === false) query.set('popup', 'false');
  const start = await app.t.app.inject({ url: `/api/linkedin/auth?${query.toString()}`, headers });
  expect(start.statusCode, start.body).toBe(200);
  const authUrl = (start.json() as { authUrl: string }).authUrl;
  const back = await app.linkedin.authorize(authUrl, options.decision ?? 'allow');
  const callback = await app.t.app.inject({ url: `${back.pathname}${back.search}`, headers });
  expect(callback.statusCode).toBe(302);
  return { authUrl: new URL(authUrl), back, callback, landing: new URL(callback.headers.location!, APP_URL) };
}

/** A connected user (full permissions) with one LinkedIn post in their history. */
export async function connectedUserWithPost(
  app: LinkedInTestApp,
  postOverrides: Parameters<typeof createPost>[2] = {},
) {
  const { user, headers } = await signedInUser(app.t);
  const { landing } = await connectThroughLinkedIn(app, headers);
  expect(landing.searchParams.get('status')).toBe('connected');
  const post = await createPost(app.t.db, user.id, { platform: 'linkedin', ...postOverrides });
  return { user, headers, post };
}
